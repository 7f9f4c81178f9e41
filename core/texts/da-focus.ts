// Issue 18 point 3: the texts of <shop-focus-brand> and the focus routes (focus products and focus brands).
export const daFocus = {
  loading: 'Henter brandet …',
  overviewLoading: 'Henter vores stærke brands …',
  failed: 'Der skete en fejl under indlæsningen af brandet. Genindlæs venligst siden og prøv igen.',
  overviewFailed: 'Der skete en fejl under indlæsningen af vores stærke brands. Genindlæs venligst siden og prøv igen.',
  retry: 'Prøv igen',
  notFound: 'Brandet findes ikke.',
  overviewTitle: 'Vores stærke brands',
  overviewEmpty: 'Der er ingen stærke brands at vise lige nu.',
  logoAlt: (name: string) => `${name} logo`,
  productsHeading: (name: string) => `Varer fra ${name}`,
  noProducts: 'Brandet har ingen varer i din afdelings sortiment.',
  loginForProducts: 'Log ind for at se brandets varer og priser.',
  productCount: (n: number) => (n === 1 ? '1 vare' : `${n} varer`),
  seeBrand: (name: string) => `Se ${name}`,
  /** Server: a well-formed slug that names no brand; a price group that is not the session's. */
  brandNotFound: 'Brandet findes ikke.',
  priceGroupNotFound: 'Prisgruppen findes ikke.',
} as const;
