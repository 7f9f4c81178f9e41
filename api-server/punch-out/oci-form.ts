// The SAP OCI transfer form (issue 16 §1): the basket going back to the procurement system as the
// NEW_ITEM-* fields of a form posted to HOOK_URL. Pure: the caller hands in the session and the lines
// (transfer-lines.ts), the widget or the login page renders the result as a real <form>.
import type { PunchOutSessionRow } from '../http/env.js';
import type { PunchOutForm, TransferLine } from './transfer-types.js';

/** OCI 4.0: NEW_ITEM-DESCRIPTION holds at most 40 characters. */
export const OCI_DESCRIPTION_MAX = 40;

/** The session fields the form needs (the punch_out_sessions row has them). */
export type OciSession = Pick<PunchOutSessionRow, 'returnUrl' | 'target' | 'ociOkCode' | 'ociCaller'>;

/** At most `max` characters (code points, so an æ or an emoji is never cut in half). */
function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/**
 * The form for `lines` (none: an empty cart, what pologout sends). Numbers keep their dot decimal as
 * TransferLine carries them; PRICEUNIT is 1 because PRICE is per one UNIT. Action is HOOK_URL, target
 * the session's ~TARGET or `_top`; ~OkCode, ~TARGET and ~CALLER go back only when the procurement
 * system sent them at login.
 */
export function ociTransferForm(punchOut: OciSession, lines: readonly TransferLine[]): PunchOutForm {
  const fields: PunchOutForm['fields'] = [];
  lines.forEach((line, i) => {
    const n = i + 1;
    const add = (name: string, value: string) => fields.push({ name: `NEW_ITEM-${name}[${n}]`, value });
    add('DESCRIPTION', cut(line.description, OCI_DESCRIPTION_MAX));
    add('QUANTITY', line.quantity);
    add('UNIT', line.unitCode);
    add('PRICE', line.unitPrice);
    add('PRICEUNIT', '1');
    add('CURRENCY', 'DKK');
    add('VENDORMAT', line.productId);
    add('MATGROUP', line.materialGroup);
    add('LEADTIME', String(line.leadTimeDays));
    // The long text's OCI name is literally NEW_ITEM-LONGTEXT_<n>:132[] (132: SAP's line length).
    fields.push({ name: `NEW_ITEM-LONGTEXT_${n}:132[]`, value: line.longText });
    add('EXT_PRODUCT_ID', line.productId);
  });
  if (punchOut.ociOkCode) fields.push({ name: '~OkCode', value: punchOut.ociOkCode });
  if (punchOut.target) fields.push({ name: '~TARGET', value: punchOut.target });
  if (punchOut.ociCaller) fields.push({ name: '~CALLER', value: punchOut.ociCaller });
  return { action: punchOut.returnUrl, target: punchOut.target || '_top', fields };
}
