// A session carries the user without his credentials (auth/session-user.ts): the password hash and the
// failed-login counters stay in the database for every path that hands a user to the routes, and every
// other column arrives as stored. Against the seeded database (PGlite; PostgreSQL with DATABASE_URL).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../app.js';
import * as t from '../db/schema.js';
import type { AppDeps, CredentialColumn, SessionUser, UserRow } from '../http/env.js';
import { authenticateCxmlBuyer } from '../punch-out/cxml-setup.js';
import { customerUser, storedUser, updateCartType, updateUserSettings } from '../settings/own-settings.js';
import { DEMO_PASSWORD, DEMO_PUNCH_OUT_BUYER } from '../seed/demo-accounts.js';
import { TEST_NOW } from '../test-support/test-db.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { checkLogin } from './login.js';
import { consumeLoginChallenge, issueLoginChallenge, postponePasswordReminder } from './login2.js';
import { loadSession } from './session.js';
import { sessionUserColumns } from './session-user.js';
import { UnknownAccountThrottle } from './throttle.js';

const CREDENTIALS: readonly CredentialColumn[] = ['passwordHash', 'failedLoginCount', 'lastFailedLoginAt', 'lockedUntil'];
const USER = 'kok@kantinen.dk';

let ctx: TestContext;
let deps: AppDeps;
let stored: UserRow;
beforeAll(async () => {
  ctx = await createTestContext();
  deps = { db: ctx.db, clock: ctx.clock, config: DEFAULT_CONFIG };
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  ctx.clock.set(TEST_NOW);
  [stored] = (await ctx.db.select().from(t.users).where(eq(t.users.email, USER))) as [UserRow];
});

/** The stored row without its credentials: what every path must answer, field for field. */
function expectSessionUserOf(user: SessionUser | undefined, row: UserRow): void {
  expect(user).toBeDefined();
  for (const key of CREDENTIALS) expect(Object.keys(user!)).not.toContain(key);
  const expected: Record<string, unknown> = { ...row };
  for (const key of CREDENTIALS) delete expected[key];
  expect(user).toEqual(expected);
}

describe('the session user (no credentials)', () => {
  it('names every column of users but the four credentials', () => {
    const expected = Object.keys(stored).filter((k) => !(CREDENTIALS as string[]).includes(k)).sort();
    expect(Object.keys(sessionUserColumns).sort()).toEqual(expected);
  });

  it('every request: the session lookup carries the user as stored, without the hash or the counters', async () => {
    const cookie = await ctx.login(USER);
    // A failed attempt after the login, so the counters are not at their defaults while the session is read.
    await ctx.post('/api/profile/login', { username: btoa(USER), password: btoa('forkert') });
    const [row] = (await ctx.db.select().from(t.users).where(eq(t.users.id, stored.id))) as [UserRow];
    expect(row.failedLoginCount).toBe(1);
    expect(row.lastFailedLoginAt).not.toBeNull();
    const auth = await loadSession(deps, cookie.split('=')[1]);
    expect(auth).not.toBeNull();
    expectSessionUserOf(auth!.user, row);
    // The successful login clears the counters again (what the other tests start from).
    await ctx.login(USER);
  });

  it('the login answers the user without his credentials once the password matched', async () => {
    const outcome = await checkLogin(deps, new UnknownAccountThrottle(), USER, DEMO_PASSWORD, ctx.clock.now());
    expect(outcome.kind).toBe('ok');
    const [row] = (await ctx.db.select().from(t.users).where(eq(t.users.id, stored.id))) as [UserRow];
    expectSessionUserOf(outcome.kind === 'ok' ? outcome.user : undefined, row);
  });

  it('the paths that answer an updated or looked-up user read the same columns', async () => {
    const now = ctx.clock.now();
    const reread = async () => ((await ctx.db.select().from(t.users).where(eq(t.users.id, stored.id))) as [UserRow])[0];
    expectSessionUserOf(await storedUser(deps, stored.id), await reread());
    expectSessionUserOf(await updateUserSettings(deps, stored.id, { showExpiry: !stored.showExpiry }), await reread());
    expectSessionUserOf(await updateCartType(deps, stored.id, 0), await reread());
    expectSessionUserOf(await postponePasswordReminder(deps, stored.id, now), await reread());
    const [department] = await ctx.db.select().from(t.departments).where(eq(t.departments.code, stored.departmentCode));
    expectSessionUserOf(await customerUser(deps, department!.customerNo, stored.id), await reread());
    await updateUserSettings(deps, stored.id, { showExpiry: stored.showExpiry });
  });

  it("login2's consumed challenge answers the user in the chosen department without credentials", async () => {
    const [row] = (await ctx.db.select().from(t.users).where(eq(t.users.email, 'kok@tokunder.dk'))) as [UserRow];
    const token = await issueLoginChallenge(deps, row.id, ctx.clock.now());
    const outcome = await consumeLoginChallenge(deps, token, '2001', ctx.clock.now());
    expect(outcome.kind).toBe('ok');
    expectSessionUserOf(outcome.kind === 'ok' ? outcome.user : undefined, row);
  });

  it('no module but the seed reads a whole users row (a full row would pass as a SessionUser)', () => {
    // The type cannot refuse extra fields, so this is where a new `select().from(t.users)` is caught.
    const allowed = new Set(['recurring-orders/recurring-order-seed.ts']);
    const wholeRow = [/user:\s*t\.users\b/, /select\(\)\s*\.from\(t\.users\)/, /update\(t\.users\)[^;]*?\.returning\(\)/];
    const offenders = (readdirSync('api-server', { recursive: true }) as string[])
      .map((f) => f.replaceAll('\\', '/'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('seed/') && !f.startsWith('test-support/') && !allowed.has(f))
      .filter((f) => wholeRow.some((re) => re.test(readFileSync(join('api-server', f), 'utf8'))));
    expect(offenders).toEqual([]);
  });

  it('the cXML buyer (punch-out setup) comes without credentials too', async () => {
    const found = await authenticateCxmlBuyer(deps, DEMO_PUNCH_OUT_BUYER.identity, DEMO_PUNCH_OUT_BUYER.sharedSecret);
    const [row] = (await ctx.db.select().from(t.users).where(eq(t.users.email, DEMO_PUNCH_OUT_BUYER.email))) as [UserRow];
    expectSessionUserOf(found?.user, row);
  });
});
