// Issue 18 point 3: the texts of <shop-focus-brand> and the focus routes (focus products and focus brands).
import { defineTexts, tpl } from './dictionary.js';

export const daFocus = defineTexts('Focus', {
  loading: 'Henter brandet …',
  overviewLoading: 'Henter vores stærke brands …',
  failed: 'Der skete en fejl under indlæsningen af brandet. Genindlæs venligst siden og prøv igen.',
  overviewFailed: 'Der skete en fejl under indlæsningen af vores stærke brands. Genindlæs venligst siden og prøv igen.',
  retry: 'Prøv igen',
  notFound: 'Brandet findes ikke.',
  overviewTitle: 'Vores stærke brands',
  overviewEmpty: 'Der er ingen stærke brands at vise lige nu.',
  logoAlt: tpl('{name} logo', (name: string) => ({ name })),
  productsHeading: tpl('Varer fra {name}', (name: string) => ({ name })),
  noProducts: 'Brandet har ingen varer i din afdelings sortiment.',
  loginForProducts: 'Log ind for at se brandets varer og priser.',
  productCount: tpl('{n} {n|vare|varer}', (n: number) => ({ n })),
  /** Server: a well-formed slug that names no brand; a price group that is not the session's. */
  brandNotFound: 'Brandet findes ikke.',
  priceGroupNotFound: 'Prisgruppen findes ikke.',
});
