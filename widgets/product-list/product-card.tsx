/**
 * The product card (§2) in gallery and list view, with every card state of §4.
 *
 * Card types: what differs (rules in core/rules/card-state.ts, `cardTypeTraits`):
 * - primary-shop: the full card; gallery or list view.
 * - frontpage-offer, carousel-product, related-products: compact (90 px image, icons split at 4,
 *   no CO2e line), gallery only: they sit in narrow strips where a row would not fit.
 * - alternative-product: the full card with an 'Alternativ vare' label above the name.
 * - expiry: always the expiry view (§4): the expiry unit (locked) and price, 'Udløber dd-mm-yyyy',
 *   the stock left; adds with origin ExpiryProduct (17) and expiryProduct: true. Other types show a
 *   product's expiry offer as a choice ('Køb som madspildsvare') that switches to the same view.
 * - quickshop: a compact row (list view only) whose amount field takes the focus, for typing fast.
 * - web-sample: 'Vareprøve', no price; a sample is free, so a zero price does not block adding.
 * - favorite-list-product: the full card; the unit defaults to the list's standard unit (§4), the
 *   own-priority input shows when the list passes `ownPriority` (sorting 0, §6).
 *
 * Attributes for tests and styling: data-card-type, data-view, and data-state with the states that
 * apply, space-separated (offer, expiry, procure, missingFoodInfo, discontinued, notOrderable,
 * inBasket): select with [data-state~='offer'].
 *
 * Permissions (§6): prices need showPrices; the add control needs allowOrdering; CO2e is hidden for
 * hideCo2 and when it rounds to '0,00'. The CO2 tax is a price component, shown with the prices
 * whenever the product carries it (the server sends it only for the configured price groups).
 * The product dropdown (§2: favourite lists, recurring orders) shows for logged-in users only, on the
 * card types whose traits say so; it gets the card's chosen unit and typed amount
 * (widgets/product-dropdown: its panel loads on first open).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import {
  $basketQuantities,
  $sessionState,
  $shopConfig,
  addOrigin,
  basketQuantityText,
  cardFigures,
  cardStates,
  cardTypeTraits,
  cardView,
  da,
  defaultUnit,
  detailsHrefFor,
  expiryView,
  focusProductIdFor,
  formatAmount,
  formatCo2,
  formatDate,
  orderBlockReason,
  productImageSrc,
  safeUrl,
  showAddControl,
  upcomingDiscontinuation,
} from '../../core/index.js';
import type { CardType, CardView, OrderContext, Product, Unit, UserSettings } from '../../core/index.js';
import { dropdownAmount, hasProductDropdown } from '../../core/rules/product-dropdown.js';
import { useStore } from '../shared/use-store.js';
import { useAddToBasket } from '../shared/use-add-to-basket.js';
import { AllergenWarningMount } from '../shared/allergen-guard-gate.js';
import { CampaignBadgeMount } from './campaign-badge-gate.js';
import { ProductDropdown } from '../product-dropdown/product-dropdown.js';
import { BlockReason, CardOrderForm, CardPrice } from './card-buy.js';
import { CardInfo } from './card-info.js';

export type { CardType, CardView } from '../../core/index.js';
export { SkeletonCard } from './skeleton-card.js';

export { PLACEHOLDER_IMAGE } from '../shared/placeholder-image.js';
import { PLACEHOLDER_IMAGE } from '../shared/placeholder-image.js';

export interface ProductCardProps {
  product: Product;
  settings: Pick<UserSettings, 'showPrices' | 'allowOrdering' | 'hideCo2'>;
  orderContext: OrderContext;
  /** §2 card type; default 'primary-shop'. */
  cardType?: CardType;
  /** Default 'gallery'; a type that cannot show the asked view uses its own (see the top comment). */
  view?: CardView;
  /** §4: the list-specific standard unit comes first when the card picks its unit. */
  listStandardUnit?: string | null;
  /** Sorting 5 on the {product} site (§6, §9): the price per reference unit shown prominently. */
  showUnitPrice?: boolean;
  /**
   * Sorting 0 in a favourite-list view (§6): the own-priority input (1-999, `OwnPriorityInput`), which
   * the favourite-list view renders, so its code loads with that view and not with every search page.
   */
  ownPriority?: ReactNode;
  /**
   * Where the name and image link. Default: the product details on the search page
   * (`{searchUrl}?foodInfo=<id>`, with `&expiry=true` in the expiry view, §2), which <shop-product-details> opens in place on the search page
   * and as a modal on other pages; null: no link.
   */
  detailsHref?: string | null;
  /** The user picked another unit (the favourite-list view offers "set as standard unit", §4). */
  onUnitChange?(unitCode: string): void;
  /** After a successful add (the list takes the product out of a bulk selection, §8). */
  onAdded?(): void;
  /** §3 origin to send instead of the view's own (e.g. Origin.Top200 in the f-top200 list); expiry adds stay 17. */
  origin?: number;
  /**
   * The amount field's text, held by the list (a favourite list adds many cards in one call); the card
   * holds it itself when left out.
   */
  amount?: string;
  onAmountChange?(text: string): void;
  /** Words the showing widget adds under the card's info (issue 18: "På din liste …", the saving). */ note?: ReactNode;
}

export function ProductCard({
  product,
  settings,
  orderContext,
  cardType = 'primary-shop',
  view: askedView,
  listStandardUnit = null,
  showUnitPrice = false,
  ownPriority,
  detailsHref,
  onUnitChange,
  onAdded,
  origin,
  amount: heldAmount,
  onAmountChange, note,
}: ProductCardProps) {
  const id = useId();
  const traits = cardTypeTraits(cardType);
  const view = cardView(cardType, askedView);
  const offer = expiryView(product);
  const [expiryChosen, setExpiryChosen] = useState(false);
  const expiry = offer !== null && (traits.forcesExpiryView || expiryChosen);

  const [unitCode, setUnitCode] = useState(() => defaultUnit(product, { listStandardUnit }).code);
  const [ownAmount, setOwnAmount] = useState('');
  const amount = heldAmount ?? ownAmount;
  const setAmount = (text: string) => {
    if (heldAmount === undefined) setOwnAmount(text);
    onAmountChange?.(text);
  };
  const { busy, add, confirmStep } = useAddToBasket();
  const [imageFailed, setImageFailed] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const { apiBase, departmentContactUrl, searchUrl } = useStore($shopConfig);
  const inBasket = useStore($basketQuantities).get(product.id) ?? [];
  // §2 the product dropdown, for logged-in users only (§6) and the card types that have one.
  const session = useStore($sessionState);
  const dropdown = hasProductDropdown(session, cardType);

  const regularUnit: Unit = product.units.find((u) => u.code === unitCode) ?? defaultUnit(product, { listStandardUnit });
  const blockReason = orderBlockReason(product, orderContext);
  const figures = cardFigures(product, { regularUnit, offer, expiry, settings, traits, blockReason });
  const { unit, addAllowed, refPrice, co2 } = figures;
  const states = cardStates(product, { orderContext, expiry, inBasket: inBasket.length > 0 });
  const upcoming = upcomingDiscontinuation(product, orderContext.today);

  const imageWidth = traits.compact || view === 'list' ? 90 : 300;
  const imageSrc = (!imageFailed && productImageSrc(product.imageUrl, imageWidth, apiBase)) || PLACEHOLDER_IMAGE;
  // The expiry view links to the expiry version of the details (§2 expiry=true).
  const link = safeUrl(detailsHref === undefined ? `${searchUrl}${detailsHrefFor(product.id)}${expiry ? '&expiry=true' : ''}` : detailsHref);
  const reasonId = `${id}-reason`;

  useEffect(() => {
    if (traits.focusAmount) amountRef.current?.focus();
  }, [traits.focusAmount]);

  // A list's standard unit that arrives or changes later (set for all lists, §4) moves the card to it.
  const shownStandardUnit = useRef(listStandardUnit);
  useEffect(() => {
    if (shownStandardUnit.current === listStandardUnit) return;
    shownStandardUnit.current = listStandardUnit;
    setUnitCode(defaultUnit(product, { listStandardUnit }).code);
  }, [listStandardUnit, product]);

  function changeUnit(code: string) {
    setUnitCode(code);
    onUnitChange?.(code);
  }

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!addAllowed) return;
    const line = (value: number) => ({
      origin: expiry ? addOrigin(view, true) : (origin ?? addOrigin(view, false)),
      amount: value,
      productId: product.id,
      unit: unit.code,
      expiryProduct: expiry,
      focusProductId: focusProductIdFor(product, expiry),
    });
    if (await add(amount, unit, line, () => setAmount(''))) onAdded?.();
  }

  const image = (
    <img
      src={imageSrc}
      alt={da.imageAlt(product.name)}
      loading="lazy"
      decoding="async"
      width={imageWidth === 90 ? 90 : 150}
      height={imageWidth === 90 ? 90 : 150}
      onError={() => setImageFailed(true)}
    />
  );

  return (
    <article
      className={`card card-${view}${traits.compact ? ' compact' : ''}`}
      aria-labelledby={`${id}-name`}
      part="card"
      data-card-type={cardType}
      data-view={view}
      data-state={states.join(' ')}
    >
      <div className="media">
        {/* The name carries the link for keyboards and screen readers; the picture is a second, mouse-only target. */}
        {link ? (
          <a href={link} className="media-link" tabIndex={-1} aria-hidden="true">
            {image}
          </a>
        ) : (
          image
        )}
        <div className="ribbons">
          {product.onOffer && !expiry ? (
            <span className="ribbon offer-badge">{product.offerEndsOn ? da.offerUntil(formatDate(product.offerEndsOn)) : da.offer}</span>
          ) : null}
          {expiry ? <span className="ribbon expiry-badge">{da.expiryLabel}</span> : null}
          {product.flags.procure ? <span className="ribbon procure-badge">{da.procureLabel}</span> : null}
          {/* Issue 18 point 4b: a running campaign's badge and pop-over (its code loads on use). */}
          <CampaignBadgeMount productId={product.id} />
        </div>
      </div>

      <div className="body">
        <CardInfo
          product={product}
          nameId={`${id}-name`}
          traits={traits}
          link={link}
          apiBase={apiBase}
          offer={offer}
          expiry={expiry}
          expiryChosen={expiryChosen}
          onExpiryChosen={setExpiryChosen}
          pricesShown={figures.pricesShown}
          upcoming={blockReason === null ? upcoming : null}
        />
        {note}
        <AllergenWarningMount productId={product.id} />

        <div className="buy">
          {showUnitPrice && refPrice ? (
            <p className="ref-price prominent">
              <span className="ref-label">{da.unitPriceLabel}</span> {refPrice}
            </p>
          ) : null}
          <CardPrice product={product} figures={figures} expiry={expiry} showUnitPrice={showUnitPrice} />
          {figures.co2Shown && co2 !== null ? <p className="co2">{da.co2ePerUnit(formatCo2(co2), unit.code)}</p> : null}

          {ownPriority ?? null}

          <CardOrderForm
            product={product}
            id={id}
            unit={unit}
            expiry={expiry}
            showAdd={showAddControl(settings)}
            addAllowed={addAllowed}
            blocked={blockReason !== null}
            busy={busy}
            amount={amount}
            amountRef={amountRef}
            reasonId={reasonId}
            onUnitChange={changeUnit}
            onAmountChange={setAmount}
            onSubmit={(e) => void onAdd(e)}
          />
          {confirmStep}

          {blockReason ? <BlockReason id={reasonId} reason={blockReason} product={product} contactUrl={departmentContactUrl} /> : null}

          {product.focus && !expiry ? (
            <p className="note focus-product">{da.focusProductNote(formatAmount(product.focus.stock), product.focus.unit)}</p>
          ) : null}

          {inBasket.length > 0 ? (
            <p className="note in-basket">
              <svg className="check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M6.2 11.4 2.8 8l-1.1 1.1 4.5 4.5 8.1-8.1-1.1-1.1z" />
              </svg>
              {da.inBasket(basketQuantityText(inBasket))}
            </p>
          ) : null}

          {/* The regular unit (not an expiry offer's): what a list or a recurring order keeps. */}
          {dropdown ? <ProductDropdown product={product} unit={regularUnit.code} amount={dropdownAmount(amount, regularUnit)} /> : null}
        </div>
      </div>
    </article>
  );
}
