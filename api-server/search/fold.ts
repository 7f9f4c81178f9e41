// Text folding for search and sorting. The same functions build the stored columns (seed, later
// product imports) and the query, so matching is exact string work in SQL (LIKE), on PGlite and
// PostgreSQL alike, with no trigram extension.

const DANISH_FOLD: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa', ä: 'ae', ö: 'oe', ü: 'ue' };

/** Lower-case, æ→ae, ø→oe, å→aa, accents stripped, runs of whitespace collapsed. */
export function foldSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåäöü]/g, (ch) => DANISH_FOLD[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A key that sorts in Danish alphabetical order under `COLLATE "C"` (byte order): æ, ø, å come after
 * z, as '{', '|', '}' do. PGlite sorts text by code point (toolchain.md), so the database can page
 * through Danish-sorted results without an ICU collation.
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

/** Splits a query into folded words (max 8, to bound the SQL). */
export function searchWords(text: string): string[] {
  return foldSearch(text).split(' ').filter((w) => w.length > 0).slice(0, 8);
}
