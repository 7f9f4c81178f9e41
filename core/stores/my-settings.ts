// My page's account sections (issue 22 point 5, §3, §6, §7 "Login, profile and settings"): "Min konto"
// (own settings, cart type, procured products), "Afdelinger" (the departments the user may act for and
// switching between them) and, for an admin, "Brugere" (showPrices/allowOrdering of the customer's
// users). The server checks every rule again; these stores keep what the sections show.
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchCustomerUsers, postCartType, postToggleProcure, postUserRelations, putSettings } from '../api/settings.js';
import type { ADMIN_SETTING_KEYS, CustomerUser, OWN_SETTING_KEYS, UserRelation } from '../schemas/settings.js';
import type { CartTypeValue } from '../schemas/user.js';
import { daMySettings } from '../texts/da-my-settings.js';
import { loadBasket, resetBasket } from './basket.js';
import { resetCatalogue } from './catalogue.js';
import { loadWhileShown } from './load-while-shown.js';
import { $profile, $sessionState } from './session-state.js';

export type OwnSettingKey = (typeof OWN_SETTING_KEYS)[number];
export type AdminSettingKey = (typeof ADMIN_SETTING_KEYS)[number];

/** The account section's save state: which control is saving, and the message for the live region. */
export interface AccountState {
  busy: OwnSettingKey | 'cartType' | null;
  message: string | null;
}
export const $account = atom<AccountState>({ busy: null, message: null });

export type RelationsState =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'loaded'; departments: UserRelation[]; switching: string | null; message: string | null };
export const $relations = atom<RelationsState>({ status: 'idle' });

export type CustomerUsersState =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'loaded'; users: CustomerUser[]; busy: string | null; message: string | null };
export const $customerUsers = atom<CustomerUsersState>({ status: 'idle' });

function failureText(error: unknown): string | null {
  if (error instanceof MissingSessionError) return null; // the session-expired modal says it
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : daMySettings.saveFailed;
}

// --- Min konto ---

/** hideCo2, showExpiry (PUT settings/update) and showProcure (§7 toggleprocure). */
export async function setOwnSetting(key: OwnSettingKey, value: boolean): Promise<void> {
  const profile = $profile.get();
  if (!profile || $account.get().busy) return;
  $account.set({ busy: key, message: daMySettings.saving });
  try {
    if (key === 'showProcure') {
      $profile.set(await postToggleProcure(value, { handled: 'all' }));
    } else {
      const answer = await putSettings({ [key]: value }, { handled: 'all' });
      const current = $profile.get();
      if (current) $profile.set({ ...current, settings: answer.settings });
    }
    // The catalogue's scope changed (prices, CO2e, expiry, procured): the server marked it dirty.
    resetCatalogue();
    $account.set({ busy: null, message: daMySettings.saved });
  } catch (error) {
    $account.set({ busy: null, message: failureText(error) });
  }
}

export async function setCartType(cartType: CartTypeValue): Promise<void> {
  if ($account.get().busy || $profile.get()?.cartType === cartType) return;
  $account.set({ busy: 'cartType', message: daMySettings.saving });
  try {
    $profile.set(await postCartType(cartType, { handled: 'all' }));
    $account.set({ busy: null, message: daMySettings.saved });
  } catch (error) {
    $account.set({ busy: null, message: failureText(error) });
  }
}

// --- Afdelinger ---

export async function loadRelations(): Promise<void> {
  $relations.set({ status: 'loading' });
  try {
    const answer = await postUserRelations(undefined, { handled: 'all' });
    $relations.set({ status: 'loaded', departments: answer.departments, switching: null, message: null });
  } catch {
    $relations.set({ status: 'error' });
  }
}

loadWhileShown($relations, (state) => state.status === 'idle', loadRelations, { reloadWhenEmptied: true });

/**
 * Switches the session's department (§7 userrelations). The page's widgets follow: the profile store
 * (variant, price group, admin right), the basket (one per user and department) and the catalogue
 * (other prices; the server marked the browser's copy dirty).
 */
export async function switchDepartment(code: string): Promise<void> {
  const state = $relations.get();
  if (state.status !== 'loaded' || state.switching) return;
  $relations.set({ ...state, switching: code, message: null });
  try {
    const answer = await postUserRelations(code, { handled: 'all' });
    $profile.set(answer.profile);
    resetBasket();
    resetCatalogue();
    $customerUsers.set({ status: 'idle' });
    if ($sessionState.get() === 'authenticated') void loadBasket();
    const name = answer.departments.find((d) => d.current)?.name ?? code;
    $relations.set({ status: 'loaded', departments: answer.departments, switching: null, message: daMySettings.switched(name) });
  } catch (error) {
    const now = $relations.get();
    if (now.status === 'loaded') $relations.set({ ...now, switching: null, message: failureText(error) });
  }
}

// --- Brugere (admin) ---

export async function loadCustomerUsers(): Promise<void> {
  $customerUsers.set({ status: 'loading' });
  try {
    $customerUsers.set({ status: 'loaded', users: await fetchCustomerUsers({ handled: 'all' }), busy: null, message: null });
  } catch {
    $customerUsers.set({ status: 'error' });
  }
}

loadWhileShown($customerUsers, (state) => state.status === 'idle', loadCustomerUsers, {
  allowed: () => $profile.get()?.isAdmin === true,
  watch: [$profile],
  reloadWhenEmptied: true,
});

export async function setUserSetting(userId: number, key: AdminSettingKey, value: boolean): Promise<void> {
  const state = $customerUsers.get();
  if (state.status !== 'loaded' || state.busy) return;
  const busy = `${userId}:${key}`;
  $customerUsers.set({ ...state, busy, message: daMySettings.saving });
  try {
    const answer = await putSettings({ userId, [key]: value }, { handled: 'all' });
    const now = $customerUsers.get();
    if (now.status !== 'loaded') return;
    $customerUsers.set({ ...now, busy: null, message: daMySettings.saved, users: now.users.map((u) => (u.userId === answer.userId ? { ...u, settings: answer.settings } : u)) });
    const profile = $profile.get();
    if (profile && now.users.find((u) => u.userId === answer.userId)?.isSelf) $profile.set({ ...profile, settings: answer.settings });
  } catch (error) {
    const now = $customerUsers.get();
    if (now.status === 'loaded') $customerUsers.set({ ...now, busy: null, message: failureText(error) });
  }
}
