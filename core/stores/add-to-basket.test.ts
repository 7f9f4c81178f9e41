import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { resetBasket } from './basket.js';
import { $toasts, clearToasts } from './toasts.js';
import { addFromAmountField } from './add-to-basket.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let sent: unknown[];
let answer: () => Response;

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  resetBasket();
  clearToasts();
  sent = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const u = new URL(url);
    if (u.pathname.endsWith('/addtoorder')) {
      sent.push(JSON.parse(String(init?.body)));
      return answer();
    }
    return json({ lines: [], deliveryDate: '2025-06-06', itemCount: 1 });
  }));
});
afterEach(() => vi.unstubAllGlobals());

const line = (amount: number) => ({ origin: 1, amount, productId: '1001', unit: 'KRT', expiryProduct: false });
const preview = (itemCount: number) => ({ itemCount, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 });
const added = () => json({ addedOrderlines: 1, warnings: [], error: null, previewOrder: preview(1) });

describe('one add-to-basket flow for an amount field', () => {
  it.each([
    ['', 'KRT', false],
    ['abc', 'KRT', false],
    ['1,5', 'KRT', false],
    ['0', 'KRT', false],
  ])('%j in %s is refused before anything is sent, with a toast', async (text, code, weighed) => {
    answer = added;
    const onSend = vi.fn();
    const onInvalid = vi.fn();
    const result = addFromAmountField(text, { code, weighed }, line, { onSend, onInvalid });
    // At once, not after a tick: the card empties the field in the same render as the toast.
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(await result).toBe('invalid');
    expect(sent).toEqual([]);
    expect(onSend).not.toHaveBeenCalled();
    expect($toasts.get().map((t) => t.kind)).toEqual(['error']);
  });

  it('sends a valid amount as one line, says so before it goes, and reports it added', async () => {
    answer = added;
    const onSend = vi.fn();
    expect(await addFromAmountField(' 3 ', { code: 'KRT' }, line, { onSend })).toBe('added');
    expect(onSend).toHaveBeenCalledOnce();
    expect(sent).toEqual([[line(3)]]);
  });

  it('takes decimals for a weighed unit', async () => {
    answer = added;
    expect(await addFromAmountField('2,5', { code: 'KG', weighed: true }, line)).toBe('added');
    expect(sent).toEqual([[line(2.5)]]);
  });

  it('reports notAdded when the server adds nothing, so the amount can stay', async () => {
    answer = () => json({ addedOrderlines: 0, warnings: [], error: 'Varen kan ikke bestilles', previewOrder: preview(0) });
    expect(await addFromAmountField('2', { code: 'KRT' }, line)).toBe('notAdded');
    expect($toasts.get().map((t) => t.message)).toEqual(['Varen kan ikke bestilles']);
  });

  // Issue 20 §3: the allergen guard's confirm step decides before anything is sent.
  it('asks the confirm hook with the valid line; a no sends nothing and keeps the amount (cancelled)', async () => {
    answer = added;
    const onSend = vi.fn();
    const confirm = vi.fn(async () => false);
    expect(await addFromAmountField('4', { code: 'KRT' }, line, { onSend, confirm })).toBe('cancelled');
    expect(confirm).toHaveBeenCalledWith(line(4));
    expect(sent).toEqual([]);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('adds once the confirm hook says yes', async () => {
    answer = added;
    expect(await addFromAmountField('4', { code: 'KRT' }, line, { confirm: () => true })).toBe('added');
    expect(sent).toEqual([[line(4)]]);
  });

  it('never asks about an invalid amount', async () => {
    const confirm = vi.fn(() => true);
    expect(await addFromAmountField('x', { code: 'KRT' }, line, { confirm })).toBe('invalid');
    expect(confirm).not.toHaveBeenCalled();
  });
});
