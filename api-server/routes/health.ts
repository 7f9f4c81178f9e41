// GET /api/health: 200 when the database answers `select 1`, else 503 (issue 14 §5: load balancers
// take a process whose database is gone out of rotation; it recovers by itself when the database is back).
import { daServer } from '../../core/texts/da-server.js';
import { ping } from '../db/open.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';

export function healthRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = deps.config.dbKind ?? 'pglite';
  app.get('/', async (c) => {
    if (!(await ping(deps.db))) throw new ApiFailure(503, 'DatabaseUnavailable', daServer.databaseUnavailable, { status: 'unavailable', db });
    return c.json({ status: 'ok', db }, 200);
  });
  return app;
}
