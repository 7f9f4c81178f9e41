// Issue 22 point 5 (spec §3 user settings, §6, §7 "Login, profile and settings"): the wire contract of
// the customer's own settings and relations: carttype, userrelations, toggleprocure, settings/update,
// settings/users and environmentcheck. Design and rules: docs/guides/site-variants.md §5,
// docs/decisions/018-own-settings-and-relations.md.
import * as z from './z.js';
import { DepartmentChoiceSchema } from './login2.js';
import { CartTypeSchema, ProfileSchema, UserSettingsSchema } from './user.js';

const CODE = /^[A-Za-z0-9_-]+$/;

/** POST /api/profile/carttype: 0 basket (shop), 1 shopping list (§3). */
export const CartTypeRequestSchema = z.object({ cartType: CartTypeSchema });
export type CartTypeRequest = z.output<typeof CartTypeRequestSchema>;

/** POST /api/profile/userrelations: `{}` lists; `{ department }` switches the session's department. */
export const UserRelationsRequestSchema = z.object({
  department: z.optional(z.string().check(z.minLength(1), z.maxLength(40), z.regex(CODE))),
});
export type UserRelationsRequest = z.output<typeof UserRelationsRequestSchema>;

/** One department the user may act for, with whether the session acts for it now. */
export const UserRelationSchema = z.object({ ...DepartmentChoiceSchema.shape, current: z.boolean() });
export type UserRelation = z.infer<typeof UserRelationSchema>;

export const UserRelationsAnswerSchema = z.object({
  /** The session's department code. */
  current: z.string(),
  departments: z.array(UserRelationSchema),
  profile: ProfileSchema,
});
export type UserRelationsAnswer = z.infer<typeof UserRelationsAnswerSchema>;

/** POST /api/profile/toggleprocure/{x}: x is 0, 1, true or false (§7). */
export const ToggleProcureParamSchema = z.object({ x: z.enum(['0', '1', 'true', 'false']) });

/**
 * What a user changes himself (decision 018): how the shop looks to him. showPrices, allowOrdering
 * and procureAlwaysOn are the customer's decisions (an admin's, or the wholesaler's) and are not here.
 */
export const OWN_SETTING_KEYS = ['hideCo2', 'showExpiry', 'showProcure'] as const;
/** What an admin of the customer changes for the customer's users (§6 prices and ordering). */
export const ADMIN_SETTING_KEYS = ['showPrices', 'allowOrdering'] as const;

/**
 * PUT /api/settings/update. Without `userId` (or with the session's own): the user's own settings, only
 * OWN_SETTING_KEYS. With another user's id: an admin's change, only ADMIN_SETTING_KEYS. At least one
 * setting (else 400). Unknown fields (procureAlwaysOn) are dropped, never applied; a plain object and not
 * z.strictObject, whose code would land in the search page's shared chunk (its bundle budget).
 */
export const SettingsUpdateRequestSchema = z.object({
  userId: z.optional(z.int().check(z.positive(), z.lte(2_147_483_647))),
  hideCo2: z.optional(z.boolean()),
  showExpiry: z.optional(z.boolean()),
  showProcure: z.optional(z.boolean()),
  showPrices: z.optional(z.boolean()),
  allowOrdering: z.optional(z.boolean()),
});
export type SettingsUpdateRequest = z.output<typeof SettingsUpdateRequestSchema>;

/** The changed user's settings. */
export const SettingsAnswerSchema = z.object({
  userId: z.number(),
  settings: UserSettingsSchema,
});
export type SettingsAnswer = z.infer<typeof SettingsAnswerSchema>;

/** GET /api/settings/users: the admin's customer's users (his own customer number only). */
export const CustomerUserSchema = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  departmentName: z.string(),
  isSelf: z.boolean(),
  settings: UserSettingsSchema,
});
export type CustomerUser = z.infer<typeof CustomerUserSchema>;
export const CustomerUsersAnswerSchema = z.object({ users: z.array(CustomerUserSchema) });

/**
 * POST /api/profile/environmentcheck: what the browser supports (feature flags only: nothing personal,
 * nothing stored). Unknown fields are ignored so a newer widget can report more.
 */
export const EnvironmentReportSchema = z.object({
  cookies: z.boolean(),
  localStorage: z.boolean(),
  indexedDb: z.boolean(),
  webWorkers: z.boolean(),
  customElements: z.boolean(),
  cacheApi: z.optional(z.boolean()),
  fetchStreams: z.optional(z.boolean()),
});
export type EnvironmentReport = z.output<typeof EnvironmentReportSchema>;

export const ENVIRONMENT_PROBLEMS = ['noCookies', 'noCustomElements', 'noWorkers', 'noOfflineCatalogue', 'noLocalStorage'] as const;
export type EnvironmentProblem = (typeof ENVIRONMENT_PROBLEMS)[number];

export const EnvironmentAnswerSchema = z.object({
  /** The shop can run at all (cookies for the session, custom elements for the widgets). */
  supported: z.boolean(),
  /** Where the catalogue search runs: a Web Worker, else the main thread. */
  catalogueMode: z.enum(['worker', 'mainThread']),
  /** Whether the browser may keep the catalogue between visits (IndexedDB or the Cache API). */
  catalogueCache: z.enum(['indexedDb', 'cacheApi', 'none']),
  problems: z.array(z.object({ code: z.enum(ENVIRONMENT_PROBLEMS), message: z.string() })),
});
export type EnvironmentAnswer = z.infer<typeof EnvironmentAnswerSchema>;
