import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import { translate } from '../i18n';

/**
 * 'Export CSV': downloads the rows on screen with the given columns (ui/csv.ts). Hidden when
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
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={rows.length === 0}
      onClick={() => downloadCsv(fileName, toCsv(columns, rows, footer))}
      sx={{ displayPrint: 'none' }}
      data-testid="export-csv"
    >
      {translate('common.exportCsv')}
    </Button>
  );
}
