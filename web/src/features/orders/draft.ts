/**
 * The new-order draft (docs/orders.md#the-new-order-form): /new stores it in localStorage under
 * 'new transaction' when the user goes to preview; /preview reads it; Back refills /new from it;
 * every other page removes it (the layout does so on each route change). The idempotency key is
 * made once per draft so a double click or a retry of Confirm never creates two orders.
 */
import type { BeneficiaryFormValues } from '../beneficiaries/beneficiarySchema';
import type { ClientFormValues } from '../clients/clientSchema';
import type { TransferValues } from './transfer';

/** The localStorage key of the draft (docs/orders.md#the-new-order-form). */
export const DRAFT_KEY = 'new transaction';

/** The routes that keep the draft; every other page removes it. */
export const DRAFT_ROUTES: ReadonlySet<string> = new Set(['/new', '/preview']);

/** A client or beneficiary picked with a selector (or created by an earlier Confirm). */
export interface PickedParty {
  id: string;
  fullName: string;
}

export interface OrderDraft {
  version: 1;
  idempotencyKey: string;
  sender: ClientFormValues;
  /** Set when the sender was picked with 'Select Sender': Confirm uses it and updates nothing. */
  senderPick: PickedParty | null;
  beneficiary: BeneficiaryFormValues;
  beneficiaryPick: PickedParty | null;
  transfer: TransferValues;
}

/** The part of Storage the draft needs (localStorage in the app, a map in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A random key for createOrder's idempotencyKey (randomUUID, with a fallback off secure contexts). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPick = (v: unknown): boolean => v === null || (isObject(v) && typeof v.id === 'string' && typeof v.fullName === 'string');

/** True for a stored value shaped like a draft of this version. */
export function isOrderDraft(value: unknown): value is OrderDraft {
  if (!isObject(value) || value.version !== 1 || typeof value.idempotencyKey !== 'string') return false;
  if (!isObject(value.sender) || !isObject(value.beneficiary) || !isObject(value.transfer)) return false;
  if (!isPick(value.senderPick) || !isPick(value.beneficiaryPick)) return false;
  const t = value.transfer;
  return (
    typeof t.amountUsd === 'string' &&
    typeof t.exchangeRate === 'string' &&
    typeof t.amountBrl === 'string' &&
    typeof t.fee === 'string' &&
    typeof t.days === 'number' &&
    typeof t.creationDate === 'string' &&
    typeof t.paymentDate === 'string' &&
    Array.isArray(t.payments) &&
    t.payments.length > 0 &&
    t.payments.every((p) => isObject(p) && typeof p.method === 'string' && typeof p.value === 'string')
  );
}

/** The stored draft, or null when there is none or it is unreadable. */
export function loadDraft(storage: DraftStorage | null = browserStorage()): OrderDraft | null {
  const text = storage?.getItem(DRAFT_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isOrderDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores the draft (replacing any other). */
export function saveDraft(draft: OrderDraft, storage: DraftStorage | null = browserStorage()): void {
  storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
}

/** Removes the draft. */
export function removeDraft(storage: DraftStorage | null = browserStorage()): void {
  storage?.removeItem(DRAFT_KEY);
}

/** Removes the draft unless `pathname` is /new or /preview (docs/orders.md#the-new-order-form: every other page). */
export function removeDraftOutside(pathname: string, storage: DraftStorage | null = browserStorage()): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!DRAFT_ROUTES.has(path)) removeDraft(storage);
}

/** The pick still applies when the name in the form is still the picked one (case and blanks aside). */
export function keepPick(pick: PickedParty | null, fullName: string): PickedParty | null {
  if (!pick) return null;
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(pick.fullName) === norm(fullName) ? pick : null;
}
