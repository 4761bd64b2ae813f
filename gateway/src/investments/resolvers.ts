/**
 * Investments (docs/investments.md for this area): investments paid back in monthly
 * invoices, the invoice calendar and report, and agreements.
 * Everything here is for administrators; the REST API refuses others (FORBIDDEN).
 */
import type {
  AgreementPayloadResolvers,
  InvestmentInput,
  InvestmentReportResolvers,
  InvestmentResolvers,
  InvestmentSearch,
  InvoiceResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../generated/resolvers-types.js';
import { clientToRest } from '../shared/people.js';
import { checkPage } from '../rest/inputs.js';
import type { RestInvestmentCreate, RestInvestmentSearch } from './rest.js';
import { accountTypes, investmentStatuses, invoiceStatuses, payoutTypes } from '../rest/enums.js';
import { badUserInput } from '../rest/errors.js';
import { withGraphQLFieldNames } from '../rest/field-names.js';
import { decodeFile, parseId } from '../rest/inputs.js';

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** The investment's client: by id, or its details for the REST API to find or create. @throws BAD_USER_INPUT when neither is given. */
function senderOf(input: InvestmentInput): Pick<RestInvestmentCreate, 'clientID' | 'client'> {
  if (input.clientId) return { clientID: parseId(input.clientId, 'clientId') };
  if (input.client) return { clientID: null, client: clientToRest(input.client) };
  throw badUserInput('clientId: Please fill in all required fields in the Sender Information section');
}

function toRest(input: InvestmentInput): RestInvestmentCreate {
  const original = input.originalInvestmentId ? parseId(input.originalInvestmentId, 'originalInvestmentId') : null;
  return {
    ...senderOf(input),
    investmentAmountUSD: input.amountUsd,
    investmentPercentageUSD: input.percentageUsd,
    investmentAmountBRL: input.amountBrl,
    investmentPercentageBRL: input.percentageBrl,
    numberMonths: input.months,
    ...(input.creationDate ? { createdAt: input.creationDate } : {}),
    paymentDescription: blankToNull(input.paymentDescription),
    payoutTypeID: payoutTypes.toId(input.payoutType),
    accountTypeID: accountTypes.toId(input.accountType),
    pix: blankToNull(input.pix),
    accountNumber: blankToNull(input.accountNumber),
    bankName: blankToNull(input.bankName),
    branch: blankToNull(input.branch),
    isRenew: original !== null,
    originalInvestment: original,
  };
}

function toRestSearch(search: InvestmentSearch | null | undefined): RestInvestmentSearch {
  return {
    clientName: search?.clientName?.trim() ?? '',
    investmentID: search?.investmentId?.trim() ? parseId(search.investmentId.trim(), 'investmentId') : -1,
    statusID: search?.status ? investmentStatuses.toId(search.status) : -1,
    startDate: search?.startDate ?? '',
    endDate: search?.endDate ?? '',
  };
}

/** REST field names in investment errors, as InvestmentInput names them. */
const INVESTMENT_FIELDS: Record<string, string> = {
  clientID: 'clientId',
  investmentAmountUSD: 'amountUsd',
  investmentPercentageUSD: 'percentageUsd',
  investmentAmountBRL: 'amountBrl',
  investmentPercentageBRL: 'percentageBrl',
  numberMonths: 'months',
  createdAt: 'creationDate',
  payoutTypeID: 'payoutType',
  accountTypeID: 'accountType',
  originalInvestment: 'originalInvestmentId',
};

export const Investment: InvestmentResolvers = {
  id: (i) => String(i.id),
  client: (i) => i.client,
  amountUsd: (i) => i.investmentAmountUSD,
  percentageUsd: (i) => i.investmentPercentageUSD,
  monthlyIncomeUsd: (i) => i.monthlyIncomeUSD,
  amountBrl: (i) => i.investmentAmountBRL,
  percentageBrl: (i) => i.investmentPercentageBRL,
  monthlyIncomeBrl: (i) => i.monthlyIncomeBRL,
  months: (i) => i.numberMonths,
  creationDate: (i) => i.createdAt,
  finalizationDate: (i) => i.finalizedAt,
  status: (i) => investmentStatuses.fromId(i.investmentStatus),
  isRenewal: (i) => i.isRenew,
  originalInvestment: (i, _a, { rest }) => (i.originalInvestment ? rest.investments.byId(i.originalInvestment) : null),
  payoutType: (i) => payoutTypes.fromId(i.payoutTypeID),
  accountType: (i) => accountTypes.fromId(i.accountTypeID),
  createdBy: (i) => i.employeeName,
  invoices: async (i, _a, { rest }) => i.invoices ?? (await rest.investments.byId(i.id)).invoices ?? [],
};

export const Invoice: InvoiceResolvers = {
  id: (v) => String(v.id),
  investmentId: (v) => String(v.investmentID),
  amountUsd: (v) => v.invoiceAmountUSD,
  amountBrl: (v) => v.invoiceAmountBRL,
  date: (v) => v.invoiceDate,
  status: (v) => invoiceStatuses.fromId(v.invoiceStatus),
  wasReturned: (v) => Boolean(v.wasReturned),
};

export const InvestmentReport: InvestmentReportResolvers = {
  tomorrow: (r) => r.oneDay,
  inThreeDays: (r) => r.threeDays,
};

export const AgreementPayload: AgreementPayloadResolvers = {};

export const Query: QueryResolvers = {
  investment: (_p, { id }, { rest }) => rest.investments.byId(parseId(id, 'id')),
  investments: async (_p, { search, page, perPage }, { rest }) => {
    checkPage(page, perPage);
    const result = await rest.investments.search(toRestSearch(search), page, perPage);
    return { total: result.size, items: result.items };
  },
  invoiceCalendar: (_p, { year, month }, { rest }) => {
    if (month < 1 || month > 12) throw badUserInput('month: must be from 1 to 12');
    if (year < 1900 || year > 2200) throw badUserInput('year: must be from 1900 to 2200');
    return rest.investments.calendar(year, month);
  },
  invoicesDue: (_p, { date }, { rest }) => rest.investments.invoicesDue(date),
  investmentReport: (_p, { date }, { rest }) => rest.investments.report(date),
  originalAgreement: (_p, { investmentId }, { rest }) => rest.investments.agreement(parseId(investmentId, 'investmentId'), 'original'),
  completedAgreement: (_p, { investmentId }, { rest }) => rest.investments.agreement(parseId(investmentId, 'investmentId'), 'completed'),
};

export const Mutation: MutationResolvers = {
  createInvestment: (_p, { input }, { rest }) => withGraphQLFieldNames(rest.investments.create(toRest(input)), INVESTMENT_FIELDS),
  updateInvestmentStatus: (_p, { id, status, expectedVersion }, { rest }) => {
    if (status === 'RENEWED') throw badUserInput('status: Renewed is set only by a renewal');
    return rest.investments.setStatus(parseId(id, 'id'), investmentStatuses.toId(status), expectedVersion);
  },
  deleteInvestment: (_p, { id, expectedVersion }, { rest }) => rest.investments.remove(parseId(id, 'id'), expectedVersion),
  payInvoice: (_p, { id }, { rest }) => rest.investments.payInvoice(parseId(id, 'id')),
  returnInvoice: (_p, { id }, { rest }) => rest.investments.returnInvoice(parseId(id, 'id')),
  moveInvoiceDay: (_p, { investmentId, dayOfMonth }, { rest }) => {
    if (dayOfMonth < 1 || dayOfMonth > 31) throw badUserInput('dayOfMonth: must be from 1 to 31');
    return rest.investments.moveInvoiceDay(parseId(investmentId, 'investmentId'), dayOfMonth);
  },
  generateAgreement: async (_p, { investmentId }, { rest }) => {
    const id = parseId(investmentId, 'investmentId');
    const agreement = await rest.investments.generateAgreement(id);
    return { agreement, investment: await rest.investments.byId(id) };
  },
  uploadCompletedAgreement: (_p, { investmentId, file }, { rest }) =>
    rest.investments.uploadAgreement(parseId(investmentId, 'investmentId'), decodeFile(file, 'file')),
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Investment, Invoice, InvestmentReport, AgreementPayload, Query, Mutation };
