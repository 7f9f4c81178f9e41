// Test documents: PunchOutSetupRequests as a procurement system sends them, built with XMLBuilder.
import { XMLBuilder } from 'fast-xml-parser';
import { DEMO_PUNCH_OUT_BUYER } from '../seed/demo-accounts.js';

export interface SetupRequestOptions {
  identity?: string;
  secret?: string;
  operation?: 'create' | 'edit' | 'inspect';
  buyerCookie?: string;
  url?: string;
  items?: { quantity: string; supplierPartId: string; unitOfMeasure?: string }[];
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });

export function setupRequestXml(o: SetupRequestOptions = {}): string {
  const credential = (identity: string, extra: Record<string, unknown> = {}) => ({ Credential: { '@_domain': 'NetworkID', Identity: identity, ...extra } });
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    cXML: {
      '@_payloadID': '1700000000.123@srm.kommune.dk',
      '@_timestamp': '2030-01-02T10:00:00+01:00',
      '@_xml:lang': 'da-DK',
      Header: {
        From: credential('KOMMUNE-DUNS'),
        To: credential('grossist-webshop'),
        Sender: { ...credential(o.identity ?? DEMO_PUNCH_OUT_BUYER.identity, { SharedSecret: o.secret ?? DEMO_PUNCH_OUT_BUYER.sharedSecret }), UserAgent: 'Ariba SN' },
      },
      Request: {
        '@_deploymentMode': 'production',
        PunchOutSetupRequest: {
          '@_operation': o.operation ?? 'create',
          BuyerCookie: o.buyerCookie ?? 'c0ffee-0012',
          Extrinsic: [{ '@_name': 'UserEmail', '#text': 'kim@kommune.dk' }, { '@_name': 'CostCenter', '#text': '4711' }],
          BrowserFormPost: { URL: o.url ?? 'https://srm.kommune.dk/punchout/return?x=1&y=2' },
          SupplierSetup: { URL: 'https://shop.example.dk/api/punchout/cxml/setup' },
          ...(o.items && o.items.length > 0
            ? {
                ItemOut: o.items.map((i) => ({
                  '@_quantity': i.quantity,
                  ItemID: { SupplierPartID: i.supplierPartId, SupplierPartAuxiliaryID: 'aux' },
                  ItemDetail: {
                    UnitPrice: { Money: { '@_currency': 'DKK', '#text': '10.00' } },
                    Description: { '@_xml:lang': 'da', '#text': 'Vare' },
                    UnitOfMeasure: i.unitOfMeasure ?? 'EA',
                  },
                })),
              }
            : {}),
        },
      },
    },
  };
  return builder.build(doc);
}

/** The classic XXE: an external entity reading a local file. */
export const XXE_SETUP_REQUEST = `<?xml version="1.0"?>
<!DOCTYPE cXML [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
<cXML payloadID="1@x" timestamp="2030-01-02T10:00:00Z"><Header><Sender><Credential domain="NetworkID"><Identity>&xxe;</Identity><SharedSecret>s</SharedSecret></Credential></Sender></Header>
<Request><PunchOutSetupRequest operation="create"><BuyerCookie>&xxe;</BuyerCookie><BrowserFormPost><URL>https://srm.kommune.dk/r</URL></BrowserFormPost></PunchOutSetupRequest></Request></cXML>`;
