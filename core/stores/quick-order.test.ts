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
  setQuickOrderAmount,
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
const none = { unit: null, alternative: false, amount: null };

describe('issue 20 point 1: a review line after the user\'s choices', () => {
  it.each([
    ['ok as the server said', byRow(1), none, { status: 'ok', unit: 'KRT', amount: 5 }],
    ['a decimal KG amount', byRow(3), none, { status: 'ok', unit: 'KG', amount: 1.5 }],
    ['the KG amount in cartons: digits only', byRow(3), { ...none, unit: 'KRT' }, { status: 'invalidAmount', reason: 'Du kan kun indtaste tal i feltet' }],
    ['a unit the product lacks is ignored', byRow(8), { ...none, unit: 'KG' }, { status: 'invalidAmount', unit: 'KRT' }],
    ['an unknown unit stays refused until one is picked', byRow(9), none, { status: 'unknownUnit' }],
    ['an unknown unit, then STK picked', byRow(9), { ...none, unit: 'STK' }, { status: 'ok', unit: 'STK', amount: 1 }],
    ['discontinued', byRow(5), none, { status: 'discontinued', reason: daQuickOrder.discontinuedWithAlternative('Havregryn 1 kg') }],
    ['discontinued, alternative used', byRow(5), { ...none, alternative: true }, { status: 'ok', amount: 3 }],
    ['missing food info stays', byRow(6), none, { status: 'missingFoodInfo', reason: 'Manglende varedata' }],
    ['an unknown number stays', byRow(4), none, { status: 'unknownNumber', product: null }],
  ] as const)('%s', (_n, line, choice, expected) => {
    expect(effectiveLine(line, choice)).toMatchObject(expected);
  });
});

describe('issue 20 point 1: an amount corrected in the review table (§5 rules, §5 texts)', () => {
  const emptyAmount = { ...byRow(2), typed: { number: '39669', amount: '', unit: null }, amount: null, status: 'invalidAmount' as const, reason: daQuickOrder.missingAmount };
  it.each([
    ['"1,5" for cartons, as pasted', byRow(8), none, { status: 'invalidAmount', amount: null, reason: 'Du kan kun indtaste tal i feltet' }],
    ['"1,5" for cartons corrected to 2', byRow(8), { ...none, amount: '2' }, { status: 'ok', unit: 'KRT', amount: 2, reason: null }],
    ['an empty amount, as pasted', emptyAmount, none, { status: 'invalidAmount', reason: daQuickOrder.missingAmount }],
    ['an empty amount filled in', emptyAmount, { ...none, amount: '4' }, { status: 'ok', amount: 4, reason: null }],
    ['KG with a decimal comma', byRow(3), { ...none, amount: '2,25' }, { status: 'ok', unit: 'KG', amount: 2.25 }],
    ['KG with three decimals', byRow(3), { ...none, amount: '2,255' }, { status: 'invalidAmount', amount: null, reason: 'Den indtastede værdi var ugyldig' }],
    ['a non-KG decimal', byRow(1), { ...none, amount: '2,5' }, { status: 'invalidAmount', amount: null, reason: 'Du kan kun indtaste tal i feltet' }],
    ['zero', byRow(1), { ...none, amount: '0' }, { status: 'invalidAmount', amount: null, reason: 'Den indtastede værdi var ugyldig' }],
    ['emptied by the user', byRow(1), { ...none, amount: ' ' }, { status: 'invalidAmount', amount: null, reason: 'Den indtastede værdi var ugyldig' }],
    ['"3," is 3', byRow(1), { ...none, amount: '3,' }, { status: 'ok', amount: 3 }],
    ['a KG decimal, unit changed to cartons: re-validated', byRow(3), { ...none, unit: 'KRT', amount: '1,5' }, { status: 'invalidAmount', reason: 'Du kan kun indtaste tal i feltet' }],
    ['a KG decimal, cartons, then KG again: valid', byRow(3), { ...none, unit: 'KG', amount: '1,5' }, { status: 'ok', unit: 'KG', amount: 1.5 }],
    ['a unit still unknown wins over a valid amount', byRow(9), { ...none, amount: '2' }, { status: 'unknownUnit' }],
    ['the alternative with the corrected amount', byRow(5), { ...none, alternative: true, amount: '6' }, { status: 'ok', amount: 6, product: { productId: '100886' } }],
    ['a discontinued product stays refused', byRow(5), { ...none, amount: '6' }, { status: 'discontinued' }],
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

  it('sends the corrected amounts, and a line made invalid again is kept out', async () => {
    setQuickOrderText('100001;2');
    await reviewQuickOrder();
    setQuickOrderAmount('8', '4');
    setQuickOrderAmount('3', '0,75');
    setQuickOrderAmount('2', '2,5');
    const items = orderableItems($quickOrder.get().lines);
    expect(items.map((i) => [i.productId, i.unit, i.amount])).toEqual([['100001', 'KRT', 5], ['100025', 'KG', 0.75], ['100002', 'KRT', 4]]);
    chooseQuickOrderUnit('3', 'KRT');
    expect(orderableItems($quickOrder.get().lines).map((i) => i.productId)).toEqual(['100001', '100002']);
    chooseQuickOrderAlternative('5');
    setQuickOrderAmount('5', '7');
    expect($quickOrder.get().lines.find((l) => l.key === '5')!.choice).toEqual({ unit: null, alternative: true, amount: '7' });

    expect(await addQuickOrderToBasket()).toBe(true);
    const adds = calls.filter((c) => c.path === '/api/order/addtoorder');
    expect(adds).toHaveLength(1);
    expect((adds[0]!.body as { productId: string; amount: number }[]).map((i) => [i.productId, i.amount])).toEqual([['100001', 5], ['100886', 7], ['100002', 4]]);
    // The line refused again (0,75 cartons) stays to be fixed, with its reason.
    const left = $quickOrder.get().lines.find((l) => l.key === '3')!;
    expect(effectiveLine(left.line, left.choice)).toMatchObject({ status: 'invalidAmount', reason: 'Du kan kun indtaste tal i feltet' });
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
