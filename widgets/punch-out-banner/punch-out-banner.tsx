import { useEffect, useReducer } from 'react';
import type { ComponentType } from 'react';
import { $profile, $sessionState, ensureProfile, isPunchOutSession } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';

/**
 * `<shop-punch-out-banner>` (issue 16). Bundle: the element is in every page's layout but shows only
 * in a punch-out session, so this gate imports only the shared session store; the banner itself (its
 * store, the form, the texts) loads with a dynamic import() once the profile says punch-out session,
 * as the product dropdown's panel does (bench/size-budget.ts).
 */
let panelModule: Promise<unknown> | null = null;
/** Set once the chunk has arrived: every later render shows it at once. */
let LoadedPanel: ComponentType | null = null;

export function loadPunchOutBannerPanel(): Promise<unknown> {
  panelModule ??= import('./punch-out-banner-panel.js').then(
    (module) => {
      LoadedPanel = module.PunchOutBannerPanel;
    },
    (error: unknown) => {
      panelModule = null; // offline: tried again on the next render in a punch-out session
      throw error;
    },
  );
  return panelModule;
}

export function PunchOutBanner() {
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const [, panelArrived] = useReducer((n: number) => n + 1, 0);
  const inSession = session === 'authenticated' && isPunchOutSession(profile);

  useEffect(() => {
    void ensureProfile();
  }, []);

  useEffect(() => {
    if (inSession && !LoadedPanel) loadPunchOutBannerPanel().then(panelArrived, () => {});
  }, [inSession]);

  // Once loaded the panel decides (it also keeps the cancel's form after the session has ended).
  return LoadedPanel ? <LoadedPanel /> : null;
}
