// §7 postPone (issue 19 point 3): when the shop reminds a user to change an old password.

/** A password older than this is due for a change. */
export const PASSWORD_MAX_AGE_DAYS = 365;
/** postPone moves the reminder this far ahead. */
export const POSTPONE_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * True when the password was set more than PASSWORD_MAX_AGE_DAYS ago and the reminder has not been
 * postponed past `now`. Never in a punch-out session: the procurement system logs that user in.
 */
export function isPasswordChangeDue(
  input: { passwordChangedAt: Date; passwordReminderAfter: Date | null; punchOutSession: boolean },
  now: Date,
): boolean {
  if (input.punchOutSession) return false;
  if (now.getTime() - input.passwordChangedAt.getTime() <= PASSWORD_MAX_AGE_DAYS * DAY_MS) return false;
  return input.passwordReminderAfter === null || input.passwordReminderAfter.getTime() <= now.getTime();
}

/** The moment postPone writes to users.password_reminder_after. */
export function postponedUntil(now: Date): Date {
  return new Date(now.getTime() + POSTPONE_DAYS * DAY_MS);
}
