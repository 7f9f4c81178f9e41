// The buyer's half of a cXML punch-out start (issue 16 §2, §5): the PunchOutSetupRequest the example
// procurement system posts to the shop, server to server, and what it reads from the answer.
import { XMLBuilder } from 'fast-xml-parser';
import { parseCxml, text, type RequisitionLine } from './requisition.js';

export type SetupOperation = 'create' | 'edit' | 'inspect';

/** The example buyer's credentials, as seeded in the shop (punch_out_buyers). */
export const EXAMPLE_BUYER = {
  identity: 'kommune-indkob',
  sharedSecret: 'demo-cxml-hemmelighed',
  /** The shop as the buyer knows it (To). */
  supplierIdentity: 'grossisten',
  email: 'indkob@kommune.dk',
  name: 'Kim Kommune',
} as const;

export interface SetupRequestInput {
  operation: SetupOperation;
  buyerCookie: string;
  /** Where the shop's browser form posts the basket back: <origin>/indkoebssystem/retur. */
  browserFormPost: string;
  /** The shop's setup URL, repeated in SupplierSetup as cXML has it. */
  setupUrl: string;
  /** edit/inspect: the lines of the requisition being reopened. */
  items?: readonly RequisitionLine[];
  payloadId: string;
  timestamp: string;
  identity?: string;
  sharedSecret?: string;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

function credential(identity: string, secret?: string) {
  return { '@_domain': 'NetworkID', Identity: identity, ...(secret === undefined ? {} : { SharedSecret: secret }) };
}

const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

/** The PunchOutSetupRequest document, with cXML's standard DOCTYPE as Ariba and Coupa send it. */
export function buildSetupRequest(input: SetupRequestInput): string {
  const identity = input.identity ?? EXAMPLE_BUYER.identity;
  const doc = {
    cXML: {
      '@_payloadID': input.payloadId,
      '@_timestamp': input.timestamp,
      '@_xml:lang': 'da',
      Header: {
        From: { Credential: credential(identity) },
        To: { Credential: credential(EXAMPLE_BUYER.supplierIdentity) },
        Sender: {
          Credential: credential(identity, input.sharedSecret ?? EXAMPLE_BUYER.sharedSecret),
          UserAgent: 'Indkøbssystem (eksempel)',
        },
      },
      Request: {
        '@_deploymentMode': 'test',
        PunchOutSetupRequest: {
          '@_operation': input.operation,
          BuyerCookie: input.buyerCookie,
          BrowserFormPost: { URL: input.browserFormPost },
          Contact: {
            '@_role': 'endUser',
            Name: { '@_xml:lang': 'da', '#text': EXAMPLE_BUYER.name },
            Email: EXAMPLE_BUYER.email,
          },
          SupplierSetup: { URL: input.setupUrl },
          ...(input.items && input.items.length > 0 ? { ItemOut: input.items.map(itemOut) } : {}),
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n${builder.build(doc) as string}`;
}

function itemOut(line: RequisitionLine, index: number) {
  return {
    '@_quantity': line.quantity,
    '@_lineNumber': String(index + 1),
    ItemID: { SupplierPartID: line.productId },
    ItemDetail: {
      UnitPrice: { Money: { '@_currency': line.currency || 'DKK', '#text': line.unitPrice } },
      Description: { '@_xml:lang': 'da', '#text': line.description },
      UnitOfMeasure: line.unitCode,
      ...(line.materialGroup ? { Classification: { '@_domain': 'Varegruppe', '#text': line.materialGroup } } : {}),
    },
  };
}

export type SetupResult =
  | { ok: true; startUrl: string }
  | { ok: false; code: string; text: string; detail: string };

/** The StartPage/URL of a PunchOutSetupResponse, or the cXML Status when the shop said no. */
export function readSetupResponse(xml: string): SetupResult {
  let root;
  try {
    root = parseCxml(xml);
  } catch (error) {
    return { ok: false, code: '', text: 'Svaret var ikke cXML', detail: (error as Error).message };
  }
  const response = (root.Response ?? {}) as Record<string, unknown>;
  const status = (response.Status ?? {}) as Record<string, unknown>;
  const code = String(status['@_code'] ?? '');
  const statusText = String(status['@_text'] ?? '');
  const detail = text(status);
  const setup = (response.PunchOutSetupResponse ?? {}) as Record<string, unknown>;
  const startUrl = text(((setup.StartPage ?? {}) as Record<string, unknown>).URL);
  if (code === '200' && startUrl) return { ok: true, startUrl };
  return { ok: false, code: code || '?', text: statusText || 'Intet StartPage/URL i svaret', detail };
}
