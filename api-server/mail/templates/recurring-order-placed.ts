// Issue 19 point 4: the mail the recurring-order job sends a department per delivery day (what it put in
// the basket, what it replaced by the alternative, what it skipped and why, which orders were paused).
// Built by recurring-orders/placement-notices.ts from the day's line history; docs/guides/accounts-and-mail.md §4.
import type { SiteVariant } from '../../../core/schemas/user.js';
import { formatDate } from '../../../core/format/date.js';
import { formatAmount } from '../../../core/format/amount.js';
import { daRecurringNotices as da, skipReasonText } from '../../../core/texts/da-recurring-notices.js';
import { type MailBlock, renderMail } from '../layout.js';
import type { OutgoingMail } from '../outbox.js';

export interface PlacedMailLine {
  name: string;
  amount: number;
  /** The unit as the kitchen reads it (e.g. "KRT"). */
  unit: string;
}

export interface PlacedMailOrder {
  name: string;
  added: PlacedMailLine[];
  replaced: (PlacedMailLine & { replacedName: string })[];
  skipped: (PlacedMailLine & { reason: string | null })[];
}

export interface RecurringOrderPlacedData {
  site: SiteVariant;
  to: string;
  departmentCode: string;
  departmentName: string;
  deliveryDate: string;
  orders: PlacedMailOrder[];
  /** Names of the department's orders a pause (holiday) kept out of this day. */
  paused: string[];
  /** Absolute link to the basket page for the day. */
  basketUrl: string;
  /** true: the address is one of the department's notification addresses; false: the basket's owner. */
  viaNotificationList: boolean;
}

/** One mail per department, delivery day and address, ever (the dedupe key). */
export function recurringPlacedDedupeKey(departmentCode: string, deliveryDate: string, to: string): string {
  return `recurring:${departmentCode}:${deliveryDate}:${to}`;
}

export function recurringOrderPlacedMail(data: RecurringOrderPlacedData): OutgoingMail {
  const date = formatDate(data.deliveryDate);
  const blocks: MailBlock[] = [{ kind: 'paragraph', text: da.placedIntro(data.departmentName, date) }];
  for (const order of data.orders) {
    blocks.push({ kind: 'paragraph', text: da.placedOrder(order.name) });
    if (order.added.length > 0) {
      blocks.push({ kind: 'table', head: da.placedAddedHead, rows: order.added.map((l) => [l.name, formatAmount(l.amount), l.unit]), alignRight: [1] });
    }
    if (order.replaced.length > 0) {
      blocks.push({ kind: 'table', head: da.placedReplacedHead, rows: order.replaced.map((l) => [l.replacedName, l.name, formatAmount(l.amount), l.unit]), alignRight: [2] });
    }
    if (order.added.length === 0 && order.replaced.length === 0) blocks.push({ kind: 'paragraph', text: da.placedNothingAdded });
    if (order.skipped.length > 0) {
      blocks.push({ kind: 'table', head: da.placedSkippedHead, rows: order.skipped.map((l) => [l.name, formatAmount(l.amount), skipReasonText(l.reason)]), alignRight: [1] });
    }
  }
  if (data.paused.length > 0) blocks.push({ kind: 'paragraph', text: da.placedPaused(data.paused.join(', ')) });
  blocks.push({ kind: 'action', label: da.placedBasketLink, url: data.basketUrl });
  const rendered = renderMail({
    site: data.site,
    subject: da.placedSubject(date),
    heading: da.placedHeading(date),
    blocks,
    footnote: data.viaNotificationList ? da.placedFootnote : da.placedFootnoteOwner,
  });
  return { ...rendered, kind: 'recurring-order-placed', to: data.to, dedupeKey: recurringPlacedDedupeKey(data.departmentCode, data.deliveryDate, data.to) };
}
