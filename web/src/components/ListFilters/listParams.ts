import { LIST_PARAMS } from '@crecer/domain/pageParams';
import type { ListSort } from '../../gql/graphql';

/**
 * List filters live in the query string so a filtered page can be shared and
 * the back button restores it: ?q=&categoria=&orden=&pagina= (declared once,
 * for the server's page cache too: domain/src/pageParams.ts).
 */
export const LIST_PARAM = LIST_PARAMS;

/** Sort values as they appear in the URL and the selector (never empty, per the spec). */
export const SORT_OPTIONS = [
  { value: 'recientes', label: 'Más recientes', sort: 'NEWEST' },
  { value: 'antiguos', label: 'Más antiguos', sort: 'OLDEST' },
] as const satisfies readonly { value: string; label: string; sort: ListSort }[];

export type SortParam = (typeof SORT_OPTIONS)[number]['value'];

export interface ListParams {
  /** Raw text as typed; trimmed only when querying. */
  search: string;
  categoryId: string | null;
  sort: SortParam;
  page: number;
}

export function readListParams(params: URLSearchParams): ListParams {
  const sortValue = params.get(LIST_PARAM.sort);
  const sort = SORT_OPTIONS.find((option) => option.value === sortValue)?.value ?? 'recientes';
  const page = Number(params.get(LIST_PARAM.page));
  const category = params.get(LIST_PARAM.category)?.trim();
  return {
    search: params.get(LIST_PARAM.search) ?? '',
    categoryId: category ? category : null,
    sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The GraphQL sort for a URL sort value. */
export function toListSort(sort: SortParam): ListSort {
  return SORT_OPTIONS.find((option) => option.value === sort)?.sort ?? 'NEWEST';
}

/**
 * The next query string after a change. Defaults are left out so the plain
 * list keeps a clean URL; changing search, category or sort goes back to page 1.
 * Only the list's own parameters are kept: a shared link's tracking does not
 * follow the visitor from page to page, and the server, which renders without
 * it, writes the same links.
 */
export function nextListParams(current: URLSearchParams, change: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of Object.values(LIST_PARAM)) for (const value of current.getAll(name)) next.append(name, value);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.search !== undefined) set(LIST_PARAM.search, change.search);
  if (change.categoryId !== undefined) set(LIST_PARAM.category, change.categoryId);
  if (change.sort !== undefined) set(LIST_PARAM.sort, change.sort === 'recientes' ? null : change.sort);
  const resetsPage = change.search !== undefined || change.categoryId !== undefined || change.sort !== undefined;
  if (change.page !== undefined) set(LIST_PARAM.page, change.page > 1 ? String(change.page) : null);
  else if (resetsPage) next.delete(LIST_PARAM.page);
  return next;
}

/** GraphQL list input for the current URL state. */
export function toListInput(params: ListParams) {
  const search = params.search.trim();
  return {
    search: search || null,
    categoryId: params.categoryId,
    sort: toListSort(params.sort),
    page: params.page,
  };
}

/**
 * A list's canonical link: a filtered view (search, category or another order)
 * points at the plain list; the plain list's later pages keep their page number.
 */
export function listCanonicalPath(basePath: string, params: ListParams): string {
  const filtered = params.search.trim() !== '' || params.categoryId !== null || params.sort !== 'recientes';
  return !filtered && params.page > 1 ? `${basePath}?${LIST_PARAM.page}=${params.page}` : basePath;
}
