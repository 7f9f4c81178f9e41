// Danish texts for weighed goods (issue 20 point 6). Own small module: the product card (search page,
// tight bundle budget) imports it, so it holds nothing else.
export const daWeighed = {
  /** "ca. 312,40 kr." */
  about: (price: string) => `ca. ${price}`,
  settledAfterWeighing: 'endelig pris efter vejning',
  /** Basket total containing weighed lines. */
  totalNote: 'Totalen er anslået: varer, der vejes, afregnes efter vejning.',
  /** Order confirmation and history. */
  orderNote: 'Ordren har varer, der vejes: endelig pris efter vejning.',
} as const;
