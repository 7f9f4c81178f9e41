// Lists for the stories and tests of <shop-shopping-list> (issue 22 point 4): the wire's shape.
import type { ShoppingList } from '../../core/schemas/shopping-list.js';
import type { Unit } from '../../core/schemas/product.js';

export function line(id: number, productId: string, name: string, brand: string, amount: number, unit = 'KRT', unitDescription = 'Karton') {
  return { id, productId, name, brand, unit, unitDescription, amount, origin: 1 };
}

export const currentList: ShoppingList = {
  id: 7,
  name: 'Uge 48',
  comment: 'Husk ekstra mælk til fredag',
  createdAt: '2026-11-23T07:00:00.000Z',
  updatedAt: '2026-11-25T07:00:00.000Z',
  sentAt: null,
  sentBy: null,
  itemCount: 3,
  lines: [
    line(1, '100234', 'Sødmælk 3,5%', 'Arla', 2),
    line(2, '100777', 'Hvedemel', 'Valsemøllen', 1, 'SÆK', 'Sæk'),
    line(3, '200555', 'Kyllingebryst', 'Danpo', 2.5, 'KG', 'Kilo'),
  ],
};

export const emptyList: ShoppingList = { ...currentList, id: 8, name: '', comment: '', itemCount: 0, lines: [] };

export const sentList: ShoppingList = {
  ...currentList,
  id: 5,
  name: 'Uge 47',
  comment: '',
  sentAt: '2026-11-20T09:15:00.000Z',
  sentBy: 'Inco Kok',
  itemCount: 2,
  lines: [line(9, '100234', 'Sødmælk 3,5%', 'Arla', 4), line(10, '300111', 'Smør', 'Lurpak', 1)],
};

const unit = (code: string, description: string, isDefault = false, weighed = false): Unit => ({ code, description, factor: 1, weighed, isDefault });

/** The units of the current list's products, as getbyids answers them. */
export const listUnits: ReadonlyMap<string, readonly Unit[]> = new Map([
  ['100234', [unit('KRT', 'Karton', true), unit('STK', 'Stk.')]],
  ['100777', [unit('SÆK', 'Sæk', true)]],
  ['200555', [unit('KG', 'Kilo', true, true)]],
]);
