// Stores one client error (issue 2 §6). The user comes from the session only; the client's `cookies`
// and `userid` fields are never stored.
import type { EventLogRecord } from '../../core/schemas/eventlog.js';
import type { DbOrTx } from '../db/tx.js';
import * as t from '../db/schema.js';

export async function recordEvent(db: DbOrTx, entry: EventLogRecord, userId: number | null, at: Date): Promise<void> {
  await db.insert(t.eventLog).values({
    createdAt: at,
    userId,
    message: entry.message,
    stacktrace: entry.stacktrace,
    url: entry.url,
    browser: entry.browser,
    initTimestamp: entry.initTimestamp,
    data: entry.data,
    errorstatus: String(entry.errorstatus),
  });
}
