// Danish texts of the mini basket's popover (issue 7 §6). Apart from da-orders.ts: the mini basket is in
// every page's layout, and one text object cannot be tree-shaken by key (the search page's budget).
import { defineTexts, tpl } from './dictionary.js';

export const daMiniBasket = defineTexts('MiniBasket', {
  show: 'Vis kurv',
  latest: 'Seneste varer',
  more: tpl('og {count} mere', (count: number) => ({ count })),
  empty: 'Der er ingen varer i kurven til denne leveringsdato.',
  total: 'Total ekskl. pant',
});
