import { describe, expect, it } from 'vitest';
import { lockDurationMs, nextFailureState, retryAfterSeconds, UnknownAccountThrottle } from './throttle.js';

describe('login throttling', () => {
  it('locks after 5 failures for 30 s, doubling up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(lockDurationMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(lockDurationMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(lockDurationMs(20)).toBe(15 * 60_000);
  });

  it('forgets failures after a day of quiet', () => {
    const t0 = new Date('2025-06-04T10:00:00Z');
    const prev = { count: 7, lastFailureAt: t0, lockedUntil: null };
    expect(nextFailureState(prev, new Date(t0.getTime() + 60_000)).count).toBe(8);
    expect(nextFailureState(prev, new Date(t0.getTime() + 25 * 3600_000)).count).toBe(1);
  });

  it('rounds Retry-After up to whole seconds', () => {
    const now = new Date('2025-06-04T10:00:00Z');
    expect(retryAfterSeconds(new Date(now.getTime() + 1500), now)).toBe(2);
    expect(retryAfterSeconds(new Date(now.getTime() - 1), now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBe(0);
  });

  it('keeps a bounded in-memory table for unknown e-mails', () => {
    const throttle = new UnknownAccountThrottle(2);
    const now = new Date('2025-06-04T10:00:00Z');
    for (let i = 0; i < 5; i++) throttle.recordFailure('a@x.dk', now);
    expect(throttle.retryAfter('a@x.dk', now)).toBe(30);
    throttle.recordFailure('b@x.dk', now);
    throttle.recordFailure('c@x.dk', now);
    expect(throttle.retryAfter('a@x.dk', now)).toBe(0); // evicted
  });
});
