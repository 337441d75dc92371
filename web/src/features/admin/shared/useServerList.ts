import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { ServerPaging } from './AdminListPage';

/** What a page returned by the server carries for the list footer. */
interface PageResult {
  totalCount: number;
  pageCount: number;
}

/** The variables of a server list's first page, as its route loader sends them. */
export const FIRST_LIST_INPUT = { search: null, page: 1 };

/**
 * Search and page state of a list the server searches and pages through. The
 * search is sent 300 ms after the owner stops typing, and a new search starts
 * again at page 1. `input` goes into the query's variables; `paging(result)`
 * gives AdminListPage what it shows.
 */
export function useServerList() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(FIRST_LIST_INPUT.page);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  return { search, setSearch, page, setPage, debouncedSearch, input: { search: debouncedSearch || null, page } };
}

type ServerListState = ReturnType<typeof useServerList>;

/** The footer and search props for a page of results; a delete that empties the last page steps back one. */
export function useListPaging(list: ServerListState, result: PageResult | undefined): ServerPaging {
  const { page, setPage } = list;
  const pageCount = result?.pageCount ?? 0;
  useEffect(() => {
    if (pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [page, pageCount, setPage]);
  return {
    search: list.search,
    onSearchChange: (value) => {
      list.setSearch(value);
      setPage(1);
    },
    searched: list.debouncedSearch !== '',
    total: result?.totalCount ?? 0,
    page,
    pageCount,
    onPageChange: setPage,
  };
}
