// Mails in browser journeys (issue 19 point 1): what the real SMTP server started by global-setup.ts
// received from the shop (`npm start` with SMTP_URL), read with mailparser. A journey that makes the
// shop send a mail waits for it here and follows its links like a user would.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { inject } from 'vitest';

export interface ReceivedMail {
  /** The recipient's address, lower-case. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL in the text part, in order. */
  links: string[];
}

interface Stored extends ReceivedMail {
  /** All recipients, lower-case. */
  recipients: string[];
  /** When the SMTP server stored it (the file name's prefix), ms. */
  receivedAt: number;
}

const URLS = /https?:\/\/[^\s<>"']+/g;

/** http(s) URLs in a text; trailing punctuation of the sentence is not part of the link. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(URLS)].map((m) => m[0].replace(/[.,;:!?)\]]+$/, ''));
}

/** Parsed files, by file name: each .eml is parsed once per test file. */
const parsed = new Map<string, Stored>();

async function parseFile(dir: string, name: string): Promise<Stored> {
  const known = parsed.get(name);
  if (known) return known;
  const mail = await simpleParser(await readFile(join(dir, name)));
  const addresses = [mail.to ?? []].flat().flatMap((a) => a.value).map((a) => (a.address ?? '').toLowerCase());
  const text = mail.text ?? '';
  const stored: Stored = {
    to: addresses[0] ?? '',
    recipients: addresses,
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    links: linksIn(text),
    receivedAt: Number(name.split('-')[0]),
  };
  parsed.set(name, stored);
  return stored;
}

/**
 * The newest mail to `to` (case-insensitive) whose subject matches and that arrived at or after
 * `after`, waiting up to `timeoutMs` for it. Throws a clear error when none comes, and at once when
 * this run receives no mail (E2E_BASE_URL: the external server's mails go to its own SMTP_URL).
 */
export async function waitForMail(
  to: string,
  match: { subject?: RegExp; after?: Date } = {},
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const dir = inject('mailDir');
  if (!dir) {
    throw new Error(
      'waitForMail: this run receives no mail. With E2E_BASE_URL the shop under test sends its mails to its own ' +
        'SMTP_URL (or shows them at /dev/postkasse without one); run the browser suite without E2E_BASE_URL.',
    );
  }
  const wanted = to.trim().toLowerCase();
  const after = match.after?.getTime() ?? -Infinity;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
    const mails = await Promise.all(names.map((n) => parseFile(dir, n)));
    const toThem = mails.filter((m) => m.recipients.includes(wanted));
    const hits = toThem.filter((m) => m.receivedAt >= after && (!match.subject || m.subject.search(match.subject) !== -1));
    const newest = hits.at(-1);
    if (newest) {
      const { to: address, subject, text, html, links } = newest;
      return { to: address, subject, text, html, links };
    }
    if (Date.now() >= deadline) {
      const seen = toThem.map((m) => `  ${new Date(m.receivedAt).toISOString()} "${m.subject}"`).join('\n') || '  (none)';
      throw new Error(
        `waitForMail: no mail to ${wanted}${match.subject ? ` with subject ${match.subject}` : ''}` +
          `${match.after ? ` after ${match.after.toISOString()}` : ''} within ${timeoutMs} ms. ` +
          `Mails to ${wanted} so far:\n${seen}\n(${mails.length} mails received in all)`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
