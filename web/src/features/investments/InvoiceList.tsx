import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invoice_InvoiceFragment } from './investments.generated';
import { formatBrl, formatDate, formatUsd } from '../../ui/format';
import { invoiceStatusLabel } from './status';
import { translate } from '../../i18n';
import { AMOUNTS_ON_ONE_LINE, NAME_CELL } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';

/**
 * Invoices of several investments (the calendar's day modal, the report's groups): the investment
 * (a link to it), the client, the amounts, and optionally the date and status.
 */
export function InvoiceList({
  invoices,
  rowTestId,
  showDate = false,
  showStatus = false,
  onOpen,
  empty = translate('investments.noInvoices'),
}: {
  invoices: readonly Invoice_InvoiceFragment[];
  rowTestId: string;
  showDate?: boolean;
  showStatus?: boolean;
  /** Called when a link to an investment is followed (a modal closes). */
  onOpen?: () => void;
  empty?: string;
}) {
  if (invoices.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableScroll label={translate('investments.invoices')}>
      <Table size="small" sx={AMOUNTS_ON_ONE_LINE} aria-label={translate('investments.invoices')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('investments.investment')}</TableCell>
            <TableCell>{translate('investments.clientName')}</TableCell>
            {showDate ? <TableCell>{translate('investments.date')}</TableCell> : null}
            <TableCell align="right">{translate('investments.amountUsd')}</TableCell>
            <TableCell align="right">{translate('investments.amountBrl')}</TableCell>
            {showStatus ? <TableCell>{translate('investments.status')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((i) => (
            <TableRow key={i.id} data-testid={rowTestId} data-date={i.date}>
              <TableCell>
                <Link component={RouterLink} to={`/investments/investment/${i.investmentId}`} onClick={onOpen}>
                  #{i.investmentId}
                </Link>
              </TableCell>
              <TableCell sx={NAME_CELL}>{i.clientName}</TableCell>
              {showDate ? <TableCell>{formatDate(i.date)}</TableCell> : null}
              <TableCell align="right">{formatUsd(i.amountUsd)}</TableCell>
              <TableCell align="right">{formatBrl(i.amountBrl)}</TableCell>
              {showStatus ? (
                <TableCell>
                  <Chip size="small" label={invoiceStatusLabel(i.status)} color={i.status === 'PAID' ? 'success' : 'warning'} />
                  {i.wasReturned ? (
                    <Chip size="small" variant="outlined" color="info" label={translate('investments.returned')} sx={{ ml: 0.5 }} />
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
