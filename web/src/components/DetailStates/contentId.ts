const MAX_INT4 = 2_147_483_647;

/**
 * Whether an address segment can be an article or guide id (the API's own
 * rule: a positive 32-bit integer). Pages skip the query for anything else and
 * show "not found" directly: a rejected query is not part of the server-rendered
 * state, so the browser would render differently from the server.
 */
export function isPlausibleContentId(id: string): boolean {
  if (!/^\d{1,10}$/.test(id)) return false;
  const value = Number(id);
  return value >= 1 && value <= MAX_INT4;
}
