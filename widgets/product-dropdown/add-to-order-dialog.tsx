// 'Tilføj til fastordre': the product into one order, with amount and unit (§2, §5).
import { useRef } from 'react';
import type { FormEvent, RefObject } from 'react';
import type { Product, RecurringOrder } from '../../core/index.js';
import { lineInUnit, productLinesOf } from '../../core/rules/recurring-order-product.js';
import { addRecurringOrderLine } from '../../core/stores/recurring-orders.js';
import { LineFields, checkedAmount, useLineFields } from './order-line-fields.js';
import { DialogActions, RecurringOrderDialog } from './recurring-order-dialog.js';
import { linesText, t } from './recurring-order-texts.js';

interface AddFormProps {
  titleId: string;
  order: RecurringOrder;
  product: Product;
  unit: string;
  amount: number;
  busy: boolean;
  amountRef: RefObject<HTMLInputElement | null>;
  onCancel(): void;
  onAdded(offerActivation: boolean): void;
}

/** Open while `order` is set. */
export function AddToOrderDialog({ order, returnFocus, ...form }: Omit<AddFormProps, 'order' | 'amountRef'> & {
  order: RecurringOrder | null;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const amountRef = useRef<HTMLInputElement>(null);
  return (
    <RecurringOrderDialog open={order !== null} labelId={form.titleId} initialFocus={amountRef} returnFocus={returnFocus} onClose={form.onCancel}>
      {order ? <AddForm {...form} order={order} amountRef={amountRef} /> : null}
    </RecurringOrderDialog>
  );
}

function AddForm({ titleId, order, product, unit, amount, busy, amountRef, onCancel, onAdded }: AddFormProps) {
  const fields = useLineFields(product, unit, amount);
  const formRef = useRef<HTMLFormElement>(null);
  const existing = lineInUnit(order, product.id, fields.unit.code);
  const onOrder = productLinesOf(order, product.id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || existing) return;
    const value = checkedAmount(fields, titleId, formRef.current);
    if (value === null) return;
    const added = await addRecurringOrderLine(order, { productId: product.id, unit: fields.unit.code, amount: value });
    // A failure is toasted by the store (add-line error or the server's rule); the dialog stays open.
    if (added) onAdded(added.offerActivation);
  };

  return (
    <form ref={formRef} className="rop-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId} className="rop-title">
        {t.ropAddTitle(order.orderName)}
      </h2>
      <p className="rop-text">{product.name}</p>
      {onOrder.length > 0 ? <p className="rop-help">{t.ropOnOrder(linesText(onOrder))}</p> : null}
      <LineFields idPrefix={titleId} product={product} fields={fields} amountRef={amountRef} />
      {existing ? (
        <p id={`${titleId}-exists`} className="rop-warning">
          {t.ropAlreadyOnOrder(linesText([existing]))}
        </p>
      ) : null}
      <DialogActions
        cancelLabel={t.recurringCancel}
        confirmLabel={t.ropAddConfirm}
        busy={busy}
        disabled={existing !== undefined}
        describedBy={existing ? `${titleId}-exists` : undefined}
        onCancel={onCancel}
      />
    </form>
  );
}
