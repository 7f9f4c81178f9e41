import { useId, useRef } from 'react';
import { $catalogue, $sessionState, da } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';
import { navigation } from '../shared/navigate.js';
import { useModal } from '../shared/use-modal.js';

/**
 * §8 catalogue error modal: 'Der skete en fejl' with a Genindlæs button that reloads the page. Opens
 * when loading the catalogue failed (§4: not logged in, no worker support, the call failed). Not
 * while the session has expired: the session-expired dialog is the one that helps then.
 * Escape closes it (the page behind stays usable for what does not need the catalogue).
 */
export function CatalogueError() {
  const catalogue = useStore($catalogue);
  const session = useStore($sessionState);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const show = catalogue.status === 'error' && session !== 'expired';

  useModal(dialogRef, show, { initialFocus: buttonRef });

  return (
    <dialog ref={dialogRef} className="dialog" part="dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} data-error={catalogue.error ?? undefined}>
      <h2 id={`${id}-title`} className="title">
        {da.catalogueErrorTitle}
      </h2>
      <p id={`${id}-text`} className="text">
        {da.catalogueErrorText}
      </p>
      <button ref={buttonRef} type="button" className="btn" part="button" onClick={() => navigation.reload()}>
        {da.reload}
      </button>
    </dialog>
  );
}
