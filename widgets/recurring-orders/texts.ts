// The widget's Danish texts in one object: the shared recurring-order texts (messages, toasts) and the
// page's own labels (kept apart so they stay out of the chunk every page shares).
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { daRecurringOrdersPage } from '../../core/texts/da-recurring-orders-page.js';
import { mergeTexts } from '../../core/texts/dictionary.js';

export const t = mergeTexts(daRecurringOrders, daRecurringOrdersPage);
