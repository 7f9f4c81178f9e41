// Wire contract of the near-expiry (food-waste) offers, issue 18 point 1 (§7 GET
// /api/product/nearexpiry?take, §3 y, §9 "Near-expiry take 1000 or default 20"). Per screen: imported
// by its module path, never re-exported from core/index.ts (the search page's bundle budget).
import * as z from './z.js';
import type { Product } from './product.js';

/** §9: the page asks for 1000, the teaser for the default 20. */
export const NEAR_EXPIRY_DEFAULT_TAKE = 20;
export const NEAR_EXPIRY_MAX_TAKE = 1000;

/**
 * Query of GET /api/product/nearexpiry: `take` as text. The schema takes any text so that the route can
 * answer a bad one with its own Danish sentence (parseNearExpiryTake), not the generic one.
 */
export const NearExpiryQuerySchema = z.object({
  take: z.optional(z.string()),
});

/** `take`: a whole number 1-1000; absent: 20 (§9). Null: not a valid take. */
export function parseNearExpiryTake(text: string | undefined): number | null {
  if (text === undefined) return NEAR_EXPIRY_DEFAULT_TAKE;
  if (!/^\d{1,4}$/.test(text)) return null;
  const take = Number(text);
  return take >= 1 && take <= NEAR_EXPIRY_MAX_TAKE ? take : null;
}
export type NearExpiryQuery = z.infer<typeof NearExpiryQuerySchema>;

/** Beyond the spec: why an offer comes first, a list of the user's that holds its product. */
export const OnListSchema = z.object({
  kind: z.enum(['favoriteList', 'recurringOrder']),
  name: z.string(),
});
export type OnList = z.infer<typeof OnListSchema>;

/**
 * One offer: the product as the cards render it (core's `Product`, decoded by the server with core's
 * one decodeProduct from the §3 short-key wire, y included), and the user's lists that hold it. Decoded
 * on the server because decodeProduct used in a browser bundle would land in the search page's shared
 * core chunk (+0.5 KB gzip, over its budget, bench/size-budget.ts). Checked here only as far as the
 * widget relies on it; the server's tests hold it to the whole type.
 */
export const NearExpiryItemSchema = z.object({
  product: z.custom<Product>((v) => {
    const p = v as Partial<Product> | null;
    return typeof p === 'object' && p !== null && typeof p.id === 'string' && Array.isArray(p.units) && typeof p.flags === 'object' && typeof p.expiry === 'object' && p.expiry !== null;
  }),
  onLists: z.array(OnListSchema),
});
export type NearExpiryItem = z.infer<typeof NearExpiryItemSchema>;

/** The answer: offers on the user's lists first, then by expiry date (core/rules/expiry-offers.ts). */
export const NearExpiryResultSchema = z.object({
  products: z.array(NearExpiryItemSchema),
});
export type NearExpiryResult = z.infer<typeof NearExpiryResultSchema>;
