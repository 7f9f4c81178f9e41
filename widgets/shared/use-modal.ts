// The one modal behaviour every widget's native <dialog> uses (issue 23 §3): shown while `open`
// (showDialog: top layer, inert page, Escape), focus on open, and focus back to the opener on close,
// also when the host unmounts the dialog while it is open. A dialog rendered inside another widget's
// shadow root brings its CSS along: `styles` are adopted into whatever root it renders in.
import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { adoptStyles } from './adopt-styles.js';
import { hideDialog, showDialog } from './dialog.js';

/** The focused element, looking into open shadow roots (the opener sits inside a widget's root). */
export function activeElementDeep(): HTMLElement | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

export interface ModalOptions {
  /** Focused when the dialog opens; the dialog itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** CSS texts adopted into the dialog's root (a dialog that renders in other widgets' roots). */
  styles?: readonly string[];
  /** Where focus goes when the dialog closes, in preference to the element that had it on open. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * Shows the dialog while `open` and hands focus there and back. Returns whether `styles` could be
 * adopted into the dialog's root; if not, the dialog renders them in a <style> element itself.
 */
export function useModal(dialogRef: RefObject<HTMLDialogElement | null>, open: boolean, { initialFocus, styles, returnFocus }: ModalOptions = {}): boolean {
  const opener = useRef<HTMLElement | null>(null);
  const [adopted, setAdopted] = useState(true);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !styles?.length) return;
    const root = dialog.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) setAdopted(adoptStyles(root, styles));
  }, [dialogRef, styles]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = activeElementDeep();
      showDialog(dialog);
      (initialFocus?.current ?? dialog).focus();
    } else if (!open && (dialog.open || opener.current)) {
      // Also after the dialog closed itself (Escape): the state follows, and focus goes back.
      if (dialog.open) hideDialog(dialog);
      const back = returnFocus?.current ?? opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    }
  }, [open, dialogRef, initialFocus, returnFocus]);

  useLayoutEffect(
    () => () => {
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    },
    [],
  );

  return adopted;
}
