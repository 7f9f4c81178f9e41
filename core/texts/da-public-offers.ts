// What <shop-public-offers> says (issue 18 point 5): marketing blocks seen logged out and logged in.
import { defineTexts, tpl } from './dictionary.js';

export const daPublicOffers = defineTexts('PublicOffers', {
  heading: 'Tilbud',
  loginForPrice: 'Log ind for pris',
  loginForPriceLabel: tpl('Log ind for at se prisen på {name}', (name: string) => ({ name })),
  loginToOrder: 'Log ind for at bestille',
  loginToOrderLabel: tpl('Log ind for at bestille {name}', (name: string) => ({ name })),
  loading: 'Henter tilbud …',
  empty: 'Der er ingen tilbud lige nu.',
  failed: 'Tilbuddene kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  notFound: 'Afdelingen findes ikke.',
});
