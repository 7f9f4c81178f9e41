// §7 login2 and postPone (issue 19 point 3): the second login step of a user who belongs to several
// customers, and the answer of the password step that asks for it. Design: docs/guides/accounts-and-mail.md §3.
import * as z from './z.js';
import { SiteVariantSchema } from './user.js';

/** One department the user may log in for: his own or one of user_departments. */
export const DepartmentChoiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  customerNo: z.string(),
  siteVariant: SiteVariantSchema,
});
export type DepartmentChoice = z.infer<typeof DepartmentChoiceSchema>;

/**
 * What POST /api/profile/login answers (200, no cookie) when the password was right and the user must
 * choose a department first. `isLoggedIn: false`, so no client can mistake it for a profile.
 */
export const ChooseDepartmentAnswerSchema = z.object({
  isLoggedIn: z.literal(false),
  chooseDepartment: z.object({
    /** The login challenge: exchanged once, within `expiresInSeconds`, for a session by login2. */
    token: z.string(),
    expiresInSeconds: z.number(),
    departments: z.array(DepartmentChoiceSchema),
  }),
});
export type ChooseDepartmentAnswer = z.infer<typeof ChooseDepartmentAnswerSchema>;

const TOKEN = /^[A-Za-z0-9_-]+$/;
const CODE = /^[A-Za-z0-9_-]+$/;

/** POST /api/profile/login2. */
export const Login2RequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200), z.regex(TOKEN)),
  departmentCode: z.string().check(z.minLength(1), z.maxLength(40), z.regex(CODE)),
});
export type Login2Request = z.output<typeof Login2RequestSchema>;
