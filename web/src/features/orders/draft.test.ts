import { describe, expect, it } from 'vitest';
import { beneficiaryFormValues } from '../beneficiaries/beneficiarySchema';
import { clientFormValues } from '../clients/clientSchema';
import {
  DRAFT_KEY,
  keepPick,
  loadDraft,
  newIdempotencyKey,
  removeDraft,
  removeDraftOutside,
  saveDraft,
  type DraftStorage,
  type OrderDraft,
} from './draft';
import { DEFAULT_ORDER_LIST, lastOrderList, rememberOrderList } from './lastOrderList';
import { initialTransfer } from './transfer';

function memory(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const draft = (): OrderDraft => ({
  version: 1,
  idempotencyKey: newIdempotencyKey(),
  sender: clientFormValues(),
  senderPick: { id: '7', fullName: 'John Smith' },
  beneficiary: beneficiaryFormValues(),
  beneficiaryPick: null,
  transfer: initialTransfer({ fee: '5', exchangeRate: '1', today: '2026-11-20' }),
});

describe('the new-order draft', () => {
  it("is stored under 'new transaction' and read back as it was", () => {
    const s = memory();
    const d = draft();
    saveDraft(d, s);
    expect([...s.data.keys()]).toEqual([DRAFT_KEY]);
    expect(DRAFT_KEY).toBe('new transaction');
    expect(loadDraft(s)).toEqual(d);
  });

  it('reads nothing from an empty, broken or foreign value', () => {
    const s = memory();
    expect(loadDraft(s)).toBeNull();
    s.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft(s)).toBeNull();
    s.setItem(DRAFT_KEY, JSON.stringify({ version: 2 }));
    expect(loadDraft(s)).toBeNull();
    s.setItem(DRAFT_KEY, JSON.stringify({ ...draft(), transfer: { ...draft().transfer, payments: [] } }));
    expect(loadDraft(s)).toBeNull();
  });

  it('is removed on every page but /new and /preview', () => {
    const s = memory();
    saveDraft(draft(), s);
    removeDraftOutside('/new', s);
    removeDraftOutside('/preview/', s);
    expect(loadDraft(s)).not.toBeNull();
    removeDraftOutside('/dashboard', s);
    expect(loadDraft(s)).toBeNull();
    saveDraft(draft(), s);
    removeDraftOutside('/order/12', s);
    expect(loadDraft(s)).toBeNull();
    saveDraft(draft(), s);
    removeDraft(s);
    expect(s.data.size).toBe(0);
  });

  it('makes a fresh idempotency key each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('keeps a pick only while the name is still the picked one', () => {
    const pick = { id: '7', fullName: 'John Smith' };
    expect(keepPick(pick, ' john  smith ')).toBe(pick);
    expect(keepPick(pick, 'John Smyth')).toBeNull();
    expect(keepPick(null, 'John Smith')).toBeNull();
  });
});

describe('the last order list', () => {
  it('remembers /orders paths and defaults to /dashboard', () => {
    const s = memory();
    expect(lastOrderList(s)).toBe(DEFAULT_ORDER_LIST);
    rememberOrderList('/clients', '', s);
    expect(lastOrderList(s)).toBe('/dashboard');
    rememberOrderList('/orders/pending', '?page=2', s);
    rememberOrderList('/order/5', '', s);
    expect(lastOrderList(s)).toBe('/orders/pending?page=2');
  });
});
