// The hand-over to the new site (issue 22 point 3; spec §1, §7 "Login, profile and settings";
// docs/decisions/017-new-site-handover.md):
//  - GET  /api/profile/department/usenewsite?dept — whether the session's department moved, and where.
//    Only the session's own department is answered (another code: 404), so department codes cannot be
//    enumerated; a punch-out session is never handed over (useNewSite false).
//  - POST /api/profile/authtoken?useNewSite=true — a single-use token (2 minutes) for the session's user
//    and department, answered with the new site's address that carries it.
//  - POST /api/profile/authtoken/verify — the new site, server to server: the token's identity, once
//    (unknown, used, expired: 401). No session, no cookie.
//  - GET  /catalogueredirect?dept&no&username&calcDate&shopType[&d] — the browser's hand-over: every
//    parameter must match the session (core/rules/new-site.ts), then 302 to the group's address with a
//    fresh token; a refusal is a small Danish page with the status (a browser navigates here).
import { catalogueRedirectPath, catalogueRedirectProblem, catalogueRedirectStatus, newSiteAddress, type CatalogueRedirectProblem, type NewSiteSessionFacts } from '../../core/rules/new-site.js';
import { AuthTokenQuerySchema, CatalogueRedirectQuerySchema, UseNewSiteQuerySchema, VerifyNewSiteTokenSchema, type AuthTokenAnswer, type UseNewSiteAnswer } from '../../core/schemas/new-site.js';
import { da } from '../../core/index.js';
import { daNewSite } from '../../core/texts/da-new-site.js';
import { authOf, currentDeliveryDateOf, requireSession, sessionLoader } from '../auth/session.js';
import { shopToday } from '../domain/dates.js';
import { ApiFailure, type AppDeps, type AuthContext, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { issueNewSiteToken, newSiteGroupOf, redeemNewSiteToken } from '../new-site/new-site.js';
import { escapeHtml } from '../site/escape-html.js';

function factsOf(auth: AuthContext): NewSiteSessionFacts {
  return {
    departmentCode: auth.department.code,
    customerNo: auth.department.customerNo,
    username: auth.user.email,
    shopType: auth.department.shopType,
  };
}

export function newSiteProfileRoutes(deps: AppDeps) {
  const app = createRouter();

  app.get('/department/usenewsite', requireSession, validate('query', UseNewSiteQuerySchema), async (c) => {
    const auth = authOf(c);
    // Decision 017: the session's own department only; any other code is 404, as a foreign id.
    if (c.req.valid('query').dept.trim() !== auth.department.code) throw new ApiFailure(404, 'DepartmentNotFound', daNewSite.foreignDepartment);
    const group = auth.punchOut ? null : await newSiteGroupOf(deps, auth.department.code);
    const now = deps.clock.now();
    const body: UseNewSiteAnswer = group
      ? { useNewSite: true, groupName: group.name, url: group.url, redirectUrl: catalogueRedirectPath(factsOf(auth), shopToday(now), currentDeliveryDateOf(auth, now)) }
      : { useNewSite: false, groupName: null, url: null, redirectUrl: null };
    return c.json(body, 200);
  });

  app.post('/authtoken', requireSession, validate('query', AuthTokenQuerySchema), async (c) => {
    const auth = authOf(c);
    if (auth.punchOut) throw new ApiFailure(403, 'PunchOutSession', daNewSite.punchOut);
    const group = await newSiteGroupOf(deps, auth.department.code);
    if (!group) throw new ApiFailure(404, 'NotMoved', daNewSite.notMoved);
    const { token, expiresAt } = await issueNewSiteToken(deps, auth.user.id, auth.department.code);
    const body: AuthTokenAnswer = { token, expiresAt: expiresAt.toISOString(), url: newSiteAddress(group.url, token) };
    return c.json(body, 200);
  });

  app.post('/authtoken/verify', validate('json', VerifyNewSiteTokenSchema), async (c) => {
    const identity = await redeemNewSiteToken(deps, c.req.valid('json').token);
    if (!identity) throw new ApiFailure(401, 'TokenInvalid', daNewSite.tokenInvalid);
    return c.json(identity, 200);
  });

  return app;
}

const PROBLEM_TEXT: Record<CatalogueRedirectProblem, () => string> = {
  foreignDepartment: () => daNewSite.foreignDepartment,
  customerNo: () => daNewSite.customerNoMismatch,
  username: () => daNewSite.usernameMismatch,
  shopType: () => daNewSite.shopTypeMismatch,
  calcDate: () => daNewSite.calcDateInvalid,
  deliveryDate: () => daNewSite.deliveryDateInvalid,
};

/** A refusal the browser shows: the Danish text and a way back. */
function refusalPage(message: string): string {
  return `<!doctype html><html lang="da"><meta charset="utf-8"><title>${escapeHtml(daNewSite.pageHeading)}</title><h1>${escapeHtml(daNewSite.pageHeading)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/">Til forsiden</a></p></html>`;
}

/** Mounted at /catalogueredirect, outside /api: it loads the session itself. */
export function catalogueRedirectRoutes(deps: AppDeps) {
  const app = createRouter();
  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use('*', sessionLoader(deps));

  app.get('/', async (c) => {
    const auth = c.get('auth');
    if (!auth) return c.html(refusalPage(da.sessionExpiredText), 401);
    const parsed = CatalogueRedirectQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return c.html(refusalPage(daNewSite.calcDateInvalid), 400);
    const problem = catalogueRedirectProblem(parsed.data, factsOf(auth));
    if (problem) return c.html(refusalPage(PROBLEM_TEXT[problem]()), catalogueRedirectStatus(problem));
    if (auth.punchOut) return c.html(refusalPage(daNewSite.punchOut), 403);
    const group = await newSiteGroupOf(deps, auth.department.code);
    if (!group) return c.html(refusalPage(daNewSite.notMoved), 404);
    const { token } = await issueNewSiteToken(deps, auth.user.id, auth.department.code);
    const d = parsed.data.d ? parsed.data.d : null;
    return c.redirect(newSiteAddress(group.url, token, d), 302);
  });

  return app;
}
