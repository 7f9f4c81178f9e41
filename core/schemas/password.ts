// Wire schemas of password reset and change (issue 19 point 2, /api/profile/requestresetpassword,
// resetpassword/check, resetpassword, changepassword). Shared by the server's validate() and the client.
import * as z from './z.js';
import { characterCount, hasForbiddenCharacters, TEXT_INVALID_CHARACTERS, TEXT_TOO_LONG, TextSchema } from './text.js';
import { PASSWORD_MAX_LENGTH } from '../rules/password-rules.js';

export const MAX_EMAIL_LENGTH = 254;
/** Tokens are 43 base64url characters; anything far longer is not one (the server answers 'unusable'). */
export const MAX_TOKEN_LENGTH = 200;

/**
 * A password as typed. Not a TextSchema: no NFC normalisation, because the login verifies the bytes it
 * gets unchanged (a normalised hash would refuse the same password typed in decomposed form). Control
 * characters are refused like in every text field; the rules (length, e-mail, common) are checked by
 * the route with core/rules/password-rules.ts so the answer names the rule.
 */
export const PasswordSchema = z.string().check(
  z.refine((s) => !hasForbiddenCharacters(s), { message: TEXT_INVALID_CHARACTERS }),
  z.refine((s) => characterCount(s) <= PASSWORD_MAX_LENGTH, { message: TEXT_TOO_LONG, params: { max: PASSWORD_MAX_LENGTH } }),
);

/** The e-mail format (§5 generic pattern) is checked by the route, which answers with its own text. */
export const RequestResetPasswordSchema = z.object({ email: TextSchema({ max: MAX_EMAIL_LENGTH }) });
export type RequestResetPassword = z.output<typeof RequestResetPasswordSchema>;

export const PasswordTokenSchema = z.object({ token: TextSchema({ max: MAX_TOKEN_LENGTH }) });

export const ResetPasswordSchema = z.object({ token: TextSchema({ max: MAX_TOKEN_LENGTH }), password: PasswordSchema });
export type ResetPassword = z.output<typeof ResetPasswordSchema>;

export const ChangePasswordSchema = z.object({ currentPassword: PasswordSchema, newPassword: PasswordSchema });
export type ChangePassword = z.output<typeof ChangePasswordSchema>;

/** The answer of resetpassword/check: whether the link still works, what for and for which account. */
export const PasswordTokenStatusSchema = z.object({
  usable: z.boolean(),
  purpose: z.optional(z.enum(['reset', 'welcome'])),
  email: z.optional(z.string()),
});
export type PasswordTokenStatus = z.output<typeof PasswordTokenStatusSchema>;

/** The one answer of requestresetpassword, account or not. */
export const RequestResetAnswerSchema = z.object({ ok: z.literal(true) });
