// cXML PunchOutOrderMessage (issue 16 §2): the basket going back to Ariba/Coupa, posted by the buyer's
// browser to BrowserFormPost/URL as the form field `cxml-urlencoded`. Built with XMLBuilder (cxml-build.ts).
//
// Header: From, To and Sender all name the shop. The procurement system matches the message to its
// requisition by BuyerCookie, not by the header, and the setup's From identity is not kept on the
// punch-out row; the shop's own identity is the honest value for all three.
//
// Classification: domain="GrossistVaregruppe" with our posting group id. We hold no UNSPSC codes, and a
// guessed UNSPSC would file the goods under a wrong commodity in the buyer's spend analysis; cXML allows
// any domain, and procurement systems map a supplier's own classification to their commodity codes.
import type { PunchOutSessionRow } from '../http/env.js';
import { ATTR, cxmlDocument, oreToMoney } from './cxml-build.js';
import type { PunchOutForm, TransferLine } from './transfer-types.js';

/** The shop's cXML identity (Header From/To/Sender). */
export const SHOP_CXML_IDENTITY = 'grossist-webshop';
export const SHOP_CXML_DOMAIN = 'NetworkID';
export const SHOP_USER_AGENT = 'Grossist webshop punch-out 1.0';
export const CLASSIFICATION_DOMAIN = 'GrossistVaregruppe';

const money = (ore: number) => ({ Money: { [`${ATTR}currency`]: 'DKK', '#text': oreToMoney(ore) } });
const moneyText = (amount: string) => ({ Money: { [`${ATTR}currency`]: 'DKK', '#text': amount } });
const shopCredential = () => ({ Credential: { [`${ATTR}domain`]: SHOP_CXML_DOMAIN, Identity: SHOP_CXML_IDENTITY } });

function itemIn(line: TransferLine) {
  return {
    [`${ATTR}quantity`]: line.quantity,
    ItemID: { SupplierPartID: line.productId },
    ItemDetail: {
      // The DTD's order: UnitPrice, Description, UnitOfMeasure, Classification, …, LeadTime.
      UnitPrice: moneyText(line.unitPrice),
      Description: { [`${ATTR}xml:lang`]: 'da', '#text': line.description },
      UnitOfMeasure: line.unitCode,
      Classification: { [`${ATTR}domain`]: CLASSIFICATION_DOMAIN, '#text': line.materialGroup },
      LeadTime: String(line.leadTimeDays),
    },
  };
}

/** The PunchOutOrderMessage document for `lines` (none: an empty cart, Total 0.00). */
export function cxmlOrderMessage(punchOut: PunchOutSessionRow, lines: readonly TransferLine[], totalOre: number, now: Date): string {
  const message: Record<string, unknown> = {
    BuyerCookie: punchOut.buyerCookie ?? '',
    PunchOutOrderMessageHeader: {
      [`${ATTR}operationAllowed`]: punchOut.operation === 'inspect' ? 'inspect' : 'edit',
      Total: money(totalOre),
    },
  };
  if (lines.length > 0) message.ItemIn = lines.map(itemIn);
  return cxmlDocument({
    Header: {
      From: shopCredential(),
      To: shopCredential(),
      Sender: { ...shopCredential(), UserAgent: SHOP_USER_AGENT },
    },
    Message: { PunchOutOrderMessage: message },
  }, now);
}

/** The form that posts the PunchOutOrderMessage (`cxml-urlencoded`) to BrowserFormPost/URL. */
export function cxmlOrderMessageForm(punchOut: PunchOutSessionRow, lines: readonly TransferLine[], totalOre: number, now: Date): PunchOutForm {
  return {
    action: punchOut.returnUrl,
    target: '_top',
    fields: [{ name: 'cxml-urlencoded', value: cxmlOrderMessage(punchOut, lines, totalOre, now) }],
  };
}
