import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $quickOrder, resetQuickOrder } from '../../core/stores/quick-order.js';
import { QUICK_ORDER_REVIEW } from '../../core/stores/quick-order.fixture.js';
import { daQuickOrder } from '../../core/texts/da-quick-order.js';
import { fixtureProfile, profileWithoutOrdering, shoppingListProfile } from '../shared/fixtures/index.js';
import { daShoppingList } from '../../core/texts/da-shopping-list.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { QuickOrder } from './quick-order.js';
import { daLoginNeeded } from '../../core/texts/da-login-needed.js';

const cartResponse = (n: number) => ({
  addedOrderlines: n,
  previewOrder: { itemCount: n, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 },
  warnings: [],
  error: null,
});

beforeEach(() => resetQuickOrder());

describe('<QuickOrder>', () => {
  it('reviews pasted lines, offers the alternative, and adds the orderable lines in one call', async () => {
    const fetch = mockFetch({
      'POST /api/product/loadcsv': { body: QUICK_ORDER_REVIEW },
      'POST /api/order/addtoorder': ({ body }) => ({ body: cartResponse((body as unknown[]).length) }),
      'GET /api/order/revieworder': { body: { lines: [] } },
    });
    setFixtureState({ profile: fixtureProfile });
    render(<QuickOrder />);
    fireEvent.input(screen.getByLabelText(daQuickOrder.pasteLabel), { target: { value: '100001;2\n99999999;1' } });
    fireEvent.click(screen.getByRole('button', { name: daQuickOrder.review }));

    const table = await screen.findByRole('table', { name: daQuickOrder.tableCaption });
    expect(callsTo(fetch, 'POST', '/api/product/loadcsv')[0]!.body).toEqual({ text: '100001;2\n99999999;1' });
    for (const reason of [daQuickOrder.unknownNumber, daQuickOrder.discontinuedWithAlternative('Havregryn 1 kg'), 'Manglende varedata', 'Du kan kun indtaste tal i feltet', daQuickOrder.unknownUnit('PALLE')]) {
      expect(within(table).getByText(reason)).toBeTruthy();
    }
    expect(screen.getByRole('status').textContent).toBe(daQuickOrder.summary(3, 8));
    expect(within(table).getByText(daQuickOrder.merged([1, 7]))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: daQuickOrder.useAlternativeFor('Havregryn 750 g') }));
    fireEvent.change(screen.getByRole('combobox', { name: daQuickOrder.unitFor('Salt 1 kg') }), { target: { value: 'STK' } });
    fireEvent.click(screen.getByRole('button', { name: daQuickOrder.removeRow('4') }));
    expect(screen.getByRole('status').textContent).toBe(daQuickOrder.summary(5, 7));

    fireEvent.click(screen.getByRole('button', { name: daQuickOrder.addAll(5) }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    const items = callsTo(fetch, 'POST', '/api/order/addtoorder')[0]!.body as { productId: string; origin: number }[];
    expect(items.map((i) => i.productId)).toEqual(['100001', '100037', '100025', '100886', '100003']);
    expect(items.every((i) => i.origin === 35)).toBe(true);
    await waitFor(() => expect($quickOrder.get().lines).toHaveLength(2));
  });

  it('in shopping-list mode the orderable lines go to the shopping list in one addlines (issue 22 point 4)', async () => {
    const list = { id: 7, name: '', comment: '', createdAt: '2026-11-27T06:00:00.000Z', updatedAt: '2026-11-27T06:00:00.000Z', sentAt: null, sentBy: null, itemCount: 3, lines: [] };
    const fetch = mockFetch({
      'POST /api/product/loadcsv': { body: QUICK_ORDER_REVIEW },
      'POST /api/shoppinglists/addlines': { body: list },
    });
    setFixtureState({ profile: shoppingListProfile });
    render(<QuickOrder />);
    fireEvent.input(screen.getByLabelText(daQuickOrder.pasteLabel), { target: { value: '100001;2' } });
    fireEvent.click(screen.getByRole('button', { name: daQuickOrder.review }));
    await screen.findByRole('table', { name: daQuickOrder.tableCaption });
    fireEvent.click(screen.getByRole('button', { name: daShoppingList.quickOrderAddAll(3) }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/shoppinglists/addlines')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(0);
  });

  it('corrects an amount in place: committed on blur and Enter, the reason tied to the field, the counts follow', async () => {
    const fetch = mockFetch({
      'POST /api/product/loadcsv': { body: QUICK_ORDER_REVIEW },
      'POST /api/order/addtoorder': ({ body }) => ({ body: cartResponse((body as unknown[]).length) }),
      'GET /api/order/revieworder': { body: { lines: [] } },
    });
    setFixtureState({ profile: fixtureProfile });
    render(<QuickOrder />);
    fireEvent.input(screen.getByLabelText(daQuickOrder.pasteLabel), { target: { value: '100002;1,5' } });
    fireEvent.click(screen.getByRole('button', { name: daQuickOrder.review }));
    await screen.findByRole('table', { name: daQuickOrder.tableCaption });
    expect(screen.getByRole('status').textContent).toBe(daQuickOrder.summary(3, 8));
    expect(screen.getByRole('button', { name: daQuickOrder.addAll(3) })).toBeTruthy();

    // "1,5" cartons of sugar: refused with the §5 text, which describes the field.
    const sugar = screen.getByRole<HTMLInputElement>('textbox', { name: daQuickOrder.amountFor('Sukker 1 kg') });
    expect(sugar.value).toBe('1,5');
    expect(sugar.getAttribute('inputmode')).toBe('decimal');
    expect(sugar.getAttribute('aria-invalid')).toBe('true');
    const reason = document.getElementById(sugar.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toBe('Du kan kun indtaste tal i feltet');

    fireEvent.change(sugar, { target: { value: '2' } });
    fireEvent.blur(sugar);
    expect(screen.getByRole('status').textContent).toBe(daQuickOrder.summary(4, 8));
    const fixed = screen.getByRole<HTMLInputElement>('textbox', { name: daQuickOrder.amountFor('Sukker 1 kg') });
    expect(fixed.getAttribute('aria-invalid')).toBeNull();
    expect(fixed.closest('tr')!.getAttribute('data-status')).toBe('ok');

    // Enter commits too; zero is refused and takes the line out of the count again.
    const oil = screen.getByRole<HTMLInputElement>('textbox', { name: daQuickOrder.amountFor('Rapsolie 5 l') });
    fireEvent.change(oil, { target: { value: '0' } });
    fireEvent.keyDown(oil, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe(daQuickOrder.summary(3, 8));
    const zero = screen.getByRole<HTMLInputElement>('textbox', { name: daQuickOrder.amountFor('Rapsolie 5 l') });
    expect(document.getElementById(zero.getAttribute('aria-describedby')!)!.textContent).toBe('Den indtastede værdi var ugyldig');
    fireEvent.change(zero, { target: { value: '6' } });
    fireEvent.keyDown(zero, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe(daQuickOrder.summary(4, 8));

    fireEvent.click(screen.getByRole('button', { name: daQuickOrder.addAll(4) }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    const items = callsTo(fetch, 'POST', '/api/order/addtoorder')[0]!.body as { productId: string; unit: string; amount: number }[];
    expect(items.map((i) => [i.productId, i.unit, i.amount])).toEqual([['100001', 'KRT', 5], ['100037', 'KRT', 6], ['100025', 'KG', 1.5], ['100002', 'KRT', 2]]);
  });

  it('shows the server\'s refusal of the whole input as an alert tied to the textarea', async () => {
    mockFetch({ 'POST /api/product/loadcsv': { status: 400, body: { error: 'InvalidQuickOrder', message: daQuickOrder.noSeparator } } });
    setFixtureState({ profile: fixtureProfile });
    render(<QuickOrder />);
    const text = screen.getByLabelText(daQuickOrder.pasteLabel);
    fireEvent.input(text, { target: { value: '1|2' } });
    fireEvent.click(screen.getByRole('button', { name: daQuickOrder.review }));
    expect((await screen.findByRole('alert')).textContent).toBe(daQuickOrder.noSeparator);
    expect(text.getAttribute('aria-invalid')).toBe('true');
  });

  it('reads a chosen file into the textarea', async () => {
    setFixtureState({ profile: fixtureProfile });
    render(<QuickOrder />);
    const file = new File(['100001;2\n'], 'liste.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText(daQuickOrder.fileLabel), { target: { files: [file] } });
    await waitFor(() => expect((screen.getByLabelText(daQuickOrder.pasteLabel) as HTMLTextAreaElement).value).toBe('100001;2\n'));
    expect(screen.getByText(daQuickOrder.fileChosen('liste.csv'))).toBeTruthy();
  });

  it('offers no add button to a user who may not order (§6), and nothing to anonymous visitors', () => {
    setFixtureState({ profile: profileWithoutOrdering });
    $quickOrder.set({ ...$quickOrder.get(), status: 'review', lines: QUICK_ORDER_REVIEW.lines.map((line) => ({ key: line.rows.join('-'), line, choice: { unit: null, alternative: false, amount: null } })) });
    const { unmount } = render(<QuickOrder />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /i kurven/ })).toBeNull();
    unmount();
    setFixtureState({ profile: null });
    render(<QuickOrder />);
    expect(screen.getByText(daLoginNeeded.quickOrder, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
