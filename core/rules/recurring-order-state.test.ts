import { describe, expect, it } from 'vitest';
import { Frequency } from './recurring-schedule.js';
import {
  type RecurringOrderDraft,
  canSaveRecurringOrder,
  canToggleActive,
  canUseRecurringOrders,
  changeFrequency,
  emptyDraft,
  frequencyChangeNeedsConfirm,
  isDraftDirty,
  offerActivationAfterAdd,
} from './recurring-order-state.js';

const saved: RecurringOrderDraft = {
  ...emptyDraft(),
  id: 7,
  orderName: 'Mælk',
  weekDays: [1, 3],
  startDate: '2025-06-18',
  pauses: [{ from: '2025-07-07', to: '2025-07-11' }],
};

describe('saving is blocked (§4)', () => {
  it.each<[string, Partial<RecurringOrderDraft>, boolean, RecurringOrderDraft | null, boolean]>([
    ['a new order with name and weekdays', { orderName: 'Brød', weekDays: [1] }, false, null, true],
    ['while submitting', { orderName: 'Brød', weekDays: [1] }, true, null, false],
    ['a new order without a name', { orderName: '   ', weekDays: [1] }, false, null, false],
    ['a new order without delivery days', { orderName: 'Brød', weekDays: [] }, false, null, false],
  ])('%s', (_name, patch, submitting, savedOrder, can) => {
    expect(canSaveRecurringOrder({ submitting, draft: { ...emptyDraft(), ...patch }, saved: savedOrder })).toBe(can);
  });

  it.each<[string, Partial<RecurringOrderDraft>, boolean]>([
    ['no unsaved changes', {}, false],
    ['only spaces added to the name', { orderName: ' Mælk ' }, false],
    ['weekdays in another order', { weekDays: [3, 1] }, false],
    ['a new name', { orderName: 'Mælk og brød' }, true],
    ['another weekday', { weekDays: [1] }, true],
    ['a pause removed', { pauses: [] }, true],
    ['a pause changed', { pauses: [{ from: '2025-07-07', to: '2025-07-14' }] }, true],
    ['activated', { active: true }, true],
    ['another repeat', { recurringWeek: 2 }, true],
    ['an end date', { endDate: '2025-08-01' }, true],
    ['notes', { notes: 'Ring på' }, true],
  ])('an existing order with %s: can save %s', (_name, patch, can) => {
    expect(canSaveRecurringOrder({ submitting: false, draft: { ...saved, ...patch }, saved })).toBe(can);
    expect(isDraftDirty({ ...saved, ...patch }, saved)).toBe(can);
  });
});

describe('the active toggle and activation offer (§4)', () => {
  it.each([[0, false], [1, true], [12, true]])('%i lines: toggle available %s', (lines, can) => {
    expect(canToggleActive(lines)).toBe(can);
  });
  it.each([
    [false, false, true],
    [false, true, false],
    [true, false, false],
  ])('inactive order %s / suppressed %s: offer %s', (active, suppressed, offer) => {
    expect(offerActivationAfterAdd({ active }, suppressed)).toBe(offer);
  });
});

describe('changing frequency (§4)', () => {
  it('asks only when weekdays, pauses or dates are entered', () => {
    expect(frequencyChangeNeedsConfirm(emptyDraft())).toBe(false);
    expect(frequencyChangeNeedsConfirm({ ...emptyDraft(), orderName: 'Mælk', recurringWeek: 2 })).toBe(false);
    expect(frequencyChangeNeedsConfirm({ ...emptyDraft(), weekDays: [1] })).toBe(true);
    expect(frequencyChangeNeedsConfirm({ ...emptyDraft(), pauses: [{ from: null, to: null }] })).toBe(true);
    expect(frequencyChangeNeedsConfirm({ ...emptyDraft(), startDate: '2025-06-18' })).toBe(true);
    expect(frequencyChangeNeedsConfirm({ ...emptyDraft(), endDate: '2025-06-18' })).toBe(true);
  });
  it('clears weekdays, pauses and dates, and keeps the rest', () => {
    const changed = changeFrequency({ ...saved, endDate: '2025-08-01', notes: 'x' }, Frequency.Monthly);
    expect(changed).toEqual({ ...saved, notes: 'x', frequencyType: Frequency.Monthly, weekDays: [], pauses: [], startDate: null, endDate: null });
  });
  it('the same frequency changes nothing', () => {
    expect(changeFrequency(saved, Frequency.Weekly)).toBe(saved);
  });
});

describe('who may keep recurring orders (§2, §6)', () => {
  it.each([
    [false, true, true],
    [false, false, false],
    [true, true, false],
  ])('punch-out %s, ordering allowed %s: %s', (isPunchOut, allowOrdering, can) => {
    expect(canUseRecurringOrders({ isPunchOut, settings: { allowOrdering } })).toBe(can);
  });
});
