// The department's notes for the driver (issue 22 point 6; spec §7 driverset, driversget;
// docs/decisions/017-new-site-handover.md). One row per department; every query keyed by the session's
// department, so another department's notes can be neither read nor changed.
import { eq } from 'drizzle-orm';
import type { DriverNotes } from '../../core/schemas/driver-notes.js';
import type { DriverNotesFields } from '../../core/rules/driver-notes.js';
import * as t from '../db/schema.js';
import type { Db } from '../db/open.js';

export async function readDriverNotes(db: Db, departmentCode: string, canEdit: boolean): Promise<DriverNotes> {
  const [row] = await db
    .select({ notes: t.departmentDriverNotes, updatedByName: t.users.name })
    .from(t.departmentDriverNotes)
    .leftJoin(t.users, eq(t.users.id, t.departmentDriverNotes.updatedBy))
    .where(eq(t.departmentDriverNotes.departmentCode, departmentCode));
  if (!row) return { doorCode: '', dropLocation: '', contactPhone: '', note: '', updatedAt: null, updatedByName: null, canEdit };
  const n = row.notes;
  return {
    doorCode: n.doorCode,
    dropLocation: n.dropLocation,
    contactPhone: n.contactPhone,
    note: n.note,
    updatedAt: n.updatedAt.toISOString(),
    updatedByName: row.updatedByName ?? null,
    canEdit,
  };
}

/** Upsert: the whole set of notes, stamped with who and when. */
export async function writeDriverNotes(db: Db, departmentCode: string, fields: DriverNotesFields, userId: number, now: Date): Promise<void> {
  const values = { ...fields, updatedAt: now, updatedBy: userId };
  await db
    .insert(t.departmentDriverNotes)
    .values({ departmentCode, ...values })
    .onConflictDoUpdate({ target: t.departmentDriverNotes.departmentCode, set: values });
}
