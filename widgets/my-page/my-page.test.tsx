import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import { $allergenGuard, guardStateOf } from '../../core/stores/allergen-guard.js';
import { $kitchenSettings } from '../../core/stores/kitchen-settings.js';
import { daMyPage } from '../../core/texts/da-my-page.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { MyPage } from './my-page.js';
import { $shopConfig } from '../../core/index.js';
import { daLoginNeeded } from '../../core/texts/da-login-needed.js';

const t = daMyPage.kitchen;
const SETTINGS = '/api/department/kitchensettings';
const admin = { departmentCode: '1004', excludedAllergens: ['peanuts', 'nuts'], co2TargetPerLine: null, organicTargetPct: null, editable: true };

function open(settings: object = admin, extra: Record<string, Parameters<typeof mockFetch>[0][string]> = {}) {
  const fetch = mockFetch({ [`GET ${SETTINGS}`]: { body: settings }, ...extra });
  setFixtureState({ profile: fixtureProfile });
  $kitchenSettings.set({ status: 'idle' });
  render(<MyPage />);
  return fetch;
}

describe('<MyPage> kitchen settings (issue 20 §3, §5)', () => {
  it('loads the settings and shows 14 allergen checkboxes in a fieldset, the two targets and a save button', async () => {
    const fetch = open();
    const group = await screen.findByRole('group', { name: t.allergensLegend });
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(14);
    expect(boxes.filter((b) => b.checked).map((b) => b.labels?.[0]?.textContent?.trim())).toEqual(['Jordnødder', 'Nødder']);
    expect((screen.getByLabelText(t.co2Label) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(t.organicLabel) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: t.save })).toBeTruthy();
    expect(callsTo(fetch, 'GET', SETTINGS)).toHaveLength(1);
  });

  it('saves what the admin chose (decimal comma), with a toast, and forgets the allergen guard', async () => {
    const fetch = open(admin, {
      [`PUT ${SETTINGS}`]: ({ body }) => ({ body: { ...admin, ...(body as object) } }),
    });
    $allergenGuard.set(guardStateOf({ excludedAllergens: ['peanuts', 'nuts'], products: [] }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sesamfrø' }));
    fireEvent.change(screen.getByLabelText(t.co2Label), { target: { value: '2,5' } });
    fireEvent.change(screen.getByLabelText(t.organicLabel), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', SETTINGS)).toHaveLength(1));
    expect(callsTo(fetch, 'PUT', SETTINGS)[0]!.body).toEqual({ excludedAllergens: ['peanuts', 'nuts', 'sesame'], co2TargetPerLine: 2.5, organicTargetPct: 30 });
    await waitFor(() => expect($toasts.get().map((x) => x.message)).toContain(t.saved));
    expect($allergenGuard.get().status).not.toBe('loaded');
    expect((screen.getByLabelText(t.co2Label) as HTMLInputElement).value).toBe('2,5');
  });

  it('shows Danish messages for bad input at the fields and sends nothing', async () => {
    const fetch = open();
    fireEvent.change(await screen.findByLabelText(t.co2Label), { target: { value: '-2' } });
    fireEvent.change(screen.getByLabelText(t.organicLabel), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.getByText(t.co2Invalid)).toBeTruthy());
    expect(screen.getByText(t.organicInvalid)).toBeTruthy();
    expect(screen.getByLabelText(t.co2Label).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, 'PUT', SETTINGS)).toHaveLength(0);
    // Typing again clears the field's message.
    fireEvent.change(screen.getByLabelText(t.co2Label), { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByText(t.co2Invalid)).toBeNull());
  });

  it("shows the server's refusal as a toast", async () => {
    open(admin, { [`PUT ${SETTINGS}`]: { status: 403, body: { error: 'NotAdmin', message: 'Kun afdelingens administrator kan ændre køkkenets indstillinger.' } } });
    fireEvent.click(await screen.findByRole('button', { name: t.save }));
    await waitFor(() => expect($toasts.get().map((x) => x.message)).toContain('Kun afdelingens administrator kan ændre køkkenets indstillinger.'));
  });

  it('is read-only for a cook: the values and who may change them, no form', async () => {
    open({ ...admin, co2TargetPerLine: 2.5, organicTargetPct: 30, editable: false });
    expect(await screen.findByText(t.readOnly)).toBeTruthy();
    expect(screen.queryByRole('group', { name: t.allergensLegend })).toBeNull();
    expect(screen.queryByRole('button', { name: t.save })).toBeNull();
    expect(screen.getByText('Jordnødder og nødder')).toBeTruthy();
    expect(screen.getByText('2,5 kg CO2e pr. ordrelinje')).toBeTruthy();
    expect(screen.getByText('30 %')).toBeTruthy();
  });

  it('offers a retry when the settings cannot be read', async () => {
    let failing = true;
    mockFetch({ [`GET ${SETTINGS}`]: () => (failing ? { status: 500, body: { error: 'Boom' } } : { body: admin }) });
    setFixtureState({ profile: fixtureProfile });
    $kitchenSettings.set({ status: 'idle' });
    render(<MyPage />);
    expect(await screen.findByText(daMyPage.loadError)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: daMyPage.retry }));
    expect(await screen.findByRole('group', { name: t.allergensLegend })).toBeTruthy();
  });

  it('asks a visitor to log in, with a link to the login page, and shows no settings', () => {
    setFixtureState({ profile: null });
    render(<MyPage />);
    expect(screen.getByText(daLoginNeeded.myPage, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: daLoginNeeded.login }).getAttribute('href')).toBe($shopConfig.get().loginUrl);
    expect(screen.queryByRole('group', { name: t.allergensLegend })).toBeNull();
  });
});
