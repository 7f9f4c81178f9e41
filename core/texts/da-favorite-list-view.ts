// Danish texts of the favourite-list view of <shop-product-list> (issue 5; spec §4, §8). Apart from
// da.ts: da.ts is on every search page, and these texts load with the view (decision 001). The spec's
// own list texts (the §8 load failure) stay in da.ts, where the favourite-list store uses them.
export const daFavoriteListView = {
  actionsLabel: 'Bestil fra listen',
  addWholeList: 'Læg hele listen i kurven',
  addSelected: 'Læg valgte i kurven',
  /** The selection's count beside the button: visible and read with it. */
  selectedCount: (count: number) => (count === 1 ? '1 vare valgt' : `${count} varer valgt`),
  clearSelection: 'Fravælg alle',
  adding: 'Lægger i kurven …',
  /** The card's selection box: the visible word, the product in the accessible name. */
  select: 'Vælg',
  selectProduct: (name: string) => `Vælg ${name}`,
  nothingToAdd: 'Ingen af varerne kan bestilles lige nu.',
  /** Products left out of a bulk add, by name (at most a few named, then a count). */
  skipped: (names: readonly string[]) => `Kan ikke bestilles og kom ikke med: ${nameList(names)}`,
  /** A list product the catalogue no longer holds: named by its number. */
  productNumber: (id: string) => `varenr. ${id}`,
  /** An amount typed on a card that is not valid (§5); nothing is added until it is fixed. */
  invalidAmount: (name: string, message: string) => `${name}: ${message}`,
  /** §4 after a unit change: the prompt under the card. */
  unitSaved: (unit: string, name: string) => `${unit} er nu standardenhed for ${name} på denne liste.`,
  /** `others`: how many other lists hold the product; null when the lists are not known. */
  unitForAllQuestion: (others: number | null) =>
    others === 1
      ? 'Vil du også bruge den på din anden liste med varen?'
      : `Vil du også bruge den på alle dine andre lister med varen${others === null ? '' : ` (${others})`}?`,
  unitForAllAccept: 'Ja, alle lister',
  unitForAllDecline: 'Nej tak',
} as const;

const NAMED = 5;

function nameList(names: readonly string[]): string {
  if (names.length <= NAMED) return names.join(', ');
  return `${names.slice(0, NAMED).join(', ')} og ${names.length - NAMED} mere`;
}
