/** What every resolver receives: the per-request REST data source, bound to the caller's token. */
import type { RestDataSource } from './rest/data-source.js';

export interface GatewayContext {
  rest: RestDataSource;
}
