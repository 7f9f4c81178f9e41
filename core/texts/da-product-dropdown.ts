// The product dropdown's own vocabulary (§2 "Product dropdown", "Favourite-list dropdown"), apart from
// the shared catalogue (da.ts): esbuild splits by module, so these ride in the dropdown's lazy chunk,
// loaded on first open, not in every search page. The spec's §8 texts the store shows (added, removed,
// load failure, wrong PIN) are in `da`. Import it from here (core/index.ts does not re-export it).
import { defineTexts, tpl } from './dictionary.js';

export const daProductDropdown = defineTexts('ProductDropdown', {
  /** §2 tabs. */
  tabs: { favorites: 'Favoritlister', recurring: 'Fastordrer' },
  tabsLabel: 'Vælg liste',
  searchLabel: 'Søg i favoritlister',
  searchPlaceholder: 'Søg efter liste',
  /** §2 sortable headers. */
  columnName: 'Navn',
  columnAmount: 'Antal varer',
  listsCaption: tpl('Favoritlister. Markér de lister, {product} skal være på.', (product: string) => ({ product })),
  locked: 'Låst med kode',
  shared: 'Delt',
  sharedBy: 'Delt af en kollega',
  loading: 'Henter favoritlister …',
  loadingTab: 'Henter …',
  retry: 'Prøv igen',
  noLists: 'Du har ingen favoritlister endnu.',
  noMatches: tpl('Ingen lister matcher "{text}".', (text: string) => ({ text })),
  addNewList: 'Opret ny liste',
});
