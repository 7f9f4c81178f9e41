// The units a shopping-list line may be changed to (issue 22 point 4, §7 updateline): the product's units
// as the catalogue has them now, and the line's own unit kept first when the product no longer has it, so
// the select never changes a line by itself.
import type { Unit } from '../schemas/product.js';
import type { ShoppingListLine } from '../schemas/shopping-list.js';

export type LineUnitOption = Pick<Unit, 'code' | 'description' | 'weighed'>;

export function shoppingListUnitOptions(line: Pick<ShoppingListLine, 'unit' | 'unitDescription'>, units: readonly LineUnitOption[] | undefined): LineUnitOption[] {
  // Not known (yet, or the product left the assortment): only the line's own unit. Whether it is weighed
  // is the catalogue's to say; unknown, the amount is read as whole units.
  const own: LineUnitOption = { code: line.unit, description: line.unitDescription, weighed: false };
  if (!units || units.length === 0) return [own];
  return units.some((u) => u.code === line.unit) ? [...units] : [own, ...units];
}
