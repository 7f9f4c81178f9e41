// Weighed goods (issue 20 point 6) in the basket, the order confirmation and the order history: prices
// in a weighed unit are estimates until the goods are weighed. Rules and texts are core's
// (core/rules/weighed-lines.ts); the card's piece is widgets/product-list/card-weighed.tsx.
import { estimatedLineText, hasEstimatedLines, isWeighedLine, type WeighableLine } from '../../core/rules/weighed-lines.js';
import { daWeighedOrders } from '../../core/texts/da-weighed-orders.js';

/** Basket line: "ca. 284,93 kr. – endelig pris efter vejning" under the total of a weighed line. */
export function WeighedLinePrice({ line }: { line: WeighableLine & { lineTotalOre: number | null } }) {
  return line.lineTotalOre !== null && isWeighedLine(line) ? <span className="line-meta weighed-price">{estimatedLineText(line.lineTotalOre)}</span> : null;
}

/** Basket summary ('total'), confirmation and history ('order'): a note when any line is weighed. */
export function WeighedNote({ lines, text }: { lines: readonly WeighableLine[]; text: 'total' | 'order' }) {
  if (!hasEstimatedLines(lines)) return null;
  return <p className="weighed-note">{text === 'total' ? daWeighedOrders.totalNote : daWeighedOrders.orderNote}</p>;
}
