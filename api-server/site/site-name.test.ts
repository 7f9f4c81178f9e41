// Issue 22 point 1 (§1 `{product}`): the brand shop is a real variant: its demo department sees the
// assortment and prices, the profile names the variant and the shop's name, and that name comes from
// configuration (PRODUCT_SITE_NAME -> AppConfig.productSiteName) in the profile and the mails alike.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Origin } from '../../core/index.js';
import { ProfileSchema } from '../../core/schemas/index.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import { createApp } from '../app.js';
import { renderMail } from '../mail/layout.js';
import { findOrderable, priceOf } from '../test-support/fixtures.js';
import { createTestContext, loginBody, type TestContext } from '../test-support/test-app.js';
import { configureProductSiteName, configuredProductSiteName } from './site-name.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});
// The name is process configuration (createApp sets it); every test leaves the default behind.
afterEach(() => configureProductSiteName(undefined));

async function profileOf(cookie: string) {
  const res = await ctx.post('/api/profile/profileinfo', {}, cookie);
  expect(res.status).toBe(200);
  return ProfileSchema.parse(await res.json());
}

describe('the {product} brand shop (issue 22 point 1)', () => {
  it.each([
    ['kok@kaffebaren.dk', '6001', 'product', 'Grossisten Kaffe'],
    ['kok@kantinen.dk', '1001', 'ab', 'Grossisten'],
    ['indkob@storkoekken.dk', '2001', 'bc', 'Grossisten Catering'],
    ['kok@incokunde.dk', '3001', 'inco', 'Inco'],
    ['kok@ffkunde.dk', '4001', 'ff', 'Grossisten Frugt & Grønt'],
  ])('%s logs in for %s: site %s, named %s', async (email, department, site, name) => {
    const res = await ctx.post('/api/profile/login', loginBody(email, 'demo1234'));
    expect(res.status).toBe(200);
    expect(ProfileSchema.parse(await res.json())).toMatchObject({ department, siteVariant: site, siteName: name });
  });

  it('the demo department sees products with prices and orders them', async () => {
    const cookie = await ctx.login('kok@kaffebaren.dk');
    const product = await findOrderable(ctx.db, '6001');
    expect((await priceOf(ctx.db, product.id, 'PG1'))?.priceOre).toBeGreaterThan(0);
    const added = await ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 1, productId: product.id, unit: product.unit, expiryProduct: false }], cookie);
    expect(added.status).toBe(200);
    const review = ReviewBasketSchema.parse(await (await ctx.get('/api/order/revieworder', cookie)).json());
    expect(review.lines.map((l) => l.productId)).toContain(product.id);
    expect(review.totalOre).toBeGreaterThan(0);
  });

  it('PRODUCT_SITE_NAME names the brand shop in the profile and the mails; the other variants keep theirs', async () => {
    // A second app on the same database, configured as serve-shop.ts does from the environment.
    const configured = createApp({ db: ctx.db, clock: ctx.clock, config: { productSiteName: '  Kaffekompagniet ' } });
    expect(configuredProductSiteName()).toBe('Kaffekompagniet');
    const login = await configured.request('/api/profile/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(loginBody('kok@kaffebaren.dk', 'demo1234')) });
    expect(ProfileSchema.parse(await login.json()).siteName).toBe('Kaffekompagniet');
    expect(renderMail({ site: 'product', subject: 's', heading: 'h', blocks: [] }).text).toContain('Venlig hilsen\nKaffekompagniet');
    expect(renderMail({ site: 'inco', subject: 's', heading: 'h', blocks: [] }).text).toContain('Venlig hilsen\nInco');
    expect((await profileOf(await ctx.login('kok@incokunde.dk'))).siteName).toBe('Inco');

    // Unset (or blank): the description's default.
    configureProductSiteName('   ');
    expect((await profileOf(await ctx.login('kok@kaffebaren.dk'))).siteName).toBe('Grossisten Kaffe');
    expect(renderMail({ site: 'product', subject: 's', heading: 'h', blocks: [] }).text).toContain('Venlig hilsen\nGrossisten Kaffe');
  });
});
