import { useEffect, useReducer } from 'react';
import type { ComponentType } from 'react';
import { $sessionState, ensureProfile } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';

/**
 * `<shop-lead-generator>` (issue 17 §2). Bundle: the element sits in every page's header, and the search
 * page's budget has no room for a store, texts and a form, so this gate imports only the shared session
 * store: the button with its count (lead-generator-widget.tsx: the store, the cookies, the texts, the
 * CSS) arrives with a dynamic import() once the session is known (so `booked` is loaded once, for the
 * right user), and the list with its forms (lead-generator-panel.tsx) on first open.
 */
let widgetModule: Promise<unknown> | null = null;
/** Set once the chunk has arrived: every later render shows it at once. */
let LoadedWidget: ComponentType | null = null;

export function loadLeadGeneratorWidget(): Promise<unknown> {
  widgetModule ??= import('./lead-generator-widget.js').then(
    (module) => {
      LoadedWidget = module.LeadGeneratorWidget;
    },
    (error: unknown) => {
      widgetModule = null; // offline: tried again on the next mount
      throw error;
    },
  );
  return widgetModule;
}

export function LeadGenerator() {
  const session = useStore($sessionState);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const known = session !== 'unknown' && session !== 'loading';

  useEffect(() => {
    void ensureProfile();
  }, []);

  useEffect(() => {
    if (known && !LoadedWidget) loadLeadGeneratorWidget().then(arrived, () => {});
  }, [known]);

  return LoadedWidget ? <LoadedWidget /> : null;
}
