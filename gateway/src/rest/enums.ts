/**
 * The numeric ids of the specs' enumerations (spec 01 §3) and the GraphQL enum names for them
 * (DESIGN §3: an enum for every numeric id).
 */
import type { AccountType, DocumentType, PayoutType } from '../generated/resolvers-types.js';
import { upstreamUnavailable } from './errors.js';

/** A two-way map between GraphQL enum values and REST ids. */
export interface EnumIds<E extends string> {
  toId(value: E): number;
  fromId(id: number): E;
}

function enumIds<E extends string>(name: string, byId: Record<number, E>): EnumIds<E> {
  const ids = new Map<E, number>(Object.entries(byId).map(([id, value]) => [value as E, Number(id)]));
  return {
    toId: (value) => ids.get(value)!,
    fromId: (id) => {
      const value = byId[id];
      if (value === undefined) throw upstreamUnavailable(new Error(`unknown ${name} id ${id} from the REST API`));
      return value;
    },
  };
}

/** 1 CNH, 2 ID, 3 Passport, 4 CPF, 5 CNPJ, 6 RG. */
export const documentTypes = enumIds<DocumentType>('document type', { 1: 'CNH', 2: 'ID', 3: 'PASSPORT', 4: 'CPF', 5: 'CNPJ', 6: 'RG' });
/** 1 Bank Deposit, 2 Pix, 3 Zelle. */
export const payoutTypes = enumIds<PayoutType>('payout type', { 1: 'BANK_DEPOSIT', 2: 'PIX', 3: 'ZELLE' });
/** 1 Savings, 2 Checking. */
export const accountTypes = enumIds<AccountType>('account type', { 1: 'SAVINGS', 2: 'CHECKING' });
