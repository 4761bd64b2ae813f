/**
 * Why a name matched a listed one (docs/compliance.md "How names are compared"); each match of
 * SANCTIONS_MATCH carries one or more: EXACT the same after normalisation, ALIAS an alt.csv alias
 * rather than the SDN name, LEGAL_FORM, MISSING_WORD, TRANSLITERATION, LOOKALIKE letters of another
 * script, TYPO (similarity alone), JOINED_WORDS. Here, so that the REST API's matcher and reply
 * schemas and the gateway's SanctionsMatchReason read one list.
 */
export const MATCH_REASONS = [
  'EXACT',
  'ALIAS',
  'LEGAL_FORM',
  'MISSING_WORD',
  'TRANSLITERATION',
  'LOOKALIKE',
  'TYPO',
  'JOINED_WORDS',
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];
