// The widget bundle under /widgets/ (issue 15, "Static assets"): how long a browser or CDN may keep each
// file, revalidation of the files whose names do not change, and the br/gzip files written at build
// (scripts/precompress.ts) served instead of the plain file when the browser accepts them.
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/** A chunk's name carries esbuild's content hash (tsup.config.ts: `chunks/[name]-[hash]`). */
const HASHED_CHUNK = /^\/chunks\/[^/]+-[A-Z0-9]{8}\.(?:js|css)(?:\.map)?$/;
/** What the build precompresses, and so what may be answered in another encoding (Vary). */
const COMPRESSIBLE = /\.(?:js|css|json|svg)$/;

/** A year, and never revalidated: a new build gives a changed chunk a new name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * The loader, the element entries and the worker keep their names across builds. They are revalidated
 * on every page load (a 304 when unchanged), not kept for minutes: an old loader with a new element
 * entry would import two different core chunks, and the page would get two baskets (traps.md, nanostores).
 */
export const REVALIDATE_CACHE = 'public, no-cache';

/** Cache-Control for a file of the bundle, by its path below /widgets. */
export function widgetCacheControl(pathInBundle: string): string {
  return HASHED_CHUNK.test(pathInBundle) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

const bundlePath = (requestPath: string) => requestPath.replace(/^\/widgets/, '');

/** The middlewares for `app.use('/widgets/*', …)`, serving the built bundle from `root`. */
export function widgetAssets(root: string): MiddlewareHandler[] {
  const cacheHeaders: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206 && c.res.status !== 304) return;
    const file = bundlePath(c.req.path);
    c.header('Cache-Control', widgetCacheControl(file));
    // A shared cache must key on the encoding even when this answer is the plain file.
    if (COMPRESSIBLE.test(file) && !/accept-encoding/i.test(c.res.headers.get('Vary') ?? '')) {
      c.header('Vary', 'Accept-Encoding', { append: true });
    }
  };
  // A strong ETag from the bytes sent (so the br, gzip and plain answers have different tags, and every
  // server process gives the same tag for the same build). Hashed chunks need none: they never change.
  const tagged = etag();
  const revalidation: MiddlewareHandler = (c, next) => (HASHED_CHUNK.test(bundlePath(c.req.path)) ? next() : tagged(c, next));
  const files = serveStatic({ root, precompressed: true, rewriteRequestPath: bundlePath });
  return [cacheHeaders, revalidation, files];
}
