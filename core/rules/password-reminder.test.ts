import { describe, expect, it } from 'vitest';
import { isPasswordChangeDue, postponedUntil } from './password-reminder.js';

const now = new Date('2025-06-04T10:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const daysAhead = (d: number) => new Date(now.getTime() + d * 86_400_000);

describe('isPasswordChangeDue', () => {
  it.each([
    ['a new password', daysAgo(10), null, false, false],
    ['exactly a year old', daysAgo(365), null, false, false],
    ['a year and a day old', daysAgo(366), null, false, true],
    ['400 days old', daysAgo(400), null, false, true],
    ['old, postponed into the future', daysAgo(400), daysAhead(1), false, false],
    ['old, postponement ended', daysAgo(400), daysAgo(1), false, true],
    ['old, postponement ends now', daysAgo(400), now, false, true],
    ['old, in a punch-out session', daysAgo(400), null, true, false],
  ])('%s', (_name, passwordChangedAt, passwordReminderAfter, punchOutSession, expected) => {
    expect(isPasswordChangeDue({ passwordChangedAt, passwordReminderAfter, punchOutSession }, now)).toBe(expected);
  });
});

describe('postponedUntil', () => {
  it('is 30 days ahead', () => {
    expect(postponedUntil(now).toISOString()).toBe('2025-07-04T10:00:00.000Z');
  });
});
