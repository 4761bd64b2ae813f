/** Schemas of the compliance routes: the sanctions list, the screening log, and the override body part. */
import { Type, type Static } from 'typebox';

/** Body part of client create, recipient create and confirm: an administrator goes on despite a possible match. */
export const SanctionsOverrideBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 2000, description: 'why the possible match is not the person (not blank)' }) },
  { description: 'administrators only (403 for employees): go on despite 422 SANCTIONS_MATCH; audited with the matches and the reason' },
);

/** One possible match of SANCTIONS_MATCH. */
export const SanctionsMatch = Type.Object(
  {
    entNum: Type.Integer({ description: "the SDN entry's ent_num" }),
    name: Type.String({ description: 'the SDN name as published' }),
    program: Type.String({ description: "the sanctions programs, e.g. 'SDNT' or 'SDGT, IRGC'" }),
    score: Type.Number({ minimum: 0, maximum: 1, description: 'similarity 0..1, 3 decimals' }),
  },
  { title: 'SanctionsMatch' },
);

/** POST /api/compliance/sanctions: the text of OFAC's files (up to the body limit). */
export const SanctionsLoadBody = Type.Object({
  sdnCsv: Type.String({ minLength: 1, description: "OFAC's sdn.csv as published: no header row, 12 columns, '-0-' empty" }),
  altCsv: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "OFAC's alt.csv: ent_num, alt_num, alt_type, alt_name, alt_remarks" })),
});
export type SanctionsLoadBody = Static<typeof SanctionsLoadBody>;

/** The list in force. */
export const SanctionsSummary = Type.Object({
  entries: Type.Integer({ description: 'SDN entries (ent_num); aliases not counted' }),
  loadedAt: Type.Union([Type.String({ description: 'ISO instant' }), Type.Null()], { description: 'null before any load' }),
});

/** GET /api/compliance/screenings query. */
export const ScreeningsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based; default 1' })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 20' })),
  start: Type.Optional(Type.String({ maxLength: 10, description: "first day (agency's calendar), YYYY-MM-DD, inclusive" })),
  end: Type.Optional(Type.String({ maxLength: 10, description: 'last day, YYYY-MM-DD, inclusive' })),
});
export type ScreeningsQuery = Static<typeof ScreeningsQuery>;

/** One logged screening. */
export const Screening = Type.Object({
  id: Type.Integer(),
  screenedAt: Type.String({ description: 'ISO instant' }),
  employeeID: Type.Union([Type.Integer(), Type.Null()]),
  employeeName: Type.Union([Type.String(), Type.Null()]),
  name: Type.String({ description: 'the name screened, as typed or on file' }),
  role: Type.Union([Type.Literal('client'), Type.Literal('recipient')]),
  listID: Type.Union([Type.Integer(), Type.Null()], { description: 'the list version; null when no list was loaded' }),
  listLoadedAt: Type.Union([Type.String(), Type.Null()]),
  matches: Type.Array(SanctionsMatch),
  outcome: Type.Union([Type.Literal('clear'), Type.Literal('match'), Type.Literal('overridden')]),
  overrideReason: Type.Union([Type.String(), Type.Null()]),
});

export const ScreeningPage = Type.Object({ size: Type.Integer({ description: 'total count' }), screenings: Type.Array(Screening) });
