import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { $basket, $basketLines, $profile, $sessionState, $settings, $shopConfig, canSeePrices, da, ensureProfile, formatAmount, formatDate, formatPrice, safeUrl } from '../../core/index.js';
import { basketPreview } from '../../core/rules/basket-preview.js';
import { daMiniBasket } from '../../core/texts/da-mini-basket.js';
import { useStore } from '../shared/use-store.js';
import { $shoppingList, $shoppingListMode, shoppingListActions } from '../../core/stores/shopping-list-state.js';
import { daShoppingListMode } from '../../core/texts/da-shopping-list-mode.js';

export interface MiniBasketProps {
  /** The basket page; default $shopConfig.basketUrl. */
  basketUrl?: string;
}

export function MiniBasket({ basketUrl }: MiniBasketProps) {
  const session = useStore($sessionState);
  const basket = useStore($basket);
  const profile = useStore($profile);
  const settings = useStore($settings);
  const config = useStore($shopConfig);
  // Issue 22 point 4 (§6 "Cart type 1 (shopping list): no delivery deadlines", "Inco: shopping-list
  // wording"): in shopping-list mode the mini basket is the current list's: "Indkøbsliste", its line
  // count, a link to the list page, no delivery date and no basket popover.
  const listMode = useStore($shoppingListMode);
  const shoppingList = useStore($shoppingList);
  const href = listMode ? (safeUrl(config.shoppingListUrl) ?? '/') : (safeUrl(basketUrl) ?? safeUrl(config.basketUrl) ?? '/');
  const loggedIn = session === 'authenticated';
  const count = listMode ? (shoppingList.list?.itemCount ?? 0) : basket.itemCount;
  const countReady = listMode ? shoppingList.status === 'ready' : basket.status === 'ready';
  const countText = listMode ? daShoppingListMode.miniCount : da.basketCount;
  const listIdle = shoppingList.status === 'idle';
  const deliveryDate = listMode ? null : (basket.deliveryDate ?? profile?.deliveryDate ?? null);
  useEffect(() => {
    // The list's code loads only in the mode (the search page's budget).
    if (listMode && loggedIn && listIdle) void shoppingListActions()?.then((m) => m.ensureShoppingList());
  }, [listMode, loggedIn, listIdle]);

  // Announce only changes, not the count the page loads with.
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!loggedIn || !countReady) return;
    if (previous.current !== null && previous.current !== count) setAnnouncement(countText(count));
    previous.current = count;
  }, [loggedIn, countReady, count, countText]);

  useEffect(() => {
    void ensureProfile();
  }, []);

  // The popover (issue 7 §6): a disclosure button beside the link. Enter/Space open it (a native
  // button), Escape and a click outside close it, and Escape returns the focus to the button.
  const lines = useStore($basketLines);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  useEffect(() => {
    if (!loggedIn) setOpen(false);
  }, [loggedIn]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  }

  const preview = basketPreview(lines);
  // §6 through core's rule, with decision 010's default while the profile is loading.
  const showPrices = canSeePrices(settings);

  return (
    <div className="mini-basket" ref={root} onKeyDown={onKeyDown}>
      <a className="link" href={href} part="link">
        <svg className="icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.3 8.1a2 2 0 0 1-1.9 1.4H8.1a2 2 0 0 1-2-1.6L4.1 2H1V0h4.7l.5 2"
          />
        </svg>
        <span className="label">{listMode ? daShoppingListMode.miniLabel : da.basket}</span>
        {loggedIn ? (
          <>
            <span className="badge" part="badge" aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden">{countText(count)}</span>
          </>
        ) : null}
      </a>
      {loggedIn && !listMode ? (
        <button
          ref={toggle}
          type="button"
          className="toggle"
          part="toggle"
          aria-expanded={open}
          aria-controls={popoverId}
          onClick={() => setOpen(!open)}
        >
          <span className="visually-hidden">{daMiniBasket.show}</span>
        </button>
      ) : null}
      {loggedIn && deliveryDate ? <span className="delivery">{da.basketDelivery(formatDate(deliveryDate))}</span> : null}
      {loggedIn && !listMode ? (
        <div id={popoverId} className="popover" part="popover" hidden={!open} role="region" aria-label={daMiniBasket.latest}>
          {preview.latest.length === 0 ? (
            <p>{daMiniBasket.empty}</p>
          ) : (
            <>
              <ul>
                {preview.latest.map((line) => (
                  <li key={`${line.lineNo}-${line.productId}-${line.unit}`}>
                    <span className="popover-name">{line.name || line.productId}</span>
                    <span>{`${formatAmount(line.amount)} ${line.unit}`}</span>
                  </li>
                ))}
              </ul>
              {preview.more > 0 ? <p>{daMiniBasket.more(preview.more)}</p> : null}
              {showPrices && preview.totalOre !== null ? (
                <p className="popover-total">
                  <span>{daMiniBasket.total}</span> <strong>{formatPrice(preview.totalOre)}</strong>
                </p>
              ) : null}
            </>
          )}
          <a href={href}>{da.goToBasket}</a>
        </div>
      ) : null}
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
