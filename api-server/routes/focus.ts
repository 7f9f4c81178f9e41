// Issue 18 point 3: focus products and focus brands.
// - GET /api/focusproducts/{priceGroup} (§7, session): the focus products of the session's price group
//   in the session department's assortment. The price group comes from the session only: one in the
//   path that is not the session's is 404 (nothing tells whether it exists). Empty where the shop
//   setting does not allow focus products (§6, config focusProducts, scope includeFocus).
// - GET /api/focusbrands and GET /api/focusbrands/{slug} (ours; §2 names only the page
//   /vores-staerke-brands/{focusBrand}): public like a marketing page. With a session the brand's
//   products in the department's assortment come along (prices and settings of the session); without
//   one the brand only, and the page asks the visitor to log in, as the search does (§4: the catalogue
//   is for logged-in users).
// - GET /images/brands/{slug}/logo.svg and /thumb.svg: the demo brand pictures (api-server/demo-images).
import { Hono } from 'hono';
import { BrandImageParamSchema, FocusBrandParamSchema, FocusProductsParamSchema } from '../../core/schemas/focus.js';
import { daFocus } from '../../core/texts/da-focus.js';
import { catalogueScopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { brandPictureSvg } from '../demo-images/brand-picture.js';
import { brandForPicture, focusBrandList, focusBrandPage, focusProductsOf } from '../focus/focus-brands.js';
import { ApiFailure, type AppDeps, type AppEnv, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

export function focusProductRoutes(deps: AppDeps) {
  const app = createRouter();
  app.get('/:priceGroup', requireSession, validate('param', FocusProductsParamSchema), async (c) => {
    const auth = authOf(c);
    if (c.req.valid('param').priceGroup !== auth.department.priceGroup) {
      throw new ApiFailure(404, 'NotFound', daFocus.priceGroupNotFound);
    }
    return c.json(await focusProductsOf(deps.db, catalogueScopeOf(auth, deps.clock.now(), deps.config)), 200);
  });
  return app;
}

export function focusBrandRoutes(deps: AppDeps) {
  const app = createRouter();
  const scopeOf = (auth: AppEnv['Variables']['auth']) => (auth ? catalogueScopeOf(auth, deps.clock.now(), deps.config) : null);

  app.get('/', async (c) => {
    // A signed-in answer differs per department: never shared by a cache.
    c.header('Cache-Control', 'private, no-cache');
    return c.json(await focusBrandList(deps.db, scopeOf(c.get('auth'))), 200);
  });

  app.get('/:slug', validate('param', FocusBrandParamSchema), async (c) => {
    c.header('Cache-Control', 'private, no-cache');
    const page = await focusBrandPage(deps.db, c.req.valid('param').slug, scopeOf(c.get('auth')));
    if (!page) throw new ApiFailure(404, 'NotFound', daFocus.brandNotFound);
    return c.json(page, 200);
  });
  return app;
}

/** Mounted at /images/brands: public pictures, like the product images (routes/images.ts). */
export function brandImageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/:slug/:kind', validate('param', BrandImageParamSchema), async (c) => {
    const { slug, kind: file } = c.req.valid('param');
    const row = await brandForPicture(deps.db, slug);
    if (!row) throw new ApiFailure(404, 'NotFound', daFocus.brandNotFound);
    const kind = file === 'logo.svg' ? 'logo' : 'thumb';
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    // A picture, never a document: nothing in it may run or load (opened directly too).
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(brandPictureSvg(row.name, slug, kind, row.text));
  });
  // Any other address under /images/brands (an empty slug, a deeper path) is a JSON 404 like the API's,
  // not the site's HTML page.
  app.all('/*', () => {
    throw new ApiFailure(404, 'NotFound', daFocus.brandNotFound);
  });
  return app;
}
