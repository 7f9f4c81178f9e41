// The Hono app, built by a factory so tests inject the database, the clock and the config.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { daServer } from '../core/texts/da-server.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sessionLoader } from './auth/session.js';
import { composePage, withLoaderData } from './site/compose-page.js';
import { withWidgetCatalogue } from './site/widget-catalogue.js';
import { siteAssets } from './site/site-assets.js';
import { configureProductSiteName, serverSiteNameOf } from './site/site-name.js';
import { siteVariantOf } from '../core/site/variants.js';
import type { Db } from './db/open.js';
import type { Clock } from './domain/clock.js';
import { ApiFailure, type AppConfig, type AppDeps, type AppEnv } from './http/env.js';
import { widgetAssets } from './http/widget-assets.js';
import { apiBodyLimit } from './http/body-limit.js';
import { compressJson } from './http/compress-json.js';
import { apiCors } from './http/allowed-origins.js';
import { devMailboxRoutes } from './routes/dev-mailbox.js';
import { eventLogRoutes } from './routes/eventlog.js';
import { favoriteListRoutes } from './routes/favorite-lists.js';
import { favoriteListAllergenRoutes } from './routes/favorite-list-allergens.js';
import { healthRoutes } from './routes/health.js';
import { imageRoutes } from './routes/images.js';
import { orderRoutes } from './routes/order.js';
import { co2BudgetRoutes } from './routes/co2-budget.js';
import { esOrderRoutes } from './routes/es-order.js';
import { productRoutes } from './routes/product.js';
import { nearExpiryRoutes } from './routes/near-expiry.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { warmCatalogues } from './catalogue/catalogue-warm.js';
import { CatalogueCache } from './catalogue/catalogue-cache.js';
import { profileRoutes } from './routes/profile.js';
import { usernameRoutes } from './routes/usernames.js';
import { passwordRoutes } from './routes/password.js';
import { login2Routes } from './routes/login2.js';
import { punchOutLoginRoutes } from './routes/punch-out-login.js';
import { punchOutOrderRoutes, punchOutProfileRoutes } from './routes/punch-out-order.js';
import { recurringOrderRoutes } from './routes/recurring-orders.js';
import { deliveryDateRoutes } from './routes/delivery-date.js';
import { productDetailsRoutes } from './routes/product-details.js';
import { deadlineRoutes } from './routes/deadlines.js';
import { quickOrderRoutes } from './routes/quick-order.js';
import { departmentRoutes } from './routes/department.js';
import { offerSuggestionRoutes, popCampaignRoutes } from './routes/offers-campaign.js';
import { publicOfferRoutes } from './routes/public-offers.js';
import { webSampleRoutes } from './routes/web-samples.js';
import { checkoutRoutes } from './routes/checkout.js';
import { dictionaryRoutes } from './routes/dictionary.js';
import { CXML_SETUP_PATH, punchOutCxmlRoutes } from './routes/punch-out-cxml.js';
import { offerPushRoutes } from './routes/offer-push.js';
import { relatedSellingRoutes } from './routes/related-selling.js';
import { brandImageRoutes, focusBrandRoutes, focusProductRoutes } from './routes/focus.js';
import { createRecipeService } from './recipe-service/app.js';
import { favoriteRecipeRoutes } from './routes/favorite-recipes.js';
import { leadMailRoutes, leadRoutes } from './routes/leads.js';
import { shoppingListRoutes } from './routes/shopping-lists.js';
import { ownSettingsProfileRoutes, settingsRoutes } from './routes/own-settings.js';
import { catalogueRedirectRoutes, newSiteProfileRoutes } from './routes/new-site.js';
import { apiDocsRoutes } from './routes/api-docs.js';

export type { AppConfig } from './http/env.js';

export const DEFAULT_CONFIG: AppConfig = {
  sessionIdleMinutes: 8 * 60,
  secureCookies: false,
};

/**
 * The example CMS site's pages: URL pattern -> page body in examples/site/pages/, composed into the
 * shared layout (examples/site/layout.html) per request. Add a page here.
 * Fragments (/views/13/<name>.html) and /assets/* are served as files.
 */
export const SITE_PAGES: readonly { path: string; file: string }[] = [
  { path: '/', file: 'index.html' },
  { path: '/soeg', file: 'soeg.html' },
  { path: '/kurv', file: 'kurv.html' },
  { path: '/ordrer', file: 'ordrer.html' },
  { path: '/fastordrer', file: 'fastordrer.html' },
  { path: '/favoritlister', file: 'favoritlister.html' },
  { path: '/hurtig-bestilling', file: 'hurtig-bestilling.html' },
  { path: '/favoritlister/allergener', file: 'allergenoversigt.html' },
  { path: '/min-side', file: 'min-side.html' },
  { path: '/tilbud', file: 'tilbud.html' },
  { path: '/vareproever', file: 'vareproever.html' },
  { path: '/inspiration/opskrifter', file: 'opskrifter.html' },
  { path: '/inspiration/opskrifter/:slug', file: 'opskrift.html' },
  // §2: the inco site's recipe paths.
  { path: '/inco-inspirerer/opskrifter', file: 'opskrifter.html' },
  { path: '/inco-inspirerer/opskrifter/:slug', file: 'opskrift.html' },
  { path: '/vores-staerke-brands', file: 'vores-staerke-brands.html' },
  { path: '/vores-staerke-brands/:brand', file: 'vores-staerke-brands.html' },
  { path: '/kort-holdbarhed', file: 'kort-holdbarhed.html' },
  { path: '/cms/kampagner', file: 'cms-kampagner.html' },
  { path: '/glemt-adgangskode', file: 'glemt-adgangskode.html' },
  { path: '/nulstil-adgangskode', file: 'nulstil-adgangskode.html' },
  { path: '/skift-adgangskode', file: 'skift-adgangskode.html' },
  { path: '/cms/ordbog', file: 'cms-ordbog.html' },
  // Issue 21 point 3: the editors' page, every element of custom-elements.json (its body's placeholder
  // is filled by api-server/site/widget-catalogue.ts).
  { path: '/cms/widgets', file: 'cms-widgets.html' },
  { path: '/indkoebsliste', file: 'indkoebsliste.html' },
  // Issue 22 point 3: the demo's stand-in for the new site (group nord's address, decision 017).
  { path: '/ny-webshop', file: 'ny-webshop.html' },
];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The SAP OCI entry, the one /api path a cross-site form may post to (see the JSON-only rule below). */
const OCI_LOGIN_PATH = '/api/punchoutlogin';

const STATUS_CODES: Partial<Record<number, [string, string]>> = {
  400: ['BadRequest', daServer.badRequest],
  404: ['NotFound', daServer.notFound],
  413: ['PayloadTooLarge', daServer.payloadTooLarge],
  415: ['UnsupportedMediaType', daServer.unsupportedMediaType],
  429: ['TooManyRequests', daServer.tooManyRequests],
};

export interface CreateAppOptions {
  db: Db;
  clock: Clock;
  config?: Partial<AppConfig>;
}

export function createApp({ db, clock, config: partial }: CreateAppOptions) {
  const config: AppConfig = { ...DEFAULT_CONFIG, ...partial };
  const deps: AppDeps = { db, clock, config };
  configureProductSiteName(config.productSiteName); // issue 22 point 1: profile and mails say the same name
  const logError = config.logError ?? ((message: string, err?: unknown) => console.error(message, err));
  const app = new Hono<AppEnv>();
  // Issue 17 §3: a recipe service elsewhere is called and its pictures shown by the pages.
  const recipeServiceOrigin = config.recipeServiceUrl ? new URL(config.recipeServiceUrl).origin : undefined;
  const recipeServiceSrc = recipeServiceOrigin ? [recipeServiceOrigin] : [];
  // The origins whose unsafe /api calls are the shop's own (CSRF check below): PUBLIC_ORIGIN and the CMS
  // origins of ALLOWED_ORIGINS. Neither configured: no Origin check (development, as before).
  const trustedOrigins = new Set([...(config.publicOrigin ? [config.publicOrigin] : []), ...(config.allowedOrigins ?? [])]);
  const trustedOrigin = (origin: string, requestUrl: string): boolean => {
    if (trustedOrigins.size === 0) return true;
    if (trustedOrigins.has(origin)) return true;
    // Only CMS origins configured: the shop's own pages call as the URL this request reached.
    return !config.publicOrigin && origin === new URL(requestUrl).origin;
  };

  app.onError((err, c) => {
    if (err instanceof ApiFailure) {
      // A lock-out or a limit says when to come back (RFC 9110 §10.2.3), e.g. a favourite list's PIN (§4).
      const wait = err.extra?.retryAfterSeconds;
      if (typeof wait === 'number') c.header('Retry-After', String(wait));
      return c.json({ error: err.code, message: err.message, ...err.extra }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // e.g. malformed JSON from the validator: a 400, never a 500.
      const [code, message] = STATUS_CODES[err.status] ?? ['BadRequest', daServer.badRequest];
      return c.json({ error: code, message }, err.status as ContentfulStatusCode);
    }
    if (isDatabaseUnavailable(err)) {
      // Issue 14 §5: an outage, not a bug. Nothing was carried out; the client may retry.
      logError(`[api] ${c.req.method} ${c.req.path}: database unavailable`);
      c.header('Retry-After', '5');
      return c.json({ error: 'DatabaseUnavailable', message: daServer.databaseUnavailable }, 503);
    }
    logError(`[api] ${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ error: 'ServerError', message: daServer.serverError }, 500);
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') {
      return c.json({ error: 'NotFound', message: daServer.notFound }, 404);
    }
    return c.html(`<!doctype html><html lang="da"><meta charset="utf-8"><title>Siden findes ikke</title><h1>Siden findes ikke</h1><p>${daServer.notFound}</p><p><a href="/">Til forsiden</a></p></html>`, 404);
  });

  const { widgets, site } = config.staticDirs ?? {};
  // Issue 15 point 2 (decision 028): the site's stylesheet minified under a hashed name, pages with ETag
  // and br/gzip, and the stylesheet inlined in the page. secureHeaders computes the CSP before the page's
  // handler runs, so the sheet is read here first and the policy's style-src names its hash.
  const assets = site ? siteAssets(site) : null;
  if (assets) {
    // The pages' own patterns (a recipe page is /inspiration/opskrifter/:slug), so exactly the pages get it.
    for (const page of SITE_PAGES) {
      app.use(page.path, async (c, next) => {
        if (c.req.method === 'GET' || c.req.method === 'HEAD') {
          // A sheet that cannot be built leaves the layout's plain link (and a policy without a hash).
          c.set('siteStylesheet', await assets.stylesheet().catch(() => null));
        }
        await next();
      });
    }
  }

  // Security headers everywhere. CORP is set per path below: secureHeaders' default same-origin would
  // block the widget bundle when a CMS on another origin loads it (traps.md).
  app.use('*', secureHeaders({
    // A route that needs its own policy sets the header itself and keeps it: the OCI transfer page of
    // /api/punchoutlogin posts its form to the procurement system's HOOK_URL (form-action).
    overwrite: false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    // HSTS only where the site is served over HTTPS (secureCookies marks that deployment).
    strictTransportSecurity: config.secureCookies ? 'max-age=15552000; includeSubDomains' : false,
    // The example CMS runs with a strict policy (no inline script, no eval), as a careful CMS would:
    // the widgets must work under it (zod runs jitless, styles are adopted sheets). Every browser test
    // runs under this header.
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // An example-site page adds its inline stylesheet's SHA-256 (never 'unsafe-inline').
      styleSrc: [(c) => ["'self'", (c as Context<AppEnv>).get('siteStylesheet')?.cspSource].filter(Boolean).join(' ')],
      imgSrc: ["'self'", 'data:', 'https:', ...recipeServiceSrc],
      connectSrc: ["'self'", ...recipeServiceSrc],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // Issue 16 §4: the procurement systems of PUNCHOUT_FRAME_ORIGINS may frame the shop, and the
      // transfer form posts back to them; nobody else.
      formAction: ["'self'", ...(config.punchOutFrameOrigins ?? [])],
      frameAncestors: ["'self'", ...(config.punchOutFrameOrigins ?? [])],
    },
    // frame-ancestors decides where framing is allowed; X-Frame-Options cannot name other origins.
    xFrameOptions: (config.punchOutFrameOrigins ?? []).length > 0 ? false : 'SAMEORIGIN',
  }));
  app.use('*', async (c, next) => {
    await next();
    // The bundle and the product pictures are embedded by CMS pages on other origins.
    const isWidget = c.req.path.startsWith('/widgets/');
    const isShared = isWidget || c.req.path.startsWith('/images/') || c.req.path.startsWith('/recipe-service/images/');
    c.header('Cross-Origin-Resource-Policy', isShared ? 'cross-origin' : 'same-origin');
    if (isWidget) c.header('Access-Control-Allow-Origin', '*');
  });

  // /api cross-cutting: CORS for the CMS origins, culture, no caching, JSON-only unsafe calls (CSRF
  // defence), origin check, body size limit, session loading.
  // Issue 21 point 5: a CMS on another origin calls the API with credentials. Only ALLOWED_ORIGINS get
  // CORS; the preflight (OPTIONS) is answered here, before the checks below. CORP (same-origin above)
  // does not apply to CORS requests, so the granted origins read the JSON all the same.
  const allowedOrigins = config.allowedOrigins ?? [];
  if (allowedOrigins.length > 0) app.use('/api/*', apiCors(allowedOrigins));
  // Outside the middleware below, so it sees the answer's final headers (decision 028, seventh pass).
  app.use('/api/*', compressJson());
  app.use('/api/*', async (c, next) => {
    c.set('culture', c.req.header('X-Culture') || 'da-DK'); // only Danish exists today
    c.set('auth', null);
    await next();
    // A route that revalidates sets its own (the catalogue: private, no-cache with an ETag).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('Content-Language', 'da');
  });
  app.use('/api/*', async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method)) {
      // A form or a no-cors fetch cannot send application/json cross-site without a CORS preflight;
      // hono's csrf() ignores JSON requests, so this check is the defence (traps.md). Two exceptions,
      // and only these (docs/decisions/012-punch-out.md):
      //  - the cXML PunchOutSetupRequest: XML posted server to server by the procurement system and
      //    authenticated by its shared secret; the route reads and sets no cookies and accepts only XML;
      //  - the OCI login: the procurement system's browser posts an ordinary form to it cross-site, and
      //    it acts on no session: the USERNAME and PASSWORD in the form authenticate it.
      const post = c.req.method === 'POST';
      if (post && c.req.path === CXML_SETUP_PATH) return next();
      const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      const ociLogin = post && c.req.path === OCI_LOGIN_PATH;
      if (type !== 'application/json' && !(ociLogin && type === 'application/x-www-form-urlencoded')) {
        return c.json({ error: 'UnsupportedMediaType', message: daServer.unsupportedMediaType }, 415);
      }
      // The Origin must be the shop's own or a listed CMS's (issue 21 point 5). Every browser sends
      // Origin on a cross-origin call and on a same-origin POST/PUT/DELETE, and a cross-site JSON call
      // is always a CORS call: a call without Origin comes from no browser page, so it carries no
      // victim's cookies by a page's doing and passes (curl, server-to-server). `Origin: null`
      // (sandboxed frames, data: pages) is no listed origin and is refused.
      const origin = c.req.header('Origin');
      if (origin !== undefined && !ociLogin && !trustedOrigin(origin, c.req.url)) {
        return c.json({ error: 'ForbiddenOrigin', message: daServer.badRequest }, 403);
      }
    }
    await next();
  });
  app.use('/api/*', apiBodyLimit({
    maxSize: config.maxBodyBytes ?? 256 * 1024,
    onError: (c) => c.json({ error: 'PayloadTooLarge', message: daServer.payloadTooLarge }, 413),
  }));
  app.use('/api/*', sessionLoader(deps));

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/profile', profileRoutes(deps));
  app.route('/api/profile', passwordRoutes(deps));
  app.route('/api/profile', login2Routes(deps));
  app.route('/api/profile', punchOutProfileRoutes(deps));
  app.route('/api/profile', usernameRoutes(deps));
  app.route(OCI_LOGIN_PATH, punchOutLoginRoutes(deps));
  app.route('/api/product', productRoutes(deps));
  app.route('/api/product/nearexpiry', nearExpiryRoutes(deps));
  const catalogueCache = new CatalogueCache();
  app.route('/api/product', catalogueRoutes(deps, {}, catalogueCache));
  app.route('/api/product', productDetailsRoutes(deps));
  app.route('/api/product', quickOrderRoutes(deps));
  app.route('/api/product', popCampaignRoutes(deps));
  app.route('/api/offers', offerSuggestionRoutes(deps));
  app.route('/api/product', publicOfferRoutes(deps));
  app.route('/api/deadlines', deadlineRoutes(deps));
  app.route('/api/order', orderRoutes(deps));
  app.route('/api/order', co2BudgetRoutes(deps));
  app.route('/api/order', punchOutOrderRoutes(deps));
  app.route('/api/es/order', esOrderRoutes(deps));
  app.route('/api/eventlog', eventLogRoutes(deps));
  app.route('/api/recurringorders', recurringOrderRoutes(deps));
  app.route('/api/deliverydate', deliveryDateRoutes(deps));
  app.route('/api/favoritelists', favoriteListRoutes(deps));
  app.route('/api/favoritelists', favoriteListAllergenRoutes(deps));
  app.route('/api/punchout/cxml', punchOutCxmlRoutes(deps));
  app.route('/api/department', departmentRoutes(deps));
  app.route('/api/offerpush', offerPushRoutes(deps));
  app.route('/api/product', relatedSellingRoutes(deps));
  app.route('/api/focusproducts', focusProductRoutes(deps));
  app.route('/api/focusbrands', focusBrandRoutes(deps));
  app.route('/api/websamples', webSampleRoutes(deps));
  app.route('/api/checkout', checkoutRoutes(deps));
  app.route('/api/favoriterecipes', favoriteRecipeRoutes(deps));
  app.route('/api/leads', leadRoutes(deps));
  app.route('/api/mail', leadMailRoutes(deps));
  app.route('/api/profile', ownSettingsProfileRoutes(deps)); // issue 22 point 5
  app.route('/api/settings', settingsRoutes(deps));
  app.route('/api/umbraco/dictionary', dictionaryRoutes(deps));
  app.route('/api', shoppingListRoutes(deps)); // /api/shoppinglists and /api/shoppinglists/ (strict routing)
  app.route('/api/profile', newSiteProfileRoutes(deps));
  // Issue 21 point 7: the OpenAPI document of the routes above (read from the app on first request) and its viewer.
  app.route('/api', apiDocsRoutes(app));
  app.route('/catalogueredirect', catalogueRedirectRoutes(deps));
  app.all('/api/*', (c) => c.json({ error: 'NotFound', message: daServer.notFound }, 404));
  app.route('/images', imageRoutes(deps));
  // Issue 17 §3: the recipe service, mounted unless RECIPE_SERVICE_URL names one elsewhere.
  // With PUBLIC_ORIGIN its picture URLs are absolute, so a CMS page on another origin shows them too, and
  // the CMS origins of ALLOWED_ORIGINS may call it (issue 21 point 5).
  if (!config.recipeServiceUrl) app.route('/recipe-service', createRecipeService({ db, allowedOrigins: [...trustedOrigins], publicBase: `${config.publicOrigin ?? ''}/recipe-service`, logError }));
  app.route('/images/brands', brandImageRoutes(deps));
  if (config.devMailbox) app.route('/dev/postkasse', devMailboxRoutes(deps)); // issue 19 point 1: only without SMTP

  if (widgets) {
    // Issue 15: hashed chunks immutable for a year, the loader and entries revalidated, br/gzip files.
    app.use('/widgets/*', ...widgetAssets(widgets));
  }
  if (site && assets) {
    // Read per request, like a CMS: an editor's change shows on the next page view.
    for (const page of SITE_PAGES) {
      app.get(page.path, async (c) => {
        const [layout, body] = await Promise.all([
          readFile(join(site, 'layout.html'), 'utf8'),
          readFile(join(site, 'pages', page.file), 'utf8').then((text) => withWidgetCatalogue(text, site)),
        ]);
        // Issue 22 point 2: `?site=inco` previews a variant (an unknown or missing one is ab, the example
        // site's own); a logged-in user's profile variant wins in the loader (site-variants.md §2).
        const variant = siteVariantOf(c.req.query('site')).id;
        const html = await assets.withHashedScripts(withLoaderData(composePage(layout, body), { 'recipe-service-url': config.recipeServiceUrl, site: variant, 'site-name': serverSiteNameOf(variant) }));
        const sheet = c.get('siteStylesheet');
        return assets.page(c, sheet ? assets.withInlineStylesheet(html, sheet) : html);
      });
    }
    app.use('/views/*', serveStatic({ root: site }));
    app.use('/assets/*', async (c, next) => (await assets.serveHashedScript(c)) ?? (await assets.serveHashedStylesheet(c)) ?? next());
    app.use('/assets/*', serveStatic({ root: site }));
  }

  return Object.assign(app, {
    /** Builds the catalogues of the first users ahead of their visit (see warmCatalogues). */
    warmCatalogues: (max?: number) => warmCatalogues(deps, catalogueCache, max),
  });
}

export type App = ReturnType<typeof createApp>;
