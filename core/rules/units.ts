// Unit and price rules: §4 "Product card unit" and §9 rounding.
import type { Product, Unit } from '../schemas/product.js';

/**
 * §4: the card's unit defaults to the list-specific standard unit, else the flagged default, else the
 * first. Expiry products use the expiry unit.
 */
export function defaultUnit(product: { units: readonly Unit[]; expiry: Product['expiry'] }, opts: { listStandardUnit?: string | null; expiry?: boolean } = {}): Unit {
  const byCode = (code: string | null | undefined) => (code ? product.units.find((u) => u.code === code) : undefined);
  const first = product.units[0];
  if (!first) throw new Error('A product has at least one unit');
  if (opts.expiry && product.expiry) return byCode(product.expiry.unit) ?? first;
  return byCode(opts.listStandardUnit) ?? product.units.find((u) => u.isDefault) ?? first;
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
