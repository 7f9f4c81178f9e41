// The lead generator 'Demoer i dit køkken' (issue 17 §2, docs/guides/cms-content.md §2): the active
// leads with `booked` for the session's user, and a booking — stored once per user and lead, with the
// mail to the lead's sales address and the confirmation to the booker in the same transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { Lead } from '../../core/schemas/leads.js';
import { daLeads } from '../../core/texts/da-leads.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { enqueueMail } from '../mail/outbox.js';
import { leadBookingConfirmationMail, leadBookingSalesMail } from '../mail/templates/lead-booking.js';

const activeLeadColumns = {
  id: t.leads.id,
  title: t.leads.title,
  text: t.leads.text,
  logo: t.leads.logo,
  buttonText: t.leads.buttonText,
};

/**
 * The active leads in their sort order. `userId` null (an anonymous visitor): every lead with booked
 * false — the widget shows them and invites to log in to book.
 */
export async function listLeads(db: Db, userId: number | null): Promise<Lead[]> {
  const rows = await db.select(activeLeadColumns).from(t.leads).where(eq(t.leads.active, true)).orderBy(asc(t.leads.sortOrder), asc(t.leads.id));
  if (userId === null || rows.length === 0) return rows.map((r) => ({ ...r, booked: false }));
  const booked = new Set((await db.select({ leadId: t.leadBookings.leadId }).from(t.leadBookings).where(eq(t.leadBookings.userId, userId))).map((r) => r.leadId));
  return rows.map((r) => ({ ...r, booked: booked.has(r.id) }));
}

export interface LeadBookingInput {
  leadId: number;
  /** Already checked with core/rules/lead-form.ts and normalised. */
  name: string;
  email: string;
  phone: string;
}

/**
 * Books a demo for the session's user: 404 for an unknown or inactive lead, 409 when this user has
 * booked it before (nothing changes; the unique index decides a race). Customer and department are the
 * session's. The sales mail and the confirmation are enqueued in the same transaction.
 */
export async function bookLead(db: Db, auth: AuthContext, input: LeadBookingInput, now: Date): Promise<Lead> {
  if (auth.user.isPunchOut || auth.punchOut) throw new ApiFailure(403, 'PunchOut', daLeads.punchOut);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ ...activeLeadColumns, salesEmail: t.leads.salesEmail })
      .from(t.leads)
      .where(and(eq(t.leads.id, input.leadId), eq(t.leads.active, true)));
    if (!lead) throw new ApiFailure(404, 'NotFound', daLeads.notFound);
    const [row] = await tx
      .insert(t.leadBookings)
      .values({ leadId: lead.id, userId: auth.user.id, departmentCode: auth.department.code, name: input.name, email: input.email, phone: input.phone, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: t.leadBookings.id });
    if (!row) throw new ApiFailure(409, 'AlreadyBooked', daLeads.alreadyBooked);
    const data = {
      bookingId: row.id,
      site: auth.department.siteVariant,
      leadTitle: lead.title,
      salesEmail: lead.salesEmail.toLowerCase(),
      userName: auth.user.name,
      userEmail: auth.user.email,
      customerNo: auth.department.customerNo,
      departmentCode: auth.department.code,
      departmentName: auth.department.name,
      name: input.name,
      email: input.email,
      phone: input.phone,
    };
    await enqueueMail(tx, leadBookingSalesMail(data));
    await enqueueMail(tx, leadBookingConfirmationMail(data));
    const { salesEmail: _sales, ...shown } = lead;
    return { ...shown, booked: true };
  });
}
