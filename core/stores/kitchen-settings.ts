// My page's section "Køkkenets indstillinger" (issue 20 §3, §5): the session department's settings,
// the form as typed, and saving it (an admin of the customer only; the server checks again). A save
// forgets the allergen guard so the cards and the basket on the page read it again.
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchKitchenSettings, putKitchenSettings } from '../api/kitchen-settings.js';
import { formOf, parseKitchenSettingsForm, toggleAllergen, type KitchenSettingsForm, type KitchenSettingsFormErrors } from '../rules/kitchen-settings-form.js';
import { TOAST_MS } from '../rules/timing.js';
import type { AllergenCode } from '../schemas/food-info.js';
import type { KitchenSettings } from '../schemas/kitchen-settings.js';
import { daMyPage } from '../texts/da-my-page.js';
import { resetAllergenGuard } from './allergen-guard.js';
import { loadWhileShown } from './load-while-shown.js';
import { $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

export type KitchenSettingsState =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'loaded'; settings: KitchenSettings; form: KitchenSettingsForm; errors: KitchenSettingsFormErrors; saving: boolean };

const IDLE: KitchenSettingsState = { status: 'idle' };

export const $kitchenSettings = atom<KitchenSettingsState>(IDLE);

/** The loaded state for settings from the server (also what stories and tests set). */
export function loadedKitchenSettings(settings: KitchenSettings): KitchenSettingsState {
  return { status: 'loaded', settings, form: formOf(settings), errors: {}, saving: false };
}

let generation = 0;

export async function loadKitchenSettings(): Promise<void> {
  const started = generation;
  $kitchenSettings.set({ status: 'loading' });
  try {
    const settings = await fetchKitchenSettings({ handled: 'all' });
    if (started === generation) $kitchenSettings.set(loadedKitchenSettings(settings));
  } catch {
    if (started === generation) $kitchenSettings.set({ status: 'error' });
  }
}

function update(change: (state: Extract<KitchenSettingsState, { status: 'loaded' }>) => Partial<Extract<KitchenSettingsState, { status: 'loaded' }>>): void {
  const state = $kitchenSettings.get();
  if (state.status === 'loaded') $kitchenSettings.set({ ...state, ...change(state) });
}

export function setExcludedAllergen(code: AllergenCode, on: boolean): void {
  update((s) => ({ form: { ...s.form, excludedAllergens: toggleAllergen(s.form.excludedAllergens, code, on) } }));
}

/** A typed field; its message goes as soon as the user changes it. */
export function setKitchenTarget(field: 'co2Target' | 'organicTarget', text: string): void {
  update((s) => ({ form: { ...s.form, [field]: text }, errors: { ...s.errors, [field]: undefined } }));
}

/** Checks the form in core and saves it. Resolves to whether it was saved. */
export async function saveKitchenSettings(): Promise<boolean> {
  const state = $kitchenSettings.get();
  if (state.status !== 'loaded' || state.saving || !state.settings.editable) return false;
  const parsed = parseKitchenSettingsForm(state.form);
  if (!parsed.ok) {
    $kitchenSettings.set({ ...state, errors: parsed.errors });
    return false;
  }
  const started = generation;
  $kitchenSettings.set({ ...state, errors: {}, saving: true });
  try {
    const settings = await putKitchenSettings(parsed.update, { handled: 'all' });
    if (started !== generation) return false;
    $kitchenSettings.set(loadedKitchenSettings(settings));
    resetAllergenGuard();
    showToast({ kind: 'success', message: daMyPage.kitchen.saved, durationMs: TOAST_MS.success });
    return true;
  } catch (error) {
    if (started !== generation) return false;
    update(() => ({ saving: false }));
    if (error instanceof MissingSessionError) return false; // the session-expired modal takes over
    const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : daMyPage.kitchen.saveError;
    showToast({ kind: 'error', message, durationMs: TOAST_MS.long });
    return false;
  }
}

export function resetKitchenSettings(): void {
  generation++;
  $kitchenSettings.set(IDLE);
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetKitchenSettings();
});

loadWhileShown($kitchenSettings, (state) => state.status === 'idle', loadKitchenSettings, { reloadWhenEmptied: true });
