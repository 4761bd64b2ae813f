/** Schemas shared by every domain: the error reply (with its machine `code`) and numeric id params. */
import { Type, type TSchema } from 'typebox';
import { SanctionsMatch } from './compliance/schemas.js';

/** One possible party of an ambiguous name (SENDER_AMBIGUOUS, BENEFICIARY_AMBIGUOUS). */
export const Candidate = Type.Object(
  {
    id: Type.Integer(),
    fullName: Type.String(),
    birthday: Type.Optional(Type.String({ description: 'clients: calendar date YYYY-MM-DD' })),
    telephone: Type.Optional(Type.Union([Type.String({ description: 'digits' }), Type.Null()])),
    city: Type.Optional(Type.String({ description: 'beneficiaries' })),
    state: Type.Optional(Type.String({ description: 'beneficiaries' })),
  },
  { $id: 'Candidate', title: 'Candidate' },
);

/** The body of every 4xx/5xx reply. */
export const ErrorReply = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String({
      description: "For people; names the failing field first on a 400, e.g. 'email: must be a valid email address'.",
    }),
    code: Type.String({
      description:
        'Stable machine reason, UPPER_SNAKE: INVALID_FIELD, INVALID_JSON, BAD_REQUEST, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, ROUTE_NOT_FOUND, ' +
        'CONFLICT, SENDER_AMBIGUOUS, BENEFICIARY_AMBIGUOUS, BENEFICIARY_CPF_MISMATCH, POSSIBLE_DUPLICATE, PAYMENTS_INCOMPLETE, ' +
        'IDEMPOTENCY_KEY_REUSED, SANCTIONS_MATCH, SANCTIONS_LIST_EMPTY, SANCTIONS_LIST_SHRINKS, EDITED_ELSEWHERE, INVALID_MULTIPART, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, BUSINESS_RULE, RATE_LIMITED, INTERNAL_ERROR, ' +
        'PASSWORD_TOO_WEAK, PASSWORD_CHANGE_REQUIRED, MFA_CHALLENGE_INVALID, MFA_CODE_INVALID, MFA_ENROLMENT_REQUIRED, MFA_SETUP_REQUIRED, MFA_ALREADY_ENABLED, MFA_NOT_ENABLED, MFA_REQUIRED_BY_POLICY, MFA_RESET_OWN, TOKEN_READ_ONLY, TOKEN_NOT_ALLOWED',
    }),
    field: Type.Optional(Type.String({ description: "The failing field of a 400 (INVALID_FIELD), e.g. 'client.birthday'" })),
    transactionID: Type.Optional(
      Type.Integer({ description: 'POSSIBLE_DUPLICATE: the order that may be duplicated; IDEMPOTENCY_KEY_REUSED: the order the key made' }),
    ),
    recipientID: Type.Optional(Type.Integer({ description: 'BENEFICIARY_CPF_MISMATCH: the beneficiary on file' })),
    candidates: Type.Optional(
      Type.Array(Candidate, { description: 'SENDER_AMBIGUOUS, BENEFICIARY_AMBIGUOUS: the people sharing the name' }),
    ),
    matches: Type.Optional(
      Type.Array(SanctionsMatch, {
        description: 'SANCTIONS_MATCH: the listed parties the name may be, best first, with why they matched and what the SDN remarks give',
      }),
    ),
    entries: Type.Optional(Type.Integer({ description: 'SANCTIONS_LIST_SHRINKS: the SDN entries of the list refused' })),
    inForce: Type.Optional(Type.Integer({ description: 'SANCTIONS_LIST_SHRINKS: the SDN entries of the list in force, which stays' })),
    currentVersion: Type.Optional(Type.Integer({ description: 'EDITED_ELSEWHERE: the version of the record now' })),
    editedBy: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: "EDITED_ELSEWHERE: the employee's name of the last write (null: the system)",
      }),
    ),
    editedAt: Type.Optional(Type.String({ description: 'EDITED_ELSEWHERE: the instant of the last write, ISO 8601' })),
    reason: Type.Optional(
      Type.String({
        description:
          "PASSWORD_TOO_WEAK: which part of the password rule refused it: passwordTooShort, passwordCommon, passwordHasEmailName or passwordSame (the @agency/rules problem keys, 'rules.<key>' in the web catalogues)",
      }),
    ),
  },
  {
    $id: 'ErrorReply',
    title: 'ErrorReply',
    examples: [
      { statusCode: 400, error: 'Bad Request', message: 'email: must be a valid email address', code: 'INVALID_FIELD', field: 'email' },
    ],
  },
);

/** `{id}` in a path: a positive integer. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** The body of the paged lists (employees, clients, recipients): page is 1-based. */
export const PageBody = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based' }),
  perPage: Type.Integer({ minimum: 1, maximum: 100 }),
});

/** The body of the batch lookups (extension, docs/ARCHITECTURE.md#contracts): 1 to 500 ids. */
export const IdsBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 500 }),
});

/** The largest PostgreSQL integer (int4): every id and count an input may carry stays within it. */
export const INT4_MAX = 2147483647;

/**
 * An integer id filter of a search body: -1 means no filter, else an id within int4 (1..2147483647);
 * a value outside -1..2147483647 is a 400 before any SQL runs.
 */
export const IdFilterInteger = () => Type.Integer({ minimum: -1, maximum: INT4_MAX });

/** An id a body may carry that the server ignores (e.g. employeeID: the signed-in one is used); any int4. */
export const IgnoredId = () => Type.Integer({ minimum: -2147483648, maximum: INT4_MAX });

/** A path param holding a positive integer id (the param's own name appears in 400 messages). */
export const PositiveId = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** The tags and OpenAPI marker of an extension route (docs/ARCHITECTURE.md#contracts). */
export function extension(tags: string[]): { tags: string[]; 'x-extension': true } {
  return { tags: [...tags, 'extension'], 'x-extension': true };
}

/** The response map of a route: its 200 reply plus the shared error shape. */
export function replies<T extends TSchema>(ok: T) {
  return { 200: ok, '4xx': ErrorReply, '5xx': ErrorReply };
}
