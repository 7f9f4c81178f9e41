// Issue 16: the basket page in a punch-out session. The ordinary basket's tests (basket.test.tsx) are
// unchanged: an ordinary login sees exactly what it saw before.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $profile, $sessionState, $toasts, da } from '../../core/index.js';
import { $basketPage } from '../../core/stores/basket-page.js';
import { $punchOut } from '../../core/stores/punch-out.js';
import type { PunchOutForm } from '../../core/schemas/punch-out.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { fixtureProfile, punchOutInspectProfile, punchOutProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import type { Profile } from '../../core/index.js';
import { Basket } from './basket.js';
import { pageBasket } from './basket-fixtures.js';

const ociForm: PunchOutForm = {
  action: 'https://indkob.kommune.dk/oci/hook',
  target: '_top',
  fields: pageBasket.lines.flatMap((l, i) => [
    { name: `NEW_ITEM-DESCRIPTION[${i + 1}]`, value: l.name },
    { name: `NEW_ITEM-QUANTITY[${i + 1}]`, value: String(l.amount) },
  ]),
};

function shown(profile: Profile) {
  setFixtureState({ profile, basket: { status: 'ready', itemCount: 3, deliveryDate: '2025-11-27' } });
  $basketPage.set({ status: 'ready', basket: pageBasket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' } });
}

describe('<Basket> in a punch-out session (issue 16)', () => {
  it('offers "Overfør til indkøbssystem" instead of "Afgiv ordre"; the lines stay editable', () => {
    shown(punchOutProfile);
    render(<Basket />);
    expect(screen.queryByRole('button', { name: daOrders.completeOrder })).toBeNull();
    expect(screen.getByRole('button', { name: daPunchOut.transfer })).toBeTruthy();
    expect(screen.getByLabelText(daOrders.amountFor('Letmælk 1,5 % økologisk'))).toBeTruthy();
    expect(screen.getByRole('button', { name: daOrders.emptyBasket })).toBeTruthy();
  });

  it('transfers: completepoorder with {}, then the form to the procurement system, posted once', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const fetch = mockFetch({ 'POST /api/order/completepoorder': { body: ociForm } });
    shown(punchOutProfile);
    const { container } = render(<Basket />);
    fireEvent.click(screen.getByRole('button', { name: daPunchOut.transfer }));
    await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    expect(callsTo(fetch, 'POST', '/api/order/completepoorder').map((c) => c.body)).toEqual([{}]);
    expect(callsTo(fetch, 'POST', '/api/order/complete')).toHaveLength(0);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(ociForm.action);
    expect(form.getAttribute('target')).toBe('_top');
    expect([...form.querySelectorAll('input[type="hidden"]')].map((i) => (i as HTMLInputElement).name)).toEqual(ociForm.fields.map((f) => f.name));
    expect(screen.getByRole('status').textContent).toBe(daPunchOut.transferring);
    expect(screen.getByRole('button', { name: daPunchOut.transferNow })).toBeTruthy();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect($punchOut.get()).toMatchObject({ status: 'form', submitted: true });
    // The lines are gone from the page: they went to the procurement system.
    expect(container.querySelectorAll('li.line')).toHaveLength(0);
  });

  it('posts the form even when the session ends on the page first (the server ended it with the transfer)', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    shown(punchOutProfile);
    const { container } = render(<Basket />);
    // A 401 elsewhere on the page, between the answer and the post: profile gone, session expired.
    act(() => {
      $punchOut.set({ status: 'form', kind: 'transfer', form: ociForm, submitted: false });
      $profile.set(null);
      $sessionState.set('expired');
    });
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(container.querySelector('form')?.getAttribute('action')).toBe(ociForm.action);
  });

  it('a remounted basket shows the posted form again without posting it twice', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    shown(punchOutProfile);
    $punchOut.set({ status: 'form', kind: 'transfer', form: ociForm, submitted: true });
    const { container } = render(<Basket />);
    expect(container.querySelector('form')).not.toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('409 OrderNotPlaceable marks the lines as completing does, and the transfer may be tried again', async () => {
    mockFetch({
      'POST /api/order/completepoorder': { status: 409, body: { error: 'OrderNotPlaceable', message: daOrders.orderHasProblems, lines: [{ lineNo: 1, productId: '100123', problem: 'notOrderable', message: da.notOrderable }] } },
    });
    shown(punchOutProfile);
    const { container } = render(<Basket />);
    fireEvent.click(screen.getByRole('button', { name: daPunchOut.transfer }));
    await waitFor(() => expect(screen.getByText(daOrders.orderHasProblems)).toBeTruthy());
    const lines = container.querySelectorAll('li.line');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.textContent).toContain(da.notOrderable);
    expect($toasts.get().map((t) => t.message)).toContain(daOrders.orderHasProblems);
    expect((screen.getByRole('button', { name: daPunchOut.transfer }) as HTMLButtonElement).disabled).toBe(false);
    expect(container.querySelector('form')).toBeNull();
  });

  it('403 shows the server text in the summary', async () => {
    mockFetch({ 'POST /api/order/completepoorder': { status: 403, body: { error: 'NotPunchOutSession', message: daPunchOut.notPunchOutSession } } });
    shown(punchOutProfile);
    const { container } = render(<Basket />);
    fireEvent.click(screen.getByRole('button', { name: daPunchOut.transfer }));
    await waitFor(() => expect(container.querySelector('.summary .problem')?.textContent).toBe(daPunchOut.notPunchOutSession));
    expect(container.querySelector('form')).toBeNull();
  });

  it('a punch-out user logged in ordinarily (no punch-out session) orders as before', () => {
    shown({ ...punchOutProfile, punchOut: null });
    render(<Basket />);
    expect(screen.getByRole('button', { name: daOrders.completeOrder })).toBeTruthy();
    expect(screen.queryByRole('button', { name: daPunchOut.transfer })).toBeNull();
  });

  it('an ordinary user sees no transfer', () => {
    shown(fixtureProfile);
    render(<Basket />);
    expect(screen.queryByRole('button', { name: daPunchOut.transfer })).toBeNull();
    expect(screen.queryByText(daPunchOut.inspectReadOnly)).toBeNull();
  });
});

describe('<Basket> of a requisition opened to inspect (issue 16)', () => {
  it('is read-only: no amount fields, no unit choice, no removing, no emptying, no transfer; it says so', () => {
    const fetch = mockFetch({});
    shown(punchOutInspectProfile);
    const { container } = render(<Basket />);
    expect(screen.getByText(daPunchOut.inspectReadOnly)).toBeTruthy();
    expect(container.querySelectorAll('li.line')).toHaveLength(3);
    expect(container.querySelectorAll('li.line input, li.line select')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: daOrders.removeLineFor('Letmælk 1,5 % økologisk') })).toBeNull();
    expect(screen.queryByRole('button', { name: daOrders.emptyBasket })).toBeNull();
    expect(screen.queryByRole('button', { name: daPunchOut.transfer })).toBeNull();
    expect(screen.queryByRole('button', { name: daOrders.completeOrder })).toBeNull();
    expect(container.querySelector('li.line .amount-fixed')?.textContent).toBe('3');
    const comment = screen.getByLabelText<HTMLTextAreaElement>(daOrders.commentLabel);
    expect(comment.readOnly).toBe(true);
    fireEvent.blur(comment);
    expect(fetch).not.toHaveBeenCalled();
  });
});
