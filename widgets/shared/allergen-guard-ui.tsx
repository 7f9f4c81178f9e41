// The allergen guard's UI (issue 20 §3), loaded lazily by allergen-guard-gate.tsx: the warning of a
// guarded product (cards, details), the confirm dialog before adding one, and the basket page's notice.
// Each adopts its CSS into the shadow root it renders in.
import { createElement, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
// Through the index as every other chunk does: a chunk that reaches only some of core's modules would
// split the search page's shared chunk in two and cost about 1 KB gzip (bench/size-budget.ts).
import { $sessionState } from '../../core/index.js';
import { $allergenGuard, ensureAllergenGuard, guardFor } from '../../core/stores/allergen-guard.js';
import { daAllergenGuard, type AllergenConfirmRequest, type ProductGuard } from '../../core/texts/da-allergen-guard.js';
import css from './allergen-guard.css?inline';
import { adoptStyles } from './adopt-styles.js';
import { useModal } from './use-modal.js';
import { useStore } from './use-store.js';

const STYLES = [css];

/** The guard of one product once the department's list is read (undefined: not guarded). */
export async function guardOfProduct(productId: string): Promise<ProductGuard | undefined> {
  if ($sessionState.get() !== 'authenticated') return undefined;
  return guardFor(productId, await ensureAllergenGuard());
}

/**
 * The add flow's confirm step: true at once for a product the guard does not name; otherwise `show`
 * gets the dialog to render beside the add button, and the answer waits for "Læg i kurv alligevel"
 * (true) or "Fortryd" (false); `show(null)` closes it.
 */
export async function confirmAdd(productId: string, show: (dialog: ReactNode) => void): Promise<boolean> {
  const guard = await guardOfProduct(productId);
  if (!guard) return true;
  return new Promise<boolean>((resolve) => {
    const request: AllergenConfirmRequest = {
      guard,
      answer(yes) {
        show(null);
        resolve(yes);
      },
    };
    show(createElement(AllergenConfirmDialog, { request }));
  });
}

function useAdoptedStyles<E extends Element>() {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, STYLES);
  });
  return ref;
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 1 0 15h16L8 1zm-.9 5h1.8v4.5H7.1V6zm0 5.5h1.8v1.8H7.1v-1.8z" />
    </svg>
  );
}

export function AllergenWarning({ productId }: { productId: string }) {
  const state = useStore($allergenGuard);
  const ref = useAdoptedStyles<HTMLParagraphElement>();
  const guard = guardFor(productId, state);
  if (!guard) return null;
  return (
    <p ref={ref} className="allergen-warning" part="allergen-warning" role="note">
      <WarningIcon />
      <span>{daAllergenGuard.warning(guard)}</span>
    </p>
  );
}

/**
 * "Læg i kurv alligevel?": a native modal <dialog> (top layer, inert page); focus starts on "Fortryd",
 * the safe choice, and Escape is "Fortryd" too.
 */
export function AllergenConfirmDialog({ request }: { request: AllergenConfirmRequest }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useModal(dialog, true, { initialFocus: cancel, styles: STYLES });
  return (
    <dialog
      ref={dialog}
      className="allergen-dialog"
      part="allergen-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        request.answer(false);
      }}
    >
      <h2 id={`${id}-title`}>{daAllergenGuard.confirmTitle}</h2>
      <p id={`${id}-text`}>{daAllergenGuard.confirmQuestion(request.guard)}</p>
      <p className="allergen-actions">
        <button ref={cancel} type="button" className="btn btn-secondary secondary" onClick={() => request.answer(false)}>
          {daAllergenGuard.confirmCancel}
        </button>
        <button type="button" className="btn" onClick={() => request.answer(true)}>
          {daAllergenGuard.confirmAdd}
        </button>
      </p>
    </dialog>
  );
}

/** The basket page's notice: which of its lines carry an allergen the department has excluded. */
export function AllergenBasketNotice({ lines }: { lines: readonly { productId: string; name: string }[] }) {
  const state = useStore($allergenGuard);
  const ref = useAdoptedStyles<HTMLElement>();
  const id = useId();
  const guarded = lines.flatMap((line) => {
    const guard = guardFor(line.productId, state);
    return guard ? [{ ...line, guard }] : [];
  });
  const unique = guarded.filter((line, i) => guarded.findIndex((l) => l.productId === line.productId) === i);
  if (unique.length === 0) return null;
  return (
    <section ref={ref} className="allergen-notice" part="allergen-notice" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <WarningIcon />
        {daAllergenGuard.basketNoticeTitle}
      </h3>
      <ul>
        {unique.map((line) => (
          <li key={line.productId}>{daAllergenGuard.basketNoticeLine(line.name, line.guard)}</li>
        ))}
      </ul>
    </section>
  );
}
