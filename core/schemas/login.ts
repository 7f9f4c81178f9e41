import * as z from './z.js';
import { hasForbiddenCharacters, TEXT_INVALID_CHARACTERS } from './text.js';

/** Issue message the server's validation hook answers with daServer.badRequest: base64 that is not UTF-8. */
export const BASE64_NOT_UTF8 = 'base64.notUtf8';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * §5: username and password are base64-encoded before login. What they encode is text like any other
 * (issue 14 §1): UTF-8 without control characters — a NUL in the e-mail was a 500 from PostgreSQL.
 * Both checks look only at well-formed base64, so malformed base64 keeps its own (generic) answer.
 */
const Base64Schema = z.string().check(
  z.minLength(1),
  z.maxLength(1024),
  z.regex(BASE64),
  z.refine((s) => !BASE64.test(s) || decodeBase64(s) !== null, { message: BASE64_NOT_UTF8 }),
  z.refine((s) => !hasForbiddenCharacters(decodeBase64(s) ?? ''), { message: TEXT_INVALID_CHARACTERS }),
);

export const LoginRequestSchema = z.object({
  username: Base64Schema,
  password: Base64Schema,
});
export type LoginRequest = z.output<typeof LoginRequestSchema>;

/** Encodes UTF-8 text (æøå) as base64 in the browser and in Node alike. */
export function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Decodes base64 to UTF-8 text; returns null for input that is not valid base64 or UTF-8. */
export function decodeBase64(encoded: string): string | null {
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
