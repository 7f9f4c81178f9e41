// The few words of shopping-list mode that the search page shows (issue 22 point 4; spec §6 "Inco:
// shopping-list wording"): the cards' and details' add button, a favourite list's bulk buttons and the
// mini basket. Apart from
// da-shopping-list.ts (the list page's texts, loaded with its code only in the mode): the search page's budget.
import { defineTexts, tpl } from './dictionary.js';

export const daShoppingListMode = defineTexts('ShoppingListMode', {
  /** The add button of a card and of the details view (issue 22 point 4). */
  addButton: 'Føj til indkøbsliste',
  /** As Common.addButtonLabel: the visible text first, then the product (WCAG 2.5.3). */
  addButtonLabel: tpl('{button}: {name}', (button: string, name: string) => ({ button, name })),
  adding: 'Føjer til indkøbsliste…',
  /** A favourite list's bulk buttons in the mode ("…kurven" becomes "…indkøbslisten"). */
  addWholeList: 'Føj hele listen til indkøbslisten',
  addSelected: 'Føj valgte til indkøbslisten',
  /** The mini basket in the mode. */
  miniLabel: 'Indkøbsliste',
  miniCount: tpl('{count} {count|vare|varer} på indkøbslisten', (count: number) => ({ count })),
});
