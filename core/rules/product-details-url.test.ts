import { describe, expect, it } from 'vitest';
import { foodInfoPrintHref, readDetailsParams, withDetailsParams, withoutDetailsParams } from './product-details-url.js';

describe('product details URL parameters (§2 foodInfo, expiry=true)', () => {
  it.each([
    ['?foodInfo=100004', { productId: '100004', expiry: false }],
    ['foodInfo=100004&expiry=true', { productId: '100004', expiry: true }],
    ['?search=m%C3%A6lk&foodInfo=100004&expiry=1', { productId: '100004', expiry: false }],
    ['?foodInfo=', null],
    ['?foodInfo=abc', null],
    ['?foodInfo=%3Cscript%3E', null],
    ['?search=mælk', null],
    ['', null],
  ])('%s -> %j', (search, expected) => expect(readDetailsParams(search)).toEqual(expected));

  it.each([
    ['', '100004', false, '?foodInfo=100004'],
    ['?search=m%C3%A6lk', '100004', false, '?search=m%C3%A6lk&foodInfo=100004'],
    ['?foodInfo=1&expiry=true', '100004', false, '?foodInfo=100004'],
    ['?search=x', '100004', true, '?search=x&foodInfo=100004&expiry=true'],
  ])('open %s with %s (expiry %s) -> %s', (search, id, expiry, expected) => expect(withDetailsParams(search, id, expiry)).toBe(expected));

  it.each([
    ['?foodInfo=100004&expiry=true', ''],
    ['?search=m%C3%A6lk&foodInfo=100004&utm=x&expiry=true', '?search=m%C3%A6lk&utm=x'],
    ['?search=x', '?search=x'],
    ['', ''],
  ])('close %s -> %s', (search, expected) => expect(withoutDetailsParams(search)).toBe(expected));

  it.each([
    ['https://varedata.example.dk/print', '100004', '1001', 'https://varedata.example.dk/print?productId=100004&department=1001'],
    ['https://varedata.example.dk/print?lang=da', '100004', '1001', 'https://varedata.example.dk/print?lang=da&productId=100004&department=1001'],
    ['/varedata/print', '100004', '2001', '/varedata/print?productId=100004&department=2001'],
    ['/varedata/print', '100004', 'a&b=c', '/varedata/print?productId=100004&department=a%26b%3Dc'],
    ['javascript:alert(1)', '100004', '1001', null],
    ['http://varedata.example.dk/print', '100004', '1001', null],
    ['https://varedata.example.dk/print', '10x', '1001', null],
  ])('print page %s for %s in %s -> %s', (base, id, dept, expected) => expect(foodInfoPrintHref(base, id, dept)).toBe(expected));
});
