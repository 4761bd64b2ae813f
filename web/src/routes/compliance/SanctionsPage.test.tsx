// @vitest-environment jsdom
/**
 * Loading a sanctions list on /compliance/sanctions (docs/compliance.md "Loading guards"): a list
 * under half the size of the one in force asks 'The new list has N entries, the list in force M.
 * Replace it?'; Yes sends it again with allowShrink, No sends nothing more; a file with no entry
 * shows the server's sentence.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from '../../test-support/screen';
import SanctionsPage from './SanctionsPage';

/** What each loadSanctionsList sent. */
let sent: { sdnCsv: string; allowShrink: boolean }[] = [];

beforeEach(() => {
  sent = [];
});
afterEach(cleanup);

const EMPTY_SENTENCE =
  "sdnCsv: The file holds no SDN entry (only blank lines, spaces or end-of-file marks); the list in force stays. Load OFAC's sdn.csv as published.";

/** The screen over a list of 18,000 entries; each load is refused with `refusal` unless allowShrink. */
function openSanctions(refusal: { message: string; extensions: Record<string, unknown> }) {
  return renderScreen(<SanctionsPage />, {
    path: '/compliance/sanctions',
    url: '/compliance/sanctions',
    mocks: { SanctionsList: () => ({ entries: 18_000, loadedAt: '2026-11-20T15:00:00.000Z', ageDays: 0, stale: false }) },
    resolvers: {
      Mutation: {
        loadSanctionsList: (_: unknown, args: { sdnCsv: string; allowShrink: boolean }) => {
          sent.push({ sdnCsv: args.sdnCsv, allowShrink: args.allowShrink });
          if (!args.allowShrink) throw new GraphQLError(refusal.message, { extensions: refusal.extensions });
          return { entries: 1_700, loadedAt: '2026-11-20T16:00:00.000Z', ageDays: 0, stale: false };
        },
      },
    },
  });
}

/** Chooses a sdn.csv holding `text` and clicks 'Load list'. */
async function loadFile(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.upload(await screen.findByLabelText('SDN file (sdn.csv)'), new File([text], 'sdn.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Load list' }));
}

const SHRINKS = {
  message: 'The new list has 1700 SDN entries, the list in force 18000',
  extensions: { code: 'SANCTIONS_LIST_SHRINKS', restStatus: 409, entries: 1_700, inForce: 18_000 },
};

describe('loading a much smaller sanctions list', () => {
  it('asks before replacing the list in force, and Yes sends it again with allowShrink', async () => {
    const user = userEvent.setup();
    openSanctions(SHRINKS);
    await loadFile(user, '1,"A","-0-","SDNT","-0-","-0-","-0-","-0-","-0-","-0-","-0-","-0-"');
    const dialog = await screen.findByRole('dialog', { name: 'Replace the sanctions list?' });
    expect(within(dialog).getByText('The new list has 1,700 entries, the list in force 18,000. Replace it?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Sanctions list loaded: 1700 entries')).toBeTruthy();
    expect(sent.map((s) => s.allowShrink)).toEqual([false, true]);
    expect(sent[1]!.sdnCsv).toBe(sent[0]!.sdnCsv);
  });

  it('No keeps the list in force and sends nothing more', async () => {
    const user = userEvent.setup();
    openSanctions(SHRINKS);
    await loadFile(user, 'x');
    const dialog = await screen.findByRole('dialog', { name: 'Replace the sanctions list?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Replace the sanctions list?' })).toBeNull());
    expect(sent.map((s) => s.allowShrink)).toEqual([false]);
  });
});

describe('loading an empty file', () => {
  it("shows the server's sentence and asks nothing", async () => {
    const user = userEvent.setup();
    openSanctions({ message: EMPTY_SENTENCE, extensions: { code: 'SANCTIONS_LIST_EMPTY', restStatus: 400, field: 'sdnCsv' } });
    await loadFile(user, '\x1a');
    expect(
      await screen.findByText(
        "The file holds no SDN entry (only blank lines, spaces or end-of-file marks); the list in force stays. Load OFAC's sdn.csv as published.",
        { exact: false },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Replace the sanctions list?' })).toBeNull();
    expect(sent).toHaveLength(1);
  });
});
