/**
 * A possible sanctions match as GraphQL gives it (docs/compliance.md "Reviewing a possible match"),
 * one mapping for the SanctionsMatch type and for the `matches` of a SANCTIONS_MATCH error's
 * extensions, so both read the same: `reason` always a list of the schema's SanctionsMatchReason
 * values (empty from a REST host that does not say; a value the schema does not know is left out
 * rather than failing the reply), `dateOfBirth` and `nationality` the listed party's as the SDN
 * remarks publish them, or null.
 */
import { MATCH_REASONS } from '@agency/rules';
import type { SanctionsMatchReason } from '../generated/resolvers-types.js';
import type { RestSanctionsMatch } from './types.js';

/** Every SanctionsMatchReason of schema/compliance.graphql: the REST API's reasons (@agency/rules). */
export const SANCTIONS_MATCH_REASONS: readonly SanctionsMatchReason[] = MATCH_REASONS;

const KNOWN = new Set<string>(SANCTIONS_MATCH_REASONS);

/** The reasons of a REST match that the schema knows, in the REST order, each once; [] when absent. */
export function matchReasons(match: Pick<RestSanctionsMatch, 'reason'>): SanctionsMatchReason[] {
  const reasons = Array.isArray(match.reason) ? match.reason : [];
  return [...new Set(reasons.filter((r): r is SanctionsMatchReason => KNOWN.has(r)))];
}

/** A match of a REST reply or error body in the shape of GraphQL's SanctionsMatch. */
export interface GraphQLSanctionsMatch {
  entNum: number;
  name: string;
  program: string;
  score: number;
  reason: SanctionsMatchReason[];
  dateOfBirth: string | null;
  nationality: string | null;
}

/** A REST match (of a screening, an alert or a 422 SANCTIONS_MATCH body) as GraphQL's SanctionsMatch. */
export function sanctionsMatchOf(match: RestSanctionsMatch): GraphQLSanctionsMatch {
  return {
    entNum: match.entNum,
    name: match.name,
    program: match.program,
    score: match.score,
    reason: matchReasons(match),
    dateOfBirth: match.dateOfBirth || null,
    nationality: match.nationality || null,
  };
}
