// GET /api/health: 200 when the database answers `select 1`, else 503.
import { createRoute } from '@hono/zod-openapi';
import { da } from '../../core/index.js';
import { ping } from '../db/open.js';
import { type AppDeps, createRouter } from '../http/env.js';

const healthRoute = createRoute({
  method: 'get',
  path: '/',
  responses: { 200: { description: 'ok' }, 503: { description: 'database unreachable' } },
});

export function healthRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = deps.config.dbKind ?? 'pglite';
  app.openapi(healthRoute, async (c) => {
    if (await ping(deps.db)) return c.json({ status: 'ok', db }, 200);
    return c.json({ status: 'unavailable', db, error: 'DatabaseUnavailable', message: da.serverError }, 503);
  });
  return app;
}
