// Issue 20 point 5: the CO2e and organic budget of the basket. Pure rules shared by the server (which
// picks and validates alternatives) and the basket page (which compares the figures with the targets).
import { MAX_LINE_AMOUNT } from '../schemas/cart.js';
import { allowsDecimals } from './amount.js';

/**
 * An alternative is "clearly lower" when its CO2e per base unit is at most this share of the line's
 * product (at least 20 % less): a swap to save a few grams is not worth a changed order.
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

/** Whether `candidate` (kg CO2e per base unit) is clearly lower than `current`. */
export function isClearlyLowerCo2(current: number | null, candidate: number | null): boolean {
  if (current === null || candidate === null || !(current > 0) || candidate < 0) return false;
  return candidate <= current * CLEARLY_LOWER_SHARE;
}

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
 * - the alternative has the line's unit code: the same unit and amount;
 * - else its default unit (§4: the flagged default, else the first), with the amount converted by base
 *   quantity (amount × old factor / new factor), rounded to what the unit takes (§5: 2 decimals for KG
 *   and weighed units, else whole numbers) and at least the smallest amount it takes. The same base
 *   quantity is the sensible reading: 2 cartons of 5 kg become 10 KG, not 2 KG.
 * Null when the result would pass MAX_LINE_AMOUNT.
 */
export function swapUnitAndAmount(line: { unit: string; amount: number; factor: number }, units: readonly SwapUnit[]): { unit: SwapUnit; amount: number } | null {
  const same = units.find((u) => u.code === line.unit);
  if (same) return line.amount <= MAX_LINE_AMOUNT ? { unit: same, amount: line.amount } : null;
  const sorted = [...units].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
  const unit = sorted.find((u) => u.isDefault) ?? sorted[0];
  if (!unit || !(unit.factor > 0)) return null;
  const base = line.amount * line.factor;
  const decimals = allowsDecimals(unit);
  const raw = base / unit.factor;
  const amount = decimals ? Math.max(0.01, round2(raw)) : Math.max(1, Math.round(raw));
  return amount <= MAX_LINE_AMOUNT ? { unit, amount } : null;
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
