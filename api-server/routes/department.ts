// /api/department (issue 20 §3 allergen guard, §5 targets): the session department's kitchen
// settings, read by everyone of the department and saved by an admin of its customer (my page), and
// the allergen guard list the cards, the details and the basket warn with. There is no department
// parameter anywhere: it is always the session's (issue 23 §4).
import { KitchenSettingsUpdateSchema } from '../../core/schemas/kitchen-settings.js';
import { daKitchenSettingsServer } from '../../core/texts/da-kitchen-settings-server.js';
import { authOf, requireSession } from '../auth/session.js';
import { allergenGuardList, etagMatches, guardListEtag, mayEditKitchenSettings, readKitchenSettings, saveKitchenSettings } from '../department/kitchen-settings.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

export function departmentRoutes(deps: AppDeps) {
  const app = createRouter();
  app.use('*', requireSession);

  app.get('/kitchensettings', async (c) => c.json(await readKitchenSettings(deps.db, authOf(c)), 200));

  app.put('/kitchensettings', validate('json', KitchenSettingsUpdateSchema), async (c) => {
    const auth = authOf(c);
    if (!mayEditKitchenSettings(auth)) throw new ApiFailure(403, 'NotAdmin', daKitchenSettingsServer.notAdmin);
    return c.json(await saveKitchenSettings(deps.db, auth, c.req.valid('json'), deps.clock.now()), 200);
  });

  // Asked on every page load that shows a card: kept by the browser, revalidated with the ETag.
  app.get('/allergenguard', async (c) => {
    const list = await allergenGuardList(deps.db, authOf(c).department.code);
    const etag = guardListEtag(list);
    const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
    if (etagMatches(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
    return c.json(list, 200, headers);
  });

  return app;
}
