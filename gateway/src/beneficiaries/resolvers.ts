/**
 * Beneficiaries (recipients) and their Pix keys: docs/clients-and-beneficiaries.md /beneficiaries, the beneficiary modal,
 * 'Select a PIX' and the Pix list manager; docs/clients-and-beneficiaries.md#beneficiaries, Pix entry; payout switches; recipient
 * calls; docs/clients-and-beneficiaries.md payout switches (Zelle in `pix`, the main key mirrored in `pix`).
 */
import type { BeneficiaryResolvers, MutationResolvers, PixKeyResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types.js';
import { beneficiaryToRest } from '../shared/people.js';
import { recordHistory } from '../audit/resolvers.js';
import { accountTypes, documentTypes, payoutTypes } from '../rest/enums.js';
import { personFieldNames, withGraphQLFieldNames } from '../rest/field-names.js';
import { checkPage, decodeFile, parseId, searchTerm } from '../rest/inputs.js';
import { badUserInput } from '../rest/errors.js';

export const Beneficiary: BeneficiaryResolvers = {
  id: (r) => String(r.id),
  cpf: (r) => r.email,
  payoutType: (r) => payoutTypes.fromId(r.payoutTypeID),
  accountType: (r) => accountTypes.fromId(r.accountTypeID),
  documentType: (r) => documentTypes.fromId(r.documentTypeID),
  hasDocument: (r) => Boolean(r.hasDocument),
  history: (r, args, { rest }) => recordHistory(rest, 'recipient', r.id, args),
  // Our REST API sends the keys with the recipient; another host may not, so ask it then.
  pixKeys: (r, _a, { rest }) => r.pixList ?? rest.recipients.pixList(r.id),
};

export const PixKey: PixKeyResolvers = {
  id: (p) => String(p.id),
  key: (p) => p.pix,
  main: (p) => Boolean(p.main),
};

export const Query: QueryResolvers = {
  beneficiaryByFullName: async (_p, { fullName }, { rest }) => {
    const name = fullName.trim();
    if (!name) throw badUserInput('fullName: must not be empty');
    const id = await rest.recipients.idByFullName(name);
    return id === null ? null : rest.recipients.byId(id);
  },
  beneficiary: (_p, { id }, { rest }) => rest.recipients.byId(parseId(id, 'id')),
  beneficiaries: async (_p, { search, page, perPage }, { rest }) => {
    checkPage(page, perPage);
    const result = await rest.recipients.page(searchTerm(search), page, perPage);
    return { total: result.size, items: result.items };
  },
  beneficiariesByName: (_p, { name }, { rest }) => {
    const term = searchTerm(name);
    return term ? rest.recipients.byName(term) : [];
  },
  beneficiariesOfClient: (_p, { clientId }, { rest }) => rest.recipients.ofClient(parseId(clientId, 'clientId')),
  beneficiaryDocument: (_p, { id }, { rest }) => rest.recipients.document(parseId(id, 'id')),
};

export const Mutation: MutationResolvers = {
  createBeneficiary: (_p, { input }, { rest }) => withGraphQLFieldNames(rest.recipients.create(beneficiaryToRest(input)), personFieldNames),
  updateBeneficiary: (_p, { id, input, expectedVersion }, { rest }) =>
    withGraphQLFieldNames(rest.recipients.update(parseId(id, 'id'), beneficiaryToRest(input), expectedVersion), personFieldNames),
  uploadBeneficiaryDocument: (_p, { id, file }, { rest }) => rest.recipients.uploadDocument(parseId(id, 'id'), decodeFile(file, 'file')),
  addPixKey: async (_p, { beneficiaryId, key }, { rest }) => {
    const recipientId = await withGraphQLFieldNames(rest.recipients.addPix(parseId(beneficiaryId, 'beneficiaryId'), key), { pix: 'key' });
    return rest.recipients.byId(recipientId);
  },
  setMainPixKey: async (_p, { pixKeyId }, { rest }) =>
    rest.recipients.byId((await rest.recipients.setMainPix(parseId(pixKeyId, 'pixKeyId'))).recipientID),
  deletePixKey: async (_p, { pixKeyId }, { rest }) =>
    rest.recipients.byId((await rest.recipients.deletePix(parseId(pixKeyId, 'pixKeyId'))).recipientID),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Beneficiary, PixKey, Query, Mutation };
