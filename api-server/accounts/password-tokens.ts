// One-time links that set a password (issue 19 points 2 and 3): a random token in the link, only its
// SHA-256 in the database (password_tokens), valid for PASSWORD_TOKEN_MINUTES and usable once.
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as t from '../db/schema.js';
import type { DbOrTx } from '../db/tx.js';
import { hashToken, newToken } from '../auth/session.js';

export type PasswordTokenPurpose = 'reset' | 'welcome';

/** Issue 19 point 2: a reset link is valid 60 minutes. */
export const PASSWORD_TOKEN_MINUTES = 60;
/** A welcome link (a login an admin approved) gives the new colleague more time: 7 days. */
export const WELCOME_TOKEN_MINUTES = 7 * 24 * 60;

/** The path of the page that sets a password from a link (examples/site: /nulstil-adgangskode). */
export const SET_PASSWORD_PATH = '/nulstil-adgangskode';

/**
 * Issues a new token for the user (in the caller's transaction, with the mail that carries it); earlier
 * unused tokens of the same purpose stop working, so only the newest link counts.
 */
export async function issuePasswordToken(db: DbOrTx, userId: number, purpose: PasswordTokenPurpose, now: Date): Promise<string> {
  const token = newToken();
  const minutes = purpose === 'reset' ? PASSWORD_TOKEN_MINUTES : WELCOME_TOKEN_MINUTES;
  await db
    .update(t.passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(t.passwordTokens.userId, userId), eq(t.passwordTokens.purpose, purpose), isNull(t.passwordTokens.usedAt)));
  await db.insert(t.passwordTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  });
  return token;
}

/** The WHERE clause of `token` while it is usable: its hash, unused, unexpired at `now`. */
export function usableTokenWhere(token: string, now: Date) {
  return and(eq(t.passwordTokens.tokenHash, hashToken(token)), isNull(t.passwordTokens.usedAt), gt(t.passwordTokens.expiresAt, now));
}

/** The link a mail carries: the set-password page with the token. */
export function passwordLink(origin: string, token: string): string {
  const url = new URL(SET_PASSWORD_PATH, origin);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * Uses the token: one atomic UPDATE marks it used if it is unused and unexpired, so of two concurrent
 * uses exactly one wins. Returns whose token it was, or null (unknown, used or expired: the caller
 * answers the same for all three). Run it in the transaction that sets the password.
 */
export async function consumePasswordToken(db: DbOrTx, token: string, now: Date): Promise<{ userId: number; purpose: PasswordTokenPurpose } | null> {
  if (token.length === 0 || token.length > 200) return null;
  const rows = await db
    .update(t.passwordTokens)
    .set({ usedAt: now })
    .where(usableTokenWhere(token, now))
    .returning({ userId: t.passwordTokens.userId, purpose: t.passwordTokens.purpose });
  const row = rows[0];
  return row ? { userId: row.userId, purpose: row.purpose as PasswordTokenPurpose } : null;
}

/** Whether a token is still usable, without using it (the page asks before showing the form). */
export async function passwordTokenUsable(db: DbOrTx, token: string, now: Date): Promise<boolean> {
  if (token.length === 0 || token.length > 200) return false;
  const rows = await db
    .select({ id: t.passwordTokens.id })
    .from(t.passwordTokens)
    .where(usableTokenWhere(token, now))
    .limit(1);
  return rows.length > 0;
}
