/**
 * The consortium calls of the REST data source (docs/consortiums.md): consortiums and their payments (USD).
 */
import type { Caller, RestClient } from '../rest/client.js';

import type { RestConsortium, RestConsortiumRegister } from '../rest/types.js';

/** /api/consortium/*: consortiums and their registers. */
export interface ConsortiumsRest {
  list(): Promise<RestConsortium[]>;
  /** GET /api/consortium/register/{id}: the consortium with its payments. */
  byId(id: number): Promise<RestConsortium>;
  create(title: string): Promise<RestConsortium>;
  register(consortiumId: number, clientName: string, amount: string, date: string): Promise<RestConsortiumRegister>;
}

/** The consortium calls, bound to the caller. */
export function consortiumsRest(client: RestClient, caller: Caller): ConsortiumsRest {
  return {
    list: () => client.json<{ consortiums: RestConsortium[] }>('GET', '/api/consortium/list', caller).then((r) => r.consortiums),
    byId: (id) =>
      client
        .json<{ consortium: RestConsortium; registers: RestConsortiumRegister[] }>('GET', `/api/consortium/register/${id}`, caller)
        .then((r) => ({ ...r.consortium, registers: r.registers })),
    create: (title) =>
      client
        .json<{ consortium: RestConsortium }>('POST', '/api/consortium/create', caller, { title })
        .then((r) => ({ ...r.consortium, registers: [] })),
    register: (consortiumId, clientName, amount, date) =>
      client
        .json<{ register: RestConsortiumRegister }>('POST', '/api/consortium/register/create', caller, {
          consortiumID: consortiumId,
          clientName,
          amount,
          date,
        })
        .then((r) => r.register),
  };
}
