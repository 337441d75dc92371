import { badInput } from './errors';

const MAX_INT4 = 2_147_483_647;

/** Parses a GraphQL ID into a database id; malformed ids are a clear input error, never a 500. */
export function parseId(value: string | number, field = 'id'): number {
  const text = String(value).trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_INT4) throw badInput('El identificador no es válido.', field);
  return id;
}

/** Like parseId, but for optional inputs (null, undefined or '' mean "none"). */
export function parseOptionalId(value: string | number | null | undefined, field: string): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  return parseId(value, field);
}
