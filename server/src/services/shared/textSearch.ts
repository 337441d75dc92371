import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so a visitor's '%' or '_' is matched literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case- and accent-insensitive substring match on a stored `search_text`
 * column (already lower-cased and unaccented by Postgres), so the trigram
 * index on it answers the query and a recheck is a plain LIKE.
 */
export function matchesSearchText(searchText: AnyPgColumn, term: string | Placeholder): SQL {
  // A placeholder is filled with a term already passed through escapeLike.
  const pattern = typeof term === 'string' ? escapeLike(term) : term;
  return sql`${searchText} LIKE '%' || f_search_text(${pattern}) || '%'`;
}

/**
 * Letters and digits that f_search_text turns into a-z and 0-9 only: ASCII and the
 * Latin-1 letters ('á', 'ñ', 'ü', 'ç'...). A term made only of them lies within one
 * word of the text it matches, so the word index (search_words) can answer it.
 */
const SINGLE_WORD = /^[0-9A-Za-zÀ-ÖØ-öø-ÿ]+$/;

export function isSingleWordTerm(term: string): boolean {
  return SINGLE_WORD.test(term);
}

/**
 * Two such words with one space between ('la familia'): a term that lies within one pair
 * of neighbouring words of the text it matches, so the word-pair index
 * (search_phrases, migrations/0015_bigsite_search.sql) can answer it.
 */
const TWO_WORDS = /^[0-9A-Za-zÀ-ÖØ-öø-ÿ]+ [0-9A-Za-zÀ-ÖØ-öø-ÿ]+$/;

export function isTwoWordTerm(term: string): boolean {
  return TWO_WORDS.test(term);
}

/** The same match for text that has no stored column: both sides are normalized on the fly (unindexed). */
export function searchCondition(text: SQL, term: string): SQL {
  return sql`f_search_text(${text}) LIKE '%' || f_search_text(${escapeLike(term)}) || '%'`;
}
