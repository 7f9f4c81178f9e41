import { describe, expect, it } from 'vitest';
import { lineDeadline, type LineDeadline, type LineDeadlineInput } from './basket-deadlines.js';
import { countdown, isShopToday, placeByOf, shopDaysBetween, shopTimeOf } from './countdown.js';
import { shopToday } from './calendar.js';

const MON_WED_FRI = [1, 3, 5];
const input = (p: Partial<LineDeadlineInput>): LineDeadlineInput => ({
  deliveryDate: '2026-11-27',
  deliveryWeekdays: MON_WED_FRI,
  deadlines: ['1d@11:00'],
  discontinuedOn: null,
  cartType: 0,
  ...p,
});

describe('lineDeadline (issue 20 point 4)', () => {
  it.each<[string, Partial<LineDeadlineInput>, string, LineDeadline]>([
    ['ahead: the deadline and the next date it can reach', {}, '2026-11-26T08:00:00Z', { deadlineAt: '2026-11-26T11:00:00+01:00', nextDeliveryDate: '2026-11-30' }],
    ['passed: the first later date still ahead', {}, '2026-11-27T12:00:00Z', { deadlineAt: '2026-11-26T11:00:00+01:00', nextDeliveryDate: '2026-12-02' }],
    ['no deadline', { deadlines: [] }, '2026-11-26T08:00:00Z', { deadlineAt: null, nextDeliveryDate: null }],
    ['unparsable deadline', { deadlines: ['tomorrow'] }, '2026-11-26T08:00:00Z', { deadlineAt: null, nextDeliveryDate: null }],
    ['shopping-list cart (§6)', { cartType: 1 }, '2026-11-26T08:00:00Z', { deadlineAt: null, nextDeliveryDate: null }],
    ['discontinued by the next date', { discontinuedOn: '2026-11-30' }, '2026-11-26T08:00:00Z', { deadlineAt: '2026-11-26T11:00:00+01:00', nextDeliveryDate: null }],
    ['the earliest of several deadlines wins', { deadlines: ['0d@06:00', '2d@14:00'] }, '2026-11-24T08:00:00Z', { deadlineAt: '2026-11-25T14:00:00+01:00', nextDeliveryDate: '2026-11-30' }],
    // Autumn DST switch (25 October 2026): the deadline is in summer time, the next one in winter time.
    ['across the autumn DST switch', { deliveryDate: '2026-10-26' }, '2026-10-23T06:00:00Z', { deadlineAt: '2026-10-23T11:00:00+02:00', nextDeliveryDate: '2026-10-28' }],
    // Spring DST switch (29 March 2026) on the deadline day itself: 06:00 summer time is 04:00 UTC. The
    // next Sunday, 5 April, is Easter Sunday (closed), so the next date is 12 April.
    ['on the spring DST day', { deliveryDate: '2026-03-29', deliveryWeekdays: [0], deadlines: ['0d@06:00'] }, '2026-03-29T01:00:00Z', { deadlineAt: '2026-03-29T06:00:00+02:00', nextDeliveryDate: '2026-04-12' }],
    // Christmas: 24-26 December are closed, so the deadline for Monday 28 December is Wednesday 23rd.
    ['over public holidays', { deliveryDate: '2026-12-28' }, '2026-12-22T08:00:00Z', { deadlineAt: '2026-12-23T11:00:00+01:00', nextDeliveryDate: '2026-12-30' }],
  ])('%s', (_name, p, now, expected) => {
    expect(lineDeadline(input(p), new Date(now))).toEqual(expected);
  });

  it('shares the work of equal deadlines through the cache', () => {
    const cache = new Map<string, LineDeadline>();
    const first = lineDeadline(input({}), new Date('2026-11-26T08:00:00Z'), cache);
    expect(cache.size).toBe(1);
    expect(lineDeadline(input({}), new Date('2026-11-26T08:00:00Z'), cache)).toBe(first);
    lineDeadline(input({ deadlines: ['2d@11:00'] }), new Date('2026-11-26T08:00:00Z'), cache);
    expect(cache.size).toBe(2);
  });
});

describe('placeByOf', () => {
  const now = new Date('2026-11-26T08:00:00Z');
  it.each<[string, (string | null)[], string | null]>([
    ['no lines', [], null],
    ['no deadlines', [null, null], null],
    ['the earliest future one', ['2026-11-26T14:00:00+01:00', null, '2026-11-26T11:00:00+01:00'], '2026-11-26T11:00:00+01:00'],
    ['passed ones left out', ['2026-11-26T08:00:00+01:00', '2026-11-27T11:00:00+01:00'], '2026-11-27T11:00:00+01:00'],
    ['all passed', ['2026-11-25T11:00:00+01:00'], null],
  ])('%s', (_name, deadlines, expected) => {
    expect(placeByOf(now, deadlines.map((deadlineAt) => ({ deadlineAt })))).toBe(expected);
  });
});

describe('countdown', () => {
  const deadline = '2026-11-26T11:00:00+01:00';
  it.each<[string, string, boolean, number, string]>([
    ['80 minutes', '2026-11-26T08:40:00Z', false, 80, '1 t 20 min'],
    ['2 whole hours', '2026-11-26T08:00:00Z', false, 120, '2 t'],
    ['45 minutes', '2026-11-26T09:15:00Z', false, 45, '45 min'],
    ['seconds count down to whole minutes', '2026-11-26T09:15:30Z', false, 44, '44 min'],
    ['the last minute', '2026-11-26T09:59:30Z', false, 0, 'under 1 min'],
    ['one second left', '2026-11-26T09:59:59Z', false, 0, 'under 1 min'],
    ['the deadline instant itself', '2026-11-26T10:00:00Z', true, 0, ''],
    ['passed', '2026-11-26T10:00:01Z', true, 0, ''],
  ])('%s', (_name, now, passed, minutesLeft, text) => {
    expect(countdown(new Date(now), deadline)).toEqual({ passed, minutesLeft, text });
  });

  it('an invalid deadline counts as passed', () => {
    expect(countdown(new Date(), 'nonsense').passed).toBe(true);
  });
});

describe('shopTimeOf and isShopToday (Danish time)', () => {
  it.each([
    ['2026-11-26T10:00:00Z', '11:00'],
    ['2026-07-01T10:00:00Z', '12:00'],
    ['2026-03-29T04:00:00Z', '06:00'],
  ])('%s is %s in Denmark', (instant, time) => expect(shopTimeOf(instant)).toBe(time));

  it.each([
    ['2026-11-26T22:30:00Z', '2026-11-26T23:30:00Z', false], // 23:30 and 00:30 Danish time
    ['2026-11-26T06:00:00Z', '2026-11-26T22:59:00Z', true],
  ])('%s and %s same Danish day: %s', (now, instant, same) => expect(isShopToday(new Date(now), instant)).toBe(same));

  it('agrees with core/rules/calendar.ts on the Danish day, across DST', () => {
    for (const instant of ['2026-03-28T23:30:00Z', '2026-03-29T22:30:00Z', '2026-10-24T22:30:00Z', '2026-10-25T23:30:00Z', '2026-12-31T23:00:00Z']) {
      expect(isShopToday(new Date(instant), `${shopToday(new Date(instant))}T12:00:00+01:00`)).toBe(true);
    }
    expect(shopDaysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});
