/**
 * TypeBox schemas of the investments domain (docs/investments.md#the-investment, #statuses, #calls; docs/ARCHITECTURE.md#contracts, docs/money-and-dates.md): the Investment
 * and Invoice replies, the creation payload, status change, complex search, calendar, report,
 * invoice actions and agreement documents. Amounts and percentages are accepted as JSON numbers or
 * decimal strings and answered as decimal strings (amounts 2 decimals, percentages 4).
 */
import { INVESTMENT_TEXT_LIMITS as L } from '@agency/rules';
import { ExpectedVersion, Version } from '../db/versions.js';
import { Type, type Static } from 'typebox';
import { Client, ClientBody } from '../clients/schemas.js';
import { IdFilterInteger, IgnoredId, INT4_MAX, PositiveId } from '../schemas.js';
import { CalendarDate, CalendarDateInput, DecimalString as Amount, TextFilter } from '../field-schemas.js';
import { AmountInput } from '../orders/schemas.js';

const NullableText = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/** The Investment reply object (docs/investments.md#the-investment). */
export const Investment = Type.Object(
  {
    id: Type.Integer(),
    version: Version,
    clientID: Type.Integer(),
    client: Client,
    investmentAmountUSD: Amount('USD, 2 decimals'),
    investmentPercentageUSD: Amount('percent a month, 4 decimals'),
    monthlyIncomeUSD: Amount('USD, 2 decimals: investmentAmountUSD x investmentPercentageUSD / 100, half-up'),
    investmentAmountBRL: Amount('BRL, 2 decimals'),
    investmentPercentageBRL: Amount('percent a month, 4 decimals'),
    monthlyIncomeBRL: Amount('BRL, 2 decimals: investmentAmountBRL x investmentPercentageBRL / 100, half-up'),
    numberMonths: Type.Integer({ description: '1, 3, 6, 9 or 12' }),
    createdAt: CalendarDate('the creation date, YYYY-MM-DD'),
    finalizedAt: CalendarDate('createdAt + numberMonths months (day clamped), YYYY-MM-DD'),
    investmentStatus: Type.Integer({ description: '1 Pending, 2 Completed, 3 Cancelled, 4 Renewed' }),
    isRenew: Type.Boolean(),
    originalInvestment: Type.Union([Type.Integer(), Type.Null()], { description: 'the id of the renewed investment' }),
    paymentDescription: NullableText('free text'),
    payoutTypeID: Type.Integer({ description: '1 Bank Deposit, 2 PIX, 3 Zelle' }),
    accountTypeID: Type.Integer({ description: '1 Savings Account, 2 Checking Account' }),
    pix: NullableText('PIX: the Pix key; Zelle: the Zelle email or US phone when given; Bank Deposit: null'),
    accountNumber: NullableText('Bank Deposit and Zelle'),
    bankName: NullableText('Bank Deposit and Zelle'),
    branch: NullableText('Bank Deposit and Zelle'),
    employeeName: Type.String({ description: 'the employee who created the investment' }),
    hasOriginalAgreement: Type.Boolean({ description: 'whether the agreement PDF was generated' }),
    hasCompletedAgreement: Type.Boolean({ description: 'whether the signed agreement was uploaded' }),
  },
  { title: 'Investment' },
);
export type Investment = Static<typeof Investment>;

/** The Invoice reply object (docs/investments.md#the-investment). */
export const Invoice = Type.Object(
  {
    id: Type.Integer(),
    investmentID: Type.Integer(),
    clientName: Type.String({ description: "the investment client's full name" }),
    invoiceAmountUSD: Amount('USD, 2 decimals'),
    invoiceAmountBRL: Amount('BRL, 2 decimals'),
    invoiceDate: CalendarDate(),
    invoiceStatus: Type.Integer({ description: '1 pending, 2 paid' }),
    wasReturned: Type.Boolean(),
  },
  { title: 'Invoice' },
);
export type Invoice = Static<typeof Invoice>;

/** An optional payout text, at most `maxLength` (@agency/rules' INVESTMENT_TEXT_LIMITS, which the form caps its inputs at too). */
const OptionalText = (maxLength: number, description: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()], { description }));
/** An optional id whose range the service checks (its messages name the choices); bounded to int4 here. */
const OptionalId = (description: string) =>
  Type.Optional(Type.Union([Type.Integer({ minimum: -2147483648, maximum: INT4_MAX }), Type.Null()], { description }));

/** POST /api/investment/create (docs/investments.md#the-investment, #validation, #calls): investment fields, payout fields, clientID. */
export const CreateInvestmentBody = Type.Object({
  clientID: OptionalId("required unless client is sent: 'clientID: Please fill in all required fields in the Sender Information section'"),
  client: Type.Optional(
    Type.Object(Type.Partial(ClientBody).properties, {
      description:
        'extension, instead of clientID: the fields of /api/client/create. The client with that whole name (case and accents aside) is used, or ' +
        'created in the same transaction; several: 409 SENDER_AMBIGUOUS with candidates',
    }),
  ),
  employeeID: Type.Optional(Type.Union([IgnoredId(), Type.Null()], { description: 'ignored: the employee is the signed-in one' })),
  investmentAmountUSD: AmountInput('USD, > 0, at most 2 decimals'),
  investmentPercentageUSD: AmountInput('percent a month, > 0, <= 100, at most 4 decimals'),
  investmentAmountBRL: AmountInput('BRL, > 0, at most 2 decimals'),
  investmentPercentageBRL: AmountInput('percent a month, > 0, <= 100, at most 4 decimals'),
  monthlyIncomeUSD: Type.Optional(Type.Union([AmountInput('when sent, must equal the computed one'), Type.Null()])),
  monthlyIncomeBRL: Type.Optional(Type.Union([AmountInput('when sent, must equal the computed one'), Type.Null()])),
  numberMonths: Type.Integer({ minimum: -1000, maximum: 1000, description: '1, 3, 6, 9 or 12' }),
  createdAt: Type.Optional(
    Type.Union([Type.String({ maxLength: 10 }), Type.Null()], { description: "YYYY-MM-DD; absent, null or '': the agency's today" }),
  ),
  paymentDescription: Type.Optional(Type.Union([Type.String({ maxLength: L.paymentDescription }), Type.Null()])),
  payoutTypeID: OptionalId('required: 1 Bank Deposit, 2 PIX, 3 Zelle'),
  accountTypeID: OptionalId('required: 1 Savings Account, 2 Checking Account'),
  pix: OptionalText(L.pix, 'PIX: a valid Pix key (required); Zelle: optional email or US phone; Bank Deposit: cleared'),
  accountNumber: OptionalText(L.accountNumber, 'required for Bank Deposit and Zelle; cleared for PIX'),
  bankName: OptionalText(L.bankName, 'required for Bank Deposit and Zelle; cleared for PIX'),
  branch: OptionalText(L.branch, 'required for Bank Deposit and Zelle; cleared for PIX'),
  isRenew: Type.Optional(Type.Boolean({ description: 'default false; a renewal of originalInvestment' })),
  originalInvestment: Type.Optional(
    Type.Union([PositiveId, Type.Null()], { description: 'required when isRenew: the id of the investment renewed' }),
  ),
});
export type CreateInvestmentBody = Static<typeof CreateInvestmentBody>;

export const InvestmentReply = Type.Object({ investment: Investment });
export const InvestmentDetail = Type.Object({ investment: Investment, invoices: Type.Array(Invoice, { description: 'by date' }) });
export const CreateInvestmentReply = Type.Object({
  investmentID: Type.Integer(),
  investment: Investment,
  invoices: Type.Array(Invoice, { description: 'by date' }),
});

/** POST /api/investment/status (docs/investments.md#statuses, #calls). */
export const InvestmentStatusBody = Type.Object({
  id: PositiveId,
  status: Type.Integer({ minimum: 1, maximum: 4, description: '1 Pending, 2 Completed, 3 Cancelled (4 Renewed only by a renewal: 400)' }),
  expectedVersion: ExpectedVersion,
});
export type InvestmentStatusBody = Static<typeof InvestmentStatusBody>;

const IdFilter = (description: string) =>
  Type.Optional(Type.Union([IdFilterInteger(), Type.Null()], { description: `${description}; -1 or null: no filter` }));

/** POST /api/investment/search/complex (docs/investments.md Investment search criteria, docs/investments.md#calls). */
export const InvestmentSearchBody = Type.Object({
  clientName: TextFilter("contained in the client's full name, trimmed, case- and accent-insensitive"),
  investmentID: IdFilter('the investment id'),
  statusID: IdFilter('1 Pending, 2 Completed, 3 Cancelled, 4 Renewed'),
  startDate: TextFilter('YYYY-MM-DD: createdAt >= startDate'),
  endDate: TextFilter('YYYY-MM-DD: finalizedAt <= endDate'),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based' }),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 6 (the UI)' })),
});
export type InvestmentSearchBody = Static<typeof InvestmentSearchBody>;

export const InvestmentPage = Type.Object({
  totalSize: Type.Integer({ description: 'how many investments match' }),
  result: Type.Array(Investment, { description: 'newest first (creation date, then id)' }),
});

/** GET /api/investment/search/calendar?year=&month= (docs/investments.md#calls; month 1-based). */
export const CalendarQuery = Type.Object({
  year: Type.Integer({ minimum: 1000, maximum: 9999 }),
  month: Type.Integer({ minimum: 1, maximum: 12, description: '1-based' }),
});
export const CalendarDay = Type.Object(
  { date: CalendarDate(), count: Type.Integer({ description: 'pending invoices due that day' }) },
  { title: 'CalendarDay' },
);
export const CalendarReply = Type.Array(CalendarDay, { description: 'only the dates with pending invoices, by date' });

export const DateParams = Type.Object({ date: CalendarDateInput('YYYY-MM-DD') });
export const InvoiceList = Type.Array(Invoice);

/** GET /api/investment/search/report/{date} (docs/investments.md#report, #calls). */
export const InvoiceReport = Type.Object({
  today: Type.Array(Invoice, { description: 'due on date' }),
  oneDay: Type.Array(Invoice, { description: 'due on date + 1' }),
  threeDays: Type.Array(Invoice, { description: 'due on date + 3' }),
});

export const InvoiceReply = Type.Object({ invoice: Invoice });
export const InvoicesReply = Type.Object({ invoices: Type.Array(Invoice, { description: 'all invoices of the investment, by date' }) });

/** POST /api/investment/invoice/date (docs/investments.md#validation, #calls). */
export const InvoiceDateBody = Type.Object({
  investmentID: PositiveId,
  dayOfMonth: Type.Integer({
    minimum: 1,
    maximum: 31,
    description: "every pending invoice moves to this day of its own month, clamped to the month's length",
  }),
});
export type InvoiceDateBody = Static<typeof InvoiceDateBody>;
