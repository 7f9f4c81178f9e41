// Weighed goods (issue 20 point 6): a unit with the §3 weight flag `w` is invoiced by the weight
// actually delivered, so any price shown for it before weighing is an estimate. One rule for the card,
// the basket, the order confirmation and the history.
import { formatPrice } from '../format/price.js';
import { daWeighed } from '../texts/da-weighed.js';

/** A price in a weighed unit is an estimate until the goods are weighed. */
export function isEstimatedPrice(unit: { weighed: boolean } | undefined | null): boolean {
  return unit?.weighed === true;
}

/** A total is an estimate when any of its lines is. */
export function hasEstimatedLines(lines: readonly { weighed?: boolean }[]): boolean {
  return lines.some((l) => l.weighed === true);
}

/** "ca. 312,40 kr. – endelig pris efter vejning" */
export function estimatedPriceText(ore: number): string {
  return `${daWeighed.about(formatPrice(ore))} – ${daWeighed.settledAfterWeighing}`;
}

/** A basket line (its unit among its units) or an order line (its `weighed` flag) in a weighed unit. */
export function isWeighedLine(line: { unit: string; weighed?: boolean; units?: readonly { code: string; weighed: boolean }[] }): boolean {
  return line.weighed === true || isEstimatedPrice(line.units?.find((u) => u.code === line.unit));
}

/** "ca. 930,93 kr." for an estimate, else the plain price. */
export function approxPriceText(ore: number, estimated: boolean): string {
  return estimated ? daWeighed.about(formatPrice(ore)) : formatPrice(ore);
}
