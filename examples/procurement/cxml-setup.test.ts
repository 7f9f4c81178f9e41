import { describe, expect, it } from 'vitest';
import { buildSetupRequest, readSetupResponse } from './cxml-setup.js';
import { parseCxml, type RequisitionLine } from './requisition.js';

// The parsed document, read loosely: the asserts say what is expected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const LINE: RequisitionLine = {
  productId: '0200123', description: 'Bananer & æbler', quantity: '2.5', unitCode: 'KGM', unitPrice: '15.95',
  priceUnit: '1', currency: 'DKK', lineTotalOre: 3988, materialGroup: '20', leadTime: '', longText: '',
};

const BASE = {
  buyerCookie: 'cookie-1',
  browserFormPost: 'http://127.0.0.1:3000/indkoebssystem/retur',
  setupUrl: 'http://127.0.0.1:3000/api/punchout/cxml/setup',
  payloadId: 'p1@indkoebssystem.example',
  timestamp: '2026-11-26T12:00:00.000Z',
};

describe('PunchOutSetupRequest', () => {
  it('create: credentials, BuyerCookie, BrowserFormPost, and the standard DOCTYPE as Ariba sends it', () => {
    const xml = buildSetupRequest({ ...BASE, operation: 'create' });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">\n<cXML')).toBe(true);
    expect(xml.match(/DOCTYPE/g)).toHaveLength(1);
    const root = parseCxml(xml) as Loose;
    expect(root['@_payloadID']).toBe('p1@indkoebssystem.example');
    expect(root.Header.From.Credential.Identity).toBe('kommune-indkob');
    expect(root.Header.Sender.Credential).toMatchObject({ '@_domain': 'NetworkID', Identity: 'kommune-indkob', SharedSecret: 'demo-cxml-hemmelighed' });
    const setup = root.Request.PunchOutSetupRequest;
    expect(setup['@_operation']).toBe('create');
    expect(setup.BuyerCookie).toBe('cookie-1');
    expect(setup.BrowserFormPost.URL).toBe(BASE.browserFormPost);
    expect(setup.SupplierSetup.URL).toBe(BASE.setupUrl);
    expect(setup.ItemOut).toBeUndefined();
  });

  it('edit: the requisition lines as ItemOut, text escaped', () => {
    const xml = buildSetupRequest({ ...BASE, operation: 'edit', items: [LINE, { ...LINE, productId: '0100001', quantity: '6', unitCode: 'EA', materialGroup: '' }] });
    expect(xml).toContain('Bananer &amp; æbler');
    const setup = (parseCxml(xml) as Loose).Request.PunchOutSetupRequest;
    expect(setup['@_operation']).toBe('edit');
    expect(setup.ItemOut).toHaveLength(2);
    expect(setup.ItemOut[0]).toMatchObject({
      '@_quantity': '2.5',
      ItemID: { SupplierPartID: '0200123' },
      ItemDetail: { UnitPrice: { Money: { '@_currency': 'DKK', '#text': '15.95' } }, UnitOfMeasure: 'KGM' },
    });
    expect(setup.ItemOut[1].ItemDetail.Classification).toBeUndefined();
  });
});

describe('PunchOutSetupResponse', () => {
  it('reads StartPage/URL from a 200', () => {
    const xml = `<?xml version="1.0"?><cXML payloadID="x" timestamp="t"><Response><Status code="200" text="OK"/>
      <PunchOutSetupResponse><StartPage><URL>http://127.0.0.1:3000/api/punchout/cxml/start/abc</URL></StartPage></PunchOutSetupResponse></Response></cXML>`;
    expect(readSetupResponse(xml)).toEqual({ ok: true, startUrl: 'http://127.0.0.1:3000/api/punchout/cxml/start/abc' });
  });

  it("reads the shop's answer with cXML's standard DOCTYPE", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="x" timestamp="t" xml:lang="da"><Response><Status code="200" text="OK"></Status><PunchOutSetupResponse><StartPage><URL>https://shop.example.dk/api/punchout/cxml/start/abc</URL></StartPage></PunchOutSetupResponse></Response></cXML>`;
    expect(readSetupResponse(xml)).toEqual({ ok: true, startUrl: 'https://shop.example.dk/api/punchout/cxml/start/abc' });
  });

  it('a refusal gives the cXML Status', () => {
    const xml = `<cXML><Response><Status code="401" text="Unauthorized">Forkert SharedSecret</Status></Response></cXML>`;
    expect(readSetupResponse(xml)).toEqual({ ok: false, code: '401', text: 'Unauthorized', detail: 'Forkert SharedSecret' });
  });

  it('an answer that is not cXML (or has a DOCTYPE) is an error, not a throw', () => {
    expect(readSetupResponse('{"error":"NotFound"}')).toMatchObject({ ok: false, text: 'Svaret var ikke cXML' });
    expect(readSetupResponse('<!DOCTYPE cXML><cXML/>')).toMatchObject({ ok: false });
  });
});
