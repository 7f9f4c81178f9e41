// POST /api/eventlog: client errors, also before login. Never stores cookies (issue 2 §6).
import { EventLogEntrySchema } from '../../core/schemas/index.js';
import { recordEvent } from '../event-log/record-event.js';
import { clientAddress } from '../http/client-address.js';
import { WindowLimiter } from '../http/window-limiter.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { daServer } from '../../core/texts/da-server.js';

export function eventLogRoutes(deps: AppDeps) {
  const limiter = new WindowLimiter(deps.config.eventLogPerMinute ?? 30, 60_000);
  const app = createRouter();

  app.post('/', validate('json', EventLogEntrySchema), async (c) => {
    const auth = c.get('auth');
    const key = auth ? `s:${auth.sessionId}` : `ip:${clientAddress(c)}`;
    if (!limiter.hit(key, deps.clock.now().getTime())) {
      c.header('Retry-After', '60');
      throw new ApiFailure(429, 'TooManyRequests', daServer.tooManyRequests);
    }
    const entry = c.req.valid('json');
    await recordEvent(deps.db, entry, auth?.user.id ?? null, deps.clock.now());
    return c.json({ ok: true }, 201);
  });

  return app;
}
