// Issue 19 point 3: the requester learns that the admin rejected the login he asked for, so he is
// not left waiting (the issue leaves it open; docs/guides/accounts-and-mail.md "Usernames").
import type { SiteVariant } from '../../../core/schemas/user.js';
import { daUsernamesMail } from '../../../core/texts/da-usernames-mail.js';
import { renderMail } from '../layout.js';
import type { OutgoingMail } from '../outbox.js';

export interface UsernameRejectedMailData {
  requestId: number;
  /** The requester, lower-cased. */
  to: string;
  site: SiteVariant;
  colleagueName: string;
  colleagueEmail: string;
}

export function usernameRejectedMail(d: UsernameRejectedMailData): OutgoingMail {
  const t = daUsernamesMail.rejected;
  const rendered = renderMail({
    site: d.site,
    subject: t.subject(d.colleagueName),
    heading: t.heading,
    blocks: [
      { kind: 'paragraph', text: t.intro(d.colleagueName, d.colleagueEmail) },
      { kind: 'paragraph', text: t.contact },
    ],
    footnote: t.footnote,
  });
  return { ...rendered, kind: 'username-rejected', to: d.to, dedupeKey: `username-rejected:${d.requestId}` };
}
