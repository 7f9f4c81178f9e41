// What the Fastordrer tab's test files share: rendering the panel for milk and finding its rows and
// dialogs the way a user does.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { daRecurringOrdersPage } from '../../core/texts/da-recurring-orders-page.js';
import { daRecurringOrdersDropdown } from '../../core/texts/da-recurring-orders-dropdown.js';
import { mergeTexts } from '../../core/texts/dictionary.js';
import { milk } from '../shared/fixtures/index.js';
import { RecurringOrderPanel } from './recurring-order-panel.js';

export const t = mergeTexts(daRecurringOrders, daRecurringOrdersPage, daRecurringOrdersDropdown);
export const MILK = milk.name;

export function toastMessages(): string[] {
  return $toasts.get().map((x) => x.message);
}

/** The row of the order named `name` (its header cell holds the name). */
export function row(name: string): HTMLElement {
  const header = screen.getAllByRole('rowheader').find((h) => h.querySelector('.rop-name')?.textContent === name);
  if (!header) throw new Error(`no row ${name}`);
  return header.closest('tr')!;
}

export function openDialog(name: string): HTMLDialogElement {
  return screen.getByRole('dialog', { name }) as HTMLDialogElement;
}

export async function submit(dialog: HTMLElement, label: string): Promise<void> {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: label }));
  });
}

/** The milk line is on 'Ugens mælk' (id 7, active) in KRT; 'Juleferie-bageri' (id 8) is inactive and empty. */
export function renderPanel(unit = 'KRT', amount = 1) {
  return render(<RecurringOrderPanel product={milk} unit={unit} amount={amount} />);
}
