// §2 favourite-list dropdown: a search box and the sortable headers Navn (Danish collation) and Antal
// varer with tri-state sorting (none, ascending, descending). Pure, so the dropdown and the lists page
// sort and filter the same way.
import { onFirstUse } from '../format/on-first-use.js';

export type FavoriteListSortKey = 'name' | 'amount';
export type FavoriteListSortDirection = 'asc' | 'desc';

/** null: the server's order (own lists first, then by name). */
export type FavoriteListSort = { key: FavoriteListSortKey; direction: FavoriteListSortDirection } | null;

interface Sortable {
  i: number;
  n: string;
  amount: number;
}

const danish = onFirstUse(() => new Intl.Collator('da', { sensitivity: 'base', numeric: true }));

/**
 * The tri-state cycle of one header: none -> ascending -> descending -> none. Clicking the other header
 * starts that one at ascending.
 */
export function nextFavoriteListSort(current: FavoriteListSort, clicked: FavoriteListSortKey): FavoriteListSort {
  if (!current || current.key !== clicked) return { key: clicked, direction: 'asc' };
  if (current.direction === 'asc') return { key: clicked, direction: 'desc' };
  return null;
}

/** The aria-sort value of a header for the current sort. */
export function ariaSortOf(current: FavoriteListSort, key: FavoriteListSortKey): 'ascending' | 'descending' | 'none' {
  if (!current || current.key !== key) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** Sorted copy: names in Danish order (æ, ø, å after z); counts numerically, equal counts by name. */
export function sortFavoriteLists<T extends Sortable>(lists: readonly T[], sort: FavoriteListSort): T[] {
  if (!sort) return [...lists];
  const dir = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: T, b: T) => danish().compare(a.n, b.n) || a.i - b.i;
  return [...lists].sort((a, b) => (sort.key === 'name' ? dir * byName(a, b) : dir * (a.amount - b.amount) || byName(a, b)));
}

/** The dropdown's search: lists whose name contains the typed text, ignoring case and surrounding spaces. */
export function filterFavoriteLists<T extends Sortable>(lists: readonly T[], text: string): T[] {
  const wanted = text.trim().toLocaleLowerCase('da');
  if (!wanted) return [...lists];
  return lists.filter((l) => l.n.toLocaleLowerCase('da').includes(wanted));
}
