// Loads a carousel's products (issue 18 point 4) for a key (offer id, product id), only for a logged-in
// user: the calls need a session, and a visitor must not meet the session-expired dialog on a
// marketing page. Loading, error (with retry) and ready; a changed key or an unmount aborts the call.
import { useEffect, useState } from 'react';
import { $sessionState } from '../../core/index.js';
import type { Product } from '../../core/index.js';
import type { CarouselStatus } from './product-carousel.js';
import { useStore } from './use-store.js';

export interface CarouselLoad<T> {
  status: CarouselStatus | 'hidden';
  products: Product[];
  /** The whole answer (title, supplier …) once ready. */
  data: T | null;
  retry(): void;
}

/**
 * `load` answers the data with its decoded products (core/api/offers-selling.ts); `hiddenOn` says which failures hide the carousel
 * instead of showing the error (e.g. 404: the push has ended). Status 'hidden' also without a session.
 */
export function useCarouselProducts<T extends { products: Product[] }>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<T>,
  hiddenOn: (error: unknown) => boolean = () => false,
): CarouselLoad<T> {
  const session = useStore($sessionState);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; status: CarouselLoad<T>['status']; data: T | null; products: Product[] }>({
    key: null, status: 'loading', data: null, products: [],
  });
  const active = session === 'authenticated' && key !== null;
  useEffect(() => {
    if (!active || key === null) return;
    const controller = new AbortController();
    setState({ key, status: 'loading', data: null, products: [] });
    load(key, controller.signal).then(
      (data) => setState({ key, status: 'ready', data, products: data.products }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, status: hiddenOn(error) ? 'hidden' : 'error', data: null, products: [] });
      },
    );
    return () => controller.abort();
    // load and hiddenOn are fixed per widget; the key and a retry start a new call.
  }, [active, key, attempt]);
  const retry = () => setAttempt((n) => n + 1);
  if (session === 'unknown' || session === 'loading') return { status: 'loading', products: [], data: null, retry };
  if (!active) return { status: 'hidden', products: [], data: null, retry };
  if (state.key !== key) return { status: 'loading', products: [], data: null, retry };
  return { status: state.status, products: state.products, data: state.data, retry };
}
