// The API's body size limit (issue 15 point 1, docs/decisions/027-add-to-order-speed.md "Third pass").
// hono's bodyLimit reads `c.req.raw.body` first, even when Content-Length already answers the question:
// on @hono/node-server that turns the lightweight request into a full web Request (Headers,
// AbortController, a ReadableStream over the socket), and the JSON body is then read through that
// stream instead of node-server's direct read. That was about a tenth of the shop's CPU per add.
// Node's HTTP parser never delivers more bytes than a Content-Length declares, so the declared length
// decides alone, as in hono's own check; a chunked or undeclared body still goes through hono's reader.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function apiBodyLimit(options: { maxSize: number; onError: (c: Context) => Response | Promise<Response> }): MiddlewareHandler {
  const streamed = bodyLimit(options);
  return async (c, next) => {
    const method = c.req.method;
    // A GET or HEAD body is never read (hono's check skips it too: such a Request has no body).
    if (method === 'GET' || method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      const length = Number(declared);
      // An unparsable length goes to hono's check (Node's own parser refuses such a request first).
      if (Number.isInteger(length) && length >= 0) return length > options.maxSize ? options.onError(c) : next();
    }
    return streamed(c, next);
  };
}
