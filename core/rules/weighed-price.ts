// Weighed goods (issue 20 point 6): a unit with the §3 weight flag `w` is invoiced by the weight
// actually delivered, so any price shown for it before weighing is an estimate. One rule for the card,
// the basket, the order confirmation and the history. Kept to what the product card needs (search-page
// bundle budget); the line and total rules are in weighed-lines.ts.
import { formatPrice } from '../format/price.js';
import { daWeighed } from '../texts/da-weighed.js';

/** A price in a weighed unit is an estimate until the goods are weighed. */
export function isEstimatedPrice(unit: { weighed: boolean } | undefined | null): boolean {
  return unit?.weighed === true;
}

/** "ca. 312,40 kr. – endelig pris efter vejning" */
export function estimatedPriceText(ore: number): string {
  return `${daWeighed.about(formatPrice(ore))} – ${daWeighed.settled}`;
}
