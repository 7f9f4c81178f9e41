// The one schema for text that comes in from outside (issue 14 §1): every string a route reads from a
// query, a path or a body goes through TextSchema or SearchTextSchema. PostgreSQL refuses the NUL
// character (a 500 before this existed), lone surrogates are not Unicode and would be stored as U+FFFD,
// and other control characters have no business in a name or a comment.
import * as z from './z.js';

/** Issue messages the server's validation hook recognises (api-server/http/validate.ts). */
export const TEXT_INVALID_CHARACTERS = 'text.invalidCharacters';
export const TEXT_TOO_LONG = 'text.tooLong';

// The patterns name control characters on purpose: they are what the schema refuses.
/* eslint-disable no-control-regex */
// C0 controls but tab and newline, DEL, C1 controls, lone surrogates (with /u a lone surrogate is a code
// point of its own), and the noncharacters U+FFFE/U+FFFF.
const FORBIDDEN_MULTILINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF\p{Cs}]/u;
// Single-line fields refuse tab and newline too.
const FORBIDDEN_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\uFFFE\uFFFF\p{Cs}]/u;
const FORBIDDEN_ANYWHERE = /[\u0000-\u001F\u007F-\u009F\uFFFE\uFFFF\p{Cs}]/gu;
/* eslint-enable no-control-regex */

/** Length in characters (code points), as a user counts them, not UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** True when the text holds a code point no text field accepts (see TextSchema). */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  return (multiline ? FORBIDDEN_MULTILINE : FORBIDDEN_SINGLE_LINE).test(text);
}

export interface TextOptions {
  /** Most characters allowed (code points, after NFC). */
  max: number;
  /** Comments and notes: tab and newline allowed; CR LF and CR become LF. */
  multiline?: boolean;
}

/**
 * A text field: Unicode NFC, no control characters (400 with a Danish message through the server's
 * hook), at most `max` characters. Trimming and emptiness stay with each field's own rule (the spec
 * gives list names and recurring-order names their own texts).
 */
export function TextSchema({ max, multiline = false }: TextOptions) {
  const forbidden = multiline ? FORBIDDEN_MULTILINE : FORBIDDEN_SINGLE_LINE;
  return z
    .string()
    .check(
      ...(multiline ? [z.overwrite((s: string) => s.replace(/\r\n?/g, '\n'))] : []),
      z.refine((s) => !forbidden.test(s), { message: TEXT_INVALID_CHARACTERS }),
      z.normalize('NFC'),
      z.refine((s) => characterCount(s) <= max, { message: TEXT_TOO_LONG, params: { max } }),
    )
    .register(z.globalRegistry, { maxLength: max });
}

/**
 * A search phrase: what TextSchema refuses is removed instead (a pasted tab or a stray control
 * character should not make a search fail), whitespace runs folded to one space, NFC, at most `max`
 * characters.
 */
export function SearchTextSchema({ max }: { max: number }) {
  return z
    .string()
    .check(
      z.overwrite((s: string) => s.replace(FORBIDDEN_ANYWHERE, ' ').replace(/\s+/g, ' ').normalize('NFC')),
      z.refine((s) => characterCount(s) <= max, { message: TEXT_TOO_LONG, params: { max } }),
    )
    .register(z.globalRegistry, { maxLength: max });
}
