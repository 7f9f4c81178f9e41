import { defineConfig } from 'drizzle-kit';

// One schema, one set of migrations for PGlite and PostgreSQL (docs/decisions/003-database.md).
// Only `drizzle-kit generate` is used; the server applies migrations at start. No dbCredentials on
// purpose: drizzle-kit opening ./data/pglite while the server runs would bypass the directory lock.
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './api-server/db/schema.ts',
  out: './api-server/db/migrations',
});
