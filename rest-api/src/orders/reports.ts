/**
 * The order totals and reports (docs/lists-and-reports.md#dashboard, #date-report, #calls,
 * #which-orders-a-total-counts): the payment-today total, the week's metrics and the date report.
 */
import type { Queryable } from '../db/database.js';
import { badRequest } from '../http-errors.js';
import { addCalendarDays, COUNTED_ORDER_STATUS_IDS, calendarDateField, sumOfPayments, toCents } from '@agency/rules';
import { STATUS } from './schemas.js';
import type { DateReport } from './list-schemas.js';
import { BY_PAYMENT, listSql, paymentTodayFilter, whereOf, type ListRow } from './lists.js';

const COUNTED_STATUSES = COUNTED_ORDER_STATUS_IDS;

/**
 * GET /api/transaction/today/total (docs/lists-and-reports.md#calls, #which-orders-a-total-counts): the
 * sums of amountUSD and amountBRL of the payment-today list's rows whose status is counted
 * (COUNTED_STATUSES; the list's Renewed rows are not).
 */
export async function todayTotal(q: Queryable, today: string): Promise<{ totalUSD: string; totalBRL: string; countedStatusIDs: number[] }> {
  const params: unknown[] = [];
  const { rows } = await q.query<{ usd: string | null; brl: string | null }>(
    `SELECT sum(t.amount_usd) AS usd, sum(t.amount_brl) AS brl FROM transactions t
      WHERE ${whereOf(paymentTodayFilter(today), params)} AND t.status_id IN (${COUNTED_STATUSES.join(', ')})`,
    params,
  );
  return { totalUSD: toCents(rows[0]?.usd ?? 0), totalBRL: toCents(rows[0]?.brl ?? 0), countedStatusIDs: [...COUNTED_STATUSES] };
}

// ---- weekly metrics (docs/lists-and-reports.md dashboard, docs/lists-and-reports.md#dashboard) ----

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** The Monday of the week holding date (Monday to Sunday: a weekend date belongs to the Monday before it). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addCalendarDays(date, -((weekday + 6) % 7));
}

/**
 * GET /api/transaction/search/week/{date}: Monday to Friday of date's week, each with the number of
 * its orders by payment date that are Pending, Completed and Cancelled. 400 for a bad date.
 */
export async function weekMetrics(q: Queryable, date: string) {
  const monday = mondayOf(calendarDateField(date, 'date'));
  const days = DAY_NAMES.map((dayName, i) => ({ dayName, date: addCalendarDays(monday, i), PENDING: 0, COMPLETED: 0, CANCELLED: 0 }));
  const { rows } = await q.query<{ payment_date: string; status_id: number; n: number }>(
    `SELECT payment_date, status_id, sum(n)::bigint AS n FROM order_counts
      WHERE payment_date BETWEEN $1::date AND $2::date AND status_id IN (${STATUS.PENDING}, ${STATUS.COMPLETED}, ${STATUS.CANCELLED})
      GROUP BY payment_date, status_id`,
    [monday, days[4]!.date],
  );
  const key = { [STATUS.PENDING]: 'PENDING', [STATUS.COMPLETED]: 'COMPLETED', [STATUS.CANCELLED]: 'CANCELLED' } as const;
  for (const row of rows) {
    const day = days.find((d) => d.date === row.payment_date);
    const k = key[row.status_id as keyof typeof key];
    if (day && k) day[k] = Number(row.n);
  }
  return { metrics: days };
}

// ---- the date report (docs/lists-and-reports.md#date-report, #calls) ----

/**
 * POST /api/transaction/date/report/ (administrators): the orders with a payment date in
 * [start, end] (inclusive), any status, by payment date then id; the sums (USD total with fee, BRL,
 * BRL remaining) of the rows whose status is counted (COUNTED_STATUSES) and of each status apart
 * (docs/lists-and-reports.md#which-orders-a-total-counts). 400 naming 'start' or 'end' for a bad
 * date, 'end' when it is before start.
 */
export async function dateReport(q: Queryable, body: { start: string; end: string }): Promise<DateReport> {
  const start = calendarDateField(body.start, 'start');
  const end = calendarDateField(body.end, 'end');
  if (start > end) throw badRequest('end', 'must not be before start');
  const params: unknown[] = [];
  const { rows } = await q.query<ListRow>(listSql({ paymentFrom: start, paymentTo: end }, BY_PAYMENT, null, 0, params), params);
  // sumOfPayments: a sum of 2-decimal amounts, to the cent.
  const sums = (of: ListRow[]) => ({
    totalUSD: sumOfPayments(of.map((r) => r.total_fee)),
    totalBRL: sumOfPayments(of.map((r) => r.amount_brl)),
    totalRemaining: sumOfPayments(of.map((r) => r.remaining_value)),
  });
  const byStatus = Object.values(STATUS)
    .sort((a, b) => a - b)
    .map((statusID) => {
      const of = rows.filter((r) => r.status_id === statusID);
      return { statusID, count: of.length, ...sums(of) };
    });
  return {
    transactions: rows.map((r) => ({
      id: r.id,
      clientName: r.sender_name,
      telephone: r.telephone,
      recipientName: r.beneficiary,
      paymentDate: r.payment_date,
      totalUSD: r.total_fee,
      totalBRL: r.amount_brl,
      remaining: r.remaining_value,
      statusID: r.status_id,
    })),
    ...sums(rows.filter((r) => COUNTED_STATUSES.includes(r.status_id))),
    countedStatusIDs: [...COUNTED_STATUSES],
    byStatus,
  };
}
