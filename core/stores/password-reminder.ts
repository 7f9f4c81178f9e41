// §7 postPone (issue 19 point 3): the old-password reminder's action. Loaded on demand with the
// reminder's panel (widgets/password-reminder), only for a user whose profile says passwordChangeDue.
import { atom } from 'nanostores';
import { postPostpone } from '../api/password-reminder.js';
import { daLogin2 } from '../texts/da-login2.js';
import { $profile } from './session-state.js';
import { showToast } from './toasts.js';

/** True while postPone is on its way (the button is busy; a second click sends nothing). */
export const $postponing = atom(false);

/** Postpones the reminder 30 days; the answered profile (passwordChangeDue false) hides the notice. */
export async function postponePasswordReminder(): Promise<void> {
  if ($postponing.get()) return;
  $postponing.set(true);
  try {
    $profile.set(await postPostpone());
    showToast({ kind: 'success', message: daLogin2.reminderPostponed, durationMs: 4000 });
  } catch {
    // apiRequest has shown the HTTP failure toast (§8); MissingSession opened the expired modal.
  } finally {
    $postponing.set(false);
  }
}
