import { describe, expect, it } from 'vitest';
import type { RecurringOrder } from '../schemas/recurring-order.js';
import { isDraftDirty } from '../rules/recurring-order-state.js';
import { Frequency } from '../rules/recurring-schedule.js';
import { daRecurringOrders } from '../texts/da-recurring-orders.js';
import { draftFromOrder } from './recurring-orders.js';
import {
  type RecurringOrderHead,
  addHeadPause,
  checkHead,
  confirmHeadFrequency,
  editHead,
  followSavedOrder,
  frequencyChoice,
  headHasErrors,
  headIssueFor,
  openRecurringOrderHead,
  removeHeadPause,
  renameHead,
  setHeadDates,
  setHeadPause,
  switchHeadFrequency,
  takeSavedHead,
  toggleHeadWeekday,
} from './recurring-order-head.js';

const order = (patch: Partial<RecurringOrder> = {}): RecurringOrder => ({
  id: 7, guid: 'g-7', department: '1001', customerNo: '500101', keyAccount: false, orderName: 'Ugens mælk', active: false, notes: '',
  createdDate: '2025-06-04T10:00:00.000Z', editedDate: '2025-06-04T10:00:00.000Z', version: 1, frequencyType: 0, startDate: '2025-06-23',
  endDate: null, weekDays: [1, 5], recurringWeek: 1, pauses: [], orderDays: ['2025-06-23', '2025-06-27'], nextDeliveryDate: null,
  orderlines: [], history: [], ...patch,
});
const issue = (field: 'weekDays' | 'startDate' | 'endDate' | 'pauses' | `pauses.${number}`) => ({ field, message: `msg ${field}` });
const withIssues = (head: RecurringOrderHead, ...fields: Parameters<typeof issue>[0][]): RecurringOrderHead => ({ ...head, issues: fields.map(issue) });
const ctx = { deliveryWeekdays: [1, 3, 5], selectableDates: ['2025-06-23', '2025-06-25', '2025-06-27', '2025-06-30', '2025-07-04'] };

describe('opening the head form', () => {
  it('starts a new order empty, with no base version', () => {
    const head = openRecurringOrderHead(null);
    expect(head.base).toEqual({ id: null, version: null });
    expect(head.draft).toMatchObject({ id: null, orderName: '', weekDays: [], pauses: [], active: false });
    expect(headHasErrors(head)).toBe(false);
  });

  it('starts a saved order from what is saved, at its version', () => {
    const head = openRecurringOrderHead(order({ version: 4 }));
    expect(head.base).toEqual({ id: 7, version: 4 });
    expect(head.draft).toEqual(draftFromOrder(order()));
    expect(isDraftDirty(head.draft, draftFromOrder(order()))).toBe(false);
  });
});

describe('following the saved order while the user edits', () => {
  const typed = withIssues(renameHead(openRecurringOrderHead(order()), 'Brød'), 'weekDays');
  it.each([
    ['the same version: nothing changes', order(), null, { same: true }],
    ['no order (new form): nothing changes', null, null, { same: true }],
    ['a newer version, no conflict: the typed draft stays, active follows the server',
      order({ version: 2, active: true, orderName: 'Server' }), null, { version: 2, orderName: 'Brød', active: true, issues: 1 }],
    ['a newer version after a conflict on this order: the draft becomes what is saved, messages go',
      order({ version: 2, orderName: 'Server' }), 7, { version: 2, orderName: 'Server', active: false, issues: 0 }],
    ['a conflict on another order does not replace this draft',
      order({ version: 2, orderName: 'Server' }), 9, { version: 2, orderName: 'Brød', active: false, issues: 1 }],
    ['another order: a fresh form for it',
      order({ id: 8, version: 1, orderName: 'Andet' }), null, { version: 1, orderName: 'Andet', active: false, issues: 0 }],
  ] as const)('%s', (_, saved, conflict, expected) => {
    const next = followSavedOrder(typed, saved, conflict);
    if ('same' in expected) {
      expect(next).toBe(typed);
      return;
    }
    expect(next.base.version).toBe(expected.version);
    expect(next.draft.orderName).toBe(expected.orderName);
    expect(next.draft.active).toBe(expected.active);
    expect(next.issues).toHaveLength(expected.issues);
  });

  it('a save answered by the server becomes the base: the form is clean again', () => {
    const edited = editHead(openRecurringOrderHead(order()), { notes: 'Ved bagdøren' });
    expect(isDraftDirty(edited.draft, draftFromOrder(order()))).toBe(true);
    const answer = order({ version: 2, notes: 'Ved bagdøren' });
    const next = takeSavedHead(edited, answer);
    expect(next.base).toEqual({ id: 7, version: 2 });
    expect(isDraftDirty(next.draft, draftFromOrder(answer))).toBe(false);
    // The server's answer arriving as the order prop afterwards changes nothing more.
    expect(followSavedOrder(next, answer, null)).toBe(next);
  });
});

describe('editing clears the message of the field edited, not the others', () => {
  const base = withIssues(openRecurringOrderHead(order({ pauses: [{ id: 1, from: '2025-06-25', to: '2025-06-27' }, { id: 2, from: '2025-06-30', to: '2025-07-04' }] })),
    'weekDays', 'startDate', 'endDate', 'pauses.0', 'pauses.1', 'pauses');
  it.each([
    ['ticking a weekday', (h: RecurringOrderHead) => toggleHeadWeekday(h, 3, true), ['startDate', 'endDate', 'pauses.0', 'pauses.1', 'pauses']],
    ['choosing dates', (h: RecurringOrderHead) => setHeadDates(h, '2025-06-23', '2025-06-30'), ['weekDays', 'pauses.0', 'pauses.1', 'pauses']],
    ['changing pause 2', (h: RecurringOrderHead) => setHeadPause(h, 1, { from: '2025-06-30' }), ['weekDays', 'startDate', 'endDate', 'pauses.0', 'pauses']],
    ['removing pause 1 (the others move up)', (h: RecurringOrderHead) => removeHeadPause(h, 0), ['weekDays', 'startDate', 'endDate']],
    ['typing notes', (h: RecurringOrderHead) => editHead(h, { notes: 'x' }), ['weekDays', 'startDate', 'endDate', 'pauses.0', 'pauses.1', 'pauses']],
    ['confirming another frequency', (h: RecurringOrderHead) => confirmHeadFrequency(h, Frequency.Monthly), []],
  ] as const)('%s', (_, change, left) => {
    expect(change(base).issues.map((i) => i.field)).toEqual(left);
  });
});

describe('the schedule fields', () => {
  const head = openRecurringOrderHead(order());

  it.each([
    ['ticks a day in chip order', toggleHeadWeekday(head, 3, true).draft.weekDays, [1, 3, 5]],
    ['ticks Sunday last', toggleHeadWeekday(head, 0, true).draft.weekDays, [1, 5, 0]],
    ['unticks a day', toggleHeadWeekday(head, 5, false).draft.weekDays, [1]],
    ['ticking a ticked day keeps it once', toggleHeadWeekday(head, 1, true).draft.weekDays, [1, 5]],
  ] as const)('%s', (_, days, expected) => expect(days).toEqual(expected));

  it.each([
    ['an end after the start keeps both', '2025-06-23', '2025-06-30', { startDate: '2025-06-23', endDate: '2025-06-30' }, null],
    ['an end on the start clears both and says why', '2025-06-30', '2025-06-30', { startDate: null, endDate: null }, daRecurringOrders.recurringEndBeforeStart],
    ['an end before the start clears both', '2025-06-30', '2025-06-23', { startDate: null, endDate: null }, daRecurringOrders.recurringEndBeforeStart],
    ['no end date is fine', '2025-06-30', null, { startDate: '2025-06-30', endDate: null }, null],
  ] as const)('dates: %s', (_, start, end, dates, message) => {
    const next = setHeadDates({ ...head, rangeMessage: 'old' }, start, end);
    expect(next.draft).toMatchObject(dates);
    expect(next.rangeMessage).toBe(message);
  });

  it.each([
    ['the current frequency', head, Frequency.Weekly, 'none'],
    ['another one with days or dates entered', head, Frequency.Monthly, 'confirm'],
    ['another one on an empty form', openRecurringOrderHead(null), Frequency.Monthly, 'change'],
  ] as const)('choosing %s', (_, h, frequency, expected) => expect(frequencyChoice(h, frequency)).toBe(expected));

  it('a frequency change clears days, pauses and dates; only a confirmed one also clears the messages', () => {
    const h = { ...withIssues(head, 'weekDays'), rangeMessage: 'x' };
    const switched = switchHeadFrequency(h, Frequency.Monthly);
    expect(switched.draft).toMatchObject({ frequencyType: Frequency.Monthly, weekDays: [], pauses: [], startDate: null, endDate: null });
    expect(switched.issues).toHaveLength(1);
    const confirmed = confirmHeadFrequency(h, Frequency.Monthly);
    expect(confirmed.draft).toEqual(switched.draft);
    expect(confirmed).toMatchObject({ issues: [], rangeMessage: null });
  });

  it('adds, changes and removes pauses', () => {
    let h = addHeadPause(head);
    h = setHeadPause(h, 0, { from: '2025-06-25' });
    h = addHeadPause(h);
    h = setHeadPause(h, 1, { to: '2025-07-04' });
    expect(h.draft.pauses).toEqual([{ from: '2025-06-25', to: null }, { from: null, to: '2025-07-04' }]);
    expect(removeHeadPause(h, 0).draft.pauses).toEqual([{ from: null, to: '2025-07-04' }]);
  });
});

describe('checking before a save', () => {
  const saved = draftFromOrder(order());
  it.each([
    ['a valid changed order is sent with its name trimmed', { orderName: '  Brød  ' }, null, [], 'Brød'],
    ['an empty name stops it at the name', { orderName: '   ' }, daRecurringOrders.recurringNameInvalid, [], null],
    ['no weekdays stops it at the weekdays', { weekDays: [] }, null, ['weekDays'], null],
    ['a day that is not delivered (and not saved) stops it', { weekDays: [1, 2] }, null, ['weekDays'], null],
  ] as const)('%s', (_, patch, nameIssue, fields, name) => {
    const { head, clean } = checkHead(editHead(openRecurringOrderHead(order()), patch), saved, ctx);
    expect(head.nameIssue).toBe(nameIssue);
    expect(head.issues.map((i) => i.field)).toEqual(fields);
    expect(headHasErrors(head)).toBe(nameIssue !== null || fields.length > 0);
    expect(clean?.orderName ?? null).toBe(name);
  });

  it('a value the saved order already has is not checked against today again', () => {
    const old = order({ startDate: '2025-01-06' });
    expect(checkHead(openRecurringOrderHead(old), draftFromOrder(old), ctx).head.issues).toEqual([]);
    const fresh = checkHead(editHead(openRecurringOrderHead(null), { orderName: 'Ny', weekDays: [1], startDate: '2025-01-06' }), null, ctx);
    expect(fresh.head.issues.map((i) => i.field)).toEqual(['startDate']);
    expect(fresh.clean).toBeNull();
  });

  it('renaming clears the name message; the other messages stay until their field is edited', () => {
    const { head } = checkHead(editHead(openRecurringOrderHead(order()), { orderName: '', weekDays: [] }), saved, ctx);
    const renamed = renameHead(head, 'Brød');
    expect(renamed.nameIssue).toBeNull();
    expect(headIssueFor(renamed, 'weekDays')).toBe(daRecurringOrders.recurringWeekdaysMissing);
    expect(headHasErrors(renamed)).toBe(true);
  });
});
