import type { Meta, StoryObj } from '@storybook/react-vite';
import { da, showToast } from '../../core/index.js';
import { resetStores } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { Toasts } from './toasts.js';
import css from './toasts.css?inline';

const LONG = 10 * 60 * 1000; // stays while you look at it

const meta = {
  title: 'Widgets/shop-toasts',
  component: Toasts,
  decorators: [(Story) => <InShadow css={css}><Story /></InShadow>],
  beforeEach: () => resetStores(),
} satisfies Meta<typeof Toasts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  beforeEach: () => void showToast({ kind: 'success', message: da.addedToBasket(2), durationMs: LONG, link: { href: '/kurv', text: da.goToBasket } }),
};

export const ErrorToast: Story = {
  name: 'Error',
  beforeEach: () => void showToast({ kind: 'error', message: da.amountDigitsOnly, durationMs: LONG }),
};

export const Warning: Story = {
  beforeEach: () => void showToast({ kind: 'warning', message: da.outOfStock('4'), durationMs: LONG }),
};

export const Info: Story = {
  beforeEach: () => void showToast({ kind: 'info', message: 'Din levering er flyttet til fredag.', durationMs: LONG }),
};

export const AllKinds: Story = {
  beforeEach: () => {
    showToast({ kind: 'success', message: da.addedToBasket(1), durationMs: LONG, link: { href: '/kurv', text: da.goToBasket } });
    showToast({ kind: 'warning', message: da.unitMismatch('KRT'), durationMs: LONG });
    showToast({ kind: 'error', message: da.amountInvalid, durationMs: LONG });
    showToast({ kind: 'info', message: 'Din levering er flyttet til fredag.', durationMs: LONG });
  },
};
