import * as z from './z.js';

/**
 * §3 error log entry. `cookies` exists in the spec's payload, but session cookies never go into a log:
 * the client always sends an empty string and the server drops whatever arrives (issue 2 §6).
 */
export const EventLogEntrySchema = z.object({
  message: z.string().check(z.maxLength(2000)),
  stacktrace: z._default(z.string().check(z.maxLength(8000)), ''),
  url: z._default(z.string().check(z.maxLength(2000)), ''),
  browser: z._default(z.string().check(z.maxLength(500)), ''),
  initTimestamp: z._default(z.string().check(z.maxLength(40)), ''),
  data: z._default(z.string().check(z.maxLength(8000)), ''),
  userid: z._default(z.string().check(z.maxLength(200)), ''),
  cookies: z._default(z.string().check(z.maxLength(4000)), ''),
  errorstatus: z._default(z.union([z.int(), z.string().check(z.maxLength(40))]), ''),
});
export type EventLogEntry = z.input<typeof EventLogEntrySchema>;
