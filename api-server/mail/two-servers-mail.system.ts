// Issue 19 point 1, done-criterion: "With two server processes on one PostgreSQL, each mail arrives
// exactly once." Two real server processes (api-server/main.ts) on one PostgreSQL cluster, both with the
// same SMTP_URL (a real SMTP server in this test process, slow enough that their sends overlap) and a
// 100 ms poll. 40 mails written straight into the outbox arrive once each, with their own Message-IDs.
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgCluster, type PgCluster } from '../test-support/pg-cluster.js';
import { startServer, type ServerProcess } from '../test-support/server-process.js';
import { startSmtpSink, type SmtpSink } from '../../examples/e2e/smtp-sink.js';

const MAILS = 40;

let cluster: PgCluster;
let sink: SmtpSink;
let servers: ServerProcess[] = [];
let sql: pg.Pool;

beforeAll(async () => {
  cluster = await createPgCluster();
  sink = await startSmtpSink({ delayMs: 60 });
  const env = { DATABASE_URL: cluster.url, SMTP_URL: sink.url, MAIL_POLL_MS: '100', MAIL_FROM: 'Grossisten <noreply@grossisten.dk>' };
  servers = await Promise.all([startServer(env), startServer(env)]);
  sql = new pg.Pool({ connectionString: cluster.url, max: 2 });
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill('SIGKILL')));
  await sql?.end();
  await sink?.close();
  cluster?.destroy();
});

const sentCount = (output: string) => [...output.matchAll(/Mails sendt: (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);

describe('two server processes share one outbox (issue 19 point 1)', () => {
  it('without the dev mailbox when SMTP is configured', async () => {
    for (const s of servers) expect((await fetch(`${s.origin}/dev/postkasse`)).status).toBe(404);
  });

  it('each mail arrives exactly once', async () => {
    const values = Array.from({ length: MAILS }, (_, i) => `('test', 'kunde${i}@kantinen.dk', 'Mail nr. ${i} – æøå', 'Tekst ${i}', '<p>HTML ${i}</p>')`);
    const { rows } = await sql.query<{ id: number }>(
      `insert into mail_outbox (kind, to_address, subject, text_body, html_body) values ${values.join(', ')} returning id`,
    );
    expect(rows).toHaveLength(MAILS);

    const deadline = Date.now() + 60_000;
    for (;;) {
      const open = await sql.query<{ n: string }>('select count(*) as n from mail_outbox where sent_at is null');
      if (Number(open.rows[0]!.n) === 0 && sink.messages.length >= MAILS) break;
      if (Date.now() > deadline) throw new Error(`not all mails sent: ${open.rows[0]!.n} open, ${sink.messages.length} arrived\n${servers.map((s) => s.output()).join('\n---\n')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Both keep polling: give a duplicate time to show up.
    await new Promise((r) => setTimeout(r, 1_500));

    expect(sink.messages).toHaveLength(MAILS);
    const parsed = await Promise.all(sink.messages.map((raw) => simpleParser(raw)));
    const ids = parsed.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(MAILS);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => `<outbox-${r.id}@grossisten.dk>`)));
    const subjects = parsed.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: MAILS }, (_, i) => `Mail nr. ${i} – æøå`).sort());

    const outbox = await sql.query<{ attempts: number; failed: boolean }>('select attempts, failed_at is not null as failed from mail_outbox');
    expect(outbox.rows.every((r) => r.attempts === 1 && !r.failed)).toBe(true);

    // Both processes took part, and together they report exactly the 40.
    const perServer = servers.map((s) => sentCount(s.output()));
    console.log(`two servers: ${MAILS} mails, sent ${perServer.join(' + ')} by the two processes, each once`);
    expect(perServer.reduce((a, b) => a + b, 0)).toBe(MAILS);
    expect(perServer.every((n) => n > 0)).toBe(true);
  });
});
