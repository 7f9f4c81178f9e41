// /dev/postkasse (issue 19 point 1): shown only without SMTP, newest first, text links clickable, the
// HTML part in a sandboxed frame with its own CSP, and nothing the page itself could run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../domain/clock.js';
import { renderMail } from '../mail/layout.js';
import { enqueueMail } from '../mail/outbox.js';
import { devMailboxTransport } from '../mail/transport.js';
import { startMailWorker } from '../mail/worker.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { createApp } from '../app.js';
import { linkifyText } from './dev-mailbox.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ empty: true, config: { devMailbox: true } });
  const first = renderMail({
    site: 'ab', subject: 'Første <mail>', heading: 'Hej',
    blocks: [{ kind: 'action', label: 'Vælg ny adgangskode', url: 'http://localhost:3000/nulstil-adgangskode?token=abc&x=1' }],
  });
  await enqueueMail(ctx.db, { kind: 'password-reset', to: 'glemt@kantinen.dk', ...first });
  const worker = startMailWorker({ db: ctx.db, clock: new TestClock(new Date(Date.now() + 1_000)), transport: devMailboxTransport(), intervalMs: 0, log: () => undefined });
  await worker.runOnce();
  await new Promise((r) => setTimeout(r, 5)); // a later delivery time for the second mail
  const second = renderMail({ site: 'inco', subject: 'Anden mail æøå', heading: 'Ordrebekræftelse', blocks: [{ kind: 'paragraph', text: '<script>alert(1)</script>' }] });
  await enqueueMail(ctx.db, { kind: 'order-confirmation', to: 'kok@tokunder.dk', ...second });
  await worker.runOnce();
  await worker.stop();
});
afterAll(async () => {
  await ctx.close();
});

describe('/dev/postkasse', () => {
  it('lists the delivered mails newest first, with subject, recipient, kind and clickable text links', async () => {
    const res = await ctx.get('/dev/postkasse');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('kun, fordi der ikke er sat en SMTP-server op');
    const articles = [...html.matchAll(/<article class="mail"[^>]*data-to="([^"]+)" data-kind="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(articles).toEqual([['kok@tokunder.dk', 'order-confirmation'], ['glemt@kantinen.dk', 'password-reset']]);
    expect(html).toContain('<h2 id="mail-1-subject">Første &lt;mail&gt;</h2>');
    expect(html).toContain('Anden mail æøå');
    expect(html).toContain('<a href="http://localhost:3000/nulstil-adgangskode?token=abc&amp;x=1">');
    // The mail's content is escaped in the page: nothing of it runs.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/<iframe src="\/dev\/postkasse\/1\.html" sandbox="[^"]*"/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('filters by recipient', async () => {
    const html = await (await ctx.get('/dev/postkasse?til=KOK@tokunder.dk')).text();
    expect(html).toContain('data-to="kok@tokunder.dk"');
    expect(html).not.toContain('data-to="glemt@kantinen.dk"');
  });

  it('bad input is no 500: a filter that is no address matches nothing, an id outside int4 is 404', async () => {
    for (const filter of ['%00', 'x%00y@kantinen.dk', 'ikke-en-adresse']) {
      const res = await ctx.get(`/dev/postkasse?til=${filter}`);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain('data-to=');
    }
    expect((await ctx.get('/dev/postkasse/99999999999.html')).status).toBe(404);
    expect((await ctx.get('/dev/postkasse/0.html')).status).toBe(404);
  });

  it('serves a mail\'s HTML part with a CSP of its own: inline styles, no script, sandboxed', async () => {
    const res = await ctx.get('/dev/postkasse/2.html');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
    const body = await res.text();
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('<base target="_blank">');
    expect((await ctx.get('/dev/postkasse/99.html')).status).toBe(404);
    expect((await ctx.get('/dev/postkasse/abc.html')).status).toBe(404);
  });

  it('serves its stylesheet (the site CSP allows no inline styles)', async () => {
    const res = await ctx.get('/dev/postkasse/postkasse.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/css');
  });

  it('does not exist when SMTP is configured', async () => {
    const app = createApp({ db: ctx.db, clock: ctx.clock, config: { devMailbox: false, logError: () => undefined } });
    expect((await app.request('/dev/postkasse')).status).toBe(404);
    expect((await app.request('/dev/postkasse/1.html')).status).toBe(404);
  });

  it('makes only http(s) links clickable and escapes the rest', () => {
    expect(linkifyText('Se https://a.dk/x?y=1&z=2. Og <b> javascript:alert(1)')).toBe(
      'Se <a href="https://a.dk/x?y=1&amp;z=2">https://a.dk/x?y=1&amp;z=2</a>. Og &lt;b&gt; javascript:alert(1)',
    );
  });
});
