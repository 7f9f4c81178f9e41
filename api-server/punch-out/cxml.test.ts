import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { PunchOutSessionRow } from '../http/env.js';
import { setupRequestXml, XXE_SETUP_REQUEST } from '../test-support/cxml-documents.js';
import { CXML_DOCTYPE, cxmlErrorResponse, cxmlSetupResponse, newPayloadId, oreToMoney } from './cxml-build.js';
import { CLASSIFICATION_DOMAIN, cxmlOrderMessageForm, SHOP_CXML_IDENTITY } from './cxml-order-message.js';
import { parseCxmlSetupRequest } from './cxml-parse.js';
import type { TransferLine } from './transfer-types.js';

const NOW = new Date('2030-01-02T09:30:00.000Z');
const reader = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (n) => n === 'ItemIn' });

type Tree = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (xml: string): Tree => reader.parse(xml) as Tree;

describe('parseCxmlSetupRequest (issue 16 §2)', () => {
  it('takes the credentials, operation, BuyerCookie, BrowserFormPost, Extrinsics and ItemOut lines', () => {
    const result = parseCxmlSetupRequest(setupRequestXml({
      operation: 'edit',
      buyerCookie: '0012',
      items: [{ quantity: '2.5', supplierPartId: '100001', unitOfMeasure: 'KGM' }, { quantity: '3', supplierPartId: '100002' }],
    }));
    expect(result).toEqual({
      ok: true,
      request: {
        payloadId: '1700000000.123@srm.kommune.dk',
        fromIdentity: 'KOMMUNE-DUNS',
        senderIdentity: 'kommune-indkob',
        sharedSecret: 'demo-cxml-hemmelighed',
        operation: 'edit',
        buyerCookie: '0012',
        browserFormPostUrl: 'https://srm.kommune.dk/punchout/return?x=1&y=2',
        extrinsics: [{ name: 'UserEmail', value: 'kim@kommune.dk' }, { name: 'CostCenter', value: '4711' }],
        itemOut: [
          { quantity: '2.5', supplierPartId: '100001', unitOfMeasure: 'KGM' },
          { quantity: '3', supplierPartId: '100002', unitOfMeasure: 'EA' },
        ],
      },
    });
  });

  it('refuses DOCTYPE and ENTITY declarations before parsing (XXE, entity expansion)', () => {
    expect(parseCxmlSetupRequest(XXE_SETUP_REQUEST)).toEqual({ ok: false, reason: 'declaration' });
    // The standard cXML DOCTYPE is dropped unread; with an internal subset, or twice, it is refused.
    expect(parseCxmlSetupRequest(`<?xml version="1.0"?>\n${CXML_DOCTYPE}\n<cXML/>`)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseCxmlSetupRequest(`<?xml version="1.0"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd" [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<cXML/>`)).toEqual({ ok: false, reason: 'declaration' });
    expect(parseCxmlSetupRequest(`${CXML_DOCTYPE}\n${CXML_DOCTYPE}\n<cXML/>`)).toEqual({ ok: false, reason: 'declaration' });
    expect(parseCxmlSetupRequest(`<cXML/>\n${CXML_DOCTYPE}`)).toEqual({ ok: false, reason: 'declaration' });
    expect(parseCxmlSetupRequest('<cXML><!entity a "b"></cXML>')).toEqual({ ok: false, reason: 'declaration' });
    expect(parseCxmlSetupRequest('<cXML><! DOCTYPE x></cXML>')).toEqual({ ok: false, reason: 'declaration' });
  });

  it.each([
    ['not XML', 'hello'],
    ['unclosed', '<cXML><Request>'],
    ['mismatched', '<cXML><Request></cXML></Request>'],
    ['JSON', '{"cXML":{}}'],
    ['empty', ''],
  ])('a malformed document (%s) is refused', (_, xml) => {
    expect(parseCxmlSetupRequest(xml).ok).toBe(false);
  });

  it('a well-formed document that is not a valid setup request is invalid', () => {
    expect(parseCxmlSetupRequest('<cXML><Request><OrderRequest/></Request></cXML>')).toEqual({ ok: false, reason: 'invalid' });
    const noCookie = setupRequestXml({ buyerCookie: '' });
    expect(parseCxmlSetupRequest(noCookie)).toEqual({ ok: false, reason: 'invalid' });
    const badOperation = setupRequestXml().replace('operation="create"', 'operation="delete"');
    expect(parseCxmlSetupRequest(badOperation)).toEqual({ ok: false, reason: 'invalid' });
    // A control character in a text: TextSchema refuses it.
    expect(parseCxmlSetupRequest(setupRequestXml({ buyerCookie: 'a\u0001b' }))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('decodes the predefined entities and keeps texts as strings', () => {
    const result = parseCxmlSetupRequest(setupRequestXml({ buyerCookie: '<&"\'>' }));
    expect(result.ok && result.request.buyerCookie).toBe('<&"\'>');
    const references = setupRequestXml({ buyerCookie: 'PLACEHOLDER' }).replace('PLACEHOLDER', 'K&#248;kken&#x20;&amp;#65;');
    const decoded = parseCxmlSetupRequest(references);
    expect(decoded.ok && decoded.request.buyerCookie).toBe('Køkken &#65;');
  });
});

describe('cXML documents', () => {
  it('a setup response: declaration, DOCTYPE, payloadID, timestamp, xml:lang, Status 200 and StartPage/URL', () => {
    const xml = cxmlSetupResponse('https://shop.example.dk/api/punchout/cxml/start/abc?x=1&y=2', NOW, 'shop.example.dk');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">\n<cXML ')).toBe(true);
    const doc = read(xml);
    expect(doc.cXML['@_payloadID']).toMatch(/^\d+\.[0-9a-f]{16}@shop\.example\.dk$/);
    expect(doc.cXML['@_timestamp']).toBe('2030-01-02T09:30:00.000Z');
    expect(doc.cXML['@_xml:lang']).toBe('da');
    expect(doc.cXML.Response.Status).toMatchObject({ '@_code': '200', '@_text': 'OK' });
    expect(doc.cXML.Response.PunchOutSetupResponse.StartPage.URL).toBe('https://shop.example.dk/api/punchout/cxml/start/abc?x=1&y=2');
  });

  it('payloadIDs are unique', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newPayloadId(NOW, 'h')));
    expect(ids.size).toBe(100);
  });

  it('an error response carries the code and an escaped message', () => {
    const doc = read(cxmlErrorResponse(401, 'Nej <tak> & "farvel"', NOW, 'h'));
    expect(doc.cXML.Response.Status).toEqual({ '@_code': '401', '@_text': 'Unauthorized', '#text': 'Nej <tak> & "farvel"' });
  });

  it('øre as cXML Money', () => {
    expect(oreToMoney(0)).toBe('0.00');
    expect(oreToMoney(5)).toBe('0.05');
    expect(oreToMoney(12345)).toBe('123.45');
    expect(oreToMoney(100000)).toBe('1000.00');
  });
});

describe('cxmlOrderMessageForm (issue 16 §2)', () => {
  const punchOut = (operation: 'create' | 'edit' | 'inspect' = 'create'): PunchOutSessionRow => ({
    id: 7, userId: 1, protocol: 'cxml', operation, returnUrl: 'https://srm.kommune.dk/punchout/return?x=1&y=2', target: null,
    buyerCookie: 'c0ffee-0012', deliveryDate: '2030-01-03', createdAt: NOW, endedAt: null, endedAs: null, transfer: null, transferTotalOre: null, ociOkCode: null, ociCaller: null,
  });
  const line = (over: Partial<TransferLine> = {}): TransferLine => ({
    productId: '100001', description: 'Smør & ost <økologisk>', quantity: '2.5', unit: 'KG', unitCode: 'KGM', unitPrice: '89.95',
    lineTotalOre: 22488, materialGroup: 'MEJERI', leadTimeDays: 1, longText: 'Arla, 2,5 kg', ...over,
  });

  it('posts one field, cxml-urlencoded, to BrowserFormPost/URL in the top frame', () => {
    const form = cxmlOrderMessageForm(punchOut(), [line()], 22488, NOW);
    expect(form.action).toBe('https://srm.kommune.dk/punchout/return?x=1&y=2');
    expect(form.target).toBe('_top');
    expect(form.fields.map((f) => f.name)).toEqual(['cxml-urlencoded']);
  });

  it('a PunchOutOrderMessage with header, BuyerCookie, Total and every part of each ItemIn', () => {
    const form = cxmlOrderMessageForm(punchOut('edit'), [line(), line({ productId: '100002', quantity: '3', unitCode: 'EA', unitPrice: '12.00', materialGroup: 'BROED', leadTimeDays: 2, description: 'Rugbrød' })], 58488, NOW);
    const xml = form.fields[0]!.value;
    expect(xml).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
    const { cXML } = read(xml);
    expect(cXML['@_xml:lang']).toBe('da');
    expect(cXML['@_payloadID']).toMatch(/^\d+\.[0-9a-f]{16}@/);
    for (const part of ['From', 'To', 'Sender']) expect(cXML.Header[part].Credential.Identity).toBe(SHOP_CXML_IDENTITY);
    const message = cXML.Message.PunchOutOrderMessage;
    expect(message.BuyerCookie).toBe('c0ffee-0012');
    expect(message.PunchOutOrderMessageHeader['@_operationAllowed']).toBe('edit');
    expect(message.PunchOutOrderMessageHeader.Total.Money).toEqual({ '@_currency': 'DKK', '#text': '584.88' });
    expect(message.ItemIn).toHaveLength(2);
    const [first, second] = message.ItemIn;
    expect(first['@_quantity']).toBe('2.5');
    expect(first.ItemID.SupplierPartID).toBe('100001');
    expect(first.ItemDetail.UnitPrice.Money).toEqual({ '@_currency': 'DKK', '#text': '89.95' });
    expect(first.ItemDetail.Description).toEqual({ '@_xml:lang': 'da', '#text': 'Smør & ost <økologisk>' });
    expect(first.ItemDetail.UnitOfMeasure).toBe('KGM');
    expect(first.ItemDetail.Classification).toEqual({ '@_domain': CLASSIFICATION_DOMAIN, '#text': 'MEJERI' });
    expect(first.ItemDetail.LeadTime).toBe('1');
    expect(second['@_quantity']).toBe('3');
    expect(second.ItemDetail.UnitOfMeasure).toBe('EA');
    expect(second.ItemDetail.Classification['#text']).toBe('BROED');
    // The DTD's element order inside ItemDetail.
    const detail = xml.slice(xml.indexOf('<ItemDetail>'), xml.indexOf('</ItemDetail>'));
    const order = ['<UnitPrice>', '<Description', '<UnitOfMeasure>', '<Classification', '<LeadTime>'].map((tag) => detail.indexOf(tag));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((i) => i >= 0)).toBe(true);
  });

  it('an empty cart: no ItemIn and Total 0.00', () => {
    const { cXML } = read(cxmlOrderMessageForm(punchOut(), [], 0, NOW).fields[0]!.value);
    const message = cXML.Message.PunchOutOrderMessage;
    expect(message.ItemIn).toBeUndefined();
    expect(message.PunchOutOrderMessageHeader.Total.Money).toEqual({ '@_currency': 'DKK', '#text': '0.00' });
    expect(message.PunchOutOrderMessageHeader['@_operationAllowed']).toBe('edit');
  });

  it('an inspect session allows inspect only', () => {
    const { cXML } = read(cxmlOrderMessageForm(punchOut('inspect'), [], 0, NOW).fields[0]!.value);
    expect(cXML.Message.PunchOutOrderMessage.PunchOutOrderMessageHeader['@_operationAllowed']).toBe('inspect');
  });
});
