// Issue 19 point 4: one sentence per event of the recurring-order job, as the widget's "Seneste
// hændelser" list shows it (the mail says the same with core/texts/da-recurring-notices.ts too).
import type { RecurringEvent } from '../schemas/recurring-notices.js';
import { daRecurringNotices as da, skipReasonText } from '../texts/da-recurring-notices.js';

export function describeRecurringEvent(event: RecurringEvent): string {
  const name = event.productName ?? (event.productId ? da.unknownProduct(event.productId) : '');
  switch (event.kind) {
    case 'placed':
      return da.eventPlaced(event.count ?? 0);
    case 'substituted':
      return da.eventSubstituted(event.replacedProductName ?? (event.replacedProductId ? da.unknownProduct(event.replacedProductId) : da.unknownReplaced), name);
    case 'skipped':
      return da.eventSkipped(name, skipReasonText(event.reason));
    case 'paused':
      return da.eventPaused;
  }
}
