import { afterEach, describe, expect, it } from 'vitest';
import { $minuteNow, setMinuteClockSource } from './minute-clock.js';
import { fakeMinuteClockSource as fakeSource } from './minute-clock.fixture.js';

afterEach(() => setMinuteClockSource(null));

describe('$minuteNow (issue 20 point 4)', () => {
  it('ticks on each minute boundary while listened to, and stops after', async () => {
    const clock = fakeSource('2026-11-26T09:40:30Z');
    setMinuteClockSource(clock.source);
    const seen: string[] = [];
    const unlisten = $minuteNow.listen((d) => seen.push(d.toISOString()));
    // onMount runs on the first listener: the clock shows now and waits for the next minute.
    expect($minuteNow.get().toISOString()).toBe('2026-11-26T09:40:30.000Z');
    expect(clock.pending()).toBe(1);
    clock.advance(29_999);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual(['2026-11-26T09:41:00.000Z']);
    clock.advance(120_000);
    expect(seen.at(-1)).toBe('2026-11-26T09:43:00.000Z');
    expect(seen).toHaveLength(3);
    unlisten();
    // nanostores unmounts a store a second after its last listener left: the timer goes with it.
    await expect.poll(() => clock.pending(), { timeout: 5_000 }).toBe(0);
  });

  it('shows the new source at once when swapped while unmounted', () => {
    setMinuteClockSource(fakeSource('2026-01-02T03:04:05Z').source);
    expect($minuteNow.get().toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });
});
