// Reading the dev mailbox (issue 19 point 1) for /dev/postkasse (api-server/routes/dev-mailbox.ts).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';

export interface DevMailboxEntry {
  id: number;
  outboxId: number;
  to: string;
  subject: string;
  text: string;
  deliveredAt: Date;
  kind: string;
}

/** The newest `limit` delivered mails, newest first; only those to `to` when given. */
export async function listDevMailbox(db: Db, limit: number, to?: string): Promise<DevMailboxEntry[]> {
  return db
    .select({
      id: t.devMailbox.id,
      outboxId: t.devMailbox.outboxId,
      to: t.devMailbox.toAddress,
      subject: t.devMailbox.subject,
      text: t.devMailbox.textBody,
      deliveredAt: t.devMailbox.deliveredAt,
      kind: t.mailOutbox.kind,
    })
    .from(t.devMailbox)
    .innerJoin(t.mailOutbox, eq(t.mailOutbox.id, t.devMailbox.outboxId))
    .where(to ? eq(t.devMailbox.toAddress, to) : undefined)
    .orderBy(desc(t.devMailbox.deliveredAt), desc(t.devMailbox.id))
    .limit(limit);
}

/** The HTML part of one delivered mail, or null. */
export async function devMailHtml(db: Db, id: number): Promise<string | null> {
  // An id outside int4 names no row; asking PostgreSQL would be a 500 (out of range), not a 404.
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.select({ html: t.devMailbox.htmlBody }).from(t.devMailbox).where(eq(t.devMailbox.id, id));
  return row?.html ?? null;
}
