// Wire contract of the lead generator 'Demoer i dit køkken' (issue 17 §2; spec §3 Lead, §7 "Recipes and
// leads"): GET /api/leads and POST /api/mail/sendnotification (email, name, phone, Id).
// Per widget: imported by its module path, never re-exported from core/index.ts (the search page's budget).
import * as z from './z.js';
import { TextSchema } from './text.js';

/** RFC 5321: an address is at most 254 characters. */
export const MAX_LEAD_EMAIL_LENGTH = 254;
export const MAX_LEAD_NAME_LENGTH = 100;
/** '+45 12 34 56 78' and international numbers with spaces fit with room to spare. */
export const MAX_LEAD_PHONE_LENGTH = 30;
const MAX_INT4 = 2_147_483_647;

/** §3 Lead: one kitchen demo. `booked`: the session user has booked it (§4 'Allerede booket'). */
export const LeadSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  /** An image on this site (/assets/...) or an https address; '' for none. */
  logo: z.string(),
  buttonText: z.string(),
  booked: z.boolean(),
});
export type Lead = z.infer<typeof LeadSchema>;

export const LeadsSchema = z.array(LeadSchema);

/**
 * §3 Lead request, as the spec spells it (capital `Id`). Types and lengths here; the form's own rules
 * (all three required, the generic e-mail pattern, the phone rule) are core/rules/lead-form.ts, checked
 * by the widget before sending and by the server again.
 */
export const LeadRequestSchema = z.object({
  email: TextSchema({ max: MAX_LEAD_EMAIL_LENGTH }),
  name: TextSchema({ max: MAX_LEAD_NAME_LENGTH }),
  phone: TextSchema({ max: MAX_LEAD_PHONE_LENGTH }),
  Id: z.int().check(z.minimum(1), z.maximum(MAX_INT4)),
});
export type LeadRequest = z.infer<typeof LeadRequestSchema>;

/** The answer of a booking: the lead as it now is (booked). */
export const LeadBookingAnswerSchema = z.object({ lead: LeadSchema });
export type LeadBookingAnswer = z.infer<typeof LeadBookingAnswerSchema>;
