// Danish texts of the checkout campaigns (issue 18 point 2): <shop-checkout-campaigns>, the marketing
// report <shop-campaign-report>, and the server's answers of /api/checkout and of adding a campaign.
// Apart from da.ts so the search page's shared chunk stays within its size budget.
import { defineTexts, tpl } from './dictionary.js';

export const daCheckout = defineTexts('Checkout', {
  // The basket page
  heading: 'Gode tilbud til din ordre',
  intro: 'Udvalgt til din kurv. Tilbuddene gælder, så længe lageret rækker.',
  loading: 'Henter tilbud …',
  loadFailed: 'Tilbuddene kunne ikke hentes. Genindlæs siden og prøv igen.',
  retry: 'Prøv igen',
  none: 'Der er ingen tilbud til din kurv lige nu.',
  price: 'Tilbudspris',
  normalPrice: tpl('Normalpris {price}', (price: string) => ({ price })),
  saving: tpl('Du sparer {amount} ({pct} %)', (amount: string, pct: number) => ({ amount, pct })),
  stock: tpl('{amount} {unit} tilbage', (amount: string, unit: string) => ({ amount, unit })),
  lowStock: tpl('Kun {amount} {unit} tilbage', (amount: string, unit: string) => ({ amount, unit })),
  endsOn: tpl('Gælder til og med {date}', (date: string) => ({ date })),
  amountFor: tpl('Antal af {title}', (title: string) => ({ title })),
  add: 'Tilføj',
  addFor: tpl('Tilføj {title} til kurven', (title: string) => ({ title })),
  postpone: 'Ikke nu',
  postponeFor: tpl('Ikke nu: skjul {title} i 7 dage', (title: string) => ({ title })),
  postponed: tpl('{title} vises ikke igen de næste 7 dage.', (title: string) => ({ title })),
  ratingLegend: tpl('Din bedømmelse af {title}', (title: string) => ({ title })),
  star: tpl('{n} {n|stjerne|stjerner}', (n: number) => ({ n })),
  ratingSaved: 'Tak for din bedømmelse.',
  commentLabel: 'Din kommentar til tilbuddet',
  commentSave: 'Gem kommentar',
  commentSaved: 'Tak for din kommentar.',
  commentTooLong: tpl('Kommentaren må højst være {max} tegn.', (max: number) => ({ max })),

  // The marketing report
  reportHeading: 'Kampagner ved kassen',
  reportRefused: 'Kun administratorer kan se kampagnerapporten.',
  reportLoginNeeded: 'Log ind som administrator for at se kampagnerapporten.',
  reportEmpty: 'Der er ingen kampagner.',
  reportColumns: {
    title: 'Kampagne',
    period: 'Periode',
    priceGroup: 'Prisgruppe',
    stockLeft: 'Lager tilbage',
    ordered: 'Bestilt',
    inBaskets: 'I kurve',
    rating: 'Bedømmelse',
  },
  allPriceGroups: 'Alle',
  averageOf: tpl('{avg} af 5 ({n} {n|bedømmelse|bedømmelser})', (avg: string, n: number) => ({ avg, n })),
  noRatings: 'Ingen bedømmelser',
  commentsFor: tpl('Kommentarer til {title}', (title: string) => ({ title })),

  // Server answers (not imported by widgets that do not show them)
  notFound: 'Tilbuddet findes ikke eller gælder ikke for dig.',
  notAdmin: 'Kun administratorer kan se kampagnerapporten.',
  wrongUnit: tpl('Tilbuddet kan kun bestilles i enheden {unit}.', (unit: string) => ({ unit })),
  campaignEnded: 'Tilbuddet er udløbet.',
  outOfStock: tpl('Der er kun {stock} {unit} tilbage af tilbuddet.', (stock: string, unit: string) => ({ stock, unit })),
  notWithOtherOffers: 'Et tilbud kan ikke kombineres med andre tilbud.',
  lineNotFound: 'Tilbuddet ligger ikke i din kurv.',
});
