import { describe, expect, it } from 'vitest';
import { shoppingListUnitOptions } from './shopping-list-line.js';

const line = { unit: 'KRT', unitDescription: 'Karton' };
const kg = { code: 'KG', description: 'Kilo', weighed: true };
const krt = { code: 'KRT', description: 'Karton', weighed: false };

describe('shoppingListUnitOptions (issue 22 point 4)', () => {
  it.each([
    ['units not known: only the line\'s own unit', undefined, [{ code: 'KRT', description: 'Karton', weighed: false }]],
    ['no units: only the line\'s own unit', [], [{ code: 'KRT', description: 'Karton', weighed: false }]],
    ['the product has the unit: its units as they are', [kg, krt], [kg, krt]],
    ['the product lost the unit: the line\'s own first, then the product\'s', [kg], [{ code: 'KRT', description: 'Karton', weighed: false }, kg]],
  ] as const)('%s', (_, units, expected) => {
    expect(shoppingListUnitOptions(line, units)).toEqual(expected);
  });
});
