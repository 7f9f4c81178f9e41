// /api/profile: §7 ValidateUsername, RequestNewUsername?username (issue 19 point 3) and the admins'
// list of requests for new logins (my page's section "Kolleger"). Every call needs a session; the
// customer and department are the session's (api-server/accounts/username-requests.ts).
import { isValidEmail } from '../../core/rules/email.js';
import { normalizeUsername } from '../../core/rules/usernames.js';
import {
  RequestNewUsernameBodySchema,
  RequestNewUsernameQuerySchema,
  UsernameRequestIdParamSchema,
  ValidateUsernameRequestSchema,
} from '../../core/schemas/usernames.js';
import { daUsernames } from '../../core/texts/da-usernames.js';
import {
  approveUsernameRequest,
  isCustomerAdmin,
  listUsernameRequests,
  rejectUsernameRequest,
  requestNewUsername,
  usernameAvailable,
} from '../accounts/username-requests.js';
import { authOf, requireSession } from '../auth/session.js';
import { clientAddress } from '../http/client-address.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { WindowLimiter } from '../http/window-limiter.js';

const ts = daUsernames.server;

/** ValidateUsername tells whether an address has a login: at most this many checks a minute per session. */
export const VALIDATE_USERNAME_PER_MINUTE = 60;

/** The typed address, normalised, or a 400 with the Danish text (§5: the generic pattern). */
function emailOf(raw: string): string {
  const email = normalizeUsername(raw);
  if (!isValidEmail(email)) {
    throw new ApiFailure(400, 'ValidationError', ts.emailInvalid, { issues: [{ path: 'username', code: 'invalid_format', message: ts.emailInvalid }] });
  }
  return email;
}

export function usernameRoutes(deps: AppDeps) {
  const app = createRouter();
  const checks = new WindowLimiter(VALIDATE_USERNAME_PER_MINUTE, 60_000);

  app.post('/ValidateUsername', requireSession, validate('json', ValidateUsernameRequestSchema), async (c) => {
    const auth = authOf(c);
    if (!checks.hit(auth.sessionId, deps.clock.now().getTime())) {
      throw new ApiFailure(429, 'TooManyRequests', ts.throttled, { retryAfterSeconds: 60 });
    }
    const email = emailOf(c.req.valid('json').username);
    return c.json({ available: await usernameAvailable(deps.db, email) }, 200);
  });

  app.post('/RequestNewUsername', requireSession, validate('query', RequestNewUsernameQuerySchema), validate('json', RequestNewUsernameBodySchema), async (c) => {
    const email = emailOf(c.req.valid('query').username);
    const name = c.req.valid('json').name.trim();
    if (name === '') throw new ApiFailure(400, 'ValidationError', ts.nameMissing, { issues: [{ path: 'name', code: 'too_small', message: ts.nameMissing }] });
    const request = await requestNewUsername(deps, authOf(c), { email, name, ip: clientAddress(c) });
    return c.json({ request }, 201);
  });

  app.get('/usernamerequests', requireSession, async (c) => {
    const auth = authOf(c);
    if (!isCustomerAdmin(auth)) throw new ApiFailure(403, 'NotAdmin', ts.notAdmin);
    return c.json({ requests: await listUsernameRequests(deps.db, auth.department.customerNo, deps.clock.now()) }, 200);
  });

  app.post('/usernamerequests/:id/approve', requireSession, validate('param', UsernameRequestIdParamSchema), async (c) => {
    const request = await approveUsernameRequest(deps, authOf(c), Number(c.req.valid('param').id));
    return c.json({ request }, 200);
  });

  app.post('/usernamerequests/:id/reject', requireSession, validate('param', UsernameRequestIdParamSchema), async (c) => {
    const request = await rejectUsernameRequest(deps, authOf(c), Number(c.req.valid('param').id));
    return c.json({ request }, 200);
  });

  return app;
}
