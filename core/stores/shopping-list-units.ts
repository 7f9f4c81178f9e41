// The units of the products on the current shopping list, for the list page's unit select (issue 22
// point 4). Apart from shopping-list.ts: only <shop-shopping-list> needs it, and the product lookup it
// uses must not join the chunk that the search page loads in shopping-list mode.
import { atom } from 'nanostores';
import type { Unit } from '../schemas/product.js';
import { decodeProduct } from '../schemas/product-decode.js';
import { fetchProductsByIds } from '../api/product-details.js';
import { $shoppingList, shoppingListGeneration } from './shopping-list-state.js';

/**
 * Per product of the current list, the units it is sold in (the list page's unit select): GET getbyids
 * for the products not known yet. A product outside the assortment keeps only its line's unit.
 */
export const $shoppingListUnits = atom<ReadonlyMap<string, readonly Unit[]>>(new Map());

// Another user, another department: another assortment.
$shoppingList.listen((state) => {
  if (state.status === 'idle' && $shoppingListUnits.get().size > 0) $shoppingListUnits.set(new Map());
});

export async function loadShoppingListUnits(): Promise<void> {
  const started = shoppingListGeneration();
  const known = $shoppingListUnits.get();
  const missing = [...new Set(($shoppingList.get().list?.lines ?? []).map((l) => l.productId))].filter((id) => !known.has(id));
  if (missing.length === 0) return;
  try {
    const wires = await fetchProductsByIds(missing);
    if (started !== shoppingListGeneration()) return;
    const next = new Map($shoppingListUnits.get());
    for (const product of wires.map(decodeProduct)) next.set(product.id, product.units);
    $shoppingListUnits.set(next);
  } catch {
    // Silent: the select keeps each line's own unit.
  }
}
