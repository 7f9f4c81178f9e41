// Issue 19 point 3: the new colleague's welcome mail after an admin approved the login, with the
// one-time link (a 'welcome' password token, 7 days) to the set-password page.
import type { SiteVariant } from '../../../core/schemas/user.js';
import { daUsernamesMail } from '../../../core/texts/da-usernames-mail.js';
import { renderMail } from '../layout.js';
import type { OutgoingMail } from '../outbox.js';

export interface UsernameApprovedMailData {
  /** The new colleague's address, lower-cased: also the username. */
  to: string;
  site: SiteVariant;
  name: string;
  departmentName: string;
  /** passwordLink(mailLinkOrigin(config), token). */
  link: string;
}

export function usernameApprovedMail(d: UsernameApprovedMailData): OutgoingMail {
  const t = daUsernamesMail.approved;
  const rendered = renderMail({
    site: d.site,
    subject: t.subject,
    heading: t.heading(d.name),
    blocks: [
      { kind: 'paragraph', text: t.intro(d.departmentName) },
      { kind: 'facts', items: [[t.username, d.to]] },
      { kind: 'action', label: t.action, url: d.link },
      { kind: 'paragraph', text: t.validity },
    ],
    footnote: t.footnote,
  });
  return { ...rendered, kind: 'username-approved', to: d.to };
}
