import { useId } from 'react';
import { $basketPage, saveComment, saveLeaveUnattendedComment, setLeaveUnattended } from '../../core/stores/basket-page.js';
import { MAX_ORDER_COMMENT } from '../../core/schemas/order.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { useStore } from '../shared/use-store.js';
import { DriverNotesBlock } from './driver-notes.js';

/**
 * The order comment and 'leave unattended' with its directions; saved when the field is left.
 * Read-only in a punch-out requisition opened to inspect (issue 16): shown, not editable.
 */
export function Comments({ readOnly = false }: { readOnly?: boolean }) {
  const state = useStore($basketPage);
  const id = useId();
  const basket = state.basket;
  if (!basket) return null;
  return (
    <div className="comments">
      <label htmlFor={`${id}-comment`} className="field-label">{daOrders.commentLabel}</label>
      <textarea
        id={`${id}-comment`}
        key={`c-${basket.comment}`}
        className="textarea"
        part="comment"
        rows={3}
        maxLength={MAX_ORDER_COMMENT}
        defaultValue={basket.comment}
        readOnly={readOnly}
        aria-describedby={`${id}-comment-hint`}
        onBlur={readOnly ? undefined : (event) => void saveComment((event.target as HTMLTextAreaElement).value)}
      />
      <span id={`${id}-comment-hint`} className="hint">{daOrders.commentHint(MAX_ORDER_COMMENT)}</span>
      <label className="check">
        <input type="checkbox" checked={basket.leaveUnattended} disabled={state.busy || readOnly} onChange={(event) => void setLeaveUnattended((event.target as HTMLInputElement).checked)} />
        {daOrders.leaveUnattended}
      </label>
      {basket.leaveUnattended ? (
        <>
          <label htmlFor={`${id}-unattended`} className="field-label">{daOrders.leaveUnattendedLabel}</label>
          <textarea
            id={`${id}-unattended`}
            key={`u-${basket.leaveUnattendedComment}`}
            className="textarea"
            rows={2}
            maxLength={MAX_ORDER_COMMENT}
            defaultValue={basket.leaveUnattendedComment}
            readOnly={readOnly}
            onBlur={readOnly ? undefined : (event) => void saveLeaveUnattendedComment((event.target as HTMLTextAreaElement).value)}
          />
        </>
      ) : null}
      {/* Issue 22 point 6: the department's standing notes for the driver, beside 'leave unattended'. */}
      <DriverNotesBlock />
    </div>
  );
}
