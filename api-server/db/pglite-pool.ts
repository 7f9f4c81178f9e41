// PGlite driven through node-postgres (docs/decisions/031-pglite-through-node-postgres.md): PGlite's own
// adapter (`@electric-sql/pglite/node-postgres`) answers pg's protocol calls in process, so the embedded
// database takes the same drizzle driver, the same named prepared statements and the same pipelined add
// as PostgreSQL (decision 027). drizzle's PGlite driver planned every statement again (its prepared
// statements carry no name): 1.5 ms of a 2.1 ms session lookup.
import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import type { Db } from './open.js';

/** The adapter's connection object: the one every client of the pool talks through. */
interface AdapterConnection {
  parse(message: { text: string; name?: string; types?: unknown }): void;
}

const pgliteByConnection = new WeakMap<object, PGlite>();

/**
 * A pool of ONE client over `pglite`: PGlite is one session, so a second client would send its
 * statements into the first one's open transaction. Requests queue for the client as they queued for
 * PGlite's own transaction lock before. The client is never closed for idleness (`idleTimeoutMillis: 0`),
 * so its named statements live as long as the database; the pool is never ended either (the adapter's
 * end() drops pg's listeners before it reports the end, so `pool.end()` would never settle): closing the
 * PGlite closes it all.
 */
export function poolOverPglite(pglite: PGlite): pg.Pool {
  const config = createPgConfig(pglite);
  const connection = config.connection as unknown as AdapterConnection;
  // drizzle hands pg its type parsers as the query's `types` ({ getTypeParser }); pg passes them on to
  // parse(), whose own serializer reads only an array of type oids (so ignores them), while PGlite's
  // calls types.forEach and fails every statement with parameters. Only an array of oids is meant.
  const parse = connection.parse.bind(connection);
  connection.parse = (message) => parse({ ...message, types: Array.isArray(message.types) ? message.types : undefined });
  pgliteByConnection.set(connection, pglite);
  const pool = new pg.Pool({ ...(config as unknown as pg.PoolConfig), max: 1, idleTimeoutMillis: 0, pipeline: true } as pg.PoolConfig);
  // As for PostgreSQL (open.ts): a client error while idle must not crash the process.
  pool.on('error', (err) => console.error('[db] PGlite client error:', err.message));
  yieldBeforeEachTurn(pool);
  keepClientOnRefusal(pool);
  return pool;
}

/**
 * The database's ErrorResponse, by its shape: the adapter parses the protocol with PGlite's own copy of
 * pg-protocol, so its errors are not pg's DatabaseError class.
 */
function isDatabaseAnswer(err: unknown): boolean {
  const e = err as { severity?: unknown; code?: unknown } | null;
  return typeof e?.severity === 'string' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
}

/**
 * A statement the database refuses (a constraint, a bad value) leaves the one client usable: its error
 * is the statement's answer, and the session is idle again at the statement's Sync. pg-pool's query()
 * releases its client WITH the error, which ends the client, and over the adapter that breaks the next
 * one: the adapter's end() reports 'end' later, on the connection object every client shares, so the
 * client the pool makes next takes it for its own and fails as "Connection terminated unexpectedly"
 * (and the request with it: a 503). Only an error that is not the database's answer ends the client.
 */
function keepClientOnRefusal(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    // The callback form (no caller here uses it) keeps pg-pool's own path.
    if (typeof args[args.length - 1] === 'function') return query(...args);
    return pool.connect().then((client) => {
      // As pg-pool's query(): a client error while the statement runs fails the statement (pg rejects it),
      // and must not go unheard (an 'error' without a listener stops the process).
      const onError = () => undefined;
      client.on('error', onError);
      return (client.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args).then(
        (result) => {
          client.off('error', onError);
          client.release();
          return result;
        },
        (err: unknown) => {
          client.off('error', onError);
          client.release(isDatabaseAnswer(err) ? undefined : (err as Error));
          throw err;
        },
      );
    });
  };
}

type ConnectCallback = (err: Error | undefined, client?: pg.PoolClient, done?: (err?: Error) => void) => void;

/**
 * Every turn at the one client starts in a macrotask of its own (decision 031, "Session 14"). The adapter
 * answers in promise callbacks, so without this the statements of every request queued for the client
 * run in one unbroken chain of microtasks: the HTTP server reads no new request until the queue is empty,
 * and a request that arrives meanwhile waits for the whole chain before it even queues. With ten
 * connections that made p99 2–3 times p50. Yielding once the client is ours lets the event loop read
 * what has arrived (those requests queue behind this one, in order) and costs one loop turn per statement.
 */
function yieldBeforeEachTurn(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  // pg.Pool's own query() calls connect with a callback; transactions call it without one.
  (pool as unknown as { connect: (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined }).connect = (callback) => {
    if (callback) {
      connect((err, client, done) => (err ? callback(err, client, done) : setImmediate(callback, undefined, client, done)));
      return undefined;
    }
    return new Promise((resolve, reject) => connect((err, client) => (err ? reject(err) : setImmediate(resolve, client!))));
  };
}

/** The drizzle handle over `pglite`: node-postgres' driver on poolOverPglite. */
export function drizzleOverPglite(pglite: PGlite): Db {
  return drizzle({ client: poolOverPglite(pglite), schema }) as unknown as Db;
}

/**
 * The PGlite under a drizzle handle or transaction over poolOverPglite, for what only PGlite does
 * (COPY from a blob, dumping the data directory); null on PostgreSQL. A caller inside a transaction may
 * use it between its own statements: they share PGlite's one session, so it runs in that transaction.
 */
export function pgliteUnder(handle: unknown): PGlite | null {
  // drizzle keeps the pool (database handle) or the checked-out client (transaction) as session.client.
  const client = (handle as { session?: { client?: unknown } } | null)?.session?.client;
  const connection = client instanceof pg.Pool
    ? (client.options as { connection?: unknown }).connection
    : (client as { connection?: unknown } | undefined)?.connection;
  return connection && typeof connection === 'object' ? pgliteByConnection.get(connection) ?? null : null;
}
