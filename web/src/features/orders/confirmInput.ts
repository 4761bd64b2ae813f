/**
 * The confirmOrder input of a draft (docs/orders.md "Confirm"): each party by the id picked with
 * 'Select Sender' / 'Select Beneficiary' or by the details typed on /new, the Pix key typed for a
 * Pix payout, the order's amounts and dates, and what the clerk decided about a possible duplicate
 * or an administrator about a possible sanctions match.
 * The server finds, creates or updates the parties; nothing here re-implements how it stores them.
 */
import type { ConfirmOrderInput } from '../../generated/graphql';
import { beneficiaryInput } from '../beneficiaries/beneficiarySchema';
import { clientInput } from '../clients/clientSchema';
import type { OrderDraft } from './draft';
import { transferInput } from './transfer';

/** What the clerk chose in the duplicate modal: take the order anyway, or (administrators) delete that order first. */
export type DuplicateDecision = { kind: 'accept' } | { kind: 'delete'; orderId: string };

/**
 * The input of confirmOrder for the draft, the duplicate decision (null before one was asked for)
 * and an administrator's reason to go on despite a possible sanctions match (null without one).
 */
export function confirmInput(
  draft: OrderDraft,
  duplicate: DuplicateDecision | null = null,
  sanctionsReason: string | null = null,
): ConfirmOrderInput {
  const { sender, beneficiary, senderPick, beneficiaryPick } = draft;
  return {
    clientId: senderPick?.id ?? null,
    client: senderPick ? null : clientInput(sender),
    beneficiaryId: beneficiaryPick?.id ?? null,
    // Sent with a picked beneficiary too: the details confirmed on /preview are the ones paid to.
    beneficiary: beneficiaryInput(beneficiary),
    pixKey: beneficiary.payoutType === 'PIX' ? beneficiary.pix.trim() || null : null,
    order: transferInput(draft.transfer),
    acceptDuplicate: duplicate?.kind === 'accept',
    deleteDuplicateId: duplicate?.kind === 'delete' ? duplicate.orderId : null,
    sanctionsOverride: sanctionsReason?.trim() ? { reason: sanctionsReason.trim() } : null,
  };
}
