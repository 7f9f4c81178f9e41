// POST /api/profile/login, logout, profileinfo (issue 2 §5).
import { createRoute } from '@hono/zod-openapi';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { da, decodeBase64, LoginRequestSchema } from '../../core/index.js';
import { verifyAgainstDummy, verifyPassword } from '../auth/password.js';
import {
  authOf,
  clearSessionCookie,
  createSession,
  deleteSession,
  requireSession,
  SESSION_COOKIE,
  setSessionCookie,
  toProfile,
} from '../auth/session.js';
import { BASE_LOCK_MS, FAILURE_MEMORY_MS, FREE_ATTEMPTS, MAX_LOCK_MS, retryAfterSeconds, UnknownAccountThrottle } from '../auth/throttle.js';
import { markCatalogueDirty } from '../catalogue/dirty-flag.js';
import * as t from '../db/schema.js';
import { type AppDeps, createRouter, routeSchema } from '../http/env.js';

const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  request: { body: { required: true, content: { 'application/json': { schema: routeSchema(LoginRequestSchema) } } } },
  responses: { 200: { description: 'The profile; sets the session cookie' } },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  responses: { 200: { description: 'Logged out (also without a session)' } },
});

const profileInfoRoute = createRoute({
  method: 'post',
  path: '/profileinfo',
  middleware: [requireSession] as const,
  responses: { 200: { description: 'The profile' } },
});

export function profileRoutes(deps: AppDeps) {
  const unknownAccounts = new UnknownAccountThrottle();
  const app = createRouter();

  app.openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    const username = decodeBase64(body.username);
    const password = decodeBase64(body.password);
    if (username === null || password === null) {
      return c.json({ error: 'ValidationError', message: da.badRequest, issues: [] }, 400);
    }
    const email = username.trim().toLowerCase();
    const now = deps.clock.now();
    const invalid = () => c.json({ error: 'InvalidCredentials', message: da.loginFailed }, 401);
    const throttled = (seconds: number) => {
      c.header('Retry-After', String(seconds));
      return c.json({ error: 'TooManyAttempts', message: da.loginThrottled, retryAfterSeconds: seconds }, 429);
    };

    const [row] = await deps.db
      .select({ user: t.users, department: t.departments })
      .from(t.users)
      .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode))
      .where(eq(t.users.email, email))
      .limit(1);

    if (!row) {
      const wait = unknownAccounts.retryAfter(email, now);
      if (wait > 0) return throttled(wait);
      // Counted before the hash runs (synchronously), so a parallel burst meets the lock too.
      unknownAccounts.recordFailure(email, now);
      await verifyAgainstDummy(password);
      return invalid();
    }

    // Reserve the attempt before verifying: one atomic UPDATE counts it as a failure and, from the
    // FREE_ATTEMPTS-th on, writes the lock at once. A parallel burst of guesses therefore meets the lock
    // while the first hashes still run, instead of all being verified (docs/decisions/004). PostgreSQL
    // re-checks the WHERE clause after waiting for the row lock, so only one attempt wins each slot.
    const stale = new Date(now.getTime() - FAILURE_MEMORY_MS);
    const newCount = sql`(case when ${t.users.lastFailedLoginAt} is null or ${t.users.lastFailedLoginAt} < ${stale} then 1 else ${t.users.failedLoginCount} + 1 end)`;
    const reserved = await deps.db
      .update(t.users)
      .set({
        failedLoginCount: newCount,
        lastFailedLoginAt: now,
        lockedUntil: sql`(case when ${newCount} >= ${FREE_ATTEMPTS} then ${now}::timestamptz + least(${BASE_LOCK_MS / 1000} * power(2, ${newCount} - ${FREE_ATTEMPTS}), ${MAX_LOCK_MS / 1000}) * interval '1 second' else null end)`,
      })
      .where(and(eq(t.users.id, row.user.id), or(isNull(t.users.lockedUntil), lte(t.users.lockedUntil, now))))
      .returning({ id: t.users.id });
    if (reserved.length === 0) {
      const [current] = await deps.db.select({ lockedUntil: t.users.lockedUntil }).from(t.users).where(eq(t.users.id, row.user.id));
      return throttled(Math.max(1, retryAfterSeconds(current?.lockedUntil ?? null, now)));
    }

    if (!(await verifyPassword(row.user.passwordHash, password))) return invalid();

    await deps.db
      .update(t.users)
      .set({ failedLoginCount: 0, lastFailedLoginAt: null, lockedUntil: null })
      .where(eq(t.users.id, row.user.id));
    // A new token at every login (no session fixation); the session the browser came with ends.
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(deps, previous);
    const token = await createSession(deps, row.user.id);
    setSessionCookie(c, deps, token);
    markCatalogueDirty(c, deps.config.secureCookies); // the browser may hold another user's catalogue (§4)
    return c.json(toProfile(row.user, row.department, now), 200);
  });

  app.openapi(logoutRoute, async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(deps, token);
    clearSessionCookie(c, deps);
    return c.json({ isLoggedIn: false }, 200);
  });

  app.openapi(profileInfoRoute, (c) => {
    const auth = authOf(c);
    return c.json(toProfile(auth.user, auth.department, deps.clock.now(), auth.chosenDeliveryDate ?? null), 200);
  });

  return app;
}
