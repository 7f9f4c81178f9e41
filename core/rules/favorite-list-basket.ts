// "Læg hele listen i kurven" / "Læg valgte i kurven" in the favourite-list view (issue 5): which lines go
// into the ONE add-to-order call (§7), with which unit and amount, and which products are left out.
// The same rules as a card's own add button: §4 unit, §5 amount, §6 and the card's blocking states.
import type { ListItemInfo } from '../catalogue/execute.js';
import { Origin } from '../schemas/cart.js';
import type { AddToCartItem } from '../schemas/cart.js';
import type { Product } from '../schemas/product.js';
import type { UserSettings } from '../schemas/user.js';
import { parseAmount } from './amount.js';
import { canAddToCart, orderBlockReason } from './permissions.js';
import type { CardBlockReason, OrderContext } from './permissions.js';
import { defaultUnit, unitPriceOre } from './units.js';

/** Why a product of the list is not added: the card's block reasons, no price (§6), not in the catalogue. */
export type BulkSkipReason = NonNullable<CardBlockReason> | 'noPrice' | 'notInAssortment';

export interface BulkLine {
  product: Product;
  /** The product's item on the list (its standard unit, §4). */
  listItem: ListItemInfo | null;
}

export interface BulkAddInput {
  lines: readonly BulkLine[];
  /** Products on the list that the user's catalogue no longer holds (left the assortment). */
  missing?: readonly string[];
  /** What the user typed on the cards, by product id; a card left empty orders 1. */
  amounts: Readonly<Record<string, string>>;
  /** Units chosen on the cards, by product id; otherwise the list's standard unit (§4). */
  units: Readonly<Record<string, string>>;
  orderContext: OrderContext;
  settings: Pick<UserSettings, 'showPrices' | 'allowOrdering'>;
}

export interface BulkAddPlan {
  items: AddToCartItem[];
  skipped: { productId: string; name: string | null; reason: BulkSkipReason }[];
  /** Amounts that are not valid (§5): nothing is sent until they are fixed. */
  invalid: { productId: string; name: string; message: string }[];
}

/** An empty amount field orders one of the card's unit (the details view's default too, §5). */
export const DEFAULT_BULK_AMOUNT = '1';

export function planBulkAdd(input: BulkAddInput): BulkAddPlan {
  const plan: BulkAddPlan = { items: [], skipped: [], invalid: [] };
  for (const { product, listItem } of input.lines) {
    const unit = product.units.find((u) => u.code === input.units[product.id]) ?? defaultUnit(product, { listStandardUnit: listItem?.standardUnit ?? null });
    const blocked = orderBlockReason(product, input.orderContext);
    if (blocked) {
      plan.skipped.push({ productId: product.id, name: product.name, reason: blocked });
      continue;
    }
    if (!canAddToCart(input.settings, unitPriceOre(product.priceOre, unit))) {
      plan.skipped.push({ productId: product.id, name: product.name, reason: 'noPrice' });
      continue;
    }
    const typed = (input.amounts[product.id] ?? '').trim();
    const amount = parseAmount(typed === '' ? DEFAULT_BULK_AMOUNT : typed, unit);
    if (!amount.ok) {
      plan.invalid.push({ productId: product.id, name: product.name, message: amount.message });
      continue;
    }
    plan.items.push({ origin: Origin.FavoriteList, amount: amount.value, productId: product.id, unit: unit.code, expiryProduct: false });
  }
  for (const id of input.missing ?? []) plan.skipped.push({ productId: id, name: null, reason: 'notInAssortment' });
  return plan;
}
