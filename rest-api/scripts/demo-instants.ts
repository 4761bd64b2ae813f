/**
 * seed:demo's order instants (README.md "Demo data"): the orders are stored at the instant the
 * seed runs, then each is given an instant on its own creation date (a calendar date in the agency's
 * zone), during opening hours (09:00 plus 0 to 539 minutes, spread by id) and always in the past:
 * at least CANCELLATION_WINDOW_MINUTES + 1 minutes before `now`, so no demo order offers 'Cancel and
 * refund' as if it had just been taken (issue 30 item 18). A creation date of today whose opening
 * hours have not begun yet gets an instant earlier today (never before the date's midnight).
 */
import { CANCELLATION_WINDOW_MINUTES } from '@agency/rules';
import type { Queryable } from '../src/db/database.js';

/**
 * Sets `created_at` of the orders (all, or those of `ids`) as above; `now` is the seed's instant,
 * `timeZone` the agency's IANA zone. `updated_at` becomes the database's now().
 */
export async function backdateOrders(db: Queryable, timeZone: string, now: Date, ids?: number[]): Promise<void> {
  const sql = `UPDATE transactions
      SET created_at = LEAST(
            (creation_date::timestamp + time '09:00' + (id % 540) * interval '1 minute') AT TIME ZONE $1,
            GREATEST(creation_date::timestamp AT TIME ZONE $1, $2::timestamptz - ($3::int + 1 + id % 60) * interval '1 minute')
          ),
          updated_at = now()`;
  const params = [timeZone, now.toISOString(), CANCELLATION_WINDOW_MINUTES];
  if (ids) await db.query(`${sql} WHERE id = ANY($4::int[])`, [...params, ids]);
  else await db.query(sql, params);
}
