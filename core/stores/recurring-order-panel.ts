// The screen state of the product dropdown's Fastordrer tab (issue 6; issue 23 §3): search, sort and
// which dialog is open, per panel. The orders themselves are the page's ($recurringOrders): the next
// card's tab shows them at once. A panel is created per mounted tab, so a reopened dropdown starts with
// an empty search and no dialog, as it did when this state lived in the component.
import { type ReadableAtom, atom, computed } from 'nanostores';
import { loadWhileShown } from './load-while-shown.js';
import { type FavoriteListSort, type FavoriteListSortKey, nextFavoriteListSort } from '../rules/favorite-list-sort.js';
import { recurringOrdersShown } from '../rules/recurring-order-product.js';
import type { RecurringOrder } from '../schemas/recurring-order.js';
import { $recurringOrderDates, $recurringOrders, loadRecurringOrderDates, loadRecurringOrders } from './recurring-orders.js';

export type RecurringPanelDialog =
  | { kind: 'add'; orderId: number }
  | { kind: 'remove'; orderId: number }
  | { kind: 'activate'; orderId: number }
  | { kind: 'create' }
  | null;

export interface RecurringOrderPanelState {
  search: string;
  sort: FavoriteListSort;
  dialog: RecurringPanelDialog;
}

export interface RecurringOrderPanel {
  $panel: ReadableAtom<RecurringOrderPanelState>;
  /** The orders the table lists: searched by name, then sorted (§2). */
  $shown: ReadableAtom<RecurringOrder[]>;
  searchOrders(text: string): void;
  /** Navn and Antal varer sort tri-state: ascending, descending, none. */
  sortOrdersBy(key: FavoriteListSortKey): void;
  openDialog(dialog: Exclude<RecurringPanelDialog, null>): void;
  closeDialog(): void;
  /** After an add: the activation offer (§4), or nothing; unless the user has moved on meanwhile. */
  lineAdded(orderId: number, offerActivation: boolean): void;
  /** After a create: the new order is listed first, so a search that would hide it is cleared. */
  orderCreated(): void;
}

export function createRecurringOrderPanel(): RecurringOrderPanel {
  const $panel = atom<RecurringOrderPanelState>({ search: '', sort: null, dialog: null });
  const patch = (p: Partial<RecurringOrderPanelState>) => $panel.set({ ...$panel.get(), ...p });
  const $shown = computed([$recurringOrders, $panel], (list, { search, sort }) => recurringOrdersShown(list.orders, search, sort));

  // The orders load when the first panel of the page is shown, or when the user logs in while it is;
  // once loaded they stay for the page. A failed load is retried by the user (the tab offers it), and
  // a list set by a story or test is not 'idle' and stays as set (core/stores/load-while-shown.ts).
  loadWhileShown($shown, () => $recurringOrders.get().status === 'idle', loadRecurringOrders);

  return {
    $panel,
    $shown,
    searchOrders: (search) => patch({ search }),
    sortOrdersBy: (key) => patch({ sort: nextFavoriteListSort($panel.get().sort, key) }),
    openDialog(dialog) {
      // The create dialog's default schedule needs the selectable dates (the first one and its weekday).
      if (dialog.kind === 'create') {
        const { status } = $recurringOrderDates.get();
        if (status === 'idle' || status === 'error') void loadRecurringOrderDates();
      }
      patch({ dialog });
    },
    closeDialog: () => patch({ dialog: null }),
    lineAdded(orderId, offerActivation) {
      const current = $panel.get().dialog;
      // The user may have closed the add dialog (and opened another) while the add ran.
      if (current !== null && !(current.kind === 'add' && current.orderId === orderId)) return;
      patch({ dialog: offerActivation ? { kind: 'activate', orderId } : null });
    },
    orderCreated: () => patch({ search: '', dialog: null }),
  };
}
