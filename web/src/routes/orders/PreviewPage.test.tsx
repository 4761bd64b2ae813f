// @vitest-environment jsdom
/**
 * Confirm on /preview (docs/orders.md "Confirm"): the questions the server's refusals open before
 * the order is taken. A possible duplicate asks Cancel or Continue (and, to an administrator,
 * 'Delete duplicate first'); a sender name several clients share opens 'Select Sender'. Each answer
 * sends Confirm again with the same idempotency key and the choice, and the order opens. A possible
 * sanctions match shows each match beside the parties; only an administrator may override it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { ConfirmOrderInput } from '../../generated/graphql';
import { storeOrderDraft } from '../../test-support/orderDraft';
import { renderScreen } from '../../test-support/screen';
import PreviewPage from './PreviewPage';

/** What each Confirm sent, in order. */
let sent: { input: ConfirmOrderInput; idempotencyKey: string }[] = [];

beforeEach(() => {
  sent = [];
  window.localStorage.clear();
});
afterEach(cleanup);

/**
 * /preview of the good draft, signed in as an administrator or not; the server refuses the first
 * Confirm with `refusal` (a GraphQL error code and its extensions) and takes the next as order #51.
 */
function openPreview(refusal: Record<string, unknown>, isAdministrator: boolean) {
  storeOrderDraft();
  return renderScreen(<PreviewPage />, {
    path: '/preview',
    url: '/preview',
    mocks: { Viewer: () => ({ isAdministrator }) },
    resolvers: {
      Query: {
        clientsByName: () => [
          { id: '11', fullName: 'Helena Duarte', telephone: '9735550111', cpf: '52998224725' },
          { id: '12', fullName: 'Helena Duarte', telephone: '9735550112', cpf: '28625587887' },
        ],
      },
      Mutation: {
        confirmOrder: (_: unknown, args: { input: ConfirmOrderInput; idempotencyKey: string }) => {
          sent.push(args);
          if (sent.length === 1) throw new GraphQLError('refused', { extensions: refusal });
          return { order: { id: '51' }, created: { client: false, beneficiary: false, pixKey: false } };
        },
      },
    },
  });
}

const DUPLICATE = { code: 'POSSIBLE_DUPLICATE', transactionID: 42 };

/** Clicks Confirm and returns the dialog titled `title` that the refusal opens. */
async function confirmInto(user: ReturnType<typeof userEvent.setup>, title: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
  return screen.findByRole('dialog', { name: title });
}

describe('the duplicate question at Confirm', () => {
  it("names the client's order of today, offers a clerk Cancel and Continue, and Continue takes the order", async () => {
    const user = userEvent.setup();
    openPreview(DUPLICATE, false);
    const dialog = await confirmInto(user, 'Possible duplicate');
    expect(within(dialog).getByText('Possible duplicate: order #42 was already created today for this client')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Continue']);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(sent.map((s) => [s.input.acceptDuplicate, s.input.deleteDuplicateId])).toEqual([
      [false, null],
      [true, null],
    ]);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(await screen.findByText('Order #51 created')).toBeTruthy();
  }, 30_000);

  it("offers an administrator 'Delete duplicate first', which sends the duplicate's id to delete", async () => {
    const user = userEvent.setup();
    openPreview(DUPLICATE, true);
    const dialog = await confirmInto(user, 'Possible duplicate');
    await user.click(await within(dialog).findByRole('button', { name: 'Delete duplicate first' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(sent[1]!.input).toMatchObject({ acceptDuplicate: false, deleteDuplicateId: '42' });
  }, 30_000);

  it('stays on the preview and sends nothing more when the clerk cancels', async () => {
    const user = userEvent.setup();
    openPreview(DUPLICATE, false);
    const dialog = await confirmInto(user, 'Possible duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(screen.queryByText('elsewhere')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  }, 30_000);
});

describe('an ambiguous sender at Confirm', () => {
  it("opens 'Select Sender' on the typed name, and the client picked is the order's sender", async () => {
    const user = userEvent.setup();
    openPreview({ code: 'SENDER_AMBIGUOUS' }, false);
    const dialog = await confirmInto(user, 'Select Sender');
    expect((within(dialog).getByLabelText('Sender Name') as HTMLInputElement).value).toBe('Helena Duarte');
    const options = await within(dialog).findAllByTestId('sender-option');
    expect(options).toHaveLength(2);
    await user.click(within(dialog).getByText(/#12/));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(sent[0]!.input).toMatchObject({ clientId: null });
    expect(sent[0]!.input.client?.fullName).toBe('Helena Duarte');
    expect(sent[1]!.input).toMatchObject({ clientId: '12', client: null });
  }, 30_000);
});

describe('a possible sanctions match at Confirm', () => {
  const MATCH = {
    code: 'SANCTIONS_MATCH',
    matches: [
      { entNum: 12, name: 'DUARTE, Helena', program: 'SDNT', score: 1, reason: ['EXACT'], dateOfBirth: 'circa 1960', nationality: null },
    ],
  };

  it("shows the match beside the sender's date of birth and country; an administrator overrides it with a reason", async () => {
    const user = userEvent.setup();
    openPreview(MATCH, true);
    const dialog = await confirmInto(user, 'Possible sanctions match');
    const card = within(dialog).getByRole('region', { name: 'Possible match: DUARTE, Helena' });
    expect(within(card).getByTestId('sanctions-match-score').textContent).toBe('Score 100%');
    expect(within(card).getByText('Same name')).toBeTruthy();
    const dateOfBirth = within(card).getByRole('rowheader', { name: 'Date of birth' }).closest('tr')!;
    expect(
      within(dateOfBirth)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['circa 1960', '04/12/1981', 'Not on file']);
    const nationality = within(card).getByRole('rowheader', { name: 'Nationality / country' }).closest('tr')!;
    expect(
      within(nationality)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not given', 'US', 'Not on file']);
    await user.type(within(dialog).getByLabelText('Reason for the override'), 'Born 1981');
    await user.click(within(dialog).getByRole('button', { name: 'Override and confirm' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(sent.map((s) => s.input.sanctionsOverride ?? null)).toEqual([null, { reason: 'Born 1981' }]);
  }, 30_000);

  it('shows a clerk the same match with only OK', async () => {
    const user = userEvent.setup();
    openPreview(MATCH, false);
    const dialog = await confirmInto(user, 'Possible sanctions match');
    expect(within(dialog).getByRole('region', { name: 'Possible match: DUARTE, Helena' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
  }, 30_000);
});

describe('a draft already confirmed with other details (a reply lost, then the draft changed: issue 30 item 9)', () => {
  const REUSED = { code: 'IDEMPOTENCY_KEY_REUSED', transactionID: 2013 };

  it('links the order the form made and keeps the draft, so the clerk can open it or go on', async () => {
    const user = userEvent.setup();
    openPreview(REUSED, false);
    const dialog = await confirmInto(user, 'Order already created');
    expect(
      within(dialog).getByText(
        'Order #2013 was already created from this form with other details. Open it to check it, or take these details as a new order.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open order #2013' }).getAttribute('href')).toBe('/order/2013');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(window.localStorage.getItem('new transaction')).not.toBeNull();
  }, 30_000);

  it("'Take as a new order' confirms the changed draft under a new key", async () => {
    const user = userEvent.setup();
    openPreview(REUSED, false);
    const dialog = await confirmInto(user, 'Order already created');
    await user.click(within(dialog).getByRole('button', { name: 'Take as a new order' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  }, 30_000);
});
