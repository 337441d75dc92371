/** Lower case without accents, so "educacion" finds "Educación" in the client-side list search. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Items whose fields contain the query (every item when the query is blank). */
export function filterBySearch<T>(
  items: readonly T[],
  query: string,
  fields: (item: T) => (string | null | undefined)[],
): T[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [...items];
  return items.filter((item) => fields(item).some((value) => value && normalizeForSearch(value).includes(needle)));
}
