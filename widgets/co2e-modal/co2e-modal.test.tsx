import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { $co2eModal, openCo2eModal } from '../../core/stores/product-details.js';
import { $profile } from '../../core/index.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { Co2eModal } from './co2e-modal.js';

const butter = {
  productId: '100200',
  name: 'Smør 82 %',
  co2e: 2.3,
  weightKg: 0.25,
  units: [
    { name: 'STK', description: 'Stk (250 g)', factor: 1 },
    { name: 'KRT', description: 'Karton (40 stk)', factor: 40 },
  ],
};

function renderModal(hideCo2 = false, explanationUrl?: string) {
  setFixtureState({ profile: { ...fixtureProfile, settings: { ...fixtureProfile.settings, hideCo2 } } });
  const result = render(<Co2eModal explanationUrl={explanationUrl} />);
  return { ...result, dialog: result.container.querySelector('dialog') as HTMLDialogElement };
}

describe('<Co2eModal> (issue 4 point 7)', () => {
  it('shows CO2e per kg and per unit with 2 decimals and a comma, the explanation and the link', () => {
    const { dialog } = renderModal(false, '/baeredygtighed/co2e');
    expect(dialog.open).toBe(false);
    act(() => openCo2eModal(butter));
    expect(dialog.open).toBe(true);
    const heading = screen.getByRole('heading', { name: 'Klimaaftryk (CO2e)' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(Array.from(dialog.querySelectorAll('.figures li')).map((li) => li.textContent)).toEqual([
      '9,20 kg CO2e pr. kg',
      '2,30 kg CO2e pr. STK',
      '92,00 kg CO2e pr. KRT',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Læs mere om CO2e' }).getAttribute('href')).toBe('/baeredygtighed/co2e');
  });

  it("leaves out figures that round to '0,00'", () => {
    const { dialog } = renderModal();
    act(() => openCo2eModal({ ...butter, co2e: 0.004, weightKg: 1, units: [{ name: 'STK', description: 'Stk', factor: 1 }, { name: 'KRT', description: 'Karton', factor: 10 }] }));
    expect(Array.from(dialog.querySelectorAll('.figures li')).map((li) => li.textContent)).toEqual(['0,04 kg CO2e pr. KRT']);
  });

  it('stays closed for hideCo2 users and for products without figures', () => {
    const { dialog } = renderModal(true);
    act(() => openCo2eModal(butter));
    expect(dialog.open).toBe(false);
    expect($co2eModal.get()).toBeNull();
    expect(dialog.querySelector('.figures')).toBeNull();
  });

  it('an unsafe explanation URL falls back to the default page', () => {
    const { dialog } = renderModal(false, 'javascript:alert(1)');
    act(() => openCo2eModal(butter));
    expect(within(dialog).getByRole('link', { name: 'Læs mere om CO2e' }).getAttribute('href')).toBe('/baeredygtighed/co2e');
  });

  it("Escape and 'Luk' close it", () => {
    const { dialog } = renderModal();
    act(() => openCo2eModal(butter));
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(false);
    act(() => openCo2eModal(butter));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Luk' }));
    expect(dialog.open).toBe(false);
  });
});

describe('<Co2eModal> while the profile is not known yet (decision 010, issue 23 §1)', () => {
  it('shows no CO2e until the profile says CO2e is allowed, then opens with the figures', () => {
    setFixtureState({ profile: null });
    const result = render(<Co2eModal />);
    const dialog = result.container.querySelector('dialog') as HTMLDialogElement;
    act(() => openCo2eModal(butter));
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector('.figures')).toBeNull();
    act(() => $profile.set({ ...fixtureProfile, settings: { ...fixtureProfile.settings, hideCo2: false } }));
    act(() => openCo2eModal(butter));
    expect(dialog.open).toBe(true);
    expect(dialog.querySelectorAll('.figures li')).toHaveLength(3);
  });
});
