// §3 "User data" and the settings that switch prices, ordering, CO2 and expiry on and off (§6).
import * as z from './z.js';
import { IsoDateSchema } from './common.js';
export { SITE_VARIANTS, ShopType, CartType } from './wire-constants.js';
import { SITE_VARIANTS } from './wire-constants.js';

export const SiteVariantSchema = z.enum(SITE_VARIANTS);
export type SiteVariant = z.infer<typeof SiteVariantSchema>;

export const ShopTypeSchema = z.union([z.literal(0), z.literal(1)]);
export type ShopTypeValue = z.infer<typeof ShopTypeSchema>;

export const CartTypeSchema = z.union([z.literal(0), z.literal(1)]);
export type CartTypeValue = z.infer<typeof CartTypeSchema>;

export const UserSettingsSchema = z.object({
  showPrices: z.boolean(),
  allowOrdering: z.boolean(),
  hideCo2: z.boolean(),
  showExpiry: z.boolean(),
  showProcure: z.boolean(),
  procureAlwaysOn: z.boolean(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** Issue 16: the procurement protocols a punch-out session can come from, and what the buyer asked for. */
export const PunchOutProtocolSchema = z.enum(['oci', 'cxml']);
export const PunchOutOperationSchema = z.enum(['create', 'edit', 'inspect']);
/** Present when this session is a punch-out session: the basket goes back to the procurement system. */
export const PunchOutStateSchema = z.object({
  protocol: PunchOutProtocolSchema,
  /** cXML `inspect` opens the requisition read-only; OCI is always `create`. */
  operation: PunchOutOperationSchema,
});
export type PunchOutState = z.infer<typeof PunchOutStateSchema>;

/** The logged-in user's profile: what `login` and `profileinfo` answer. */
export const ProfileSchema = z.object({
  isLoggedIn: z.literal(true),
  username: z.string(),
  name: z.string(),
  department: z.string(),
  departmentName: z.string(),
  priceGroup: z.string(),
  customerNo: z.string(),
  siteVariant: SiteVariantSchema,
  /**
   * Issue 22 point 1: the shop's name as the customer knows it (header, mails); `{product}`'s comes from
   * the server's PRODUCT_SITE_NAME. The server always sends it; optional for older clients' fixtures.
   */
  siteName: z.optional(z.string()),
  shopType: ShopTypeSchema,
  cartType: CartTypeSchema,
  isAdmin: z.boolean(),
  isPunchOut: z.boolean(),
  /** Issue 16 §3: set only in a punch-out session (a punch-out user may also log in ordinarily). */
  punchOut: z.optional(z.nullable(PunchOutStateSchema)),
  deliveryDate: z.nullable(IsoDateSchema),
  settings: UserSettingsSchema,
  /** Issue 19 point 3 (§7 postPone): the password is over a year old and the reminder is not postponed. */
  passwordChangeDue: z.optional(z.boolean()),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * What `profileinfo` answers a visitor who sent no session cookie (issue 15 point 2, decision 028): 200, not
 * 401, since nobody being logged in is the usual state of a public page and not an error (a 401 is a console
 * error on every anonymous page view). A cookie that names no live session still answers 401 MissingSession.
 * The same shape as logout's answer and login's department choice: `isLoggedIn` tells the answers apart.
 */
export const AnonymousProfileSchema = z.object({ isLoggedIn: z.literal(false) });
export type AnonymousProfile = z.infer<typeof AnonymousProfileSchema>;

/** POST /api/profile/profileinfo: the profile, or the anonymous answer. */
export const ProfileInfoAnswerSchema = z.union([ProfileSchema, AnonymousProfileSchema]);
export type ProfileInfoAnswer = z.infer<typeof ProfileInfoAnswerSchema>;
