import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $profile, $toasts } from '../../core/index.js';
import { daLogin2 } from '../../core/texts/da-login2.js';
import { fixtureProfile, punchOutProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { loadPasswordReminderPanel, PasswordReminder } from './password-reminder.js';

const due = { ...fixtureProfile, passwordChangeDue: true };

describe('<PasswordReminder>', () => {
  it('shows the notice with a link to the change page and the postpone button, accessibly named', async () => {
    setFixtureState({ profile: due });
    render(<PasswordReminder />);
    expect(await screen.findByText(daLogin2.reminderText)).toBeTruthy();
    expect(screen.getByRole('link', { name: daLogin2.reminderChange }).getAttribute('href')).toBe('/skift-adgangskode');
    expect(screen.getByRole('button', { name: daLogin2.reminderPostpone })).toBeTruthy();
  });

  it('postpones: POST postPone with {}, the answered profile hides the notice, a toast says 30 days', async () => {
    const fetch = mockFetch({ 'POST /api/profile/postPone': { body: { ...fixtureProfile, passwordChangeDue: false } } });
    setFixtureState({ profile: due });
    render(<PasswordReminder />);
    fireEvent.click(await screen.findByRole('button', { name: daLogin2.reminderPostpone }));
    await waitFor(() => expect(screen.queryByText(daLogin2.reminderText)).toBeNull());
    expect(callsTo(fetch, 'POST', '/api/profile/postPone')).toHaveLength(1);
    expect(callsTo(fetch, 'POST', '/api/profile/postPone')[0]?.body).toEqual({});
    expect($profile.get()?.passwordChangeDue).toBe(false);
    expect($toasts.get().map((t) => t.message)).toContain(daLogin2.reminderPostponed);
  });

  it('keeps the notice when postPone fails', async () => {
    mockFetch({ 'POST /api/profile/postPone': { status: 500 } });
    setFixtureState({ profile: due });
    render(<PasswordReminder />);
    fireEvent.click(await screen.findByRole('button', { name: daLogin2.reminderPostpone }));
    await waitFor(() => expect((screen.getByRole('button', { name: daLogin2.reminderPostpone }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText(daLogin2.reminderText)).toBeTruthy();
  });

  it.each([
    ['a recent password', fixtureProfile],
    ['a punch-out session (the server says false)', { ...punchOutProfile, passwordChangeDue: false }],
    ['an anonymous visitor', null],
  ])('renders nothing for %s', async (_who, profile) => {
    await loadPasswordReminderPanel();
    setFixtureState({ profile });
    const { container } = render(<PasswordReminder />);
    expect(container.innerHTML).toBe('');
  });
});
