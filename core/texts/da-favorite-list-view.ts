// Danish texts of the favourite-list view of <shop-product-list> (issue 5; spec §4, §8). Apart from
// da.ts: da.ts is on every search page, and these texts load with the view (decision 001). The spec's
// own list texts (the §8 load failure) stay in da.ts, where the favourite-list store uses them.
import { defineTexts, tpl } from './dictionary.js';

export const daFavoriteListView = defineTexts('FavoriteListView', {
  actionsLabel: 'Bestil fra listen',
  addWholeList: 'Læg hele listen i kurven',
  addSelected: 'Læg valgte i kurven',
  /** The selection's count beside the button: visible and read with it. */
  selectedCount: tpl('{count} {count|vare|varer} valgt', (count: number) => ({ count })),
  clearSelection: 'Fravælg alle',
  adding: 'Lægger i kurven …',
  /** The card's selection box: the visible word, the product in the accessible name. */
  select: 'Vælg',
  nothingToAdd: 'Ingen af varerne kan bestilles lige nu.',
  /** Products left out of a bulk add, by name (at most a few named, then a count). */
  skipped: tpl('Kan ikke bestilles og kom ikke med: {names}', (names: readonly string[]) => ({ names: nameList(names) })),
  /** The end of a long list of names: "A, B, C, D, E og 3 mere". */
  moreNames: tpl('{names} og {count} mere', (names: string, count: number) => ({ names, count })),
  /** A list product the catalogue no longer holds: named by its number. */
  productNumber: tpl('varenr. {id}', (id: string) => ({ id })),
  /** An amount typed on a card that is not valid (§5); nothing is added until it is fixed. */
  invalidAmount: tpl('{name}: {message}', (name: string, message: string) => ({ name, message })),
  /** §4 after a unit change: the prompt under the card. */
  unitSaved: tpl('{unit} er nu standardenhed for {name} på denne liste.', (unit: string, name: string) => ({ unit, name })),
  /** `others`: how many other lists hold the product; null when the lists are not known. */
  unitForAllQuestion: (others: number | null) =>
    others === 1
      ? 'Vil du også bruge den på din anden liste med varen?'
      : `Vil du også bruge den på alle dine andre lister med varen${others === null ? '' : ` (${others})`}?`,
  unitForAllAccept: 'Ja, alle lister',
  unitForAllDecline: 'Nej tak',
});

const NAMED = 5;

function nameList(names: readonly string[]): string {
  if (names.length <= NAMED) return names.join(', ');
  return daFavoriteListView.moreNames(names.slice(0, NAMED).join(', '), names.length - NAMED);
}
