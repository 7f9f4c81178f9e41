import { describe, expect, it } from 'vitest';
import { unitLabel } from './unit-label.js';

describe('unitLabel', () => {
  it.each([
    ['KRT', 'Karton', 'KRT – Karton'],
    ['STK', 'STK', 'STK'],
    ['KG', '', 'KG'],
    ['KG', null, 'KG'],
    ['KG', undefined, 'KG'],
  ])('%s / %j -> %s', (code, description, expected) => {
    expect(unitLabel(code, description)).toBe(expected);
  });
});
