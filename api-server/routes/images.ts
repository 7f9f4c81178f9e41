// GET /images/products/{id}?w=90|300: the demo image host (spec §7, width 90 or 300). Public, like a
// wholesaler's image CDN: a picture tells nothing a product page would not. Cached by browsers; a
// strong ETag lets a revalidation end in a 304 without the picture.
import { Hono } from 'hono';
import { ProductImageParamSchema, ProductImageQuerySchema } from '../../core/schemas/product-details.js';
import { pictureOf } from '../demo-images/image-host.js';
import { type AppDeps, type AppEnv, ApiFailure } from '../http/env.js';
import { validate } from '../http/validate.js';
import { daServer } from '../../core/texts/da-server.js';

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
  app.get('/products/:id', validate('param', ProductImageParamSchema), validate('query', ProductImageQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { w } = c.req.valid('query');
    const picture = await pictureOf(deps.db, id, w === '90' ? 90 : 300);
    if (!picture) throw new ApiFailure(404, 'NotFound', daServer.notFound);
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('ETag', picture.etag);
    if (matchesEtag(c.req.header('If-None-Match'), picture.etag)) return c.body(null, 304);
    c.header('Content-Type', 'image/png');
    return c.body(picture.png);
  });
  return app;
}
