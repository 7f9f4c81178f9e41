// Danish texts of the expiry offers, issue 18 point 1: <shop-expiry-offers>, the page /kort-holdbarhed,
// the front-page teaser and the note on a recurring-order line. Apart from da.ts (the search page's
// bundle budget); the card's own expiry texts (Udløber, "12 KG tilbage", Normalpris) stay in da.ts.
export const daExpiryOffers = {
  title: 'Varer med kort holdbarhed',
  teaserTitle: 'Kort holdbarhed – spar på madspild',
  seeAll: 'Se alle varer med kort holdbarhed',
  loading: 'Henter varer med kort holdbarhed …',
  empty: 'Der er ingen varer med kort holdbarhed lige nu',
  failed: 'Varerne med kort holdbarhed kunne ikke hentes.',
  retry: 'Prøv igen',
  loginNeeded: 'Log ind for at se varer med kort holdbarhed.',
  /** The page's note to a user who may not buy expiry offers (§6: punch-out, showExpiry off). */
  notAllowed: 'Varer med kort holdbarhed kan ikke købes med din konto.',
  listLabel: 'Varer med kort holdbarhed',
  count: (n: number) => (n === 1 ? '1 vare' : `${n} varer`),
  /** Beyond the spec: the offer's product is on one of the user's lists. */
  onList: (names: string) => `På din liste ${names}`,
  onRecurringOrder: (names: string) => `På din fastordre ${names}`,
  /** §3 y.r: the saving against the reference product's price, per expiry unit. */
  saving: (amount: string, unit: string, percent: number) => `Du sparer ${amount} pr. ${unit} (${percent} %)`,
  /** On a recurring-order line whose product is on an expiry offer. */
  recurringLineNote: (price: string, unit: string, date: string) => `Kort holdbarhed: ${price}/${unit} til ${date}`,
  recurringLineNoteNoPrice: (unit: string, date: string) => `Kort holdbarhed: ${unit} til ${date}`,
  /** Server only: GET /api/product/nearexpiry with a bad take. */
  takeInvalid: (max: number) => `Antal varer skal være et helt tal fra 1 til ${max}.`,
} as const;
