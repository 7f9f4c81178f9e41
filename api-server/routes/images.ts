// GET /images/products/{id}?w=90|300: the demo image host (spec §7, width 90 or 300). Public, like a
// wholesaler's image CDN: a picture tells nothing a product page would not. Cached by browsers; a
// strong ETag lets a revalidation end in a 304 without the picture.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { da } from '../../core/index.js';
import * as t from '../db/schema.js';
import { IMAGE_WIDTHS, productImage, type ImageWidth } from '../demo-images/product-image.js';
import type { AppDeps, AppEnv } from '../http/env.js';

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export function imageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/products/:id', async (c) => {
    const id = c.req.param('id');
    const width = Number(c.req.query('w') ?? 300);
    if (!/^\d{1,12}$/.test(id) || !IMAGE_WIDTHS.includes(width as ImageWidth)) {
      return c.json({ error: 'BadRequest', message: da.badRequest }, 400);
    }
    const [product] = await deps.db
      .select({ groupId: t.products.postingGroupId, imageUrl: t.products.imageUrl })
      .from(t.products)
      .where(eq(t.products.id, id))
      .limit(1);
    if (!product?.imageUrl) return c.json({ error: 'NotFound', message: da.notFound }, 404);
    const picture = productImage(id, product.groupId, width as ImageWidth);
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('ETag', picture.etag);
    if (matchesEtag(c.req.header('If-None-Match'), picture.etag)) return c.body(null, 304);
    c.header('Content-Type', 'image/png');
    return c.body(picture.png);
  });
  return app;
}
