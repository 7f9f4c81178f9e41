import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull, isNull } from 'drizzle-orm';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /images/products/{id} (the demo image host, §7)', () => {
  it('draws an SVG at width 90 or 300, cacheable and readable from other origins', async () => {
    const [p] = await ctx.db.select({ id: t.products.id, img: t.products.imageUrl }).from(t.products).where(isNotNull(t.products.imageUrl)).limit(1);
    expect(p?.img).toBe(`/images/products/${p?.id}`);
    for (const w of [90, 300]) {
      const res = await ctx.get(`${p!.img}?w=${w}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('image/svg+xml');
      expect(res.headers.get('Cache-Control')).toContain('max-age');
      expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
      const svg = await res.text();
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${w}" height="${w}"`));
      expect(svg).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('gives pictures of different groups different looks, and the same product the same picture', async () => {
    const rows = await ctx.db.select({ id: t.products.id, g: t.products.postingGroupId }).from(t.products).where(isNotNull(t.products.imageUrl));
    const byGroup = new Map<string, string>();
    for (const r of rows) if (!byGroup.has(r.g)) byGroup.set(r.g, r.id);
    expect(byGroup.size).toBeGreaterThan(5);
    const svgs = await Promise.all([...byGroup.values()].map(async (id) => (await ctx.get(`/images/products/${id}?w=90`)).text()));
    expect(new Set(svgs.map((s) => s.match(/stroke="(#[0-9a-f]{6})"/)?.[1])).size).toBe(byGroup.size);
    const first = [...byGroup.values()][0]!;
    expect(await (await ctx.get(`/images/products/${first}?w=90`)).text()).toBe(svgs[0]);
  });

  it('answers 404 for a product without a picture or an unknown id, 400 for bad input', async () => {
    const [bare] = await ctx.db.select({ id: t.products.id }).from(t.products).where(isNull(t.products.imageUrl)).limit(1);
    expect(bare).toBeDefined(); // the demo data has products without pictures, to show the placeholder
    expect((await ctx.get(`/images/products/${bare!.id}?w=300`)).status).toBe(404);
    expect((await ctx.get('/images/products/999999999999?w=300')).status).toBe(404);
    expect((await ctx.get('/images/products/abc?w=300')).status).toBe(400);
    const [any] = await ctx.db.select({ id: t.products.id }).from(t.products).where(isNotNull(t.products.imageUrl)).limit(1);
    expect((await ctx.get(`/images/products/${any!.id}?w=1200`)).status).toBe(400);
    expect((await ctx.get(`/images/products/${any!.id}?w=abc`)).status).toBe(400);
    expect((await ctx.get(`/images/products/${any!.id}`)).status).toBe(200); // 300 by default
  });
});
