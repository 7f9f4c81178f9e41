import { describe, expect, it } from 'vitest';
import { PUNCH_OUT_UNIT_CODES, punchOutUnitCode, unitFromPunchOutCode } from './punch-out-units.js';

describe('punch-out unit codes (issue 16)', () => {
  it.each([
    ['STK', 'EA'], ['KG', 'KGM'], ['L', 'LTR'], ['KRT', 'CT'], ['PK', 'PK'], ['FL', 'BO'], ['DS', 'CA'],
    ['BK', 'TU'], ['RL', 'RO'], ['kg', 'KGM'], ['XYZ', 'EA'],
  ])('%s goes as %s', (unit, code) => {
    expect(punchOutUnitCode(unit)).toBe(code);
  });

  it('maps every code back to one of our units, so a requisition re-opens in the same unit', () => {
    for (const [unit, code] of Object.entries(PUNCH_OUT_UNIT_CODES)) {
      expect(unitFromPunchOutCode(code, ['STK', 'KRT', unit])).toBe(unit);
    }
    expect(unitFromPunchOutCode(' kgm ', ['KG', 'KRT'])).toBe('KG');
    expect(unitFromPunchOutCode('KRT', ['KG', 'KRT'])).toBe('KRT');
    expect(unitFromPunchOutCode('LTR', ['KG', 'KRT'])).toBeNull();
  });

  it('no two of our units share a code (the way back would be ambiguous)', () => {
    const codes = Object.values(PUNCH_OUT_UNIT_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
