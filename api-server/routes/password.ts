// POST /api/profile/requestresetpassword (§7), resetpassword/check, resetpassword and changepassword
// (issue 19 point 2, "password change and request" pages §2). The work is in
// api-server/accounts/password-reset.ts; decisions in docs/guides/accounts-and-mail.md §2.
import { da } from '../../core/index.js';
import { daServer } from '../../core/texts/da-server.js';
import { isValidEmail } from '../../core/rules/email.js';
import { ChangePasswordSchema, PasswordTokenSchema, RequestResetPasswordSchema, ResetPasswordSchema } from '../../core/schemas/password.js';
import { daPassword } from '../../core/texts/da-password.js';
import { changePassword, passwordTokenStatus, requestPasswordReset, resetPassword } from '../accounts/password-reset.js';
import { loginEmailOf } from '../auth/login.js';
import { authOf, requireSession } from '../auth/session.js';
import { clientAddress } from '../http/client-address.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

export function passwordRoutes(deps: AppDeps) {
  const app = createRouter();

  // The same 200 for every well-formed address, with or without an account (no enumeration); a 429
  // counts addresses without accounts too, so it reveals nothing either.
  app.post('/requestresetpassword', validate('json', RequestResetPasswordSchema), async (c) => {
    const email = loginEmailOf(c.req.valid('json').email);
    if (!isValidEmail(email)) {
      throw new ApiFailure(400, 'InvalidEmail', da.emailInvalid, { issues: [{ path: 'email', code: 'invalid_format', message: da.emailInvalid }] });
    }
    const outcome = await requestPasswordReset(deps, email, clientAddress(c));
    if (outcome.kind === 'throttled') {
      throw new ApiFailure(429, 'TooManyRequests', daPassword.requestThrottled, { retryAfterSeconds: outcome.retryAfterSeconds });
    }
    return c.json({ ok: true as const }, 200);
  });

  // POST, not GET: the token stays out of access logs and caches.
  app.post('/resetpassword/check', validate('json', PasswordTokenSchema), async (c) => {
    return c.json(await passwordTokenStatus(deps, c.req.valid('json').token), 200);
  });

  app.post('/resetpassword', validate('json', ResetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    await resetPassword(deps, token, password);
    return c.json({ ok: true as const }, 200);
  });

  app.post('/changepassword', requireSession, validate('json', ChangePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const outcome = await changePassword(deps, authOf(c), currentPassword, newPassword);
    if (outcome.kind === 'wrongCurrent') throw new ApiFailure(400, 'WrongPassword', daPassword.wrongCurrent);
    if (outcome.kind === 'throttled') {
      throw new ApiFailure(429, 'TooManyAttempts', daServer.loginThrottled, { retryAfterSeconds: outcome.retryAfterSeconds });
    }
    return c.json({ ok: true as const }, 200);
  });

  return app;
}
