import type { Meta, StoryObj } from '@storybook/react-vite';
import { $favoriteLists } from '../../core/stores/favorite-lists.js';
import type { Profile } from '../../core/index.js';
import { fixtureProfile, milk, profileWithoutOrdering, salmon } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { setFavoriteListsFixture } from '../shared/fixtures/favorite-lists.js';
import { setRecurringFixture } from '../shared/fixtures/recurring-orders.js';
import { InShadow } from '../shared/story-shadow.js';
import { answerFetch, focusedIn, inShadow, typeInShadow } from '../shared/story-play.js';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { daProductDropdown } from '../../core/texts/da-product-dropdown.js';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import { mondayList } from '../shared/fixtures/favorite-lists.js';
import css from '../product-list/product-card.css?inline';
import { ProductDropdown } from './product-dropdown.js';

// The product dropdown's states (§2), fed by the stores: a logged-in kitchen and its favourite lists
// (widgets/shared/fixtures/favorite-lists.ts: own lists, one locked, and a colleague's shared ones).
// Nothing calls the server; the "Open" stories click the button (the panel loads on first open).

function given(profile: Profile | null, lists?: Parameters<typeof setFavoriteListsFixture>[0]) {
  return () => {
    resetStores();
    setFixtureState({ profile });
    setFavoriteListsFixture(lists);
  };
}

/** The shadow root the story renders in (InShadow). */
function shadowOf(canvas: HTMLElement): ShadowRoot | null {
  return canvas.querySelector('div')?.shadowRoot ?? null;
}

async function until<T>(find: () => T | null | undefined): Promise<T | null> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

/**
 * Clicks the card's button and waits for the panel. Where the story is rendered inside act() (the
 * portable-stories test, widgets/stories.test.tsx) nothing renders until play returns: the story then
 * stays closed, and the open states are covered by product-dropdown.test.tsx.
 */
async function open({ canvasElement }: { canvasElement: HTMLElement }): Promise<HTMLElement | null> {
  const button = shadowOf(canvasElement)?.querySelector<HTMLButtonElement>('.dropdown-trigger');
  if (!button) return null;
  button.click();
  return until(() => shadowOf(canvasElement)?.querySelector<HTMLElement>('[role="dialog"]'));
}

const meta = {
  title: 'Widgets/product-dropdown/Dropdown',
  // Part of the product card in <shop-product-list> (and every list of cards): its docs show that contract.
  parameters: { element: 'shop-product-list' },
  component: ProductDropdown,
  args: { product: milk, unit: 'KRT', amount: 1 },
  decorators: [
    // A strip of the card: the product's name and the button, as on the card.
    (Story, { args }) => (
      <InShadow css={css}>
        <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '1rem', maxWidth: '24rem', minHeight: '30rem' }}>
          <p style={{ margin: 0 }}>{args.product.name}</p>
          <Story />
        </div>
      </InShadow>
    ),
  ],
  beforeEach: given(fixtureProfile),
} satisfies Meta<typeof ProductDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; the product is on no list the user sees: an outlined heart. */
export const NotOnAList: Story = { args: { product: salmon } };

/** Closed; the product is on a list (the lists are loaded): a filled heart. */
export const OnAList: Story = {};

/** Before the lists are loaded the catalogue's x.favorite flag decides the mark. */
export const FromCatalogueFlag: Story = {
  args: { product: { ...salmon, flags: { ...salmon.flags, favorite: true } } },
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    setFavoriteListsFixture();
    $favoriteLists.set({ status: 'idle', lists: [] });
  },
};

/** Open: the tabs Favoritlister and Fastordrer, the search box, the sortable headers, one box per list. */
export const Open: Story = { play: async (context) => void (await open(context)) };

/** Punch-out (likewise without ordering, or with a shopping list): favourite lists only, no tabs. */
export const OpenPunchOut: Story = {
  beforeEach: given({ ...fixtureProfile, isPunchOut: true }),
  play: async (context) => void (await open(context)),
};

export const OpenOrderingOff: Story = {
  beforeEach: given(profileWithoutOrdering),
  play: async (context) => void (await open(context)),
};

/** The Fastordrer tab (its content is the recurring-order panel, with its own stories). */
export const OpenRecurringTab: Story = {
  beforeEach: () => {
    given(fixtureProfile)();
    setRecurringFixture();
  },
  play: async (context) => {
    const panel = await open(context);
    panel?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]?.click();
  },
};

/** Sorted by Navn, descending (the second click on the header). */
export const OpenSortedByName: Story = {
  play: async (context) => {
    const panel = await open(context);
    const sort = () => panel?.querySelector<HTMLButtonElement>('th button');
    sort()?.click();
    await until(() => panel?.querySelector('th[aria-sort="ascending"]'));
    sort()?.click();
  },
};

/** A locked list was ticked: its PIN first (§4 verify). */
export const OpenLockedListAsksForPin: Story = {
  args: { product: salmon },
  play: async (context) => {
    const panel = await open(context);
    const locked = await until(() => panel?.querySelector<HTMLInputElement>('tr[data-list="13"] input'));
    locked?.click();
  },
};

/** No lists yet: the "Opret ny liste" entry. */
export const OpenWithoutLists: Story = {
  beforeEach: given(fixtureProfile, []),
  play: async (context) => void (await open(context)),
};

/** The lists are on their way. */
export const OpenLoading: Story = {
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
    setFavoriteListsFixture([]);
    $favoriteLists.set({ status: 'loading', lists: [] });
  },
  play: async (context) => void (await open(context)),
};

/**
 * Interaction test (issue 21 point 6): ticking a list adds the product (a toast names the list); "Opret
 * ny liste" opens the new-list dialog, which creates the list and then adds the product (§4). The two
 * calls are answered from fixtures.
 */
export const AddToListAndCreateList: Story = {
  tags: ['interaction'],
  args: { product: salmon },
  play: async ({ canvasElement }) => {
    const created = { ...mondayList, i: 30, n: 'Fredagsbar', amount: 0, l: [], shared: false };
    const server = answerFetch({
      'POST /api/favoritelists/addproduct': { success: true, list: { ...mondayList, amount: 3, l: [...mondayList.l, salmon.id] } },
      'POST /api/favoritelists': created,
    });
    try {
      const shadow = inShadow(canvasElement);
      await userEvent.click(shadow.getByRole('button', { name: /^Favoritlister/ }));
      const panel = within(await shadow.findByRole('dialog', { name: /^Favoritlister/ }));
      const monday = panel.getByRole('checkbox', { name: /^Mandagsbestilling/ });
      await expect(monday).not.toBeChecked();
      await userEvent.click(monday);
      await waitFor(() => expect(panel.getByRole('checkbox', { name: /^Mandagsbestilling/ })).toBeChecked());
      await expect(server.calls.filter((c) => c.path === '/api/favoritelists/addproduct').map((c) => c.body)).toEqual([
        { id: 12, productId: salmon.id, checkoutId: -1 },
      ]);

      server.routes['POST /api/favoritelists/addproduct'] = { success: true, list: { ...created, amount: 1, l: [salmon.id] } };
      await userEvent.click(panel.getByRole('button', { name: daProductDropdown.addNewList }));
      const dialog = within(await shadow.findByRole('dialog', { name: daFavoriteLists.newListTitle }));
      // The dialog clears and focuses its field as it opens: type once it has the focus.
      const name = dialog.getByLabelText(daFavoriteLists.newListName);
      await waitFor(() => expect(focusedIn(name)).toBe(name));
      await typeInShadow(name, 'Fredagsbar');
      await userEvent.click(dialog.getByRole('button', { name: daFavoriteLists.newListCreate }));
      await waitFor(() => expect(panel.getByRole('checkbox', { name: /^Fredagsbar/ })).toBeChecked());
      await expect(server.calls.filter((c) => c.method === 'POST' && c.path === '/api/favoritelists').map((c) => c.body)).toEqual([
        { listName: 'Fredagsbar', shared: false, sharedWithChains: false },
      ]);
    } finally {
      server.restore();
    }
  },
};
