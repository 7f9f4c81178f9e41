/**
 * The product dropdown's button on a product card (§2 "Product dropdown", "Favourite-list dropdown"):
 * a heart that is filled when the product is on a list the user sees, and opens a panel with the tabs
 * Favoritlister and Fastordrer (only Favoritlister for punch-out users, without ordering or with a
 * shopping list, §2). Logged-in users only (§6): the card decides with hasProductDropdown.
 *
 * Bundle: this button is on every card of the search page, so it imports only what the mark needs
 * (the favourite-list atoms, core/stores/favorite-lists-state.ts, and the pure rules). The panel and
 * everything behind it (the store's actions and the API client's schemas, the PIN and new-list dialogs,
 * the recurring-order tab and its store, the texts and CSS) load with a dynamic import() on the first
 * open, or a moment earlier when the pointer rests on the button.
 */
import { useId, useReducer, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { $profile, TOAST_MS, da, showToast } from '../../core/index.js';
import type { Product } from '../../core/index.js';
import { $favoriteLists, $favoriteProductIds } from '../../core/stores/favorite-lists-state.js';
import { favoriteMark, productDropdownTabs } from '../../core/rules/product-dropdown.js';
import { useStore } from '../shared/use-store.js';
import type * as PanelModuleExports from './product-dropdown-panel.js';
import type { ProductDropdownPanelProps } from './product-dropdown-panel.js';

export interface ProductDropdownProps {
  product: Product;
  /** The unit chosen on the card: the list's standard unit when adding (§3 stdUnit), the recurring line's unit. */
  unit: string;
  /** The amount typed on the card, for the Fastordrer tab (1 when none). */
  amount: number;
}

type PanelModule = typeof PanelModuleExports;
let panelModule: Promise<PanelModule> | null = null;
/** Set once the chunk has arrived: every later open (any card) renders at once. */
let LoadedPanel: ComponentType<ProductDropdownPanelProps> | null = null;

/** The panel's chunk, fetched once per page; a failed fetch (offline) is tried again on the next open. */
export function loadProductDropdownPanel(): Promise<PanelModule> {
  panelModule ??= import('./product-dropdown-panel.js').then(
    (module) => {
      LoadedPanel = module.ProductDropdownPanel;
      return module;
    },
    (error: unknown) => {
      panelModule = null;
      throw error;
    },
  );
  return panelModule;
}

export function ProductDropdown({ product, unit, amount }: ProductDropdownProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const markId = `${id}-mark`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [, panelArrived] = useReducer((n: number) => n + 1, 0);
  const lists = useStore($favoriteLists);
  const ids = useStore($favoriteProductIds);
  const profile = useStore($profile);
  const marked = favoriteMark(product, lists.status, ids);
  const label = da.productDropdownLabel(product.name, productDropdownTabs(profile).length > 1);

  async function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    if (!LoadedPanel) {
      setLoading(true);
      try {
        await loadProductDropdownPanel();
        panelArrived();
      } catch {
        showToast({ kind: 'error', message: da.favoriteListError, durationMs: TOAST_MS.error });
        return;
      } finally {
        setLoading(false);
      }
    }
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  const Panel = open ? LoadedPanel : null;

  return (
    <div className="product-dropdown">
      <button
        ref={triggerRef}
        type="button"
        className={marked ? 'dropdown-trigger marked' : 'dropdown-trigger'}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={Panel ? panelId : undefined}
        aria-describedby={marked ? markId : undefined}
        aria-busy={loading || undefined}
        data-marked={marked}
        onClick={() => void toggle()}
        onPointerEnter={() => void loadProductDropdownPanel().catch(() => undefined)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
            fill={marked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {marked ? (
        <span id={markId} hidden>
          {da.onFavoriteList}
        </span>
      ) : null}
      {Panel ? <Panel id={panelId} product={product} unit={unit} amount={amount} trigger={triggerRef} onClose={close} /> : null}
    </div>
  );
}
