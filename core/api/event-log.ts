import type { EventLogEntry } from '../schemas/eventlog.js';
import { $shopConfig } from '../stores/config.js';

/**
 * POST /api/eventlog (§7). Fire and forget: a failing log call must never cause another log call or
 * a toast. `cookies` is always empty: session cookies never go into logs.
 */
export async function logEvent(entry: Omit<EventLogEntry, 'cookies' | 'browser' | 'initTimestamp'> & Partial<EventLogEntry>): Promise<void> {
  const { apiBase, culture } = $shopConfig.get();
  const body: EventLogEntry = {
    browser: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    initTimestamp: new Date().toISOString(),
    ...entry,
    errorstatus: entry.errorstatus ?? '',
    cookies: '',
  };
  try {
    await fetch(`${apiBase}/api/eventlog`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Culture': culture },
      body: JSON.stringify(body),
      keepalive: true,
    });
  } catch {
    // Logging is best effort (§7 "service errors are logged to the event log and swallowed").
  }
}
