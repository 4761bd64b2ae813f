/** What every resolver receives: the per-request REST data source, bound to the caller's token. */
import type { ZipPlace } from './clients/zip.js';
import type { RestDataSource } from './rest/data-source.js';

export interface GatewayContext {
  rest: RestDataSource;
  /** City and state of a US ZIP (clients/zip.ts), or null when unknown. */
  zip: (zipCode: string) => Promise<ZipPlace | null>;
}
