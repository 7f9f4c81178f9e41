// Wire contract of the hand-over to the new site (issue 22 point 3; spec §1, §7 "Login, profile and
// settings": usenewsite?dept, authtoken?useNewSite, catalogueredirect). Its own file: the login widget
// imports it only after a login (the search page's budget); never re-exported from core/index.ts.
import * as z from './z.js';
import { TextSchema } from './text.js';

/** Department codes, customer numbers and usernames are short; anything longer is a bad request. */
export const MAX_NEW_SITE_PARAM_LENGTH = 254;
const Param = () => TextSchema({ max: MAX_NEW_SITE_PARAM_LENGTH });

/** GET /api/profile/department/usenewsite?dept */
export const UseNewSiteQuerySchema = z.object({ dept: Param() });

/**
 * The answer: whether the department moved and where. `redirectUrl` is this shop's catalogueredirect
 * address for the session (the widget navigates there; the token never passes through script).
 */
export const UseNewSiteAnswerSchema = z.object({
  useNewSite: z.boolean(),
  groupName: z.nullable(z.string()),
  url: z.nullable(z.string()),
  redirectUrl: z.nullable(z.string()),
});
export type UseNewSiteAnswer = z.infer<typeof UseNewSiteAnswerSchema>;

/** POST /api/profile/authtoken?useNewSite=true (the only value the spec names). */
export const AuthTokenQuerySchema = z.object({ useNewSite: z.literal('true') });

export const AuthTokenAnswerSchema = z.object({
  token: z.string(),
  /** ISO instant; the token is single use and short-lived (NEW_SITE_TOKEN_SECONDS). */
  expiresAt: z.string(),
  /** The new site's address with the token: where the user is sent. */
  url: z.string(),
});
export type AuthTokenAnswer = z.infer<typeof AuthTokenAnswerSchema>;

/** GET /catalogueredirect: dept, no, username, calcDate, shopType, optional d (§7). Checked in core/rules/new-site.ts. */
export const CatalogueRedirectQuerySchema = z.object({
  dept: Param(),
  no: Param(),
  username: Param(),
  calcDate: Param(),
  shopType: Param(),
  d: z.optional(Param()),
});
export type CatalogueRedirectQuery = z.infer<typeof CatalogueRedirectQuerySchema>;

/** POST /api/profile/authtoken/verify: the new site exchanges the token, server to server. */
export const VerifyNewSiteTokenSchema = z.object({ token: TextSchema({ max: 200 }) });

/** Who the token was issued to: answered once. */
export const NewSiteIdentitySchema = z.object({
  username: z.string(),
  name: z.string(),
  departmentCode: z.string(),
  departmentName: z.string(),
  customerNo: z.string(),
  shopType: z.int(),
  groupCode: z.string(),
});
export type NewSiteIdentity = z.infer<typeof NewSiteIdentitySchema>;
