// The Fastordrer tab's texts: the page's recurring-order texts and the dropdown's own, in one object.
import { type RecurringOrderLine, formatAmount } from '../../core/index.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { daRecurringOrdersPage } from '../../core/texts/da-recurring-orders-page.js';
import { mergeTexts } from '../../core/texts/dictionary.js';
import { daRecurringOrdersDropdown } from '../../core/texts/da-recurring-orders-dropdown.js';

export const t = mergeTexts(daRecurringOrders, daRecurringOrdersPage, daRecurringOrdersDropdown);

/** A product's lines on an order as the tab writes them: '2 KRT, 3 STK'. */
export function linesText(lines: readonly RecurringOrderLine[]): string {
  return lines.map((l) => t.ropLineAmount(formatAmount(l.amount), l.unit)).join(', ');
}
