import { markPunchOutSubmitted, $punchOut } from '../../core/stores/punch-out.js';
import { transferBasket } from '../../core/stores/punch-out-transfer.js';
import type { BasketMode } from '../../core/rules/permissions.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { useStore } from '../shared/use-store.js';
import { PunchOutFormView } from '../shared/punch-out-form.js';

/**
 * The summary's last part in a punch-out session (issue 16), in place of 'Afgiv ordre':
 * 'Overfør til indkøbssystem' (calls completepoorder), or for a requisition opened to inspect only the
 * note that it is read-only. A refusal other than 409 OrderNotPlaceable (that one marks the lines, as
 * completing does) is said here.
 */
export function PunchOutSummary({ mode, canOrder, disabled }: { mode: Exclude<BasketMode, 'order'>; canOrder: boolean; disabled: boolean }) {
  const transfer = useStore($punchOut);
  if (mode === 'inspect') return <p className="note" part="read-only">{daPunchOut.inspectReadOnly}</p>;
  const sending = transfer.status === 'sending';
  return (
    <>
      {transfer.status === 'error' && transfer.kind === 'transfer' ? <p className="problem" part="problem">{transfer.message}</p> : null}
      <button
        hidden={!canOrder}
        type="button"
        className="btn complete"
        part="transfer"
        disabled={disabled || sending}
        aria-busy={sending && transfer.kind === 'transfer'}
        onClick={() => void transferBasket()}
      >
        {sending && transfer.kind === 'transfer' ? daPunchOut.transferring : daPunchOut.transfer}
      </button>
    </>
  );
}

/** After the transfer: the form that carries the basket to the procurement system, posted once. */
export function PunchOutTransferred() {
  const transfer = useStore($punchOut);
  if (transfer.status !== 'form' || transfer.kind !== 'transfer') return null;
  return <PunchOutFormView form={transfer.form} kind="transfer" autoSubmit={!transfer.submitted} onSubmitted={markPunchOutSubmitted} />;
}
