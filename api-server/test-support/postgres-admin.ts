// The admin connection the PostgreSQL test databases are made and dropped through (DATABASE_URL):
// one client per call, always ended. Kept apart from postgres-template.ts so the unit project's global
// setup can use it without loading PGlite and drizzle.
import pg from 'pg';

/** Runs `work` on a fresh client of `adminUrl` and ends the client whatever happens. */
export async function withAdminClient<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The admin URL pointed at another database of the same server. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
