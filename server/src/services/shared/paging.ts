/**
 * One page of a list, as every list of the API answers it, and the checks
 * its input passes (page ≥ 1, size clamped): the public lists' and the admin's.
 */
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE, PUBLIC_PAGE_SIZE } from '@crecer/domain/constants';
import { badInput } from './errors';
import { parseOptionalId } from './ids';

export interface ListInput {
  search?: string | null;
  categoryId?: string | number | null;
  sort?: 'NEWEST' | 'OLDEST' | null;
  page?: number | null;
  pageSize?: number | null;
}

export interface Page<Row> {
  items: Row[];
  totalCount: number;
  pageCount: number;
  page: number;
  pageSize: number;
}

export interface NormalizedInput {
  search: string | null;
  categoryId: number | null;
  sort: 'NEWEST' | 'OLDEST';
  page: number;
  pageSize: number;
  /** Rows before the page, capped (offsetOf). */
  offset: number;
}

/** Postgres's int: the word index's functions (search_articles, search_article_phrases) take the offset as one. */
const MAX_OFFSET = 2_147_483_647;

/**
 * The rows before a page. GraphQL's Int lets a page reach 2^31 - 1, whose
 * offset passes an int; past MAX_OFFSET rows every list is past its end
 * (ids are ints too), so the capped offset answers the same empty page.
 */
function offsetOf(page: number, pageSize: number): number {
  return Math.min((page - 1) * pageSize, MAX_OFFSET);
}

/** Matches no row: ids start at 1. */
const NO_ROW_ID = 0;

/**
 * The category a list is filtered by. One that cannot name a category
 * (`?categoria=zz` from an edited link) filters like the id of a deleted one:
 * the list is empty, the page shows its filtered empty state, rather than a
 * load failure that reloading cannot fix.
 */
function categoryFilter(value: string | number | null | undefined): number | null {
  try {
    return parseOptionalId(value, 'categoryId');
  } catch {
    return NO_ROW_ID;
  }
}

export function normalizeListInput(input: ListInput | null | undefined): NormalizedInput {
  const page = input?.page ?? 1;
  if (!Number.isInteger(page) || page < 1)
    throw badInput('La página debe ser un número entero mayor o igual a 1.', 'page');
  const requested = input?.pageSize ?? PUBLIC_PAGE_SIZE;
  if (!Number.isInteger(requested)) throw badInput('El tamaño de página no es válido.', 'pageSize');
  const pageSize = Math.min(Math.max(requested, 1), MAX_PAGE_SIZE);
  const search = input?.search?.trim().slice(0, 200) || null;
  return {
    search,
    categoryId: categoryFilter(input?.categoryId),
    sort: input?.sort === 'OLDEST' ? 'OLDEST' : 'NEWEST',
    page,
    pageSize,
    offset: offsetOf(page, pageSize),
  };
}

export interface AdminListInput {
  search?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

export interface AdminPageArgs {
  search: string | null;
  page: number;
  pageSize: number;
  offset: number;
}

/** Validates page and size as the public lists do (page ≥ 1, size clamped), with the admin's default size. */
export function normalizeAdminPage(input: AdminListInput | null | undefined): AdminPageArgs {
  const { search, page, pageSize, offset } = normalizeListInput({
    search: input?.search,
    page: input?.page,
    pageSize: input?.pageSize ?? ADMIN_PAGE_SIZE,
  });
  return { search, page, pageSize, offset };
}

export function toPage<Row>(items: Row[], totalCount: number, args: AdminPageArgs): Page<Row> {
  return {
    items,
    totalCount,
    pageCount: Math.ceil(totalCount / args.pageSize),
    page: args.page,
    pageSize: args.pageSize,
  };
}
