// cXML punch-out (issue 16 §2; /work contract "HTTP contract"):
//   POST /api/punchout/cxml/setup        PunchOutSetupRequest -> PunchOutSetupResponse with a StartPage URL
//   GET  /api/punchout/cxml/start/:token the buyer's browser arrives: a punch-out session, 303 to the shop
//
// HTTP status and cXML Status: the HTTP status is the cXML Status code (200, 400 or 401), and the body is
// always a cXML Response. The cXML convention of HTTP 200 around every Status leaves a refusal invisible
// to proxies, logs and monitoring; procurement systems read the Status either way, and a refusal must not
// look like a success to anything that reads HTTP only. (A 401 without a WWW-Authenticate challenge: the
// credentials are in the document, there is no HTTP scheme to name.)
// The only non-cXML answers: 415 JSON for a body that is not declared as XML (the JSON-only rule's own
// answer; a JSON body to this path is that too) and 413 JSON from the /api body limit.
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { Origin } from '../../core/schemas/cart.js';
import { CxmlStartParamSchema } from '../../core/schemas/punch-out.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { deleteSession, SESSION_COOKIE } from '../auth/session.js';
import { markCatalogueDirty } from '../catalogue/dirty-flag.js';
import { ApiFailure, type AppDeps, type AppEnv, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { cxmlErrorResponse, cxmlSetupResponse } from '../punch-out/cxml-build.js';
import { parseCxmlSetupRequest } from '../punch-out/cxml-parse.js';
import { authenticateCxmlBuyer, consumeStartToken, createStartToken, matchItemOut } from '../punch-out/cxml-setup.js';
import { isAllowedReturnUrl, setPunchOutSessionCookie, startPunchOutSession } from '../punch-out/punch-out-session.js';

export const CXML_SETUP_PATH = '/api/punchout/cxml/setup';
const XML_TYPES = new Set(['text/xml', 'application/xml']);

export function punchOutCxmlRoutes(deps: AppDeps) {
  const app = createRouter();
  const hostOf = (c: Context<AppEnv>) => new URL(deps.config.publicOrigin ?? c.req.url).hostname;
  const xml = (c: Context<AppEnv>, status: 200 | 400 | 401, body: string) =>
    c.body(body, status, { 'Content-Type': 'text/xml; charset=utf-8' });
  const refuse = (c: Context<AppEnv>, status: 400 | 401, message: string) =>
    xml(c, status, cxmlErrorResponse(status, message, deps.clock.now(), hostOf(c)));

  // Server to server: no cookie is read or set here (app.ts exempts this path from the JSON-only rule).
  app.post('/setup', async (c) => {
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!XML_TYPES.has(type)) throw new ApiFailure(415, 'UnsupportedMediaType', daPunchOut.cxmlNotXml);
    const parsed = parseCxmlSetupRequest(await c.req.text());
    if (!parsed.ok) return refuse(c, 400, parsed.reason === 'declaration' ? daPunchOut.cxmlDeclarationRefused : daPunchOut.cxmlMalformed);
    const request = parsed.request;
    const buyer = await authenticateCxmlBuyer(deps, request.senderIdentity, request.sharedSecret);
    if (!buyer) return refuse(c, 401, daPunchOut.cxmlUnauthorized);
    if (!isAllowedReturnUrl(request.browserFormPostUrl)) return refuse(c, 400, daPunchOut.cxmlReturnUrlRefused);
    // edit/inspect: the requisition's lines that are our products in our units; the rest are skipped.
    const { items } = request.operation === 'create'
      ? { items: [] }
      : await matchItemOut(deps, buyer.department, request.itemOut);
    const token = await createStartToken(deps, {
      userId: buyer.user.id,
      operation: request.operation,
      returnUrl: request.browserFormPostUrl,
      buyerCookie: request.buyerCookie,
      items,
    });
    const origin = deps.config.publicOrigin ?? new URL(c.req.url).origin;
    const startPage = new URL(`/api/punchout/cxml/start/${encodeURIComponent(token)}`, origin).href;
    return xml(c, 200, cxmlSetupResponse(startPage, deps.clock.now(), hostOf(c)));
  });

  // The buyer's browser, sent by the procurement system: usable once, for 5 minutes.
  app.get('/start/:token', validate('param', CxmlStartParamSchema), async (c) => {
    const started = await consumeStartToken(deps, c.req.valid('param').token);
    if (!started) {
      if ((c.req.header('Accept') ?? '').includes('text/html')) {
        return c.html(
          `<!doctype html><html lang="da"><meta charset="utf-8"><title>Linket er udløbet</title><h1>Linket er udløbet</h1><p>${daPunchOut.startLinkInvalid}</p></html>`,
          410,
        );
      }
      throw new ApiFailure(410, 'StartLinkInvalid', daPunchOut.startLinkInvalid);
    }
    const { token, user, department } = started;
    // Whatever session this browser had ends: the punch-out session replaces it (no session fixation).
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(deps, previous);
    const session = await startPunchOutSession(deps, user, department, {
      protocol: 'cxml',
      operation: token.operation,
      returnUrl: token.returnUrl,
      buyerCookie: token.buyerCookie,
      lines: token.items.map((i) => ({ productId: i.productId, unit: i.unit, amount: i.amount, expiryProduct: false, origin: Origin.Unknown })),
    });
    setPunchOutSessionCookie(c, deps, session);
    markCatalogueDirty(c, deps.config); // the browser may hold another user's catalogue (§4)
    return c.redirect(token.operation === 'create' ? '/soeg' : '/kurv', 303);
  });

  return app;
}
