import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { da } from '../../core/index.js';
import { daValidation } from '../../core/texts/da-validation.js';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { daServer } from '../../core/texts/da-server.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { eventLogPerMinute: 5 } });
});
afterAll(async () => {
  await ctx?.close();
});

const entry = (message: string) => ({
  message,
  stacktrace: 'Error: x\n    at f (shop-widgets.js:1:1)',
  url: 'http://localhost:3000/soeg?search=m%C3%A6lk',
  browser: 'Mozilla/5.0',
  initTimestamp: '2025-06-04T10:00:00.000Z',
  data: '{"status":500}',
  userid: 'someone-else@example.dk',
  cookies: 'shop_session=stolen-token; other=1',
  errorstatus: 500,
});

describe('POST /api/eventlog', () => {
  it('stores an entry without a session, never the cookies nor the client-sent user id', async () => {
    const res = await ctx.post('/api/eventlog', entry('før login'));
    expect(res.status).toBe(201);
    const rows = await ctx.db.select().from(t.eventLog).where(eq(t.eventLog.message, 'før login'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, errorstatus: '500', url: entry('').url });
    expect(JSON.stringify(rows[0])).not.toContain('stolen-token');
    expect(Object.keys(rows[0]!)).not.toContain('cookies');
  });

  it('takes the user from the session', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    expect((await ctx.post('/api/eventlog', entry('efter login'), cookie)).status).toBe(201);
    const [row] = await ctx.db.select().from(t.eventLog).where(eq(t.eventLog.message, 'efter login'));
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.email, 'kok@kantinen.dk'));
    expect(row?.userId).toBe(user?.id);
  });

  it('validates the entry', async () => {
    const res = await ctx.post('/api/eventlog', { stacktrace: 'no message' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'ValidationError', message: da.validationFailed });
  });

  it('refuses a NUL or another control character with 400 and stores nothing (issue 14 §1)', async () => {
    const before = (await ctx.db.select().from(t.eventLog)).length;
    for (const message of ['nul\u0000byte', 'bell\u0007', 'lone\uD800surrogate']) {
      const res = await ctx.post('/api/eventlog', entry(message));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'InvalidText', message: daValidation.textInvalidCharacters });
    }
    expect((await ctx.db.select().from(t.eventLog)).length).toBe(before);
  });

  it('keeps newlines in a stack trace and stores text in NFC', async () => {
    const res = await ctx.post('/api/eventlog', { ...entry('cafe\u0301 fejl'), stacktrace: 'a\r\nb' });
    expect(res.status).toBe(201);
    const [row] = await ctx.db.select().from(t.eventLog).where(eq(t.eventLog.message, 'café fejl'));
    expect(row?.stacktrace).toBe('a\nb');
  });

  it('counts a text limit in characters, not UTF-16 units', async () => {
    expect((await ctx.post('/api/eventlog', { ...entry('emoji'), initTimestamp: '😀'.repeat(40) })).status).toBe(201);
    const res = await ctx.post('/api/eventlog', { ...entry('emoji'), initTimestamp: '😀'.repeat(41) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'TextTooLong', message: daValidation.textTooLong(40) });
  });

  it('rate-limits per session or address, per minute', async () => {
    const cookie = await ctx.login('souschef@kantinen.dk');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await ctx.post('/api/eventlog', entry(`spam ${i}`), cookie)).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await ctx.post('/api/eventlog', entry('spam'), cookie);
    expect(await limited.json()).toEqual({ error: 'TooManyRequests', message: daServer.tooManyRequests });
    ctx.clock.advance(61_000);
    expect((await ctx.post('/api/eventlog', entry('efter pausen'), cookie)).status).toBe(201);
  });
});
