// Weighed goods (issue 20 point 6): prices in a weighed unit are estimates until the goods are weighed.
// Small pieces mounted by the card, the basket, the order confirmation and the order history; the rule
// and the texts are core's (core/rules/weighed-price.ts).
import { estimatedPriceText, hasEstimatedLines, isEstimatedPrice, isWeighedLine } from '../../core/rules/weighed-price.js';
import { daWeighed } from '../../core/texts/da-weighed.js';

/** Card: "ca. 312,40 kr. – endelig pris efter vejning" under the price of a weighed unit. */
export function WeighedCardPrice({ unit, priceOre }: { unit: { weighed: boolean }; priceOre: number }) {
  return isEstimatedPrice(unit) ? <p className="weighed-price" part="weighed-price">{estimatedPriceText(priceOre)}</p> : null;
}

/** Basket line: the same words under the line total of a line in a weighed unit. */
export function WeighedLinePrice({ line }: { line: { unit: string; lineTotalOre: number | null; units?: readonly { code: string; weighed: boolean }[] } }) {
  return line.lineTotalOre !== null && isWeighedLine(line) ? <span className="line-meta weighed-price">{estimatedPriceText(line.lineTotalOre)}</span> : null;
}

/** Basket summary, confirmation, history: a note when any line is weighed (its total is "ca."). */
export function WeighedNote({ lines, text }: { lines: readonly { unit: string; weighed?: boolean; units?: readonly { code: string; weighed: boolean }[] }[]; text: 'total' | 'order' }) {
  if (!lines.some((l) => isWeighedLine(l))) return null;
  return <p className="weighed-note">{text === 'total' ? daWeighed.totalNote : daWeighed.orderNote}</p>;
}

/** True when a total covers weighed lines and so is "ca." (core's rule over the lines). */
export function totalIsEstimate(lines: readonly { unit: string; weighed?: boolean; units?: readonly { code: string; weighed: boolean }[] }[]): boolean {
  return hasEstimatedLines(lines.map((l) => ({ weighed: isWeighedLine(l) })));
}
