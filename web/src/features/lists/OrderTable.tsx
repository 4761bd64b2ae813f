import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
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
import { NAME_CELL, shownFrom } from '../../ui/tableStyles';
import { TableScroll } from '../../ui/TableScroll';

type Row = OrderTable_OrderFragment;

/**
 * The table's columns, as shown and as exported (docs/lists-and-reports.md), and the sort each header
 * sets. A column with `from` is shown from that breakpoint up (docs/screens.md#sizes): on a phone
 * (under `sm`, 600 px) the key ones only (id, beneficiary, amount USD, status); on a tablet (under
 * `md`, 900 px) also sender and payment date; Amount BRL and Remaining from `md` up, so the key
 * columns fit without scrolling sideways. The order page and the CSV have every column.
 */
export const ORDER_TABLE_COLUMNS: (CsvColumn<Row> & {
  show: (row: Row) => string;
  numeric?: boolean;
  sortKey?: SortKey;
  from?: 'sm' | 'md';
  name?: boolean;
})[] = [
  { header: 'csv.id', show: (r) => r.id, value: (r) => r.id, sortKey: 'id' },
  { header: 'csv.sender', show: (r) => r.senderName, value: (r) => r.senderName, sortKey: 'sender', from: 'sm', name: true },
  { header: 'csv.beneficiary', show: (r) => r.beneficiaryName, value: (r) => r.beneficiaryName, sortKey: 'beneficiary', name: true },
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
    from: 'md',
  },
  {
    header: 'csv.remainingBrl',
    show: (r) => formatBrl(r.remainingValue),
    value: (r) => csvAmount(r.remainingValue),
    numeric: true,
    from: 'md',
  },
  {
    header: 'csv.paymentDate',
    show: (r) => formatDate(r.paymentDate),
    value: (r) => csvDate(r.paymentDate),
    sortKey: 'paymentDate',
    from: 'sm',
  },
  { header: 'csv.status', show: (r) => statusLabel(r.status), value: (r) => statusLabel(r.status), sortKey: 'status' },
];

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
    <TableScroll outlined label={translate('lists.orders')} sx={{ opacity: dimmed ? 0.6 : 1 }}>
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
                sx={c.from ? shownFrom(c.from) : undefined}
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
                    sx={{
                      whiteSpace: c.numeric || c.sortKey === 'paymentDate' ? 'nowrap' : undefined,
                      ...(c.name ? NAME_CELL : {}),
                      ...(c.from ? shownFrom(c.from) : {}),
                    }}
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
    </TableScroll>
  );
}
