/**
 * A site search term as it is counted: the same words typed with or without
 * accents, in any case or with extra spaces count as one term. The public
 * lists' search (shared/textSearch.ts) already ignores case and accents, so
 * the normalised term finds what the typed one found.
 */
import { badInput } from '../shared/errors';

/** Longest term counted, in characters once normalised. */
export const MAX_SEARCH_TERM_LENGTH = 100;
/** Raw input past this is refused before any work (a search box never sends it). */
const MAX_RAW_LENGTH = 1_000;

// Control and format characters (null bytes, bidi overrides, zero-width joiners) read as a space.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const MARKS = /\p{M}/gu;

/**
 * Lower case, without accents ('Niño' → 'nino'), whitespace collapsed and
 * trimmed. BAD_USER_INPUT (in Spanish) for an empty or over-long term.
 */
export function normalizeSearchTerm(raw: string): string {
  if (raw.length > MAX_RAW_LENGTH) throw tooLong();
  const term = raw
    .toWellFormed()
    .replace(INVISIBLE, ' ')
    .normalize('NFD')
    .replace(MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
  if (term === '') throw badInput('Escribe qué buscas.', 'term');
  // Counted in code points: an emoji is one character, as the visitor sees it.
  if ([...term].length > MAX_SEARCH_TERM_LENGTH) throw tooLong();
  return term;
}

function tooLong() {
  return badInput(`La búsqueda es demasiado larga (máximo ${MAX_SEARCH_TERM_LENGTH} caracteres).`, 'term');
}
