/**
 * The numeric ids of the REST contract's enumerations (docs/ARCHITECTURE.md#enumerations), once for the
 * REST API, the gateway (which maps each to its GraphQL enum of the same names, gateway/src/rest/enums.ts)
 * and whoever else needs them. Each key is the GraphQL enum value of its id. Roles are in roles.ts,
 * the investment and invoice statuses in investments.ts.
 */

/** Order status ids (docs/orders.md#statuses): 1 Pending, 2 Completed, 3 Cancelled, 4 Renewed, 5 Standby. */
export const ORDER_STATUS = { PENDING: 1, COMPLETED: 2, CANCELLED: 3, RENEWED: 4, STANDBY: 5 } as const;

/** Order type ids: 0 Normal, 1 Special, 2 Premium. */
export const ORDER_TYPE = { NORMAL: 0, SPECIAL: 1, PREMIUM: 2 } as const;

/** Payout type ids (how the beneficiary is paid): 1 Bank Deposit, 2 Pix, 3 Zelle. */
export const PAYOUT_TYPE = { BANK_DEPOSIT: 1, PIX: 2, ZELLE: 3 } as const;

/** Bank account type ids: 1 Savings, 2 Checking. */
export const ACCOUNT_TYPE = { SAVINGS: 1, CHECKING: 2 } as const;

/** Payment method ids of an order's payment lines (how the client paid in): 1 Cash, 2 Check, 3 Zelle, 4 Credit. */
export const PAYMENT_METHOD = { CASH: 1, CHECK: 2, ZELLE: 3, CREDIT: 4 } as const;

/** Identity document type ids: 1 CNH, 2 ID, 3 Passport, 4 CPF, 5 CNPJ, 6 RG. */
export const DOCUMENT_TYPE = { CNH: 1, ID: 2, PASSPORT: 3, CPF: 4, CNPJ: 5, RG: 6 } as const;
