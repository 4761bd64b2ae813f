// @vitest-environment jsdom
/**
 * A list's paging (docs/lists-and-reports.md): the order table asks for one page at a time (18 rows
 * unless 50 or 100 are chosen), says how many orders match, and moves with next, previous and the
 * page numbers; a new page size starts again at page 1. Next and Previous ask by the cursor of the
 * page shown while the page number stays in the URL; a jump to another page asks by number
 * (docs/lists-and-reports.md#cursors-deep-pages).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test-support/screen';
import OrderTablePage from './OrderTablePage';

/** The page and page size of each request the table sent. */
let asked: { page: number; perPage: number }[] = [];

beforeEach(() => {
  asked = [];
});
afterEach(cleanup);

/** /orders over `total` orders #1..#total, the server answering each page as asked. */
function openTable(total: number) {
  const ids = Array.from({ length: total }, (_, i) => String(i + 1));
  return renderOrders((_: unknown, { page, perPage }: { page: number; perPage: number }) => {
    asked.push({ page, perPage });
    return { total, items: ids.slice((page - 1) * perPage, page * perPage).map((id) => ({ id })) };
  });
}

/** /orders (the administrators' List Orders) with `orders` answering the screen's orders query. */
function renderOrders<A>(orders: (parent: unknown, args: A) => unknown) {
  return renderScreen(<OrderTablePage title="List Orders" name="all" />, {
    path: '/orders',
    url: '/orders',
    mocks: { Agency: () => ({ timeZone: 'America/New_York' }) },
    resolvers: { Query: { orders } },
  });
}

/** The order numbers on the rows shown, first and last, and how many. */
async function shownRows(): Promise<{ first: string; last: string; count: number }> {
  const rows = await screen.findAllByTestId('order-row');
  const id = (row: HTMLElement) => within(row).getByRole('link').textContent ?? '';
  return { first: id(rows[0]!), last: id(rows[rows.length - 1]!), count: rows.length };
}

/** Waits until the first row shown is order `id` (a page's answer arrived). */
async function pageStartsAt(id: string) {
  await waitFor(async () => expect((await shownRows()).first).toBe(id));
}

/** What each request of the cursor table asked for. */
let askedBy: { page: number; after: string | null; before: string | null }[] = [];

/**
 * /orders over `total` orders #1..#total, answering by number or by cursor ('after:18': the orders
 * after #18), as the REST API does; each page carries the cursors of its first and last rows.
 */
function openCursorTable(total: number) {
  askedBy = [];
  const ids = Array.from({ length: total }, (_, i) => i + 1);
  type Args = { page: number; perPage: number; after?: string | null; before?: string | null };
  return renderOrders((_: unknown, { page, perPage, after = null, before = null }: Args) => {
    askedBy.push({ page, after, before });
    let start = (page - 1) * perPage;
    if (after) start = Number(after.slice('after:'.length));
    if (before) start = Math.max(0, Number(before.slice('before:'.length)) - 1 - perPage);
    const rows = ids.slice(start, start + perPage);
    return {
      total,
      items: rows.map((id) => ({ id: String(id) })),
      nextCursor: start + rows.length < total ? `after:${rows.at(-1)}` : null,
      previousCursor: start > 0 ? `before:${rows[0]}` : null,
    };
  });
}

describe('the order table paging', () => {
  it('asks for the next and previous page by cursor, keeping the page number in the URL; a jump asks by number', async () => {
    const user = userEvent.setup();
    const { router } = openCursorTable(60);
    await pageStartsAt('#1');
    const paging = screen.getByRole('navigation');

    await user.click(within(paging).getByRole('button', { name: 'Go to next page' }));
    await pageStartsAt('#19');
    expect(askedBy.at(-1)).toEqual({ page: 2, after: 'after:18', before: null });
    expect(router.state.location.search).toBe('?page=2');

    await user.click(within(paging).getByRole('button', { name: 'Go to page 3' }));
    await pageStartsAt('#37');
    expect(askedBy.at(-1)).toEqual({ page: 3, after: 'after:36', before: null });
    expect(router.state.location.search).toBe('?page=3');

    await user.click(within(paging).getByRole('button', { name: 'Go to previous page' }));
    await pageStartsAt('#19');
    expect(askedBy.at(-1)).toEqual({ page: 2, after: null, before: 'before:37' });

    // A jump two pages on, and Back in the browser, read by number.
    await user.click(within(paging).getByRole('button', { name: 'Go to page 4' }));
    await pageStartsAt('#55');
    expect(askedBy.at(-1)).toEqual({ page: 4, after: null, before: null });
    await router.navigate(-1);
    await pageStartsAt('#19');
    expect(router.state.location.search).toBe('?page=2');
    expect(askedBy.at(-1)).toEqual({ page: 2, after: null, before: null });
  }, 30_000);

  it('shows 18 rows a page with the count of orders, and goes to the next, previous and last page', async () => {
    const user = userEvent.setup();
    openTable(40);
    expect(await screen.findByText('40 orders')).toBeTruthy();
    expect(await shownRows()).toEqual({ first: '#1', last: '#18', count: 18 });
    expect(asked.at(-1)).toEqual({ page: 1, perPage: 18 });
    const paging = screen.getByRole('navigation');
    expect(within(paging).getByRole('button', { name: 'Go to previous page' }).hasAttribute('disabled')).toBe(true);
    expect(within(paging).getByRole('button', { name: 'Go to page 3' })).toBeTruthy();
    expect(within(paging).queryByRole('button', { name: 'Go to page 4' })).toBeNull();

    await user.click(within(paging).getByRole('button', { name: 'Go to next page' }));
    await pageStartsAt('#19');
    expect(await shownRows()).toEqual({ first: '#19', last: '#36', count: 18 });
    expect(asked.at(-1)).toEqual({ page: 2, perPage: 18 });

    await user.click(within(paging).getByRole('button', { name: 'Go to next page' }));
    await pageStartsAt('#37');
    expect(await shownRows()).toEqual({ first: '#37', last: '#40', count: 4 });
    expect(within(paging).getByRole('button', { name: 'Go to next page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('40 orders')).toBeTruthy();

    await user.click(within(paging).getByRole('button', { name: 'Go to previous page' }));
    await pageStartsAt('#19');
    await user.click(within(paging).getByRole('button', { name: 'Go to page 1' }));
    await pageStartsAt('#1');
  }, 30_000);

  it('shows up to 50 rows on one page once 50 is chosen, back from page 2 to page 1', async () => {
    const user = userEvent.setup();
    openTable(40);
    await screen.findByText('40 orders');
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Go to next page' }));
    await pageStartsAt('#19');

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await pageStartsAt('#1');
    expect(await shownRows()).toEqual({ first: '#1', last: '#40', count: 40 });
    expect(asked.at(-1)).toEqual({ page: 1, perPage: 50 });
    expect(screen.queryByRole('navigation')).toBeNull();
  }, 30_000);

  it('offers no paging when one page holds every order, and says so for one order', async () => {
    openTable(1);
    expect(await screen.findByText('1 order')).toBeTruthy();
    expect(await shownRows()).toEqual({ first: '#1', last: '#1', count: 1 });
    expect(screen.queryByRole('navigation')).toBeNull();
  }, 30_000);
});
