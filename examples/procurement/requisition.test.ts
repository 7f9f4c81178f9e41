import { describe, expect, it } from 'vitest';
import { parseOciForm, parseOrderMessage, parseReturnForm } from './requisition.js';

const OCI: [string, string][] = [
  ['NEW_ITEM-DESCRIPTION[1]', 'Bananer øko'],
  ['NEW_ITEM-QUANTITY[1]', '2.5'],
  ['NEW_ITEM-UNIT[1]', 'KGM'],
  ['NEW_ITEM-PRICE[1]', '15.95'],
  ['NEW_ITEM-PRICEUNIT[1]', '1'],
  ['NEW_ITEM-CURRENCY[1]', 'DKK'],
  ['NEW_ITEM-VENDORMAT[1]', '0200123'],
  ['NEW_ITEM-MATGROUP[1]', '20'],
  ['NEW_ITEM-LEADTIME[1]', '2'],
  ['NEW_ITEM-LONGTEXT_1:132[]', 'Danske Grøntsager, '],
  ['NEW_ITEM-LONGTEXT_1:132[]', 'kilo'],
  ['NEW_ITEM-EXT_PRODUCT_ID[1]', '0200123'],
  ['NEW_ITEM-DESCRIPTION[2]', 'Letmælk 1,5% 1 l'],
  ['NEW_ITEM-QUANTITY[2]', '6'],
  ['NEW_ITEM-UNIT[2]', 'EA'],
  ['NEW_ITEM-PRICE[2]', '10.50'],
  ['NEW_ITEM-PRICEUNIT[2]', '1'],
  ['NEW_ITEM-CURRENCY[2]', 'DKK'],
  ['NEW_ITEM-VENDORMAT[2]', '0100001'],
  ['~OkCode', 'ADDI'],
];

describe('OCI transfer form', () => {
  it('reads the NEW_ITEM fields line by line, with line totals and the total in øre', () => {
    const basket = parseOciForm(OCI);
    expect(basket.protocol).toBe('oci');
    expect(basket.lines).toHaveLength(2);
    expect(basket.lines[0]).toEqual({
      productId: '0200123',
      description: 'Bananer øko',
      quantity: '2.5',
      unitCode: 'KGM',
      unitPrice: '15.95',
      priceUnit: '1',
      currency: 'DKK',
      lineTotalOre: 3988, // 39.875 -> 39.88
      materialGroup: '20',
      leadTime: '2',
      longText: 'Danske Grøntsager, kilo',
    });
    expect(basket.lines[1]).toMatchObject({ productId: '0100001', quantity: '6', unitCode: 'EA', lineTotalOre: 6300 });
    expect(basket.totalOre).toBe(3988 + 6300);
  });

  it('orders lines by their index, whatever order the fields came in', () => {
    const reversed = [...OCI].reverse();
    expect(parseOciForm(reversed).lines.map((l) => l.productId)).toEqual(['0200123', '0100001']);
  });

  it('no NEW_ITEM fields is an empty (cancelled) basket', () => {
    const basket = parseOciForm([['~OkCode', 'ADDI']]);
    expect(basket.lines).toEqual([]);
    expect(basket.totalOre).toBe(0);
  });

  it('refuses a comma decimal (OCI sends dots)', () => {
    expect(() => parseOciForm([['NEW_ITEM-QUANTITY[1]', '2,5'], ['NEW_ITEM-PRICE[1]', '1.00']])).toThrow();
  });
});

const MESSAGE = `<?xml version="1.0" encoding="UTF-8"?>
<cXML payloadID="1@grossisten" timestamp="2026-11-26T12:00:00+01:00" xml:lang="da">
  <Header>
    <From><Credential domain="NetworkID"><Identity>grossisten</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>kommune-indkob</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>grossisten</Identity></Credential><UserAgent>Grossisten</UserAgent></Sender>
  </Header>
  <Message>
    <PunchOutOrderMessage>
      <BuyerCookie>cookie-1</BuyerCookie>
      <PunchOutOrderMessageHeader operationAllowed="edit">
        <Total><Money currency="DKK">102.88</Money></Total>
      </PunchOutOrderMessageHeader>
      <ItemIn quantity="2.5">
        <ItemID><SupplierPartID>0200123</SupplierPartID></ItemID>
        <ItemDetail>
          <UnitPrice><Money currency="DKK">15.95</Money></UnitPrice>
          <Description xml:lang="da">Bananer &amp; æbler</Description>
          <UnitOfMeasure>KGM</UnitOfMeasure>
          <Classification domain="Varegruppe">20</Classification>
        </ItemDetail>
      </ItemIn>
      <ItemIn quantity="6">
        <ItemID><SupplierPartID>0100001</SupplierPartID></ItemID>
        <ItemDetail>
          <UnitPrice><Money currency="DKK">10.50</Money></UnitPrice>
          <Description xml:lang="da"><ShortName>Letmælk</ShortName></Description>
          <UnitOfMeasure>EA</UnitOfMeasure>
        </ItemDetail>
      </ItemIn>
    </PunchOutOrderMessage>
  </Message>
</cXML>`;

describe('cXML PunchOutOrderMessage', () => {
  it('reads BuyerCookie, the ItemIn lines and the Total', () => {
    const basket = parseOrderMessage(MESSAGE);
    expect(basket).toMatchObject({ protocol: 'cxml', buyerCookie: 'cookie-1', totalOre: 10288, currency: 'DKK', operationAllowed: 'edit' });
    expect(basket.lines).toHaveLength(2);
    expect(basket.lines[0]).toMatchObject({
      productId: '0200123', description: 'Bananer & æbler', quantity: '2.5', unitCode: 'KGM',
      unitPrice: '15.95', currency: 'DKK', lineTotalOre: 3988, materialGroup: '20',
    });
    expect(basket.lines[1]).toMatchObject({ productId: '0100001', description: 'Letmælk', quantity: '6', lineTotalOre: 6300 });
  });

  it("accepts cXML's standard DOCTYPE (the DTD is not read)", () => {
    const standard = MESSAGE.replace(/^(<\?xml[^>]*>)/, '$1\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
    expect(standard).toContain('<!DOCTYPE cXML SYSTEM');
    expect(parseOrderMessage(standard).lines).toHaveLength(2);
  });

  it('a message without ItemIn is an empty (cancelled) basket', () => {
    const empty = MESSAGE.replace(/<ItemIn[\s\S]*<\/ItemIn>/, '').replace('102.88', '0.00');
    const basket = parseOrderMessage(empty);
    expect(basket.lines).toEqual([]);
    expect(basket.totalOre).toBe(0);
  });

  it('refuses a DOCTYPE (entities) and what is not a PunchOutOrderMessage', () => {
    const evil = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY x "xx">]>${MESSAGE.replace(/^<\?xml[^>]*>/, '')}`;
    expect(() => parseOrderMessage(evil)).toThrow(/DOCTYPE/);
    const external = `<?xml version="1.0"?><!DOCTYPE cXML SYSTEM "file:///etc/passwd">${MESSAGE.replace(/^<\?xml[^>]*>/, '')}`;
    expect(() => parseOrderMessage(external)).toThrow(/DOCTYPE/);
    const twice = MESSAGE.replace(/^(<\?xml[^>]*>)/, '$1<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd"><!DOCTYPE x [<!ENTITY a "b">]>');
    expect(() => parseOrderMessage(twice)).toThrow(/DOCTYPE/);
    expect(() => parseOrderMessage('<cXML><Response/></cXML>')).toThrow(/PunchOutOrderMessage/);
    expect(() => parseOrderMessage('<foo/>')).toThrow(/cXML/);
  });

  it('the return form is cXML when it carries cxml-urlencoded (or cxml-base64), else OCI', () => {
    expect(parseReturnForm([['cxml-urlencoded', MESSAGE]]).protocol).toBe('cxml');
    expect(parseReturnForm([['cxml-base64', Buffer.from(MESSAGE).toString('base64')]]).lines).toHaveLength(2);
    expect(parseReturnForm(OCI).protocol).toBe('oci');
  });
});
