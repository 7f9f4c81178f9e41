import type { Meta, StoryObj } from '@storybook/react-vite';
import { $driverNotes } from '../../core/stores/driver-notes.js';
import { resetStores } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { DriverNotesBlock } from './driver-notes.js';
import css from './basket.css?inline';

const notes = { doorCode: '4711#', dropLocation: 'Ved rampen bag køkkenet', contactPhone: '12 34 56 78', note: 'Ring på klokken ved levering', updatedAt: '2026-11-27T08:00:00.000Z', updatedByName: 'Karen Kok', canEdit: true };

/** Issue 22 point 6: 'Besked til chaufføren' on the basket page, beside 'leave unattended'. */
const meta = {
  title: 'Widgets/shop-basket/Driver notes',
  component: DriverNotesBlock,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => {
    resetStores();
    $driverNotes.set({ status: 'ready', notes, saving: false, error: null, saved: false });
  },
} satisfies Meta<typeof DriverNotesBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithNotes: Story = {};

export const Empty: Story = {
  beforeEach: () => $driverNotes.set({ status: 'ready', notes: { ...notes, doorCode: '', dropLocation: '', contactPhone: '', note: '', updatedAt: null, updatedByName: null }, saving: false, error: null, saved: false }),
};

/** A punch-out session reads them only. */
export const ReadOnly: Story = {
  beforeEach: () => $driverNotes.set({ status: 'ready', notes: { ...notes, canEdit: false }, saving: false, error: null, saved: false }),
};

export const Saved: Story = {
  beforeEach: () => $driverNotes.set({ status: 'ready', notes, saving: false, error: null, saved: true }),
};
