// The recipe service on its own port (issue 17 §3): `RECIPE_SERVICE_PORT=3001 DATABASE_URL=postgres://…
// RECIPE_SERVICE_ALLOWED_ORIGINS=http://localhost:3000 npx tsx api-server/recipe-service/main.ts`, and
// the shop started with RECIPE_SERVICE_URL=http://localhost:3001.
//
// It reads the shop's database (the recipe tables the shop's seed fills), so it needs PostgreSQL
// (DATABASE_URL): the embedded PGlite is one process's data directory, locked while the shop has it open,
// and cannot be shared by two processes. Without DATABASE_URL it refuses to start.
import { serve } from '@hono/node-server';
import { openDatabase } from '../db/open.js';
import { createRecipeService } from './app.js';

function originsFromEnv(value: string | undefined): string[] {
  return (value ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter((o) => {
    if (!o) return false;
    const url = new URL(o);
    if (url.origin !== o) throw new Error(`RECIPE_SERVICE_ALLOWED_ORIGINS: ${o} is no origin (scheme://host[:port])`);
    return true;
  });
}

async function main(): Promise<void> {
  const port = Number(process.env.RECIPE_SERVICE_PORT ?? process.env.PORT ?? 3001);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`RECIPE_SERVICE_PORT must be a port number, got ${port}`);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    throw new Error('DATABASE_URL is required: the recipe service reads the shop\'s PostgreSQL database. '
      + 'The embedded PGlite cannot be shared by two processes; without a PostgreSQL, let the shop mount the service (leave RECIPE_SERVICE_URL unset).');
  }
  const allowedOrigins = originsFromEnv(process.env.RECIPE_SERVICE_ALLOWED_ORIGINS ?? 'http://localhost:3000');
  const publicBase = (process.env.RECIPE_SERVICE_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const database = await openDatabase({ databaseUrl });
  const app = createRecipeService({ db: database.db, allowedOrigins, publicBase });
  const server = serve({ fetch: app.fetch, port, hostname: '0.0.0.0' }, () => {
    console.log(`Opskriftsservicen kører på ${publicBase} (CORS for ${allowedOrigins.join(', ') || 'ingen'})`);
  });
  const stop = () => server.close(() => {
    database.close().then(() => process.exit(0), () => process.exit(1));
  });
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
