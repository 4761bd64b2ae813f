/** Schemas of the compliance routes: the sanctions list, the screening log, and the override body part. */
import { ExpectedVersion, Version } from '../db/versions.js';
import { Type, type Static } from 'typebox';
import { CalendarDateInput } from '../field-schemas.js';
import { MATCH_REASONS, type MatchReason } from '@agency/rules';

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
    reason: Type.Array(Type.Unsafe<MatchReason>({ type: 'string', enum: [...MATCH_REASONS] }), {
      minItems: 1,
      description:
        'why it matched (docs/compliance.md "why it matched"): EXACT same after normalisation, ALIAS an alt.csv alias, LEGAL_FORM, MISSING_WORD, TRANSLITERATION, LOOKALIKE letters of another script, TYPO, JOINED_WORDS',
    }),
    dateOfBirth: Type.Optional(
      Type.String({ description: "the listed party's dates of birth from the SDN remarks as published, several joined by '; '" }),
    ),
    nationality: Type.Optional(
      Type.String({ description: "the listed party's nationalities from the SDN remarks, several joined by '; '" }),
    ),
  },
  { title: 'SanctionsMatch' },
);

/** POST /api/compliance/sanctions: the text of OFAC's files (up to the body limit) and the shrink guard's override. */
export const SanctionsLoadBody = Type.Object({
  sdnCsv: Type.String({
    description: "OFAC's sdn.csv as published: no header row, 12 columns, '-0-' empty; one with no entry is 400 SANCTIONS_LIST_EMPTY",
  }),
  altCsv: Type.Optional(
    Type.Union([Type.String(), Type.Null()], { description: "OFAC's alt.csv: ent_num, alt_num, alt_type, alt_name, alt_remarks" }),
  ),
  allowShrink: Type.Optional(
    Type.Boolean({
      description: 'true replaces the list in force even with fewer than half its entries (else 409 SANCTIONS_LIST_SHRINKS); default false',
    }),
  ),
});
export type SanctionsLoadBody = Static<typeof SanctionsLoadBody>;

/** The list in force and its age (docs/compliance.md "The list's age"). */
export const SanctionsSummary = Type.Object({
  entries: Type.Integer({ description: 'SDN entries (ent_num); aliases not counted' }),
  loadedAt: Type.Union([Type.String({ description: 'ISO instant' }), Type.Null()], { description: 'null before any load' }),
  ageDays: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'whole days (24 hours) since loadedAt; null before any load',
  }),
  stale: Type.Boolean({ description: 'true with no list, or when ageDays is above SANCTIONS_LIST_MAX_AGE_DAYS (default 7)' }),
});

/** POST /api/compliance/sanctions: the list in force (0 days old) and the SANCTIONS alerts its rescreening raised. */
export const SanctionsLoadReply = Type.Object({
  entries: SanctionsSummary.properties.entries,
  loadedAt: SanctionsSummary.properties.loadedAt,
  ageDays: SanctionsSummary.properties.ageDays,
  stale: SanctionsSummary.properties.stale,
  alertsRaised: Type.Integer({ description: 'new SANCTIONS alerts: people on file matching an entry they had no alert for' }),
});

/** GET /api/compliance/screenings query. */
export const ScreeningsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based; default 1' })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 20' })),
  start: Type.Optional(CalendarDateInput("first day (agency's calendar), YYYY-MM-DD, inclusive")),
  end: Type.Optional(CalendarDateInput('last day, YYYY-MM-DD, inclusive')),
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

const AlertType = Type.Union([Type.Literal('CTR'), Type.Literal('STRUCTURING'), Type.Literal('SANCTIONS')]);
const AlertStatus = Type.Union([Type.Literal('OPEN'), Type.Literal('CLEARED'), Type.Literal('REPORTED')]);

/** GET /api/compliance/alerts query: agency days and filters. */
export const AlertsQuery = Type.Object({
  start: Type.Optional(CalendarDateInput('first agency day, YYYY-MM-DD, inclusive')),
  end: Type.Optional(CalendarDateInput('last agency day, YYYY-MM-DD, inclusive')),
  type: Type.Optional(AlertType),
  status: Type.Optional(AlertStatus),
});
export type AlertsQuery = Static<typeof AlertsQuery>;

/** One alert. */
export const Alert = Type.Object(
  {
    id: Type.Integer(),
    version: Version,
    type: AlertType,
    clientID: Type.Union([Type.Integer(), Type.Null()], { description: 'the client; null for a SANCTIONS alert about a beneficiary' }),
    clientName: Type.Union([Type.String(), Type.Null()]),
    recipientID: Type.Union([Type.Integer(), Type.Null()], { description: 'SANCTIONS about a beneficiary' }),
    recipientName: Type.Union([Type.String(), Type.Null()]),
    date: Type.String({
      description: 'agency calendar day YYYY-MM-DD: the CTR day, the last day of a structuring window, the day of a list load',
    }),
    total: Type.Union([Type.String(), Type.Null()], {
      description: 'USD: the cash of the day (CTR), the sum that reached the threshold (STRUCTURING)',
    }),
    threshold: Type.Union([Type.String(), Type.Null()], { description: 'USD: 10000.00 (cash) or 3000.00 (amount sent)' }),
    thresholdKind: Type.Union([Type.Literal('CASH'), Type.Literal('AMOUNT_SENT'), Type.Null()], {
      description:
        'what total adds up: CASH, the cash paid in (CTR, and structuring under the $10,000 CTR threshold), or AMOUNT_SENT (structuring under the $3,000 recordkeeping threshold); null for SANCTIONS',
    }),
    transactionIDs: Type.Array(Type.Integer(), { description: 'the orders added up, ascending' }),
    matches: Type.Array(SanctionsMatch, { description: 'SANCTIONS: the SDN entries matched' }),
    status: AlertStatus,
    note: Type.Union([Type.String(), Type.Null()]),
    decidedBy: Type.Union([Type.String(), Type.Null()], { description: 'the administrator of the last decision' }),
    decidedAt: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ description: 'ISO instant' }),
  },
  { title: 'ComplianceAlert' },
);

export type Alert = Static<typeof Alert>;

export const AlertsReply = Type.Array(Alert);

/** POST /api/compliance/alerts/{id}. */
export const AlertDecisionBody = Type.Object({
  status: AlertStatus,
  note: Type.Optional(
    Type.Union([Type.String({ maxLength: 4000 }), Type.Null()], { description: 'required (not blank) for CLEARED and REPORTED' }),
  ),
  expectedVersion: ExpectedVersion,
});

/** GET /api/compliance/alerts/{id}: the alert, its person and its orders (what FinCEN Form 112 asks). */
export const AlertDetail = Type.Object({
  alert: Alert,
  person: Type.Object({
    role: Type.Union([Type.Literal('client'), Type.Literal('recipient')]),
    id: Type.Integer(),
    fullName: Type.String(),
    birthday: Type.Union([Type.String(), Type.Null()]),
    streetAddress: Type.Union([Type.String(), Type.Null()]),
    city: Type.Union([Type.String(), Type.Null()]),
    state: Type.Union([Type.String(), Type.Null()]),
    zipCode: Type.Union([Type.String(), Type.Null()]),
    country: Type.Union([Type.String(), Type.Null()]),
    telephone: Type.Union([Type.String(), Type.Null()]),
    taxID: Type.Union([Type.String(), Type.Null()], { description: 'CPF or CNPJ' }),
    documentTypeID: Type.Union([Type.Integer(), Type.Null()], { description: '1 CNH, 2 ID, 3 Passport, 4 CPF, 5 CNPJ, 6 RG' }),
    documentNumber: Type.Union([Type.String(), Type.Null()]),
  }),
  orders: Type.Array(
    Type.Object({
      id: Type.Integer(),
      createdAt: Type.String(),
      creationDate: Type.String(),
      amountUSD: Type.String(),
      fee: Type.String(),
      totalFee: Type.String(),
      cash: Type.String({ description: 'USD of its Cash payment lines' }),
      statusID: Type.Integer(),
      deleted: Type.Boolean(),
      beneficiaryName: Type.String(),
      employeeName: Type.String(),
      lines: Type.Array(Type.Object({ paymentID: Type.Integer(), value: Type.String() })),
    }),
  ),
});

export type AlertDetail = Static<typeof AlertDetail>;
export type AlertPerson = AlertDetail['person'];
export type AlertOrder = AlertDetail['orders'][number];

/** GET /api/compliance/alerts/open: how many alerts wait for a decision. */
export const OpenAlertsReply = Type.Object({ open: Type.Integer() });

/** GET /api/compliance/recordkeeping query: agency days, both required. */
export const RecordkeepingQuery = Type.Object({
  start: CalendarDateInput('first agency day, YYYY-MM-DD'),
  end: CalendarDateInput('last agency day, YYYY-MM-DD, inclusive'),
});

const Text = Type.String();
const MaybeText = Type.Union([Type.String(), Type.Null()]);
/** One $3,000 record. */
export const RecordkeepingRow = Type.Object(
  {
    transactionID: Type.Integer(),
    date: Type.String({ description: "agency calendar day of the order's creation" }),
    createdAt: Type.String(),
    statusID: Type.Integer(),
    amountUSD: Text,
    fee: Text,
    totalFee: Text,
    exchangeRate: Text,
    amountBRL: Text,
    clientID: Type.Integer(),
    senderName: Text,
    senderStreetAddress: Text,
    senderCity: Text,
    senderState: Text,
    senderZipCode: Text,
    senderCountry: Text,
    senderTelephone: Text,
    senderBirthday: Text,
    senderDocumentTypeID: Type.Integer(),
    senderDocumentNumber: Text,
    senderTaxID: Text,
    recipientID: Type.Integer(),
    beneficiaryName: Text,
    beneficiaryTaxID: Text,
    beneficiaryCity: Text,
    beneficiaryState: Text,
    payoutTypeID: Type.Integer({ description: '1 Bank Deposit, 2 Pix, 3 Zelle' }),
    bankName: MaybeText,
    branch: MaybeText,
    accountNumber: MaybeText,
    pixOrZelle: MaybeText,
    employeeName: Text,
  },
  { title: 'RecordkeepingRow' },
);
export type RecordkeepingRow = Static<typeof RecordkeepingRow>;
export const RecordkeepingReply = Type.Array(RecordkeepingRow);

/** One cancellation within 30 minutes and its refund (GET /api/compliance/cancellations). */
export const CancellationRow = Type.Object(
  {
    transactionID: Type.Integer(),
    createdAt: Type.String({ description: 'ISO instant the order was taken' }),
    cancelledAt: Type.String({ description: 'ISO instant of the cancellation' }),
    amountUSD: Type.String(),
    refundUSD: Type.String({ description: 'USD refunded: the total with fee' }),
    senderName: Type.String(),
    beneficiaryName: Type.String(),
    employeeName: Type.String({ description: 'who recorded the cancellation' }),
  },
  { title: 'CancellationRow' },
);
export type CancellationRow = Static<typeof CancellationRow>;
export const CancellationsReply = Type.Array(CancellationRow);
