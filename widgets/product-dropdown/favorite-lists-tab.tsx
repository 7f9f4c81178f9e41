/**
 * The Favoritlister tab (§2 "Favourite-list dropdown"): the lists the user sees, a search box, the
 * sortable headers Navn and Antal varer (tri-state: ascending, descending, none, with aria-sort), a
 * checkbox per list showing whether the product is on it, and "Opret ny liste". Ticking adds the product
 * with the card's unit as the list's standard unit (when it is not the product's default), unticking
 * removes it; the store shows the §8 toasts. A locked list asks for its PIN first (§4 verify; the
 * add or remove then carries the PIN, which the server checks again).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Product } from '../../core/index.js';
import { da } from '../../core/index.js';
import { ariaSortOf } from '../../core/rules/favorite-list-sort.js';
import type { FavoriteListSortKey } from '../../core/rules/favorite-list-sort.js';
import { FAVORITE_SEARCH_FOCUS_DELAY_MS, listStdUnitFor } from '../../core/rules/product-dropdown.js';
import { $favoriteLists, loadFavoriteLists } from '../../core/stores/favorite-lists.js';
import { createFavoriteListsTab } from '../../core/stores/favorite-lists-tab.js';
import { daProductDropdown as t } from '../../core/texts/da-product-dropdown.js';
import { NewListDialog } from '../favorite-list-dialogs/new-list-dialog.js';
import { PinDialog } from '../favorite-list-dialogs/pin-dialog.js';
import { useStore } from '../shared/use-store.js';

export interface FavoriteListsTabProps {
  product: Product;
  /** The card's chosen unit. */
  unit: string;
}

// A function, not a table: a text read when the module loads would never show an editor's text (issue 17 §1).
const columns = (): { key: FavoriteListSortKey; label: string }[] => [
  { key: 'name', label: t.columnName },
  { key: 'amount', label: t.columnAmount },
];

export function FavoriteListsTab({ product, unit }: FavoriteListsTabProps) {
  const id = useId();
  // One per mounted tab: it loads the lists while shown, and a reopened dropdown starts unsearched.
  const [tab] = useState(createFavoriteListsTab);
  const { search: text, sort, busy, pinList, creating } = useStore(tab.$tab);
  const shown = useStore(tab.$shown);
  const state = useStore($favoriteLists);
  const searchRef = useRef<HTMLInputElement>(null);
  const stdUnit = listStdUnitFor(product, unit);
  const tabProduct = { productId: product.id, stdUnit: stdUnit ?? null };

  // §9: the search box takes the focus 125 ms after the dropdown opened, unless the user has already
  // moved into the panel (a tab, a list, a dialog): a late focus must not take a keystroke away.
  useEffect(() => {
    const timer = setTimeout(() => {
      const search = searchRef.current;
      const panel = search?.closest('[role="dialog"]');
      const active = (search?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
      if (search && !(panel && active && panel.contains(active))) search.focus();
    }, FAVORITE_SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const loading = state.lists.length === 0 && (state.status === 'idle' || state.status === 'loading');

  return (
    <div className="pdd-favorites">
      <label htmlFor={`${id}-search`} className="visually-hidden">
        {t.searchLabel}
      </label>
      <input
        ref={searchRef}
        id={`${id}-search`}
        className="input pdd-search"
        type="search"
        autoComplete="off"
        placeholder={t.searchPlaceholder}
        value={text}
        onChange={(e) => tab.searchLists(e.currentTarget.value)}
      />

      {state.status === 'error' && state.lists.length === 0 ? (
        <div className="pdd-note pdd-error">
          <p>{da.favoriteListsLoadFailed}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void loadFavoriteLists()}>
            {t.retry}
          </button>
        </div>
      ) : loading ? (
        <p className="pdd-note" aria-busy="true">
          {t.loading}
        </p>
      ) : state.lists.length === 0 ? (
        <p className="pdd-note">{t.noLists}</p>
      ) : (
        <div className="pdd-scroll">
          <table className="pdd-lists">
            <caption className="visually-hidden">{t.listsCaption(product.name)}</caption>
            <thead>
              <tr>
                {columns().map((column) => {
                  const ariaSort = ariaSortOf(sort, column.key);
                  return (
                    <th key={column.key} scope="col" aria-sort={ariaSort} className={`pdd-col-${column.key}`}>
                      <button type="button" className="pdd-sort" onClick={() => tab.sortListsBy(column.key)}>
                        {column.label}
                        <SortIcon direction={ariaSort} />
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {shown.map((list) => {
                const member = list.l.includes(product.id);
                const pending = busy.includes(list.i);
                return (
                  <tr key={list.i} data-list={list.i} data-member={member}>
                    <td>
                      <label className="pdd-list">
                        <input
                          type="checkbox"
                          checked={member}
                          aria-disabled={pending || undefined}
                          onChange={() => void tab.toggleList(list, tabProduct)}
                        />
                        <span className="pdd-name">{list.n}</span>
                        {list.x ? (
                          <span className="pdd-lock" title={t.locked}>
                            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                              <path fill="currentColor" d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z" />
                            </svg>
                            <span className="visually-hidden">{t.locked}</span>
                          </span>
                        ) : null}
                        {list.shared ? <span className="pdd-badge">{list.mine ? t.shared : t.sharedBy}</span> : null}
                      </label>
                    </td>
                    <td className="pdd-amount">{list.amount}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {shown.length === 0 ? <p className="pdd-note">{t.noMatches(text.trim())}</p> : null}
        </div>
      )}

      <button type="button" className="btn btn-secondary pdd-new" onClick={tab.openNewList}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t.addNewList}
      </button>

      <PinDialog open={pinList !== null} mode="verify" listName={pinList?.n ?? ''} onSubmit={(pin) => tab.submitPin(pin, tabProduct)} onClose={tab.closePin} />
      <NewListDialog open={creating} onClose={tab.closeNewList} productId={product.id} stdUnit={stdUnit ?? null} />
    </div>
  );
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const d = direction === 'ascending' ? 'M8 4l4 6H4z' : direction === 'descending' ? 'M8 12l4-6H4z' : 'M8 2l3 4H5zM8 14l3-4H5z';
  return (
    <svg className="pdd-sort-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
