// 'Fjern fra fastordre': every line of the product off one order, warned when that empties it (§2, §4).
import { useRef } from 'react';
import type { FormEvent, RefObject } from 'react';
import type { Product, RecurringOrder } from '../../core/index.js';
import { productLinesOf, removalDeactivates } from '../../core/rules/recurring-order-product.js';
import { removeRecurringOrderProduct } from '../../core/stores/recurring-orders.js';
import { DialogActions, RecurringOrderDialog } from './recurring-order-dialog.js';
import { linesText, t } from './recurring-order-texts.js';

interface RemoveFormProps {
  titleId: string;
  order: RecurringOrder;
  product: Product;
  busy: boolean;
  cancelRef: RefObject<HTMLButtonElement | null>;
  onCancel(): void;
  onRemoved(): void;
}

/** Open while `order` is set; focus starts on 'Annuller' (the safe choice). */
export function RemoveFromOrderDialog({ order, returnFocus, ...form }: Omit<RemoveFormProps, 'order' | 'cancelRef'> & {
  order: RecurringOrder | null;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <RecurringOrderDialog open={order !== null} labelId={form.titleId} initialFocus={cancelRef} returnFocus={returnFocus} onClose={form.onCancel}>
      {order ? <RemoveForm {...form} order={order} cancelRef={cancelRef} /> : null}
    </RecurringOrderDialog>
  );
}

function RemoveForm({ titleId, order, product, busy, cancelRef, onCancel, onRemoved }: RemoveFormProps) {
  const lines = productLinesOf(order, product.id);
  const deactivates = removalDeactivates(order, product.id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // The store re-reads an order the server deactivated and toasts why (§4 last line).
    if (await removeRecurringOrderProduct(order, product.id)) onRemoved();
  };

  return (
    <form className="rop-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId} className="rop-title">
        {t.ropRemoveTitle}
      </h2>
      <p className="rop-text">{t.ropRemoveText(product.name, order.orderName)}</p>
      {lines.length > 0 ? <p className="rop-help">{t.ropRemoveLines(linesText(lines))}</p> : null}
      {deactivates ? <p className="rop-warning">{t.recurringLastLineNote}</p> : null}
      <DialogActions cancelLabel={t.recurringCancel} confirmLabel={t.ropRemoveConfirm} busy={busy} danger cancelRef={cancelRef} onCancel={onCancel} />
    </form>
  );
}
