import { describe, expect, it } from 'vitest';
import { co2eFigures, type Co2eInput } from './co2e-details.js';

const units = [
  { name: 'STK', description: 'Stk 1 l', factor: 1 },
  { name: 'KRT', description: 'Karton, 6 x stk 1 l', factor: 6 },
];
const input = (patch: Partial<Co2eInput> = {}): Co2eInput => ({ co2e: 1.234, weightKg: 1, units, ...patch });

describe('CO2e modal figures (§6, §9: 2 decimals, comma, 0,00 hidden, hideCo2 sees nothing)', () => {
  it('per kg and per unit', () => {
    expect(co2eFigures(input(), { hideCo2: false })).toEqual({
      perKg: '1,23',
      perUnit: [
        { unit: 'STK', description: 'Stk 1 l', value: '1,23' },
        { unit: 'KRT', description: 'Karton, 6 x stk 1 l', value: '7,40' },
      ],
    });
  });
  it('per kg from the base unit weight', () => expect(co2eFigures(input({ co2e: 2.5, weightKg: 0.5 }), { hideCo2: false })?.perKg).toBe('5,00'));
  it('rounds half up at the second decimal', () => expect(co2eFigures(input({ co2e: 1.235 }), { hideCo2: false })?.perKg).toBe('1,24'));
  it('no weight: no per-kg figure, units still shown', () => {
    expect(co2eFigures(input({ weightKg: null }), { hideCo2: false })).toMatchObject({ perKg: null, perUnit: [{ value: '1,23' }, { value: '7,40' }] });
  });
  it('hideCo2 users see nothing', () => expect(co2eFigures(input(), { hideCo2: true })).toBeNull());
  it('no CO2e: nothing', () => expect(co2eFigures(input({ co2e: null }), { hideCo2: false })).toBeNull());
  it('negative or not finite: nothing', () => {
    expect(co2eFigures(input({ co2e: -1 }), { hideCo2: false })).toBeNull();
    expect(co2eFigures(input({ co2e: Number.NaN }), { hideCo2: false })).toBeNull();
  });
  it('everything 0,00: nothing', () => expect(co2eFigures(input({ co2e: 0.0004 }), { hideCo2: false })).toBeNull());
  it('a 0,00 figure is left out, the others stay', () => {
    expect(co2eFigures(input({ co2e: 0.004, weightKg: 1 }), { hideCo2: false })).toEqual({ perKg: null, perUnit: [{ unit: 'KRT', description: 'Karton, 6 x stk 1 l', value: '0,02' }] });
  });
});
