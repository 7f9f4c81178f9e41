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
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  $basketQuantities,
  $profile,
  $shopConfig,
  Origin,
  TOAST_MS,
  addToBasket,
  allowsDecimals,
  assetSrc,
  basketQuantityText,
  canOrderInDetails,
  canSeePrices,
  da,
  detailsHrefFor,
  formatDate,
  formatDecimal,
  formatPrice,
  parseAmount,
  productImageSrc,
  safeUrl,
  settingsOf,
  showAddControl,
  showToast,
} from '../../core/index.js';
import type { DetailsUnit, ProductRelations, Profile, UserSettings } from '../../core/index.js';
import { co2eFigures } from '../../core/format/co2e-details.js';
import { foodInfoPrintHref, readDetailsParams } from '../../core/rules/product-details-url.js';
import { recipeHref } from '../../core/rules/recipe-links.js';
import { daProductDetails as t } from '../../core/texts/da-product-details.js';
import {
  $disclaimerHidden,
  $productDetails,
  closeProductDetails,
  openCo2eModal,
  openProductDetails,
  requestAssortment,
  setDisclaimerHidden,
} from '../../core/stores/product-details.js';
import type { AssortmentRequestState, ProductDetailsState } from '../../core/stores/product-details.js';
import type { FoodInfo } from '../../core/schemas/food-info.js';
import { useStore } from '../shared/use-store.js';
import { useLocationSearch } from '../shared/use-location-search.js';
import { RelatedProducts } from './related-products.js';
import { FoodInfoTabs } from './food-info.js';
import { Tabs, type TabItem } from './tabs.js';
import { detailsLinkTarget, detailsMode, pushDetailsParams, removeDetailsParams } from './details-location.js';
import { hideDialog, showDialog } from '../shared/dialog.js';

/** Where print goes when the element names no `print-url` (§7: the external food-info print page). */
export const DEFAULT_PRINT_URL = '/varedata/udskriv';


export interface ProductDetailsProps {
  /** 'page' | 'modal'; default: 'page' on the configured search page, else 'modal'. */
  mode?: string;
  /** The food-info print page; productId and department are added (core foodInfoPrintHref). */
  printUrl?: string;
}


export function ProductDetailsView({ mode: askedMode, printUrl }: ProductDetailsProps) {
  const state = useStore($productDetails);
  const config = useStore($shopConfig);
  const search = useLocationSearch();
  const searchUrl = config.searchUrl;
  const mode = detailsMode(askedMode, searchUrl);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openedFromUrl = useRef(false);
  const id = useId();

  // The URL opens and closes (foodInfo, expiry; back and forward included).
  const urlParams = readDetailsParams(search);
  const urlKey = urlParams ? `${urlParams.productId}|${String(urlParams.expiry)}` : '';
  useEffect(() => {
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
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      showDialog(dialog);
    } else if (!open && dialog.open) {
      hideDialog(dialog);
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    }
  }, [open]);

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
        <button type="button" className="btn btn-secondary back" part="back" onClick={close}>
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
        {request === 'sent' ? da.assortmentRequestThanks : t.requestAssortment}
      </button>
    </div>
  );
}

type LoadedState = Extract<ProductDetailsState, { status: 'loaded' }>;
type MainTab = 'info' | 'related' | 'recipes';

function Loaded({ titleId, state, printUrl }: { titleId: string; state: LoadedState; printUrl?: string }) {
  const profile = useStore($profile);
  const { apiBase } = useStore($shopConfig);
  const [tab, setTab] = useState<MainTab>('info');
  const [fullImage, setFullImage] = useState(false);
  const imageDialogRef = useRef<HTMLDialogElement>(null);
  const product = state.details;
  const settings = settingsOf(profile);

  useEffect(() => {
    const dialog = imageDialogRef.current;
    if (!dialog) return;
    if (fullImage && !dialog.open) showDialog(dialog);
    else if (!fullImage && dialog.open) hideDialog(dialog);
  }, [fullImage]);

  const imageSrc = productImageSrc(product.image, 300, apiBase);
  const fullSrc = assetSrc(product.image, apiBase);
  const videoSrc = safeUrl(product.gs1VideoSrc);
  const printHref = profile ? foodInfoPrintHref(printUrl || DEFAULT_PRINT_URL, product.productId, profile.department) : null;
  const co2 = co2eFigures({ co2e: product.co2, weightKg: product.weight, units: product.units }, settings);

  const items: TabItem<MainTab>[] = [
    { key: 'info', label: t.detailsTabs.info, panel: () => <InfoPanel state={state} settings={settings} /> },
    { key: 'related', label: t.detailsTabs.related, panel: () => <RelatedProducts relations={state.relations} settings={settings} /> },
    { key: 'recipes', label: t.detailsTabs.recipes, panel: () => <RecipesPanel relations={state.relations} profile={profile} /> },
  ];

  return (
    <article className="content" data-product-id={product.productId}>
      <header className="head">
        {product.brand ? <p className="brand">{product.brand}</p> : null}
        <h2 id={titleId} className="title">
          {product.description}
        </h2>
        <p className="meta">
          <span>
            {da.productNumber} {product.productId}
          </span>
          {product.customerProductNumber ? <span>{da.customerProductNumber(product.customerProductNumber)}</span> : null}
          {product.country ? <span>{product.country}</span> : null}
        </p>
        <div className="actions">
          {printHref ? (
            <a className="btn btn-secondary print" href={printHref} target="_blank" rel="noopener" aria-label={t.printLabel(product.description)}>
              {t.print}
            </a>
          ) : null}
          {co2 ? (
            <button
              type="button"
              className="btn btn-secondary co2e"
              onClick={() =>
                openCo2eModal({ productId: product.productId, name: product.description, co2e: product.co2, weightKg: product.weight, units: product.units })
              }
            >
              {t.co2eOpen}
            </button>
          ) : null}
        </div>
      </header>

      <section className="media" aria-label={t.media}>
        {imageSrc ? (
          <img src={imageSrc} alt={da.imageAlt(product.description)} width={300} height={300} decoding="async" />
        ) : (
          <div className="no-image" role="img" aria-label={da.imageAlt(product.description)} />
        )}
        {fullSrc ? (
          <button type="button" className="btn btn-secondary fullscreen" onClick={() => setFullImage(true)}>
            {t.imageFullscreen}
          </button>
        ) : null}
        {videoSrc ? (
          <video className="video" controls preload="none" src={videoSrc} aria-label={t.video(product.description)}>
            {product.gs1VideoType ? <source src={videoSrc} type={product.gs1VideoType} /> : null}
          </video>
        ) : null}
        {fullSrc ? (
          <dialog
            ref={imageDialogRef}
            className="image-dialog"
            aria-label={t.imageFullscreenTitle(product.description)}
            onCancel={(event) => {
              event.preventDefault();
              event.stopPropagation();
              setFullImage(false);
            }}
          >
            <button type="button" className="btn btn-secondary" onClick={() => setFullImage(false)}>
              {t.close}
            </button>
            {fullImage ? <img src={fullSrc} alt={da.imageAlt(product.description)} /> : null}
          </dialog>
        ) : null}
      </section>

      <Tabs<MainTab> label={t.productFacts} items={items} selected={tab} onSelect={setTab} className="main-tabs" />
    </article>
  );
}

function Disclaimer() {
  const hidden = useStore($disclaimerHidden);
  const id = useId();
  if (hidden) {
    return (
      <button type="button" className="link-button disclaimer-show" onClick={() => setDisclaimerHidden(false)}>
        {t.disclaimerShow}
      </button>
    );
  }
  return (
    <aside className="disclaimer" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.disclaimerTitle}</h3>
      <p>{t.disclaimer}</p>
      <button type="button" className="btn btn-secondary" onClick={() => setDisclaimerHidden(true)}>
        {t.disclaimerHide}
      </button>
    </aside>
  );
}

function InfoPanel({ state, settings }: { state: LoadedState; settings: UserSettings }) {
  const product = state.details;
  const deadline = state.deadline;
  const facts: string[] = [];
  if (product.onSale && product.onSaleUntil) facts.push(da.offerUntil(formatDate(product.onSaleUntil)));
  if (product.broachedLimit !== null) facts.push(t.broachLimit(String(product.broachedLimit), product.basicUnit));
  if (product.supplierName) facts.push(t.supplierLine(product.supplierName));
  if (product.weight !== null) facts.push(t.weightLine(formatDecimal(product.weight, 3)));
  return (
    <div className="info">
      <Disclaimer />
      {/* Keyed by the standard unit: details loaded again with another standard unit start in it. */}
      <BuySection key={state.details.units.find((u) => u.selected)?.name ?? ''} state={state} settings={settings} />
      {deadline?.blockedByDeadline || deadline?.discontinued ? (
        <p className="deadline blocked">
          {deadline.deadlineMessage}
          {deadline.showDeliveryDate && deadline.deliveryDate ? ` ${da.earliestDelivery(formatDate(deadline.deliveryDate))}` : ''}
        </p>
      ) : (deadline?.deadlineMessage || product.deadlineMessage) ? (
        <p className="deadline">{deadline?.deadlineMessage || product.deadlineMessage}</p>
      ) : null}
      {facts.length > 0 ? (
        <ul className="facts-list">
          {facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : null}
      {product.extendedDescription ? <p className="description">{product.extendedDescription}</p> : null}
      {state.foodInfo ? <FoodInfoTabs info={state.foodInfo as FoodInfo} /> : <p className="note">{t.noFoodInfo}</p>}
    </div>
  );
}

function unitLabel(u: Pick<DetailsUnit, 'name' | 'description'>): string {
  return u.description && u.description !== u.name ? `${u.name} – ${u.description}` : u.name;
}

function BuySection({ state, settings }: { state: LoadedState; settings: UserSettings }) {
  const product = state.details;
  const id = useId();
  const expiry = state.expiry && product.expiry !== null && product.expiryUnit !== null;
  const standard = product.units.find((u) => u.selected) ?? product.units[0];
  const [unitCode, setUnitCode] = useState(standard?.name ?? product.basicUnit);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const inBasket = useStore($basketQuantities).get(product.productId) ?? [];

  const regular = product.units.find((u) => u.name === unitCode) ?? standard;
  const unit: { name: string; weighed: boolean } = expiry ? { name: product.expiryUnit!, weighed: false } : { name: regular?.name ?? product.basicUnit, weighed: regular?.weighed ?? false };
  const priceOre = expiry ? product.expiryPrice : (regular?.price ?? null);
  const pricesShown = canSeePrices(settings);
  const allowed =
    canOrderInDetails({
      settings,
      priceOre,
      orderable: product.orderable,
      discontinued: product.discontinued,
      discontinuedByHQ: product.discontinuedByHQ,
      cardType: 'primary-shop',
    }) && state.deadline?.orderable !== false;
  const reasonId = `${id}-reason`;
  const reason = !product.orderable || product.discontinued || product.discontinuedByHQ ? product.discontinuedText || da.notOrderable : null;
  const alternativeHref = product.alternativeProductId ? safeUrl(detailsHrefFor(product.alternativeProductId)) : null;

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!allowed || busy) return;
    const parsed = parseAmount(amount, { code: unit.name, weighed: unit.weighed });
    if (!parsed.ok) {
      setAmount('');
      showToast({ kind: 'error', message: parsed.message, durationMs: TOAST_MS.error });
      return;
    }
    setBusy(true);
    try {
      const added = await addToBasket([
        { origin: expiry ? Origin.ExpiryProduct : Origin.ProductDetails, amount: parsed.value, productId: product.productId, unit: unit.name, expiryProduct: expiry },
      ]);
      if (added) setAmount('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="buy">
      {expiry ? (
        <p className="expiry">
          <strong>{t.expiryOffer}</strong> {da.expiresOn(formatDate(product.expiry!))}
          {pricesShown && product.expiryPrice !== null ? ` · ${t.expiryPrice(formatPrice(product.expiryPrice), product.expiryUnit!)}` : ''}
          {product.expiryStock !== null ? ` · ${da.expiryStock(String(product.expiryStock), product.expiryUnit!)}` : ''}
        </p>
      ) : (
        <fieldset className="units">
          <legend>{t.unitsLegend}</legend>
          {product.units.map((u) => (
            <label key={u.name} className="unit-choice">
              <input type="radio" name={`${id}-unit`} value={u.name} checked={u.name === unit.name} onChange={() => setUnitCode(u.name)} />
              <span>{unitLabel(u)}</span>
              {pricesShown && u.price !== null ? <span className="price">{t.unitPrice(formatPrice(u.price), u.name)}</span> : null}
              {u.selected ? <span className="standard">{t.standardUnitMark}</span> : null}
            </label>
          ))}
        </fieldset>
      )}
      {pricesShown && product.deposit > 0 ? <p className="deposit">{da.deposit(formatPrice(product.deposit))}</p> : null}
      {showAddControl(settings) ? (
        <form className="order" onSubmit={(e) => void onAdd(e)} noValidate>
          <label htmlFor={`${id}-amount`}>{da.amountLabel(product.description)}</label>
          <input
            id={`${id}-amount`}
            className="input amount"
            type="text"
            inputMode={allowsDecimals({ code: unit.name, weighed: unit.weighed }) ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={amount}
            readOnly={!allowed}
            onChange={(e) => setAmount(e.currentTarget.value)}
            aria-describedby={reason ? reasonId : undefined}
          />
          <button type="submit" className="btn add" disabled={!allowed || busy} aria-busy={busy || undefined} aria-describedby={reason ? reasonId : undefined}>
            {busy ? da.adding : da.addButton}
          </button>
        </form>
      ) : null}
      {reason ? (
        <p id={reasonId} className="block-reason">
          {reason}
          {alternativeHref ? (
            <>
              {' '}
              <a href={alternativeHref}>{da.replacedBy(product.alternativeProductId!)}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {inBasket.length > 0 ? <p className="note in-basket">{da.inBasket(basketQuantityText(inBasket))}</p> : null}
    </div>
  );
}

function RecipesPanel({ relations, profile }: { relations: ProductRelations | null; profile: Profile | null }) {
  const recipes = relations?.recipes ?? [];
  if (recipes.length === 0) return <p>{t.noRecipes}</p>;
  return (
    <ul className="recipes">
      {recipes.map((recipe) => {
        const href = recipeHref(recipe, profile?.siteVariant ?? 'ab');
        return <li key={recipe.id}>{href ? <a href={href}>{recipe.name}</a> : recipe.name}</li>;
      })}
    </ul>
  );
}
