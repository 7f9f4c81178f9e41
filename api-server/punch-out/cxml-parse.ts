// Reading a cXML 1.2 PunchOutSetupRequest (issue 16 §2) safely.
//  - cXML's own `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/<version>/cXML.dtd">` right after
//    the XML declaration, with no internal subset, is dropped unread: Ariba and Coupa send it in every
//    request, and it defines nothing. Any other DOCTYPE or ENTITY declaration anywhere refuses the
//    document before any parser sees it: no XXE, no entity expansion ("billion laughs"), no DTD fetch. Only the five predefined entities and
//    character references are decoded, which define nothing.
//  - The size is bounded by the /api body limit (app.ts bodyLimit applies to every body, XML included).
//  - The document must be well-formed (XMLValidator) and is read with attributes, texts as strings (no
//    number guessing: a BuyerCookie "0012" stays "0012"); what we take is validated by
//    CxmlSetupRequestSchema (core/schemas/punch-out.ts), every text through TextSchema.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CxmlSetupRequestSchema, type CxmlSetupRequest } from '../../core/schemas/punch-out.js';
import { ATTR } from './cxml-build.js';

export type CxmlParseResult =
  | { ok: true; request: CxmlSetupRequest }
  | { ok: false; reason: 'declaration' | 'malformed' | 'invalid' };

/** `<!DOCTYPE` or `<!ENTITY` in any case, with any whitespace after `<!`. */
const DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;
/** The standard cXML DOCTYPE at the start of a document (after an optional XML declaration). */
const STANDARD_DOCTYPE = /^(\s*<\?xml[^>]*\?>)?\s*<!DOCTYPE\s+cXML\s+SYSTEM\s+"https?:\/\/xml\.cxml\.org\/schemas\/cXML\/[0-9.]+\/cXML\.dtd"\s*>/;

/**
 * The document without cXML's standard DOCTYPE, or null when a declaration remains (refused). Shared by
 * the shop and the example procurement system, so both read what the other writes.
 */
export function withoutCxmlDoctype(xml: string): string | null {
  const rest = xml.replace(STANDARD_DOCTYPE, '$1');
  return DECLARATION.test(rest) ? null : rest;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // With declarations refused above, nothing can define an entity: the predefined five are decoded, and
  // character references (&#230; for æ) too, which fast-xml-parser 5 does only with htmlEntities (it
  // then also knows HTML's named ones such as &nbsp;: fixed replacements, no expansion).
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === 'Credential' || name === 'ItemOut' || name === 'Extrinsic',
});

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const child = (node: unknown, name: string): unknown => (isNode(node) ? node[name] : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** An element's text: "" for an empty or missing element. */
function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (isNode(v)) return textOf(v['#text']);
  return '';
}

const attrOf = (node: unknown, name: string): string => textOf(child(node, `${ATTR}${name}`));

/** Parses and validates a PunchOutSetupRequest; never throws. */
export function parseCxmlSetupRequest(xml: string): CxmlParseResult {
  const safe = withoutCxmlDoctype(xml);
  if (safe === null) return { ok: false, reason: 'declaration' };
  xml = safe;
  if (XMLValidator.validate(xml) !== true) return { ok: false, reason: 'malformed' };
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const cxml = child(doc, 'cXML');
  const header = child(cxml, 'Header');
  const fromCredential = list(child(child(header, 'From'), 'Credential'))[0];
  const senderCredential = list(child(child(header, 'Sender'), 'Credential'))[0];
  const setup = child(child(cxml, 'Request'), 'PunchOutSetupRequest');
  if (!isNode(cxml) || !isNode(setup)) return { ok: false, reason: 'invalid' };

  const candidate = {
    payloadId: attrOf(cxml, 'payloadID'),
    fromIdentity: textOf(child(fromCredential, 'Identity')),
    senderIdentity: textOf(child(senderCredential, 'Identity')),
    sharedSecret: textOf(child(senderCredential, 'SharedSecret')),
    operation: attrOf(setup, 'operation'),
    buyerCookie: textOf(child(setup, 'BuyerCookie')),
    browserFormPostUrl: textOf(child(child(setup, 'BrowserFormPost'), 'URL')),
    extrinsics: list(child(setup, 'Extrinsic')).map((e) => ({ name: attrOf(e, 'name'), value: textOf(e) })),
    itemOut: list(child(setup, 'ItemOut')).map((item) => ({
      quantity: attrOf(item, 'quantity'),
      supplierPartId: textOf(child(child(item, 'ItemID'), 'SupplierPartID')),
      unitOfMeasure: textOf(child(child(item, 'ItemDetail'), 'UnitOfMeasure')),
    })),
  };
  const parsed = CxmlSetupRequestSchema.safeParse(candidate);
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, reason: 'invalid' };
}
