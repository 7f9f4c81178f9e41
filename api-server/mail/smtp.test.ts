// The SMTP round trip (issue 19 point 1): the worker sends through nodemailer to a real SMTP server in
// this process, and mailparser reads what arrived: subject, text, HTML, Danish letters, Message-ID.
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema.js';
import { TestClock } from '../domain/clock.js';
import { createTestDb, type TestDb } from '../test-support/test-db.js';
import { startSmtpSink, type SmtpSink } from '../../examples/e2e/smtp-sink.js';
import { renderMail } from './layout.js';
import { enqueueMail } from './outbox.js';
import { hostOfAddress, smtpTransport } from './transport.js';
import { startMailWorker } from './worker.js';

let testDb: TestDb;
let sink: SmtpSink;
beforeAll(async () => {
  testDb = await createTestDb({ empty: true });
  sink = await startSmtpSink({
    refuse: (rcpt) => rcpt === 'findes.ikke@kunde.dk'
      ? { code: 550, message: 'No such user' }
      : rcpt === 'fuld@kunde.dk' ? { code: 452, message: 'Mailbox full, try later' } : null,
  });
});
afterAll(async () => {
  await sink.close();
  await testDb.close();
});

const clock = () => new TestClock(new Date(Date.now() + 1_000));

describe('SMTP transport', () => {
  it('delivers subject, text and HTML with æøå intact and the outbox row\'s Message-ID', async () => {
    const rendered = renderMail({
      site: 'inco',
      subject: 'Bekræftelse: rødgrød med fløde',
      heading: 'Tak for din ordre, Søren',
      blocks: [
        { kind: 'paragraph', text: 'Æbler, øl og ål er på vej.' },
        { kind: 'action', label: 'Se ordren', url: 'http://localhost:3000/ordrer?nr=42' },
      ],
    });
    const id = (await enqueueMail(testDb.db, { kind: 'order-confirmation', to: 'kok@kunde.dk', ...rendered }))!;
    const transport = smtpTransport({ url: sink.url, from: 'Inco Webshop <ordre@inco.example.dk>' });
    const worker = startMailWorker({ db: testDb.db, clock: clock(), transport, intervalMs: 0, log: () => undefined });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    await transport.close?.();

    expect(sink.messages).toHaveLength(1);
    const parsed = await simpleParser(sink.messages[0]!);
    expect(parsed.subject).toBe('Bekræftelse: rødgrød med fløde');
    expect(parsed.text).toContain('Tak for din ordre, Søren');
    expect(parsed.text).toContain('Æbler, øl og ål er på vej.');
    expect(parsed.text).toContain('http://localhost:3000/ordrer?nr=42');
    expect(parsed.html).toContain('Æbler, øl og ål er på vej.');
    expect(parsed.html).toContain('Inco');
    expect(parsed.messageId).toBe(`<outbox-${id}@inco.example.dk>`);
    expect(parsed.headers.get('x-mail-kind')).toBe('order-confirmation');
    const to = parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : undefined;
    expect(to).toBe('kok@kunde.dk');
    const from = parsed.from?.value[0];
    expect(from).toEqual({ name: 'Inco Webshop', address: 'ordre@inco.example.dk' });
    const [row] = await testDb.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.id, id));
    expect(row!.sentAt).not.toBeNull();
  });

  it('gives up on a 5xx refusal at once and retries a 4xx later', async () => {
    const before = sink.messages.length;
    const plain = { subject: 'Hej', text: 'Hej', html: '<p>Hej</p>' };
    const gone = (await enqueueMail(testDb.db, { kind: 'test', to: 'findes.ikke@kunde.dk', ...plain }))!;
    const full = (await enqueueMail(testDb.db, { kind: 'test', to: 'fuld@kunde.dk', ...plain }))!;
    const transport = smtpTransport({ url: sink.url });
    const worker = startMailWorker({ db: testDb.db, clock: clock(), transport, intervalMs: 0, log: () => undefined, logError: () => undefined });
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    await transport.close?.();
    const rows = await testDb.db.select().from(t.mailOutbox);
    const goneRow = rows.find((r) => r.id === gone)!;
    const fullRow = rows.find((r) => r.id === full)!;
    expect(goneRow.failedAt).not.toBeNull();
    expect(goneRow.lastError).toContain('550');
    expect(fullRow.failedAt).toBeNull();
    expect(fullRow.attempts).toBe(1);
    expect(fullRow.lastError).toContain('452');
    expect(sink.messages.length).toBe(before);
  });

  it('takes the Message-ID host from the from address', () => {
    expect(hostOfAddress('Grossisten <noreply@grossisten.dk>')).toBe('grossisten.dk');
    expect(hostOfAddress('post@AB.example.DK')).toBe('ab.example.dk');
    expect(hostOfAddress('no address')).toBe('localhost');
  });
});
