// cXML PunchOutOrderMessage (issue 16 §2): the basket going back to Ariba/Coupa. Being written now.
import type { PunchOutSessionRow } from '../http/env.js';
import type { PunchOutForm, TransferLine } from './transfer-types.js';

/** The form that posts the PunchOutOrderMessage (`cxml-urlencoded`) to BrowserFormPost/URL. */
export function cxmlOrderMessageForm(_punchOut: PunchOutSessionRow, _lines: readonly TransferLine[], _totalOre: number, _now: Date): PunchOutForm {
  throw new Error('cxmlOrderMessageForm: not built yet');
}
