import type { Meta, StoryObj } from '@storybook/react-vite';
import { $catalogue, CatalogueLoadError } from '../../core/index.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { CatalogueError } from './catalogue-error.js';
import css from '../shared/dialog.css?inline';

const meta = {
  title: 'Widgets/shop-catalogue-error',
  component: CatalogueError,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    setFixtureState({ profile: fixtureProfile });
  },
} satisfies Meta<typeof CatalogueError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading the catalogue failed (§4): the modal is open, focus on Genindlæs. */
export const Open: Story = {
  beforeEach: () => {
    $catalogue.set({ status: 'error', version: null, count: 0, source: null, error: CatalogueLoadError.NoWorkers });
  },
};

/** The catalogue loaded: nothing is shown. */
export const Closed: Story = {};
