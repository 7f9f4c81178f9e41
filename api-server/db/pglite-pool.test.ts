// PGlite through node-postgres (decision 031): the pool of one client keeps PGlite's one session whole,
// named statements are prepared once, and what only PGlite does (COPY from a blob) runs inside the
// transaction of the client that asks for it. Always PGlite, also when the suite runs on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './open.js';
import { pgPoolOf } from './pg-pool.js';
import { pgliteUnder } from './pglite-pool.js';
import { rowsOf } from '../test-support/seed-checksums.js';

let opened: OpenDatabase;

beforeAll(async () => {
  opened = await openDatabase({ memory: true });
  await opened.db.execute(sql`create table pool_probe (id int primary key, note text)`);
}, 60_000);

afterAll(async () => {
  await opened?.close();
});


describe('PGlite through node-postgres', () => {
  it('hands the add its pool, so fixed texts go as named statements, prepared once', async () => {
    const pool = pgPoolOf(opened.db);
    expect(pool).not.toBeNull();
    const statement = { name: 'pglite_pool_probe', text: 'select $1::int * 2 as twice' };
    expect((await pool!.query({ ...statement, values: [4] })).rows).toEqual([{ twice: 8 }]);
    expect((await pool!.query({ ...statement, values: [21] })).rows).toEqual([{ twice: 42 }]);
    const prepared = await rowsOf<{ name: string }>(opened.db, sql`select name from pg_prepared_statements where name = 'pglite_pool_probe'`);
    expect(prepared).toEqual([{ name: 'pglite_pool_probe' }]);
  });

  it('runs a statement that arrives during a transaction after it, never inside it', async () => {
    const events: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = opened.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pool_probe values (1, 'rolled back')`);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push(`the transaction sees ${JSON.stringify(await rowsOf(tx, sql`select id from pool_probe order by id`))}`);
      throw new Error('roll back');
    });
    await entered;
    // Sent while the transaction is open: on a second client it would join PGlite's one session, run
    // inside the transaction and be rolled back with it.
    const outside = opened.db.execute(sql`insert into pool_probe values (2, 'kept')`).then(() => events.push('the insert answered'));
    await expect(rolledBack).rejects.toThrow('roll back');
    events.push('rolled back');
    await outside;
    expect(events).toEqual(['the transaction sees [{"id":1}]', 'rolled back', 'the insert answered']);
    expect(await rowsOf(opened.db, sql`select id, note from pool_probe order by id`)).toEqual([{ id: 2, note: 'kept' }]);
  });

  it('answers the next statement after a failed one, named statements included', async () => {
    await expect(opened.db.execute(sql`insert into pool_probe values (2, 'duplicate')`)).rejects.toThrow();
    const pool = pgPoolOf(opened.db)!;
    expect((await pool.query({ name: 'pglite_pool_probe', text: 'select $1::int * 2 as twice', values: [5] })).rows).toEqual([{ twice: 10 }]);
  });

  it('keeps its one client when the database refuses a statement: the next statements, named ones included, run on it', async () => {
    // pg-pool ends a client released with its statement's error; over the adapter the next client then
    // took the old one's end for its own and failed ("Connection terminated unexpectedly").
    const pool = pgPoolOf(opened.db)!;
    const client = await pool.connect();
    client.release();
    for (let round = 0; round < 2; round++) {
      await expect(pool.query({ text: 'insert into pool_probe values ($1, $2)', values: [3, 'first'] }).then(() => pool.query({ text: 'insert into pool_probe values ($1, $2)', values: [3, 'again'] })))
        .rejects.toMatchObject({ code: '23505' });
      await pool.query({ text: 'delete from pool_probe where id = $1', values: [3] });
      expect((await pool.query({ name: 'pglite_pool_probe', text: 'select $1::int * 2 as twice', values: [round] })).rows).toEqual([{ twice: round * 2 }]);
    }
    expect(await pool.connect().then((c) => (c.release(), c))).toBe(client);
  });

  it('lets the event loop run between the turns of queued statements, so new requests are read meanwhile', async () => {
    const pool = pgPoolOf(opened.db)!;
    let answered = 0;
    const queued = Array.from({ length: 20 }, () => pool.query('select 1').then(() => answered++));
    // An I/O callback (a new request) runs in a later loop turn: it must not wait for all twenty.
    const seenByTheLoop = new Promise<number>((resolve) => setImmediate(() => resolve(answered)));
    await Promise.all(queued);
    expect(answered).toBe(20);
    expect(await seenByTheLoop).toBeLessThan(5);
  });

  it('gives the PGlite under a transaction, whose COPY is part of that transaction', async () => {
    const copy = async (id: number) => {
      await opened.db.transaction(async (tx) => {
        const pglite = pgliteUnder(tx);
        expect(pglite).not.toBeNull();
        await pglite!.query(`copy pool_probe (id, note) from '/dev/blob' with (format csv)`, [], { blob: new Blob([`${id},"copied"\n`]) });
        if (id === 3) throw new Error('roll back the copy');
      });
    };
    await expect(copy(3)).rejects.toThrow('roll back the copy');
    await copy(4);
    expect(await rowsOf(opened.db, sql`select id, note from pool_probe where id >= 3 order by id`)).toEqual([{ id: 4, note: 'copied' }]);
  });
});
