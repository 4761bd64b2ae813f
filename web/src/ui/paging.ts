/**
 * Search and page kept in the URL (?search=joao&page=2), so Back and reload keep them.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Reads ?page= as a page number, 1 when missing or not a positive whole number. */
export function pageFromSearch(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The number of pages for `total` items, at least 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The URL's search text and page. A new search replaces the history entry and goes back to page 1;
 * a page change pushes one, so Back returns to the previous page.
 */
export function useSearchAndPage(): {
  search: string;
  page: number;
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageFromSearch(params.get('page'));

  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next.trim()) p.set('search', next);
          else p.delete('search');
          p.delete('page');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (next: number) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (next <= 1) p.delete('page');
        else p.set('page', String(next));
        return p;
      }),
    [setParams],
  );

  return { search, page, setSearch, setPage };
}
