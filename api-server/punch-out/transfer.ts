// Ending a punch-out with its form (issue 16 §3): the transfer (completepoorder) and the cancel
// (pologout), each in one transaction with the exactly-once end of punch-out-session.ts. The form is
// built inside the transaction: if it cannot be built, nothing is recorded as sent.
import { eq } from 'drizzle-orm';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import type { SearchScope } from '../catalogue/search.js';
import * as t from '../db/schema.js';
import { ApiFailure, type AppDeps, type AuthContext, type PunchOutSessionRow } from '../http/env.js';
import { cxmlOrderMessageForm } from './cxml-order-message.js';
import { ociTransferForm } from './oci-form.js';
import { endPunchOut } from './punch-out-session.js';
import { transferLines } from './transfer-lines.js';
import type { PunchOutForm, TransferLine } from './transfer-types.js';
import { basketOwnerOf, isBasketOf } from '../orders/basket-owner.js';

/** The protocol's form: OCI NEW_ITEM-* fields to HOOK_URL, or the cXML PunchOutOrderMessage. */
export function punchOutForm(punchOut: PunchOutSessionRow, lines: readonly TransferLine[], totalOre: number, now: Date): PunchOutForm {
  return punchOut.protocol === 'oci' ? ociTransferForm(punchOut, lines) : cxmlOrderMessageForm(punchOut, lines, totalOre, now);
}

const alreadyEnded = () => new ApiFailure(409, 'AlreadyTransferred', daPunchOut.alreadyTransferred);

/**
 * Sends the basket back: checks the lines as completion does, records them and the total on the
 * punch-out row ('transferred', exactly once: 409 AlreadyTransferred otherwise), ends its sessions and
 * empties the basket (the lines now live in the procurement system's requisition).
 */
export async function transferPunchOut(deps: AppDeps, scope: SearchScope, auth: AuthContext, punchOut: PunchOutSessionRow, now: Date): Promise<PunchOutForm> {
  return deps.db.transaction(async (tx) => {
    // The punch-out row is locked first: a concurrent second transfer waits here and then finds it ended.
    const [row] = await tx.select({ endedAt: t.punchOutSessions.endedAt }).from(t.punchOutSessions).where(eq(t.punchOutSessions.id, punchOut.id)).for('update');
    if (!row || row.endedAt) throw alreadyEnded();
    const transfer = await transferLines(tx, scope, auth, punchOut);
    if (!(await endPunchOut(tx, punchOut.id, 'transferred', now, transfer))) throw alreadyEnded();
    await tx.delete(t.baskets).where(isBasketOf(basketOwnerOf(auth), punchOut.deliveryDate));
    return punchOutForm(punchOut, transfer.lines, transfer.totalOre, now);
  });
}

/** Goes back with an empty cart ('cancelled', exactly once); the basket stays (a new create starts empty anyway). */
export async function cancelPunchOut(deps: AppDeps, punchOut: PunchOutSessionRow, now: Date): Promise<PunchOutForm> {
  return deps.db.transaction(async (tx) => {
    if (!(await endPunchOut(tx, punchOut.id, 'cancelled', now))) throw alreadyEnded();
    return punchOutForm(punchOut, [], 0, now);
  });
}
