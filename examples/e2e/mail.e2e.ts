// The browser suite's mail setup (issue 19 point 1): the shop under test sends over SMTP to the real
// SMTP server global-setup.ts started (so it has no dev mailbox), and waitForMail (mail.ts) finds the
// newest matching message and its links. The other journeys (password reset, order confirmation, …)
// wait for the mails the shop itself sends; the worker's SMTP path is proven in api-server/mail/.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl } from './browser';
import { waitForMail } from './mail';

/** Drops a message into the mail directory the way the SMTP server stores one. */
async function deliver(at: number, to: string, subject: string, text: string): Promise<void> {
  const raw = await new MailComposer({ from: 'Grossisten <noreply@grossisten.dk>', to, subject, text, html: `<p>${subject}</p>` }).compile().build();
  await writeFile(join(inject('mailDir'), `${at}-${Math.random().toString(16).slice(2, 10)}.eml`), raw);
}

describe('mail in the browser suite', () => {
  it('the shop sends over SMTP: no dev mailbox; against E2E_BASE_URL waitForMail says there is no mail', async () => {
    if (!inject('mailDir')) {
      await expect(waitForMail('kok@kantinen.dk')).rejects.toThrow(/E2E_BASE_URL/);
      return;
    }
    const res = await fetch(`${baseUrl()}/dev/postkasse`);
    expect(res.status).toBe(404);
  });

  it('waitForMail returns the newest matching mail with its links, and says clearly when none comes', async () => {
    if (!inject('mailDir')) return; // an external server: no mail directory to drop into (checked above)
    const started = new Date();
    await deliver(started.getTime() + 1, 'Test.Modtager@Kunde.dk', 'Nulstil din adgangskode', 'Første: http://127.0.0.1:1/a?x=1.');
    await deliver(started.getTime() + 2, 'test.modtager@kunde.dk', 'Nulstil din adgangskode', 'Åbn https://shop.example.dk/nulstil-adgangskode?token=æøå-2 nu');
    await deliver(started.getTime() + 3, 'test.modtager@kunde.dk', 'Ordrebekræftelse', 'Tak');

    const mail = await waitForMail('TEST.modtager@kunde.dk', { subject: /adgangskode/, after: started });
    expect(mail.to).toBe('test.modtager@kunde.dk');
    expect(mail.subject).toBe('Nulstil din adgangskode');
    expect(mail.links).toEqual(['https://shop.example.dk/nulstil-adgangskode?token=æøå-2']);
    expect(mail.html).toContain('<p>Nulstil din adgangskode</p>');
    expect((await waitForMail('test.modtager@kunde.dk', { after: started })).subject).toBe('Ordrebekræftelse');

    await expect(waitForMail('test.modtager@kunde.dk', { subject: /findes ikke/ }, 500)).rejects.toThrow(/no mail to test\.modtager@kunde\.dk with subject \/findes ikke\/ within 500 ms/);
  });
});
