/**
 * The product dropdown's panel (§2), loaded on the first open (see product-dropdown.tsx). A non-modal
 * popover: role dialog named after the product, in the top layer where the browser has the Popover API
 * (the card clips what overflows it), placed under the button (above it when there is more room).
 * Escape closes it and gives the focus back to the button; a click or the focus outside closes it.
 * Its tabs follow the ARIA tabs pattern (arrow keys, Home, End; the chosen tab is the one Tab reaches).
 */
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent, RefObject } from 'react';
import { $profile, da } from '../../core/index.js';
import type { Product } from '../../core/index.js';
import { productDropdownTabs, tabIndexAfterKey } from '../../core/rules/product-dropdown.js';
import type { ProductDropdownTab } from '../../core/rules/product-dropdown.js';
import { daProductDropdown as t } from '../../core/texts/da-product-dropdown.js';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { useStore } from '../shared/use-store.js';
import { FavoriteListsTab } from './favorite-lists-tab.js';
import type * as RecurringModuleExports from './recurring-order-panel.js';
import type { RecurringOrderPanelProps } from './recurring-order-panel.js';
import { recurringOrderPanelCss } from './recurring-order-panel-styles.js';
import panelCss from './product-dropdown.css?inline';

/** The panel's and the Fastordrer tab's CSS, adopted together into the card's root on first open. */
const css = `${panelCss}\n${recurringOrderPanelCss}`;

export interface ProductDropdownPanelProps {
  /** The id the button's aria-controls names. */
  id: string;
  product: Product;
  unit: string;
  amount: number;
  trigger: RefObject<HTMLButtonElement | null>;
  /** Closed by Escape or the close button (focus back to the button) or from outside (focus stays). */
  onClose(returnFocus: boolean): void;
}

type RecurringModule = typeof RecurringModuleExports;
let recurringModule: Promise<RecurringModule> | null = null;
let LoadedRecurring: ComponentType<RecurringOrderPanelProps> | null = null;

/**
 * The Fastordrer tab's content, with the recurring-order store and its schemas, loads on the tab's
 * first visit: most opens are for the favourite lists, and it is the larger part of the panel.
 */
function loadRecurringTab(): Promise<RecurringModule> {
  recurringModule ??= import('./recurring-order-panel.js').then(
    (module) => {
      LoadedRecurring = module.RecurringOrderPanel;
      return module;
    },
    (error: unknown) => {
      recurringModule = null;
      throw error;
    },
  );
  return recurringModule;
}

function RecurringTab(props: RecurringOrderPanelProps) {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (LoadedRecurring || failed) return;
    let live = true;
    loadRecurringTab().then(
      () => live && arrived(),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [failed]);
  if (LoadedRecurring) return <LoadedRecurring {...props} />;
  if (failed) {
    return (
      <div className="pdd-note pdd-error">
        <p>{da.httpError}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setFailed(false)}>
          {t.retry}
        </button>
      </div>
    );
  }
  return (
    <p className="pdd-note" aria-busy="true">
      {t.loadingTab}
    </p>
  );
}

const GAP_PX = 4;
const MARGIN_PX = 8;

/**
 * Under the button (above when that has more room), its right edge on the button's, or its left edge
 * on the button's when that would leave the viewport; always inside the viewport.
 */
function place(panel: HTMLElement, trigger: HTMLElement): void {
  const r = trigger.getBoundingClientRect();
  const vw = document.documentElement.clientWidth || window.innerWidth;
  const vh = window.innerHeight;
  const below = vh - r.bottom - GAP_PX - MARGIN_PX;
  const above = r.top - GAP_PX - MARGIN_PX;
  panel.style.maxHeight = '';
  const height = panel.scrollHeight;
  const downwards = height <= below || below >= above;
  const room = Math.max(120, downwards ? below : above);
  panel.style.maxHeight = `${room}px`;
  const shown = Math.min(height, room);
  const width = panel.offsetWidth;
  const wanted = r.right - width >= MARGIN_PX ? r.right - width : r.left;
  const left = Math.max(MARGIN_PX, Math.min(wanted, vw - width - MARGIN_PX));
  panel.style.left = `${left}px`;
  panel.style.top = `${downwards ? r.bottom + GAP_PX : Math.max(MARGIN_PX, r.top - GAP_PX - shown)}px`;
}

/** Whether an event comes from inside one of the PIN or new-list dialogs the panel opened. */
function fromDialog(event: Event): boolean {
  return event.composedPath().some((node) => node instanceof HTMLElement && node.tagName === 'DIALOG');
}

export function ProductDropdownPanel({ id, product, unit, amount, trigger, onClose }: ProductDropdownPanelProps) {
  const ids = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose for the page listeners below, without re-adding them on every render.
  const close = useRef(onClose);
  close.current = onClose;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const profile = useStore($profile);
  const tabs = productDropdownTabs(profile);
  const [tab, setTab] = useState<ProductDropdownTab>('favorites');
  const shownTab = tabs.includes(tab) ? tab : 'favorites';
  // The favourites stay mounted (search text, sorting); the Fastordrer tab mounts on its first visit,
  // so opening the dropdown asks nothing about recurring orders until that tab is chosen.
  const [visited, setVisited] = useState<ReadonlySet<ProductDropdownTab>>(() => new Set(['favorites']));
  function choose(name: ProductDropdownTab) {
    setTab(name);
    if (!visited.has(name)) setVisited(new Set(visited).add(name));
  }
  // The panel's CSS goes into the root the card renders in (the list's shadow root), once.
  const [adopted] = useState(() => {
    const root = trigger.current?.getRootNode();
    return root instanceof ShadowRoot || root instanceof Document ? adoptStyles(root, [css]) : false;
  });

  // Top layer (where supported), placement, and following the button while the page scrolls.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const button = trigger.current;
    if (!panel || !button) return;
    if (typeof panel.showPopover === 'function' && !panel.matches(':popover-open')) panel.showPopover();
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => place(panel, button));
    };
    place(panel, button);
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    window.addEventListener('resize', follow);
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(follow) : null;
    resized?.observe(panel);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow, { capture: true });
      window.removeEventListener('resize', follow);
      resized?.disconnect();
    };
  }, [trigger]);

  // Outside: a pointer pressed elsewhere, or the focus moved elsewhere (Tab past the end). The page's
  // listener sees events from shadow roots retargeted, so it asks composedPath() (traps.md).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(panel) && !(trigger.current && path.includes(trigger.current))) close.current(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !panel.contains(next) && next !== trigger.current) close.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    panel.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      panel.removeEventListener('focusout', onFocusOut);
    };
  }, [trigger]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Escape in a PIN or new-list dialog closes that dialog only.
    if (event.key !== 'Escape' || fromDialog(event.nativeEvent)) return;
    event.preventDefault();
    event.stopPropagation();
    onClose(true);
  }

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexAfterKey(event.key, tabs.indexOf(shownTab), tabs.length);
    if (next === null) return;
    event.preventDefault();
    choose(tabs[next]!);
    tabRefs.current[next]?.focus();
  }

  const label = da.productDropdownLabel(product.name, tabs.length > 1);
  const favorites = <FavoriteListsTab product={product} unit={unit} />;

  return (
    <div
      ref={panelRef}
      id={id}
      className="pdd-panel"
      role="dialog"
      aria-label={label}
      popover="manual"
      onKeyDown={onKeyDown}
      data-product={product.id}
    >
      {adopted ? null : <style>{css}</style>}
      <div className="pdd-top">
        {tabs.length > 1 ? (
          <div role="tablist" aria-label={t.tabsLabel} className="pdd-tabs" onKeyDown={onTabKey}>
            {tabs.map((name, i) => (
              <button
                key={name}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${ids}-tab-${name}`}
                className="pdd-tab"
                aria-selected={shownTab === name}
                aria-controls={`${ids}-tabpanel-${name}`}
                tabIndex={shownTab === name ? 0 : -1}
                onClick={() => choose(name)}
              >
                {t.tabs[name]}
              </button>
            ))}
          </div>
        ) : (
          <h2 className="pdd-heading">{t.tabs.favorites}</h2>
        )}
        <button type="button" className="pdd-close" aria-label={daFavoriteLists.close} onClick={() => onClose(true)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {tabs.length > 1 ? (
        tabs.map((name) => (
          <div key={name} role="tabpanel" id={`${ids}-tabpanel-${name}`} aria-labelledby={`${ids}-tab-${name}`} className="pdd-tabpanel" hidden={shownTab !== name}>
            {name === 'favorites' ? favorites : visited.has(name) ? <RecurringTab product={product} unit={unit} amount={amount} /> : null}
          </div>
        ))
      ) : (
        <div className="pdd-tabpanel">{favorites}</div>
      )}
    </div>
  );
}
