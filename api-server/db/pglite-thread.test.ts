// PGlite on its own thread (decision 032): the serving shop's database is reached through pg's client
// over a worker's message port, and all requests share its one session (SessionPool).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, optionsFromEnv, type OpenDatabase } from './open.js';
import { pgPoolOf } from './pg-pool.js';
import { SessionPool, startPgliteThread } from './pglite-thread.js';

let tmp: string;
let dir: string;
let opened: OpenDatabase;

async function count(db: OpenDatabase['db']): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from thread_probe`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-thread-'));
  dir = path.join(tmp, 'db');
  opened = await openDatabase({ pgliteDir: dir, pgliteThread: true });
  await opened.db.execute(sql`create table thread_probe (id int primary key, v int not null default 0)`);
}, 60_000);

afterAll(async () => {
  await opened?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('PGlite on its own thread', () => {
  it("is the server's default; PGLITE_THREAD=off keeps PGlite on the main thread", () => {
    expect(optionsFromEnv({}).pgliteThread).toBe(true);
    expect(optionsFromEnv({ PGLITE_THREAD: 'off' }).pgliteThread).toBe(false);
  });

  it('is migrated and reached through the session pool', async () => {
    expect(opened.kind).toBe('pglite');
    expect(pgPoolOf(opened.db)).toBeInstanceOf(SessionPool);
    const tables = (await opened.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name in ('products', 'baskets', 'basket_lines')`)) as unknown as { rows: { n: number }[] };
    expect(tables.rows[0]!.n).toBe(3);
  });

  it("a statement's error touches none of the statements sent beside it", async () => {
    const [before, bad, after] = await Promise.allSettled([
      opened.db.execute(sql`select 1 as one`),
      opened.db.execute(sql`select 1 / 0`),
      opened.db.execute(sql`select 2 as two`),
    ]);
    expect(before.status).toBe('fulfilled');
    expect(bad.status).toBe('rejected');
    expect(String((bad as PromiseRejectedResult).reason.cause ?? (bad as PromiseRejectedResult).reason)).toContain('division by zero');
    expect(after.status).toBe('fulfilled');
    expect(((after as PromiseFulfilledResult<unknown>).value as { rows: { two: number }[] }).rows[0]!.two).toBe(2);
  });

  it('a transaction has the session alone: a statement asked for meanwhile runs after it, outside it', async () => {
    await opened.db.execute(sql`delete from thread_probe`);
    let outside: Promise<unknown> | undefined;
    const rolledBack = opened.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (1)`);
      // Asked for now (drizzle's query runs once it is awaited or then'd).
      outside = Promise.resolve(opened.db.execute(sql`insert into thread_probe (id) values (2)`));
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Inside the transaction only its own row: the other insert waits for the session.
      const inside = (await tx.execute(sql`select array_agg(id order by id) as ids from thread_probe`)) as unknown as { rows: { ids: number[] }[] };
      expect(inside.rows[0]!.ids).toEqual([1]);
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    await outside;
    // The transaction's row is gone with it; the other statement's stays: it did not run inside.
    const ids = (await opened.db.execute(sql`select array_agg(id order by id) as ids from thread_probe`)) as unknown as { rows: { ids: number[] }[] };
    expect(ids.rows[0]!.ids).toEqual([2]);
  });

  it('transactions asked for at once run one after the other (no lost update)', async () => {
    await opened.db.execute(sql`delete from thread_probe`);
    await opened.db.execute(sql`insert into thread_probe (id, v) values (1, 0)`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        opened.db.transaction(async (tx) => {
          const read = (await tx.execute(sql`select v from thread_probe where id = 1`)) as unknown as { rows: { v: number }[] };
          // Between the read and the write other requests' statements are asked for too.
          void Promise.resolve(opened.db.execute(sql`update thread_probe set v = v where id = 1`));
          await tx.execute(sql`update thread_probe set v = ${read.rows[0]!.v + 1} where id = 1`);
        }),
      ),
    );
    const v = (await opened.db.execute(sql`select v from thread_probe where id = 1`)) as unknown as { rows: { v: number }[] };
    expect(v.rows[0]!.v).toBe(20);
  });

  it('a transaction sent as one batch whose statement fails: the commit answers ROLLBACK, nothing is kept, the session goes on', async () => {
    // The add's one batch (decision 032 "One batch") on the thread: begin, writes, commit and a read at once.
    await opened.db.execute(sql`delete from thread_probe`);
    const pool = pgPoolOf(opened.db)!;
    const client = await pool.connect();
    const settled = await Promise.allSettled([
      client.query('begin'),
      client.query({ name: 'thread_probe_insert', text: 'insert into thread_probe (id) values ($1)', values: [8] }),
      client.query({ name: 'thread_probe_insert', text: 'insert into thread_probe (id) values ($1)', values: [8] }),
      client.query('commit'),
      client.query('select count(*)::int as n from thread_probe'),
    ]);
    client.release();
    expect(settled.map((r) => (r.status === 'fulfilled' ? r.value.command : (r.reason as { code?: string }).code))).toEqual(['BEGIN', 'INSERT', '23505', 'ROLLBACK', 'SELECT']);
    expect((settled[4] as PromiseFulfilledResult<pg.QueryResult<{ n: number }>>).value.rows[0]!.n).toBe(0);
    expect(await count(opened.db)).toBe(0);
    await pool.query({ name: 'thread_probe_insert', text: 'insert into thread_probe (id) values ($1)', values: [9] });
    expect(await count(opened.db)).toBe(1);
  });

  it('a transaction given back in an unknown state is rolled back before the next statement', async () => {
    await opened.db.execute(sql`delete from thread_probe`);
    const pool = pgPoolOf(opened.db)!;
    const client = await pool.connect();
    await client.query('begin');
    await client.query('insert into thread_probe (id) values (7)');
    client.release(new Error('state unknown'));
    // Outside a transaction block every statement is its own transaction: now() is its own start.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const own = await pool.query<{ own: boolean }>('select now() = statement_timestamp() as own');
    expect(own.rows[0]!.own).toBe(true);
    expect(await count(opened.db)).toBe(0);
  });

  it('keeps what it wrote across a close, on its thread and in process alike', async () => {
    await opened.db.execute(sql`delete from thread_probe`);
    await opened.db.execute(sql`insert into thread_probe (id, v) values (42, 1)`);
    await opened.close();
    await opened.close(); // a second close does nothing
    const inProcess = await openDatabase({ pgliteDir: dir, pgliteThread: false });
    try {
      expect(await count(inProcess.db)).toBe(1);
      await inProcess.db.execute(sql`update thread_probe set v = 2 where id = 42`);
    } finally {
      await inProcess.close();
    }
    opened = await openDatabase({ pgliteDir: dir, pgliteThread: true });
    const v = (await opened.db.execute(sql`select v from thread_probe where id = 42`)) as unknown as { rows: { v: number }[] };
    expect(v.rows[0]!.v).toBe(2);
  }, 60_000);

  it('a statement after the thread has stopped fails at once instead of waiting for an answer', async () => {
    const thread = await startPgliteThread(path.join(tmp, 'stopped'));
    const pool: pg.Pool = new SessionPool(thread);
    expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
    await thread.close();
    // The session's socket broke with the thread; a new one cannot connect to a stopped thread.
    await expect(pool.query('select 1')).rejects.toThrow(/stopped/);
    await expect(pool.query('select 1')).rejects.toThrow(/stopped/);
    await pool.end();
  }, 60_000);
});
