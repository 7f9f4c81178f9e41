// Danish texts for weighed goods in the basket, the order confirmation and the history (issue 20
// point 6); the card's are in da-weighed.ts (kept apart for the search page's bundle budget).
import { defineTexts, tpl } from './dictionary.js';

export const daWeighedOrders = defineTexts('WeighedOrders', {
  /** "ca. 930,93 kr." */
  about: tpl('ca. {price}', (price: string) => ({ price })),
  settled: 'endelig pris efter vejning',
  /** Basket total containing weighed lines. */
  totalNote: 'Totalen er anslået: varer, der vejes, afregnes efter vejning.',
  /** Order confirmation and history. */
  orderNote: 'Ordren har varer, der vejes: endelig pris efter vejning.',
});
