// One product against the department's recurring orders: the decisions of the product dropdown's
// Fastordrer tab (spec §2 "Recurring-order dropdown with add product, remove product, create order and
// activate-inactive-order dialogs", §4, §5; issue 6). Pure: the panel renders what these answer, the
// store acts on them, the tests pin them down.
import type { RecurringOrder, RecurringOrderLine } from '../schemas/recurring-order.js';
import type { Unit } from '../schemas/product.js';
import { weekdayOf } from './calendar.js';
import { validateAmountValue } from './amount.js';
import { formatAmount } from '../format/amount.js';
import { type FavoriteListSort, filterFavoriteLists, sortFavoriteLists } from './favorite-list-sort.js';
import { type RecurringOrderDraft, emptyDraft } from './recurring-order-state.js';
import { Frequency, normalizeOrderName } from './recurring-schedule.js';

type WithLines = Pick<RecurringOrder, 'orderlines'>;

/** The order's lines of the product (one per unit at most: the server refuses a second, §7 409). */
export function productLinesOf(order: WithLines, productId: string): RecurringOrderLine[] {
  return order.orderlines.filter((l) => l.productId === productId);
}

/** True when the product is on the order in any unit. */
export function orderHoldsProduct(order: WithLines, productId: string): boolean {
  return order.orderlines.some((l) => l.productId === productId);
}

/**
 * The line the add dialog would collide with: an order holds one line per product and unit, so adding
 * the same unit again is refused by the server ('Varen findes allerede på fastordren i den enhed.'). The
 * dialog says so before sending; another unit is a second line.
 */
export function lineInUnit(order: WithLines, productId: string, unit: string): RecurringOrderLine | undefined {
  return order.orderlines.find((l) => l.productId === productId && l.unit === unit);
}

/**
 * §4 "Removing the last line deactivates the order": true when removing every line of the product
 * leaves an active order empty, so the remove dialog warns before the server switches it off.
 */
export function removalDeactivates(order: WithLines & Pick<RecurringOrder, 'active'>, productId: string): boolean {
  return order.active && order.orderlines.length > 0 && order.orderlines.every((l) => l.productId === productId);
}

/**
 * The schedule of an order created from the dropdown, which has no room for the head form: weekly,
 * every week, on the weekday of the first selectable delivery date, starting that day (the first day
 * the 14-day rule allows, §9). The server needs at least one delivery weekday (§5); the order is created
 * inactive and its days are set on the Fastordrer page. Null when the department has no selectable
 * delivery date (no delivery weekdays): nothing can be created then.
 */
export function dropdownOrderSchedule(selectableDates: readonly string[]): { weekDays: number[]; startDate: string } | null {
  const first = selectableDates[0];
  return first ? { weekDays: [weekdayOf(first)], startDate: first } : null;
}

/**
 * The head the create dialog sends: the name trimmed (§5 "name required and trimmed"), the default
 * schedule, inactive. Null when the name is empty or too long, or no date can be chosen.
 */
export function dropdownOrderDraft(name: string, selectableDates: readonly string[]): RecurringOrderDraft | null {
  const orderName = normalizeOrderName(name);
  const schedule = dropdownOrderSchedule(selectableDates);
  if (orderName === null || schedule === null) return null;
  return { ...emptyDraft(), orderName, frequencyType: Frequency.Weekly, recurringWeek: 1, ...schedule, active: false };
}

/** The unit the dialogs start with: the one chosen on the card, else the product's default (§4). */
export function initialLineUnit(units: readonly Pick<Unit, 'code' | 'isDefault'>[], cardUnit: string): string {
  if (units.some((u) => u.code === cardUnit)) return cardUnit;
  return (units.find((u) => u.isDefault) ?? units[0])?.code ?? cardUnit;
}

/**
 * The amount the dialogs start with, as the user would type it: the card's amount when it is valid for
 * the unit (§5: KG with a decimal comma), else 1.
 */
export function initialLineAmount(amount: number, unit: { code: string; weighed?: boolean }): string {
  if (validateAmountValue(amount, unit) !== null) return '1';
  return formatAmount(amount);
}

/**
 * The tab's list (§2: a search box and the headers Navn and Antal varer with tri-state sorting, as the
 * favourite lists): orders whose name contains the text, sorted by name (Danish order) or line count;
 * unsorted, as the server lists them (newest first).
 */
export function recurringOrdersShown<T extends Pick<RecurringOrder, 'id' | 'orderName' | 'orderlines'>>(
  orders: readonly T[],
  search: string,
  sort: FavoriteListSort,
): T[] {
  const rows = orders.map((order) => ({ i: order.id, n: order.orderName, amount: order.orderlines.length, order }));
  return sortFavoriteLists(filterFavoriteLists(rows, search), sort).map((r) => r.order);
}
