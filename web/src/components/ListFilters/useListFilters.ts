import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { nextListParams, readListParams, type ListParams } from './listParams';

/**
 * The list's search, category, sort and page, read from and written to the
 * query string. Every change is a history entry (back restores it) except
 * refining a search that is already in the URL, which replaces the entry so
 * typing a word does not leave one entry per pause.
 */
export function useListFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const params = readListParams(searchParams);
  const queued = useRef<Partial<ListParams> | null>(null);

  // react-router's functional update is handed the params of the last render, not
  // the result of a call made just before, so two changes in one task (a category
  // and an order both chosen before hydration) would keep only the second. Changes
  // made together are merged and navigate once, at the end of the task.
  const update = useCallback(
    (change: Partial<ListParams>) => {
      if (queued.current) {
        Object.assign(queued.current, change);
        return;
      }
      const merged = { ...change };
      queued.current = merged;
      queueMicrotask(() => {
        queued.current = null;
        const refinesSearch =
          merged.search !== undefined && merged.search !== '' && (searchParams.get('q') ?? '') !== '';
        setSearchParams((current) => nextListParams(current, merged), { replace: refinesSearch });
      });
    },
    [searchParams, setSearchParams],
  );

  const pageHref = useCallback(
    (page: number) => {
      const query = nextListParams(searchParams, { page }).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, searchParams],
  );

  return {
    params,
    update,
    pageHref,
    /** The empty state says "adjust your search" only when something narrows the list. */
    isFiltered: params.search.trim() !== '' || params.categoryId !== null,
  };
}
