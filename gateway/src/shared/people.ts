/**
 * The GraphQL person inputs as the REST API's fields, and the client found by full name or created,
 * shared by the clients, beneficiaries, orders and investments domains (docs/clients-and-beneficiaries.md#calls,
 * docs/orders.md "Confirm").
 */
import { GraphQLError } from 'graphql';
import type { RestClientInput } from '../clients/rest.js';
import type { RestRecipientInput } from '../beneficiaries/rest.js';
import type { BeneficiaryInput, ClientInput } from '../generated/resolvers-types.js';
import type { RestDataSource } from '../rest/data-source.js';
import { accountTypes, documentTypes, payoutTypes } from '../rest/enums.js';
import type { RestClient } from '../rest/types.js';

/** How many people an ambiguous name lists at most (as the REST API does). */
export const MAX_CANDIDATES = 20;

/** A name as the full-name lookups compare it: trimmed, lower case, without accents. */
export function nameKey(name: string): string {
  return name.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A refusal of the confirm flow: the message and extensions.code (and details such as candidates). */
export function refusal(message: string, code: string, details: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...details } });
}

/** True when a REST call failed with 409 (a full-name lookup matching several people). */
export function isConflict(error: unknown): boolean {
  return (error as GraphQLError | null)?.extensions?.restStatus === 409;
}

/** A blank optional text as null. */
const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

/** A ClientInput as the REST API's client fields (`email` carries the CPF). */
export function clientToRest(input: ClientInput): RestClientInput {
  return {
    fullName: input.fullName,
    birthday: input.birthday,
    email: input.cpf,
    telephone: input.telephone,
    streetAddress: input.streetAddress,
    zipCode: input.zipCode,
    city: input.city,
    state: input.state,
    country: input.country?.trim() || 'US',
    documentTypeID: documentTypes.toId(input.documentType),
    documentNumber: input.documentNumber,
  };
}

/** A BeneficiaryInput as the REST API's recipient fields (blank optional texts as null). */
export function beneficiaryToRest(input: BeneficiaryInput): RestRecipientInput {
  return {
    fullName: input.fullName,
    email: input.cpf,
    telephone: blankToNull(input.telephone),
    state: input.state,
    zip: blankToNull(input.zip),
    city: input.city,
    payoutTypeID: payoutTypes.toId(input.payoutType),
    accountTypeID: accountTypes.toId(input.accountType),
    pix: blankToNull(input.pix),
    bankName: blankToNull(input.bankName),
    branch: blankToNull(input.branch),
    accountNumber: blankToNull(input.accountNumber),
    documentTypeID: documentTypes.toId(input.documentType),
    documentNumber: input.documentNumber,
  };
}

/**
 * With the specs' own calls: the client whose whole name is fields.fullName, else a new one.
 * @throws SENDER_AMBIGUOUS with `candidates` when several clients share the name.
 */
export async function findOrCreateClient(rest: RestDataSource, fields: RestClientInput): Promise<{ client: RestClient; created: boolean }> {
  let id: number | null;
  try {
    id = await rest.clients.idByFullName(fields.fullName.trim());
  } catch (error) {
    if (!isConflict(error)) throw error;
    const key = nameKey(fields.fullName);
    const candidates = (await rest.clients.byName(fields.fullName.trim()))
      .filter((c) => nameKey(c.fullName) === key)
      .slice(0, MAX_CANDIDATES);
    throw refusal(`Several clients are named "${fields.fullName.trim()}". Please pick the sender with Select Sender.`, 'SENDER_AMBIGUOUS', {
      candidates: candidates.map((c) => ({ id: c.id, fullName: c.fullName, birthday: c.birthday, telephone: c.telephone })),
    });
  }
  if (id !== null) return { client: await rest.clients.byId(id), created: false };
  return { client: await rest.clients.create(fields), created: true };
}
