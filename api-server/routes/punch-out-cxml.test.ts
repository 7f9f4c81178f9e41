// cXML punch-out through the app against the seeded database (issue 16 §2).
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { punchOutUnitCode } from '../../core/rules/punch-out-units.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import * as t from '../db/schema.js';
import { setupRequestXml, XXE_SETUP_REQUEST, type SetupRequestOptions } from '../test-support/cxml-documents.js';
import { findOrderable } from '../test-support/fixtures.js';
import { createTestContext, sessionCookieOf, type TestContext } from '../test-support/test-app.js';

const PUNCH_OUT_DEPARTMENT = '5001';
const reader = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.db.delete(t.punchOutStartTokens);
});

function postSetup(body: string, type = 'text/xml; charset=utf-8') {
  return Promise.resolve(ctx.app.request('/api/punchout/cxml/setup', { method: 'POST', headers: { 'Content-Type': type }, body }));
}

async function setup(options: SetupRequestOptions = {}) {
  const res = await postSetup(setupRequestXml(options));
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const doc = reader.parse(text) as any;
  return { res, text, status: doc?.cXML?.Response?.Status as Record<string, string> | undefined, startPage: doc?.cXML?.Response?.PunchOutSetupResponse?.StartPage?.URL as string | undefined };
}

function start(url: string, headers: Record<string, string> = {}) {
  return Promise.resolve(ctx.app.request(new URL(url).pathname, { headers }));
}

const tokenCount = async () => (await ctx.db.select().from(t.punchOutStartTokens)).length;

describe('POST /api/punchout/cxml/setup', () => {
  it('answers a PunchOutSetupResponse whose StartPage works once: a punch-out session, 303 to /soeg', async () => {
    const { res, status, startPage, text } = await setup();
    expect(res.status, text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(status).toMatchObject({ '@_code': '200', '@_text': 'OK' });
    expect(startPage).toMatch(/^http:\/\/localhost\/api\/punchout\/cxml\/start\/[A-Za-z0-9_-]{43}$/);
    // Only the token's SHA-256 is stored.
    const [row] = await ctx.db.select().from(t.punchOutStartTokens);
    expect(row!.id).not.toBe(startPage!.split('/').pop());
    expect(row!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(5 * 60_000);

    const first = await start(startPage!);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/soeg');
    const cookie = sessionCookieOf(first);
    expect(cookie).not.toBeNull();
    expect(first.headers.get('set-cookie')).toContain('shop_catalogue_dirty=1');
    const profile = await (await ctx.post('/api/profile/profileinfo', {}, cookie!)).json() as { punchOut: unknown };
    expect(profile.punchOut).toEqual({ protocol: 'cxml', operation: 'create' });
    const [session] = await ctx.db.select().from(t.punchOutSessions).where(eq(t.punchOutSessions.buyerCookie, 'c0ffee-0012'));
    expect(session).toMatchObject({ protocol: 'cxml', operation: 'create', returnUrl: 'https://srm.kommune.dk/punchout/return?x=1&y=2' });

    const second = await start(startPage!, { Accept: 'text/html' });
    expect(second.status).toBe(410);
    expect(second.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await second.text()).toContain(daPunchOut.startLinkInvalid);
    expect(sessionCookieOf(second)).toBeNull();
    const third = await start(startPage!);
    expect(third.status).toBe(410);
    expect(await third.json()).toMatchObject({ error: 'StartLinkInvalid', message: daPunchOut.startLinkInvalid });
  });

  it('two browsers racing with one StartPage: exactly one gets the session', async () => {
    const { startPage } = await setup();
    const answers = await Promise.all([start(startPage!), start(startPage!), start(startPage!)]);
    expect(answers.map((r) => r.status).sort()).toEqual([303, 410, 410]);
  });

  it('a StartPage expires after 5 minutes', async () => {
    const { startPage } = await setup();
    const before = ctx.clock.now();
    try {
      ctx.clock.set(new Date(before.getTime() + 5 * 60_000));
      const res = await start(startPage!);
      expect(res.status).toBe(410);
      expect(sessionCookieOf(res)).toBeNull();
    } finally {
      ctx.clock.set(before);
    }
  });

  it('still works just before the 5 minutes are up', async () => {
    const { startPage } = await setup();
    const before = ctx.clock.now();
    try {
      ctx.clock.set(new Date(before.getTime() + 5 * 60_000 - 1000));
      expect((await start(startPage!)).status).toBe(303);
    } finally {
      ctx.clock.set(before);
    }
  });

  it('a wrong shared secret answers cXML Status 401 and stores nothing', async () => {
    const { res, status, startPage } = await setup({ secret: 'forkert' });
    expect(res.status).toBe(401);
    expect(status).toMatchObject({ '@_code': '401', '@_text': 'Unauthorized', '#text': daPunchOut.cxmlUnauthorized });
    expect(startPage).toBeUndefined();
    expect(await tokenCount()).toBe(0);
  });

  it('an unknown sender identity answers cXML Status 401 and stores nothing', async () => {
    const { res, status } = await setup({ identity: 'ukendt-indkob' });
    expect(res.status).toBe(401);
    expect(status?.['@_code']).toBe('401');
    expect(await tokenCount()).toBe(0);
  });

  it('a buyer whose user is no longer a punch-out user answers 401', async () => {
    await ctx.db.update(t.users).set({ isPunchOut: false }).where(eq(t.users.email, 'indkob@kommune.dk'));
    try {
      const { res } = await setup();
      expect(res.status).toBe(401);
      expect(await tokenCount()).toBe(0);
    } finally {
      await ctx.db.update(t.users).set({ isPunchOut: true }).where(eq(t.users.email, 'indkob@kommune.dk'));
    }
  });

  it('an XXE payload (DOCTYPE with ENTITY SYSTEM file:///etc/passwd) answers 400 and stores nothing', async () => {
    const res = await postSetup(XXE_SETUP_REQUEST);
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).not.toContain('root:');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const doc = reader.parse(text) as any;
    expect(doc.cXML.Response.Status).toMatchObject({ '@_code': '400', '#text': daPunchOut.cxmlDeclarationRefused });
    expect(await tokenCount()).toBe(0);
  });

  it('a malformed document answers cXML 400', async () => {
    const res = await postSetup('<cXML><Request><PunchOutSetupRequest operation="create"></Request></cXML>', 'application/xml');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('code="400"');
    expect(await tokenCount()).toBe(0);
  });

  it('a BrowserFormPost that is not https answers cXML 400', async () => {
    const { res, status } = await setup({ url: 'http://srm.kommune.dk/return' });
    expect(res.status).toBe(400);
    expect(status).toMatchObject({ '@_code': '400', '#text': daPunchOut.cxmlReturnUrlRefused });
    expect(await tokenCount()).toBe(0);
  });

  it('a JSON body (or any type but XML) answers 415 JSON', async () => {
    const res = await postSetup(JSON.stringify({ cXML: {} }), 'application/json');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'UnsupportedMediaType', message: daPunchOut.cxmlNotXml });
    const plain = await postSetup(setupRequestXml(), 'text/plain');
    expect(plain.status).toBe(415);
    expect(await tokenCount()).toBe(0);
  });

  it('a body over the /api limit answers 413', async () => {
    const big = setupRequestXml({ buyerCookie: 'x'.repeat(300 * 1024) });
    const res = await postSetup(big);
    expect(res.status).toBe(413);
    expect(await tokenCount()).toBe(0);
  });

  it('other POSTs keep the JSON-only rule', async () => {
    const res = await ctx.app.request('/api/punchout/cxml/start/abc', { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: '<a/>' });
    expect(res.status).toBe(415);
  });

  it('edit re-opens the ItemOut lines in the basket, skipping lines that are not ours', async () => {
    const product = await findOrderable(ctx.db, PUNCH_OUT_DEPARTMENT, { weighed: false });
    const { startPage, res } = await setup({
      operation: 'edit',
      items: [
        { quantity: '3', supplierPartId: product.id, unitOfMeasure: punchOutUnitCode(product.unit) },
        { quantity: '1', supplierPartId: '999999999', unitOfMeasure: 'EA' },
        { quantity: '2', supplierPartId: product.id, unitOfMeasure: 'XYZ' },
      ],
    });
    expect(res.status).toBe(200);
    const opened = await start(startPage!);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/kurv');
    const cookie = sessionCookieOf(opened)!;
    const profile = await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json() as { punchOut: unknown };
    expect(profile.punchOut).toEqual({ protocol: 'cxml', operation: 'edit' });
    const basket = await (await ctx.get('/api/order/revieworder', cookie)).json() as { lines: { productId: string; unit: string; amount: number }[] };
    expect(basket.lines.map((l) => ({ productId: l.productId, unit: l.unit, amount: l.amount }))).toEqual([{ productId: product.id, unit: product.unit, amount: 3 }]);
  });

  it('inspect gives a punch-out session with operation inspect', async () => {
    const product = await findOrderable(ctx.db, PUNCH_OUT_DEPARTMENT, { weighed: false });
    const { startPage } = await setup({ operation: 'inspect', items: [{ quantity: '1', supplierPartId: product.id, unitOfMeasure: punchOutUnitCode(product.unit) }] });
    const opened = await start(startPage!);
    expect(opened.headers.get('location')).toBe('/kurv');
    const cookie = sessionCookieOf(opened)!;
    const profile = await (await ctx.post('/api/profile/profileinfo', {}, cookie)).json() as { punchOut: unknown };
    expect(profile.punchOut).toEqual({ protocol: 'cxml', operation: 'inspect' });
    const basket = await (await ctx.get('/api/order/revieworder', cookie)).json() as { lines: { lineNo: number; unit: string }[]; deliveryDate: string };
    expect(basket.lines).toHaveLength(1);
    // Read-only on the server too: every change to the basket is refused, and nothing changes.
    const attempts = [
      await ctx.post('/api/order/addtoorder', [{ origin: 1, productId: product.id, unit: product.unit, amount: 1, expiryProduct: false }], cookie),
      await ctx.send('PUT', '/api/order/updateorderline', { deliveryDate: basket.deliveryDate, lineNo: basket.lines[0]!.lineNo, amount: 5, unit: basket.lines[0]!.unit }, cookie),
      await ctx.post('/api/order/completepoorder', {}, cookie),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect((await res.json() as { error: string }).error).toBe('InspectReadOnly');
    }
    const after = await (await ctx.get('/api/order/revieworder', cookie)).json() as { lines: { amount: number }[] };
    expect(after.lines.map((l) => l.amount)).toEqual([1]);
  });

  it('a create after an edit starts from an empty basket', async () => {
    const { startPage } = await setup({ operation: 'create' });
    const cookie = sessionCookieOf(await start(startPage!))!;
    const basket = await (await ctx.get('/api/order/revieworder', cookie)).json() as { lines: unknown[] };
    expect(basket.lines).toEqual([]);
  });

  it('the StartPage uses the configured public origin', async () => {
    const other = await createTestContext({ config: { publicOrigin: 'https://shop.example.dk' } });
    try {
      const res = await other.app.request('/api/punchout/cxml/setup', { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: setupRequestXml() });
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/<URL>https:\/\/shop\.example\.dk\/api\/punchout\/cxml\/start\/[A-Za-z0-9_-]+<\/URL>/);
    } finally {
      await other.close();
    }
  });

  it('an unknown or malformed token answers 4xx JSON and starts nothing', async () => {
    expect((await ctx.get('/api/punchout/cxml/start/abcdef')).status).toBe(410);
    const malformed = await ctx.get('/api/punchout/cxml/start/%3Cscript%3E');
    expect(malformed.status).toBe(400);
  });
});
