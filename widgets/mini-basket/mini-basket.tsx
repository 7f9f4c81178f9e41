import { useEffect, useRef, useState } from 'react';
import { $basket, $profile, $sessionState, $shopConfig, da, ensureProfile, formatDate, safeUrl } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';

export interface MiniBasketProps {
  /** The basket page; default $shopConfig.basketUrl. */
  basketUrl?: string;
}

export function MiniBasket({ basketUrl }: MiniBasketProps) {
  const session = useStore($sessionState);
  const basket = useStore($basket);
  const profile = useStore($profile);
  const config = useStore($shopConfig);
  const href = safeUrl(basketUrl) ?? safeUrl(config.basketUrl) ?? '/';
  const loggedIn = session === 'authenticated';
  const count = basket.itemCount;
  const deliveryDate = basket.deliveryDate ?? profile?.deliveryDate ?? null;

  // Announce only changes, not the count the page loads with.
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!loggedIn || basket.status !== 'ready') return;
    if (previous.current !== null && previous.current !== count) setAnnouncement(da.basketCount(count));
    previous.current = count;
  }, [loggedIn, basket.status, count]);

  useEffect(() => {
    void ensureProfile();
  }, []);

  return (
    <div className="mini-basket">
      <a className="link" href={href} part="link">
        <svg className="icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.3 8.1a2 2 0 0 1-1.9 1.4H8.1a2 2 0 0 1-2-1.6L4.1 2H1V0h4.7l.5 2"
          />
        </svg>
        <span className="label">{da.basket}</span>
        {loggedIn ? (
          <>
            <span className="badge" part="badge" aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden">{da.basketCount(count)}</span>
          </>
        ) : null}
      </a>
      {loggedIn && deliveryDate ? <span className="delivery">{da.basketDelivery(formatDate(deliveryDate))}</span> : null}
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
