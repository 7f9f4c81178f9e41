/**
 * What the favourite-list view (?favoritelist=, issue 5) adds to the product list: "Læg hele listen i
 * kurven" / "Læg valgte i kurven" above the cards, a selection box on each card, the own-priority input
 * (sorting 0, §6), the list's standard unit and, after a unit change, the prompt to use the unit on all
 * lists (§4). Loaded by the product list with a dynamic import the first time a favourite list is shown:
 * a search page without one does not carry it (decision 001). State and logic live in
 * core/stores/favorite-list-view.ts.
 *
 * The card is handed in by the list (a render prop), so this module does not bundle a second copy of it.
 */
import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Origin, showAddControl, showOwnPriorityInput } from '../../core/index.js';
import type { ListItemInfo, OrderContext, Product, UserSettings } from '../../core/index.js';
import {
  $favoriteListView,
  acceptUnitPrompt,
  addListToBasket,
  changeUnit,
  clearSelection,
  deselect,
  dismissUnitPrompt,
  setAmount,
  setOwnPriority,
  setSelected,
} from '../../core/stores/favorite-list-view.js';
import type { UnitPrompt } from '../../core/stores/favorite-list-view.js';
import { daFavoriteListView as t } from '../../core/texts/da-favorite-list-view.js';
import { $shoppingListMode } from '../../core/stores/shopping-list-state.js';
import { daShoppingListMode } from '../../core/texts/da-shopping-list-mode.js';
import { useStore } from '../shared/use-store.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { ProductCardProps } from './product-card.js';
import { OwnPriorityInput } from './own-priority-input.js';
import viewCss from './favorite-list-view.css?inline';

export { $favoriteListView, openFavoriteListView, saveListSorting } from '../../core/stores/favorite-list-view.js';
export type { FavoriteListViewState } from '../../core/stores/favorite-list-view.js';
// Issue 20 point 2: the toolbar's link to the list's allergen overview rides in this chunk.
export { AllergenOverviewLink } from './allergen-overview-link.js';

type Settings = Pick<UserSettings, 'showPrices' | 'allowOrdering'>;

/** The card props the view sets; stable per product, so the list's memoised cards do not re-render. */
export type FavoriteCardProps = Pick<ProductCardProps, 'ownPriority' | 'onUnitChange' | 'onAdded' | 'onAmountChange' | 'amount' | 'origin'>;

/**
 * The bulk actions above the cards; nothing without ordering (§6) or before the list is there. It also
 * brings the view's styles into the list's shadow root (adopted: a strict CSP refuses <style>).
 */
export function FavoriteListActions({ settings, orderContext }: { settings: Settings; orderContext: OrderContext }) {
  const view = useStore($favoriteListView);
  // Issue 22 point 4 (§6 "Inco: shopping-list wording"): "…kurven" becomes "…indkøbslisten" in the mode.
  const listMode = useStore($shoppingListMode);
  const countId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, [viewCss]);
  }, []);
  if (!showAddControl(settings) || view.status !== 'ready' || !view.list || view.list.items.length === 0) return <div ref={ref} hidden />;
  const count = Object.keys(view.selected).length;
  const add = (which: 'all' | 'selected') => void addListToBasket(which, { settings, orderContext });
  return (
    <div ref={ref} className="list-actions" role="group" aria-label={t.actionsLabel} part="list-actions">
      <button type="button" className="btn" disabled={view.adding} aria-busy={view.adding || undefined} onClick={() => add('all')}>
        {view.adding ? t.adding : listMode ? daShoppingListMode.addWholeList : t.addWholeList}
      </button>
      <button type="button" className="btn btn-secondary" disabled={view.adding || count === 0} aria-describedby={countId} onClick={() => add('selected')}>
        {listMode ? daShoppingListMode.addSelected : t.addSelected}
      </button>
      <span id={countId} className="selected-count">
        {t.selectedCount(count)}
      </span>
      {count > 0 ? (
        <button type="button" className="btn btn-secondary" onClick={clearSelection}>
          {t.clearSelection}
        </button>
      ) : null}
    </div>
  );
}

export interface FavoriteListItemProps {
  product: Product;
  listItem: ListItemInfo | null;
  /** The sorting shown: 0 puts the own-priority input on the card (§6). */
  sorting: number;
  settings: Settings;
  children(card: FavoriteCardProps): ReactNode;
}

/** One card of the list: the selection box above it, the unit prompt below it. */
export function FavoriteListItem({ product, listItem, sorting, settings, children }: FavoriteListItemProps) {
  const view = useStore($favoriteListView);
  const { id, name } = product;
  const priority = listItem?.ownPriority ?? null;
  // Memoised: the card re-renders only when what it shows changed (product-list.tsx ListCard).
  const ownPriority = useMemo(
    () =>
      showOwnPriorityInput(sorting) ? (
        <OwnPriorityInput productName={name} priority={{ value: priority, onChange: (value: number | null) => void setOwnPriority(id, value) }} />
      ) : undefined,
    [sorting, priority, id, name],
  );
  const handlers = useMemo(
    () => ({
      onUnitChange: (unit: string) => void changeUnit(id, name, unit),
      onAdded: () => deselect(id),
      onAmountChange: (text: string) => setAmount(id, text),
      origin: Origin.FavoriteList,
    }),
    [id, name],
  );
  const ordering = showAddControl(settings);
  const prompt = view.unitPrompt?.productId === id ? view.unitPrompt : null;
  return (
    <>
      {ordering ? (
        <label className="select-product">
          <input type="checkbox" checked={view.selected[id] === true} onChange={(e) => setSelected(id, e.currentTarget.checked)} />
          {t.select}
          <span className="visually-hidden"> {name}</span>
        </label>
      ) : null}
      {children({ ...handlers, ownPriority, amount: ordering ? (view.amounts[id] ?? '') : undefined })}
      {prompt ? <UnitPromptPanel prompt={prompt} /> : null}
    </>
  );
}

/**
 * §4 "a prompt offers to set the standard unit for all lists": a small panel under the card, not a
 * modal (the unit is already saved on this list; the question is optional). Its text is a polite
 * status message; answering returns the focus to the card's unit field; Escape declines.
 */
function UnitPromptPanel({ prompt }: { prompt: UnitPrompt }) {
  const ref = useRef<HTMLDivElement>(null);
  const textId = useId();
  function answer(accept: boolean) {
    ref.current?.parentElement?.querySelector<HTMLSelectElement>('select.unit')?.focus();
    if (accept) void acceptUnitPrompt();
    else dismissUnitPrompt();
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      answer(false);
    }
  }
  return (
    <div ref={ref} className="unit-prompt" role="group" aria-labelledby={textId} onKeyDown={onKeyDown}>
      <p id={textId} role="status">
        {t.unitSaved(prompt.unit, prompt.productName)} {t.unitForAllQuestion(prompt.otherLists)}
      </p>
      <div className="unit-prompt-actions">
        <button type="button" className="btn" onClick={() => answer(true)}>
          {t.unitForAllAccept}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => answer(false)}>
          {t.unitForAllDecline}
        </button>
      </div>
    </div>
  );
}
