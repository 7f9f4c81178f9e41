// Danish folding for the in-browser search (issue 3 §3). One function folds the catalogue when the
// index is built and the query on every keystroke, so the two always agree.
//
// Kitchens type Danish letters three ways: 'smør', 'smoer' (the keyboard-less spelling) and 'smor'
// (the letter simply dropped). Folding ø and 'oe' to 'o', å and 'aa' to 'a', æ to 'ae' makes all of
// them one string; the rare real 'oe'/'aa' in other words fold the same way on both sides, which
// costs nothing but a few harmless merges. Folding only ever merges letters, so folding a prefix of
// a word gives a prefix of the folded word: prefix search keeps working while the user types.

import { MAX_QUERY_WORDS } from './scores.js';

const DANISH: Readonly<Record<string, string>> = { æ: 'ae', ø: 'o', å: 'a', ä: 'ae', ö: 'o', ü: 'u' };
const DANISH_LETTERS = /[æøåäöü]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const DIGRAPHS = /oe|aa/g;
const PLAIN_ASCII = /^[a-z0-9]*$/;
// Combining marks belong to their letter (a decomposed 'é' is one word, not two).
const NON_ASCII_WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** Folds one lower-case word: Danish letters, accents (é -> e), then the oe/aa digraphs. */
export function foldWord(word: string): string {
  let w = word.toLowerCase();
  if (!PLAIN_ASCII.test(w)) {
    // æøå first: NFD would split å into a + ring and lose the distinction we keep as 'a'.
    w = w.replace(DANISH_LETTERS, (ch) => DANISH[ch] ?? ch).normalize('NFD').replace(COMBINING_MARKS, '');
  }
  return w.includes('oe') || w.includes('aa') ? w.replace(DIGRAPHS, (d) => d[0]!) : w;
}

function isWordChar(code: number, ch: string): boolean {
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return NON_ASCII_WORD_CHAR.test(ch);
}

/**
 * Splits text into its raw lower-case words: runs of letters and digits. Everything else (spaces,
 * '%', '/', '-', emoji, regex characters) separates words and is dropped, so no input can throw.
 */
export function splitWords(text: string): string[] {
  const lower = text.toLowerCase();
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    const word = isWordChar(code, lower[i]!);
    if (word && start < 0) start = i;
    else if (!word && start >= 0) {
      words.push(lower.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0) words.push(lower.slice(start));
  return words;
}

/** The folded words of a text, in order, empty ones dropped. */
export function searchTerms(text: string): string[] {
  const out: string[] = [];
  for (const w of splitWords(text)) {
    const f = foldWord(w);
    if (f) out.push(f);
  }
  return out;
}

/** The whole text folded word by word and joined by single spaces ('Smør  saltet' -> 'smor saltet'). */
export function foldText(text: string): string {
  return searchTerms(text).join(' ');
}

/**
 * What a search depends on: its distinct folded words, at most MAX_QUERY_WORDS, joined by spaces.
 * Two texts with the same key find the same products in the same order ('Smør' and 'smor'), so the
 * page can use results the worker computed ahead for a text it never saw (core/catalogue/speculation.ts).
 */
export function searchKey(text: string): string {
  return [...new Set(searchTerms(text))].slice(0, MAX_QUERY_WORDS).join(' ');
}
