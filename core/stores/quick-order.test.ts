import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $basket, resetBasket } from './basket.js';
import { $toasts, clearToasts } from './toasts.js';
import {
  $quickOrder,
  addQuickOrderToBasket,
  chooseQuickOrderAlternative,
  chooseQuickOrderUnit,
  effectiveLine,
  loadQuickOrderFile,
  orderableItems,
  removeQuickOrderLine,
  resetQuickOrder,
  reviewQuickOrder,
  setQuickOrderText,
} from './quick-order.js';
import { QUICK_ORDER_LINES, QUICK_ORDER_REVIEW } from './quick-order.fixture.js';
import { daQuickOrder } from '../texts/da-quick-order.js';
import { Origin } from '../schemas/cart.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: { path: string; body: unknown }[];
let loadCsvReply: Response;

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  resetBasket();
  $basket.set({ status: 'ready', itemCount: 0, deliveryDate: '2025-06-06' });
  $sessionState.set('authenticated');
  resetQuickOrder();
  clearToasts();
  calls = [];
  loadCsvReply = json(QUICK_ORDER_REVIEW);
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/product/loadcsv') return loadCsvReply;
    if (path === '/api/order/addtoorder') {
      const items = JSON.parse(String(init?.body)) as unknown[];
      return json({ addedOrderlines: items.length, previewOrder: { itemCount: items.length, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 }, warnings: [], error: null });
    }
    if (path === '/api/order/getbasket') return json({ lines: [] });
    return json({});
  }));
});
afterEach(() => vi.unstubAllGlobals());

const byRow = (row: number) => QUICK_ORDER_LINES.find((l) => l.rows.includes(row))!;
const none = { unit: null, alternative: false };

describe('issue 20 point 1: a review line after the user\'s choices', () => {
  it.each([
    ['ok as the server said', byRow(1), none, { status: 'ok', unit: 'KRT', amount: 5 }],
    ['a decimal KG amount', byRow(3), none, { status: 'ok', unit: 'KG', amount: 1.5 }],
    ['the KG amount in cartons: digits only', byRow(3), { unit: 'KRT', alternative: false }, { status: 'invalidAmount', reason: 'Du kan kun indtaste tal i feltet' }],
    ['a unit the product lacks is ignored', byRow(8), { unit: 'KG', alternative: false }, { status: 'invalidAmount', unit: 'KRT' }],
    ['an unknown unit stays refused until one is picked', byRow(9), none, { status: 'unknownUnit' }],
    ['an unknown unit, then STK picked', byRow(9), { unit: 'STK', alternative: false }, { status: 'ok', unit: 'STK', amount: 1 }],
    ['discontinued', byRow(5), none, { status: 'discontinued', reason: daQuickOrder.discontinuedWithAlternative('Havregryn 1 kg') }],
    ['discontinued, alternative used', byRow(5), { unit: null, alternative: true }, { status: 'ok', amount: 3 }],
    ['missing food info stays', byRow(6), none, { status: 'missingFoodInfo', reason: 'Manglende varedata' }],
    ['an unknown number stays', byRow(4), none, { status: 'unknownNumber', product: null }],
  ] as const)('%s', (_n, line, choice, expected) => {
    expect(effectiveLine(line, choice)).toMatchObject(expected);
  });
});

describe('issue 20 point 1: quick-order store', () => {
  it('reviews the pasted text and adds the orderable lines in ONE addtoorder call, origin 35', async () => {
    setQuickOrderText('100001;2\n39669;1');
    await reviewQuickOrder();
    expect($quickOrder.get()).toMatchObject({ status: 'review', error: null });
    expect(calls[0]).toEqual({ path: '/api/product/loadcsv', body: { text: '100001;2\n39669;1' } });
    chooseQuickOrderAlternative('5');
    chooseQuickOrderUnit('9', 'STK');
    removeQuickOrderLine('2');
    const items = orderableItems($quickOrder.get().lines);
    expect(items.map((i) => [i.productId, i.unit, i.amount])).toEqual([['100001', 'KRT', 5], ['100025', 'KG', 1.5], ['100886', 'KRT', 3], ['100003', 'STK', 1]]);
    expect(items.every((i) => i.origin === Origin.CsvSearch && !i.expiryProduct)).toBe(true);

    expect(await addQuickOrderToBasket()).toBe(true);
    const adds = calls.filter((c) => c.path === '/api/order/addtoorder');
    expect(adds).toHaveLength(1);
    expect(adds[0]!.body).toEqual(items);
    // The added lines leave the review; the ones to fix stay.
    expect($quickOrder.get().lines.map((l) => l.key)).toEqual(['4', '6', '8']);
    expect($toasts.get().some((t) => t.kind === 'success')).toBe(true);
  });

  it('shows the server\'s Danish refusal of the whole input', async () => {
    loadCsvReply = json({ error: 'InvalidQuickOrder', message: daQuickOrder.noSeparator }, 400);
    setQuickOrderText('1|2');
    await reviewQuickOrder();
    expect($quickOrder.get()).toMatchObject({ status: 'idle', error: daQuickOrder.noSeparator, lines: [] });
  });

  it('asks for text before calling, and refuses a file over 1 MB before reading it', async () => {
    await reviewQuickOrder();
    expect($quickOrder.get().error).toBe(daQuickOrder.empty);
    const text = vi.fn(async () => '');
    await loadQuickOrderFile({ name: 'stor.csv', size: 2 * 1024 * 1024, text });
    expect($quickOrder.get().error).toBe(daQuickOrder.tooLarge);
    expect(text).not.toHaveBeenCalled();
    await loadQuickOrderFile({ name: 'liste.csv', size: 8, text: async () => '100001;2' });
    expect($quickOrder.get()).toMatchObject({ text: '100001;2', fileName: 'liste.csv', error: null });
    expect(calls).toEqual([]);
  });

  it('sends nothing when no line can be ordered', async () => {
    setQuickOrderText('x;1');
    await reviewQuickOrder();
    for (const key of ['1-7', '2', '3', '9']) removeQuickOrderLine(key);
    expect(await addQuickOrderToBasket()).toBe(false);
    expect(calls.filter((c) => c.path === '/api/order/addtoorder')).toHaveLength(0);
    expect($toasts.get().map((t) => t.message)).toContain(daQuickOrder.noneOrderable);
  });
});
