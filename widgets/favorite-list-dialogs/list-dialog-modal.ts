// The favourite-list dialogs render inside other widgets' shadow roots (the lists page, the product
// card's dropdown), so they bring their CSS along through the shared useModal.
import type { RefObject } from 'react';
import { useModal } from '../shared/use-modal.js';
import css from './favorite-list-dialogs.css?inline';

const STYLES = [css] as const;

/** useModal with the favourite-list dialogs' CSS. */
export function useListDialogModal(dialogRef: RefObject<HTMLDialogElement | null>, open: boolean, initialFocus?: RefObject<HTMLElement | null>): boolean {
  return useModal(dialogRef, open, { initialFocus, styles: STYLES });
}

export { css as favoriteListDialogsCss };
