// GET|POST /api/punchoutlogin (issue 16 §1): the SAP OCI entry. The procurement system's browser comes
// with USERNAME, PASSWORD and HOOK_URL (a query, or a form posted cross-site: app.ts lets this one path
// through its JSON-only rule) and gets a punch-out session and 303 to /soeg. FUNCTION=VALIDATE and
// FUNCTION=BACKGROUND_SEARCH start no session: they answer an HTML page holding the OCI transfer form
// for the asked items at current prices, which SAP reads (or a person submits with the visible button).
//
// Answers: a browser (Accept: text/html) gets small Danish HTML pages, also for errors; any other
// client gets the API's JSON `{ error, message }`, as every /api error is.
//
// No auto-submit: SAP calls VALIDATE and BACKGROUND_SEARCH itself and reads the form from the HTML; a
// person who does see the page submits it with the button. Auto-submit would need a script of ours
// (the CSP allows only 'self' scripts) for a case that hardly occurs.
import { getCookie } from 'hono/cookie';
import { daServer } from '../../core/texts/da-server.js';
import { HTTPException } from 'hono/http-exception';
import { html } from 'hono/html';
import type { Context } from 'hono';
import { da, validateAmountValue } from '../../core/index.js';
import { OCI_MAX_SEARCH_ITEMS, OciLoginRequestSchema, type OciLoginRequest } from '../../core/schemas/punch-out.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { checkLogin, loginEmailOf } from '../auth/login.js';
import { scopeOf } from '../auth/scope.js';
import { deleteSession, SESSION_COOKIE } from '../auth/session.js';
import { UnknownAccountThrottle } from '../auth/throttle.js';
import { markCatalogueDirty } from '../catalogue/dirty-flag.js';
import { loadProductsInAssortment, searchProducts } from '../catalogue/search.js';
import type { ProductWireInput } from '../catalogue/wire.js';
import { ApiFailure, type AppDeps, type AppEnv, type AuthContext, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { lineProblem } from '../orders/basket.js';
import { ociTransferForm } from '../punch-out/oci-form.js';
import { isAllowedReturnUrl, setPunchOutSessionCookie, startPunchOutSession } from '../punch-out/punch-out-session.js';
import { transferLineOf } from '../punch-out/transfer-lines.js';
import type { PunchOutForm, TransferLine } from '../punch-out/transfer-types.js';

const wantsHtml = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').toLowerCase().includes('text/html');

function page(title: string, body: unknown) {
  return html`<!doctype html>
<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>${body}</body></html>`;
}

/** The OCI transfer form as a page: a real form with hidden inputs and a visible button (values escaped by html``). */
function formPage(form: PunchOutForm, itemCount: number) {
  const note = itemCount === 0 ? 'Ingen varer fundet.' : `${itemCount} ${itemCount === 1 ? 'vare' : 'varer'} klar til overførsel.`;
  return page(daPunchOut.transfer, html`<form method="post" action="${form.action}" target="${form.target}">
${form.fields.map((f) => html`<input type="hidden" name="${f.name}" value="${f.value}">\n`)}<p>${note}</p>
<button type="submit">${daPunchOut.transferNow}</button>
</form>`);
}

/** The unit an item goes back in when the procurement system names none: the product's default. */
function defaultUnitOf(product: ProductWireInput) {
  return product.units.find((u) => u.isDefault) ?? product.units.find((u) => Number(u.factor) === 1) ?? product.units[0];
}

export function punchOutLoginRoutes(deps: AppDeps) {
  const unknownAccounts = new UnknownAccountThrottle();
  const app = createRouter();

  // A browser reads errors as a page; other clients get the app's JSON error (app.onError).
  app.onError((err, c) => {
    const failure = err instanceof ApiFailure ? err : err instanceof HTTPException && err.status < 500 ? new ApiFailure(400, 'BadRequest', daServer.badRequest) : null;
    if (!failure || !wantsHtml(c)) throw err;
    const wait = failure.extra?.retryAfterSeconds;
    if (typeof wait === 'number') c.header('Retry-After', String(wait));
    return c.html(page(failure.status === 401 ? 'Log ind' : 'Der skete en fejl', html`<h1>${failure.status === 401 ? 'Log ind' : 'Der skete en fejl'}</h1><p>${failure.message}</p>`), failure.status);
  });

  /** The items of VALIDATE or BACKGROUND_SEARCH as TransferLines at this user's current prices. */
  async function functionLines(auth: AuthContext, body: OciLoginRequest, now: Date): Promise<TransferLine[]> {
    const scope = scopeOf(auth, now, deps.config);
    const deliveryDate = scope.deliveryDate ?? scope.today;
    let wanted: { product: ProductWireInput; amount: string }[];
    if (body.FUNCTION === 'VALIDATE') {
      const product = (await loadProductsInAssortment(deps.db, scope, [body.PRODUCTID ?? ''])).get(body.PRODUCTID ?? '');
      wanted = product ? [{ product, amount: (body.QUANTITY ?? '1').replace(',', '.') }] : [];
    } else {
      const found = await searchProducts(deps.db, scope, { text: body.SEARCHSTRING ?? '', postingGroups: [], skip: 0, take: OCI_MAX_SEARCH_ITEMS });
      wanted = found.items.map((product) => ({ product, amount: '1' }));
    }
    const lines: TransferLine[] = [];
    for (const { product, amount } of wanted) {
      const unit = defaultUnitOf(product);
      if (!unit) continue;
      const invalid = validateAmountValue(Number(amount), { code: unit.code, weighed: unit.weighed });
      if (invalid) throw new ApiFailure(400, 'ValidationError', invalid);
      const line = { unit: unit.code, amount, expiryProduct: false };
      // Only what could be ordered goes back (the same rule as the basket), deadlines aside: no date is chosen yet.
      if (lineProblem(product, line, auth, scope.today)) continue;
      lines.push(transferLineOf(product, line, auth.user.showPrices, scope.today, deliveryDate));
    }
    return lines.slice(0, OCI_MAX_SEARCH_ITEMS);
  }

  async function login(c: Context<AppEnv>, body: OciLoginRequest) {
    // Checked before the password, so a refused HOOK_URL costs no login attempt.
    if (!isAllowedReturnUrl(body.HOOK_URL)) throw new ApiFailure(400, 'HookUrlRefused', daPunchOut.hookUrlRefused);
    if (body.FUNCTION === 'VALIDATE' && !body.PRODUCTID?.trim()) throw new ApiFailure(400, 'ValidationError', da.validationFailed);
    if (body.FUNCTION === 'BACKGROUND_SEARCH' && !body.SEARCHSTRING?.trim()) throw new ApiFailure(400, 'ValidationError', da.validationFailed);
    const now = deps.clock.now();
    const outcome = await checkLogin(deps, unknownAccounts, loginEmailOf(body.USERNAME), body.PASSWORD, now);
    if (outcome.kind === 'throttled') {
      throw new ApiFailure(429, 'TooManyAttempts', daServer.loginThrottled, { retryAfterSeconds: outcome.retryAfterSeconds });
    }
    // An ordinary user gets the same answer as a wrong password: the entry does not say who is a punch-out user.
    if (outcome.kind === 'invalid' || !outcome.user.isPunchOut) throw new ApiFailure(401, 'InvalidCredentials', da.loginFailed);
    const { user, department } = outcome;
    const target = body['~TARGET'] || body.returntarget || null;
    const oci = { returnUrl: body.HOOK_URL, target, ociOkCode: body['~OkCode'] || null, ociCaller: body['~CALLER'] || null };

    if (body.FUNCTION) {
      const lines = await functionLines({ sessionId: '', user, department, chosenDeliveryDate: null, punchOut: null }, body, now);
      const form = ociTransferForm(oci, lines);
      // This page's form posts to HOOK_URL: its policy allows that one origin as a form action.
      const frames = ["'self'", ...(deps.config.punchOutFrameOrigins ?? [])].join(' ');
      c.header('Content-Security-Policy', `default-src 'none'; form-action ${new URL(body.HOOK_URL).origin}; frame-ancestors ${frames}; base-uri 'none'`);
      return c.html(formPage(form, lines.length), 200);
    }

    const token = await startPunchOutSession(deps, user, department, { protocol: 'oci', operation: 'create', ...oci });
    // A new token at every login (no session fixation); the session the browser came with ends.
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(deps, previous);
    setPunchOutSessionCookie(c, deps, token);
    markCatalogueDirty(c, deps.config); // the browser may hold another user's catalogue (§4)
    return c.redirect('/soeg', 303);
  }

  app.get('/', validate('query', OciLoginRequestSchema), (c) => login(c, c.req.valid('query')));
  app.post('/', validate('form', OciLoginRequestSchema), (c) => login(c, c.req.valid('form')));

  return app;
}
