import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { $toasts } from '../../core/index.js';
import { lockFavoriteList, unlockFavoriteList, verifyFavoriteListPin } from '../../core/stores/favorite-lists.js';
import type { FavoriteOutcome } from '../../core/stores/favorite-lists.js';
import { resetFavoriteLists } from '../../core/stores/favorite-lists.js';
import { daFavoriteLists as t } from '../../core/texts/da-favorite-lists.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { lockedList, mondayList, setFavoriteListsFixture } from '../shared/fixtures/favorite-lists.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { PinDialog } from './pin-dialog.js';
import type { PinDialogMode } from './pin-dialog.js';

/** A host that keeps the dialog open until it calls onClose. */
function Host({ mode, onSubmit, currentPinRequired }: { mode: PinDialogMode; onSubmit(pin: string, current?: string): Promise<FavoriteOutcome<unknown>>; currentPinRequired?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
      <PinDialog open={open} mode={mode} listName="Mandagsbestilling" currentPinRequired={currentPinRequired} onSubmit={onSubmit} onClose={() => setOpen(false)} />
    </>
  );
}

const ok = async (): Promise<FavoriteOutcome<unknown>> => ({ ok: true, value: undefined });
const pinField = () => screen.getByLabelText(t.pinLabel) as HTMLInputElement;
const submitButton = (name: string) => screen.queryByRole('button', { name });

// The store is a page singleton: no test inherits another's lists.
beforeEach(() => resetFavoriteLists());

describe('<PinDialog> (§4, §5)', () => {
  it('takes only digits and Backspace, at most 4 (§5)', async () => {
    render(<Host mode="lock" onSubmit={ok} />);
    const field = pinField();
    expect(field.type).toBe('password');
    expect(field.inputMode).toBe('numeric');
    await userEvent.type(field, '1a2 b.-3e');
    expect(field.value).toBe('123');
    await userEvent.type(field, '45');
    expect(field.value).toBe('1234'); // a fifth digit is refused
    await userEvent.type(field, '{Backspace}');
    expect(field.value).toBe('123');
    // A paste (or auto-fill) keeps only its digits.
    fireEvent.change(field, { target: { value: '9x8y7z6' } });
    expect(field.value).toBe('9876');
  });

  it('shows the submit button only at exactly 4 digits (§4)', async () => {
    render(<Host mode="lock" onSubmit={ok} />);
    const field = pinField();
    expect(submitButton(t.pinSubmitLock)).toBeNull();
    await userEvent.type(field, '471');
    expect(submitButton(t.pinSubmitLock)).toBeNull();
    await userEvent.type(field, '1');
    expect(submitButton(t.pinSubmitLock)).not.toBeNull();
    await userEvent.type(field, '{Backspace}');
    expect(submitButton(t.pinSubmitLock)).toBeNull();
  });

  it('names the mode and the list in its title, and focuses the field', () => {
    const { rerender } = render(<PinDialog open mode="unlock" listName="Fredag" onSubmit={ok} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: t.pinTitleUnlock('Fredag') })).toBeTruthy();
    expect(document.activeElement).toBe(pinField());
    rerender(<PinDialog open mode="verify" listName="Fredag" onSubmit={ok} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: t.pinTitleVerify('Fredag') })).toBeTruthy();
  });

  it('closes once the action is done, with the typed PIN sent', async () => {
    const onSubmit = vi.fn(ok);
    render(<Host mode="verify" onSubmit={onSubmit} />);
    await userEvent.type(pinField(), '4711{Enter}');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(onSubmit).toHaveBeenCalledWith('4711', undefined);
  });

  it('stays open after a wrong PIN: the field is emptied and the message shown (store and server)', async () => {
    setFixtureState({ profile: fixtureProfile });
    setFavoriteListsFixture([lockedList]);
    mockFetch({
      'POST /api/favoritelists/verifypin': { status: 403, body: { error: 'WrongPin', message: t.pinWrong, attemptsLeft: 4 } },
    });
    render(<Host mode="verify" onSubmit={(pin) => verifyFavoriteListPin(lockedList.i, pin)} />);
    await userEvent.type(pinField(), '1111');
    await userEvent.click(screen.getByRole('button', { name: t.pinSubmitVerify }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t.pinWrong));
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(pinField().value).toBe('');
    expect(pinField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(pinField());
    expect(submitButton(t.pinSubmitVerify)).toBeNull();
  });

  it('shows the lock-out with its wait, and refuses again while it lasts', async () => {
    setFixtureState({ profile: fixtureProfile });
    setFavoriteListsFixture([lockedList]);
    const lockedOut = 'Der er tastet forkert kode for mange gange. Listen tager først imod en kode igen om 2 minutter.';
    const fetch = mockFetch({
      'POST /api/favoritelists/clearpin': { status: 429, body: { error: 'PinLockedOut', message: lockedOut, retryAfterSeconds: 120 } },
    });
    render(<Host mode="unlock" onSubmit={(pin) => unlockFavoriteList(lockedList.i, pin)} />);
    await userEvent.type(pinField(), '4711{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(lockedOut));
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(callsTo(fetch, 'POST', '/api/favoritelists/clearpin')[0]!.body).toEqual({ favoritelistId: lockedList.i, pin: '4711' });
    expect($toasts.get().map((x) => x.message)).toContain(lockedOut);
  });

  it('asks for the current PIN too when a locked list gets a new one', async () => {
    setFixtureState({ profile: fixtureProfile });
    setFavoriteListsFixture([lockedList]);
    const fetch = mockFetch({ 'POST /api/favoritelists/setpin': { body: { success: true, locked: true } } });
    render(<Host mode="lock" currentPinRequired onSubmit={(pin, current) => lockFavoriteList(lockedList.i, pin, current)} />);
    const current = screen.getByLabelText(t.pinCurrentLabel) as HTMLInputElement;
    const next = screen.getByLabelText(t.pinNewLabel) as HTMLInputElement;
    expect(document.activeElement).toBe(current);
    await userEvent.type(next, '2222');
    expect(submitButton(t.pinSubmitLock)).toBeNull(); // both fields need 4 digits
    await userEvent.type(current, '1111');
    await userEvent.click(screen.getByRole('button', { name: t.pinSubmitLock }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(callsTo(fetch, 'POST', '/api/favoritelists/setpin')[0]!.body).toEqual({ favoritelistId: lockedList.i, pin: '2222', currentPin: '1111' });
    expect($toasts.get().map((x) => x.message)).toContain(t.listLocked);
  });

  it('Escape closes it without sending anything', async () => {
    const onSubmit = vi.fn(ok);
    render(<Host mode="lock" onSubmit={onSubmit} />);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.getByTestId('state').textContent).toBe('closed');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts empty each time it opens', async () => {
    function Reopen() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            åbn
          </button>
          <PinDialog open={open} mode="lock" listName={mondayList.n} onSubmit={ok} onClose={() => setOpen(false)} />
        </>
      );
    }
    render(<Reopen />);
    await userEvent.type(pinField(), '12');
    await userEvent.click(screen.getByRole('button', { name: t.cancel }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'åbn', hidden: true }));
    });
    expect(pinField().value).toBe('');
  });
});
