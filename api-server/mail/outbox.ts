// Enqueueing a mail (issue 19 point 1, docs/guides/accounts-and-mail.md): every mail goes through the
// outbox table, written with the handle of the transaction that caused it, so a rolled-back change sends
// nothing and a committed one always sends. The worker (worker.ts) delivers it later.
import * as t from '../db/schema.js';
import type { DbOrTx } from '../db/tx.js';
import type { RenderedMail } from './layout.js';

export interface OutgoingMail extends RenderedMail {
  /** What the mail is ('password-reset', 'order-confirmation', …). */
  kind: string;
  /** One address, already validated and lower-cased by the caller. */
  to: string;
  /** At most one mail per key, ever: a repeated enqueue with the same key does nothing. */
  dedupeKey?: string;
}

/** Writes the mail to the outbox; returns its id, or null when its dedupe key was already used. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number | null> {
  const rows = await db
    .insert(t.mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: t.mailOutbox.id });
  return rows[0]?.id ?? null;
}
