// GET /api/websamples (issue 18 point 6): the free samples running for the session's department, each
// with its state for this user's basket and the department (docs/guides/offers.md §6).
import { and, asc, eq } from 'drizzle-orm';
import { OfferKind } from '../../core/schemas/cart.js';
import type { WebSample } from '../../core/schemas/web-samples.js';
import { shopToday } from '../../core/rules/calendar.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { AuthContext } from '../http/env.js';
import { runningSampleCondition } from '../orders/web-sample-lines.js';
import { basketOwnerOf, isBasketOf } from '../orders/basket-owner.js';

export async function listWebSamples(db: Db, auth: AuthContext, today: string, deliveryDate: string): Promise<WebSample[]> {
  const rows = await db
    .select({
      sample: t.webSamples,
      name: t.products.name,
      brand: t.products.brand,
      image: t.products.imageUrl,
      unitDescription: t.productUnits.description,
    })
    .from(t.webSamples)
    .innerJoin(t.products, eq(t.products.id, t.webSamples.productId))
    // Only samples of products in the department's assortment: the kitchen could not order the rest.
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.webSamples.productId), eq(t.assortment.departmentCode, auth.department.code)))
    .leftJoin(t.productUnits, and(eq(t.productUnits.productId, t.webSamples.productId), eq(t.productUnits.code, t.webSamples.unit)))
    .where(runningSampleCondition(auth, today))
    .orderBy(asc(t.webSamples.endsOn), asc(t.webSamples.id));
  if (rows.length === 0) return [];
  const claims = new Map((await db
    .select({ sampleId: t.webSampleClaims.sampleId, at: t.webSampleClaims.claimedAt })
    .from(t.webSampleClaims)
    .where(eq(t.webSampleClaims.departmentCode, auth.department.code))).map((c) => [c.sampleId, shopToday(c.at)]));
  const inBasket = new Set((await db
    .select({ id: t.basketLines.offerId })
    .from(t.basketLines)
    .innerJoin(t.baskets, eq(t.baskets.id, t.basketLines.basketId))
    .where(and(isBasketOf(basketOwnerOf(auth), deliveryDate), eq(t.basketLines.offerKind, OfferKind.WebSample)))).map((r) => r.id));
  return rows.map(({ sample, name, brand, image, unitDescription }) => {
    const claimed = claims.get(sample.id) ?? null;
    return {
      id: sample.id,
      title: sample.title,
      text: sample.text,
      productId: sample.productId,
      name,
      brand,
      image,
      unit: sample.unit,
      unitDescription: unitDescription ?? sample.unit,
      startsOn: sample.startsOn,
      endsOn: sample.endsOn,
      state: claimed ? 'claimed' : inBasket.has(sample.id) ? 'inBasket' : 'available',
      claimedOn: claimed,
    };
  });
}
