// What the favourite-list dialogs share: opening and closing their native <dialog> (showDialog/hideDialog:
// top layer, inert page, Escape), focus on open and back to the opener on close, and their styles.
// The dialogs are rendered inside other widgets' shadow roots (the lists page, the product card's
// dropdown), so they bring their CSS along: it is adopted into whatever root they render in, and the
// host widget needs to know nothing about it.
import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { hideDialog, showDialog } from '../shared/dialog.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import css from './favorite-list-dialogs.css?inline';

/** The focused element, looking into open shadow roots (the opener sits inside a widget's root). */
export function activeElementDeep(): HTMLElement | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

/**
 * Shows the dialog while `open`, focuses `initialFocus` (else the dialog) when it opens, and gives
 * focus back to the element that had it when the dialog closes. Returns whether the CSS could be
 * adopted into the dialog's root; if not, the dialog renders a <style> element itself.
 */
export function useModal(dialogRef: RefObject<HTMLDialogElement | null>, open: boolean, initialFocus?: RefObject<HTMLElement | null>): boolean {
  const opener = useRef<HTMLElement | null>(null);
  const [adopted, setAdopted] = useState(true);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const root = dialog.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) setAdopted(adoptStyles(root, [css]));
  }, [dialogRef]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = activeElementDeep();
      showDialog(dialog);
      (initialFocus?.current ?? dialog).focus();
    } else if (!open && dialog.open) {
      hideDialog(dialog);
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    }
  }, [open, dialogRef, initialFocus]);

  // Unmounted while open (the host closed it by removing it): focus still goes back to the opener.
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

export { css as favoriteListDialogsCss };
