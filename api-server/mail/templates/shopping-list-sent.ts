// Issue 22 point 4 (spec §7 "Shopping lists", POST send): the mail to the department's admins that a user
// sent a shopping list: who, the list's name and comment, and its lines. Enqueued by
// api-server/shopping-lists/shopping-lists.ts in the transaction that sends the list.
import type { ShoppingList } from '../../../core/schemas/shopping-list.js';
import type { SiteVariant } from '../../../core/schemas/user.js';
import { daShoppingListServer } from '../../../core/texts/da-shopping-list-server.js';
import { renderMail } from '../layout.js';
import type { OutgoingMail } from '../outbox.js';

export interface ShoppingListSentMailData {
  site: SiteVariant;
  /** One admin of the department, lower-cased. */
  to: string;
  list: ShoppingList;
  userName: string;
  userEmail: string;
  departmentCode: string;
  departmentName: string;
}

/** Amounts as the Danish screen shows them (comma decimals). */
function amountText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',');
}

export function shoppingListSentMail(d: ShoppingListSentMailData): OutgoingMail {
  const t = daShoppingListServer;
  const facts: [string, string][] = [
    [t.mailSentBy, `${d.userName} <${d.userEmail}>`],
    [t.mailDepartment, `${d.departmentName} (${d.departmentCode})`],
  ];
  if (d.list.name) facts.push([t.mailListName, d.list.name]);
  if (d.list.comment) facts.push([t.mailComment, d.list.comment]);
  const rendered = renderMail({
    site: d.site,
    subject: t.mailSubject(d.userName, d.departmentName),
    heading: t.mailHeading,
    blocks: [
      { kind: 'paragraph', text: t.mailIntro(d.userName, d.list.itemCount) },
      { kind: 'facts', items: facts },
      {
        kind: 'table',
        head: [t.mailProductNo, t.mailProduct, t.mailAmount, t.mailUnit],
        rows: d.list.lines.map((l) => [l.productId, [l.name, l.brand].filter(Boolean).join(' – '), amountText(l.amount), l.unitDescription]),
        alignRight: [2],
      },
    ],
    footnote: t.mailFootnote,
  });
  return { ...rendered, kind: 'shopping-list-sent', to: d.to, dedupeKey: `shopping-list-sent:${d.list.id}:${d.to}` };
}
