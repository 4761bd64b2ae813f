import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadSanctionsListDocument, SanctionsPageDocument } from '../../features/compliance/compliance.generated';
import { SanctionsMatches } from '../../features/compliance/SanctionsMatches';
import { SanctionsListBanner } from '../../features/compliance/SanctionsListBanner';
import { SanctionsListStateDocument } from '../../features/compliance/SanctionsListBanner.generated';
import { type ScreeningOutcome } from '../../generated/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorCode, errorDetail, errorMessage, errorTitle } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { currentLanguage, translate } from '../../i18n';
import { COMPACT_ON_PHONE, NAME_CELL } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';

const PER_PAGE = 20;

/** The catalogue keys of the screening outcomes. */
export const OUTCOME_LABEL: Record<ScreeningOutcome, string> = {
  CLEAR: 'compliance.outcomeClear',
  MATCH: 'compliance.outcomeMatch',
  OVERRIDDEN: 'compliance.outcomeOverridden',
};

/** Counts of entries written the language's way ('18,000' or '18.000'). */
function localCounts(counts: { entries: number; inForce: number }): { entries: string; inForce: string } {
  const locale = currentLanguage() === 'en' ? 'en-US' : 'pt-BR';
  return { entries: counts.entries.toLocaleString(locale), inForce: counts.inForce.toLocaleString(locale) };
}

/**
 * /compliance/sanctions (administrators; docs/compliance.md): the OFAC list in force (entries and
 * when loaded) with the warning of a missing or stale list, loading OFAC's sdn.csv and alt.csv as
 * published (a list under half the size in force only after 'The new list has N entries, the list
 * in force M. Replace it?'; an empty file's refusal shown as the server says it), and the newest
 * screenings with their matches and overrides.
 */
export default function SanctionsPage() {
  const notify = useNotify();
  const { data, error, refetch } = useQuery(SanctionsPageDocument, {
    variables: { page: 1, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [load, { loading }] = useMutation(LoadSanctionsListDocument);
  const [sdn, setSdn] = useState<File | null>(null);
  const [alt, setAlt] = useState<File | null>(null);
  // The sizes of a refused shrink (409 SANCTIONS_LIST_SHRINKS) while the question is open.
  const [shrink, setShrink] = useState<{ entries: number; inForce: number } | null>(null);

  useEffect(() => {
    if (error) notify.error(translate('compliance.loadFailed', { message: errorMessage(error) }));
  }, [error, notify]);

  /** Loads the chosen files; allowShrink after the administrator said Yes to replacing a larger list. */
  async function submit(allowShrink = false) {
    if (!sdn) return;
    setShrink(null);
    try {
      const { data: loaded } = await load({
        variables: { sdnCsv: await sdn.text(), altCsv: alt ? await alt.text() : null, allowShrink },
        // The warning banner's state too: a fresh list takes it away.
        refetchQueries: [SanctionsListStateDocument],
      });
      notify.success(translate('compliance.loaded', { count: loaded?.loadSanctionsList.entries ?? 0 }));
      setSdn(null);
      setAlt(null);
      await refetch();
    } catch (failure) {
      if (errorCode(failure) === 'SANCTIONS_LIST_SHRINKS') {
        setShrink({ entries: Number(errorDetail(failure, 'entries')), inForce: Number(errorDetail(failure, 'inForce')) });
        return;
      }
      notify.alert({ title: errorTitle(failure), message: `${translate('compliance.loadListFailed')}\n${errorMessage(failure)}` });
    }
  }

  const list = data?.sanctionsList;
  return (
    <>
      <PageTitle title={translate('compliance.sanctionsList')} />
      <SanctionsListBanner link={false} />
      <ConfirmDialog
        open={shrink !== null}
        title={translate('sanctionsList.replaceTitle')}
        question={shrink ? translate('sanctionsList.shrinks', localCounts(shrink)) : ''}
        busy={loading}
        onConfirm={() => void submit(true)}
        onCancel={() => setShrink(null)}
      />
      {!data && !error ? (
        <Loading />
      ) : (
        <Stack spacing={3}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('compliance.listInForce')}
            </Typography>
            <Typography data-testid="sanctions-summary">
              {list?.loadedAt
                ? translate('compliance.summary', {
                    entries: list.entries.toLocaleString(currentLanguage() === 'en' ? 'en-US' : 'pt-BR'),
                    loadedAt: formatDateTime(list.loadedAt),
                  })
                : translate('compliance.noList')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
              <Button variant="outlined" component="label">
                {sdn ? translate('compliance.sdnChosen', { name: sdn.name }) : translate('compliance.chooseSdn')}
                <input
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  aria-label={translate('compliance.sdnFileSdnCsv')}
                  onChange={(e) => setSdn(e.target.files?.[0] ?? null)}
                />
              </Button>
              <Button variant="outlined" component="label">
                {alt ? translate('compliance.altChosen', { name: alt.name }) : translate('compliance.chooseAlt')}
                <input
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  aria-label={translate('compliance.aliasesFileAltCsv')}
                  onChange={(e) => setAlt(e.target.files?.[0] ?? null)}
                />
              </Button>
              <Button variant="contained" disabled={!sdn} loading={loading} onClick={() => void submit()}>
                {translate('compliance.loadList')}
              </Button>
            </Stack>
          </Paper>

          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('compliance.screeningsCount', { count: data?.sanctionsScreenings.total ?? 0 })}
            </Typography>
            {data?.sanctionsScreenings.items.length ? (
              // When, name, role and outcome first; the matches scroll into view on a narrow screen, in a box that takes the focus.
              <TableScroll label={translate('compliance.screenings')}>
                <Table size="small" aria-label={translate('compliance.screenings')} sx={COMPACT_ON_PHONE}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('compliance.when')}</TableCell>
                      <TableCell>{translate('compliance.name')}</TableCell>
                      <TableCell>{translate('compliance.as')}</TableCell>
                      <TableCell>{translate('compliance.outcome')}</TableCell>
                      <TableCell>{translate('compliance.matches')}</TableCell>
                      <TableCell>{translate('compliance.by')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.sanctionsScreenings.items.map((s) => (
                      <TableRow key={s.id}>
                        <TableCell>{formatDateTime(s.screenedAt)}</TableCell>
                        <TableCell sx={NAME_CELL}>{s.name}</TableCell>
                        <TableCell>{translate(s.role === 'CLIENT' ? 'csv.sender' : 'csv.beneficiary')}</TableCell>
                        <TableCell>
                          {translate(OUTCOME_LABEL[s.outcome])}
                          {s.overrideReason ? `: ${s.overrideReason}` : ''}
                        </TableCell>
                        <TableCell sx={{ minWidth: 280 }}>{s.matches.length ? <SanctionsMatches matches={s.matches} /> : '—'}</TableCell>
                        <TableCell>{s.employeeName ?? '—'}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
            ) : (
              <Alert severity="info">{translate('compliance.noScreeningYet')}</Alert>
            )}
          </Paper>
        </Stack>
      )}
    </>
  );
}
