// Login throttling (docs/decisions/004-sessions.md): after FREE_ATTEMPTS failures an account is locked
// for 30 s, doubling with every further failure up to 15 min. Counters for real accounts live in the
// database (users.failed_login_count, locked_until), so they survive restarts and hold across server
// processes. Unknown e-mails get the same treatment in memory, so a 429 does not reveal which
// addresses have accounts.

export const FREE_ATTEMPTS = 5;
export const BASE_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
/** A failure this long after the previous one starts counting from 1 again. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** Lock duration after the n-th consecutive failure (0 when not locked). */
export function lockDurationMs(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(BASE_LOCK_MS * 2 ** (failures - FREE_ATTEMPTS), MAX_LOCK_MS);
}

export interface FailureState {
  count: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
}

/** The state after one more failure at `now`. */
export function nextFailureState(prev: FailureState, now: Date): FailureState {
  const stale = !prev.lastFailureAt || now.getTime() - prev.lastFailureAt.getTime() > FAILURE_MEMORY_MS;
  const count = (stale ? 0 : prev.count) + 1;
  const lock = lockDurationMs(count);
  return { count, lastFailureAt: now, lockedUntil: lock > 0 ? new Date(now.getTime() + lock) : null };
}

/** Seconds to wait, or 0 when not locked. */
export function retryAfterSeconds(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil) return 0;
  const ms = lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** In-memory counters for e-mails without an account. Bounded: the oldest entries go first. */
export class UnknownAccountThrottle {
  private readonly entries = new Map<string, FailureState>();
  constructor(private readonly maxEntries = 10_000) {}

  retryAfter(email: string, now: Date): number {
    return retryAfterSeconds(this.entries.get(email)?.lockedUntil ?? null, now);
  }

  recordFailure(email: string, now: Date): void {
    const prev = this.entries.get(email) ?? { count: 0, lastFailureAt: null, lockedUntil: null };
    this.entries.delete(email);
    this.entries.set(email, nextFailureState(prev, now));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
