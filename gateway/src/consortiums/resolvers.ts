/**
 * Consortiums (docs/consortiums.md): groups with a title and the payments registered in them.
 * Administrators only; the REST API refuses others (FORBIDDEN).
 */
import type {
  ConsortiumPaymentResolvers,
  ConsortiumResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../generated/resolvers-types.js';
import { badUserInput } from '../rest/errors.js';
import { parseId } from '../rest/inputs.js';

export const Consortium: ConsortiumResolvers = {
  id: (c) => String(c.id),
  payments: async (c, _a, { rest }) => c.registers ?? (await rest.consortiums.byId(c.id)).registers ?? [],
};

export const ConsortiumPayment: ConsortiumPaymentResolvers = {
  id: (p) => String(p.id),
  amount: (p) => String(p.amount),
};

export const Query: QueryResolvers = {
  consortiums: (_p, _a, { rest }) => rest.consortiums.list(),
  consortium: (_p, { id }, { rest }) => rest.consortiums.byId(parseId(id, 'id')),
};

export const Mutation: MutationResolvers = {
  createConsortium: (_p, { title }, { rest }) => {
    if (!title.trim()) throw badUserInput('title: must not be empty');
    return rest.consortiums.create(title.trim());
  },
  registerConsortiumPayment: async (_p, { consortiumId, clientName, amount, date }, { rest }) => {
    const id = parseId(consortiumId, 'consortiumId');
    await rest.consortiums.register(id, clientName, amount, date);
    return rest.consortiums.byId(id);
  },
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Consortium, ConsortiumPayment, Query, Mutation };
