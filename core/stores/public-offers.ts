// The public offer blocks of a page (issue 18 point 5), rendered by <shop-public-offers>. Unlike the
// logged-in screens (loadWhileShown), a block loads for a visitor too: once the session is known
// (anonymous or authenticated), and again when it changes (a login on the same page brings prices and
// add, a logout takes them away). One entry per block query (products and dept).
import { map } from 'nanostores';
import { ApiRequestError } from '../api/client.js';
import { fetchPublicOffers } from '../api/public-offers.js';
import type { PublicOffers } from '../schemas/public-offers.js';
import { type Product } from '../schemas/product.js';
import { decodeProduct } from '../schemas/product-decode.js';
import { $sessionState, type SessionState } from './session-state.js';

/** publicoffers' answer with its products decoded for the cards (decision 002). */
export type PublicOffersView = Omit<PublicOffers, 'products'> & { products: Product[] };

export function publicOffersView(data: PublicOffers): PublicOffersView {
  return { ...data, products: data.products.map(decodeProduct) };
}

export interface PublicOffersEntry {
  status: 'loading' | 'ready' | 'error' | 'notFound';
  data: PublicOffersView | null;
  /** The session state the data was loaded for: a different one loads again. */
  loadedFor: 'anonymous' | 'authenticated';
}

export const $publicOffers = map<Record<string, PublicOffersEntry>>({});

/** The key of a block: its products (as given) and its department. */
export function publicOffersKey(productIds: readonly string[], dept: string | null): string {
  return `${productIds.join(',')}|${dept ?? ''}`;
}

const settled = (state: SessionState): 'anonymous' | 'authenticated' | null =>
  state === 'authenticated' ? 'authenticated' : state === 'anonymous' || state === 'expired' ? 'anonymous' : null;

const shown = new Map<string, { productIds: readonly string[]; dept: string | null; count: number }>();
let generation = 0;
const generations = new Map<string, number>();

export async function loadPublicOffers(productIds: readonly string[], dept: string | null): Promise<void> {
  const session = settled($sessionState.get());
  if (!session) return; // asked again once the session is known
  const key = publicOffersKey(productIds, dept);
  const started = ++generation;
  generations.set(key, started);
  const previous = $publicOffers.get()[key];
  $publicOffers.setKey(key, { status: 'loading', data: previous?.loadedFor === session ? previous.data : null, loadedFor: session });
  try {
    const data = publicOffersView(await fetchPublicOffers(productIds, dept));
    if (generations.get(key) !== started) return;
    $publicOffers.setKey(key, { status: 'ready', data, loadedFor: session });
  } catch (error) {
    if (generations.get(key) !== started) return;
    const status = error instanceof ApiRequestError && error.status === 404 ? 'notFound' : 'error';
    $publicOffers.setKey(key, { status, data: null, loadedFor: session });
  }
}

/** A block shows (`products`, `dept`): loaded now if not yet for this session. Returns the stop. */
export function showPublicOffers(productIds: readonly string[], dept: string | null): () => void {
  const key = publicOffersKey(productIds, dept);
  const entry = shown.get(key) ?? { productIds, dept, count: 0 };
  entry.count++;
  shown.set(key, entry);
  const session = settled($sessionState.get());
  const current = $publicOffers.get()[key];
  if (session && (!current || current.loadedFor !== session)) void loadPublicOffers(productIds, dept);
  return () => {
    entry.count--;
    if (entry.count <= 0) shown.delete(key);
  };
}

// A login or logout on the same page: every shown block loads again for the new session; data of the
// previous session is dropped at once (a visitor never keeps a customer's prices on screen).
$sessionState.listen((state) => {
  const session = settled(state);
  if (!session) return;
  for (const [key, { productIds, dept }] of shown) {
    const current = $publicOffers.get()[key];
    if (!current || current.loadedFor !== session) void loadPublicOffers(productIds, dept);
  }
});

export function resetPublicOffers(): void {
  generation++;
  generations.clear();
  shown.clear();
  $publicOffers.set({});
}
