import { describe, expect, it } from 'vitest';
import type { RecurringEvent } from '../schemas/recurring-notices.js';
import { describeRecurringEvent } from './recurring-notices.js';

const base: RecurringEvent = {
  kind: 'placed', orderId: 1, orderName: 'Uge', deliveryDate: '2025-06-10', at: '2025-06-04T04:00:00.000Z',
  count: null, productId: null, productName: null, replacedProductId: null, replacedProductName: null, reason: null,
};

describe('describeRecurringEvent', () => {
  it.each<[string, Partial<RecurringEvent>, string]>([
    ['one line placed', { kind: 'placed', count: 1 }, '1 vare lagt i kurven'],
    ['several lines placed', { kind: 'placed', count: 4 }, '4 varer lagt i kurven'],
    ['replaced by the alternative', { kind: 'substituted', productId: 'B', productName: 'Sødmælk', replacedProductId: 'A', replacedProductName: 'Letmælk' }, 'Letmælk erstattet af Sødmælk'],
    ['replaced, the original unknown', { kind: 'substituted', productId: 'B', productName: 'Sødmælk' }, 'Oprindelig vare erstattet af Sødmælk'],
    ['replaced, names unknown', { kind: 'substituted', productId: 'B', replacedProductId: 'A' }, 'Vare A erstattet af Vare B'],
    ['skipped: gone', { kind: 'skipped', productId: 'C', productName: 'Fløde', reason: 'gone' }, 'Fløde ikke lagt i kurven: Varen findes ikke længere i dit sortiment.'],
    ['skipped: too late', { kind: 'skipped', productId: 'C', productName: 'Fløde', reason: 'tooLate' }, 'Fløde ikke lagt i kurven: Bestillingsfristen for leveringsdagen var overskredet.'],
    ['skipped: no user may order', { kind: 'skipped', productId: 'C', productName: 'Fløde', reason: 'noUser' }, 'Fløde ikke lagt i kurven: Ingen bruger i afdelingen må bestille.'],
    ['skipped: unknown reason', { kind: 'skipped', productId: 'C', productName: 'Fløde', reason: 'somethingNew' }, 'Fløde ikke lagt i kurven: Varen kunne ikke lægges i kurven.'],
    ['paused', { kind: 'paused' }, 'Sat på pause (ferie), intet lagt i kurven'],
  ])('%s', (_, event, text) => {
    expect(describeRecurringEvent({ ...base, ...event })).toBe(text);
  });
});
