// A controlled time source for the minute clock (minute-clock.ts): timers run only when a test or a
// story moves the time, so nothing waits for real minutes. Used by core's tests and, through
// widgets/shared/fixtures/minute-clock.ts, by the basket's tests and stories.
import type { MinuteClockSource } from './minute-clock.js';

export function fakeMinuteClockSource(start: string) {
  let now = Date.parse(start);
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const source: MinuteClockSource = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  return {
    source,
    /** Timers waiting to run. */
    pending: () => timers.length,
    /** Moves the time on, running the timers that fall due on the way. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.run();
      }
      now = until;
    },
  };
}
