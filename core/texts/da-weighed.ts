// Danish texts of weighed goods on the product card (issue 20 point 6). Only the card imports this
// module, so it stays inside the card's own chunk (search-page bundle budget); the basket, confirmation
// and history use da-weighed-orders.ts, which repeats the one shared phrase (a test keeps them equal).
import { defineTexts, tpl } from './dictionary.js';

export const daWeighed = defineTexts('Weighed', {
  /** "ca. 312,40 kr." */
  about: tpl('ca. {price}', (price: string) => ({ price })),
  settled: 'endelig pris efter vejning',
});
