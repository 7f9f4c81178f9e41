import type { Meta, StoryObj } from '@storybook/react-vite';
import { $allergenMatrix } from '../../core/stores/allergen-matrix.js';
import type { AllergenMatrixState } from '../../core/stores/allergen-matrix.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { FIXTURE_MATRIX_LIST_ID, fixtureMatrix, manyMatrixRows } from '../shared/fixtures/allergen-matrix.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { AllergenMatrixView } from './allergen-matrix.js';
import css from './allergen-matrix.css?inline';

const listId = FIXTURE_MATRIX_LIST_ID;
const show = (state: Omit<AllergenMatrixState, 'listId'>) => () => {
  setFixtureState({ profile: fixtureProfile });
  $allergenMatrix.set({ listId, ...state });
};

const meta = {
  title: 'Widgets/shop-allergen-matrix',
  component: AllergenMatrixView,
  args: { listId: String(listId) },
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    show({ status: 'ready', matrix: fixtureMatrix() })();
  },
} satisfies Meta<typeof AllergenMatrixView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contains, may contain, nothing, and a product without food info ("Ingen varedata"). */
export const Ready: Story = {};

/** 31 products: printed, two A4 landscape pages (30 + 1), the header on both. */
export const ThirtyOneProducts: Story = {
  beforeEach: show({ status: 'ready', matrix: fixtureMatrix(manyMatrixRows(31), 'Skolemad uge 48') }),
};

export const Loading: Story = { beforeEach: show({ status: 'loading', matrix: null }) };

export const LoadFailed: Story = { beforeEach: show({ status: 'error', matrix: null }) };

export const ListNotFound: Story = { beforeEach: show({ status: 'notFound', matrix: null }) };

export const EmptyList: Story = { beforeEach: show({ status: 'ready', matrix: fixtureMatrix([], 'Ny liste') }) };

/** No list-id attribute and no ?favoritelist= in the address. */
export const NoList: Story = { args: { listId: '' } };
