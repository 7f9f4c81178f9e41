// Issue 18 point 4: the add toast's second link (core/stores/basket.ts). Its own file: the basket store
// is in every page's core chunk, and esbuild splits by file, so the rest of da-offers-selling.ts stays
// with the carousels.
import { defineTexts } from './dictionary.js';

export const daOffersSellingToast = defineTexts('OffersSellingToast', {
  /** The add toast's second link (after an add from a card): the product's details with the section. */
  alsoBoughtLink: 'Se hvad andre købte også',
});
