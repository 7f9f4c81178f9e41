/**
 * The product details view (§2 Product details, §3, §4 states, §6 rules; issue 4). A native modal
 * <dialog> (showModal: the page behind is inert, focus stays inside, Escape closes) opened by the
 * `foodInfo` query parameter (`expiry=true`: the expiry version) and by clicks on links to it.
 *
 * Mode (attribute `mode`, see the element): 'page' on the shop's search page, where opening pushes
 * `foodInfo` into the URL (back closes, the address can be shared); 'modal' elsewhere (a recipe or
 * marketing page), where a link opens it without touching the URL. Closing (Escape, the back button
 * of the view, the browser's back button) removes `foodInfo` and `expiry` and returns focus to the
 * link that opened it.
 */
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { $shopConfig, da } from '../../core/index.js';
import { readDetailsParams } from '../../core/rules/product-details-url.js';
import { daProductDetails as t } from '../../core/texts/da-product-details.js';
import { $productDetails, closeProductDetails, openProductDetails, requestAssortment } from '../../core/stores/product-details.js';
import type { AssortmentRequestState } from '../../core/stores/product-details.js';
import { useStore } from '../shared/use-store.js';
import { useLocationSearch } from '../shared/use-location-search.js';
import { useModal } from '../shared/use-modal.js';
import { detailsLinkTarget, detailsMode, pushDetailsParams, removeDetailsParams } from './details-location.js';
import { Loaded } from './loaded-details.js';

export { DEFAULT_PRINT_URL } from './loaded-details.js';

export interface ProductDetailsProps {
  /** 'page' | 'modal'; default: 'page' on the configured search page, else 'modal'. */
  mode?: string;
  /** The food-info print page; productId and department are added (core foodInfoPrintHref). */
  printUrl?: string;
}

export interface ProductDetailsViewProps extends ProductDetailsProps {
  /**
   * The link whose click opened the details before this view was loaded (the element's shell caught it,
   * product-details-shell.tsx): focus returns to it on closing, as for a click the view caught itself.
   */
  opener?: HTMLElement | null;
}


export function ProductDetailsView({ mode: askedMode, printUrl, opener = null }: ProductDetailsViewProps) {
  const state = useStore($productDetails);
  const config = useStore($shopConfig);
  const search = useLocationSearch();
  const searchUrl = config.searchUrl;
  const mode = detailsMode(askedMode, searchUrl);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(opener);
  const openedFromUrl = useRef(false);
  const backRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  // The URL opens and closes (foodInfo, expiry; back and forward included). In a layout effect: a
  // view mounted on a URL that names a product (after the shell's import) is in step with it before
  // anything can be clicked. As a passive effect it could run late, after a click on the view's back
  // button, and open again what the user had just closed (seen on a busy machine).
  const urlParams = readDetailsParams(search);
  const urlKey = urlParams ? `${urlParams.productId}|${String(urlParams.expiry)}` : '';
  useLayoutEffect(() => {
    const params = readDetailsParams(search);
    if (params) {
      openedFromUrl.current = true;
      void openProductDetails(params.productId, { expiry: params.expiry });
    } else if (openedFromUrl.current) {
      openedFromUrl.current = false;
      closeProductDetails();
    }
    // urlKey stands for the parameters; other query changes (filters) do not reopen anything.
  }, [urlKey]);

  // Links to ?foodInfo= on this page open the details without loading the page again.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // In modal mode the cards' links to the search page's details open here instead (§2).
      const hit = detailsLinkTarget(event, mode === 'modal' ? searchUrl : undefined);
      if (!hit) return;
      event.preventDefault();
      if (!dialogRef.current?.open) openerRef.current = hit.anchor;
      if (mode === 'page') pushDetailsParams(hit.params.productId, hit.params.expiry);
      else void openProductDetails(hit.params.productId, { expiry: hit.params.expiry });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [mode, searchUrl]);

  // §8: a failed lookup clears the details and the URL parameters (the toast is the store's).
  useEffect(() => {
    if (state.status !== 'error') return;
    closeProductDetails();
    removeDetailsParams();
  }, [state.status]);

  const open = state.status === 'loading' || state.status === 'loaded' || state.status === 'notInAssortment';
  // Focus goes back to the link that opened the details (also when the URL did, after a click on it);
  // the back button is where focus starts, as showModal would put it.
  useModal(dialogRef, open, { initialFocus: backRef, returnFocus: openerRef });
  useLayoutEffect(() => {
    if (!open) openerRef.current = null;
  }, [open]);
  // A click the element's shell caught while this view was loading (issue 15 point 3): its link gets the focus back.
  useLayoutEffect(() => {
    if (opener) openerRef.current = opener;
  }, [opener]);

  function close() {
    closeProductDetails();
    removeDetailsParams();
  }

  const titleId = `${id}-title`;
  return (
    <dialog
      ref={dialogRef}
      className={`details details-${mode}`}
      part="dialog"
      data-state={state.status}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading' || undefined}
      onCancel={(event) => {
        // Escape: closed through the URL like every other way out. React passes a nested dialog's
        // cancel (the full-size image) up its tree: that one closes only itself.
        event.preventDefault();
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="bar">
        <button ref={backRef} type="button" className="btn btn-secondary back" part="back" onClick={close}>
          <span aria-hidden="true">←</span> {t.back}
        </button>
      </div>
      {state.status === 'loading' ? (
        <div className="loading">
          <h2 id={titleId} className="title">
            {t.detailsLoading}
          </h2>
          <div className="sk-block" aria-hidden="true" />
        </div>
      ) : null}
      {state.status === 'notInAssortment' ? <NotInAssortment titleId={titleId} productId={state.productId} request={state.request} /> : null}
      {/* Keyed by product: another product (a related card opened) starts afresh on its information tab,
          with no state of the one before, and nothing resets what the user picked after mounting. */}
      {state.status === 'loaded' ? <Loaded key={state.details.productId} titleId={titleId} state={state} printUrl={printUrl} /> : null}
    </dialog>
  );
}

function NotInAssortment({ titleId, productId, request }: { titleId: string; productId: string; request: AssortmentRequestState }) {
  return (
    <div className="not-in-assortment">
      <h2 id={titleId} className="title">
        {da.notInAssortment}
      </h2>
      <p className="meta">
        {da.productNumber} {productId}
      </p>
      <button
        type="button"
        className="btn request"
        disabled={request !== 'unsent'}
        aria-busy={request === 'sending' || undefined}
        onClick={() => void requestAssortment()}
      >
        {request === 'sent' ? t.assortmentRequestThanks : t.requestAssortment}
      </button>
    </div>
  );
}
