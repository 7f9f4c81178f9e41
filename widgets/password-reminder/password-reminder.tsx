import { useEffect, useReducer } from 'react';
import type { ComponentType } from 'react';
import { $profile, $sessionState, ensureProfile } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';

/**
 * `<shop-password-reminder>` (issue 19 point 3, §7 postPone). Bundle: the element is in every page's
 * layout but shows only to a user whose password is over a year old, so this gate imports only the
 * shared session store; the notice (its action, API call, texts and CSS) loads with a dynamic import()
 * once the profile says passwordChangeDue, as the punch-out banner does (bench/size-budget.ts).
 */
let panelModule: Promise<unknown> | null = null;
/** Set once the chunk has arrived: every later render shows it at once. */
let LoadedPanel: ComponentType | null = null;

export function loadPasswordReminderPanel(): Promise<unknown> {
  panelModule ??= import('./password-reminder-panel.js').then(
    (module) => {
      LoadedPanel = module.PasswordReminderPanel;
    },
    (error: unknown) => {
      panelModule = null; // offline: tried again on the next render
      throw error;
    },
  );
  return panelModule;
}

export function PasswordReminder() {
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const due = session === 'authenticated' && profile?.passwordChangeDue === true;
  const [, panelArrived] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    void ensureProfile();
  }, []);

  useEffect(() => {
    if (due && !LoadedPanel) loadPasswordReminderPanel().then(panelArrived, () => {});
  }, [due]);

  return due && LoadedPanel ? <LoadedPanel /> : null;
}
