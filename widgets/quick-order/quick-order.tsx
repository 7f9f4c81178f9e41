import { useId, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { $profile, $sessionState, formatAmount, settingsOf, showAddControl } from '../../core/index.js';
import {
  $quickOrder,
  addQuickOrderToBasket,
  chooseQuickOrderAlternative,
  chooseQuickOrderUnit,
  effectiveLine,
  loadQuickOrderFile,
  orderableItems,
  removeQuickOrderLine,
  resetQuickOrder,
  reviewQuickOrder,
  setQuickOrderAmount,
  setQuickOrderText,
  type QuickOrderReviewLine,
} from '../../core/stores/quick-order.js';
import { daQuickOrder } from '../../core/texts/da-quick-order.js';
import { daShoppingList } from '../../core/texts/da-shopping-list.js';
import { $shoppingListMode } from '../../core/stores/shopping-list-state.js';
import { useStore } from '../shared/use-store.js';
import { daLoginNeeded } from '../../core/texts/da-login-needed.js';
import { LoginNeeded } from '../shared/login-needed.js';

/**
 * `<shop-quick-order>`: paste lines or choose a CSV file, review each line against the assortment,
 * then put the orderable ones in the basket in one call (issue 20 point 1). Renders
 * core/stores/quick-order.ts; every rule is in core or on the server.
 */
export function QuickOrder() {
  const session = useStore($sessionState);
  const state = useStore($quickOrder);
  const profile = useStore($profile);
  // Issue 22 point 4 (§6 "Inco: shopping-list wording"): in shopping-list mode the lines go to the list.
  const listMode = useStore($shoppingListMode);
  const id = useId();
  if (session !== 'authenticated') return <LoginNeeded text={daLoginNeeded.quickOrder} />;

  const busy = state.status === 'reviewing' || state.status === 'adding';
  const orderable = orderableItems(state.lines).length;
  const canOrder = showAddControl(settingsOf(profile));
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) void loadQuickOrderFile(file);
  };

  return (
    <section className="quick-order" part="container" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`} className="title">{daQuickOrder.title}</h2>
      <p className="intro">{daQuickOrder.intro}</p>
      <form
        className="input"
        part="input"
        onSubmit={(event) => {
          event.preventDefault();
          void reviewQuickOrder();
        }}
      >
        <label htmlFor={`${id}-text`} className="label">{daQuickOrder.pasteLabel}</label>
        <p id={`${id}-help`} className="help">{daQuickOrder.pasteHelp}</p>
        <textarea
          id={`${id}-text`}
          className="text"
          rows={8}
          spellCheck={false}
          aria-describedby={state.error ? `${id}-help ${id}-error` : `${id}-help`}
          aria-invalid={state.error ? true : undefined}
          value={state.text}
          onInput={(event) => setQuickOrderText((event.currentTarget as HTMLTextAreaElement).value)}
        />
        <label htmlFor={`${id}-file`} className="label">{daQuickOrder.fileLabel}</label>
        <input id={`${id}-file`} className="file" type="file" accept=".csv,.txt,text/csv,text/plain" onChange={onFile} />
        {state.fileName ? <p className="help">{daQuickOrder.fileChosen(state.fileName)}</p> : null}
        {state.error ? <p id={`${id}-error`} className="error" role="alert">{state.error}</p> : null}
        <div className="actions">
          <button type="submit" className="btn" disabled={busy} part="review">
            {state.status === 'reviewing' ? daQuickOrder.reviewing : daQuickOrder.review}
          </button>
          {state.text !== '' || state.lines.length > 0 ? (
            <button type="button" className="btn secondary" disabled={busy} onClick={resetQuickOrder}>{daQuickOrder.clear}</button>
          ) : null}
        </div>
      </form>

      {state.lines.length > 0 ? (
        <div className="review" part="review-table">
          <table className="lines">
            <caption className="caption">{daQuickOrder.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{daQuickOrder.colRow}</th>
                <th scope="col">{daQuickOrder.colTyped}</th>
                <th scope="col">{daQuickOrder.colProduct}</th>
                <th scope="col" className="num">{daQuickOrder.colAmount}</th>
                <th scope="col">{daQuickOrder.colUnit}</th>
                <th scope="col">{daQuickOrder.colStatus}</th>
                <th scope="col">{daQuickOrder.colActions}</th>
              </tr>
            </thead>
            <tbody>
              {state.lines.map((l) => <ReviewRow key={l.key} item={l} disabled={busy} />)}
            </tbody>
          </table>
          <p className="summary" part="summary" role="status">{daQuickOrder.summary(orderable, state.lines.length)}</p>
          {canOrder ? (
            <button type="button" className="btn" part="add" disabled={busy || orderable === 0} onClick={() => void addQuickOrderToBasket()}>
              {state.status === 'adding' ? daQuickOrder.adding : listMode ? daShoppingList.quickOrderAddAll(orderable) : daQuickOrder.addAll(orderable)}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function ReviewRow({ item, disabled }: { item: QuickOrderReviewLine; disabled: boolean }) {
  const { line, choice, key } = item;
  const id = useId();
  const e = effectiveLine(line, choice);
  const rows = line.rows.join(', ');
  const typed = [line.typed.number, line.typed.amount, line.typed.unit ?? ''].filter((s) => s !== '').join(' ; ');
  const ok = e.status === 'ok';
  const pickUnit = e.product && e.status === 'unknownUnit' && choice.unit === null;
  // The field shows what the user typed, else the line's own amount (issue 20 point 1: fix it in place).
  const shownAmount = choice.amount ?? (line.amount !== null ? formatAmount(line.amount) : line.typed.amount);
  const amountInvalid = e.status === 'invalidAmount';
  const commitAmount = (input: HTMLInputElement) => {
    if (input.value !== shownAmount) setQuickOrderAmount(key, input.value);
  };
  const onAmountKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitAmount(event.currentTarget);
    }
  };
  return (
    <tr className={ok ? 'line ok' : 'line refused'} data-status={e.status} part="line">
      <td>{rows}</td>
      <td className="typed">{typed}</td>
      <td>
        {e.product ? (
          <>
            <span className="name">{e.product.name}</span>
            <span className="meta">{daQuickOrder.productNumber(e.product.productId)}</span>
          </>
        ) : null}
      </td>
      <td className="num">
        {e.product ? (
          <>
            <label className="visually-hidden" htmlFor={`${id}-amount`}>{daQuickOrder.amountFor(e.product.name)}</label>
            <input
              key={shownAmount}
              id={`${id}-amount`}
              className="amount"
              part="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={shownAmount}
              disabled={disabled}
              aria-invalid={amountInvalid ? true : undefined}
              aria-describedby={amountInvalid ? `${id}-reason` : undefined}
              onBlur={(event: FocusEvent<HTMLInputElement>) => commitAmount(event.currentTarget)}
              onKeyDown={onAmountKey}
            />
          </>
        ) : line.typed.amount}
      </td>
      <td>
        {e.product && e.product.units.length > 0 ? (
          <select
            className="unit"
            aria-label={daQuickOrder.unitFor(e.product.name)}
            value={pickUnit ? '' : (e.unit ?? '')}
            disabled={disabled}
            onChange={(event) => chooseQuickOrderUnit(key, event.currentTarget.value)}
          >
            {pickUnit ? <option value="">{daQuickOrder.chooseUnit}</option> : null}
            {e.product.units.map((u) => <option key={u.code} value={u.code}>{u.description} ({u.code})</option>)}
          </select>
        ) : (line.typed.unit ?? '')}
      </td>
      <td className="status">
        <span id={`${id}-reason`}>{ok ? daQuickOrder.statusOk : e.reason}</span>
        {line.rows.length > 1 ? <span className="meta">{daQuickOrder.merged(line.rows)}</span> : null}
      </td>
      <td className="row-actions">
        {line.alternative && !choice.alternative && e.status === 'discontinued' ? (
          <button type="button" className="btn secondary small" disabled={disabled} aria-label={daQuickOrder.useAlternativeFor(line.product?.name ?? '')} onClick={() => chooseQuickOrderAlternative(key)}>
            {daQuickOrder.useAlternative}
          </button>
        ) : null}
        <button type="button" className="btn secondary small" disabled={disabled} aria-label={daQuickOrder.removeRow(rows)} onClick={() => removeQuickOrderLine(key)}>
          {daQuickOrder.remove}
        </button>
      </td>
    </tr>
  );
}
