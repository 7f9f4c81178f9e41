// Issue 19 point 3 (§7 ValidateUsername, RequestNewUsername): the rules the colleague form and the
// server share. Pure functions; table-driven tests in usernames.test.ts.
import { isValidEmail } from './email.js';
import { MAX_COLLEAGUE_NAME_LENGTH } from '../schemas/usernames.js';
import { characterCount } from '../schemas/text.js';
import { onFirstUse } from '../format/on-first-use.js';

/** How users.email and username_requests.email store an address: trimmed, lower-cased. */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

export type ColleagueFormError = 'nameMissing' | 'nameTooLong' | 'emailMissing' | 'emailInvalid';

export interface ColleagueFormErrors {
  name?: ColleagueFormError;
  email?: ColleagueFormError;
}

/** What is wrong with the typed name and e-mail (§5: the e-mail by the generic pattern); {} when nothing. */
export function colleagueFormErrors(form: { name: string; email: string }): ColleagueFormErrors {
  const errors: ColleagueFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'nameMissing';
  else if (characterCount(name) > MAX_COLLEAGUE_NAME_LENGTH) errors.name = 'nameTooLong';
  const email = form.email.trim();
  if (email === '') errors.email = 'emailMissing';
  else if (!isValidEmail(email)) errors.email = 'emailInvalid';
  return errors;
}

/** Whether the live availability check is worth asking the server: a well-formed address only. */
export function shouldCheckAvailability(email: string): boolean {
  return isValidEmail(email);
}

/** Who may ask for a colleague's login: every logged-in user but a punch-out one (a procurement system). */
export function mayRequestUsernames(profile: { isPunchOut: boolean; punchOut?: unknown } | null): boolean {
  return profile !== null && !profile.isPunchOut && !profile.punchOut;
}

/**
 * Who sees the requests and decides them: an admin of the customer, the server's rule
 * (api-server/department/kitchen-settings.ts mayEditKitchenSettings): is_admin and no punch-out.
 */
export function mayDecideUsernameRequests(profile: { isAdmin: boolean; isPunchOut: boolean; punchOut?: unknown } | null): boolean {
  return mayRequestUsernames(profile) && profile!.isAdmin;
}

const dateTime = onFirstUse(() => new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' }));

/** When a request was made or decided, as the list shows it (Danish, the shop's time zone). */
export function requestTimeText(iso: string): string {
  return dateTime().format(new Date(iso));
}
