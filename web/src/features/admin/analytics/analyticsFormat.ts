/** How the traffic screen writes its numbers and dates, in Spanish. */

/** '2026-03-09' → '09/03'. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** '2026-03-09' → '09/03/2026'. */
export function fullDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The change against the previous period, as the owner reads it. */
export function changeText(changePercent: number | null | undefined): string {
  if (changePercent === null || changePercent === undefined) return 'Sin datos del periodo anterior';
  if (changePercent === 0) return 'Igual que en el periodo anterior';
  const sign = changePercent > 0 ? '+' : '−';
  return `${sign}${Math.abs(changePercent)} % respecto al periodo anterior`;
}

/** What a period of `days` days is compared with. */
export function comparedWith(days: number): string {
  return days === 1 ? 'comparado con el día anterior' : `comparado con los ${days} días anteriores`;
}
