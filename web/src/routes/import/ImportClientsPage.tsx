import { useEffect, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import {
  ClientImportProgressDocument,
  ClientImportRefusedRowsDocument,
  ClientImportReportDocument,
  ImportClientsDocument,
  type ClientImportReport_ImportFragment,
} from '../../features/import/ClientImport.generated';
import { ImportMapping, type MappedColumn } from '../../features/import/ImportMapping';
import { ImportReportTable } from '../../features/import/ImportReportTable';
import { readFileInput } from '../../ui/fileInput';
import type { FileInput } from '../../generated/graphql';
import { currentLanguage, translate } from '../../i18n';
import { saveBase64File } from '../../ui/documentFile';
import { errorMessage, errorTitle } from '../../ui/errors';
import { useNotify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';

/** How often a running import is asked for its progress, in milliseconds. */
export const IMPORT_POLL_MS = 1000;

/** The file picker's accept attribute: CSV (any delimiter) or XLSX (docs/import.md). */
const IMPORT_ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Largest file the server takes (docs/ARCHITECTURE.md#security: 10 MB). */
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Whether an import or dry run has every row's outcome: a large file's dry run answers at once and goes on (docs/import.md). */
function hasEnded(state: { status: string; progress: { done: number; total: number } }): boolean {
  return (
    state.status === 'DONE' || state.status === 'FAILED' || (state.status === 'DRY_RUN' && state.progress.done >= state.progress.total)
  );
}

/**
 * /clients/import (administrators; docs/screens.md "Import", docs/import.md): pick a CSV or XLSX file, Dry run (every
 * row's outcome, nothing written), correct the column mapping and dry-run again, then Import: a progress bar while it
 * runs, then the report with 'Download refused rows'. Import is offered only for the dry run of the mapping shown.
 */
export default function ImportClientsPage() {
  const notify = useNotify();
  const apollo = useApolloClient();
  const [file, setFile] = useState<{ picked: File; input: FileInput } | null>(null);
  const [columns, setColumns] = useState<MappedColumn[] | null>(null);
  const [dryRun, setDryRun] = useState<ClientImportReport_ImportFragment | null>(null);
  const [mappingEdited, setMappingEdited] = useState(false);
  // The agency's first day of use ('YYYY-MM-DD'), as the last dry run answered it or as typed (docs/import.md "Open orders").
  const [firstDay, setFirstDay] = useState('');
  // The import, or the large dry run, being followed until it ends.
  const [tracked, setTracked] = useState<{ id: string; dryRun: boolean } | null>(null);
  const [finished, setFinished] = useState(false);
  const [send, { loading: sending }] = useMutation(ImportClientsDocument);
  const [downloading, setDownloading] = useState(false);

  const progress = useQuery(ClientImportProgressDocument, {
    variables: { id: tracked?.id ?? '' },
    skip: !tracked || finished,
    pollInterval: IMPORT_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const report = useQuery(ClientImportReportDocument, {
    variables: { id: tracked?.id ?? '' },
    skip: !tracked || !finished,
    fetchPolicy: 'network-only',
  });
  const running = progress.data?.clientImport;
  const ended = report.data?.clientImport ?? null;

  useEffect(() => {
    if (running && hasEnded(running)) setFinished(true);
  }, [running]);

  // A large dry run's outcomes, once it has them all, are shown as a small one's are.
  useEffect(() => {
    if (tracked?.dryRun && ended) {
      showDryRun(ended);
      setTracked(null);
      setFinished(false);
    }
  }, [tracked, ended]);

  /** Reads the picked file and forgets what was shown for the previous one. */
  async function pick(picked: File | undefined) {
    setDryRun(null);
    setColumns(null);
    setTracked(null);
    setFinished(false);
    setMappingEdited(false);
    setFirstDay('');
    if (!picked) return setFile(null);
    if (picked.size > MAX_IMPORT_BYTES) {
      setFile(null);
      return notify.error(translate('import.tooBig'));
    }
    try {
      setFile({ picked, input: await readFileInput(picked) });
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  /** The mapping shown, as the mutation takes it; null before the first dry run (the server guesses). */
  const mapping = columns ? columns.map((c) => ({ header: c.header, field: c.field })) : null;
  /** Whether a column fills an order's field: then the first day of use is asked, and sent. */
  const ordersMapped = columns?.some((c) => c.field?.startsWith('ORDER_')) ?? false;
  const firstDayOfUse = ordersMapped && firstDay ? firstDay : null;

  /** Shows a dry run's outcomes and the mapping it used. */
  function showDryRun(result: ClientImportReport_ImportFragment) {
    setDryRun(result);
    setColumns(result.columns.map((c) => ({ header: c.header, field: c.field ?? null, guessed: c.guessed })));
    setFirstDay(result.firstDayOfUse ?? '');
    setMappingEdited(false);
  }

  async function runDry() {
    if (!file) return;
    try {
      const { data } = await send({ variables: { file: file.input, dryRun: true, mapping, firstDayOfUse } });
      const result = data?.importClients;
      if (!result) return;
      if (hasEnded(result)) return showDryRun(result);
      setDryRun(null);
      setFinished(false);
      setTracked({ id: result.id, dryRun: true });
    } catch (failure) {
      notify.alert({ title: errorTitle(failure), message: `${translate('import.dryRunFailed')}\n${errorMessage(failure)}` });
    }
  }

  async function runImport() {
    if (!file || !dryRun) return;
    try {
      const { data } = await send({ variables: { file: file.input, dryRun: false, mapping, firstDayOfUse } });
      const started = data?.importClients;
      if (!started) return;
      setTracked({ id: started.id, dryRun: false });
      setFinished(hasEnded(started));
    } catch (failure) {
      notify.alert({ title: errorTitle(failure), message: `${translate('import.importFailed')}\n${errorMessage(failure)}` });
    }
  }

  async function downloadRefused(id: string) {
    setDownloading(true);
    try {
      const { data } = await apollo.query({ query: ClientImportRefusedRowsDocument, variables: { id }, fetchPolicy: 'network-only' });
      if (data) saveBase64File(data.clientImportRefusedRows, translate('import.refusedFileName', { id }));
    } catch (failure) {
      notify.alert({ title: errorTitle(failure), message: errorMessage(failure) });
    } finally {
      setDownloading(false);
    }
  }

  const locale = currentLanguage() === 'en' ? 'en-US' : 'pt-BR';
  const importing = tracked !== null && !tracked.dryRun;
  const done = importing ? ended : null;

  return (
    <>
      <PageTitle
        title={translate('import.title')}
        actions={
          <Button component={Link} to="/clients">
            {translate('import.backToClients')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('import.fileStep')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('import.fileHelp')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label" disabled={tracked !== null && !finished}>
              {file ? translate('import.fileChosen', { name: file.picked.name }) : translate('import.chooseFile')}
              <input
                hidden
                type="file"
                accept={IMPORT_ACCEPT}
                aria-label={translate('import.file')}
                onChange={(e) => {
                  void pick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
            <Button variant="contained" disabled={!file || tracked !== null} loading={sending && !importing} onClick={() => void runDry()}>
              {translate(dryRun ? 'import.dryRunAgain' : 'import.dryRun')}
            </Button>
          </Stack>
        </Paper>

        {columns && !importing ? (
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('import.mapping')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate('import.mappingHelp')}
            </Typography>
            <ImportMapping
              columns={columns}
              onChange={(next) => {
                setColumns(next);
                setMappingEdited(true);
              }}
            />
            {ordersMapped ? (
              <TextField
                sx={{ mt: 2 }}
                label={translate('import.firstDayOfUse')}
                helperText={translate('import.firstDayOfUseHelp')}
                type="date"
                value={firstDay}
                onChange={(e) => {
                  setFirstDay(e.target.value);
                  setMappingEdited(true);
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : null}
          </Paper>
        ) : null}

        {dryRun && !importing ? (
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('import.dryRunResult')}
            </Typography>
            {mappingEdited ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('import.mappingChanged')}
              </Alert>
            ) : null}
            <ImportReportTable result={dryRun} />
            <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Button variant="contained" disabled={mappingEdited || dryRun.rows === 0} loading={sending} onClick={() => void runImport()}>
                {translate('import.import')}
              </Button>
              <Typography color="text.secondary">
                {translate('import.importHelp', { count: (dryRun.new + dryRun.changed).toLocaleString(locale) })}
              </Typography>
            </Stack>
          </Paper>
        ) : null}

        {tracked && !done ? (
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate(tracked.dryRun ? 'import.dryRunning' : 'import.running')}
            </Typography>
            <LinearProgress
              variant={running?.progress.total ? 'determinate' : 'indeterminate'}
              value={running?.progress.total ? (100 * running.progress.done) / running.progress.total : 0}
              aria-label={translate('import.progress')}
            />
            <Typography sx={{ mt: 1 }} data-testid="import-progress">
              {translate('import.progressText', {
                done: (running?.progress.done ?? 0).toLocaleString(locale),
                total: (running?.progress.total ?? dryRun?.rows ?? 0).toLocaleString(locale),
              })}
            </Typography>
            {progress.error ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate('import.progressFailed', { message: errorMessage(progress.error) })}
              </Alert>
            ) : null}
          </Paper>
        ) : null}

        {done ? (
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('import.report')}
            </Typography>
            <Alert severity={done.status === 'FAILED' ? 'error' : done.refused > 0 || done.held > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
              {translate(done.status === 'FAILED' ? 'import.failed' : 'import.finished', {
                rows: done.rows.toLocaleString(locale),
                new: done.new.toLocaleString(locale),
                changed: done.changed.toLocaleString(locale),
                same: done.same.toLocaleString(locale),
                refused: done.refused.toLocaleString(locale),
                held: done.held.toLocaleString(locale),
              })}
              {done.status === 'FAILED' && done.error ? ` ${done.error}` : ''}
            </Alert>
            <ImportReportTable result={done} />
            <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
              {done.refused + done.held > 0 ? (
                <Button variant="contained" loading={downloading} onClick={() => void downloadRefused(done.id)}>
                  {translate(done.held > 0 ? 'import.downloadRefusedAndHeld' : 'import.downloadRefused')}
                </Button>
              ) : null}
              <Button variant="outlined" onClick={() => void pick(undefined)}>
                {translate('import.another')}
              </Button>
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </>
  );
}
