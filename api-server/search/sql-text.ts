// Text for the server's SQL search. The folding itself is core's (core/search/normalize.ts), the one
// the worker uses, so a query finds the same products through the API as in the browser (issue 23 §2):
// the stored columns (products.search_text, name_fold) and the query words are folded by it. Matching
// is then exact string work in SQL (LIKE), on PGlite and PostgreSQL alike, with no trigram extension.
import { foldText, searchTerms } from '../../core/search/normalize.js';

/** How many words of a query reach the SQL, to bound it. */
export const MAX_SQL_WORDS = 8;

/** The stored, folded form of a text: core's folding, words joined by single spaces. */
export const foldForSearch = foldText;

/** A query's folded words (at most MAX_SQL_WORDS). */
export function searchWords(text: string): string[] {
  return searchTerms(text).slice(0, MAX_SQL_WORDS);
}

/**
 * A key that sorts in Danish alphabetical order under `COLLATE "C"` (byte order): æ, ø, å come after
 * z, as '{', '|', '}' do. PGlite sorts text by code point (toolchain.md), so the database can page
 * through Danish-sorted results without an ICU collation. Sorting, not matching: it keeps æ/ø/å apart.
 */
export function danishSortKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æä]/g, '{')
    .replace(/[øö]/g, '|')
    .replace(/å/g, '}')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so typed text matches literally (PostgreSQL's default escape is backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
