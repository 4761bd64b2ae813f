/** The agency's details for the sidebar and receipts (docs/screens.md; AGENCY_NAME/ADDRESS/PHONE). */
import type { QueryResolvers } from '../generated/resolvers-types.js';

export const Query: QueryResolvers = {
  agency: (_p, _a, { rest }) => rest.configuration.agency(),
};
