/**
 * The data-source interface resolvers use (`ctx.rest.clients.byId(7)`), one per request, bound to
 * the caller's token (docs/ARCHITECTURE.md#conventions: an interface, not a concrete class, so tests can inject faults).
 * Each domain's calls live in its own `<domain>/rest.ts`; this module composes them over one per-request
 * state (rest/shared.ts) so one domain's replies prime another's lookups.
 */
import { authRest, type AuthRest } from '../auth/rest.js';
import { recipientsRest, type RecipientsRest } from '../beneficiaries/rest.js';
import { clientsRest, type ClientsRest } from '../clients/rest.js';
import { complianceRest, type ComplianceRest } from '../compliance/rest.js';
import { configurationRest, type ConfigurationRest } from '../configuration/rest.js';
import { consortiumsRest, type ConsortiumsRest } from '../consortiums/rest.js';
import { employeesRest, type EmployeesRest } from '../employees/rest.js';
import { investmentsRest, type InvestmentsRest } from '../investments/rest.js';
import { listsRest, type ListsRest } from '../lists/rest.js';
import { ordersRest, partialsRest, type OrdersRest, type PartialsRest } from '../orders/rest.js';
import type { Caller, RestClient } from './client.js';
import { createRequestState, type DataSourceOptions } from './shared.js';

export type { DataSourceOptions } from './shared.js';

/** Every domain's REST calls, by domain. */
export interface RestDataSource {
  auth: AuthRest;
  employees: EmployeesRest;
  configuration: ConfigurationRest;
  orders: OrdersRest;
  lists: ListsRest;
  partials: PartialsRest;
  investments: InvestmentsRest;
  compliance: ComplianceRest;
  consortiums: ConsortiumsRest;
  clients: ClientsRest;
  recipients: RecipientsRest;
}

/** The real data source: every call goes to the REST API with the caller's token. */
export function createRestDataSource(client: RestClient, caller: Caller, options: DataSourceOptions): RestDataSource {
  const state = createRequestState(client, caller, options);
  return {
    auth: authRest(client, caller),
    employees: employeesRest(client, caller),
    configuration: configurationRest(client, caller, state),
    orders: ordersRest(client, caller, state),
    lists: listsRest(client, caller),
    partials: partialsRest(client, caller, state),
    investments: investmentsRest(client, caller, state),
    compliance: complianceRest(client, caller),
    consortiums: consortiumsRest(client, caller),
    clients: clientsRest(client, caller, state),
    recipients: recipientsRest(client, caller, state),
  };
}
