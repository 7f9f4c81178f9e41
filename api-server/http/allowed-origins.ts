// Issue 21 point 5: a CMS on another origin (www.kunde.dk) places the widgets, whose API and bundle live
// on the shop's origin (shop.grossist.dk). ALLOWED_ORIGINS names those CMS origins: they alone get CORS
// with credentials on /api/*, and the JSON-only CSRF check accepts their unsafe calls
// (docs/decisions/023-cms-on-another-origin.md).
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * ALLOWED_ORIGINS (comma list) as exact origins, validated at start like RECIPE_SERVICE_ALLOWED_ORIGINS:
 * `scheme://host[:port]`, http(s) only, no path, no `*` (credentials forbid a wildcard anyway).
 */
export function parseAllowedOrigins(value: string | undefined, name = 'ALLOWED_ORIGINS'): string[] {
  return (value ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter((o) => {
    if (!o) return false;
    let url: URL;
    try {
      url = new URL(o);
    } catch {
      throw new Error(`${name}: ${o} is no origin (scheme://host[:port])`);
    }
    if (url.origin !== o || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`${name}: ${o} is no http(s) origin (scheme://host[:port], nothing after it)`);
    }
    return true;
  });
}

/** Request headers the widgets send: the API client, the idempotent adds and the catalogue worker. */
export const CORS_ALLOW_HEADERS = ['Content-Type', 'Accept', 'X-Culture', 'Idempotency-Key', 'If-None-Match'];
/** Response headers the widgets read: the catalogue's ETag, a lock-out's or an outage's Retry-After. */
export const CORS_EXPOSE_HEADERS = ['ETag', 'Retry-After'];
/** Preflight answers are cached this long (Chromium caps at 7200 s, Firefox at 86400 s). */
export const CORS_MAX_AGE_SECONDS = 7200;

/**
 * CORS with credentials for the listed origins: the exact Origin is echoed (never `*`), with
 * `Access-Control-Allow-Credentials: true` and `Vary: Origin`. Any other origin gets no
 * Access-Control-Allow-Origin, so its page can read nothing and its preflight fails.
 */
export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: CORS_MAX_AGE_SECONDS,
    credentials: true,
  });
}
