import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import PrintIcon from '@mui/icons-material/Print';
import { translate } from '../i18n';

const PRINT_CSS = `
@page { size: auto; margin: 10mm; }
@media print {
  html, body { background: #fff !important; }
  .print-sheet { padding: 0 !important; max-width: none !important; }
  .print-sheet a { color: inherit !important; text-decoration: none !important; }
  /* Every column on a Letter or A4 page (docs/screens.md#print): no scroll box to clip the table,
     MUI's cell padding and font size brought down to paper sizes. */
  .print-sheet .print-scroll { overflow: visible !important; }
  .print-sheet table { font-size: 9pt; width: 100% !important; }
  .print-sheet .MuiTableCell-root { font-size: 8.5pt !important; padding: 2px 4px !important; line-height: 1.25 !important; }
}
`;

/**
 * A printable page outside the app's layout (the reports opened in a new window): white, with its
 * tools (Print, Export CSV...) above the content and hidden when printing. On paper its tables fit
 * a Letter or A4 page with every column; a scroll box around a wide table carries the class
 * `print-scroll`, which printing opens up (docs/screens.md#print). On screen the sheet is a Letter
 * page wide (11 in) up to a laptop, and 1280 px from MUI's `lg` (1200 px) up, where the orders report
 * shows every column (docs/screens.md#sizes).
 */
export function PrintSheet({ tools, children }: { tools?: ReactNode; children: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={PRINT_CSS} />
      <Box
        className="print-sheet"
        sx={{ maxWidth: { xs: '11in', lg: 1280 }, mx: 'auto', p: 3, bgcolor: '#fff', color: '#000', minHeight: '100vh' }}
      >
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2, displayPrint: 'none' }}>
          {tools}
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {translate('common.print')}
          </Button>
        </Stack>
        {children}
      </Box>
    </>
  );
}
