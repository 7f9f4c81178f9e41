// Issue 17 §2 (spec §7 POST /api/mail/sendnotification): the mail to the lead's sales address that a
// kitchen booked a demo, and the short confirmation to the booker. Customer and department come from the
// session, never from the request body; name, e-mail and phone are what the booker typed.
import type { SiteVariant } from '../../../core/schemas/user.js';
import { daLeads } from '../../../core/texts/da-leads.js';
import { renderMail } from '../layout.js';
import type { OutgoingMail } from '../outbox.js';

export interface LeadBookingMailData {
  bookingId: number;
  site: SiteVariant;
  leadTitle: string;
  /** The lead's sales address, lower-cased. */
  salesEmail: string;
  /** The session's login: its name and address. */
  userName: string;
  userEmail: string;
  customerNo: string;
  departmentCode: string;
  departmentName: string;
  /** What the booker typed in the form. */
  name: string;
  email: string;
  phone: string;
}

export function leadBookingSalesMail(d: LeadBookingMailData): OutgoingMail {
  const t = daLeads;
  const rendered = renderMail({
    site: d.site,
    subject: t.mailSalesSubject(d.leadTitle, d.departmentName),
    heading: t.mailSalesHeading,
    blocks: [
      { kind: 'paragraph', text: t.mailSalesIntro(d.userName, d.leadTitle) },
      {
        kind: 'facts',
        items: [
          [t.mailDemo, d.leadTitle],
          [t.mailCustomer, d.customerNo],
          [t.mailDepartment, `${d.departmentName} (${d.departmentCode})`],
          [t.mailBookedBy, `${d.userName} <${d.userEmail}>`],
          [t.mailName, d.name],
          [t.mailEmail, d.email],
          [t.mailPhone, d.phone],
        ],
      },
    ],
    footnote: t.mailSalesFootnote,
  });
  return { ...rendered, kind: 'lead-booking', to: d.salesEmail, dedupeKey: `lead-booking:${d.bookingId}` };
}

export function leadBookingConfirmationMail(d: LeadBookingMailData): OutgoingMail {
  const t = daLeads;
  const rendered = renderMail({
    site: d.site,
    subject: t.mailConfirmSubject(d.leadTitle),
    heading: t.mailConfirmHeading,
    blocks: [
      { kind: 'paragraph', text: t.mailConfirmIntro(d.leadTitle) },
      { kind: 'facts', items: [[t.mailDemo, d.leadTitle], [t.mailName, d.name], [t.mailEmail, d.email], [t.mailPhone, d.phone]] },
    ],
    footnote: t.mailConfirmFootnote,
  });
  return { ...rendered, kind: 'lead-booking-confirmation', to: d.email, dedupeKey: `lead-booking-confirmation:${d.bookingId}` };
}
