// Issue 17 §1: an editor's text for a key keeps the default's placeholders, no more and no fewer, so
// every value the code fills in still shows and no `{name}` is left unfilled. The server refuses a text
// that breaks this (400, nothing saved); the editor widget shows the server's message.
import { placeholdersOf } from '../texts/dictionary.js';

/** The language of the texts: only Danish exists today; 'da' when absent. */
export const DEFAULT_DICTIONARY_LANG = 'da';
/** A key is `Shop.<Area>.<name>`; longer ones cannot exist. */
export const MAX_DICTIONARY_KEY = 200;
/** An editor's text: a heading, a button, a paragraph of help; line breaks allowed. */
export const MAX_DICTIONARY_TEXT = 2000;
/** The editor's search phrase (key or text). */
export const MAX_DICTIONARY_QUERY = 100;

export interface PlaceholderCheck {
  /** Placeholders of the default the text lacks. */
  missing: string[];
  /** Placeholders in the text the default does not have. */
  extra: string[];
}

/** Compares a text's placeholders with the default's. Both lists empty: the text is acceptable. */
export function checkPlaceholders(defaultText: string, text: string): PlaceholderCheck {
  const wanted = placeholdersOf(defaultText);
  const got = placeholdersOf(text);
  return { missing: wanted.filter((p) => !got.includes(p)), extra: got.filter((p) => !wanted.includes(p)) };
}

/** How a placeholder is written in a message: `{count}`. */
export function placeholderLabel(name: string): string {
  return `{${name}}`;
}

/** `{a}`, `{a} og {b}`, `{a}, {b} og {c}`: the placeholders as a message names them. */
export function placeholderList(names: readonly string[]): string {
  return new Intl.ListFormat('da', { type: 'conjunction' }).format(names.map(placeholderLabel));
}
