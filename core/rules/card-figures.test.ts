import { describe, expect, it } from 'vitest';
import { cardFigures } from './card-figures.js';
import type { CardFiguresInput } from './card-figures.js';
import { cardTypeTraits } from './card-state.js';
import type { Unit } from '../schemas/product.js';

const stk: Unit = { code: 'STK', description: 'Stk', factor: 1, weighed: false, isDefault: false };
const krt: Unit = { code: 'KRT', description: 'Karton', factor: 12, weighed: false, isDefault: true };
const product = { priceOre: 1250, depositOre: 100, co2e: 0.5, co2TaxOre: 10, refPriceOre: 1250, refUnit: 'l' };
const offer = { unit: stk, priceOre: 600, expiresOn: '2026-12-01', stock: 4 };
const all = { showPrices: true, allowOrdering: true, hideCo2: false };
const base: CardFiguresInput = { regularUnit: krt, offer: null, expiry: false, settings: all, traits: cardTypeTraits('primary-shop'), blockReason: null };

describe('cardFigures (§4 units, §6 permissions, §9 prices)', () => {
  it('prices, deposit, CO2e and CO2 tax are per chosen unit', () => {
    expect(cardFigures(product, base)).toMatchObject({ unit: krt, priceOre: 15000, normalPriceOre: 15000, depositOre: 1200, co2: 6, co2TaxOre: 120, showPrice: true, addAllowed: true, co2Shown: true });
  });

  it('the expiry view uses the offer unit and price, compares with the normal price, and has no reference price', () => {
    expect(cardFigures(product, { ...base, offer, expiry: true })).toMatchObject({ unit: stk, priceOre: 600, normalPriceOre: 1250, depositOre: 100, refPrice: null });
  });

  it('an expiry view without an offer stays in the regular unit', () => {
    expect(cardFigures(product, { ...base, expiry: true })).toMatchObject({ unit: krt, priceOre: 15000 });
  });

  it.each([
    ['prices hidden: no price, adding still allowed', { settings: { ...all, showPrices: false } }, { showPrice: false, pricesShown: false, addAllowed: true, refPrice: null }],
    ['ordering off: no add', { settings: { ...all, allowOrdering: false } }, { showPrice: true, addAllowed: false }],
    ['a blocked product cannot be added', { blockReason: 'deadline' as const }, { addAllowed: false }],
    ['CO2 hidden for hideCo2', { settings: { ...all, hideCo2: true } }, { co2Shown: false }],
    ['compact cards have no CO2 line', { traits: cardTypeTraits('carousel-product') }, { co2Shown: false }],
    ['a web sample shows no price, and a missing price does not block it', { traits: cardTypeTraits('web-sample') }, { pricesShown: false, addAllowed: true }],
  ])('%s', (_name, change, expected) => {
    expect(cardFigures(product, { ...base, ...change })).toMatchObject(expected);
  });

  it('a zero or missing price blocks adding while prices show (§6)', () => {
    expect(cardFigures({ ...product, priceOre: 0 }, base).addAllowed).toBe(false);
    expect(cardFigures({ ...product, priceOre: null }, base)).toMatchObject({ addAllowed: false, showPrice: false });
    expect(cardFigures({ ...product, priceOre: null }, { ...base, traits: cardTypeTraits('web-sample') }).addAllowed).toBe(true);
  });

  it('a CO2e that rounds to 0,00 is not shown', () => {
    expect(cardFigures({ ...product, co2e: 0.0001 }, base).co2Shown).toBe(false);
  });
});
