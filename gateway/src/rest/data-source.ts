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
import { auditRest, type AuditRest } from '../audit/rest.js';
import { configurationRest, type ConfigurationRest } from '../configuration/rest.js';
import { consortiumsRest, type ConsortiumsRest } from '../consortiums/rest.js';
import { employeesRest, type EmployeesRest } from '../employees/rest.js';
import { importRest, type ImportRest } from '../import/rest.js';
import { investmentsRest, type InvestmentsRest } from '../investments/rest.js';
import { listsRest, type ListsRest } from '../lists/rest.js';
import { ordersRest, partialsRest, type OrdersRest, type PartialsRest } from '../orders/rest.js';
import type { Caller, RestClient } from './client.js';
import { createRequestState, type DataSourceOptions, type RequestState } from './shared.js';

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
  audit: AuditRest;
  consortiums: ConsortiumsRest;
  clients: ClientsRest;
  recipients: RecipientsRest;
  imports: ImportRest;
}

/**
 * The real data source: every call goes to the REST API with the caller's token. Each domain's
 * calls (and the shared per-request state: loaders, the orders read) are built on first use, so a
 * request pays only for the domains its resolvers touch (the orders page: one of eleven).
 */
export function createRestDataSource(client: RestClient, caller: Caller, options: DataSourceOptions): RestDataSource {
  return new LazyRestDataSource(client, caller, options);
}

class LazyRestDataSource implements RestDataSource {
  #state: RequestState | undefined;
  #auth: AuthRest | undefined;
  #employees: EmployeesRest | undefined;
  #configuration: ConfigurationRest | undefined;
  #orders: OrdersRest | undefined;
  #lists: ListsRest | undefined;
  #partials: PartialsRest | undefined;
  #investments: InvestmentsRest | undefined;
  #compliance: ComplianceRest | undefined;
  #audit: AuditRest | undefined;
  #consortiums: ConsortiumsRest | undefined;
  #clients: ClientsRest | undefined;
  #recipients: RecipientsRest | undefined;
  #imports: ImportRest | undefined;

  constructor(
    private readonly client: RestClient,
    private readonly caller: Caller,
    private readonly options: DataSourceOptions,
  ) {}

  private get state(): RequestState {
    return (this.#state ??= createRequestState(this.client, this.caller, this.options));
  }
  get auth() {
    return (this.#auth ??= authRest(this.client, this.caller));
  }
  get employees() {
    return (this.#employees ??= employeesRest(this.client, this.caller));
  }
  get configuration() {
    return (this.#configuration ??= configurationRest(this.client, this.caller, this.state));
  }
  get orders() {
    return (this.#orders ??= ordersRest(this.client, this.caller, this.state));
  }
  get lists() {
    return (this.#lists ??= listsRest(this.client, this.caller));
  }
  get partials() {
    return (this.#partials ??= partialsRest(this.client, this.caller, this.state));
  }
  get investments() {
    return (this.#investments ??= investmentsRest(this.client, this.caller, this.state));
  }
  get compliance() {
    return (this.#compliance ??= complianceRest(this.client, this.caller));
  }
  get audit() {
    return (this.#audit ??= auditRest(this.client, this.caller));
  }
  get consortiums() {
    return (this.#consortiums ??= consortiumsRest(this.client, this.caller));
  }
  get clients() {
    return (this.#clients ??= clientsRest(this.client, this.caller, this.state));
  }
  get recipients() {
    return (this.#recipients ??= recipientsRest(this.client, this.caller, this.state));
  }
  get imports() {
    return (this.#imports ??= importRest(this.client, this.caller));
  }
}
