import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import type { UsernameRequest } from '../../core/schemas/usernames.js';
import { $usernameRequests, resetUsernames } from '../../core/stores/usernames.js';
import { daUsernames as t } from '../../core/texts/da-usernames.js';
import { fixtureProfile, punchOutProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch, type MockRoute } from '../shared/fixtures/mock-fetch.js';
import { MyPage } from './my-page.js';

const VALIDATE = '/api/profile/ValidateUsername';
const REQUEST = '/api/profile/RequestNewUsername';
const LIST = '/api/profile/usernamerequests';
const SETTINGS = '/api/department/kitchensettings';
const settings = { departmentCode: '1001', excludedAllergens: [], co2TargetPerLine: null, organicTargetPct: null, editable: false };
const admin = { ...fixtureProfile, username: 'admin@grossist.dk', name: 'Anna Admin', isAdmin: true };

const nina: UsernameRequest = { id: 11, email: 'nina@kantinen.dk', name: 'Nina Ny', status: 'pending', departmentCode: '1001', departmentName: 'Kantinen A/S', requestedByName: 'Karen Kok', createdAt: '2025-06-03T08:15:00Z', decidedAt: null, decidedByName: null };
const ole: UsernameRequest = { ...nina, id: 12, email: 'ole@kantinen.dk', name: 'Ole Opvask' };
const gitte: UsernameRequest = { ...nina, id: 9, email: 'gitte@kantinen.dk', name: 'Gitte Godkendt', status: 'approved', decidedAt: '2025-06-02T12:30:00Z', decidedByName: 'Anna Admin' };

function open(profile = fixtureProfile, routes: Record<string, MockRoute> = {}) {
  const fetch = mockFetch({ [`GET ${SETTINGS}`]: { body: settings }, ...routes });
  setFixtureState({ profile });
  render(<MyPage />);
  return fetch;
}

const section = () => screen.getByRole('region', { name: t.title });

beforeEach(() => resetUsernames());

describe('<MyPage> section "Kolleger": the request form (issue 19 point 3)', () => {
  it('asks whether the e-mail is free once typing pauses (one call for several keystrokes), and says so', async () => {
    const fetch = open(fixtureProfile, { [`POST ${VALIDATE}`]: ({ body }) => ({ body: { available: (body as { username: string }).username !== 'souschef@kantinen.dk' } }) });
    const email = within(section()).getByLabelText(t.emailLabel);
    for (const value of ['n', 'nina@kantinen', 'nina@kantinen.d', 'Nina@Kantinen.dk']) fireEvent.change(email, { target: { value } });
    expect(await within(section()).findByText(t.available)).toBeTruthy();
    const calls = callsTo(fetch, 'POST', VALIDATE);
    expect(calls.map((c) => c.body)).toEqual([{ username: 'nina@kantinen.dk' }]);
    fireEvent.change(email, { target: { value: 'souschef@kantinen.dk' } });
    expect(await within(section()).findByText(t.taken)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('does not ask for a malformed e-mail', async () => {
    const fetch = open();
    fireEvent.change(within(section()).getByLabelText(t.emailLabel), { target: { value: 'nina@kantinen' } });
    await new Promise((r) => setTimeout(r, 600));
    expect(callsTo(fetch, 'POST', VALIDATE)).toHaveLength(0);
  });

  it('shows Danish messages at the fields and sends nothing for bad input', async () => {
    const fetch = open();
    fireEvent.change(within(section()).getByLabelText(t.emailLabel), { target: { value: 'nina@kantinen' } });
    fireEvent.click(within(section()).getByRole('button', { name: t.submit }));
    expect(await within(section()).findByText(t.formErrors.nameMissing)).toBeTruthy();
    expect(within(section()).getByText(t.formErrors.emailInvalid)).toBeTruthy();
    expect(within(section()).getByLabelText(t.nameLabel).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, 'POST', REQUEST)).toHaveLength(0);
    fireEvent.change(within(section()).getByLabelText(t.nameLabel), { target: { value: 'N' } });
    await waitFor(() => expect(within(section()).queryByText(t.formErrors.nameMissing)).toBeNull());
  });

  it('sends the e-mail in the query and the name in the body, confirms with a toast and empties the form', async () => {
    const fetch = open(fixtureProfile, {
      [`POST ${VALIDATE}`]: { body: { available: true } },
      [`POST ${REQUEST}`]: { status: 201, body: { request: nina } },
    });
    fireEvent.change(within(section()).getByLabelText(t.nameLabel), { target: { value: ' Nina Ny ' } });
    fireEvent.change(within(section()).getByLabelText(t.emailLabel), { target: { value: 'Nina@Kantinen.dk' } });
    fireEvent.click(within(section()).getByRole('button', { name: t.submit }));
    await waitFor(() => expect(callsTo(fetch, 'POST', REQUEST)).toHaveLength(1));
    const [call] = callsTo(fetch, 'POST', REQUEST);
    expect(call!.url.searchParams.get('username')).toBe('nina@kantinen.dk');
    expect(call!.body).toEqual({ name: 'Nina Ny' });
    await waitFor(() => expect($toasts.get().map((x) => x.message)).toContain(t.sent('nina@kantinen.dk')));
    // The toast is the store's; the emptied form is the next render: wait for it, not for a time.
    await waitFor(() => expect((within(section()).getByLabelText(t.emailLabel) as HTMLInputElement).value).toBe(''));
    expect(callsTo(fetch, 'GET', LIST)).toHaveLength(0); // a cook never asks for the list
    expect(within(section()).queryByText(t.adminTitle)).toBeNull();
  });

  it("shows the server's 409 as a toast and marks the e-mail taken", async () => {
    open(fixtureProfile, { [`POST ${REQUEST}`]: { status: 409, body: { error: 'UsernameTaken', message: 'E-mailen er allerede i brug eller anmodet om.' } }, [`POST ${VALIDATE}`]: { body: { available: true } } });
    fireEvent.change(within(section()).getByLabelText(t.nameLabel), { target: { value: 'Nina' } });
    fireEvent.change(within(section()).getByLabelText(t.emailLabel), { target: { value: 'nina@kantinen.dk' } });
    fireEvent.click(within(section()).getByRole('button', { name: t.submit }));
    await waitFor(() => expect($toasts.get().map((x) => x.message)).toContain('E-mailen er allerede i brug eller anmodet om.'));
    expect(within(section()).getByLabelText(t.emailLabel).getAttribute('aria-invalid')).toBe('true');
  });

  it('is not shown in a punch-out session', () => {
    open(punchOutProfile);
    expect(screen.queryByRole('region', { name: t.title })).toBeNull();
  });
});

describe('<MyPage> section "Kolleger": the admin list (issue 19 point 3)', () => {
  it('loads the requests for an admin: pending with Godkend and Afvis, decided below', async () => {
    const fetch = open(admin, { [`GET ${LIST}`]: { body: { requests: [nina, ole, gitte] } } });
    expect(await within(section()).findByRole('button', { name: t.approveLabel('Nina Ny') })).toBeTruthy();
    expect(within(section()).getByRole('button', { name: t.rejectLabel('Ole Opvask') })).toBeTruthy();
    expect(within(section()).getByText(t.decidedTitle)).toBeTruthy();
    expect(within(section()).getByText('Gitte Godkendt')).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: t.approveLabel('Gitte Godkendt') })).toBeNull();
    expect(callsTo(fetch, 'GET', LIST)).toHaveLength(1);
  });

  it('approves: the request moves to the decided ones, with a toast', async () => {
    const fetch = open(admin, {
      [`GET ${LIST}`]: { body: { requests: [nina, ole] } },
      [`POST ${LIST}/11/approve`]: { body: { request: { ...nina, status: 'approved', decidedAt: '2025-06-04T10:00:00Z', decidedByName: 'Anna Admin' } } },
    });
    fireEvent.click(await within(section()).findByRole('button', { name: t.approveLabel('Nina Ny') }));
    await waitFor(() => expect($toasts.get().map((x) => x.message)).toContain(t.approved('Nina Ny')));
    expect(callsTo(fetch, 'POST', `${LIST}/11/approve`)).toHaveLength(1);
    expect(within(section()).queryByRole('button', { name: t.approveLabel('Nina Ny') })).toBeNull();
    expect(within(section()).getByText(/^Godkendt .* af Anna Admin$/)).toBeTruthy();
  });

  it('asks before rejecting: Annuller sends nothing, "Afvis anmodning" rejects', async () => {
    const fetch = open(admin, {
      [`GET ${LIST}`]: { body: { requests: [nina] } },
      [`POST ${LIST}/11/reject`]: { body: { request: { ...nina, status: 'rejected', decidedAt: '2025-06-04T10:00:00Z', decidedByName: 'Anna Admin' } } },
    });
    fireEvent.click(await within(section()).findByRole('button', { name: t.rejectLabel('Nina Ny') }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(t.confirmText('Nina Ny', 'nina@kantinen.dk'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, 'POST', `${LIST}/11/reject`)).toHaveLength(0);

    fireEvent.click(within(section()).getByRole('button', { name: t.rejectLabel('Nina Ny') }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: t.confirmTitle })).getByRole('button', { name: t.confirmReject }));
    await waitFor(() => expect(callsTo(fetch, 'POST', `${LIST}/11/reject`)).toHaveLength(1));
    await waitFor(() => expect($toasts.get().map((x) => x.message)).toContain(t.rejected('Nina Ny')));
    expect(within(section()).getByText(t.noPending)).toBeTruthy();
  });

  it('a request decided meanwhile by another admin: the 409 shows and the list is read again', async () => {
    let reads = 0;
    const fetch = open(admin, {
      [`GET ${LIST}`]: () => ({ body: { requests: reads++ === 0 ? [nina] : [{ ...nina, status: 'approved', decidedAt: '2025-06-04T10:00:00Z', decidedByName: 'Lars Admin' }] } }),
      [`POST ${LIST}/11/approve`]: { status: 409, body: { error: 'AlreadyDecided', message: 'Anmodningen er allerede besvaret.' } },
    });
    fireEvent.click(await within(section()).findByRole('button', { name: t.approveLabel('Nina Ny') }));
    await waitFor(() => expect($toasts.get().map((x) => x.message)).toContain('Anmodningen er allerede besvaret.'));
    await waitFor(() => expect(callsTo(fetch, 'GET', LIST)).toHaveLength(2));
    expect(await within(section()).findByText(/af Lars Admin$/)).toBeTruthy();
  });

  it('offers a retry when the list cannot be read', async () => {
    let failing = true;
    open(admin, { [`GET ${LIST}`]: () => (failing ? { status: 500, body: { error: 'Boom' } } : { body: { requests: [] } }) });
    expect(await within(section()).findByText(t.loadError)).toBeTruthy();
    failing = false;
    fireEvent.click(within(section()).getByRole('button', { name: t.retry }));
    expect(await within(section()).findByText(t.noPending)).toBeTruthy();
    expect($usernameRequests.get().status).toBe('loaded');
  });
});
