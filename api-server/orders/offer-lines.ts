// Issue 18: basket lines sold on an offer (a checkout campaign, a web sample) rather than the price
// list (basket_lines.offer_kind/offer_id, core OfferKind). The offers' own rules live beside their
// routes; this module only names a line's offer for the basket page.
import { inArray } from 'drizzle-orm';
import { OfferKind } from '../../core/schemas/cart.js';
import type { ReviewLine } from '../../core/schemas/basket-review.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';

type LineOffer = NonNullable<ReviewLine['offer']>;

export function offerKey(line: { offerKind: number; offerId: number }): string {
  return `${line.offerKind}:${line.offerId}`;
}

/** The title of every offer the lines are sold on, by offerKey; at most one query per kind present. */
export async function offerTitles(db: Db, lines: readonly { offerKind: number; offerId: number }[]): Promise<Map<string, LineOffer>> {
  const out = new Map<string, LineOffer>();
  const ids = (kind: number) => [...new Set(lines.filter((l) => l.offerKind === kind).map((l) => l.offerId))];
  const campaigns = ids(OfferKind.CheckoutCampaign);
  if (campaigns.length > 0) {
    const rows = await db.select({ id: t.checkoutCampaigns.id, title: t.checkoutCampaigns.title }).from(t.checkoutCampaigns).where(inArray(t.checkoutCampaigns.id, campaigns));
    for (const r of rows) out.set(offerKey({ offerKind: OfferKind.CheckoutCampaign, offerId: r.id }), { kind: 'checkoutCampaign', id: r.id, title: r.title });
  }
  const samples = ids(OfferKind.WebSample);
  if (samples.length > 0) {
    const rows = await db.select({ id: t.webSamples.id, title: t.webSamples.title }).from(t.webSamples).where(inArray(t.webSamples.id, samples));
    for (const r of rows) out.set(offerKey({ offerKind: OfferKind.WebSample, offerId: r.id }), { kind: 'webSample', id: r.id, title: r.title });
  }
  return out;
}
