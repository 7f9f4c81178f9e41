import { describe, expect, it } from 'vitest';
import { parseQuickOrderLines, type QuickOrderRow } from './quick-order-lines.js';
import { resolveQuickOrderUnit } from './quick-order-units.js';
import { daQuickOrder } from '../texts/da-quick-order.js';
import type { Unit } from '../schemas/product.js';

const r = (row: number, number: string, amountText: string, unit: string | null = null): QuickOrderRow => ({ row, number, amountText, unit });

describe('issue 20 point 1: quick-order lines', () => {
  it.each([
    ['tab with Danish decimals', '12345\t1,5\tKG\n54321\t2', 'tab', false, [r(1, '12345', '1,5', 'KG'), r(2, '54321', '2')]],
    ['semicolon: the comma is a decimal', '12345;2,25;kg\n54321;3', 'semicolon', false, [r(1, '12345', '2,25', 'kg'), r(2, '54321', '3')]],
    ['comma with a quoted decimal and a dot decimal', '12345,"1,5",KG\n54321,1.5\n777,2', 'comma', false, [r(1, '12345', '1,5', 'KG'), r(2, '54321', '1,5'), r(3, '777', '2')]],
    ['comma: an unquoted decimal comma splits (documented)', '12345,1,5', 'comma', false, [r(1, '12345', '1', '5')]],
    ['header row skipped, row numbers kept', 'Varenr;Antal;Enhed\n12345;2;KRT', 'semicolon', true, [r(2, '12345', '2', 'KRT')]],
    ['blank lines and separator-only lines skipped', '\n12345;2\n\n;;\n   \n54321;1\n', 'semicolon', false, [r(2, '12345', '2'), r(6, '54321', '1')]],
    ['CRLF and a BOM', '\uFEFF12345;2\r\n54321;1\r\n', 'semicolon', false, [r(1, '12345', '2'), r(2, '54321', '1')]],
    ['spaces trimmed, extra columns ignored', ' 12345 ; 2 ; KG ; Hvedemel\n', 'semicolon', false, [r(1, '12345', '2', 'KG')]],
    ['a line without amount is kept (the server says why)', '12345;2\n54321', 'semicolon', false, [r(1, '12345', '2'), r(2, '54321', '')]],
    ['tab wins over semicolon and comma', '12345\t1,5\n54321\t2;3', 'tab', false, [r(1, '12345', '1,5'), r(2, '54321', '2;3')]],
  ] as const)('%s', (_n, input, separator, headerSkipped, rows) => {
    expect(parseQuickOrderLines(input)).toEqual({ ok: true, separator, headerSkipped, rows });
  });

  const many = (n: number) => Array.from({ length: n }, (_, i) => `${100000 + i};1`).join('\n');
  it.each([
    ['empty', '', 'empty', daQuickOrder.empty],
    ['blank only', ' \n\n\t\n', 'empty', daQuickOrder.empty],
    ['header only', 'Varenr;Antal', 'empty', daQuickOrder.empty],
    ['wrong separator', '12345|2\n54321|1', 'noSeparator', daQuickOrder.noSeparator],
    ['numbers only', '12345\n54321', 'noSeparator', daQuickOrder.noSeparator],
    ['NUL byte', '12345;2\u0000', 'binary', daQuickOrder.binary],
    ['other control characters', 'PK\u0003\u0004;1', 'binary', daQuickOrder.binary],
    ['failed decoding', '12345;\uFFFD', 'binary', daQuickOrder.binary],
    ['501 lines', many(501), 'tooManyLines', daQuickOrder.tooManyLines(500, 501)],
    ['over 1 MB', `12345;1\n${'x'.repeat(1024 * 1024)}`, 'tooLarge', daQuickOrder.tooLarge],
    ['over 1 MB in UTF-8 only', `12345;1\n${'æ'.repeat(600 * 1024)}`, 'tooLarge', daQuickOrder.tooLarge],
    ['a quote left open', '12345;2\n"54321;1', 'unreadable', daQuickOrder.unreadable(2)],
  ] as const)('refuses %s with a Danish message', (_n, input, code, message) => {
    expect(parseQuickOrderLines(input)).toEqual({ ok: false, code, message });
  });

  it('takes exactly 500 lines, and 500 lines below a header', () => {
    const plain = parseQuickOrderLines(many(500));
    expect(plain.ok && plain.rows.length).toBe(500);
    const withHeader = parseQuickOrderLines(`Varenr;Antal\n${many(500)}`);
    expect(withHeader.ok && withHeader.rows.length).toBe(500);
    expect(parseQuickOrderLines(`Varenr;Antal\n${many(501)}`)).toMatchObject({ ok: false, code: 'tooManyLines' });
  });
});

describe('issue 20 point 1: unit of a quick-order line (§3 Unit, §4 default)', () => {
  const unit = (code: string, description: string, isDefault = false): Unit => ({ code, description, factor: 1, weighed: code === 'KG', isDefault });
  const product = { units: [unit('STK', 'Stk.'), unit('KRT', 'Karton', true), unit('KG', 'Kilo')], expiry: null };
  it.each([
    ['typed code, any case', 'krt', null, 'KRT'],
    ['typed kg', 'kg', null, 'KG'],
    ['typed description', 'karton', null, 'KRT'],
    ['none typed: the EAN unit', null, 'STK', 'STK'],
    ['none typed: the flagged default', null, null, 'KRT'],
    ['blank typed: the flagged default', '  ', null, 'KRT'],
  ] as const)('%s', (_n, typed, ean, expected) => {
    const got = resolveQuickOrderUnit(product, typed, ean);
    expect(got.ok && got.unit.code).toBe(expected);
  });
  it('an unknown unit does not resolve', () => {
    expect(resolveQuickOrderUnit(product, 'PALLE')).toEqual({ ok: false });
  });
});
