import { useId, useRef } from 'react';
import type { SyntheticEvent } from 'react';
import { $sessionState, $shopConfig, da, loginUrlWithReturn, safeUrl } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';
import { navigateTo } from '../shared/navigate.js';
import { useModal } from '../shared/use-modal.js';

export interface SessionExpiredProps {
  /** Where 'Log ind' goes; default $shopConfig.loginUrl. Reloading the page shows the login form. */
  loginUrl?: string;
}

/**
 * §2 'Login udløbet': a native modal <dialog> opened with showModal() when $sessionState becomes
 * 'expired'. Decision: Escape does NOT close it. The session is gone, so every further action
 * would fail; the only way on is 'Log ind'. The dialog stays keyboard-usable: focus starts on
 * the button, the page behind it is inert.
 */
export function SessionExpired({ loginUrl }: SessionExpiredProps) {
  const state = useStore($sessionState);
  const config = useStore($shopConfig);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const expired = state === 'expired';

  useModal(dialogRef, expired, { initialFocus: buttonRef });

  function keepOpen(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
  }

  function goToLogin() {
    const target = safeUrl(loginUrl) ?? safeUrl(config.loginUrl) ?? '/';
    // Back to this page after logging in again (the login form reads ?returnUrl=).
    navigateTo(loginUrlWithReturn(target, window.location));
  }

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      part="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={keepOpen}
    >
      <h2 id={`${id}-title`} className="title">
        {da.sessionExpiredTitle}
      </h2>
      <p id={`${id}-text`} className="text">
        {da.sessionExpiredText}
      </p>
      <button ref={buttonRef} type="button" className="btn" part="button" onClick={goToLogin}>
        {da.sessionExpiredButton}
      </button>
    </dialog>
  );
}
