// What a product list keeps in the browser between pages: where the user was (§9 returnPos, per tab
// in sessionStorage) and the gallery/list choice (localStorage, for every visit). Storage can be
// missing or full (private mode, a locked-down kiosk): then the list simply starts afresh.
import { RETURN_POS_KEY, returnPositionFor, serializeReturnPosition } from '../rules/return-position.js';
import type { ReturnPosition } from '../rules/return-position.js';

const VIEW_KEY = 'shop-product-list-view';

export type ListView = 'gallery' | 'list';

/** The position saved for this page, if any; read once, since reading removes it. */
export function takeReturnPosition(): ReturnPosition | null {
  try {
    const url = `${location.pathname}${location.search}`;
    const pos = returnPositionFor(sessionStorage.getItem(RETURN_POS_KEY), url, Date.now());
    sessionStorage.removeItem(RETURN_POS_KEY);
    return pos;
  } catch {
    return null;
  }
}

/** Saved when the page is left; `search` is the address's query as the list last wrote it. */
export function saveReturnPosition(search: string, shown: number): void {
  try {
    sessionStorage.setItem(
      RETURN_POS_KEY,
      serializeReturnPosition({ url: `${location.pathname}${search}`, y: Math.max(0, Math.round(window.scrollY)), shown, savedAt: Date.now() }),
    );
  } catch {
    // storage unavailable: going back starts at the top
  }
}

/** The user's own gallery/list choice, else the page's. */
export function storedListView(fallback: ListView): ListView {
  try {
    const v = localStorage.getItem(VIEW_KEY);
    return v === 'list' || v === 'gallery' ? v : fallback;
  } catch {
    return fallback;
  }
}

export function saveListView(view: ListView): void {
  try {
    localStorage.setItem(VIEW_KEY, view);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
