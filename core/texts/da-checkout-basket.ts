// The basket page's words for a line taken from a checkout campaign (issue 18 point 2). Apart from
// da-checkout.ts so <shop-basket> carries only these few.
import { defineTexts, tpl } from './dictionary.js';

export const daCheckoutBasket = defineTexts('CheckoutBasket', {
  campaignLine: tpl('Kampagne: {title}', (title: string) => ({ title })),
  removeCampaign: 'Fjern kampagne',
  removeCampaignFor: tpl('Fjern kampagnevaren {name} fra kurven', (name: string) => ({ name })),
});
