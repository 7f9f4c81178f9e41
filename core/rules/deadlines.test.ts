import { describe, expect, it } from 'vitest';
import {
  deadlineFor,
  deliveryDaysAfter,
  evaluateDeadlines,
  formatDeadlineRule,
  isWorkingDay,
  orderDayFor,
  parseDeadline,
  shopInstant,
  toShopIso,
  type DeadlineInput,
} from './deadlines.js';

describe('parseDeadline (§3 l: "Nd@HH:MM")', () => {
  it.each([
    ['1d@10:00', { leadDays: 1, hour: 10, minute: 0 }],
    [' 3d@12:30 ', { leadDays: 3, hour: 12, minute: 30 }],
    ['0d@06:00', { leadDays: 0, hour: 6, minute: 0 }],
    ['30d@23:59', { leadDays: 30, hour: 23, minute: 59 }],
    ['31d@10:00', null],
    ['1d@24:00', null],
    ['1d@9:00', null],
    ['2025-06-05T10:00', null],
    ['', null],
  ])('%j -> %j', (text, rule) => expect(parseDeadline(text)).toEqual(rule));

  it('round-trips through formatDeadlineRule', () => {
    expect(formatDeadlineRule(parseDeadline('5d@07:05')!)).toBe('5d@07:05');
  });
});

describe('working days and order days (Danish holidays from core/rules/public-holidays)', () => {
  it.each([
    ['2025-06-04', true], // Wednesday
    ['2025-06-07', false], // Saturday
    ['2025-06-08', false], // Sunday (Pinsedag)
    ['2025-06-09', false], // 2. pinsedag
    ['2025-06-05', true], // Grundlovsdag: deliveries run
    ['2025-12-24', false], // juleaftensdag
  ])('%s working: %s', (day, working) => expect(isWorkingDay(day)).toBe(working));

  it.each([
    ['plain weekday', '2025-06-06', 1, '2025-06-05'],
    ['three days', '2025-06-06', 3, '2025-06-03'],
    ['same day', '2025-06-06', 0, '2025-06-06'],
    ['over a weekend', '2025-06-02', 1, '2025-05-30'],
    ['over Whit Monday', '2025-06-10', 1, '2025-06-06'],
    ['over Easter (skærtorsdag to 2. påskedag)', '2025-04-22', 1, '2025-04-16'],
    ['over Christmas (24-26 December)', '2025-12-29', 1, '2025-12-23'],
    ['over New Year', '2026-01-02', 1, '2025-12-30'],
  ])('%s: delivery %s, %i days -> %s', (_, delivery, lead, expected) => expect(orderDayFor(delivery, lead)).toBe(expected));
});

describe('Danish time (DST)', () => {
  it.each([
    ['2025-06-05', 10, 0, '2025-06-05T08:00:00.000Z', '2025-06-05T10:00:00+02:00'],
    ['2025-12-23', 12, 0, '2025-12-23T11:00:00.000Z', '2025-12-23T12:00:00+01:00'],
    ['2025-03-30', 1, 30, '2025-03-30T00:30:00.000Z', '2025-03-30T01:30:00+01:00'], // before the spring switch
    ['2025-03-30', 12, 0, '2025-03-30T10:00:00.000Z', '2025-03-30T12:00:00+02:00'], // after it
    ['2025-10-26', 12, 0, '2025-10-26T11:00:00.000Z', '2025-10-26T12:00:00+01:00'], // after the autumn switch
  ])('%s %i:%i', (day, h, m, utc, local) => {
    const at = shopInstant(day, h, m);
    expect(at.toISOString()).toBe(utc);
    expect(toShopIso(at)).toBe(local);
  });

  it('a deadline across the spring switch keeps its wall-clock time', () => {
    expect(toShopIso(deadlineFor('2025-03-31', ['1d@10:00'])!)).toBe('2025-03-28T10:00:00+01:00');
    expect(toShopIso(deadlineFor('2025-04-01', ['1d@10:00'])!)).toBe('2025-03-31T10:00:00+02:00');
  });

  it('the earliest of several deadlines wins; unknown ones are ignored', () => {
    expect(toShopIso(deadlineFor('2025-06-06', ['1d@14:00', '2d@10:00', 'nonsense'])!)).toBe('2025-06-04T10:00:00+02:00');
    expect(deadlineFor('2025-06-06', ['nonsense'])).toBeNull();
    expect(deadlineFor('2025-06-06', [])).toBeNull();
  });
});

describe('deliveryDaysAfter', () => {
  it('keeps the department weekdays and skips closed days', () => {
    expect(deliveryDaysAfter('2025-06-04', [1, 3, 5], 14)).toEqual(['2025-06-06', '2025-06-11', '2025-06-13', '2025-06-16', '2025-06-18']);
    // Wednesday deliveries over Christmas: 24 and 31 December are closed.
    expect(deliveryDaysAfter('2025-12-22', [3], 17)).toEqual(['2026-01-07']);
  });
});

const base: DeadlineInput = {
  now: new Date('2025-06-04T07:59:00Z'), // Wednesday 09:59 in Copenhagen
  deliveryDate: '2025-06-05',
  deliveryWeekdays: [1, 2, 3, 4, 5],
  deadlines: ['1d@10:00'],
  discontinuedOn: null,
  blockedByHQ: false,
  cartType: 0,
};

describe('evaluateDeadlines (§3 deadline response)', () => {
  it.each<[string, Partial<DeadlineInput>, Record<string, unknown>]>([
    ['no deadlines: orderable, nothing to say', { deadlines: [] },
      { orderable: true, blockedByDeadline: false, deadline: null, deadlineMessage: '', deliveryDate: '2025-06-05', showDeliveryDate: false, discontinued: false }],
    ['one minute before the cut-off', {},
      { orderable: true, blockedByDeadline: false, deadline: '2025-06-04T10:00:00+02:00', deadlineMessage: 'Bestil senest onsdag 04-06-2025 kl. 10:00', shortDeadlineMessage: 'Senest 04-06 kl. 10:00' }],
    ['exactly at the cut-off', { now: new Date('2025-06-04T08:00:00Z') }, { orderable: true, blockedByDeadline: false }],
    ['one minute after the cut-off: blocked, Friday is still reachable', { now: new Date('2025-06-04T08:01:00Z') },
      { orderable: false, blockedByDeadline: true, deadline: '2025-06-04T10:00:00+02:00', deadlineMessage: 'Blokeret grundet lang leveringstid.', deliveryDate: '2025-06-06', showDeliveryDate: true, discontinued: false }],
    ['Friday morning for Monday: order by Friday 10:00', { now: new Date('2025-06-13T07:00:00Z'), deliveryDate: '2025-06-16', deliveryWeekdays: [1, 3, 5] },
      { orderable: true, deadline: '2025-06-13T10:00:00+02:00', deadlineMessage: 'Bestil senest fredag 13-06-2025 kl. 10:00' }],
    ['Friday noon for Monday: the weekend does not count, Wednesday is next', { now: new Date('2025-06-13T10:00:00Z'), deliveryDate: '2025-06-16', deliveryWeekdays: [1, 3, 5] },
      { orderable: false, blockedByDeadline: true, deliveryDate: '2025-06-18', showDeliveryDate: true }],
    ['Easter: Tuesday after Easter must be ordered Wednesday before', { now: new Date('2025-04-16T09:59:00Z'), deliveryDate: '2025-04-22', deadlines: ['1d@12:00'] },
      { orderable: true, deadline: '2025-04-16T12:00:00+02:00' }],
    ['Easter: on skærtorsdag it is too late for Tuesday, Wednesday is next', { now: new Date('2025-04-17T08:00:00Z'), deliveryDate: '2025-04-22', deadlines: ['1d@12:00'] },
      { orderable: false, blockedByDeadline: true, deliveryDate: '2025-04-23', showDeliveryDate: true }],
    ['Christmas: Monday 29 December by 23 December 10:00 (winter time)', { now: new Date('2025-12-23T08:59:00Z'), deliveryDate: '2025-12-29' },
      { orderable: true, deadline: '2025-12-23T10:00:00+01:00', deadlineMessage: 'Bestil senest tirsdag 23-12-2025 kl. 10:00' }],
    ['Christmas: a minute late', { now: new Date('2025-12-23T09:01:00Z'), deliveryDate: '2025-12-29' },
      { orderable: false, blockedByDeadline: true, deliveryDate: '2025-12-30', showDeliveryDate: true }],
    ['shopping-list cart: no deadlines (§6)', { now: new Date('2025-06-04T12:00:00Z'), cartType: 1 },
      { orderable: true, blockedByDeadline: false, deadline: null, deadlineMessage: '', showDeliveryDate: false }],
    ['discontinued by the delivery day', { discontinuedOn: '2025-06-05' },
      { orderable: false, discontinued: true, blockedByDeadline: false, deadlineMessage: 'Dette produkt kan i øjeblikket ikke bestilles' }],
    ['discontinued only after the delivery day', { discontinuedOn: '2025-06-06' }, { orderable: true, discontinued: false }],
    ['blocked by HQ on a {product} site', { blockedByHQ: true }, { orderable: false, discontinued: true }],
    ['too late, and gone before the next delivery day: no later date offered', { now: new Date('2025-06-04T09:00:00Z'), discontinuedOn: '2025-06-06' },
      { orderable: false, blockedByDeadline: true, deliveryDate: '2025-06-05', showDeliveryDate: false }],
    ['no delivery date (no delivery weekdays)', { deliveryDate: null, deliveryWeekdays: [] },
      { orderable: true, deadline: null, deliveryDate: null }],
    ['unknown deadline text never blocks', { deadlines: ['asap'], now: new Date('2025-06-04T20:00:00Z') }, { orderable: true, deadline: null }],
  ])('%s', (_, patch, expected) => {
    expect(evaluateDeadlines({ ...base, ...patch })).toMatchObject(expected);
  });
});
