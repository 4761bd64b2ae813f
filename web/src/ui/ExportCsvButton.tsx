import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv, downloadOrderExport, type CsvColumn, type OrderExport } from './csv';
import { errorMessage } from './errors';
import { useNotify } from './notify';
import { translate } from '../i18n';

/** Hidden on paper; never squeezed onto two lines by the filters beside it in a row. */
const buttonSx = { displayPrint: 'none', flexShrink: 0, whiteSpace: 'nowrap' } as const;

/**
 * 'Export CSV': downloads the rows on screen with the given columns (ui/csv.ts), the CSV writer
 * fetched at the first click (ui/csvText.ts); a failed fetch (offline) is notified. Hidden when
 * printing; disabled when there is nothing to export.
 */
export function ExportCsvButton<T>({
  fileName,
  columns,
  rows,
  footer,
}: {
  fileName: string;
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
  footer?: (string | number | null)[][];
}) {
  const notify = useNotify();
  const download = async () => {
    try {
      const { toCsv } = await import('./csvText');
      downloadCsv(fileName, toCsv(columns, rows, footer));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={rows.length === 0}
      onClick={() => void download()}
      sx={buttonSx}
      data-testid="export-csv"
    >
      {translate('common.exportCsv')}
    </Button>
  );
}

/**
 * 'Export CSV' of an order list: downloads the whole filtered list, in the screen's sort, streamed
 * by the gateway with a totals row (downloadOrderExport in ui/csv.ts); a refusal is notified.
 * Hidden when printing; disabled when the list is empty.
 */
export function OrderExportButton({ request, disabled = false }: { request: OrderExport; disabled?: boolean }) {
  const notify = useNotify();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={disabled}
      onClick={() => downloadOrderExport(request, (message) => notify.error(translate('lists.exportFailed', { message })))}
      sx={buttonSx}
      data-testid="export-csv"
    >
      {translate('common.exportCsv')}
    </Button>
  );
}
