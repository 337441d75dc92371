/** Spec: up to four benefit bullets, blank ones dropped (whitespace-only counts as blank). */
export function benefitBullets(items: readonly (string | null | undefined)[], limit = 4): string[] {
  return items
    .map((item) => item?.trim() ?? '')
    .filter((item) => item !== '')
    .slice(0, limit);
}
