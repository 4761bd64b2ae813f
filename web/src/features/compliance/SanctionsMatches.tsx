/**
 * A possible sanctions match as a reviewer reads it (docs/compliance.md "Reviewing a possible
 * match"), the one presentation of every place that shows one: Preview's and Renew's refusal, the
 * client and beneficiary refusals, the alert review and the screening log. Each match shows the
 * listed name, its programs, the score as a percentage in the language's format ('97%', '92,5%'),
 * why it matched in words, and the listed party's date of birth and nationality beside the screened
 * person's own, so the reviewer sees at once whether it is the same person.
 */
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorCode, errorDetail } from '../../ui/errors';
import { formatDate, formatScore } from '../../ui/format';
import { hasText, translate } from '../../i18n';
import { TableScroll } from '../../ui/TableScroll';

/** A match as GraphQL's SanctionsMatch gives it (a query's or a SANCTIONS_MATCH error's `matches`). */
export interface SanctionsMatchView {
  entNum?: number | null;
  /** The SDN name as published. */
  name: string;
  /** The sanctions programs, e.g. 'SDGT, IRGC'. */
  program: string;
  /** Similarity 0 to 1. */
  score: number;
  /** SanctionsMatchReason values (EXACT, ALIAS...); absent or empty when the server does not say. */
  reason?: readonly string[] | null;
  /** The listed party's date of birth as the SDN remarks publish it ('10 Dec 1948; alt. 1967'). */
  dateOfBirth?: string | null;
  /** The listed party's nationality as published ('Russia'). */
  nationality?: string | null;
}

/** A person whose name was screened, with what tells them apart from a listed party. */
export interface ScreenedPerson {
  /** Who they are in this place: 'Sender', 'Beneficiary', or their name. */
  label: string;
  /** Calendar date 'YYYY-MM-DD'; null or absent when not on file. */
  birthday?: string | null;
  /** Country as on file. */
  country?: string | null;
}

/** A screened person's column heading: 'Sender: Name', 'Beneficiary: Name' (in the language). */
export function screenedLabel(role: 'sender' | 'beneficiary' | 'client', name: string): string {
  return translate('sanctionsMatch.person', { role: translate(`sanctionsMatch.${role}`), name: name.trim() });
}

/** The `matches` of a SANCTIONS_MATCH error (GraphQL extensions), [] when it has none. */
export function matchesOfError(error: unknown): SanctionsMatchView[] {
  const matches = errorDetail(error, 'matches');
  if (!Array.isArray(matches)) return [];
  return matches.filter(
    (m): m is SanctionsMatchView =>
      typeof m === 'object' &&
      m !== null &&
      typeof (m as SanctionsMatchView).name === 'string' &&
      typeof (m as SanctionsMatchView).score === 'number',
  );
}

/** A match reason in words ('Same name', 'Listed alias'); the code itself for one the catalogue does not know. */
export function matchReasonLabel(reason: string): string {
  return hasText(`sanctionsMatch.reasons.${reason}`) ? translate(`sanctionsMatch.reasons.${reason}`) : reason;
}

/** One line of text for a match (the alert list, CSV): 'NAME (PROGRAM, 97%: Same name, Listed alias)'. */
export function matchSummary(m: SanctionsMatchView): string {
  const reasons = (m.reason ?? []).map(matchReasonLabel).join(', ');
  return `${m.name} (${m.program ? `${m.program}, ` : ''}${formatScore(m.score)}${reasons ? `: ${reasons}` : ''})`;
}

/**
 * The possible matches, best first as given, each a card; `screened` are the people whose names
 * were screened (none in the screening log, which lists the name only).
 */
export function SanctionsMatches({
  matches,
  screened = [],
}: {
  matches: readonly SanctionsMatchView[];
  screened?: readonly ScreenedPerson[];
}) {
  if (matches.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="sanctions-matches">
      {matches.map((m, i) => (
        <MatchCard key={`${m.entNum ?? m.name}-${i}`} match={m} screened={screened} />
      ))}
    </Stack>
  );
}

function MatchCard({ match, screened }: { match: SanctionsMatchView; screened: readonly ScreenedPerson[] }) {
  const reasons = match.reason ?? [];
  const score = formatScore(match.score);
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 1.5, overflowWrap: 'anywhere' }}
      data-testid="sanctions-match"
      aria-label={translate('sanctionsMatch.cardLabel', { name: match.name })}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {match.name}
        </Typography>
        <Typography component="span" variant="body2" data-testid="sanctions-match-score">
          {translate('sanctionsMatch.score', { score })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('sanctionsMatch.program', { program: match.program || '—' })}
      </Typography>
      {reasons.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} aria-label={translate('sanctionsMatch.why')}>
          {reasons.map((r) => (
            <Chip key={r} size="small" label={matchReasonLabel(r)} />
          ))}
        </Stack>
      )}
      <TableScroll label={translate('sanctionsMatch.comparison')} sx={{ mt: 1 }}>
        <Table size="small" aria-label={translate('sanctionsMatch.comparison')}>
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{translate('sanctionsMatch.listedParty')}</TableCell>
              {screened.map((p, i) => (
                <TableCell key={i}>{p.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {translate('sanctionsMatch.dateOfBirth')}
              </TableCell>
              <TableCell>{match.dateOfBirth || translate('sanctionsMatch.notGiven')}</TableCell>
              {screened.map((p, i) => (
                <TableCell key={i}>{p.birthday ? formatDate(p.birthday) : translate('sanctionsMatch.notOnFile')}</TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {translate('sanctionsMatch.nationality')}
              </TableCell>
              <TableCell>{match.nationality || translate('sanctionsMatch.notGiven')}</TableCell>
              {screened.map((p, i) => (
                <TableCell key={i}>{p.country || translate('sanctionsMatch.notOnFile')}</TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableScroll>
    </Paper>
  );
}

/**
 * For the client and beneficiary saves (ui/recordMutations' `explain`): a SANCTIONS_MATCH refusal
 * titled 'Possible sanctions match' with its matches beside the person being saved; null for any
 * other failure.
 */
export function explainSanctionsMatch<I>(person: (input: I) => ScreenedPerson) {
  return (error: unknown, input: I) => {
    if (errorCode(error) !== 'SANCTIONS_MATCH') return null;
    return {
      title: translate('orders.possibleSanctionsMatch'),
      detail: <SanctionsMatches matches={matchesOfError(error)} screened={[person(input)]} />,
    };
  };
}
