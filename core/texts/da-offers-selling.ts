// Issue 18 point 4 (pushed and related selling): the Danish texts of the offer push, the supplier
// carousel and "Andre købte også". Server-only answers are the `server*` keys (no widget imports
// them by name, they are plain strings).
import { defineTexts, tpl } from './dictionary.js';

export const daOffersSelling = defineTexts('OffersSelling', {
  serverOfferPushNotFound: 'Tilbuddet findes ikke eller er ikke aktivt lige nu.',
  serverProductNotFound: 'Varen findes ikke i din afdelings sortiment.',
  /** The offer block's heading until the push's own title has arrived. */
  offerPushHeading: 'Tilbud',
  previous: 'Forrige varer',
  next: 'Næste varer',
  loading: 'Henter varer …',
  failed: 'Varerne kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  empty: 'Der er ingen varer at vise lige nu.',
  /** The list of cards, for screen readers (the heading names the region). */
  cards: tpl('Varer: {heading}', (heading: string) => ({ heading })),
  moreFrom: tpl('Mere fra {supplier}', (supplier: string) => ({ supplier })),
  moreFromSupplier: 'Mere fra samme leverandør',
  alsoBought: 'Andre købte også',
});
