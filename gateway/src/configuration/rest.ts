/**
 * The configuration calls of the REST data source (docs/orders.md#calls): the agency's details.
 */
import type { Caller, RestClient } from '../rest/client.js';
import { type RequestState } from '../rest/shared.js';
import { unlessMissing } from '../rest/extensions.js';
import type { RestAgency } from '../rest/types.js';

/** GET /api/configuration/agency (extension), or the gateway's own AGENCY_* settings. */
export interface ConfigurationRest {
  /** GET /api/configuration/agency (extension, memoised per request); the gateway's own AGENCY_* settings on a host without it. */
  agency(): Promise<RestAgency>;
}

/** The configuration calls, bound to the caller; the agency is memoised per request. */
export function configurationRest(client: RestClient, caller: Caller, state: RequestState): ConfigurationRest {
  const { options } = state;
  let agency: Promise<RestAgency> | undefined;
  return {
    agency: () =>
      (agency ??= unlessMissing(client, '/api/configuration/agency', () =>
        client.json<RestAgency>('GET', '/api/configuration/agency', caller),
      ).then((reply) => reply ?? options.agency)),
  };
}
