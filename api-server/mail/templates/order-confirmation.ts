// Issue 19 point 5: the confirmation a user gets when an order is completed (orders/complete.ts), in the
// order's transaction. The numbers are the ones the order was stored with (basket.ts lineMoney, the same
// source as the basket review and the complete answer); a user without prices (showPrices false) gets
// no prices at all, as the shop shows none. docs/guides/accounts-and-mail.md §5.
import type { SiteVariant } from '../../../core/schemas/user.js';
import { formatDate } from '../../../core/format/date.js';
import { formatAmount } from '../../../core/format/amount.js';
import { formatPrice } from '../../../core/format/price.js';
import { daRecurringNotices as da } from '../../../core/texts/da-recurring-notices.js';
import { type MailBlock, renderMail } from '../layout.js';
import type { OutgoingMail } from '../outbox.js';

export interface ConfirmationLine {
  name: string;
  amount: number;
  unit: string;
  unitPriceOre: number;
  lineTotalOre: number;
}

export interface OrderConfirmationData {
  site: SiteVariant;
  to: string;
  userName: string;
  orderNo: number;
  deliveryDate: string;
  departmentName: string;
  comment: string;
  leaveUnattended: boolean;
  leaveUnattendedComment: string;
  lines: ConfirmationLine[];
  totalOre: number;
  depositOre: number;
  showPrices: boolean;
}

export function orderConfirmationMail(data: OrderConfirmationData): OutgoingMail {
  const facts: [string, string][] = [
    [da.confirmationOrderNo, String(data.orderNo)],
    [da.confirmationDeliveryDate, formatDate(data.deliveryDate)],
    [da.confirmationDepartment, data.departmentName],
  ];
  if (data.comment.trim() !== '') facts.push([da.confirmationComment, data.comment]);
  if (data.leaveUnattended) facts.push([da.confirmationLeaveUnattended, data.leaveUnattendedComment.trim() || da.confirmationYes]);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: da.confirmationIntro(data.userName) },
    { kind: 'facts', items: facts },
    data.showPrices
      ? {
        kind: 'table',
        head: da.confirmationLinesHead,
        rows: data.lines.map((l) => [l.name, formatAmount(l.amount), l.unit, formatPrice(l.unitPriceOre), formatPrice(l.lineTotalOre)]),
        alignRight: [1, 3, 4],
      }
      : { kind: 'table', head: da.confirmationLinesHeadNoPrices, rows: data.lines.map((l) => [l.name, formatAmount(l.amount), l.unit]), alignRight: [1] },
  ];
  if (data.showPrices) {
    blocks.push({ kind: 'facts', items: [[da.confirmationDeposit, formatPrice(data.depositOre)], [da.confirmationTotal, formatPrice(data.totalOre)]] });
  }
  const rendered = renderMail({
    site: data.site,
    subject: da.confirmationSubject(data.orderNo),
    heading: da.confirmationHeading,
    blocks,
    footnote: da.confirmationFootnote,
  });
  return { ...rendered, kind: 'order-confirmation', to: data.to, dedupeKey: `order-confirmation:${data.orderNo}` };
}
