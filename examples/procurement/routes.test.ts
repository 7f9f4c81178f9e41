import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseCxml } from './requisition.js';
import { procurementRoutes } from './routes.js';

const ORIGIN = 'http://127.0.0.1:3000';

interface Sent { url: string; body: string; type: string }

function setup(answer: (body: string) => { status: number; xml: string }) {
  const sent: Sent[] = [];
  const app = new Hono();
  app.route('/indkoebssystem', procurementRoutes({
    password: 'demo1234',
    now: () => new Date('2026-11-26T13:00:00Z'),
    fetch: async (url, init) => {
      const body = String(init.body);
      sent.push({ url, body, type: new Headers(init.headers).get('Content-Type') ?? '' });
      const { status, xml } = answer(body);
      return new Response(xml, { status, headers: { 'Content-Type': 'text/xml' } });
    },
  }));
  const post = (path: string, fields: [string, string][]) => app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const page = async () => (await app.request(`${ORIGIN}/indkoebssystem`)).text();
  return { app, sent, post, page };
}

const OK = (token: string) => ({
  status: 200,
  xml: `<cXML><Response><Status code="200" text="OK"/><PunchOutSetupResponse><StartPage><URL>${ORIGIN}/api/punchout/cxml/start/${token}</URL></StartPage></PunchOutSetupResponse></Response></cXML>`,
});

function orderMessage(cookie: string, items: string, total: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><cXML payloadID="m" timestamp="t" xml:lang="da"><Header/><Message><PunchOutOrderMessage>
<BuyerCookie>${cookie}</BuyerCookie><PunchOutOrderMessageHeader operationAllowed="edit"><Total><Money currency="DKK">${total}</Money></Total></PunchOutOrderMessageHeader>
${items}</PunchOutOrderMessage></Message></cXML>`;
}

const ITEM = `<ItemIn quantity="2.5"><ItemID><SupplierPartID>0200123</SupplierPartID></ItemID><ItemDetail>
<UnitPrice><Money currency="DKK">15.95</Money></UnitPrice><Description xml:lang="da">Bananer</Description><UnitOfMeasure>KGM</UnitOfMeasure></ItemDetail></ItemIn>`;

describe('/indkoebssystem', () => {
  it('GET shows the page with the OCI form pointing at this origin', async () => {
    const { app } = setup(() => OK('t'));
    const res = await app.request(`${ORIGIN}/indkoebssystem`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(`action="${ORIGIN}/api/punchoutlogin"`);
    expect(html).toContain(`name="HOOK_URL" value="${ORIGIN}/indkoebssystem/retur"`);
  });

  it('POST /retur with OCI fields stores a requisition (newest first) and answers 303 to the page', async () => {
    const { post, page } = setup(() => OK('t'));
    const first = await post('/indkoebssystem/retur', [
      ['NEW_ITEM-DESCRIPTION[1]', 'Bananer'], ['NEW_ITEM-QUANTITY[1]', '2.5'], ['NEW_ITEM-UNIT[1]', 'KGM'],
      ['NEW_ITEM-PRICE[1]', '15.95'], ['NEW_ITEM-PRICEUNIT[1]', '1'], ['NEW_ITEM-CURRENCY[1]', 'DKK'], ['NEW_ITEM-VENDORMAT[1]', '0200123'],
    ]);
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe('/indkoebssystem');
    await post('/indkoebssystem/retur', [['~OkCode', 'ADDI']]);
    const html = await page();
    expect(html.indexOf('Rekvisition 2 (OCI)')).toBeLessThan(html.indexOf('Rekvisition 1 (OCI)'));
    expect(html).toContain('Tom indkøbskurv (annulleret)');
    expect(html).toContain('data-product-id="0200123" data-quantity="2.5" data-unit="KGM" data-unit-price="15.95" data-line-total-ore="3988"');
    expect(html).toContain('Total: 39,88 DKK');
  });

  it('a broken transfer is shown as an error (400), nothing stored', async () => {
    const { post } = setup(() => OK('t'));
    const res = await post('/indkoebssystem/retur', [['cxml-urlencoded', '<!DOCTYPE x><cXML/>']]);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Butikkens overførsel kunne ikke læses');
    expect(html).toContain('Ingen rekvisitioner endnu');
  });

  it('cXML: start posts a setup request to the shop and 303s to its StartPage; the message comes back; Redigér sends ItemOut', async () => {
    const { sent, post, page } = setup(() => OK('tok1'));
    const start = await post('/indkoebssystem/cxml/start', [['operation', 'create']]);
    expect(start.status).toBe(303);
    expect(start.headers.get('Location')).toBe(`${ORIGIN}/api/punchout/cxml/start/tok1`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${ORIGIN}/api/punchout/cxml/setup`);
    expect(sent[0]!.type).toMatch(/^text\/xml/);
    const request = (parseCxml(sent[0]!.body) as { Request: { PunchOutSetupRequest: Record<string, unknown> } }).Request.PunchOutSetupRequest;
    expect(request['@_operation']).toBe('create');
    expect(request.BrowserFormPost).toEqual({ URL: `${ORIGIN}/indkoebssystem/retur` });
    const cookie = String(request.BuyerCookie);

    const back = await post('/indkoebssystem/retur', [['cxml-urlencoded', orderMessage(cookie, ITEM, '39.88')]]);
    expect(back.status).toBe(303);
    const html = await page();
    expect(html).toContain('Rekvisition 1 (cXML)');
    expect(html).toContain(`BuyerCookie ${cookie}`);
    expect(html).not.toContain('(ukendt)');
    expect(html).toContain('Total: 39,88 DKK');

    const edit = await post('/indkoebssystem/cxml/start', [['operation', 'edit'], ['requisition', '1']]);
    expect(edit.status).toBe(303);
    const editRequest = (parseCxml(sent[1]!.body) as { Request: { PunchOutSetupRequest: Record<string, unknown> } }).Request.PunchOutSetupRequest;
    expect(editRequest['@_operation']).toBe('edit');
    expect(editRequest.ItemOut).toEqual([expect.objectContaining({ '@_quantity': '2.5', ItemID: { SupplierPartID: '0200123' } })]);
    expect(editRequest.BuyerCookie).not.toBe(cookie);
  });

  it('cXML: the shop refusing shows its Status; an unknown requisition or operation is a 400', async () => {
    const { post } = setup(() => ({ status: 401, xml: '<cXML><Response><Status code="401" text="Unauthorized">Ukendt afsender</Status></Response></cXML>' }));
    const res = await post('/indkoebssystem/cxml/start', [['operation', 'create']]);
    expect(res.status).toBe(502);
    const html = await res.text();
    expect(html).toContain('cXML Status 401: Unauthorized');
    expect(html).toContain('Ukendt afsender');
    expect((await post('/indkoebssystem/cxml/start', [['operation', 'edit'], ['requisition', '99']])).status).toBe(400);
    expect((await post('/indkoebssystem/cxml/start', [['operation', 'delete']])).status).toBe(400);
  });
});
