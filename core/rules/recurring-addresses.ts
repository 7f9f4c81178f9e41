// Issue 19 point 4: the department's notification addresses for the recurring-order job's mail
// (§7 notificationsemails / updateNotificationsEmails). The same rules as the server
// (api-server/recurring-orders/notifications.ts), so a bad address is refused before any call.
import { isValidEmail } from './email.js';

/** The server keeps addresses trimmed and lower-cased: compare and send them that way. */
export function normalizeNotificationEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export type NotificationEmailRefusal = 'full' | 'invalid' | 'exists';

export type NotificationEmailCheck = { ok: true; email: string } | { ok: false; reason: NotificationEmailRefusal };

/**
 * May `raw` be added to `current` (the addresses the department has)? A full list first (nothing typed
 * can be added then), then the format, then a repeat (case and spaces do not make a new address).
 */
export function checkNewNotificationEmail(raw: string, current: readonly string[], max: number): NotificationEmailCheck {
  if (current.length >= max) return { ok: false, reason: 'full' };
  const email = normalizeNotificationEmail(raw);
  if (!isValidEmail(email)) return { ok: false, reason: 'invalid' };
  if (current.some((c) => normalizeNotificationEmail(c) === email)) return { ok: false, reason: 'exists' };
  return { ok: true, email };
}
