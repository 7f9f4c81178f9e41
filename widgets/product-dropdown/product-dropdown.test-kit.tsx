// What the product dropdown's test files share: cards on a page, the dropdown's button, panel, rows and
// boxes the way a user finds them.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $toasts } from '../../core/index.js';
import type { OrderContext, Product, Profile } from '../../core/index.js';
import type { FavoriteList } from '../../core/schemas/favorite-list.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { ProductCard } from '../product-list/product-card.js';

export const ctx: OrderContext = { cartType: 0, siteBlocksDiscontinuedByHQ: false, today: '2025-11-21' };

/** Two cards of the same product (§5: one store for the page), or one card each of `products`. */
export function renderCards(products: Product[], profile: Profile = fixtureProfile) {
  setFixtureState({ profile });
  render(
    <>
      {products.map((p, i) => (
        <ProductCard key={i} product={p} settings={profile.settings} orderContext={ctx} />
      ))}
    </>,
  );
  return screen.getAllByRole('article');
}

export const trigger = (card: HTMLElement) => within(card).getByRole('button', { name: /^Favoritlister/ });
export const marked = (card: HTMLElement) => trigger(card).getAttribute('data-marked') === 'true';

export async function open(card: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(trigger(card));
  return within(card).findByRole('dialog', { name: /^Favoritlister/ });
}

/** The list names in the shown order. */
export const rows = (panel: HTMLElement) => Array.from(panel.querySelectorAll('tbody tr')).map((tr) => tr.querySelector('.pdd-name')!.textContent);
export const box = (panel: HTMLElement, name: string) => within(panel).getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
/** The (mocked) Fastordrer tab content, once its chunk has loaded. */
export const recurringContent = (within_: HTMLElement) =>
  waitFor(() => {
    const el = within_.querySelector('.recurring-order-panel');
    if (!el) throw new Error('the Fastordrer tab has not loaded yet');
    return el;
  });
export const toastTexts = () => $toasts.get().map((x) => x.message);
export const list = (i: number, n: string, amount: number, extra: Partial<FavoriteList> = {}): FavoriteList => ({
  i, n, x: false, amount, l: [], shared: false, sharedWithChains: false, mine: true, sorting: 0, ...extra,
});
