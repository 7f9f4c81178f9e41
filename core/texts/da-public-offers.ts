// What <shop-public-offers> says (issue 18 point 5): marketing blocks seen logged out and logged in.
import { defineTexts, tpl } from './dictionary.js';

export const daPublicOffers = defineTexts('PublicOffers', {
  heading: 'Tilbud',
  loginForPrice: 'Log ind for pris',
  loginToOrder: 'Log ind for at bestille',
  /** A login link's name: its visible text first, then the product (WCAG 2.5.3, label in name). */
  loginLinkLabel: tpl('{link}: {name}', (link: string, name: string) => ({ link, name })),
  loading: 'Henter tilbud …',
  empty: 'Der er ingen tilbud lige nu.',
  failed: 'Tilbuddene kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  notFound: 'Afdelingen findes ikke.',
});
