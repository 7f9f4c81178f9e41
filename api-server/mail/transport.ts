// The two places a mail can go (issue 19 point 1), behind the worker's MailTransport interface:
//  - SMTP with nodemailer when SMTP_URL is set (smtp://user:pass@host:587, smtps://… for TLS on connect);
//  - the dev mailbox table otherwise (the embedded default: `npm start` works with nothing set up, and
//    /dev/postkasse shows what was "sent").
import nodemailer from 'nodemailer';
import * as t from '../db/schema.js';
import { messageIdOf, type MailTransport } from './worker.js';

export const DEFAULT_MAIL_FROM = 'Grossisten <noreply@grossisten.dk>';

/** The domain of a from address ("Name <user@host>" or "user@host"): the Message-ID's host part. */
export function hostOfAddress(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match ? match[1]!.toLowerCase() : 'localhost';
}

export interface SmtpTransportOptions {
  /** SMTP_URL. */
  url: string;
  /** MAIL_FROM (default DEFAULT_MAIL_FROM). */
  from?: string;
}

/**
 * Nodemailer over SMTP. One connection per mail (the worker sends a batch in parallel); timeouts keep a
 * send well inside the worker's lease (worker.ts DEFAULT_LEASE_MS, 5 minutes). The Message-ID is the
 * outbox row's, so a resend after a crash is recognisable as the same mail.
 */
export function smtpTransport(options: SmtpTransportOptions): MailTransport {
  const from = options.from?.trim() || DEFAULT_MAIL_FROM;
  const host = hostOfAddress(from);
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'smtp',
    async deliver(mail) {
      try {
        await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdOf(mail.id, host),
          headers: { 'X-Mail-Kind': mail.kind },
        });
      } catch (err) {
        // 5xx: the server refused for good (no such mailbox, …); retrying only repeats the refusal.
        const code = (err as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600) Object.assign(err as object, { permanent: true });
        throw err;
      }
      return 'delivered';
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * The dev mailbox: the mailbox row and the outbox row's `sent_at` are written in ONE transaction, so a
 * mail lands there exactly once (and the unique outbox_id makes a second insert a no-op regardless).
 */
export function devMailboxTransport(): MailTransport {
  return {
    name: 'dev-mailbox',
    async deliver(mail, ctx) {
      return ctx.db.transaction(async (tx) => {
        if (!(await ctx.markSent(tx))) return 'lost';
        await tx
          .insert(t.devMailbox)
          .values({ outboxId: mail.id, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
          .onConflictDoNothing({ target: t.devMailbox.outboxId });
        return 'marked';
      });
    },
  };
}

/** SMTP when SMTP_URL is set, else the dev mailbox. */
export function mailTransportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport {
  const url = env.SMTP_URL?.trim();
  return url ? smtpTransport({ url, from: env.MAIL_FROM }) : devMailboxTransport();
}
