// Issue 20 point 5: the CO2e and organic budget of the basket. Pure rules shared by the server (which
// picks and validates alternatives) and the basket page (which compares the figures with the targets).
import { MAX_LINE_AMOUNT } from '../schemas/cart.js';
import { allowsDecimals } from './amount.js';

/**
 * An alternative is "clearly lower" when its CO2e per reference unit (per kg, l or stk) is at most this
 * share of the line's product (at least 20 % less): a swap to save a few grams is not worth a changed
 * order.
 */
export const CLEARLY_LOWER_SHARE = 0.8;

/** How many of the basket's lines get a lower-CO2e alternative (the ones with the most CO2e). */
export const CO2_BUDGET_TOP_LINES = 3;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** kg CO2e of a line: amount × unit factor × kg CO2e per base unit (as §3 previewOrder counts it), 2 decimals. */
export function lineCo2(co2ePerBase: number, amount: number, factor: number): number {
  return round2(co2ePerBase * amount * factor);
}

/**
 * The net quantity of one base unit in the product's reference unit (§3 reference price: kg, l or
 * stk): the base price over the reference price (a 2,5 kg bag at 255,92 kr. and 102,37 kr./kg is
 * 2,5 kg). Null without both prices. The catalogue has no net weight of its own; this is the figure the
 * comparison price is built from.
 */
export function netPerBase(priceOre: number | null | undefined, refPriceOre: number | null | undefined): number | null {
  if (priceOre == null || refPriceOre == null || !(priceOre > 0) || !(refPriceOre > 0)) return null;
  return Math.round((priceOre / refPriceOre) * 1000) / 1000 || null;
}

/** kg CO2e per reference unit (per kg, per l, per stk): what two products are compared by. */
export function co2PerRefUnit(co2ePerBase: number | null, net: number | null): number | null {
  if (co2ePerBase === null || net === null || !(net > 0)) return null;
  return co2ePerBase / net;
}

/** Whether `candidate` (kg CO2e per reference unit) is clearly lower than `current`. */
export function isClearlyLowerCo2(current: number | null, candidate: number | null): boolean {
  if (current === null || candidate === null || !(current > 0) || candidate < 0) return false;
  return candidate <= current * CLEARLY_LOWER_SHARE;
}

/** How far the swapped line's net quantity may be from the line's after rounding (50 %). */
export const MAX_QUANTITY_DEVIATION = 0.5;

export interface SwapUnit {
  code: string;
  /** Base units per this unit. */
  factor: number;
  weighed: boolean;
  isDefault: boolean;
  sortOrder: number;
}

/**
 * The unit and amount a line gets when its product is swapped (issue 20 point 5: "swap keeps amount and
 * unit where possible"):
 * - the unit: the line's unit code when the alternative has it, else its default unit (§4: the flagged
 *   default, else the first);
 * - the amount: the same net quantity of food (amount × factor × net per base unit, in the reference
 *   unit both share): so the amount stays the same when the packs are the same size (2 KG of beef
 *   become 2 KG of chicken), and 2 bags of 2,5 kg become 10 bags of 500 g rather than 2 bags of 500 g;
 *   without net quantities, the same amount in the same unit, else the same base quantity. Rounded to what the unit takes (§5: 2 decimals for
 *   KG and weighed units, else whole numbers), at least the smallest amount it takes.
 * Null when the result would pass MAX_LINE_AMOUNT, or when rounding moves the quantity more than
 * MAX_QUANTITY_DEVIATION away (half a 10 kg sack is no swap for 2 kg).
 */
export function swapUnitAndAmount(
  line: { unit: string; amount: number; factor: number; net?: number | null },
  units: readonly SwapUnit[],
  net: number | null = null,
): { unit: SwapUnit; amount: number } | null {
  const sorted = [...units].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
  const unit = units.find((u) => u.code === line.unit) ?? sorted.find((u) => u.isDefault) ?? sorted[0];
  if (!unit || !(unit.factor > 0)) return null;
  const byNet = line.net != null && line.net > 0 && net !== null && net > 0;
  // Without net quantities the unit's size is unknown: the same unit keeps the same amount.
  if (!byNet && unit.code === line.unit) return line.amount <= MAX_LINE_AMOUNT ? { unit, amount: line.amount } : null;
  const quantity = line.amount * line.factor * (byNet ? line.net! : 1);
  const per = unit.factor * (byNet ? net : 1);
  const raw = quantity / per;
  // Same size: the amount is kept exactly (no float noise from the division).
  const kept = Math.abs(raw - line.amount) < 1e-9 ? line.amount : raw;
  const amount = allowsDecimals(unit) ? Math.max(0.01, round2(kept)) : Math.max(1, Math.round(kept));
  if (amount > MAX_LINE_AMOUNT) return null;
  if (Math.abs(amount * per - quantity) > quantity * MAX_QUANTITY_DEVIATION) return null;
  return { unit, amount };
}

/** Where a figure stands against its target: 'met' also when exactly on it; null without a target. */
export type TargetStatus = 'met' | 'missed' | null;

/** CO2e per line: at or under the target is met. Nothing to measure in an empty basket. */
export function co2TargetStatus(averageCo2: number, target: number | null, itemCount: number): TargetStatus {
  if (target === null || itemCount === 0) return null;
  return round2(averageCo2) <= target ? 'met' : 'missed';
}

/** Organic share: at or over the target is met. */
export function organicTargetStatus(ecoPct: number, target: number | null, itemCount: number): TargetStatus {
  if (target === null || itemCount === 0) return null;
  return ecoPct >= target ? 'met' : 'missed';
}

/**
 * Whether the budget panel shows anything: never for hideCo2 users (§6); otherwise when there is a
 * target to measure against or an alternative to offer (without targets only the alternatives show).
 */
export function showCo2Budget(budget: { co2TargetPerLine: number | null; organicTargetPct: number | null; itemCount: number; lines: readonly { alternative: unknown }[] } | null, hideCo2: boolean): boolean {
  if (hideCo2 || !budget || budget.itemCount === 0) return false;
  return budget.co2TargetPerLine !== null || budget.organicTargetPct !== null || budget.lines.some((l) => l.alternative !== null);
}
