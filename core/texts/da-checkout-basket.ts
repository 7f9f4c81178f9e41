// The basket page's words for a line taken from a checkout campaign (issue 18 point 2). Apart from
// da-checkout.ts so <shop-basket> carries only these few.
export const daCheckoutBasket = {
  campaignLine: (title: string) => `Kampagne: ${title}`,
  removeCampaign: 'Fjern kampagne',
  removeCampaignFor: (name: string) => `Fjern kampagnevaren ${name} fra kurven`,
} as const;
