// Ending a punch-out (issue 16 §3): POST /api/order/completepoorder sends the basket back to the
// procurement system, POST /api/profile/pologout goes back with an empty cart. Both answer the
// PunchOutForm the widget renders and submits (OCI: NEW_ITEM-* fields to HOOK_URL; cXML: the
// PunchOutOrderMessage to BrowserFormPost/URL), end the punch-out exactly once and clear the cookie.
// Neither reads a body (the contract's `{}` is ignored) nor an id: the session names the punch-out.
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { ApiFailure, type AppDeps, type AuthContext, createRouter, type PunchOutSessionRow } from '../http/env.js';
import { clearPunchOutSessionCookie } from '../punch-out/punch-out-session.js';
import { cancelPunchOut, transferPunchOut } from '../punch-out/transfer.js';

/** The session's punch-out; 403 NotPunchOutSession for an ordinary login. */
function punchOutOf(auth: AuthContext): PunchOutSessionRow {
  if (!auth.punchOut) throw new ApiFailure(403, 'NotPunchOutSession', daPunchOut.notPunchOutSession);
  return auth.punchOut;
}

/** Mounted at /api/order. */
export function punchOutOrderRoutes(deps: AppDeps) {
  const app = createRouter();

  app.post('/completepoorder', requireSession, async (c) => {
    const auth = authOf(c);
    const punchOut = punchOutOf(auth);
    // An inspect punch-out shows a requisition read-only: nothing goes back.
    if (punchOut.operation === 'inspect') throw new ApiFailure(403, 'InspectReadOnly', daPunchOut.inspectReadOnly);
    const now = deps.clock.now();
    const form = await transferPunchOut(deps, scopeOf(auth, now, deps.config), auth, punchOut, now);
    clearPunchOutSessionCookie(c, deps);
    return c.json(form, 200);
  });

  return app;
}

/** Mounted at /api/profile. */
export function punchOutProfileRoutes(deps: AppDeps) {
  const app = createRouter();

  // "Annullér og vend tilbage": the procurement system gets an empty cart, how both protocols say "cancelled".
  app.post('/pologout', requireSession, async (c) => {
    const form = await cancelPunchOut(deps, punchOutOf(authOf(c)), deps.clock.now());
    clearPunchOutSessionCookie(c, deps);
    return c.json(form, 200);
  });

  return app;
}
