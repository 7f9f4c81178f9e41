import { describe, expect, it } from 'vitest';
import { daFavoriteLists } from '../texts/da-favorite-lists.js';
import { da } from '../texts/da.js';
import {
  acceptsPinKey,
  dateSpanComplete,
  isValidListName,
  isValidPin,
  newListError,
  normalizeListName,
  pinSubmitVisible,
  sanitizePinInput,
} from './pin.js';

describe('§5 PIN: exactly 4 digits', () => {
  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    [' 1234', false],
    ['1234 ', false],
    ['', false],
    ['١٢٣٤', false], // Arabic-Indic digits are not ASCII digits
    ['12.4', false],
    ['-123', false],
  ])('%j -> %s', (pin, expected) => expect(isValidPin(pin)).toBe(expected));
});

describe('§5 PIN dialog keys: only digits and backspace', () => {
  it.each([
    ['5', '', true],
    ['0', '123', true],
    ['5', '1234', false], // a fifth digit is refused
    ['Backspace', '1234', true],
    ['Backspace', '', true],
    ['a', '', false],
    ['e', '12', false],
    ['+', '', false],
    ['-', '', false],
    ['.', '1', false],
    [',', '1', false],
    [' ', '', false],
    ['Delete', '12', false],
    ['Dead', '', false],
    ['Enter', '1234', true],
    ['Tab', '', true],
    ['Escape', '12', true],
    ['ArrowLeft', '1234', true],
    ['ArrowRight', '12', true],
    ['Home', '12', true],
    ['End', '', true],
    ['PageUp', '', false],
  ])('key %j with %j entered -> %s', (key, current, expected) => expect(acceptsPinKey(key, current)).toBe(expected));

  it.each([
    ['12ab34', '1234'],
    ['1 2 3 4 5', '1234'],
    ['abc', ''],
    ['98', '98'],
  ])('a pasted %j leaves %j', (value, expected) => expect(sanitizePinInput(value)).toBe(expected));
});

describe('§4 the PIN submit button appears at exactly 4 digits', () => {
  it.each([
    ['', false],
    ['1', false],
    ['123', false],
    ['1234', true],
    ['12345', false],
  ])('%j -> %s', (value, expected) => expect(pinSubmitVisible(value)).toBe(expected));
});

describe('§5 list name: non-empty after trimming', () => {
  it.each([
    ['Mandag', true],
    ['  Fredagsbar  ', true],
    ['Æ', true],
    ['', false],
    ['   ', false],
    ['\t\n', false],
  ])('%j -> %s', (name, expected) => expect(isValidListName(name)).toBe(expected));

  it('trims the name', () => expect(normalizeListName('  Køkkenets faste  ')).toBe('Køkkenets faste'));
});

describe('§5 new-list dialog messages', () => {
  const form = { name: 'Mandag', dateSpan: false, from: null, to: null };
  it.each([
    [form, null],
    [{ ...form, name: '  ' }, daFavoriteLists.listNameInvalid],
    [{ ...form, dateSpan: true }, da.validationFailed],
    [{ ...form, dateSpan: true, from: '2025-01-01' }, da.validationFailed],
    [{ ...form, dateSpan: true, to: '2025-01-01' }, da.validationFailed],
    [{ ...form, name: '', dateSpan: true }, da.validationFailed], // missing fields are named first
    [{ ...form, dateSpan: true, from: '2025-01-01', to: '2025-06-01' }, null],
    [{ ...form, dateSpan: true, from: '2025-06-01', to: '2025-06-01' }, null],
    [{ ...form, dateSpan: true, from: '2025-06-02', to: '2025-06-01' }, daFavoriteLists.listDateOrder],
    [{ ...form, name: ' ', dateSpan: true, from: '2025-01-01', to: '2025-06-01' }, daFavoriteLists.listNameInvalid],
  ])('%j -> %j', (f, expected) => expect(newListError(f)).toBe(expected));

  it.each([
    [null, null, true],
    [undefined, undefined, true],
    ['2025-01-01', '2025-02-01', true],
    ['2025-01-01', null, false],
    [undefined, '2025-02-01', false],
  ])('date span from %j to %j complete: %s', (from, to, expected) => expect(dateSpanComplete(from, to)).toBe(expected));
});
