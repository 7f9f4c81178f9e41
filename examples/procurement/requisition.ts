// What the example procurement system makes of a basket the shop sends back (issue 16 §5): an OCI form
// (NEW_ITEM-*[n] fields) or a cXML PunchOutOrderMessage in the field `cxml-urlencoded`. Pure functions:
// the routes store the result and the page renders it.
import { XMLParser } from 'fast-xml-parser';
import { lineTotalOre, toOre } from './decimal.js';

export type Protocol = 'oci' | 'cxml';

export interface RequisitionLine {
  productId: string;
  description: string;
  /** Dot decimal as received ("2.5"). */
  quantity: string;
  /** ISO / UN/CEFACT unit code (KGM, EA…). */
  unitCode: string;
  /** Price per `priceUnit` units, dot decimal as received ("123.45"). */
  unitPrice: string;
  priceUnit: string;
  currency: string;
  lineTotalOre: number;
  materialGroup: string;
  leadTime: string;
  longText: string;
}

export interface ReceivedBasket {
  protocol: Protocol;
  lines: RequisitionLine[];
  totalOre: number;
  currency: string;
  /** cXML only: the BuyerCookie of the setup request this answers. */
  buyerCookie: string;
  /** cXML only: what the supplier allows on this order later (PunchOutOrderMessageHeader/@operationAllowed). */
  operationAllowed: string;
}

/** The form's fields in order, as `[name, value]` (FormData or URLSearchParams entries). */
export type FormEntries = Iterable<[string, string]>;

const OCI_FIELD = /^NEW_ITEM-([A-Z_]+)\[(\d+)\]$/;
const OCI_LONGTEXT = /^NEW_ITEM-LONGTEXT_(\d+):132\[\]$/;

/** True when the form carries a cXML PunchOutOrderMessage rather than OCI fields. */
export function isCxmlForm(entries: readonly [string, string][]): boolean {
  return entries.some(([name]) => name === 'cxml-urlencoded' || name === 'cxml-base64');
}

/** The OCI lines of a transfer form (n from 1; gaps are skipped). No NEW_ITEM fields: an empty basket. */
export function parseOciForm(entries: FormEntries): ReceivedBasket {
  const items = new Map<number, Map<string, string>>();
  const item = (n: number) => {
    let fields = items.get(n);
    if (!fields) items.set(n, (fields = new Map()));
    return fields;
  };
  for (const [name, value] of entries) {
    const field = OCI_FIELD.exec(name);
    if (field) {
      item(Number(field[2])).set(field[1]!, value);
      continue;
    }
    const long = OCI_LONGTEXT.exec(name);
    if (long) {
      // LONGTEXT comes as repeated 132-character pieces of one text.
      const fields = item(Number(long[1]));
      fields.set('LONGTEXT', (fields.get('LONGTEXT') ?? '') + value);
    }
  }
  const lines: RequisitionLine[] = [...items.entries()]
    .sort(([a], [b]) => a - b)
    .map(([n, f]) => {
      const quantity = f.get('QUANTITY') ?? '';
      const unitPrice = f.get('PRICE') ?? '0';
      const priceUnit = f.get('PRICEUNIT') || '1';
      if (!quantity) throw new Error(`OCI-linje ${n} mangler NEW_ITEM-QUANTITY`);
      return {
        productId: f.get('VENDORMAT') || f.get('EXT_PRODUCT_ID') || '',
        description: f.get('DESCRIPTION') ?? '',
        quantity,
        unitCode: f.get('UNIT') ?? '',
        unitPrice,
        priceUnit,
        currency: f.get('CURRENCY') ?? '',
        lineTotalOre: lineTotalOre(quantity, unitPrice, priceUnit),
        materialGroup: f.get('MATGROUP') ?? '',
        leadTime: f.get('LEADTIME') ?? '',
        longText: f.get('LONGTEXT') ?? '',
      };
    });
  return {
    protocol: 'oci',
    lines,
    totalOre: lines.reduce((sum, line) => sum + line.lineTotalOre, 0),
    currency: lines[0]?.currency ?? 'DKK',
    buyerCookie: '',
    operationAllowed: '',
  };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Product ids like "0123" and prices stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'ItemIn' || name === 'ItemOut',
});

type XmlNode = Record<string, unknown>;

function node(value: unknown): XmlNode {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : {};
}

/** An element's text, whether it has attributes (`{ '#text': … }`) or not. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const inner = node(value)['#text'];
  return typeof inner === 'string' || typeof inner === 'number' ? String(inner) : '';
}

/** cXML's own reference to its DTD, as the shop (and most suppliers) write it: no internal subset. */
const CXML_DOCTYPE = /^(\s*<\?xml[^>]*\?>)?\s*<!DOCTYPE\s+cXML\s+SYSTEM\s+"https?:\/\/xml\.cxml\.org\/schemas\/cXML\/[0-9.]+\/cXML\.dtd"\s*>/;

/**
 * Parses a cXML document. cXML's standard `<!DOCTYPE cXML SYSTEM "…/cXML.dtd">` is dropped unread (the
 * DTD is never fetched); any other DOCTYPE, and any ENTITY, is refused: that is where entity expansion
 * and external entities come from, and cXML does not need them. The example is the buyer's system, so
 * it shares no code with the shop: it reads what the shop writes as any other system would.
 */
export function parseCxml(xml: string): XmlNode {
  const withoutDtd = xml.replace(CXML_DOCTYPE, '$1');
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(withoutDtd)) throw new Error('cXML med DOCTYPE afvises');
  xml = withoutDtd;
  const doc = node(parser.parse(xml));
  const root = node(doc.cXML);
  if (Object.keys(root).length === 0) throw new Error('Ikke et cXML-dokument');
  return root;
}

/** The lines of a PunchOutOrderMessage. No ItemIn (a cancelled punch-out): an empty basket. */
export function parseOrderMessage(xml: string): ReceivedBasket {
  const message = node(node(parseCxml(xml).Message).PunchOutOrderMessage);
  if (Object.keys(message).length === 0) throw new Error('cXML-dokumentet er ikke en PunchOutOrderMessage');
  const header = node(message.PunchOutOrderMessageHeader);
  const totalMoney = node(header.Total).Money;
  const items = Array.isArray(message.ItemIn) ? (message.ItemIn as unknown[]) : [];
  const lines: RequisitionLine[] = items.map((raw, index) => {
    const item = node(raw);
    const detail = node(item.ItemDetail);
    const money = node(detail.UnitPrice).Money;
    const quantity = String(item['@_quantity'] ?? '');
    if (!quantity) throw new Error(`ItemIn ${index + 1} mangler quantity`);
    const unitPrice = text(money) || '0';
    const description = node(detail.Description);
    return {
      productId: text(node(item.ItemID).SupplierPartID),
      // <Description xml:lang="da">text<ShortName>…</ShortName></Description> or plain text.
      description: text(detail.Description) || text(description.ShortName),
      quantity,
      unitCode: text(detail.UnitOfMeasure),
      unitPrice,
      priceUnit: '1',
      currency: String(node(money)['@_currency'] ?? ''),
      lineTotalOre: lineTotalOre(quantity, unitPrice),
      materialGroup: text(detail.Classification),
      leadTime: text(detail.LeadTime),
      longText: '',
    };
  });
  const computed = lines.reduce((sum, line) => sum + line.lineTotalOre, 0);
  const total = text(totalMoney);
  return {
    protocol: 'cxml',
    lines,
    // The message states its total; an empty one (cancel) may say 0 or nothing.
    totalOre: total ? toOre(total) : computed,
    currency: String(node(totalMoney)['@_currency'] ?? lines[0]?.currency ?? 'DKK'),
    buyerCookie: text(message.BuyerCookie),
    operationAllowed: String(header['@_operationAllowed'] ?? ''),
  };
}

/** Whatever the shop's transfer form posted: cXML when it has `cxml-urlencoded`, else OCI. */
export function parseReturnForm(entries: readonly [string, string][]): ReceivedBasket {
  if (isCxmlForm(entries)) {
    const urlencoded = entries.find(([name]) => name === 'cxml-urlencoded');
    const base64 = entries.find(([name]) => name === 'cxml-base64');
    const xml = urlencoded ? urlencoded[1] : Buffer.from(base64?.[1] ?? '', 'base64').toString('utf8');
    return parseOrderMessage(xml);
  }
  return parseOciForm(entries);
}
