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
import { LoadSanctionsListDocument, SanctionsPageDocument, type ScreeningOutcome } from '../../generated/graphql';
import { errorMessage, errorTitle } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { Loading } from '../../ui/Loading';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';

const PER_PAGE = 20;

const OUTCOME_LABEL: Record<ScreeningOutcome, string> = { CLEAR: 'Clear', MATCH: 'Refused: possible match', OVERRIDDEN: 'Overridden' };

/**
 * /compliance/sanctions (administrators; docs/compliance.md): the OFAC list in force (entries and
 * when loaded), loading OFAC's sdn.csv and alt.csv as published, and the newest screenings with
 * their matches and overrides.
 */
export default function SanctionsPage() {
  const notify = useNotify();
  const { data, error, refetch } = useQuery(SanctionsPageDocument, { variables: { page: 1, perPage: PER_PAGE }, fetchPolicy: 'cache-and-network' });
  const [load, { loading }] = useMutation(LoadSanctionsListDocument);
  const [sdn, setSdn] = useState<File | null>(null);
  const [alt, setAlt] = useState<File | null>(null);

  useEffect(() => {
    if (error) notify.error(`Unable to load the sanctions list: ${errorMessage(error)}`);
  }, [error, notify]);

  async function submit() {
    if (!sdn) return;
    try {
      const { data: loaded } = await load({ variables: { sdnCsv: await sdn.text(), altCsv: alt ? await alt.text() : null } });
      notify.success(`Sanctions list loaded: ${loaded?.loadSanctionsList.entries ?? 0} entries`);
      setSdn(null);
      setAlt(null);
      await refetch();
    } catch (failure) {
      notify.alert({ title: errorTitle(failure), message: `Unable to load the sanctions list\n${errorMessage(failure)}` });
    }
  }

  const list = data?.sanctionsList;
  return (
    <>
      <PageTitle title="Sanctions List" />
      {!data && !error ? (
        <Loading />
      ) : (
        <Stack spacing={3}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              List in force
            </Typography>
            <Typography data-testid="sanctions-summary">
              {list?.loadedAt
                ? `${list.entries.toLocaleString('en-US')} entries, loaded ${formatDateTime(list.loadedAt)}`
                : 'No list loaded yet: every name is screened as clear until one is.'}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
              <Button variant="outlined" component="label">
                {sdn ? `SDN file: ${sdn.name}` : 'Choose sdn.csv'}
                <input hidden type="file" accept=".csv,text/csv" aria-label="SDN file (sdn.csv)" onChange={(e) => setSdn(e.target.files?.[0] ?? null)} />
              </Button>
              <Button variant="outlined" component="label">
                {alt ? `Aliases: ${alt.name}` : 'Choose alt.csv (optional)'}
                <input hidden type="file" accept=".csv,text/csv" aria-label="Aliases file (alt.csv)" onChange={(e) => setAlt(e.target.files?.[0] ?? null)} />
              </Button>
              <Button variant="contained" disabled={!sdn} loading={loading} onClick={() => void submit()}>
                Load list
              </Button>
            </Stack>
          </Paper>

          <Paper sx={{ p: 2, overflowX: 'auto' }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Screenings ({data?.sanctionsScreenings.total ?? 0})
            </Typography>
            {data?.sanctionsScreenings.items.length ? (
              <Table size="small" aria-label="Screenings">
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Name</TableCell>
                    <TableCell>As</TableCell>
                    <TableCell>Outcome</TableCell>
                    <TableCell>Matches</TableCell>
                    <TableCell>By</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.sanctionsScreenings.items.map((s) => (
                    <TableRow key={s.id}>
                      <TableCell>{formatDateTime(s.screenedAt)}</TableCell>
                      <TableCell>{s.name}</TableCell>
                      <TableCell>{s.role === 'CLIENT' ? 'Sender' : 'Beneficiary'}</TableCell>
                      <TableCell>
                        {OUTCOME_LABEL[s.outcome]}
                        {s.overrideReason ? `: ${s.overrideReason}` : ''}
                      </TableCell>
                      <TableCell>{s.matches.map((m) => `${m.name} (${m.program}, ${m.score.toFixed(3)})`).join('; ') || '—'}</TableCell>
                      <TableCell>{s.employeeName ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Alert severity="info">No screening yet.</Alert>
            )}
          </Paper>
        </Stack>
      )}
    </>
  );
}
