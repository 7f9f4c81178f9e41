// Issue 18 point 1: an expiry (near-expiry) line "can never exceed the stock" of its offer (§3 y.s,
// §8 OutOfStock). Adding and the basket page's amount change both ask here.
import { and, eq, inArray } from 'drizzle-orm';
import type { AddToCartItem } from '../../core/index.js';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import type { ProductWireInput } from '../catalogue/wire.js';

const hundredths = (amount: number | string) => Math.round(Number(amount) * 100);

export interface StockRefusal {
  item: AddToCartItem;
  /** The offer's stock, in its unit, as §8's OutOfStock warning shows it. */
  stock: number;
}

/**
 * The expiry items of one add (in order, as if added one by one) that would take their basket line
 * above the offer's stock: they are not added; the others are. Read inside the basket's lock
 * (lockBasket), so two adds cannot both pass the same stock.
 */
export async function expiryItemsAboveStock(
  tx: Tx,
  basketId: number,
  items: readonly AddToCartItem[],
  products: ReadonlyMap<string, ProductWireInput>,
): Promise<StockRefusal[]> {
  const expiryItems = items.filter((i) => i.expiryProduct && products.get(i.productId)?.expiry);
  if (expiryItems.length === 0) return [];
  const bl = t.basketLines;
  const present = await tx
    .select({ productId: bl.productId, unit: bl.unit, amount: bl.amount })
    .from(bl)
    .where(and(eq(bl.basketId, basketId), eq(bl.expiryProduct, true), eq(bl.offerKind, 0), inArray(bl.productId, [...new Set(expiryItems.map((i) => i.productId))])));
  const inBasket = new Map(present.map((l) => [`${l.productId}|${l.unit}`, hundredths(l.amount)]));
  const refused: StockRefusal[] = [];
  for (const item of expiryItems) {
    const stock = Number(products.get(item.productId)!.expiry!.stock);
    const key = `${item.productId}|${item.unit}`;
    const sum = (inBasket.get(key) ?? 0) + hundredths(item.amount);
    if (sum > hundredths(stock)) refused.push({ item, stock });
    else inBasket.set(key, sum);
  }
  return refused;
}

/** The basket page's new amount for an expiry line: within the stock (true), or not. */
export function withinExpiryStock(amount: number | string, product: ProductWireInput | undefined): boolean {
  return !product?.expiry || hundredths(amount) <= hundredths(product.expiry.stock);
}
