import * as z from './z.js';

/** §5: username and password are base64-encoded before login. */
const Base64Schema = z.string().check(z.minLength(1), z.maxLength(1024), z.regex(/^[A-Za-z0-9+/]+={0,2}$/));

export const LoginRequestSchema = z.object({
  username: Base64Schema,
  password: Base64Schema,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

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
