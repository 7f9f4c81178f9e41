// Danish texts of the expiry offers, issue 18 point 1: <shop-expiry-offers>, the page /kort-holdbarhed,
// the front-page teaser and the note on a recurring-order line. Apart from da.ts (the search page's
// bundle budget); the card's own expiry texts (Udløber, "12 KG tilbage", Normalpris) stay in da.ts.
import { defineTexts, tpl } from './dictionary.js';

export const daExpiryOffers = defineTexts('ExpiryOffers', {
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
  count: tpl('{n} {n|vare|varer}', (n: number) => ({ n })),
  /** Beyond the spec: the offer's product is on one of the user's lists. */
  onList: tpl('På din liste {names}', (names: string) => ({ names })),
  onRecurringOrder: tpl('På din fastordre {names}', (names: string) => ({ names })),
  /** §3 y.r: the saving against the reference product's price, per expiry unit. */
  saving: tpl('Du sparer {amount} pr. {unit} ({percent} %)', (amount: string, unit: string, percent: number) => ({ amount, unit, percent })),
  /** On a recurring-order line whose product is on an expiry offer. */
  recurringLineNote: tpl('Kort holdbarhed: {price}/{unit} til {date}', (price: string, unit: string, date: string) => ({ price, unit, date })),
  recurringLineNoteNoPrice: tpl('Kort holdbarhed: {unit} til {date}', (unit: string, date: string) => ({ unit, date })),
  /** Server only: GET /api/product/nearexpiry with a bad take. */
  takeInvalid: tpl('Antal varer skal være et helt tal fra 1 til {max}.', (max: number) => ({ max })),
});
