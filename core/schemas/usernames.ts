// §7 ValidateUsername and RequestNewUsername?username (issue 19 point 3): asking whether an e-mail is
// free for a new colleague, asking the customer's admins for a login, and the admins' list of requests
// on my page. Not re-exported from core/index.ts: only my page reads them.
import * as z from './z.js';
import { TextSchema } from './text.js';

/** RFC 5321: an address is at most 254 characters. */
export const MAX_USERNAME_LENGTH = 254;
/** The colleague's name as the requester types it. */
export const MAX_COLLEAGUE_NAME_LENGTH = 100;
const MAX_INT4 = 2_147_483_647;

/** POST /api/profile/ValidateUsername: the e-mail to check (plain text, not base64: it is not a login). */
export const ValidateUsernameRequestSchema = z.object({ username: TextSchema({ max: MAX_USERNAME_LENGTH }) });
export const ValidateUsernameResponseSchema = z.object({ available: z.boolean() });
export type ValidateUsernameResponse = z.infer<typeof ValidateUsernameResponseSchema>;

/** POST /api/profile/RequestNewUsername?username=<e-mail> (the spec's query parameter) … */
export const RequestNewUsernameQuerySchema = z.object({ username: TextSchema({ max: MAX_USERNAME_LENGTH }) });
/** … with the colleague's name in the body. */
export const RequestNewUsernameBodySchema = z.object({ name: TextSchema({ max: MAX_COLLEAGUE_NAME_LENGTH }) });

export const UsernameRequestStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type UsernameRequestStatus = z.infer<typeof UsernameRequestStatusSchema>;

/** One request as the admins' list shows it. Times are ISO instants. */
export const UsernameRequestSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  status: UsernameRequestStatusSchema,
  departmentCode: z.string(),
  departmentName: z.string(),
  /** Null when the requester's login has been deleted since. */
  requestedByName: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  decidedByName: z.nullable(z.string()),
});
export type UsernameRequest = z.infer<typeof UsernameRequestSchema>;

/** GET /api/profile/usernamerequests: pending first (oldest first), then the recently decided (newest first). */
export const UsernameRequestListSchema = z.object({ requests: z.array(UsernameRequestSchema) });
export type UsernameRequestList = z.infer<typeof UsernameRequestListSchema>;

/** Answer of RequestNewUsername, approve and reject: the request as it now is. */
export const UsernameRequestAnswerSchema = z.object({ request: UsernameRequestSchema });

/** Path of /usernamerequests/{id}/approve|reject: digits of a positive int4 (anything else names no request). */
export const UsernameRequestIdParamSchema = z.object({
  id: TextSchema({ max: 20 }).check(z.refine((s) => /^\d{1,10}$/.test(s) && Number(s) >= 1 && Number(s) <= MAX_INT4)),
});
