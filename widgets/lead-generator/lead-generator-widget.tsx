import { useEffect, useId, useReducer, useRef } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
// Bundle: through the barrel like every element, so this chunk reaches the same shared core chunk and
// does not split it in two (esbuild groups code by the set of entries reaching it; bench/size.ts).
import '../../core/index.js';
import { $leads, $newLeadCount, setLeadsOpen } from '../../core/stores/leads.js';
import { daLeads } from '../../core/texts/da-leads.js';
import { adoptStyles, supportsAdoptedStyleSheets } from '../shared/adopt-styles.js';
import { useStore } from '../shared/use-store.js';
import css from './lead-generator.css?inline';

/** The widget's CSS comes with this chunk (not with the element every page loads): adopted into the root. */
function adoptCss(el: HTMLElement | null): void {
  const root = el?.getRootNode();
  if (root instanceof ShadowRoot) adoptStyles(root, [css]);
}
const cssFallback = () => (supportsAdoptedStyleSheets() ? null : <style>{css}</style>);

export interface LeadPanelProps {
  panelId: string;
  /** Closes the list and puts the focus back on the button. */
  onClose: () => void;
}

let panelModule: Promise<unknown> | null = null;
let LoadedPanel: ComponentType<LeadPanelProps> | null = null;

/** The list with its forms: loaded on the first open (or at once when the list was left open). */
export function loadLeadPanel(): Promise<unknown> {
  panelModule ??= import('./lead-generator-panel.js').then(
    (module) => {
      LoadedPanel = module.LeadPanel;
    },
    (error: unknown) => {
      panelModule = null;
      throw error;
    },
  );
  return panelModule;
}

/**
 * The button 'Demoer i dit køkken' with the count of new leads, and the list under it. Escape and a
 * click outside close the list; Escape (and a click outside while the focus was in the widget) puts the
 * focus back on the button.
 */
export function LeadGeneratorWidget() {
  const state = useStore($leads);
  const count = useStore($newLeadCount);
  const [, panelArrived] = useReducer((n: number) => n + 1, 0);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const open = state.open;

  useEffect(() => {
    if (open && !LoadedPanel) loadLeadPanel().then(panelArrived, () => {});
  }, [open]);

  const close = () => {
    setLeadsOpen(false);
    toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current || event.composedPath().includes(root.current)) return;
      const rootNode = root.current.getRootNode();
      const focusInside = rootNode instanceof ShadowRoot && rootNode.activeElement !== null && rootNode.activeElement !== toggle.current;
      setLeadsOpen(false);
      // The focus goes back to the button only from inside the list: a click into the page keeps its own.
      if (focusInside) toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  return (
    <div className="leads" ref={(el) => { root.current = el; adoptCss(el); }} onKeyDown={onKeyDown}>
      {cssFallback()}
      <button
        ref={toggle}
        type="button"
        className="toggle"
        part="toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setLeadsOpen(!open)}
      >
        {/* The name comes from the content, not an aria-label: a label that differs from the visible
            text fails WCAG 2.5.3 (label in name; Lighthouse's label-content-name-mismatch). The badge's
            bare number is hidden from the name and said in words instead. */}
        <span>{daLeads.toggle}</span>
        {count > 0 ? (
          <>
            <span className="badge" part="badge" aria-hidden="true">{count}</span>
            <span className="visually-hidden">{daLeads.newCount(count)}</span>
          </>
        ) : null}
      </button>
      <div id={panelId} className="panel" part="panel" hidden={!open}>
        {open && LoadedPanel ? <LoadedPanel panelId={panelId} onClose={close} /> : null}
      </div>
    </div>
  );
}
