/** One entry of the pagination bar: a page number or a gap between numbers. */
export type PageWindowItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/**
 * Spec: a window of up to `size` page numbers around the current page, plus the
 * first and last pages with an ellipsis wherever numbers are skipped. The window
 * slides instead of shrinking near either end, so it always shows `size` numbers
 * when there are enough pages.
 */
export function pageWindow(current: number, pageCount: number, size = 5): PageWindowItem[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(pageCount, start + size - 1);
  start = Math.max(1, end - size + 1);

  const items: PageWindowItem[] = [];
  if (start > 1) {
    items.push({ type: 'page', page: 1 });
    if (start > 2) items.push({ type: 'ellipsis', key: 'start' });
  }
  for (let number = start; number <= end; number += 1) items.push({ type: 'page', page: number });
  if (end < pageCount) {
    if (end < pageCount - 1) items.push({ type: 'ellipsis', key: 'end' });
    items.push({ type: 'page', page: pageCount });
  }
  return items;
}
