/** Spec: empty or 0 means free; otherwise digits with one optional decimal point, not negative. */
export const PRICE_MESSAGE = 'El precio debe ser un número positivo o cero.';

export type ParsedPrice = { ok: true; value: number | null } | { ok: false };

export function parsePrice(raw: string | null | undefined): ParsedPrice {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: true, value: null };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false };
  const value = Math.round(Number(text) * 100) / 100;
  if (!Number.isFinite(value) || value > 9_999_999_999) return { ok: false };
  return { ok: true, value: value === 0 ? 0 : value };
}
