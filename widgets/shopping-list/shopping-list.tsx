// <shop-shopping-list> (issue 22 point 4; spec §7 "Shopping lists", §6 "Cart type 1 (shopping list)"):
// the current list (amounts and units to edit, remove, name and comment, send with a confirm dialog) and
// the sent lists below, read-only. Renders core/stores/shopping-list.ts; amounts parse by core's §5 rules.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { $profile, $sessionState, formatAmount, unitLabel } from '../../core/index.js';
import { parseAmount } from '../../core/rules/amount.js';
import { shoppingListUnitOptions } from '../../core/rules/shopping-list-line.js';
import { MAX_SHOPPING_LIST_COMMENT_LENGTH, MAX_SHOPPING_LIST_NAME_LENGTH, type ShoppingList as List, type ShoppingListLine } from '../../core/schemas/shopping-list.js';
import type { Unit } from '../../core/schemas/product.js';
import {
  $sentShoppingLists,
  $shoppingList,
  $shoppingListMode,
  loadSentShoppingLists,
  loadShoppingList,
  removeShoppingListLine,
  saveShoppingListDetails,
  sendCurrentShoppingList,
  updateShoppingListLine,
} from '../../core/stores/shopping-list.js';
import { $shoppingListUnits, loadShoppingListUnits } from '../../core/stores/shopping-list-units.js';
import { daShoppingList as t } from '../../core/texts/da-shopping-list.js';
import { LoginNeeded } from '../shared/login-needed.js';
import { useModal } from '../shared/use-modal.js';
import { useStore } from '../shared/use-store.js';
import { SentLists } from './sent-lists.js';

export function ShoppingListPage() {
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const listMode = useStore($shoppingListMode);
  const active = session === 'authenticated' && listMode;
  useEffect(() => {
    if (!active) return;
    if ($shoppingList.get().status === 'idle') void loadShoppingList();
    if ($sentShoppingLists.get().status === 'idle') void loadSentShoppingLists();
  }, [active]);
  if (session !== 'authenticated') return <LoginNeeded text={t.loginNeeded} />;
  if (!profile) return null;
  if (!listMode) {
    return (
      <p className="not-in-mode" part="not-in-mode">
        {t.notInMode}
      </p>
    );
  }
  return (
    <div className="shopping-list" part="container">
      <CurrentList />
      <SentLists />
    </div>
  );
}

function CurrentList() {
  const state = useStore($shoppingList);
  const id = useId();
  const list = state.list;
  useEffect(() => {
    if (list && list.lines.length > 0) void loadShoppingListUnits();
  }, [list]);
  let body;
  if (!list && (state.status === 'loading' || state.status === 'idle')) {
    body = <p className="status">{t.loading}</p>;
  } else if (!list) {
    body = (
      <p className="status error-state" role="alert">
        {t.failed}{' '}
        <button type="button" className="btn secondary" onClick={() => void loadShoppingList()}>
          {t.retry}
        </button>
      </p>
    );
  } else {
    body = (
      <>
        <DetailsForm key={list.id} list={list} />
        {list.lines.length === 0 ? <p className="status empty">{t.empty}</p> : <LinesTable list={list} />}
        <SendButton list={list} />
      </>
    );
  }
  return (
    <section className="section current" part="current" aria-labelledby={`${id}-title`} aria-busy={state.status === 'loading'}>
      <h2 id={`${id}-title`} className="section-title">
        {t.heading}
      </h2>
      {body}
    </section>
  );
}

function DetailsForm({ list }: { list: List }) {
  const id = useId();
  const [name, setName] = useState(list.name);
  const [comment, setComment] = useState(list.comment);
  const [saving, setSaving] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      await saveShoppingListDetails({ name: name.trim(), comment: comment.trim() });
    } finally {
      setSaving(false);
    }
  }
  return (
    <form className="details" part="details" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="field">
        <label htmlFor={`${id}-name`}>{t.name}</label>
        <input id={`${id}-name`} className="input" type="text" maxLength={MAX_SHOPPING_LIST_NAME_LENGTH} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      </p>
      <p className="field">
        <label htmlFor={`${id}-comment`}>{t.comment}</label>
        <textarea id={`${id}-comment`} className="input" rows={3} maxLength={MAX_SHOPPING_LIST_COMMENT_LENGTH} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
      </p>
      <p className="actions">
        <button type="submit" className="btn secondary" disabled={saving} aria-busy={saving || undefined}>
          {t.saveDetails}
        </button>
      </p>
    </form>
  );
}

function LinesTable({ list }: { list: List }) {
  const units = useStore($shoppingListUnits);
  return (
    <table className="lines" part="lines">
      <caption className="visually-hidden">{t.linesCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.colProduct}</th>
          <th scope="col">{t.colNumber}</th>
          <th scope="col">{t.colAmount}</th>
          <th scope="col">
            <span className="visually-hidden">{t.remove}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.lines.map((line) => (
          <EditableLine key={`${line.id}-${line.unit}-${line.amount}`} line={line} units={units.get(line.productId)} />
        ))}
      </tbody>
    </table>
  );
}

function EditableLine({ line, units }: { line: ShoppingListLine; units: readonly Unit[] | undefined }) {
  const id = useId();
  const [amount, setAmount] = useState(formatAmount(line.amount));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = shoppingListUnitOptions(line, units);
  const title = line.name || line.productId;

  async function save(unitCode: string) {
    const unit = options.find((u) => u.code === unitCode) ?? options[0]!;
    const parsed = parseAmount(amount, unit);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await updateShoppingListLine(line.id, unitCode === line.unit ? { amount: parsed.value } : { amount: parsed.value, unit: unitCode });
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr>
      <td>
        <span className="name">{title}</span>
        {line.brand ? <span className="brand">{line.brand}</span> : null}
      </td>
      <td className="number">{line.productId}</td>
      <td>
        <form className="amount-form" onSubmit={(e) => { e.preventDefault(); void save(line.unit); }} noValidate>
          <label className="visually-hidden" htmlFor={`${id}-amount`}>
            {t.amountFor(title)}
          </label>
          <input
            id={`${id}-amount`}
            className="input amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <label className="visually-hidden" htmlFor={`${id}-unit`}>
            {t.unitFor(title)}
          </label>
          <select id={`${id}-unit`} className="input unit" value={line.unit} disabled={busy || options.length < 2} onChange={(e) => void save(e.currentTarget.value)}>
            {options.map((u) => (
              <option key={u.code} value={u.code}>
                {unitLabel(u.code, u.description)}
              </option>
            ))}
          </select>
          <button type="submit" className="btn secondary" aria-label={t.updateFor(title)} disabled={busy} aria-busy={busy || undefined}>
            {t.update}
          </button>
          {error ? (
            <span id={`${id}-error`} className="error" role="alert">
              {error}
            </span>
          ) : null}
        </form>
      </td>
      <td>
        <button type="button" className="btn secondary remove" aria-label={t.removeFor(title)} disabled={busy} onClick={() => void removeShoppingListLine(line.id)}>
          {t.remove}
        </button>
      </td>
    </tr>
  );
}

/** "Send indkøbslisten" and its native confirm dialog: focus starts on "Fortryd"; Escape cancels. */
function SendButton({ list }: { list: List }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useModal(dialog, confirming, { initialFocus: cancel, returnFocus: opener });
  async function send() {
    setSending(true);
    try {
      await sendCurrentShoppingList();
    } finally {
      setSending(false);
      setConfirming(false);
    }
  }
  return (
    <>
      <p className="actions send">
        <button ref={opener} type="button" className="btn" part="send" disabled={list.lines.length === 0 || sending} onClick={() => setConfirming(true)}>
          {t.send}
        </button>
      </p>
      <dialog ref={dialog} className="dialog" part="send-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onClose={() => setConfirming(false)}>
        <h2 id={`${id}-title`} className="dialog-title">
          {t.confirmHeading}
        </h2>
        <p id={`${id}-text`}>{t.confirmText(list.lines.length)}</p>
        <p className="actions">
          <button ref={cancel} type="button" className="btn secondary" onClick={() => setConfirming(false)}>
            {t.cancel}
          </button>
          <button type="button" className="btn" disabled={sending} aria-busy={sending || undefined} onClick={() => void send()}>
            {sending ? t.sending : t.confirmSend}
          </button>
        </p>
      </dialog>
    </>
  );
}
