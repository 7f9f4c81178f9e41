// The ONE mapper from database rows to the §3 short-key wire format (core ProductWireSchema).
import type { ProductFlagsWire, ProductWire } from '../../core/index.js';
import type * as t from '../db/schema.js';

export type ProductRecord = typeof t.products.$inferSelect;
export type UnitRecord = typeof t.productUnits.$inferSelect;
export type ExpiryRecord = typeof t.expiryOffers.$inferSelect;

export interface PriceRecord {
  priceOre: number;
  refPriceOre: number | null;
  offerPriceOre: number | null;
}

/** Everything the wire format needs about one product, for one department. */
export interface ProductWireInput {
  product: ProductRecord;
  groupName: string;
  customerProductNumber: string | null;
  price: PriceRecord | null;
  units: UnitRecord[];
  expiry: ExpiryRecord | null;
  hasFoodInfo: boolean;
  /** §3 x.focusBrand: products.focus_brand joined to focus_brands in the same query that reads the product. */
  focusBrand: FocusBrandRecord | null;
}

/** The name and logo of a product's focus brand (§3 x.focusBrand n, l). */
export interface FocusBrandRecord {
  name: string;
  logo: string;
}

export interface WireContext {
  showPrices: boolean;
  hideCo2: boolean;
  /** yyyy-MM-dd, the shop's today. */
  today: string;
}

/** True while the product's offer runs (offer_until is today or later) and an offer price exists. */
export function offerActive(product: ProductRecord, price: PriceRecord | null, today: string): boolean {
  return Boolean(product.offerUntil && product.offerUntil >= today && price?.offerPriceOre != null);
}

/** Base-unit price in øre the customer pays now (offer price while the offer runs). */
export function currentBasePriceOre(product: ProductRecord, price: PriceRecord | null, today: string): number | null {
  if (!price) return null;
  return offerActive(product, price, today) ? (price.offerPriceOre ?? price.priceOre) : price.priceOre;
}

export function toProductWire(input: ProductWireInput, ctx: WireContext): ProductWire {
  const { product, price } = input;
  const units = [...input.units].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
  const onOffer = offerActive(product, price, ctx.today);

  const x: ProductFlagsWire = {};
  for (const flag of product.flags) (x as Record<string, boolean>)[flag] = true;
  if (product.storageTemperature === 0 || product.storageTemperature === 2) x.storageFreeze = true;
  if (product.storageTemperature === 1 || product.storageTemperature === 5) x.storageCool = true;
  if (product.organicCode === 1 || product.organicCode === 2) x.organic = true;
  if (units.some((u) => u.weighed)) x.weight = true;
  if (input.hasFoodInfo) x.foodInfo = true;
  if (product.foodInfoRequired) x.foodInfoRequired = true;
  if (product.discontinuedByHq) x.discontinuedByHQ = true;
  if (input.expiry) x.outlet = true;
  if (input.focusBrand) x.focusBrand = { n: input.focusBrand.name, l: input.focusBrand.logo };

  const wire: ProductWire = {
    i: [product.id, product.supplierProductId, input.customerProductNumber ?? ''],
    g: product.postingGroupId,
    g_text: input.groupName,
    b: product.brand,
    d: product.name,
    u: units.map((u) => ({ i: u.code, d: u.description, n: Number(u.factor), w: u.weighed, f: u.isDefault })),
    p: ctx.showPrices ? currentBasePriceOre(product, price, ctx.today) : null,
    c: product.countryCode,
    c_text: product.countryName,
    img: product.imageUrl,
  };
  if (product.depositOre > 0) wire.m = product.depositOre;
  if (ctx.showPrices && price?.refPriceOre != null && product.refUnit) {
    wire.p_ref = onOffer && price.offerPriceOre != null
      ? Math.round((price.refPriceOre * price.offerPriceOre) / Math.max(price.priceOre, 1))
      : price.refPriceOre;
    wire.ref_u = product.refUnit;
  }
  if (onOffer) {
    wire.o = true;
    wire.n = product.offerUntil;
  }
  if (product.discontinuedOn || product.discontinuedByHq) {
    wire.f = product.discontinuedOn;
    wire.f_text = product.discontinuedText;
  }
  if (product.alternativeProductId) wire.t = product.alternativeProductId;
  if (!ctx.hideCo2 && product.co2e !== null && Number(product.co2e) > 0) wire.e = Number(product.co2e);
  if (product.broachLimit !== null) wire.w_lmt = Number(product.broachLimit);
  if (input.expiry) {
    wire.y = {
      r: product.id,
      n: input.expiry.expiresOn,
      p: input.expiry.priceOre,
      s: Number(input.expiry.stock),
      u: input.expiry.unit,
    };
  }
  if (Object.keys(x).length > 0) wire.x = x;
  return wire;
}
