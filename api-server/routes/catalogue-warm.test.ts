// The catalogue warm-up after start (serve-shop.ts): the first customer should not wait for the first build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cacheModule from '../catalogue/catalogue-cache.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('warmCatalogues', () => {
  it('builds the shared catalogue of the first users, so their first request is served from the cache', async () => {
    const built: string[] = [];
    const original = cacheModule.CatalogueCache.prototype.shared;
    const spy = function (this: cacheModule.CatalogueCache, ...args: Parameters<typeof original>) {
      built.push(args[0]);
      return original.apply(this, args);
    };
    cacheModule.CatalogueCache.prototype.shared = spy;
    try {
      const n = await ctx.app.warmCatalogues(2);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(2);
      expect(new Set(built).size).toBe(n);
      const cookie = await ctx.login('kok@kantinen.dk');
      const res = await ctx.app.request('/api/product/catalogue', { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      // kok is among the first users: the request asked the cache for a scope the warm-up built.
      expect(built.slice(0, n)).toContain(built.at(-1));
    } finally {
      cacheModule.CatalogueCache.prototype.shared = original;
    }
  });
});
