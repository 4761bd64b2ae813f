import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { OrderTable_OrderFragment } from './OrderTable.generated';
import { csvAmount, csvDate, type CsvColumn } from '../../ui/csv';
import { formatBrl, formatDate, formatUsd } from '../../ui/format';
import { statusLabel } from '../orders/status';
import { orderRowColour, ROW_COLOURS } from './rowColour';
import type { SortKey, TableSort } from './tableSort';
import { translate } from '../../i18n';

type Row = OrderTable_OrderFragment;

/**
 * The table's columns, as shown and as exported (docs/lists-and-reports.md), and the sort each header
 * sets. A `lesser` column is not shown on a phone (under MUI's `sm`, 600 px), so the key ones (id,
 * beneficiary, amount USD, status) fit without scrolling sideways (docs/screens.md#sizes); the CSV
 * keeps every column.
 */
export const ORDER_TABLE_COLUMNS: (CsvColumn<Row> & {
  show: (row: Row) => string;
  numeric?: boolean;
  sortKey?: SortKey;
  lesser?: boolean;
})[] = [
  { header: 'csv.id', show: (r) => r.id, value: (r) => r.id, sortKey: 'id' },
  { header: 'csv.sender', show: (r) => r.senderName, value: (r) => r.senderName, sortKey: 'sender', lesser: true },
  { header: 'csv.beneficiary', show: (r) => r.beneficiaryName, value: (r) => r.beneficiaryName, sortKey: 'beneficiary' },
  {
    header: 'csv.amountUsd',
    show: (r) => formatUsd(r.amountUsd),
    value: (r) => csvAmount(r.amountUsd),
    numeric: true,
    sortKey: 'amountUSD',
  },
  {
    header: 'csv.amountBrl',
    show: (r) => formatBrl(r.amountBrl),
    value: (r) => csvAmount(r.amountBrl),
    numeric: true,
    sortKey: 'amountBRL',
    lesser: true,
  },
  {
    header: 'csv.remainingBrl',
    show: (r) => formatBrl(r.remainingValue),
    value: (r) => csvAmount(r.remainingValue),
    numeric: true,
    lesser: true,
  },
  {
    header: 'csv.paymentDate',
    show: (r) => formatDate(r.paymentDate),
    value: (r) => csvDate(r.paymentDate),
    sortKey: 'paymentDate',
    lesser: true,
  },
  { header: 'csv.status', show: (r) => statusLabel(r.status), value: (r) => statusLabel(r.status), sortKey: 'status' },
];

/** A lesser column's cells are hidden on a phone. */
const PHONE_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The order table: one row per order, linking to /order/{id}; a Pending row is coloured by its
 * payment date against the agency's today (rowColour.ts). With onSort, the sortable headers are
 * buttons (MUI TableSortLabel) showing `sort`; a click asks for that column's sort.
 */
export function OrderTable({
  rows,
  today,
  dimmed = false,
  sort = null,
  onSort,
}: {
  rows: readonly Row[];
  today: string;
  dimmed?: boolean;
  sort?: TableSort | null;
  onSort?: (key: SortKey) => void;
}) {
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ opacity: dimmed ? 0.6 : 1 }}>
      <Table
        size="small"
        aria-label={translate('lists.orders')}
        sx={{
          '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
          // On a phone the arrow of a column not sorted by takes no room (it only shows on hover anyway).
          '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: { xs: 'none', sm: 'inline-block' } },
        }}
      >
        <TableHead>
          <TableRow>
            {ORDER_TABLE_COLUMNS.map((c) => (
              <TableCell
                key={translate(c.header)}
                align={c.numeric ? 'right' : 'left'}
                sx={c.lesser ? PHONE_HIDDEN : undefined}
                sortDirection={c.sortKey && sort?.key === c.sortKey ? (sort.descending ? 'desc' : 'asc') : false}
              >
                {c.sortKey && onSort ? (
                  <TableSortLabel
                    active={sort?.key === c.sortKey}
                    direction={sort?.key === c.sortKey && sort.descending ? 'desc' : 'asc'}
                    onClick={() => onSort(c.sortKey!)}
                    data-testid={`sort-${c.sortKey}`}
                  >
                    {translate(c.header)}
                  </TableSortLabel>
                ) : (
                  translate(c.header)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const colour = orderRowColour(row.status, row.paymentDate, today);
            const to = `/order/${encodeURIComponent(row.id)}`;
            return (
              <TableRow
                key={row.id}
                hover
                data-testid="order-row"
                data-colour={colour ?? undefined}
                onClick={(e) => {
                  if (!(e.target as HTMLElement).closest('a')) void navigate(to);
                }}
                sx={{
                  cursor: 'pointer',
                  ...(colour
                    ? {
                        bgcolor: ROW_COLOURS[colour],
                        '&.MuiTableRow-hover:hover': { bgcolor: ROW_COLOURS[colour], filter: 'brightness(0.97)' },
                      }
                    : {}),
                }}
              >
                {ORDER_TABLE_COLUMNS.map((c, i) => (
                  <TableCell
                    key={translate(c.header)}
                    align={c.numeric ? 'right' : 'left'}
                    sx={{ whiteSpace: c.numeric ? 'nowrap' : undefined, ...(c.lesser ? PHONE_HIDDEN : {}) }}
                  >
                    {i === 0 ? (
                      <Link component={RouterLink} to={to} underline="hover">
                        #{row.id}
                      </Link>
                    ) : (
                      c.show(row)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
