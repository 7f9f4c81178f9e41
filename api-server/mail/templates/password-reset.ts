// The reset mail (issue 19 point 2): Danish, the department's site variant, the one-time link, how long
// it works and what to do if the recipient did not ask for it.
import type { SiteVariant } from '../../../core/schemas/user.js';
import { daPassword } from '../../../core/texts/da-password.js';
import { renderMail } from '../layout.js';
import type { OutgoingMail } from '../outbox.js';

export interface PasswordResetMailData {
  /** The account's address (lower-cased). */
  to: string;
  name: string;
  site: SiteVariant;
  /** passwordLink(mailLinkOrigin(config), token) */
  link: string;
  minutes: number;
}

export function passwordResetMail(data: PasswordResetMailData): OutgoingMail {
  const t = daPassword.mail;
  const rendered = renderMail({
    site: data.site,
    subject: t.subjectReset,
    heading: t.headingReset,
    blocks: [
      { kind: 'paragraph', text: t.greeting(data.name) },
      { kind: 'paragraph', text: t.bodyReset },
      { kind: 'action', label: t.action, url: data.link },
      { kind: 'paragraph', text: t.validity(data.minutes) },
      { kind: 'paragraph', text: t.ignore },
    ],
    footnote: t.footnote(data.to),
  });
  return { ...rendered, kind: 'password-reset', to: data.to };
}
