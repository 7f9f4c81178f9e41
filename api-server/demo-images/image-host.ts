// The demo image host's one question to the database (spec §7 image host): which posting group a
// product's picture is drawn for, and whether the product has a picture at all.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { productImage, type ImageWidth, type ProductPicture } from './product-image.js';

/** The picture of a product at one width, or null for an unknown product or one without a picture. */
export async function pictureOf(db: Db, productId: string, width: ImageWidth): Promise<ProductPicture | null> {
  const [product] = await db
    .select({ groupId: t.products.postingGroupId, imageUrl: t.products.imageUrl })
    .from(t.products)
    .where(eq(t.products.id, productId))
    .limit(1);
  if (!product?.imageUrl) return null;
  return productImage(productId, product.groupId, width);
}
