// The details' information tab: the disclaimer, buying, the delivery deadline, the product's facts
// and its food information (§2 Product details, §7 deadlines).
import { useId } from 'react';
import { da, formatDate, formatDecimal } from '../../core/index.js';
import type { UserSettings } from '../../core/index.js';
import { daProductDetails as t } from '../../core/texts/da-product-details.js';
import { $disclaimerHidden, setDisclaimerHidden } from '../../core/stores/product-details.js';
import type { FoodInfo } from '../../core/schemas/food-info.js';
import { useStore } from '../shared/use-store.js';
import { BuySection } from './buy-section.js';
import type { LoadedState } from './buy-section.js';
import { FoodInfoTabs } from './food-info.js';

function Disclaimer() {
  const hidden = useStore($disclaimerHidden);
  const id = useId();
  if (hidden) {
    return (
      <button type="button" className="link-button disclaimer-show" onClick={() => setDisclaimerHidden(false)}>
        {t.disclaimerShow}
      </button>
    );
  }
  return (
    <aside className="disclaimer" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.disclaimerTitle}</h3>
      <p>{t.disclaimer}</p>
      <button type="button" className="btn btn-secondary" onClick={() => setDisclaimerHidden(true)}>
        {t.disclaimerHide}
      </button>
    </aside>
  );
}

export function InfoPanel({ state, settings }: { state: LoadedState; settings: UserSettings }) {
  const product = state.details;
  const deadline = state.deadline;
  const facts: string[] = [];
  if (product.onSale && product.onSaleUntil) facts.push(da.offerUntil(formatDate(product.onSaleUntil)));
  if (product.broachedLimit !== null) facts.push(t.broachLimit(String(product.broachedLimit), product.basicUnit));
  if (product.supplierName) facts.push(t.supplierLine(product.supplierName));
  if (product.weight !== null) facts.push(t.weightLine(formatDecimal(product.weight, 3)));
  return (
    <div className="info">
      <Disclaimer />
      {/* Keyed by the standard unit: details loaded again with another standard unit start in it. */}
      <BuySection key={state.details.units.find((u) => u.selected)?.name ?? ''} state={state} settings={settings} />
      {deadline?.blockedByDeadline || deadline?.discontinued ? (
        <p className="deadline blocked">
          {deadline.deadlineMessage}
          {deadline.showDeliveryDate && deadline.deliveryDate ? ` ${t.earliestDelivery(formatDate(deadline.deliveryDate))}` : ''}
        </p>
      ) : (deadline?.deadlineMessage || product.deadlineMessage) ? (
        <p className="deadline">{deadline?.deadlineMessage || product.deadlineMessage}</p>
      ) : null}
      {facts.length > 0 ? (
        <ul className="facts-list">
          {facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : null}
      {product.extendedDescription ? <p className="description">{product.extendedDescription}</p> : null}
      {state.foodInfo ? <FoodInfoTabs info={state.foodInfo as FoodInfo} /> : <p className="note">{t.noFoodInfo}</p>}
    </div>
  );
}
