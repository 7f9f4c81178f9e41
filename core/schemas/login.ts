import * as z from './z.js';
import { hasForbiddenCharacters, TEXT_INVALID_CHARACTERS } from './text.js';
export { BASE64_NOT_UTF8, encodeBase64, decodeBase64 } from './wire-constants.js';
import { BASE64_NOT_UTF8, decodeBase64 } from './wire-constants.js';


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


