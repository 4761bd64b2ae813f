/**
 * The GraphQL person inputs as the REST API's fields, shared by the clients, beneficiaries, orders
 * and investments domains (docs/clients-and-beneficiaries.md#calls, docs/orders.md "Confirm"). Finding or
 * creating a person is the REST API's (docs/decisions/0007-one-confirm.md).
 */
import type { RestClientInput } from '../clients/rest.js';
import type { RestRecipientInput } from '../beneficiaries/rest.js';
import type { BeneficiaryInput, ClientInput } from '../generated/resolvers-types.js';
import { accountTypes, documentTypes, payoutTypes } from '../rest/enums.js';

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
