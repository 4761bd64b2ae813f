/**
 * TypeBox schemas of the beneficiaries domain (docs/clients-and-beneficiaries.md#clients, #payout, #calls): the Recipient
 * reply with its Pix keys, the create/update body, and the Pix key routes. The CPF travels in
 * the field `email` (docs/clients-and-beneficiaries.md#clients), as digits.
 */
import { RECIPIENT_TEXT_LIMITS as L } from '@agency/rules';
import { SanctionsOverrideBody } from '../compliance/schemas.js';
import { Type, type Static } from 'typebox';
import { DocumentTypeID } from '../clients/schemas.js';
import { PositiveId } from '../schemas.js';
import { ExpectedVersion, Version } from '../db/versions.js';

/** Payout type ids (docs/clients-and-beneficiaries.md#clients), under the beneficiaries' short name: @agency/rules PAYOUT_TYPE, their one home. */
export { PAYOUT_TYPE as PAYOUT } from '@agency/rules';

/** A Pix entry (docs/clients-and-beneficiaries.md#clients). */
export const PixEntry = Type.Object(
  {
    id: Type.Integer(),
    pix: Type.String({ description: 'the key in its canonical form (digits, lowercase email, +55 phone, lowercase UUID)' }),
    main: Type.Boolean(),
  },
  { title: 'PixEntry' },
);
export type PixEntry = Static<typeof PixEntry>;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** The Recipient object of every recipient reply. */
export const Recipient = Type.Object(
  {
    id: Type.Integer(),
    version: Version,
    fullName: Type.String(),
    email: Type.String({ description: 'the CPF or CNPJ, without punctuation (labelled CPF)' }),
    telephone: Nullable(Type.String({ description: '10 or 11 Brazilian national digits' })),
    state: Type.String(),
    zip: Nullable(Type.String()),
    city: Type.String(),
    payoutTypeID: Type.Integer({ description: '1 Bank Deposit, 2 Pix, 3 Zelle' }),
    accountTypeID: Type.Integer({ description: '1 Savings, 2 Checking' }),
    pix: Nullable(Type.String({ description: 'Pix: the main key; Zelle: the email or US phone digits; Bank Deposit: null' })),
    bankName: Nullable(Type.String()),
    branch: Nullable(Type.String()),
    accountNumber: Nullable(Type.String()),
    documentTypeID: Type.Integer(),
    documentNumber: Type.String(),
    hasDocument: Type.Boolean({ description: 'whether a document file was uploaded (extension)' }),
    pixList: Type.Array(PixEntry, { description: 'the Pix keys not deleted: main first, then oldest first (extension)' }),
  },
  { title: 'Recipient' },
);
export type Recipient = Static<typeof Recipient>;

const OptionalText = (maxLength: number, description?: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength, ...(description ? { description } : {}) }), Type.Null()]));

/**
 * POST /api/recipient/create and POST /api/recipient/update/{id} (a full replace): the beneficiary fields,
 * each at most @agency/rules' RECIPIENT_TEXT_LIMITS long (the forms cap their inputs at the same).
 */
export const RecipientBody = Type.Object({
  fullName: Type.String({
    maxLength: L.fullName,
    description:
      "a person's or company's name; stored with invisible characters (zero-width, soft hyphen, BOM...) removed and spaces collapsed; one made only of them is 400 INVALID_FIELD",
  }),
  email: Type.String({ maxLength: L.email, description: 'a valid CPF or CNPJ (numeric or alphanumeric), punctuation allowed' }),
  telephone: OptionalText(L.telephone, 'optional: a Brazilian phone, e.g. +55 (11) 98765-4321'),
  state: Type.String({ maxLength: L.state, description: '2-letter state code (UF)' }),
  zip: OptionalText(L.zip),
  city: Type.String({ maxLength: L.city }),
  payoutTypeID: Type.Integer({ minimum: 1, maximum: 3, description: '1 Bank Deposit, 2 Pix, 3 Zelle' }),
  accountTypeID: Type.Integer({ minimum: 1, maximum: 2, description: '1 Savings, 2 Checking' }),
  pix: OptionalText(L.pix, 'Pix: a Pix key (required); Zelle: an email or a US phone (required); Bank Deposit: ignored'),
  bankName: OptionalText(L.bankName, 'Bank Deposit: required; otherwise ignored'),
  branch: OptionalText(L.branch, 'Bank Deposit: required; otherwise ignored'),
  accountNumber: OptionalText(L.accountNumber, 'Bank Deposit: required; otherwise ignored'),
  documentTypeID: DocumentTypeID,
  documentNumber: Type.String({ maxLength: L.documentNumber }),
});
export type RecipientBody = Static<typeof RecipientBody>;

/** POST /api/recipient/create: the recipient's fields and an administrator's sanctions override. */
export const RecipientCreateBody = Type.Object({ ...RecipientBody.properties, sanctionsOverride: Type.Optional(SanctionsOverrideBody) });

/** POST /api/recipient/update/{id}: every field, and the version the editor loaded (docs/ARCHITECTURE.md#versions). */
export const RecipientUpdateBody = Type.Object({ ...RecipientCreateBody.properties, expectedVersion: ExpectedVersion });

export const RecipientReply = Type.Object({ recipient: Recipient });
export const RecipientsReply = Type.Object({ recipients: Type.Array(Recipient) });
export const RecipientPage = Type.Object({ size: Type.Integer({ description: 'total count' }), recipients: Type.Array(Recipient) });
export const RecipientIDReply = Type.Object({ recipientID: Type.Integer() });

/**
 * `{id}` of /api/recipient/pix/{id}: the recipient's id for GET, the Pix key's id for DELETE (one name
 * per path position, so OpenAPI tools see one path).
 */
export const RecipientPixParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647, description: "the recipient's id" }) });
export const PixKeyParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647, description: "the Pix key's id" }) });
export const PixIdParams = Type.Object({ pixId: PositiveId });

export const AddPixBody = Type.Object({
  recipientID: PositiveId,
  pix: Type.String({ maxLength: 100, description: 'a Pix key: CPF, CNPJ, email, +55 phone or random key' }),
});

export const AddPixReply = Type.Object({ id: Type.Integer(), pix: Type.String(), main: Type.Boolean(), recipientID: Type.Integer() });
export const PixListReply = Type.Object({ pixList: Type.Array(PixEntry) });
export const RecipientPixListReply = Type.Object({ recipientID: Type.Integer(), pixList: Type.Array(PixEntry) });
