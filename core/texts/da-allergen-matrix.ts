// The allergen overview's vocabulary (issue 20 point 2), in its own module so that only the overview's
// chunk and the server carry it. The allergen names are the product details' (one Danish name per
// allergen across the shop: daProductDetails.allergenNames; the heading is daAllergenOverview.link). Import
// from here (core/index.ts does not re-export it).
import { defineTexts, tpl } from './dictionary.js';

export const daAllergenMatrix = defineTexts('AllergenMatrix', {
  printedOn: tpl('Udskrevet {date}', (date: string) => ({ date })),
  /** versionHeader: the table's header, which may break after 'Varedata' (a soft hyphen) in its narrow column. */
  columns: { name: 'Vare', productId: 'Varenr.', brand: 'Mærke', version: 'Varedataversion', versionHeader: 'Varedata\u00adversion' },
  /** Cell texts of the CSV and the accessible text of the marks. */
  presence: { contains: 'Indeholder', mayContain: 'Kan indeholde', absent: '' },
  /** The screen reader's text of an empty cell (the eye sees a blank). */
  absentAccessible: 'Indeholder ikke',
  noFoodInfo: 'Ingen varedata',
  noFoodInfoNote: 'Ingen varedata: leverandøren har ikke sendt allergenoplysninger. Spørg leverandøren, før retten serveres.',
  markContains: '●',
  markMayContain: '○',
  legendLabel: 'Tegnforklaring',
  legendAbsent: 'Tomt felt: indeholder ikke',
  print: 'Udskriv',
  downloadCsv: 'Hent CSV',
  actionsLabel: 'Allergenoversigt: udskriv eller hent',
  loading: 'Henter allergenoversigten …',
  failed: 'Allergenoversigten kunne ikke hentes.',
  notFound: 'Favoritlisten findes ikke, eller du har ikke adgang til den.',
  noList: 'Vælg en favoritliste for at se dens allergenoversigt.',
  retry: 'Prøv igen',
  empty: 'Listen har ingen varer.',
  productCount: tpl('{n} {n|vare|varer}', (n: number) => ({ n })),
  /** The legal reason, under the table. */
  regulationNote: 'Oplysning om allergener efter forordning (EU) nr. 1169/2011, art. 44. Kontrollér altid varens mærkning.',
});
