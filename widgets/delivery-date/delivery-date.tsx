import { useId } from 'react';
import { $profile, $sessionState, isPunchOutSession } from '../../core/index.js';
import { $deliveryDate, chooseDeliveryDate, deliveryDateLabel } from '../../core/stores/delivery-date.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { useStore } from '../shared/use-store.js';
import { addsGoToShoppingList } from '../../core/rules/shopping-list-mode.js';

/**
 * The delivery date picker (issue 7 §2): a native select of the department's delivery dates with
 * Danish weekday names. Native, so keyboard, screen readers and touch work as users know them.
 * A punch-out session (issue 16) keeps the date it started with: shown, not chosen.
 */
export function DeliveryDate() {
  const session = useStore($sessionState);
  const state = useStore($deliveryDate);
  const profile = useStore($profile);
  const id = useId();
  const loggedIn = session === 'authenticated';

  if (!loggedIn) return null;
  // Issue 22 point 4, §6 "Cart type 1 (shopping list): no delivery deadlines": a list has no delivery date.
  if (addsGoToShoppingList(profile)) return null;
  if (isPunchOutSession(profile)) {
    const date = state.deliveryDate ?? profile?.deliveryDate ?? null;
    return (
      <div className="delivery-date" part="container">
        <span className="label" part="label">{daOrders.deliveryDateLabel}</span>
        {date ? <span className="fixed" part="date">{deliveryDateLabel(date, state.dates)}</span> : null}
        <span className="hint">{daPunchOut.deliveryDateFixed}</span>
      </div>
    );
  }
  const noDates = state.status === 'ready' && state.dates.length === 0;
  return (
    <div className="delivery-date" part="container" aria-busy={state.status === 'loading' || state.saving}>
      <label className="label" htmlFor={`${id}-select`} part="label">
        {daOrders.deliveryDateLabel}
      </label>
      {noDates ? (
        <p className="empty">{daOrders.noDeliveryDates}</p>
      ) : (
        <select
          id={`${id}-select`}
          className="select"
          part="select"
          value={state.deliveryDate ?? ''}
          disabled={state.status !== 'ready' || state.saving}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void chooseDeliveryDate((event.target as HTMLSelectElement).value)}
        >
          {state.deliveryDate === null ? <option value="" /> : null}
          {state.dates.map((date) => (
            <option key={date} value={date}>
              {deliveryDateLabel(date, state.dates)}
            </option>
          ))}
        </select>
      )}
      <span id={`${id}-hint`} className="hint">
        {state.saving ? daOrders.deliveryDateSaving : daOrders.deliveryDateHint}
      </span>
    </div>
  );
}
