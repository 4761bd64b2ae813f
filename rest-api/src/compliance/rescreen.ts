/**
 * Loading a sanctions list and rescreening everyone on file against it (docs/compliance.md "The
 * list", "Alerts"): a person already on file who matches the new list (an entry added, or a name
 * changed since) gets a SANCTIONS alert, once per SDN entry. The route and `npm run
 * sanctions:load` both load through here.
 */
import { calendarDateIn } from '@agency/rules';
import type { Database } from '../db/database.js';
import { raiseSanctionsAlert } from './alerts.js';
import { loadSanctionsList, type ListState } from './sanctions-list.js';
import type { SanctionsScreener } from './screening.js';

/** The state of the list just loaded (0 days old, not stale) with how many SANCTIONS alerts its rescreening raised. */
export interface LoadOutcome extends ListState {
  alertsRaised: number;
}

/**
 * Replaces the list (one transaction, loadedAt `now`; a refused file changes nothing), puts it in
 * this process's memory, then screens every client and beneficiary against it and raises the new
 * SANCTIONS alerts (each person in its own small transaction, dated the agency day of `now` in
 * timeZone). `allowShrink` lets a list with fewer than half the entries in force replace it.
 * @throws 400 INVALID_FIELD (sdnCsv / altCsv) naming the file and its line, 400
 *   SANCTIONS_LIST_EMPTY, 409 SANCTIONS_LIST_SHRINKS {entries, inForce} (loadSanctionsList).
 */
export async function loadAndRescreen(
  db: Database,
  screener: SanctionsScreener,
  timeZone: string,
  now: Date,
  actorId: number | null,
  sdnCsv: string,
  altCsv?: string | null,
  { allowShrink = false }: { allowShrink?: boolean } = {},
): Promise<LoadOutcome> {
  const summary = { ...(await loadSanctionsList(db, actorId, sdnCsv, altCsv, { allowShrink, now })), ageDays: 0, stale: false };
  const version = await screener.refresh(db);
  let alertsRaised = 0;
  if (!version) return { ...summary, alertsRaised };
  const day = calendarDateIn(timeZone, now);
  for (const role of ['client', 'recipient'] as const) {
    const { rows } = await db.query<{ id: number; full_name: string }>(
      `SELECT id, full_name FROM ${role === 'client' ? 'clients' : 'recipients'} ORDER BY id`,
    );
    for (const person of rows) {
      const matches = screener.screenInMemory(person.full_name);
      if (matches.length === 0) continue;
      const raised = await db.transaction((tx) =>
        raiseSanctionsAlert(tx, role === 'client' ? { clientId: person.id } : { recipientId: person.id }, day, version.id, matches),
      );
      if (raised !== null) alertsRaised += 1;
    }
  }
  return { ...summary, alertsRaised };
}
