// A DELETE often has no body (DELETE /api/favoritelists/{id} without a PIN), but validate('json') reads
// an empty JSON body as malformed JSON. Put before validate('json', …) on a route whose body is
// optional: an empty body then validates as {}; anything else is read and validated as sent.
import type { MiddlewareHandler } from 'hono';

export const emptyBodyAsEmptyObject: MiddlewareHandler = async (c, next) => {
  const text = await c.req.text();
  // The request caches the text (as a promise, whatever hono's type says) and json() parses that cache,
  // so the body is read once either way.
  if (text.trim() === '') (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve('{}');
  await next();
};
