// ChangeWatch must see every write but the counters a refused call moves by design (decision 009), or
// the fuzzing and foreign-access suites would pass a route that writes on a 4xx.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeWatch, COUNTERS } from './db-fingerprint.js';
import { createTestDb, type TestDb } from './test-db.js';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb({ products: 20 });
});
afterAll(async () => {
  await testDb?.close();
});

describe('ChangeWatch', () => {
  it('answers [] when nothing was written, and when a transaction only read', async () => {
    const watch = await ChangeWatch.start(testDb.db);
    expect(await watch.check()).toEqual([]);
    await testDb.db.execute(sql`select count(*) from users`);
    expect(await watch.check()).toEqual([]);
  });

  it('names the table a write changed, until the write is accepted', async () => {
    const watch = await ChangeWatch.start(testDb.db);
    await testDb.db.execute(sql`update users set name = name || ' x' where email = 'kok@kantinen.dk'`);
    expect(await watch.check()).toEqual(['users']);
    expect(await watch.check()).toEqual(['users']);
    await watch.accept();
    expect(await watch.check()).toEqual([]);
  });

  it('sees a write that was undone as no change (the same rows)', async () => {
    const watch = await ChangeWatch.start(testDb.db);
    await testDb.db.execute(sql`update users set name = name || '!' where email = 'kok@kantinen.dk'`);
    await testDb.db.execute(sql`update users set name = left(name, length(name) - 1) where email = 'kok@kantinen.dk'`);
    expect(await watch.check()).toEqual([]);
  });

  it('leaves out only the named counters: failed logins move, a name does not slip through', async () => {
    expect(COUNTERS.users).toEqual(['failed_login_count', 'last_failed_login_at', 'locked_until']);
    expect(COUNTERS.favorite_lists).toEqual(['failed_count', 'locked_until', 'last_pin_attempt_at']);
    const watch = await ChangeWatch.start(testDb.db);
    await testDb.db.execute(sql`update users set failed_login_count = failed_login_count + 1, last_failed_login_at = now(), locked_until = now() where email = 'kok@kantinen.dk'`);
    expect(await watch.check()).toEqual([]);
    await testDb.db.execute(sql`update users set email = email where email = 'kok@kantinen.dk'`);
    expect(await watch.check()).toEqual([]);
    await testDb.db.execute(sql`update users set name = 'Ændret' where email = 'kok@kantinen.dk'`);
    expect(await watch.check()).toEqual(['users']);
  });
});
