// A clock that ticks on each minute boundary (issue 20 point 4: the basket's deadline countdown
// updates each minute). It runs only while something listens (nanostores' onMount): the basket
// subscribes while it is mounted, and no page without it carries a timer. The time source can be
// replaced for tests (setMinuteClockSource), so no test waits for real minutes.
import { atom, onMount } from 'nanostores';

export interface MinuteClockSource {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemSource: MinuteClockSource = {
  now: () => Date.now(),
  // Looked up at call time, so a fake clock installed later (Playwright's page.clock) is the one used.
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let source: MinuteClockSource = systemSource;

/** Now, refreshed on every minute boundary while listened to. */
export const $minuteNow = atom<Date>(new Date(source.now()));

let handle: unknown = null;

function schedule(): void {
  const now = source.now();
  $minuteNow.set(new Date(now));
  // To the next whole minute. A timer firing a hair early shows the old minute once more and is
  // followed by one that lands on the boundary.
  handle = source.setTimeout(schedule, 60_000 - (now % 60_000));
}

function stop(): void {
  if (handle !== null) source.clearTimeout(handle);
  handle = null;
}

onMount($minuteNow, () => {
  schedule();
  return stop;
});

/** Replaces the time source (null: the system's); a running clock restarts on the new one. */
export function setMinuteClockSource(next: MinuteClockSource | null): void {
  const running = handle !== null;
  stop();
  source = next ?? systemSource;
  if (running) schedule();
  else $minuteNow.set(new Date(source.now()));
}
