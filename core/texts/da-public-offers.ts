// What <shop-public-offers> says (issue 18 point 5): marketing blocks seen logged out and logged in.
export const daPublicOffers = {
  heading: 'Tilbud',
  loginForPrice: 'Log ind for pris',
  loginForPriceLabel: (name: string) => `Log ind for at se prisen på ${name}`,
  loginToOrder: 'Log ind for at bestille',
  loginToOrderLabel: (name: string) => `Log ind for at bestille ${name}`,
  loading: 'Henter tilbud …',
  empty: 'Der er ingen tilbud lige nu.',
  failed: 'Tilbuddene kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  notFound: 'Afdelingen findes ikke.',
} as const;
