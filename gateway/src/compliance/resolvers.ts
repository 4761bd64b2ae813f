/**
 * Compliance (docs/compliance.md): the OFAC sanctions list in force, loading it from OFAC's files,
 * and the log of every screening. Administrators only; the REST API refuses others (FORBIDDEN).
 */
import type { MutationResolvers, QueryResolvers, SanctionsScreeningResolvers } from '../generated/resolvers-types.js';
import { checkPage } from '../clients/resolvers.js';

export const SanctionsScreening: SanctionsScreeningResolvers = {
  id: (s) => String(s.id),
  role: (s) => (s.role === 'client' ? 'CLIENT' : 'BENEFICIARY'),
  outcome: (s) => (s.outcome === 'clear' ? 'CLEAR' : s.outcome === 'match' ? 'MATCH' : 'OVERRIDDEN'),
};

export const Query: QueryResolvers = {
  sanctionsList: (_p, _a, { rest }) => rest.compliance.sanctionsList(),
  sanctionsScreenings: async (_p, { page, perPage, start, end }, { rest }) => {
    checkPage(page, perPage);
    const result = await rest.compliance.screenings(page, perPage, start ?? null, end ?? null);
    return { total: result.size, items: result.items };
  },
};

export const Mutation: MutationResolvers = {
  loadSanctionsList: (_p, { sdnCsv, altCsv }, { rest }) => rest.compliance.loadSanctionsList(sdnCsv, altCsv?.trim() ? altCsv : null),
};
