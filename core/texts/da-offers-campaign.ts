// Texts of issue 18 point 4b (docs/guides/offers.md): the cards' campaign badge and pop-over and the
// search bar's offer suggestions. Its own module: only the lazy chunks of the badge and the offer
// suggestions carry it (core/index.ts does not re-export it).
import { defineTexts, tpl } from './dictionary.js';

export const daOffersCampaign = defineTexts('OffersCampaign', {
  /** The pop-over's last day, dd-mm-yyyy (§1). */
  campaignUntil: tpl('Gælder til {date}', (date: string) => ({ date })),
  /** The badge's accessible description: it opens the campaign's details. */
  campaignOpen: 'Vis kampagne',
  close: 'Luk',
  /** The heading of the offer suggestions in the search bar. */
  offersHeading: 'Tilbud',
  /** "12,50 kr./KG" */
  offerPrice: (price: string, unit: string) => (unit ? `${price}/${unit}` : price),
});
