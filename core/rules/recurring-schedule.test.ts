import { describe, expect, it } from 'vitest';
import { weekdayOf } from './calendar.js';
import { isClosedDay } from './public-holidays.js';
import {
  Frequency,
  type Schedule,
  canAddPause,
  checkDateRange,
  dateUnavailableReason,
  freezeOnChange,
  mondayOf,
  nextOrderDay,
  normalizeOrderName,
  pauseIssue,
  recurringDateWindow,
  recurringOrderDays,
  scheduleChanged,
  scheduleDays,
  selectableDeliveryDates,
  selectableWeekdays,
  validateSchedule,
  weekOfMonth,
} from './recurring-schedule.js';
import { daRecurringOrders } from '../texts/da-recurring-orders.js';

const weekly = (patch: Partial<Schedule> = {}): Schedule => ({
  frequencyType: Frequency.Weekly,
  weekDays: [1],
  recurringWeek: 1,
  startDate: '2025-06-02',
  endDate: null,
  pauses: [],
  ...patch,
});
const monthly = (patch: Partial<Schedule> = {}): Schedule => weekly({ frequencyType: Frequency.Monthly, ...patch });

describe('the customer delivery days', () => {
  it('selectable weekdays are the valid delivery weekdays, once each, Monday first', () => {
    expect(selectableWeekdays([5, 1, 3, 3, 7, -1, 0, 2.5])).toEqual([1, 3, 5, 0]);
    expect(selectableWeekdays([])).toEqual([]);
  });

  it('the window runs from today + 14 days (§9 changes) to today + 13 weeks (§9 about 3 months)', () => {
    expect(recurringDateWindow('2025-06-04')).toEqual({ first: '2025-06-18', last: '2025-09-03' });
    expect(recurringDateWindow('2025-12-20')).toEqual({ first: '2026-01-03', last: '2026-03-21' });
  });

  it('selectable dates: every delivery weekday in the window, first to last', () => {
    const dates = selectableDeliveryDates('2025-06-04', [1, 3, 5]);
    expect(dates[0]).toBe('2025-06-18');
    expect(dates.at(-1)).toBe('2025-09-03');
    expect(dates).toHaveLength(34); // 11 whole weeks of Mon/Wed/Fri plus the last Wednesday
    for (const d of dates) expect([1, 3, 5]).toContain(weekdayOf(d));
    expect(selectableDeliveryDates('2025-06-04', [])).toEqual([]);
  });

  it('closed days are not selectable: Christmas, 2. juledag, New Year\'s Eve', () => {
    // today + 14 is Wednesday 24 December; Friday 26 is 2. juledag; Wednesday 31 is closed too.
    expect(selectableDeliveryDates('2025-12-10', [1, 3, 5]).slice(0, 4)).toEqual(['2025-12-29', '2026-01-02', '2026-01-05', '2026-01-07']);
  });

  it.each([
    ['2025-06-18', null],
    ['2025-06-19', daRecurringOrders.recurringDateUnavailable], // a Thursday: no delivery
    ['2025-06-16', daRecurringOrders.recurringDateUnavailable], // before the window
    ['2025-09-05', daRecurringOrders.recurringDateUnavailable], // after the window
    ['2025-02-30', daRecurringOrders.recurringDateUnavailable],
    ['i morgen', daRecurringOrders.recurringDateUnavailable],
  ])('date %s: %s', (date, reason) => {
    expect(dateUnavailableReason(date, selectableDeliveryDates('2025-06-04', [1, 3, 5]))).toBe(reason);
  });
});

describe('order days of a weekly schedule', () => {
  it.each<[string, Partial<Schedule>, string, string, string[]]>([
    ['every week on Wednesday', { weekDays: [3] }, '2025-06-02', '2025-06-30', ['2025-06-04', '2025-06-11', '2025-06-18', '2025-06-25']],
    ['every 2 weeks Tue and Thu from the start week',
      { weekDays: [2, 4], recurringWeek: 2, startDate: '2025-06-17' }, '2025-06-16', '2025-07-13',
      ['2025-06-17', '2025-06-19', '2025-07-01', '2025-07-03']],
    ['a Thursday start skips the Tuesday before it but keeps the 2-week rhythm of its week',
      { weekDays: [2, 4], recurringWeek: 2, startDate: '2025-06-19' }, '2025-06-16', '2025-07-13',
      ['2025-06-19', '2025-07-01', '2025-07-03']],
    ['every 3 weeks', { weekDays: [3], recurringWeek: 3, startDate: '2025-06-04' }, '2025-06-01', '2025-07-31', ['2025-06-04', '2025-06-25', '2025-07-16']],
    ['every 4 weeks', { weekDays: [5], recurringWeek: 4, startDate: '2025-06-06' }, '2025-06-01', '2025-08-31', ['2025-06-06', '2025-07-04', '2025-08-01', '2025-08-29']],
    ['across the spring DST change (30 March 2025)', { weekDays: [1], recurringWeek: 2, startDate: '2025-03-24' }, '2025-03-24', '2025-04-20', ['2025-03-24', '2025-04-07']],
    ['across the autumn DST change (26 October 2025)', { weekDays: [0, 1], startDate: '2025-10-19' }, '2025-10-19', '2025-11-02', ['2025-10-19', '2025-10-20', '2025-10-26', '2025-10-27', '2025-11-02']],
    ['Easter 2026: skærtorsdag and 2. påskedag are skipped, not moved',
      { weekDays: [1, 4], startDate: '2026-03-30' }, '2026-03-30', '2026-04-13', ['2026-03-30', '2026-04-09', '2026-04-13']],
    ['Whit Monday 2025 is skipped', { weekDays: [1], startDate: '2025-06-02' }, '2025-06-02', '2025-06-16', ['2025-06-02', '2025-06-16']],
    ['a Christmas pause removes its days, both ends included',
      { weekDays: [1, 3, 5], startDate: '2025-12-15', pauses: [{ from: '2025-12-22', to: '2026-01-02' }] }, '2025-12-15', '2026-01-09',
      ['2025-12-15', '2025-12-17', '2025-12-19', '2026-01-05', '2026-01-07', '2026-01-09']],
    ['the end date is the last possible day', { weekDays: [1, 3, 5], startDate: '2025-12-15', endDate: '2025-12-19' }, '2025-12-01', '2026-01-31', ['2025-12-15', '2025-12-17', '2025-12-19']],
    ['an unfilled pause removes nothing', { weekDays: [1], pauses: [{ from: '2025-06-09', to: null }] }, '2025-06-02', '2025-06-16', ['2025-06-02', '2025-06-16']],
    ['no start date: nothing planned', { startDate: null }, '2025-06-01', '2025-07-01', []],
    ['no weekdays: nothing planned', { weekDays: [] }, '2025-06-01', '2025-07-01', []],
  ])('%s', (_name, patch, from, to, expected) => {
    expect(scheduleDays(weekly(patch), from, to)).toEqual(expected);
  });

  it('never places a closed day in a whole year of every weekday', () => {
    const days = scheduleDays(weekly({ weekDays: [0, 1, 2, 3, 4, 5, 6], startDate: '2026-01-01' }), '2026-01-01', '2026-12-31');
    expect(days.some(isClosedDay)).toBe(false);
    expect(days).toHaveLength(365 - 12); // 10 public holidays (one on Sunday counts too) plus 24 and 31 December
  });
});

describe('order days of random schedules keep every rule', () => {
  // A small deterministic generator: the same 300 schedules on every run.
  let state = 20250604;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('weekday, repeat, week of month, start, end, pauses and closed days, for 300 schedules', () => {
    for (let i = 0; i < 300; i++) {
      const startDate = dayAfter('2024-01-01', next(900));
      const weekDays = [...new Set([next(7), next(7), next(7)].slice(0, 1 + next(3)))].sort();
      const pauseFrom = dayAfter(startDate, next(120));
      const schedule: Schedule = {
        frequencyType: next(2) === 0 ? Frequency.Weekly : Frequency.Monthly,
        weekDays,
        recurringWeek: 1 + next(4),
        startDate,
        endDate: next(2) === 0 ? null : dayAfter(startDate, 1 + next(200)),
        pauses: [{ from: pauseFrom, to: dayAfter(pauseFrom, next(20)) }],
      };
      const from = dayAfter(startDate, next(30) - 15);
      const to = dayAfter(from, 180);
      const days = scheduleDays(schedule, from, to);
      const label = JSON.stringify(schedule);
      for (const d of days) {
        expect(weekDays, label).toContain(weekdayOf(d));
        expect(isClosedDay(d), label).toBe(false);
        expect(d >= startDate && d >= from && d <= to, label).toBe(true);
        if (schedule.endDate) expect(d <= schedule.endDate, label).toBe(true);
        expect(d >= schedule.pauses[0]!.from! && d <= schedule.pauses[0]!.to!, label).toBe(false);
        if (schedule.frequencyType === Frequency.Monthly) expect(weekOfMonth(d), label).toBe(schedule.recurringWeek);
        else expect((Date.parse(mondayOf(d)) - Date.parse(mondayOf(startDate))) / 86_400_000 / 7 % schedule.recurringWeek, label).toBe(0);
      }
      // …and no day is missing: every day of the range that keeps the rules is planned.
      let missing = 0;
      for (let d = from; d <= to; d = dayAfter(d, 1)) {
        const placed = weekDays.includes(weekdayOf(d)) && !isClosedDay(d) && d >= startDate
          && (!schedule.endDate || d <= schedule.endDate)
          && !(d >= schedule.pauses[0]!.from! && d <= schedule.pauses[0]!.to!)
          && (schedule.frequencyType === Frequency.Monthly
            ? Math.ceil(Number(d.slice(8)) / 7) === schedule.recurringWeek
            : Math.round((Date.parse(mondayOf(d)) - Date.parse(mondayOf(startDate))) / 604_800_000) % schedule.recurringWeek === 0);
        if (placed && !days.includes(d)) missing++;
      }
      expect(missing, label).toBe(0);
      expect(new Set(days).size).toBe(days.length);
      expect([...days].sort()).toEqual(days);
    }
  });
});

describe('order days of a monthly schedule (the n-th weekday of each month)', () => {
  it.each<[string, Partial<Schedule>, string, string, string[]]>([
    ['the first Tuesday', { weekDays: [2], recurringWeek: 1, startDate: '2025-06-01' }, '2025-06-01', '2025-09-30', ['2025-06-03', '2025-07-01', '2025-08-05', '2025-09-02']],
    ['the fourth Tuesday', { weekDays: [2], recurringWeek: 4, startDate: '2025-06-01' }, '2025-06-01', '2025-09-30', ['2025-06-24', '2025-07-22', '2025-08-26', '2025-09-23']],
    ['the fourth Friday at the end of January and February', { weekDays: [5], recurringWeek: 4, startDate: '2026-01-01' }, '2026-01-01', '2026-02-28', ['2026-01-23', '2026-02-27']],
    ['leap February: the fourth Thursday is the 22nd, not the 29th', { weekDays: [4], recurringWeek: 4, startDate: '2024-02-01' }, '2024-02-01', '2024-02-29', ['2024-02-22']],
    ['the first Thursday of 2026 is New Year\'s Day: skipped, not moved', { weekDays: [4], startDate: '2025-12-01' }, '2025-12-01', '2026-02-28', ['2025-12-04', '2026-02-05']],
    ['two weekdays: the first Monday and the first Friday', { weekDays: [1, 5], startDate: '2025-08-01' }, '2025-08-01', '2025-09-30', ['2025-08-01', '2025-08-04', '2025-09-01', '2025-09-05']],
    ['the start date cuts the first month', { weekDays: [2], startDate: '2025-06-04' }, '2025-06-01', '2025-07-31', ['2025-07-01']],
  ])('%s', (_name, patch, from, to, expected) => {
    expect(scheduleDays(monthly(patch), from, to)).toEqual(expected);
  });

  it.each([['2025-06-01', 1], ['2025-06-07', 1], ['2025-06-08', 2], ['2025-06-28', 4], ['2025-06-29', 5], ['2025-06-30', 5]])('%s is in week %i of its month', (date, week) => {
    expect(weekOfMonth(date)).toBe(week);
  });

  it.each([['2025-06-04', '2025-06-02'], ['2025-06-01', '2025-05-26'], ['2025-06-02', '2025-06-02'], ['2026-01-01', '2025-12-29']])('the week of %s starts %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });
});

describe('orderDays and the 14-day rule (§9)', () => {
  const today = '2025-06-04';

  it('without a change, the schedule decides from tomorrow to the horizon (today + 13 weeks)', () => {
    const days = recurringOrderDays(weekly({ weekDays: [1] }), today);
    expect(days[0]).toBe('2025-06-16'); // 9 June is Whit Monday
    expect(days.at(-1)).toBe('2025-09-01');
    expect(days).toHaveLength(12);
  });

  it('a change keeps the plan of the next 14 days; the new schedule applies from today + 14', () => {
    const before = recurringOrderDays(weekly({ weekDays: [1, 3, 5] }), today);
    const frozen = freezeOnChange(before, today);
    expect(frozen).toEqual({ until: '2025-06-18', days: ['2025-06-06', '2025-06-11', '2025-06-13', '2025-06-16'] });
    const after = recurringOrderDays(weekly({ weekDays: [2] }), today, frozen);
    expect(after.slice(0, 6)).toEqual(['2025-06-06', '2025-06-11', '2025-06-13', '2025-06-16', '2025-06-24', '2025-07-01']);
  });

  it('a frozen plan runs out: once its end has passed only the schedule counts', () => {
    const frozen = { until: '2025-06-18', days: ['2025-06-06', '2025-06-13'] };
    expect(recurringOrderDays(weekly({ weekDays: [2] }), '2025-06-20', frozen)[0]).toBe('2025-06-24');
    expect(recurringOrderDays(weekly({ weekDays: [2] }), '2025-06-10', frozen).slice(0, 2)).toEqual(['2025-06-13', '2025-06-24']);
  });

  it('a new order (frozen plan without days) starts no earlier than today + 14', () => {
    const days = recurringOrderDays(weekly({ weekDays: [1, 3, 5], startDate: '2025-06-04' }), today, freezeOnChange([], today));
    expect(days[0]).toBe('2025-06-18');
  });

  it('the next delivery is the first order day after today', () => {
    expect(nextOrderDay(['2025-06-04', '2025-06-06'], today)).toBe('2025-06-06');
    expect(nextOrderDay([], today)).toBeNull();
  });

  it.each<[string, Partial<Schedule>, boolean]>([
    ['same', {}, false],
    ['weekdays in another order', { weekDays: [1] }, false],
    ['another weekday', { weekDays: [2] }, true],
    ['another repeat', { recurringWeek: 2 }, true],
    ['another frequency', { frequencyType: Frequency.Monthly }, true],
    ['another end', { endDate: '2025-08-01' }, true],
    ['a pause added', { pauses: [{ from: '2025-07-01', to: '2025-07-02' }] }, true],
  ])('schedule changed (%s): %s', (_name, patch, changed) => {
    expect(scheduleChanged(weekly(), weekly(patch))).toBe(changed);
  });
});

describe('validation (§5)', () => {
  const deliveryWeekdays = [1, 3, 5];
  const selectableDates = selectableDeliveryDates('2025-06-04', deliveryWeekdays);
  const ctx = { deliveryWeekdays, selectableDates };
  const good = weekly({ weekDays: [1, 5], startDate: '2025-06-18', endDate: '2025-08-29' });

  it('a good schedule has no issues', () => {
    expect(validateSchedule(good, ctx)).toEqual([]);
    expect(validateSchedule({ ...good, endDate: null }, ctx)).toEqual([]);
  });

  it.each<[string, Partial<Schedule>, { field: string; message: string }[]]>([
    ['no weekday', { weekDays: [] }, [{ field: 'weekDays', message: daRecurringOrders.recurringWeekdaysMissing }]],
    ['a weekday without delivery', { weekDays: [1, 2] }, [{ field: 'weekDays', message: daRecurringOrders.recurringWeekdayUnavailable }]],
    ['weekday 7', { weekDays: [7] }, [{ field: 'weekDays', message: daRecurringOrders.recurringWeekdayUnavailable }]],
    ['a weekday twice', { weekDays: [1, 1] }, [{ field: 'weekDays', message: daRecurringOrders.recurringWeekdayUnavailable }]],
    ['repeat 0', { recurringWeek: 0 }, [{ field: 'recurringWeek', message: daRecurringOrders.recurringRepeatInvalid }]],
    ['repeat 5', { recurringWeek: 5 }, [{ field: 'recurringWeek', message: daRecurringOrders.recurringRepeatInvalid }]],
    ['repeat 1.5', { recurringWeek: 1.5 }, [{ field: 'recurringWeek', message: daRecurringOrders.recurringRepeatInvalid }]],
    ['start inside the 14 days', { startDate: '2025-06-06' }, [{ field: 'startDate', message: 'Kan ikke vælges' }]],
    ['start on a day without delivery', { startDate: '2025-06-19' }, [{ field: 'startDate', message: 'Kan ikke vælges' }]],
    ['end after the last delivery day', { endDate: '2025-09-05' }, [{ field: 'endDate', message: 'Kan ikke vælges' }]],
    ['end before start', { startDate: '2025-07-04', endDate: '2025-06-30' }, [{ field: 'endDate', message: 'Slutdatoen skal være større end startdatoen. Prøv igen.' }]],
    ['end on the start day', { endDate: '2025-06-18' }, [{ field: 'endDate', message: 'Slutdatoen skal være større end startdatoen. Prøv igen.' }]],
    ['a pause without its end', { pauses: [{ from: '2025-07-07', to: null }] }, [{ field: 'pauses.0', message: 'Et eller flere felter mangler at blive udfyldt' }]],
    ['a pause ending before it starts', { pauses: [{ from: '2025-07-11', to: '2025-07-07' }] }, [{ field: 'pauses.0', message: daRecurringOrders.recurringPauseEndBeforeStart }]],
    ['the same pause twice', { pauses: [{ from: '2025-07-07', to: '2025-07-11' }, { from: '2025-07-07', to: '2025-07-11' }] }, [{ field: 'pauses.1', message: 'Pauseperiode med samme interval findes allerede.' }]],
    ['a pause on days without delivery', { pauses: [{ from: '2025-07-08', to: '2025-07-11' }] }, [{ field: 'pauses.0', message: 'Kan ikke vælges' }]],
  ])('%s', (_name, patch, issues) => {
    expect(validateSchedule({ ...good, ...patch }, ctx)).toEqual(issues);
  });

  it('overlapping (not identical) pauses are allowed', () => {
    expect(validateSchedule({ ...good, pauses: [{ from: '2025-07-07', to: '2025-07-11' }, { from: '2025-07-09', to: '2025-07-14' }] }, ctx)).toEqual([]);
  });

  it('values an existing order already has are not checked against today\'s window again', () => {
    const saved = weekly({ weekDays: [1, 2], startDate: '2025-05-05', pauses: [{ from: '2025-05-12', to: '2025-05-16' }] });
    const changed = { ...saved, endDate: '2025-08-29' };
    expect(validateSchedule(changed, { ...ctx, previous: saved })).toEqual([]);
    // …but a new value still is, and the end-after-start rule always holds.
    expect(validateSchedule({ ...changed, startDate: '2025-05-07' }, { ...ctx, previous: saved })).toEqual([{ field: 'startDate', message: 'Kan ikke vælges' }]);
    expect(validateSchedule({ ...changed, endDate: '2025-05-01' }, { ...ctx, previous: { ...saved, endDate: '2025-05-01' } }))
      .toEqual([{ field: 'endDate', message: daRecurringOrders.recurringEndBeforeStart }]);
  });

  it.each([
    ['2025-06-18', '2025-06-20', null],
    ['2025-06-20', '2025-06-18', { message: daRecurringOrders.recurringEndBeforeStart, clear: true }],
    ['2025-06-18', '2025-06-18', { message: daRecurringOrders.recurringEndBeforeStart, clear: true }],
    [null, '2025-06-18', null],
    ['2025-06-18', null, null],
  ])('date range %s to %s', (start, end, result) => {
    expect(checkDateRange(start, end)).toEqual(result);
  });

  it.each<[string, { from: string | null; to: string | null }[], boolean]>([
    ['no pauses', [], true],
    ['a filled pause', [{ from: '2025-07-07', to: '2025-07-11' }], true],
    ['an unfilled pause blocks another', [{ from: '2025-07-07', to: null }], false],
    ['an empty pause blocks another', [{ from: null, to: null }], false],
    ['20 pauses are the most', Array.from({ length: 20 }, () => ({ from: '2025-07-07', to: '2025-07-11' })), false],
  ])('can add a pause: %s', (_name, pauses, can) => {
    expect(canAddPause(pauses)).toBe(can);
  });

  it('pause issue of a single pause', () => {
    expect(pauseIssue([{ from: null, to: '2025-07-07' }], 0)).toBe(daRecurringOrders.recurringMissingFields);
    expect(pauseIssue([{ from: '2025-07-07', to: '2025-07-07' }], 0)).toBeNull();
    expect(pauseIssue([], 0)).toBeNull();
  });

  it.each([
    ['  Mælk og brød  ', 'Mælk og brød'],
    ['Ugens\t grønt', 'Ugens grønt'],
    ['   ', null],
    ['', null],
    ['x'.repeat(101), null],
  ])('order name %j', (name, normalized) => {
    expect(normalizeOrderName(name)).toBe(normalized);
  });
});
