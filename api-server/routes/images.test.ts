import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull, isNull } from 'drizzle-orm';
import { daValidation } from '../../core/texts/da-validation.js';
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
  it('draws a PNG at width 90 or 300, cacheable and readable from other origins', async () => {
    const [p] = await ctx.db.select({ id: t.products.id, img: t.products.imageUrl }).from(t.products).where(isNotNull(t.products.imageUrl)).limit(1);
    expect(p?.img).toBe(`/images/products/${p?.id}`);
    for (const w of [90, 300]) {
      const res = await ctx.get(`${p!.img}?w=${w}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/png');
      expect(res.headers.get('Cache-Control')).toContain('max-age');
      expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
      expect(res.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
      const png = Buffer.from(await res.arrayBuffer());
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.toString('latin1', 12, 16)).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, w]);
    }
  });

  it('gives pictures of different groups different looks, and the same product the same picture', async () => {
    const rows = await ctx.db.select({ id: t.products.id, g: t.products.postingGroupId }).from(t.products).where(isNotNull(t.products.imageUrl));
    const byGroup = new Map<string, string>();
    for (const r of rows) if (!byGroup.has(r.g)) byGroup.set(r.g, r.id);
    expect(byGroup.size).toBeGreaterThan(5);
    const pngs = await Promise.all([...byGroup.values()].map(async (id) => Buffer.from(await (await ctx.get(`/images/products/${id}?w=90`)).arrayBuffer())));
    expect(new Set(pngs.map((png) => png.toString('base64'))).size).toBe(byGroup.size);
    const first = [...byGroup.values()][0]!;
    expect(Buffer.from(await (await ctx.get(`/images/products/${first}?w=90`)).arrayBuffer()).equals(pngs[0]!)).toBe(true);
  });

  it('answers If-None-Match with the current ETag with 304 and no body', async () => {
    const [p] = await ctx.db.select({ img: t.products.imageUrl }).from(t.products).where(isNotNull(t.products.imageUrl)).limit(1);
    const url = `${p!.img}?w=300`;
    const etag = (await ctx.get(url)).headers.get('ETag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await ctx.app.request(url, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.get('ETag')).toBe(etag);
      expect(res.headers.get('Cache-Control')).toContain('max-age');
      expect(await res.text()).toBe('');
    }
    const stale = await ctx.app.request(url, { headers: { 'If-None-Match': '"other"' } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('Content-Type')).toBe('image/png');
    // The other width is another picture with its own tag.
    expect((await ctx.get(`${p!.img}?w=90`)).headers.get('ETag')).not.toBe(etag);
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

  it('refuses a NUL in the id as text and a lone surrogate (not UTF-8 in a URL) as a bad request (issue 14 §1)', async () => {
    const [p] = await ctx.db.select({ id: t.products.id }).from(t.products).where(isNotNull(t.products.imageUrl)).limit(1);
    const nul = await ctx.get(`/images/products/${p!.id}%00?w=300`);
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ error: 'InvalidText', message: daValidation.textInvalidCharacters });
    for (const url of [`/images/products/${p!.id}%ED%A0%80?w=300`, `/images/products/${p!.id}?w=300%00`, `/images/products/${p!.id}?w=%ED%A0%80`]) {
      expect((await ctx.get(url)).status, url).toBe(400);
    }
  });
});
