/**
 * TypeBox schemas of the clients domain (docs/clients-and-beneficiaries.md#clients, #calls): the Client reply and the
 * create/update body. The CPF travels in the field `email` (docs/clients-and-beneficiaries.md#clients), as digits.
 */
import { CLIENT_TEXT_LIMITS } from '@agency/rules';
import { SanctionsOverrideBody } from '../compliance/schemas.js';
import { Type, type Static } from 'typebox';
import { CalendarDate } from '../field-schemas.js';
import { ExpectedVersion, Version } from '../db/versions.js';

/** Document type ids (docs/clients-and-beneficiaries.md#clients): 1 CNH, 2 ID, 3 Passport, 4 CPF, 5 CNPJ, 6 RG. */
export const DocumentTypeID = Type.Integer({ minimum: 1, maximum: 6, description: '1 CNH, 2 ID, 3 Passport, 4 CPF, 5 CNPJ, 6 RG' });

/** The Client object of every client reply. */
export const Client = Type.Object(
  {
    id: Type.Integer(),
    version: Version,
    fullName: Type.String(),
    birthday: CalendarDate(),
    email: Type.String({ description: 'the CPF or CNPJ, without punctuation (labelled CPF)' }),
    telephone: Type.String({ description: 'the 10 digits of a US phone number' }),
    streetAddress: Type.String(),
    zipCode: Type.String({ description: '12345 or 12345-6789' }),
    city: Type.String(),
    state: Type.String({ description: '2-letter state code' }),
    country: Type.String(),
    documentTypeID: Type.Integer(),
    documentNumber: Type.String(),
    hasDocument: Type.Boolean({ description: 'whether a document file was uploaded (extension)' }),
  },
  { title: 'Client' },
);
export type Client = Static<typeof Client>;

/** The longest texts are @agency/rules' CLIENT_TEXT_LIMITS, which the forms cap their inputs at too (docs/money-and-dates.md#limits). */
const L = CLIENT_TEXT_LIMITS;
const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

/** POST /api/client/create and POST /api/client/update/{id} (a full replace): the sender fields. */
export const ClientBody = Type.Object({
  fullName: Text(
    L.fullName,
    "a person's or company's name; stored with invisible characters (zero-width, soft hyphen, BOM...) removed and spaces collapsed; one made only of them is 400 INVALID_FIELD",
  ),
  birthday: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, a real date not in the future nor more than 120 years ago' }),
  email: Type.String({ maxLength: L.email, description: 'a valid CPF or CNPJ (numeric or alphanumeric), punctuation allowed' }),
  telephone: Type.String({ maxLength: L.telephone, description: 'a US phone number, e.g. +1 (973) 555-0100' }),
  streetAddress: Text(L.streetAddress),
  zipCode: Type.String({ maxLength: L.zipCode, description: '5 digits or ZIP+4' }),
  city: Text(L.city),
  state: Type.String({ maxLength: L.state, description: '2-letter state code' }),
  country: Type.Optional(Type.Union([Type.String({ maxLength: L.country, description: "default 'US'" }), Type.Null()])),
  documentTypeID: DocumentTypeID,
  documentNumber: Type.String({ maxLength: L.documentNumber }),
});
export type ClientBody = Static<typeof ClientBody>;

/** POST /api/client/create: the client's fields and an administrator's sanctions override. */
export const ClientCreateBody = Type.Object({ ...ClientBody.properties, sanctionsOverride: Type.Optional(SanctionsOverrideBody) });

/** POST /api/client/update/{id}: every field, and the version the editor loaded (docs/ARCHITECTURE.md#versions). */
export const ClientUpdateBody = Type.Object({ ...ClientCreateBody.properties, expectedVersion: ExpectedVersion });

export const ClientReply = Type.Object({ client: Client });
export const ClientsReply = Type.Object({ clients: Type.Array(Client) });
export const ClientPage = Type.Object({ size: Type.Integer({ description: 'total count' }), clients: Type.Array(Client) });
export const ClientIDReply = Type.Object({ clientID: Type.Integer() });
export const SizeReply = Type.Object({ size: Type.Integer() });

export const NameParams = Type.Object({ name: Type.String({ maxLength: 200 }) });
export const TermParams = Type.Object({ term: Type.String({ maxLength: 200 }) });
