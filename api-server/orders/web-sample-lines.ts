// Issue 18 point 6: basket lines that order a free web sample (§2 card type web-sample). A kitchen
// (department) orders each sample once, at amount 1 in the sample's unit, at price 0, with origin
// WebSample 8 (docs/guides/offers.md §6). The rules are checked three times:
//  - at add (addToBasket): the sample runs for the session (period, price group, assortment), the
//    item is exactly the sample, the department has not ordered it, this basket does not hold it;
//  - under the basket lock (the same add): two adds racing from two tabs give one line;
//  - at completion (complete.ts): the claim row's primary key (sample, department) makes a colleague's
//    second order of the same sample fail, and the whole order is refused, nothing placed.
import { and, eq, inArray, lte, gte, isNull, or } from 'drizzle-orm';
import { OfferKind, Origin, type AddToCartItem } from '../../core/schemas/cart.js';
import { WEB_SAMPLE_AMOUNT } from '../../core/schemas/web-samples.js';
import { daOffersPublicServer as texts } from '../../core/texts/da-offers-public-server.js';
import { formatDate } from '../../core/format/date.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { shopToday } from '../../core/rules/calendar.js';
import { basketOwnerOf, isBasketOf, type BasketOwner } from './basket-owner.js';

export type WebSampleRow = typeof t.webSamples.$inferSelect;

/** The offer fields a sample line carries into mergeBasketLines (BasketLineInput). */
export interface WebSampleLineFields {
  offerKind: number;
  offerId: number;
  fixedPriceOre: number;
}

/** Samples that run today for the session: in their period, for its price group (or all), product in its assortment. */
export function runningSampleCondition(auth: Pick<AuthContext, 'department'>, today: string) {
  return and(
    lte(t.webSamples.startsOn, today),
    gte(t.webSamples.endsOn, today),
    or(isNull(t.webSamples.priceGroup), eq(t.webSamples.priceGroup, auth.department.priceGroup)),
  )!;
}

async function runningSample(db: Db, auth: AuthContext, today: string, id: number): Promise<WebSampleRow | null> {
  const [row] = await db
    .select({ sample: t.webSamples })
    .from(t.webSamples)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.webSamples.productId), eq(t.assortment.departmentCode, auth.department.code)))
    .where(and(eq(t.webSamples.id, id), runningSampleCondition(auth, today)));
  return row?.sample ?? null;
}

/** The day (Danish time) a department's order took the sample; null: not taken. */
export async function claimedOn(db: Db, departmentCode: string, sampleId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: t.webSampleClaims.claimedAt })
    .from(t.webSampleClaims)
    .where(and(eq(t.webSampleClaims.sampleId, sampleId), eq(t.webSampleClaims.departmentCode, departmentCode)));
  return row ? shopToday(row.at) : null;
}

/**
 * One add-to-cart item naming `webSampleId`. Throws 404 for a sample that does not run for this
 * session (unknown, ended, another price group, outside the assortment: nothing to tell apart for
 * a user) and 400 for an item that is not exactly the sample (another product, unit or amount than 1,
 * an expiry, focus or campaign item). Answers `refused` with the Danish text for a sample the
 * department already ordered or this basket holds (the soft `error` of addtoorder, a toast, §8),
 * else the item as a sample line: origin WebSample, the sample as its offer, price 0.
 */
export async function webSampleItem(
  db: Db,
  auth: AuthContext,
  deliveryDate: string,
  item: AddToCartItem,
  today: string,
): Promise<{ refused: string; item: null } | { refused: null; item: AddToCartItem & WebSampleLineFields }> {
  const sample = await runningSample(db, auth, today, item.webSampleId!);
  if (!sample) throw new ApiFailure(404, 'WebSampleNotFound', texts.sampleUnknown, { webSampleId: item.webSampleId });
  const exact = item.productId === sample.productId && item.unit === sample.unit && Number(item.amount) === WEB_SAMPLE_AMOUNT
    && !item.expiryProduct && item.focusProductId === undefined && (item.checkoutId === undefined || item.checkoutId === -1);
  if (!exact) throw new ApiFailure(400, 'InvalidWebSample', texts.sampleWrongItem, { webSampleId: sample.id });
  const claimed = await claimedOn(db, auth.department.code, sample.id);
  if (claimed) return { refused: texts.sampleAlreadyClaimed(sample.title, formatDate(claimed)), item: null };
  if (await sampleInBasket(db, basketOwnerOf(auth), deliveryDate, sample.id)) return { refused: texts.sampleAlreadyInBasket(sample.title), item: null };
  return { refused: null, item: { ...item, origin: Origin.WebSample, offerKind: OfferKind.WebSample, offerId: sample.id, fixedPriceOre: 0 } };
}

async function sampleInBasket(db: Db, owner: BasketOwner, deliveryDate: string, sampleId: number): Promise<boolean> {
  const [row] = await db
    .select({ lineNo: t.basketLines.lineNo })
    .from(t.basketLines)
    .innerJoin(t.baskets, eq(t.baskets.id, t.basketLines.basketId))
    .where(and(
      isBasketOf(owner, deliveryDate),
      eq(t.basketLines.offerKind, OfferKind.WebSample),
      eq(t.basketLines.offerId, sampleId),
    ));
  return row !== undefined;
}

/**
 * Under the basket lock, before the lines are merged: a sample the basket already holds (an add from
 * another tab that won the race) is refused, so the line never grows past amount 1.
 */
export async function refuseSamplesInLockedBasket(tx: Tx, basketId: number, items: readonly AddToCartItem[]): Promise<void> {
  const ids = items.map((i) => i as AddToCartItem & Partial<WebSampleLineFields>).filter((i) => i.offerKind === OfferKind.WebSample).map((i) => i.offerId!);
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length) throw new ApiFailure(400, 'InvalidWebSample', texts.sampleWrongItem);
  const [held] = await tx
    .select({ title: t.webSamples.title })
    .from(t.basketLines)
    .innerJoin(t.webSamples, eq(t.webSamples.id, t.basketLines.offerId))
    .where(and(eq(t.basketLines.basketId, basketId), eq(t.basketLines.offerKind, OfferKind.WebSample), inArray(t.basketLines.offerId, ids)));
  if (held) throw new ApiFailure(409, 'WebSampleInBasket', texts.sampleAlreadyInBasket(held.title));
}

/** PUT updateorderline on a sample line: its amount and unit are the sample's, never changed (400). */
export function refuseSampleLineEdit(line: { offerKind: number; unit: string; amount: string }, change: { unit: string; amount: number | string }): void {
  if (line.offerKind !== OfferKind.WebSample) return;
  if (change.unit !== line.unit || Number(change.amount) !== Number(line.amount)) {
    throw new ApiFailure(400, 'WebSampleLocked', texts.sampleLineLocked);
  }
}

/**
 * At completion, in the order's transaction: one claim per sample line (sample, department, order,
 * user). A claim that exists already (a colleague's order of the same sample, also one committing at
 * this moment: the primary key waits for it) refuses the whole order with the line named (409
 * OrderNotPlaceable, as the expiry stock does); a line that is not amount 1 (it cannot be, but the
 * rule is the sample's) or whose sample is gone likewise.
 */
export async function claimWebSamples(
  tx: Tx,
  auth: AuthContext,
  orderId: number,
  lines: readonly { lineNo: number; productId: string; offerKind: number; offerId: number; amount: string }[],
): Promise<void> {
  const sampleLines = lines.filter((l) => l.offerKind === OfferKind.WebSample);
  if (sampleLines.length === 0) return;
  const samples = new Map((await tx
    .select({ id: t.webSamples.id, title: t.webSamples.title })
    .from(t.webSamples)
    .where(inArray(t.webSamples.id, sampleLines.map((l) => l.offerId)))).map((s) => [s.id, s.title]));
  const refuse = (line: (typeof sampleLines)[number], message: string) => {
    throw new ApiFailure(409, 'OrderNotPlaceable', message, {
      lines: [{ lineNo: line.lineNo, productId: line.productId, problem: 'webSampleClaimed', message }],
    });
  };
  for (const line of sampleLines) {
    const title = samples.get(line.offerId);
    if (title === undefined) refuse(line, texts.sampleUnknown);
    if (Number(line.amount) !== WEB_SAMPLE_AMOUNT) refuse(line, texts.sampleLineLocked);
    const taken = await tx
      .insert(t.webSampleClaims)
      .values({ sampleId: line.offerId, departmentCode: auth.department.code, orderId, userId: auth.user.id })
      .onConflictDoNothing()
      .returning({ sampleId: t.webSampleClaims.sampleId });
    if (taken.length === 0) refuse(line, texts.sampleClaimedAtCompletion(title!));
  }
}
