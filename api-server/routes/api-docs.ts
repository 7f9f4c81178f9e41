// GET /api/openapi.json and GET /api/docs (issue 21 point 7, decision 024): the OpenAPI document of
// the app's own routes, built once from the route table, and Swagger UI served from swagger-ui-dist in
// node_modules (no CDN) under a policy of its own, as strict as the site's.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { ApiDocsAssetParamSchema } from '../../core/schemas/api-docs.js';
import { createRouter } from '../http/env.js';
import { buildOpenApiDocument, type OpenApiDocument } from '../http/openapi-document.js';
import { routeTable } from '../http/route-table.js';
import { validate } from '../http/validate.js';

const OWN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'api-docs');
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/swagger-ui.css'));

const TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  png: 'image/png',
};

/**
 * The viewer's policy: the site's (app.ts) narrowed to what the page uses, in the same shape as every
 * other /api answer's (security.test.ts checks them all: default-src 'self', object-src 'none', framed
 * by the shop itself only). Swagger UI sets its dynamic styles through the DOM (element.style), which
 * style-src does not govern, so no 'unsafe-inline'; its icons in swagger-ui.css are data: SVGs.
 */
export const API_DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Mounted at /api; `source` is the app itself, read on the first request (every route is mounted by then). */
export function apiDocsRoutes(source: { routes: Hono['routes'] }) {
  const app = createRouter();
  let document: Promise<OpenApiDocument> | undefined;
  const files = new Map<string, Promise<Buffer>>();

  app.get('/openapi.json', async (c) => {
    // Generated once per app: the routes do not change after start.
    document ??= routeTable(source).then(buildOpenApiDocument);
    try {
      return c.json(await document);
    } catch (err) {
      document = undefined;
      throw err;
    }
  });

  app.get('/docs', async (c) => {
    c.header('Content-Security-Policy', API_DOCS_POLICY);
    return c.html(await readFile(join(OWN_DIR, 'page.html'), 'utf8'));
  });

  app.get('/docs/assets/:file', validate('param', ApiDocsAssetParamSchema), async (c) => {
    const { file } = c.req.valid('param');
    const path = file === 'init.js' ? join(OWN_DIR, file) : join(SWAGGER_DIR, file);
    let body = files.get(file);
    if (!body) {
      body = readFile(path);
      files.set(file, body);
    }
    // The viewer's files change only with the package: a day in the browser's cache is plenty.
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Type', TYPES[file.split('.').pop()!]!);
    return c.body(new Uint8Array(await body));
  });

  return app;
}
