/** What every resolver receives: the per-request REST data source, bound to the caller's token. */
import type { ZipPlace } from './clients/zip.js';
import type { LiveHub } from './live/hub.js';
import type { RestDataSource } from './rest/data-source.js';

/** What a graphql-ws socket's subscriptions know (docs/live-updates.md): its employee and the process's hub. */
export interface LiveContext {
  hub: LiveHub;
  /** The socket's employee, as the REST API answered GET /api/auth/me when it connected. */
  employeeID: number;
  administrator: boolean;
}

export interface GatewayContext {
  rest: RestDataSource;
  /** City and state of a US ZIP (clients/zip.ts), or null when unknown. */
  zip: (zipCode: string) => Promise<ZipPlace | null>;
  /** Present on a graphql-ws socket only (live/sockets.ts): the subscriptions' context. */
  live?: LiveContext;
}
