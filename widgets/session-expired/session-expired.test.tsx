import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { $sessionState, configureShop } from '../../core/index.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { navigation } from '../shared/navigate.js';
import { addToBasket } from '../../core/index.js';
import { SessionExpired } from './session-expired.js';

describe('<SessionExpired>', () => {
  it('stays closed while the session is fine', () => {
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<SessionExpired />);
    expect((container.querySelector('dialog') as HTMLDialogElement).open).toBe(false);
  });

  it('opens as a modal when a call answers MissingSession, focuses the button, and logs in again', async () => {
    setFixtureState({ profile: fixtureProfile });
    configureShop({ loginUrl: '/log-ind' });
    window.history.replaceState(null, '', '/soeg?search=ost');
    mockFetch({ 'POST /api/order/addtoorder': { status: 401, body: { error: 'MissingSession' } } });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { container } = render(<SessionExpired />);
    await act(() => addToBasket([{ origin: 1, amount: 1, productId: '100123', unit: 'STK', expiryProduct: false }]));
    expect($sessionState.get()).toBe('expired');
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const heading = screen.getByRole('heading', { name: 'Login udløbet' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    const button = screen.getByRole('button', { name: 'Log ind' });
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    // Back to this page after logging in again.
    expect(assign).toHaveBeenCalledWith('/log-ind?returnUrl=%2Fsoeg%3Fsearch%3Dost');
  });

  it('Escape (cancel) keeps it open', () => {
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<SessionExpired loginUrl="/" />);
    act(() => $sessionState.set('expired'));
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
  });
});
