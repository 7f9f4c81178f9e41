// A rate limit in memory, per process (issue 14 §6 moves the shared ones to the database).
/** Fixed-window counter per key, in memory (one process). Bounded in size. */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** True when the call is allowed. */
  hit(key: string, nowMs: number): boolean {
    const w = this.windows.get(key);
    if (!w || nowMs - w.start >= this.windowMs) {
      this.windows.delete(key);
      this.windows.set(key, { start: nowMs, count: 1 });
      if (this.windows.size > this.maxKeys) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      return true;
    }
    w.count++;
    return w.count <= this.limit;
  }
}
