// Issue 20 point 6 on the card: "ca. 312,40 kr. – endelig pris efter vejning" under the price of a
// weighed unit, styled as the reference price (no CSS of its own). Its own tiny module: the search page
// is near its bundle budget.
import { estimatedPriceText, isEstimatedPrice } from '../../core/rules/weighed-price.js';

export function WeighedCardPrice({ unit, priceOre }: { unit: { weighed: boolean }; priceOre: number }) {
  return isEstimatedPrice(unit) ? <p className="ref-price weighed-price">{estimatedPriceText(priceOre)}</p> : null;
}
