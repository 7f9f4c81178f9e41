// Starting and ending a punch-out round trip (issue 16 §3), shared by OCI (routes/punch-out-login.ts)
// and cXML (routes/punch-out-cxml.ts). A punch-out session is an ordinary session row pointing at a
// punch_out_sessions row; ending that row (transferred or cancelled) ends the session everywhere, since
// loadSession treats a session of an ended punch-out as none (api-server/auth/session.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { orderDeliveryDates } from '../../core/rules/delivery-date.js';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { shopToday } from '../domain/dates.js';
import type { AppDeps, AppEnv, DepartmentRow, SessionUser } from '../http/env.js';
import { createSession, SESSION_COOKIE } from '../auth/session.js';
import { lockBasket, mergeBasketLines, type BasketLineInput } from '../orders/basket.js';
import { basketOwnerOf, isBasketOf } from '../orders/basket-owner.js';

/** Longest return URL we keep (OCI HOOK_URL, cXML BrowserFormPost): real ones are well under this. */
export const MAX_RETURN_URL_LENGTH = 2000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a basket may be sent back to (issue 16 §1): https, or http only on this machine (the example
 * procurement system). No user:password@ part, which would be sent on to the procurement system.
 */
export function isAllowedReturnUrl(value: string): boolean {
  if (value.length === 0 || value.length > MAX_RETURN_URL_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

export interface PunchOutStart {
  protocol: 'oci' | 'cxml';
  operation: 'create' | 'edit' | 'inspect';
  returnUrl: string;
  target?: string | null;
  buyerCookie?: string | null;
  /** OCI ~OkCode and ~CALLER as the procurement system sent them: the transfer form sends them back. */
  ociOkCode?: string | null;
  ociCaller?: string | null;
  /** cXML edit/inspect: the requisition's lines, already matched to our products and units. */
  lines?: readonly BasketLineInput[];
}

/**
 * Starts a punch-out for `user`: records the round trip, and gives the basket of the department's next
 * delivery date exactly the lines the procurement system sent (none for `create`: every requisition
 * starts empty, whatever an earlier abandoned punch-out left). Returns the new session's cookie token.
 */
export async function startPunchOutSession(deps: AppDeps, user: SessionUser, department: DepartmentRow, start: PunchOutStart): Promise<string> {
  const now = deps.clock.now();
  const today = shopToday(now);
  const deliveryDate = orderDeliveryDates(today, department.deliveryWeekdays)[0] ?? today;
  const punchOutId = await deps.db.transaction(async (tx: Tx) => {
    const [row] = await tx
      .insert(t.punchOutSessions)
      .values({
        userId: user.id,
        protocol: start.protocol,
        operation: start.operation,
        returnUrl: start.returnUrl,
        target: start.target ?? null,
        buyerCookie: start.buyerCookie ?? null,
        ociOkCode: start.ociOkCode ?? null,
        ociCaller: start.ociCaller ?? null,
        deliveryDate,
        createdAt: now,
      })
      .returning({ id: t.punchOutSessions.id });
    const owner = basketOwnerOf({ user, department });
    await tx.delete(t.baskets).where(isBasketOf(owner, deliveryDate));
    if (start.lines && start.lines.length > 0) {
      const basketId = await lockBasket(tx, owner, deliveryDate);
      await mergeBasketLines(tx, basketId, start.lines);
    }
    return row!.id;
  });
  // The session orders for the punch-out's date, so what is added is what the transfer sends.
  return createSession(deps, user.id, { punchOutId, deliveryDate });
}

/**
 * Ends a punch-out exactly once: true for the call that ended it, false when it had already ended
 * (a second transfer, or a transfer after a cancel, is refused by the caller). Its sessions go with it.
 */
export async function endPunchOut(
  db: AppDeps['db'] | Tx,
  punchOutId: number,
  endedAs: 'transferred' | 'cancelled',
  now: Date,
  transfer?: { lines: unknown; totalOre: number },
): Promise<boolean> {
  const ended = await db
    .update(t.punchOutSessions)
    .set({ endedAt: now, endedAs, transfer: transfer?.lines ?? null, transferTotalOre: transfer?.totalOre ?? null })
    .where(and(eq(t.punchOutSessions.id, punchOutId), isNull(t.punchOutSessions.endedAt)))
    .returning({ id: t.punchOutSessions.id });
  if (ended.length === 0) return false;
  await db.delete(t.sessions).where(eq(t.sessions.punchOutId, punchOutId));
  return true;
}

/**
 * The punch-out session cookie (issue 16 §4). In a new window it is the ordinary HttpOnly SameSite=Lax
 * cookie. When procurement origins may frame the shop (PUNCHOUT_FRAME_ORIGINS), the shop runs in a
 * third-party iframe, where a Lax cookie is never sent: this cookie alone is SameSite=None; Secure.
 */
export function setPunchOutSessionCookie(c: Context<AppEnv>, deps: AppDeps, token: string): void {
  const framed = (deps.config.punchOutFrameOrigins ?? []).length > 0;
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    path: '/',
    sameSite: framed ? 'None' : 'Lax',
    secure: framed || deps.config.secureCookies,
  });
}

/** Clears the punch-out session cookie with the attributes it was set with (a framed shop's cookie is SameSite=None). */
export function clearPunchOutSessionCookie(c: Context<AppEnv>, deps: AppDeps): void {
  const framed = (deps.config.punchOutFrameOrigins ?? []).length > 0;
  deleteCookie(c, SESSION_COOKIE, {
    httpOnly: true,
    path: '/',
    sameSite: framed ? 'None' : 'Lax',
    secure: framed || deps.config.secureCookies,
  });
}
