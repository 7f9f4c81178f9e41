import { atom, computed } from 'nanostores';
import { settingsOf } from '../rules/permissions.js';
import type { Profile } from '../schemas/user.js';

/**
 * unknown: not asked yet; anonymous: nobody logged in; authenticated: $profile is set;
 * expired: we had a session and the server no longer knows it (§4 "Cart: on MissingSession the
 * session-expired modal opens").
 */
export type SessionState = 'unknown' | 'loading' | 'anonymous' | 'authenticated' | 'expired';

export const $sessionState = atom<SessionState>('unknown');
export const $profile = atom<Profile | null>(null);

/** The settings widgets decide prices, ordering and CO2e by (§6), with one default until the profile is known. */
export const $settings = computed($profile, settingsOf);

/**
 * The one place MissingSession lands. Only a user who was logged in sees 'Login udløbet'; a visitor
 * who never logged in is simply anonymous.
 */
export function markSessionMissing(): void {
  const state = $sessionState.get();
  $profile.set(null);
  $sessionState.set(state === 'authenticated' || state === 'expired' ? 'expired' : 'anonymous');
}
