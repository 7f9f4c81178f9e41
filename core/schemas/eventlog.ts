import { TextSchema } from './text.js';
import * as z from './z.js';

/**
 * §3 error log entry. `cookies` exists in the spec's payload, but session cookies never go into a log:
 * the client always sends an empty string and the server drops whatever arrives (issue 2 §6).
 */
export const EventLogEntrySchema = z.object({
  message: TextSchema({ max: 2000, multiline: true }),
  stacktrace: z._default(TextSchema({ max: 8000, multiline: true }), ''),
  url: z._default(TextSchema({ max: 2000 }), ''),
  browser: z._default(TextSchema({ max: 500 }), ''),
  initTimestamp: z._default(TextSchema({ max: 40 }), ''),
  data: z._default(TextSchema({ max: 8000, multiline: true }), ''),
  userid: z._default(TextSchema({ max: 200 }), ''),
  cookies: z._default(TextSchema({ max: 4000 }), ''),
  errorstatus: z._default(z.union([z.int(), TextSchema({ max: 40 })]), ''),
});
export type EventLogEntry = z.input<typeof EventLogEntrySchema>;
/** An entry as validated: defaults applied, texts normalised. */
export type EventLogRecord = z.output<typeof EventLogEntrySchema>;
