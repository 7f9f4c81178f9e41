import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../app.js';
import { hashToken } from '../auth/session.js';
import * as t from '../db/schema.js';
import type { AppDeps } from '../http/env.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { endPunchOut, isAllowedReturnUrl, startPunchOutSession } from './punch-out-session.js';

describe('isAllowedReturnUrl (issue 16 §1: HOOK_URL must be https, http only on this machine)', () => {
  it.each([
    ['https://srm.kommune.dk/sap/bc/gui/oci?x=1', true],
    ['http://localhost:3000/indkoebssystem/retur', true],
    ['http://127.0.0.1:3000/retur', true],
    ['http://srm.kommune.dk/hook', false],
    ['https://user:pw@srm.kommune.dk/hook', false],
    ['javascript:alert(1)', false],
    ['ftp://srm.kommune.dk/', false],
    ['/relative/hook', false],
    ['', false],
    [`https://srm.kommune.dk/${'a'.repeat(2000)}`, false],
  ])('%s -> %s', (url, allowed) => {
    expect(isAllowedReturnUrl(url)).toBe(allowed);
  });
});

describe('a punch-out round trip in the database', () => {
  let ctx: TestContext;
  let deps: AppDeps;
  beforeAll(async () => {
    ctx = await createTestContext();
    deps = { db: ctx.db, clock: ctx.clock, config: DEFAULT_CONFIG };
  });
  afterAll(async () => ctx?.close());

  async function punchOutUser() {
    const [row] = await ctx.db.select({ user: t.users, department: t.departments }).from(t.users)
      .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode))
      .where(eq(t.users.email, 'indkob@kommune.dk'));
    return row!;
  }

  it('starts a session the profile shows as punch-out, with an empty basket for create', async () => {
    const { user, department } = await punchOutUser();
    const token = await startPunchOutSession(deps, user, department, { protocol: 'oci', operation: 'create', returnUrl: 'https://srm.example/hook' });
    const res = await ctx.post('/api/profile/profileinfo', {}, `shop_session=${token}`);
    expect(res.status).toBe(200);
    const profile = await res.json() as { punchOut: unknown; isPunchOut: boolean };
    expect(profile.punchOut).toEqual({ protocol: 'oci', operation: 'create' });
  });

  it('ends once: the second end is refused and the session is gone', async () => {
    const { user, department } = await punchOutUser();
    const token = await startPunchOutSession(deps, user, department, { protocol: 'cxml', operation: 'create', returnUrl: 'https://srm.example/hook', buyerCookie: 'abc' });
    const [session] = await ctx.db.select().from(t.sessions).where(eq(t.sessions.id, hashToken(token)));
    const punchOutId = session!.punchOutId!;
    expect(await endPunchOut(ctx.db, punchOutId, 'transferred', ctx.clock.now(), { lines: [], totalOre: 0 })).toBe(true);
    expect(await endPunchOut(ctx.db, punchOutId, 'cancelled', ctx.clock.now())).toBe(false);
    const [row] = await ctx.db.select().from(t.punchOutSessions).where(eq(t.punchOutSessions.id, punchOutId));
    expect(row!.endedAs).toBe('transferred');
    const res = await ctx.post('/api/profile/profileinfo', {}, `shop_session=${token}`);
    expect(res.status).toBe(401);
  });

  it('an ordinary login of the same user is not a punch-out session, and may not complete an order', async () => {
    const cookie = await ctx.login('indkob@kommune.dk');
    const profile = await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json() as { punchOut: unknown };
    expect(profile.punchOut).toBeNull();
    const res = await ctx.post('/api/order/complete', { deliveryDate: '2030-01-07' }, cookie);
    expect(res.status).toBe(403);
    expect((await res.json() as { error: string }).error).toBe('PunchOutSession');
  });
});
