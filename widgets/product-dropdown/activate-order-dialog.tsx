// The activation offer after adding to an inactive order (§4), with "Spørg ikke igen".
import { useRef } from 'react';
import type { FormEvent, RefObject } from 'react';
import type { RecurringOrder } from '../../core/index.js';
import { $activationOfferSuppressed, setRecurringOrderActive, suppressActivationOffer } from '../../core/stores/recurring-orders.js';
import { useStore } from '../shared/use-store.js';
import { DialogActions, RecurringOrderDialog } from './recurring-order-dialog.js';
import { t } from './recurring-order-texts.js';

interface ActivateFormProps {
  titleId: string;
  order: RecurringOrder;
  busy: boolean;
  cancelRef: RefObject<HTMLButtonElement | null>;
  onDone(): void;
}

/** Open while `order` is set; focus starts on 'Ikke nu' (the safe choice). */
export function ActivateOrderDialog({ order, returnFocus, ...form }: Omit<ActivateFormProps, 'order' | 'cancelRef'> & {
  order: RecurringOrder | null;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <RecurringOrderDialog open={order !== null} labelId={form.titleId} initialFocus={cancelRef} returnFocus={returnFocus} onClose={form.onDone}>
      {order ? <ActivateForm {...form} order={order} cancelRef={cancelRef} /> : null}
    </RecurringOrderDialog>
  );
}

function ActivateForm({ titleId, order, busy, cancelRef, onDone }: ActivateFormProps) {
  const suppressed = useStore($activationOfferSuppressed);
  const checkId = `${titleId}-dont-ask`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // The store toasts the activation with the next delivery date (§4).
    if (await setRecurringOrderActive(order, true)) onDone();
  };

  return (
    <form className="rop-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId} className="rop-title">
        {t.recurringConfirmActivateTitle}
      </h2>
      <p className="rop-text">{t.ropActivateText(order.orderName)}</p>
      {/* §4 "unless a stored preference suppresses it": stored as soon as it is ticked, so it holds
          however the dialog closes (Aktivér, Ikke nu, Escape). */}
      <label className="rop-check" htmlFor={checkId}>
        <input id={checkId} type="checkbox" checked={suppressed} onChange={(e) => suppressActivationOffer(e.currentTarget.checked)} />
        {t.ropDontAskAgain}
      </label>
      <DialogActions cancelLabel={t.ropActivateLater} confirmLabel={t.recurringMenuActivate} busy={busy} cancelRef={cancelRef} onCancel={onDone} />
    </form>
  );
}
