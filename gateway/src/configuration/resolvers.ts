/** The agency's details for the sidebar and receipts (docs/screens.md; AGENCY_NAME/ADDRESS/PHONE). */
import type { QueryResolvers, Resolvers } from '../generated/resolvers-types.js';

export const Query: QueryResolvers = {
  agency: (_p, _a, { rest }) => rest.configuration.agency(),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Query };
