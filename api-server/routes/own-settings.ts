// The customer's own settings and relations (issue 22 point 5, spec §3, §6, §7 "Login, profile and
// settings"; docs/guides/site-variants.md §5, docs/decisions/018-own-settings-and-relations.md):
//  - at /api/profile (ownSettingsProfileRoutes): POST carttype, POST userrelations,
//    POST toggleprocure/{x}, POST environmentcheck;
//  - at /api/settings (settingsRoutes): PUT update, GET users (the admin's list to choose from).
// The user, department and customer come from the session only; a foreign user id or a department
// that is not the user's answers 404 and changes nothing.
import { environmentAnswerOf, classifySettingsUpdate, mayChooseCartType, parseProcureFlag } from '../../core/rules/own-settings.js';
import {
  CartTypeRequestSchema,
  EnvironmentReportSchema,
  SettingsUpdateRequestSchema,
  ToggleProcureParamSchema,
  UserRelationsRequestSchema,
} from '../../core/schemas/settings.js';
import { daMySettings } from '../../core/texts/da-my-settings.js';
import { authOf, requireSession, settingsOfRow, toProfile } from '../auth/session.js';
import { markCatalogueDirty } from '../catalogue/dirty-flag.js';
import { ApiFailure, type AppDeps, type AuthContext, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { WindowLimiter } from '../http/window-limiter.js';
import { clientAddress } from '../http/client-address.js';
import { daServer } from '../../core/texts/da-server.js';
import {
  customerUser,
  customerUsers,
  relationsOf,
  storedUser,
  switchSessionDepartment,
  updateCartType,
  updateUserSettings,
} from '../settings/own-settings.js';

export const ENVIRONMENT_CHECKS_PER_MINUTE = 30;

function isPunchOutSession(auth: AuthContext): boolean {
  return Boolean(auth.punchOut) || auth.user.isPunchOut;
}

export function ownSettingsProfileRoutes(deps: AppDeps) {
  const app = createRouter();
  // No global rate limit exists: the environment check, open to visitors, gets its own (a browser
  // reports once per page load; 30 a minute per session or address is generous).
  const environmentLimiter = new WindowLimiter(ENVIRONMENT_CHECKS_PER_MINUTE, 60_000);
  const profileOf = (auth: AuthContext, user = auth.user) =>
    toProfile(user, auth.department, deps.clock.now(), auth.chosenDeliveryDate ?? null, auth.punchOut ?? null);

  // §3 cart type, §6: only where the department's variant offers shopping lists, never in punch-out.
  app.post('/carttype', requireSession, validate('json', CartTypeRequestSchema), async (c) => {
    const auth = authOf(c);
    const { cartType } = c.req.valid('json');
    if (isPunchOutSession(auth)) throw new ApiFailure(403, 'CartTypePunchOut', daMySettings.cartTypePunchOut);
    if (!mayChooseCartType({ siteVariant: auth.department.siteVariant, isPunchOut: false })) {
      throw new ApiFailure(403, 'CartTypeNotOffered', daMySettings.cartTypeNotOffered);
    }
    const user = (await updateCartType(deps, auth.user.id, cartType)) ?? auth.user;
    return c.json(profileOf(auth, { ...user, isAdmin: auth.user.isAdmin }), 200);
  });

  // §7 userrelations: an empty body (or {}) lists the departments; { department } switches the session's
  // department. The spec's empty body has no JSON, which the JSON validator refuses: it is answered first.
  const relationsAnswer = async (auth: AuthContext, department: string | undefined) => {
    const relations = await relationsOf(deps, auth.user);
    let current = auth.department;
    let switched = false;
    if (department !== undefined && department !== auth.department.code) {
      if (!relations.some((r) => r.code === department)) throw new ApiFailure(404, 'DepartmentNotAvailable', daMySettings.departmentNotYours);
      // A punch-out session orders for the department the procurement system logged it in for.
      if (isPunchOutSession(auth)) throw new ApiFailure(403, 'PunchOutDepartmentFixed', daMySettings.cartTypePunchOut);
      const row = await switchSessionDepartment(deps, auth.sessionId, auth.user, department);
      if (!row) throw new ApiFailure(404, 'DepartmentNotAvailable', daMySettings.departmentNotYours);
      current = row;
      switched = true;
    }
    // toProfile applies withSessionRights to the stored user (the session's copy may have lost its
    // admin right in the department it came from): admin only in the user's own department.
    const user = switched ? ((await storedUser(deps, auth.user.id)) ?? auth.user) : auth.user;
    const profile = toProfile(user, current, deps.clock.now(), switched ? null : (auth.chosenDeliveryDate ?? null), auth.punchOut ?? null);
    return { switched, answer: { current: current.code, departments: relations.map((r) => ({ ...r, current: r.code === current.code })), profile } };
  };
  app.post(
    '/userrelations',
    requireSession,
    async (c, next) => {
      if ((await c.req.text()).trim() !== '') return next();
      return c.json((await relationsAnswer(authOf(c), undefined)).answer, 200);
    },
    validate('json', UserRelationsRequestSchema),
    async (c) => {
      const { switched, answer } = await relationsAnswer(authOf(c), c.req.valid('json').department);
      // Other prices, assortment and favourite lists: the browser's catalogue copy is wrong now (§4).
      if (switched) markCatalogueDirty(c, deps.config);
      return c.json(answer, 200);
    },
  );

  // §7 toggleprocure/{x}, §6: procured products shown or hidden, unless procureAlwaysOn.
  app.post('/toggleprocure/:x', requireSession, validate('param', ToggleProcureParamSchema), async (c) => {
    const auth = authOf(c);
    const show = parseProcureFlag(c.req.valid('param').x);
    if (show === null) throw new ApiFailure(400, 'ValidationError', daMySettings.procureValueInvalid, { issues: [{ path: 'x', code: 'invalid', message: daMySettings.procureValueInvalid }] });
    if (auth.user.procureAlwaysOn) throw new ApiFailure(409, 'ProcureAlwaysOn', daMySettings.procureLocked);
    const user = (await updateUserSettings(deps, auth.user.id, { showProcure: show })) ?? auth.user;
    markCatalogueDirty(c, deps.config); // the catalogue's scope changed (api-server/auth/scope.ts)
    return c.json(profileOf(auth, { ...user, isAdmin: auth.user.isAdmin }), 200);
  });

  // Issue 22 point 5: what the browser supports -> what the widgets need to know. Nothing is stored.
  app.post('/environmentcheck', validate('json', EnvironmentReportSchema), (c) => {
    const report = c.req.valid('json');
    const auth = c.get('auth');
    if (!environmentLimiter.hit(auth ? `s:${auth.sessionId}` : `ip:${clientAddress(c)}`, deps.clock.now().getTime())) {
      c.header('Retry-After', '60');
      throw new ApiFailure(429, 'TooManyRequests', daServer.tooManyRequests);
    }
    return c.json(environmentAnswerOf(report, (code) => daMySettings[code]), 200);
  });

  return app;
}

export function settingsRoutes(deps: AppDeps) {
  const app = createRouter();

  // The user's own look, or (admin) showPrices/allowOrdering of a user of the same customer.
  app.put('/update', requireSession, validate('json', SettingsUpdateRequestSchema), async (c) => {
    const auth = authOf(c);
    const body = c.req.valid('json');
    const change = classifySettingsUpdate(body, auth.user.id, auth.user.isAdmin);
    const refuse = (status: 400 | 403 | 404, code: string, text: string): never => {
      throw new ApiFailure(status, code, text, status === 400 ? { issues: [{ path: '', code: 'invalid', message: text }] } : undefined);
    };
    switch (change.kind) {
      case 'empty':
        return refuse(400, 'ValidationError', daMySettings.noSetting);
      case 'notOwnSetting':
        return refuse(403, 'AdminOnly', daMySettings.notOwnSetting);
      case 'own':
      case 'adminSelf': {
        const user = (await updateUserSettings(deps, auth.user.id, change.values)) ?? auth.user;
        markCatalogueDirty(c, deps.config); // prices, CO2e, expiry and procured products are the catalogue's
        return c.json({ userId: user.id, settings: settingsOfRow(user) }, 200);
      }
      case 'notAdminSetting':
      case 'admin': {
        // A foreign user id answers 404 before any right is checked, so nobody learns who exists.
        const target = await customerUser(deps, auth.department.customerNo, body.userId!);
        if (!target || !auth.user.isAdmin) {
          if (!target) refuse(404, 'UserNotFound', daMySettings.userUnknown);
          refuse(403, 'AdminOnly', daMySettings.adminOnly);
        }
        if (change.kind === 'notAdminSetting') return refuse(403, 'AdminOnly', daMySettings.notOwnSetting);
        const user = (await updateUserSettings(deps, target!.id, change.values)) ?? target!;
        return c.json({ userId: user.id, settings: settingsOfRow(user) }, 200);
      }
    }
  });

  // The admin's list of the customer's users to choose from (my page's "Brugere").
  app.get('/users', requireSession, async (c) => {
    const auth = authOf(c);
    if (!auth.user.isAdmin) throw new ApiFailure(403, 'AdminOnly', daMySettings.adminOnly);
    return c.json({ users: await customerUsers(deps, auth.department.customerNo, auth.user.id) }, 200);
  });

  return app;
}
