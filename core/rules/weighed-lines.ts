// Weighed goods in baskets and orders (issue 20 point 6): which lines are weighed, and their prices and
// totals as estimates ("ca."). The card's rule is core/rules/weighed-price.ts; the two modules share
// nothing, so the card's stays in the search page's own chunk (bundle budget).
import { formatPrice } from '../format/price.js';
import { daWeighedOrders } from '../texts/da-weighed-orders.js';

export interface WeighableLine {
  unit: string;
  /** Order lines carry the flag (history answer). */
  weighed?: boolean;
  /** Basket review lines carry their units. */
  units?: readonly { code: string; weighed: boolean }[];
}

/** A basket line (its unit among its units, §3 unit w) or an order line (its `weighed` flag) in a weighed unit. */
export function isWeighedLine(line: WeighableLine): boolean {
  return line.weighed === true || line.units?.find((u) => u.code === line.unit)?.weighed === true;
}

/** A total is an estimate when any of its lines is weighed. */
export function hasEstimatedLines(lines: readonly WeighableLine[]): boolean {
  return lines.some(isWeighedLine);
}

/** "ca. 930,93 kr." for an estimate, else the plain price. */
export function approxPriceText(ore: number, estimated: boolean): string {
  return estimated ? daWeighedOrders.about(formatPrice(ore)) : formatPrice(ore);
}

/** A weighed line's price: "ca. 284,93 kr. – endelig pris efter vejning". */
export function estimatedLineText(ore: number): string {
  return `${daWeighedOrders.about(formatPrice(ore))} – ${daWeighedOrders.settled}`;
}
