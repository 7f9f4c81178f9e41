// Building cXML 1.2 documents (issue 16 §2) with fast-xml-parser's XMLBuilder: every value is an element
// text or an attribute the builder escapes, never spliced into markup by hand. The only fixed markup is
// the prolog: the XML declaration and the standard DOCTYPE line every cXML document carries (outgoing
// only: incoming documents with a DOCTYPE are refused, cxml-parse.ts).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { XMLBuilder } from 'fast-xml-parser';

export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

/** Attributes are written as `@_name` keys (fast-xml-parser's default prefix, spelled out). */
export const ATTR = '@_';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  format: true,
  // Escape &, <, >, " and ' in texts and attributes (the default, spelled out: it is the safety).
  processEntities: true,
  suppressEmptyNode: true,
});

/** `<epoch ms>.<random>@<host>`: unique per document, as cXML recommends (datetime.process.random@host). */
export function newPayloadId(now: Date, host: string = hostname()): string {
  return `${now.getTime()}.${randomBytes(8).toString('hex')}@${host || 'localhost'}`;
}

/** A complete cXML document around `body` (Header, Request, Response or Message elements). */
export function cxmlDocument(body: Record<string, unknown>, now: Date, host?: string): string {
  const prolog = builder.build({ '?xml': { [`${ATTR}version`]: '1.0', [`${ATTR}encoding`]: 'UTF-8' } }).trim();
  const root = builder.build({
    cXML: {
      [`${ATTR}payloadID`]: newPayloadId(now, host),
      [`${ATTR}timestamp`]: now.toISOString(),
      [`${ATTR}xml:lang`]: 'da',
      ...body,
    },
  });
  return `${prolog}\n${CXML_DOCTYPE}\n${root}`;
}

/** cXML Status texts for the codes we answer with. */
const STATUS_TEXT: Record<number, string> = { 200: 'OK', 400: 'Bad Request', 401: 'Unauthorized' };

export type CxmlStatusCode = 200 | 400 | 401;

/** `<Response><Status code text>message</Status></Response>`: the answer to a refused request. */
export function cxmlErrorResponse(code: Exclude<CxmlStatusCode, 200>, message: string, now: Date, host?: string): string {
  return cxmlDocument({
    Response: {
      Status: { [`${ATTR}code`]: String(code), [`${ATTR}text`]: STATUS_TEXT[code], '#text': message },
    },
  }, now, host);
}

/** The PunchOutSetupResponse: Status 200 and the one-time StartPage URL the buyer's browser opens. */
export function cxmlSetupResponse(startPageUrl: string, now: Date, host?: string): string {
  return cxmlDocument({
    Response: {
      Status: { [`${ATTR}code`]: '200', [`${ATTR}text`]: STATUS_TEXT[200] },
      PunchOutSetupResponse: { StartPage: { URL: startPageUrl } },
    },
  }, now, host);
}

/** Øre as the decimal cXML Money wants: 12345 -> "123.45" (dot, two decimals). */
export function oreToMoney(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ore));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
