// The API's JSON answers in br or gzip when the browser accepts them (issue 15 point 2: Lighthouse's
// `uses-text-compression` listed `/api/product/nearexpiry` at 29.8 KB sent as written, 26.9 KB of it
// saved by compression; decision 028, seventh pass). The widget bundle and the site's files are
// compressed once, at build or first ask; an API answer is made per request, so it is compressed here.
// Hono's own compress() streams gzip through CompressionStream for any size (its threshold needs a
// Content-Length that c.json() does not set), so small answers (most of them: an add, a profile) would
// be sent larger than they are: this one knows the size before it decides.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { negotiateEncoding } from './accept-encoding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer goes as written: the codings' own headers and framing would eat the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * br (quality 4: fast enough per request, smaller than gzip 6) or gzip, chosen by Accept-Encoding, for
 * `application/json` answers of at least COMPRESS_THRESHOLD_BYTES that carry no coding yet (the
 * catalogue sends its own). On the zlib thread pool, so a large answer does not hold the event loop.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
    if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
    // Whether or not this answer is compressed, another request's Accept-Encoding could make it so.
    if (!/\baccept-encoding\b/i.test(res.headers.get('Vary') ?? '')) c.header('Vary', 'Accept-Encoding', { append: true });
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (encoding === 'identity') return;
    const plain = new Uint8Array(await res.arrayBuffer());
    if (plain.length < COMPRESS_THRESHOLD_BYTES) {
      c.res = new Response(plain, res);
      return;
    }
    const packed =
      encoding === 'br'
        ? await brotli(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length } })
        : await gzipAsync(plain, { level: 6 });
    c.res = new Response(new Uint8Array(packed), res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.delete('Content-Length');
    // The tag named the plain bytes; the coded ones are only equivalent (RFC 9110 §8.8.1).
    const tag = c.res.headers.get('ETag');
    if (tag && !tag.startsWith('W/')) c.res.headers.set('ETag', `W/${tag}`);
  };
}
