/**
 * The compliance calls of the REST data source (docs/compliance.md): the sanctions list, the screening log, the
 * alerts and the recordkeeping and cancellation reports (administrators).
 */
import type { Caller, RestClient } from '../rest/client.js';
import { versionBody, type RestPage } from '../rest/shared.js';
import type {
  RestAlert,
  RestAlertDetail,
  RestRecordkeepingRow,
  RestCancellationRow,
  RestSanctionsList,
  RestScreening,
} from '../rest/types.js';

/** /api/compliance/* (administrators). */
export interface ComplianceRest {
  /** GET /api/compliance/sanctions (administrators): the list in force. */
  sanctionsList(): Promise<RestSanctionsList>;
  /**
   * POST /api/compliance/sanctions (administrators); allowShrink lets a list under half the size in force replace it.
   * @throws BAD_USER_INPUT naming the file and line, SANCTIONS_LIST_EMPTY, SANCTIONS_LIST_SHRINKS (extensions entries, inForce).
   */
  loadSanctionsList(sdnCsv: string, altCsv: string | null, allowShrink: boolean): Promise<RestSanctionsList>;
  /** GET /api/compliance/screenings (administrators), newest first. */
  screenings(page: number, perPage: number, start: string | null, end: string | null): Promise<RestPage<RestScreening>>;
  /** GET /api/compliance/alerts (administrators): filters by agency days, type and status. */
  alerts(filter: { start?: string | null; end?: string | null; type?: string | null; status?: string | null }): Promise<RestAlert[]>;
  /** GET /api/compliance/alerts/{id} (administrators). @throws NOT_FOUND. */
  alert(id: number): Promise<RestAlertDetail>;
  /** GET /api/compliance/alerts/open (administrators): how many wait for a decision. */
  openAlerts(): Promise<number>;
  /** POST /api/compliance/alerts/{id} (administrators). @throws BAD_USER_INPUT without a note. */
  /** POST /api/compliance/alerts/{id}; expectedVersion as for every write (docs/ARCHITECTURE.md#versions). @throws EDITED_ELSEWHERE. */
  decideAlert(id: number, status: string, note: string | null, expectedVersion?: number | null): Promise<RestAlert>;
  /** GET /api/compliance/recordkeeping (administrators): orders of $3,000.00 or more. */
  recordkeeping(start: string, end: string): Promise<RestRecordkeepingRow[]>;
  /** GET /api/compliance/cancellations (administrators): cancellations with refund. */
  cancellations(start: string, end: string): Promise<RestCancellationRow[]>;
}

/** The compliance calls, bound to the caller. */
export function complianceRest(client: RestClient, caller: Caller): ComplianceRest {
  return {
    sanctionsList: () => client.json('GET', '/api/compliance/sanctions', caller),
    loadSanctionsList: (sdnCsv, altCsv, allowShrink) =>
      client.json('POST', '/api/compliance/sanctions', caller, {
        sdnCsv,
        ...(altCsv ? { altCsv } : {}),
        ...(allowShrink ? { allowShrink } : {}),
      }),
    screenings: async (page, perPage, start, end) => {
      const query = new URLSearchParams({
        page: String(page),
        perPage: String(perPage),
        ...(start ? { start } : {}),
        ...(end ? { end } : {}),
      });
      const reply = await client.json<{ size: number; screenings: RestScreening[] }>(
        'GET',
        `/api/compliance/screenings?${query.toString()}`,
        caller,
      );
      return { size: reply.size, items: reply.screenings };
    },
    alerts: (filter) => {
      const query = new URLSearchParams(
        Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
      );
      return client.json<RestAlert[]>('GET', `/api/compliance/alerts?${query.toString()}`, caller);
    },
    alert: (id) => client.json<RestAlertDetail>('GET', `/api/compliance/alerts/${id}`, caller),
    openAlerts: () => client.json<{ open: number }>('GET', '/api/compliance/alerts/open', caller).then((r) => r.open),
    decideAlert: (id, status, note, expectedVersion) =>
      client.json<RestAlert>('POST', `/api/compliance/alerts/${id}`, caller, { status, note, ...versionBody(expectedVersion) }),
    recordkeeping: (start, end) =>
      client.json<RestRecordkeepingRow[]>('GET', `/api/compliance/recordkeeping?${new URLSearchParams({ start, end }).toString()}`, caller),
    cancellations: (start, end) =>
      client.json<RestCancellationRow[]>('GET', `/api/compliance/cancellations?${new URLSearchParams({ start, end }).toString()}`, caller),
  };
}
