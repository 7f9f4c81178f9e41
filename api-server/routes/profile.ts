// POST /api/profile/login, logout, profileinfo (issue 2 §5).
import { getCookie } from 'hono/cookie';
import { daServer } from '../../core/texts/da-server.js';
import { da, decodeBase64 } from '../../core/index.js';
import { LoginRequestSchema } from '../../core/schemas/index.js';
import { checkLogin, loginEmailOf } from '../auth/login.js';
import { CHALLENGE_MINUTES, departmentsOf, issueLoginChallenge } from '../auth/login2.js';
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
import { UnknownAccountThrottle } from '../auth/throttle.js';
import { markCatalogueDirty } from '../catalogue/dirty-flag.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

export function profileRoutes(deps: AppDeps) {
  const unknownAccounts = new UnknownAccountThrottle();
  const app = createRouter();

  // §5: username and password come base64-encoded; the schema has checked that both decode to text.
  app.post('/login', validate('json', LoginRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const username = decodeBase64(body.username);
    const password = decodeBase64(body.password);
    if (username === null || password === null) throw new ApiFailure(400, 'ValidationError', daServer.badRequest, { issues: [] });
    const now = deps.clock.now();
    const outcome = await checkLogin(deps, unknownAccounts, loginEmailOf(username), password, now);
    if (outcome.kind === 'invalid') throw new ApiFailure(401, 'InvalidCredentials', da.loginFailed);
    if (outcome.kind === 'throttled') {
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      throw new ApiFailure(429, 'TooManyAttempts', daServer.loginThrottled, { retryAfterSeconds: outcome.retryAfterSeconds });
    }
    // §7 login2 (issue 19 point 3): a user of several customers chooses first. 200, because the password
    // was right, but `isLoggedIn: false` and no cookie: the session comes from login2.
    const departments = await departmentsOf(deps, outcome.user, outcome.department);
    if (departments.length > 1) {
      const challenge = await issueLoginChallenge(deps, outcome.user.id, now);
      return c.json({ isLoggedIn: false, chooseDepartment: { token: challenge, expiresInSeconds: CHALLENGE_MINUTES * 60, departments } }, 200);
    }
    // A new token at every login (no session fixation); the session the browser came with ends.
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(deps, previous);
    const token = await createSession(deps, outcome.user.id);
    setSessionCookie(c, deps, token);
    markCatalogueDirty(c, deps.config); // the browser may hold another user's catalogue (§4)
    return c.json(toProfile(outcome.user, outcome.department, now), 200);
  });

  app.post('/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(deps, token);
    clearSessionCookie(c, deps);
    return c.json({ isLoggedIn: false }, 200);
  });

  // Issue 15 point 2 (decision 028): a visitor who sent no session cookie is anonymous, not an error: 200
  // `{ isLoggedIn: false }`. A cookie naming no live session (logged out, expired, ended punch-out) is still
  // 401 MissingSession, which is how a client learns that its session is gone.
  app.post('/profileinfo', async (c, next) => {
    if (!c.get('auth') && getCookie(c, SESSION_COOKIE) === undefined) return c.json({ isLoggedIn: false as const }, 200);
    await next();
  }, requireSession, (c) => {
    const auth = authOf(c);
    return c.json(toProfile(auth.user, auth.department, deps.clock.now(), auth.chosenDeliveryDate ?? null, auth.punchOut ?? null), 200);
  });

  return app;
}
