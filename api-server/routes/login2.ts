// §7 POST /api/profile/login2 and postPone (issue 19 point 3, docs/guides/accounts-and-mail.md §3).
// The password step is POST /api/profile/login (routes/profile.ts), which answers the choice.
import { getCookie } from 'hono/cookie';
import { Login2RequestSchema } from '../../core/schemas/login2.js';
import { daLogin2 } from '../../core/texts/da-login2.js';
import { consumeLoginChallenge, postponePasswordReminder } from '../auth/login2.js';
import { authOf, createSession, deleteSession, requireSession, SESSION_COOKIE, setSessionCookie, toProfile } from '../auth/session.js';
import { markCatalogueDirty } from '../catalogue/dirty-flag.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

export function login2Routes(deps: AppDeps) {
  const app = createRouter();

  app.post('/login2', validate('json', Login2RequestSchema), async (c) => {
    const { token, departmentCode } = c.req.valid('json');
    const now = deps.clock.now();
    const outcome = await consumeLoginChallenge(deps, token, departmentCode, now);
    if (outcome.kind === 'invalid') throw new ApiFailure(401, 'LoginChallengeInvalid', daLogin2.challengeInvalid);
    if (outcome.kind === 'notYours') throw new ApiFailure(404, 'DepartmentNotAvailable', daLogin2.departmentNotYours);
    // As the ordinary login: a new token (no fixation), the browser's previous session ends.
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(deps, previous);
    const own = outcome.department.code === outcome.user.departmentCode;
    const session = await createSession(deps, outcome.user.id, { departmentCode: own ? null : outcome.department.code });
    setSessionCookie(c, deps, session);
    markCatalogueDirty(c, deps.config);
    return c.json(toProfile(outcome.user, outcome.department, now), 200);
  });

  // §7 postPone: the reminder to change an old password comes back after POSTPONE_DAYS.
  app.post('/postPone', requireSession, async (c) => {
    const auth = authOf(c);
    const now = deps.clock.now();
    const user = await postponePasswordReminder(deps, auth.user.id, now);
    return c.json(toProfile(user ?? auth.user, auth.department, now, auth.chosenDeliveryDate ?? null, auth.punchOut ?? null), 200);
  });

  return app;
}
