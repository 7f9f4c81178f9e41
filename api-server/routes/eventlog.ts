// POST /api/eventlog: client errors, also before login. Never stores cookies (issue 2 §6).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { da, EventLogEntrySchema } from '../../core/index.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AppDeps, type AppEnv, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

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

/** The socket's address; X-Forwarded-For is not trusted (traps.md: spoofable). */
function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

export function eventLogRoutes(deps: AppDeps) {
  const limiter = new WindowLimiter(deps.config.eventLogPerMinute ?? 30, 60_000);
  const app = createRouter();

  app.post('/', validate('json', EventLogEntrySchema), async (c) => {
    const auth = c.get('auth');
    const key = auth ? `s:${auth.sessionId}` : `ip:${clientAddress(c)}`;
    if (!limiter.hit(key, deps.clock.now().getTime())) {
      c.header('Retry-After', '60');
      throw new ApiFailure(429, 'TooManyRequests', da.tooManyRequests);
    }
    const entry = c.req.valid('json');
    // `cookies` and the client's `userid` are dropped: the user comes from the session only.
    await deps.db.insert(t.eventLog).values({
      createdAt: deps.clock.now(),
      userId: auth?.user.id ?? null,
      message: entry.message,
      stacktrace: entry.stacktrace,
      url: entry.url,
      browser: entry.browser,
      initTimestamp: entry.initTimestamp,
      data: entry.data,
      errorstatus: String(entry.errorstatus),
    });
    return c.json({ ok: true }, 201);
  });

  return app;
}
