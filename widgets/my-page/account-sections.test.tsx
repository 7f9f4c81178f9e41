// My page's account sections (issue 22 point 5): own settings, cart type where offered, the departments
// with the switch (the page's profile, basket and catalogue follow), and the admin's users.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $profile } from '../../core/stores/session-state.js';
import { $account, $customerUsers, $relations } from '../../core/stores/my-settings.js';
import { $basket } from '../../core/stores/basket.js';
import { $environment } from '../../core/stores/environment.js';
import { daMySettings as t } from '../../core/texts/da-my-settings.js';
import type { CustomerUser, UserRelation } from '../../core/schemas/settings.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { AccountSection, DepartmentsSection, UsersSection } from './account-sections.js';

const departments: UserRelation[] = [
  { code: '1003', name: 'Plejecentret Solhøj', customerNo: '500103', siteVariant: 'ab', current: true },
  { code: '2001', name: 'Storkøkkenet Nord', customerNo: '600201', siteVariant: 'bc', current: false },
];

function reset() {
  $account.set({ busy: null, message: null });
  $relations.set({ status: 'idle' });
  $customerUsers.set({ status: 'idle' });
  $environment.set({ status: 'loaded', answer: { supported: true, catalogueMode: 'worker', catalogueCache: 'indexedDb', problems: [] } });
}

describe('AccountSection ("Min konto")', () => {
  it('shows the own settings; a change is saved and said in the live region', async () => {
    reset();
    const fetch = mockFetch({
      'PUT /api/settings/update': ({ body }) => ({ body: { userId: 1, settings: { ...fixtureProfile.settings, ...(body as object) } } }),
      'POST /api/profile/toggleprocure/1': { body: { ...fixtureProfile, settings: { ...fixtureProfile.settings, showProcure: true } } },
    });
    setFixtureState({ profile: fixtureProfile });
    render(<AccountSection />);
    const hide = screen.getByRole('checkbox', { name: t.hideCo2 }) as HTMLInputElement;
    expect(hide.checked).toBe(false);
    fireEvent.click(hide);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.saved));
    expect(callsTo(fetch, 'PUT', '/api/settings/update')[0]!.body).toEqual({ hideCo2: true });
    expect($profile.get()?.settings.hideCo2).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: t.showProcure }));
    await waitFor(() => expect($profile.get()?.settings.showProcure).toBe(true));
    expect(callsTo(fetch, 'POST', '/api/profile/toggleprocure/1')).toHaveLength(1);
    // No cart type on ab.
    expect(screen.queryByRole('group', { name: t.cartTypeLegend })).toBeNull();
  });

  it('hides the procured toggle with procureAlwaysOn, and offers the cart type on inco', async () => {
    reset();
    const fetch = mockFetch({ 'POST /api/profile/carttype': ({ body }) => ({ body: { ...fixtureProfile, siteVariant: 'inco', cartType: (body as { cartType: number }).cartType } }) });
    setFixtureState({ profile: { ...fixtureProfile, siteVariant: 'inco', cartType: 1, settings: { ...fixtureProfile.settings, procureAlwaysOn: true } } });
    render(<AccountSection />);
    expect(screen.queryByRole('checkbox', { name: t.showProcure })).toBeNull();
    expect(screen.getByText(t.procureAlwaysOn)).toBeTruthy();
    const group = screen.getByRole('group', { name: t.cartTypeLegend });
    expect((within(group).getByRole('radio', { name: t.cartTypeShoppingList }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: t.cartTypeShop }));
    await waitFor(() => expect($profile.get()?.cartType).toBe(0));
    expect(callsTo(fetch, 'POST', '/api/profile/carttype')[0]!.body).toEqual({ cartType: 0 });
  });

  it('says the server\'s Danish refusal', async () => {
    reset();
    mockFetch({ 'PUT /api/settings/update': { status: 403, body: { error: 'AdminOnly', message: t.notOwnSetting } } });
    setFixtureState({ profile: fixtureProfile });
    render(<AccountSection />);
    fireEvent.click(screen.getByRole('checkbox', { name: t.showExpiry }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.notOwnSetting));
  });
});

describe('AccountSection: the environment check (§7 environmentcheck)', () => {
  it('reports feature flags only and lists the Danish problems the server answers', async () => {
    reset();
    $environment.set({ status: 'idle' });
    const fetch = mockFetch({
      'POST /api/profile/environmentcheck': { body: { supported: true, catalogueMode: 'mainThread', catalogueCache: 'none', problems: [{ code: 'noWorkers', message: t.noWorkers }] } },
    });
    setFixtureState({ profile: fixtureProfile });
    render(<AccountSection />);
    expect(await screen.findByText(t.noWorkers)).toBeTruthy();
    const sent = callsTo(fetch, 'POST', '/api/profile/environmentcheck')[0]!.body as Record<string, unknown>;
    expect(Object.values(sent).every((v) => typeof v === 'boolean')).toBe(true);
    expect(Object.keys(sent).sort()).toEqual(['cacheApi', 'cookies', 'customElements', 'indexedDb', 'localStorage', 'webWorkers']);
  });
});

describe('DepartmentsSection ("Afdelinger")', () => {
  it('loads the departments, marks the current one and switches: profile and basket follow', async () => {
    reset();
    const switchedProfile = { ...fixtureProfile, department: '2001', departmentName: 'Storkøkkenet Nord', priceGroup: 'PG2', siteVariant: 'bc' as const };
    const fetch = mockFetch({
      'POST /api/profile/userrelations': ({ body }) => {
        const to = (body as { department?: string }).department;
        return { body: to
          ? { current: to, departments: departments.map((d) => ({ ...d, current: d.code === to })), profile: switchedProfile }
          : { current: '1003', departments, profile: fixtureProfile } };
      },
    });
    setFixtureState({ profile: fixtureProfile });
    $basket.set({ status: 'ready', itemCount: 4, deliveryDate: '2025-11-27' });
    render(<DepartmentsSection />);
    const current = await screen.findByText(t.currentDepartment);
    expect(current.closest('li')?.getAttribute('aria-current')).toBe('true');
    const button = screen.getByRole('button', { name: t.switchTo('Storkøkkenet Nord') });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.switched('Storkøkkenet Nord')));
    expect($profile.get()?.department).toBe('2001');
    expect(callsTo(fetch, 'POST', '/api/profile/userrelations').map((c) => c.body)).toEqual([{}, { department: '2001' }]);
    expect(screen.getByRole('button', { name: t.switchTo('Plejecentret Solhøj') })).toBeTruthy();
    // Solhøj's basket is forgotten; the other department's is asked for (GET revieworder).
    expect($basket.get().itemCount).toBe(0);
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/order/revieworder')).toHaveLength(1));
  });

  it('says when the departments cannot be read', async () => {
    reset();
    mockFetch({ 'POST /api/profile/userrelations': { status: 500, body: { error: 'Boom' } } });
    setFixtureState({ profile: fixtureProfile });
    render(<DepartmentsSection />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(t.loadFailed);
  });
});

describe('UsersSection ("Brugere")', () => {
  const users: CustomerUser[] = [
    { userId: 1, name: 'Anna Admin', email: 'admin@grossist.dk', department: '1001', departmentName: 'Kantinen A/S', isSelf: true, settings: fixtureProfile.settings },
    { userId: 2, name: 'Søren Souschef', email: 'souschef@kantinen.dk', department: '1001', departmentName: 'Kantinen A/S', isSelf: false, settings: fixtureProfile.settings },
  ];

  it('is not shown to a non-admin', () => {
    reset();
    setFixtureState({ profile: fixtureProfile });
    const { container } = render(<UsersSection />);
    expect(container.textContent).toBe('');
  });

  it('lists the customer\'s users for an admin and changes one user\'s setting', async () => {
    reset();
    const fetch = mockFetch({
      'GET /api/settings/users': { body: { users } },
      'PUT /api/settings/update': ({ body }) => ({ body: { userId: 2, settings: { ...fixtureProfile.settings, showPrices: (body as { showPrices: boolean }).showPrices } } }),
    });
    setFixtureState({ profile: { ...fixtureProfile, isAdmin: true } });
    render(<UsersSection />);
    const box = (await screen.findByRole('checkbox', { name: t.userSettingLabel(t.showPrices, 'Søren Souschef') })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: t.userSettingLabel(t.showPrices, 'Søren Souschef') }) as HTMLInputElement).checked).toBe(false));
    expect(callsTo(fetch, 'PUT', '/api/settings/update')[0]!.body).toEqual({ userId: 2, showPrices: false });
  });
});
