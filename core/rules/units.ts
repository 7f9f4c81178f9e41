// Unit and price rules: §4 "Product card unit" and §9 rounding.
import type { Product, Unit } from '../schemas/product.js';

/**
 * §4: the card's unit defaults to the list-specific standard unit, else the flagged default, else the
 * first. Expiry products use the expiry unit. A focus product (§3 x.focus) is only orderable in its
 * focus unit (§8 UnitMisMatch), so that unit comes before the flagged default.
 */
export function defaultUnit(
  product: { units: readonly Unit[]; expiry: Product['expiry']; focus?: Product['focus'] },
  opts: { listStandardUnit?: string | null; expiry?: boolean } = {},
): Unit {
  const byCode = (code: string | null | undefined) => (code ? product.units.find((u) => u.code === code) : undefined);
  const first = product.units[0];
  if (!first) throw new Error('A product has at least one unit');
  if (opts.expiry && product.expiry) return byCode(product.expiry.unit) ?? first;
  return byCode(opts.listStandardUnit) ?? byCode(product.focus?.unit) ?? product.units.find((u) => u.isDefault) ?? first;
}

/**
 * §3 add-to-cart item focusProductId: a focus product is ordered as its focus product, so the server
 * checks its unit (UnitMisMatch) and its own stock (OutOfStock). Not for the expiry offer, which is
 * its own line at its own price.
 */
export function focusProductIdFor(product: Pick<Product, 'focus'>, expiry: boolean): string | undefined {
  return product.focus && !expiry ? product.focus.productId : undefined;
}

/** Price of one of `unit` in øre: the base price times the unit's factor, rounded to whole øre (§9). */
export function unitPriceOre(basePriceOre: number | null, unit: Pick<Unit, 'factor'>): number | null {
  if (basePriceOre === null) return null;
  return Math.round(basePriceOre * unit.factor);
}

/**
 * Line total in øre for an amount (which may have 2 decimals for KG), rounded half up to whole øre.
 * Exact: the amount is taken in hundredths (1,15 kg is 115, never 114.99999…), the product is an
 * integer, and dividing it by 100 lands on .5 only where the exact value does (§9, issue 7 §5).
 */
export function lineTotalOre(unitPrice: number | null, amount: number): number | null {
  if (unitPrice === null) return null;
  return Math.round((unitPrice * Math.round(amount * 100)) / 100);
}
