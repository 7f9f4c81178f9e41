// Issue 19 point 3 (§7 RequestNewUsername): the mail to each admin of the customer that a colleague
// asked for a login, with a link to my page, where the admin approves or rejects it.
import type { SiteVariant } from '../../../core/schemas/user.js';
import { daUsernamesMail } from '../../../core/texts/da-usernames-mail.js';
import { renderMail } from '../layout.js';
import type { OutgoingMail } from '../outbox.js';

/** The page with the admins' list (examples/site/pages/min-side.html). */
export const MY_PAGE_PATH = '/min-side';

export interface UsernameRequestMailData {
  requestId: number;
  /** The admin, lower-cased. */
  to: string;
  site: SiteVariant;
  requesterName: string;
  departmentName: string;
  colleagueName: string;
  colleagueEmail: string;
  origin: string;
}

export function usernameRequestMail(d: UsernameRequestMailData): OutgoingMail {
  const t = daUsernamesMail.request;
  const rendered = renderMail({
    site: d.site,
    subject: t.subject(d.colleagueName),
    heading: t.heading,
    blocks: [
      { kind: 'paragraph', text: t.intro(d.requesterName, d.departmentName) },
      { kind: 'facts', items: [[t.name, d.colleagueName], [t.email, d.colleagueEmail], [t.department, d.departmentName]] },
      { kind: 'action', label: t.action, url: new URL(MY_PAGE_PATH, d.origin).href },
    ],
    footnote: t.footnote,
  });
  // One mail per admin per request, however often the enqueue runs.
  return { ...rendered, kind: 'username-request', to: d.to, dedupeKey: `username-request:${d.requestId}:${d.to}` };
}
