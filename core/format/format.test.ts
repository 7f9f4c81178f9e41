import { describe, expect, it } from 'vitest';
import { formatDeposit, formatPrice, priceParts } from './price.js';
import { formatDate, parseIsoDay, toIsoDay } from './date.js';
import { formatWeekdayDate } from './weekday-date.js';
import { formatCo2 } from './co2.js';
import { truncate, truncateBrand, truncateName } from './truncate.js';
import { productImageSrc, safeUrl } from './url.js';

describe('prices (§1 DKK with 2 decimals, §9 integral and fraction apart)', () => {
  it.each([
    [0, '0', '00', '0,00'],
    [5, '0', '05', '0,05'],
    [1250, '12', '50', '12,50'],
    [123456, '1.234', '56', '1.234,56'],
    [100000000, '1.000.000', '00', '1.000.000,00'],
    [-1999, '-19', '99', '-19,99'],
  ])('%d øre', (ore, integral, fraction, text) => {
    expect(priceParts(ore)).toEqual({ integral, fraction, text });
  });

  it('formats with the no-break space before kr. as Intl does', () => {
    expect(formatPrice(123456)).toBe('1.234,56\u00a0kr.');
    const intl = new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }).format(1234.56);
    expect(formatPrice(123456)).toBe(intl);
  });

  it('deposit with comma decimal', () => expect(formatDeposit(100)).toBe('1,00'));
  it('refuses fractional øre: money is never a float', () => expect(() => priceParts(12.5)).toThrow(RangeError));
});

describe('dates dd-mm-yyyy (§1)', () => {
  it.each([
    ['2026-11-21', '21-11-2026'],
    ['2027-01-05', '05-01-2027'],
    ['not a date', ''],
    ['2026-02-30', ''],
    ['2026-13-01', ''],
    ['2028-02-29', '29-02-2028'],
    ['2026-11-21T10:15:00', '21-11-2026'],
    ['2026-11-21T10:15:00.123', '21-11-2026'],
    ['21-11-2026', ''],
    ['2026-11-21 ', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => expect(formatDate(input)).toBe(expected));
  it('a day is its local midnight, whatever the time zone', () => {
    const d = parseIsoDay('2026-03-29');
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 2, 29, 0]);
  });
  it('a date-time with an offset is that moment', () => {
    expect(parseIsoDay('2026-11-21T10:15:00Z').getTime()).toBe(Date.UTC(2026, 10, 21, 10, 15));
    expect(parseIsoDay('2026-11-21T10:15:00+01:00').getTime()).toBe(Date.UTC(2026, 10, 21, 9, 15));
  });
  it('accepts a Date', () => expect(formatDate(new Date(2026, 0, 2))).toBe('02-01-2026'));
  it('an invalid Date formats as nothing', () => expect(formatDate(new Date(NaN))).toBe(''));
  it.each([
    [new Date(2026, 0, 2, 23, 59), '2026-01-02'],
    [new Date(2026, 11, 31), '2026-12-31'],
    [new Date(2026, 2, 29, 0, 30), '2026-03-29'], // the night summer time begins: still that local day
    [new Date(987, 4, 6), '0987-05-06'],
  ])('toIsoDay(%s) is the local calendar day %s', (date, day) => expect(toIsoDay(date)).toBe(day));
  it('toIsoDay refuses an invalid Date (an invalid day is a programming error)', () => expect(() => toIsoDay(new Date(NaN))).toThrow(RangeError));
  it('weekday names are Danish', () => expect(formatWeekdayDate('2026-11-27')).toBe('fredag 27. november'));
  it.each([
    ['2026-01-01', 'torsdag 1. januar'],
    ['2026-03-29', 'søndag 29. marts'], // the night summer time begins
    ['2026-10-25', 'søndag 25. oktober'], // the night it ends
    ['2028-02-29', 'tirsdag 29. februar'],
    ['2026-11-27T23:30:00Z', 'fredag 27. november'],
  ])('weekday date %s is %s', (day, text) => expect(formatWeekdayDate(day)).toBe(text));
  it.each(['', 'i morgen', '2026-02-30', '2026-13-01', '27-11-2026'])('%j is not a calendar date: empty', (day) => expect(formatWeekdayDate(day)).toBe(''));
});

describe('CO2e with 2 decimals and a comma (§9)', () => {
  it.each([
    [1.234, '1,23'],
    [1.235, '1,24'],
    [0, '0,00'],
    [12, '12,00'],
  ])('%d -> %s', (value, expected) => expect(formatCo2(value)).toBe(expected));
});

describe('truncation (§9): brand 28, name 55, three dots', () => {
  it('keeps short texts', () => expect(truncateBrand('Arla Foods')).toBe('Arla Foods'));
  it('keeps a text of exactly the limit', () => expect(truncateBrand('x'.repeat(28))).toBe('x'.repeat(28)));
  it('cuts brand at 28', () => expect(truncateBrand('b'.repeat(29))).toBe(`${'b'.repeat(28)}...`));
  it('cuts name at 55', () => expect(truncateName('n'.repeat(60))).toBe(`${'n'.repeat(55)}...`));
  it('does not leave a space before the dots', () => expect(truncate('Kyllingebryst med skind', 18)).toBe('Kyllingebryst med...'));
  it('counts æøå and emoji as one character', () => expect(truncate('ææææ🥛🥛', 5)).toBe('ææææ🥛...'));
});

describe('safeUrl (no javascript: links from data)', () => {
  it.each([
    ['/kurv', '/kurv'],
    ['?search=mælk', '?search=mælk'],
    ['https://billeder.example/1.jpg', 'https://billeder.example/1.jpg'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['//evil.example/x', null],
    ['data:text/html,hi', null],
    ['http://evil.example/', null],
    ['http://localhost:3000/x', 'http://localhost:3000/x'],
    ['', null],
    [null, null],
  ])('%j -> %j', (input, expected) => expect(safeUrl(input)).toBe(expected));
});

describe('productImageSrc (§7 image host, width 90 or 300)', () => {
  it.each([
    ['/images/products/100123', 300, '', '/images/products/100123?w=300'],
    ['/images/products/100123', 90, 'https://shop.example.dk', 'https://shop.example.dk/images/products/100123?w=90'],
    ['https://billeder.example/p/1?q=80', 300, '', 'https://billeder.example/p/1?q=80&w=300'],
    ['javascript:alert(1)', 300, '', null],
    [null, 300, '', null],
  ] as const)('%j at %d on %j -> %j', (img, width, base, expected) => {
    expect(productImageSrc(img, width, base)).toBe(expected);
  });
});
