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
import type { FormEvent, KeyboardEvent } from 'react';
import {
  $basketQuantities,
  $sessionState,
  $shopConfig,
  TOAST_MS,
  addOrigin,
  addToBasket,
  allowsDecimals,
  assetSrc,
  basketQuantityText,
  blockReasonText,
  canAddToCart,
  canSeePrices,
  cardStates,
  cardTypeTraits,
  cardView,
  co2ePerUnit,
  da,
  defaultUnit,
  detailsHrefFor,
  expiryView,
  focusBrandHref,
  focusProductIdFor,
  formatCo2,
  formatDate,
  formatDeposit,
  formatPrice,
  iconSplit,
  orderBlockReason,
  parseAmount,
  parseOwnPriority,
  priceParts,
  productImageSrc,
  referencePriceText,
  safeUrl,
  showAddControl,
  showCo2,
  showToast,
  splitIcons,
  truncateBrand,
  truncateName,
  unitPriceOre,
  upcomingDiscontinuation,
} from '../../core/index.js';
import type { CardType, CardView, OrderContext, Product, Unit, UserSettings } from '../../core/index.js';
import { dropdownAmount, hasProductDropdown } from '../../core/rules/product-dropdown.js';
import { useStore } from '../shared/use-store.js';
import { ProductDropdown } from '../product-dropdown/product-dropdown.js';

export type { CardType, CardView } from '../../core/index.js';

/** Grey box with a plate outline, for products without an image or whose image fails to load. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 150"><rect width="150" height="150" fill="#eceeea"/><circle cx="75" cy="75" r="38" fill="none" stroke="#9aa39a" stroke-width="6"/><circle cx="75" cy="75" r="20" fill="none" stroke="#b8beb8" stroke-width="4"/></svg>',
  );

const BADGE_FLAGS = ['organic', 'organicDK', 'keyhole', 'msc', 'asc', 'vegan', 'glutenFree', 'lactoseFree', 'fairtrade', 'local', 'storageFreeze', 'storageCool', 'newItem'] as const;

export interface OwnPriority {
  value: number | null;
  onChange(value: number | null): void;
}

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
  /** Sorting 0 in a favourite-list view (§6): an own-priority input (1-999) on the card. */
  ownPriority?: OwnPriority;
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
  onAmountChange,
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
  const [busy, setBusy] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const { apiBase, departmentContactUrl, searchUrl } = useStore($shopConfig);
  const inBasket = useStore($basketQuantities).get(product.id) ?? [];
  // §2 the product dropdown, for logged-in users only (§6) and the card types that have one.
  const session = useStore($sessionState);
  const dropdown = hasProductDropdown(session, cardType);

  const regularUnit: Unit = product.units.find((u) => u.code === unitCode) ?? defaultUnit(product, { listStandardUnit });
  const unit: Unit = expiry && offer ? offer.unit : regularUnit;
  // The regular price of the unit shown: in the expiry view, 'Normalpris' compares per expiry unit.
  const normalPriceOre = unitPriceOre(product.priceOre, unit);
  const priceOre = expiry && offer ? offer.priceOre : normalPriceOre;
  // §9: prices exclude the deposit, which shows apart, per chosen unit (a crate holds many bottles).
  const depositOre = unitPriceOre(product.depositOre, unit) ?? 0;
  const pricesShown = canSeePrices(settings) && traits.showsPrice;
  const showPrice = pricesShown && priceOre !== null;
  const showAdd = showAddControl(settings);
  const blockReason = orderBlockReason(product, orderContext);
  // A web sample shows no price, so its price cannot block adding (§6 "or prices hidden").
  const addAllowed = canAddToCart(traits.showsPrice ? settings : { ...settings, showPrices: false }, priceOre) && blockReason === null;
  const states = cardStates(product, { orderContext, expiry, inBasket: inBasket.length > 0 });
  const refPrice = pricesShown && !expiry ? referencePriceText(product) : null;
  const co2 = co2ePerUnit(product.co2e, unit);
  const co2Shown = !traits.compact && co2 !== null && showCo2(settings, co2);
  const co2TaxOre = unitPriceOre(product.co2TaxOre, unit);
  const upcoming = upcomingDiscontinuation(product, orderContext.today);

  const imageWidth = traits.compact || view === 'list' ? 90 : 300;
  const imageSrc = (!imageFailed && productImageSrc(product.imageUrl, imageWidth, apiBase)) || PLACEHOLDER_IMAGE;
  // The expiry view links to the expiry version of the details (§2 expiry=true).
  const link = safeUrl(detailsHref === undefined ? `${searchUrl}${detailsHrefFor(product.id)}${expiry ? '&expiry=true' : ''}` : detailsHref);
  const badges = BADGE_FLAGS.filter((f) => product.flags[f]);
  const split = traits.iconContext === 'card' ? iconSplit('card', product.focusBrand !== null) : iconSplit(traits.iconContext);
  const { shown: shownBadges, hidden: hiddenBadges } = splitIcons(badges, split);
  const brandHref = product.focusBrand ? focusBrandHref(product.focusBrand.name) : null;
  const brandLogo = product.focusBrand ? assetSrc(product.focusBrand.logo, apiBase) : null;
  const alternativeHref = product.alternativeProductId ? safeUrl(detailsHrefFor(product.alternativeProductId)) : null;
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
    if (!addAllowed || busy) return;
    const parsed = parseAmount(amount, unit);
    if (!parsed.ok) {
      setAmount('');
      showToast({ kind: 'error', message: parsed.message, durationMs: TOAST_MS.error });
      return;
    }
    setBusy(true);
    try {
      const added = await addToBasket([
        {
          origin: expiry ? addOrigin(view, true) : (origin ?? addOrigin(view, false)),
          amount: parsed.value,
          productId: product.id,
          unit: unit.code,
          expiryProduct: expiry,
          focusProductId: focusProductIdFor(product, expiry),
        },
      ]);
      if (added) {
        setAmount('');
        onAdded?.();
      }
    } finally {
      setBusy(false);
    }
  }

  // §9 truncation is visual: screen readers (and the card's accessible name) get the whole name.
  const shortName = truncateName(product.name);
  const name =
    shortName === product.name ? (
      product.name
    ) : (
      <>
        <span aria-hidden="true">{shortName}</span>
        <span className="visually-hidden">{product.name}</span>
      </>
    );

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
        </div>
      </div>

      <div className="body">
        <div className="info">
          {traits.label ? <p className="type-label">{traits.label}</p> : null}
          {product.brand ? (
            <p className="brand" title={product.brand}>
              {truncateBrand(product.brand)}
            </p>
          ) : null}
          <h3 id={`${id}-name`} className="name" title={product.name}>
            {link ? <a href={link}>{name}</a> : name}
          </h3>
          <p className="meta">
            <span className="id">
              {da.productNumber} {product.id}
            </span>
            {product.customerProductNumber ? <span className="customer-no">{da.customerProductNumber(product.customerProductNumber)}</span> : null}
            {product.countryCode ? (
              <span className="country" title={product.countryName || undefined} aria-label={da.countryOfOrigin(product.countryName || product.countryCode)}>
                {product.countryCode}
              </span>
            ) : null}
          </p>
          {product.focusBrand && brandHref ? (
            <a className="focus-brand" href={brandHref}>
              {brandLogo && !logoFailed ? <img src={brandLogo} alt="" width={80} loading="lazy" decoding="async" onError={() => setLogoFailed(true)} /> : null}
              <span className="visually-hidden">{da.focusBrandPrefix} </span>
              <span className="focus-brand-name">{product.focusBrand.name}</span>
            </a>
          ) : null}
          {badges.length > 0 ? (
            <ul className="badges" aria-label={da.productFlags}>
              {shownBadges.map((f) => (
                <li key={f} className={`badge badge-${f}`} aria-label={da.flagBadges[f].label} title={da.flagBadges[f].label}>
                  <span aria-hidden="true">{da.flagBadges[f].short}</span>
                </li>
              ))}
              {hiddenBadges.length > 0 ? (
                <li className="badge badge-more" title={hiddenBadges.map((f) => da.flagBadges[f].label).join(', ')}>
                  <span aria-hidden="true">+{hiddenBadges.length}</span>
                  <span className="visually-hidden">{hiddenBadges.map((f) => da.flagBadges[f].label).join(', ')}</span>
                </li>
              ) : null}
            </ul>
          ) : null}

          {expiry && offer ? (
            <p className="note note-expiry">
              <span className="expires">{da.expiresOn(formatDate(offer.expiresOn))}</span>{' '}
              <span className="stock">{da.expiryStock(String(offer.stock), offer.unit.code)}</span>
              <span className="explanation">{da.expiryExplanation}</span>
            </p>
          ) : null}
          {offer && !traits.forcesExpiryView ? (
            <div className="expiry-choice">
              <input id={`${id}-expiry`} type="checkbox" checked={expiryChosen} onChange={(e) => setExpiryChosen(e.currentTarget.checked)} />
              <label htmlFor={`${id}-expiry`}>
                {pricesShown ? da.expiryChoice(formatPrice(offer.priceOre), offer.unit.code) : da.expiryChoiceNoPrice}
                {expiry ? null : <span className="expires"> · {da.expiresOn(formatDate(offer.expiresOn))}</span>}
              </label>
            </div>
          ) : null}
          {product.flags.procure ? (
            <p className="note note-procure">
              <strong>{da.procureLabel}:</strong> {da.procureExplanation}
            </p>
          ) : null}
          {upcoming && blockReason === null ? (
            <p className="note note-discontinuing">{product.discontinuedText.trim() ? `${product.discontinuedText} · ` : ''}{da.discontinuesOn(formatDate(upcoming))}</p>
          ) : null}
        </div>

        <div className="buy">
          {showUnitPrice && refPrice ? (
            <p className="ref-price prominent">
              <span className="ref-label">{da.unitPriceLabel}</span> {refPrice}
            </p>
          ) : null}
          {showPrice && priceOre !== null ? (
            <div className="price-block">
              <p className="price">
                <span aria-hidden="true">
                  <span className="integral">{priceParts(priceOre).integral}</span>
                  <span className="fraction">,{priceParts(priceOre).fraction}</span> kr.
                </span>
                <span className="visually-hidden">{formatPrice(priceOre)}</span> <span className="per-unit">{da.perUnit(unit.code)}</span>
                {depositOre > 0 ? <span className="deposit">{da.deposit(formatDeposit(depositOre))}</span> : null}
              </p>
              {expiry && normalPriceOre !== null ? <p className="normal-price">{da.normalPrice(`${formatPrice(normalPriceOre)} ${da.perUnit(unit.code)}`)}</p> : null}
              {refPrice && !showUnitPrice ? <p className="ref-price">{refPrice}</p> : null}
              {co2TaxOre !== null ? (
                <p className="co2-tax">
                  {da.co2Tax(formatDeposit(co2TaxOre), unit.code)}
                  {product.co2TaxRefOre !== null && product.refUnit ? ` ${da.co2TaxRef(formatDeposit(product.co2TaxRefOre), product.refUnit)}` : ''}
                </p>
              ) : null}
            </div>
          ) : null}
          {co2Shown && co2 !== null ? <p className="co2">{da.co2ePerUnit(formatCo2(co2), unit.code)}</p> : null}

          {ownPriority ? <OwnPriorityInput productName={product.name} priority={ownPriority} /> : null}

          <form className="order" onSubmit={(e) => void onAdd(e)} noValidate>
            <label className="visually-hidden" htmlFor={`${id}-unit`}>
              {da.unitLabel(product.name)}
            </label>
            <select
              id={`${id}-unit`}
              className="input unit"
              value={unit.code}
              onChange={(e) => changeUnit(e.currentTarget.value)}
              disabled={expiry || product.units.length < 2}
            >
              {(expiry ? [unit] : product.units).map((u) => (
                <option key={u.code} value={u.code}>
                  {u.description && u.description !== u.code ? `${u.code} – ${u.description}` : u.code}
                </option>
              ))}
            </select>
            {showAdd ? (
              <>
                <label className="visually-hidden" htmlFor={`${id}-amount`}>
                  {da.amountLabel(product.name)}
                </label>
                <input
                  ref={amountRef}
                  id={`${id}-amount`}
                  className="input amount"
                  type="text"
                  inputMode={allowsDecimals(unit) ? 'decimal' : 'numeric'}
                  autoComplete="off"
                  value={amount}
                  readOnly={blockReason !== null}
                  onChange={(e) => setAmount(e.currentTarget.value)}
                  aria-describedby={blockReason ? reasonId : undefined}
                />
                <button
                  type="submit"
                  className="btn add"
                  aria-label={da.addButtonLabel(product.name)}
                  aria-describedby={blockReason ? reasonId : undefined}
                  disabled={!addAllowed || busy}
                  aria-busy={busy || undefined}
                >
                  {busy ? da.adding : da.addButton}
                </button>
              </>
            ) : null}
          </form>

          {blockReason ? (
            <div id={reasonId} className="block-reason">
              <p className="reason-title">{blockReasonText(blockReason, product)}</p>
              {blockReason === 'missingFoodInfo' ? (
                <p className="reason-text">
                  {da.missingFoodInfoExplanation}{' '}
                  <a href={safeUrl(departmentContactUrl) ?? '/kontakt'}>{da.contactDepartment}</a>
                </p>
              ) : null}
              {(blockReason === 'discontinued' || blockReason === 'discontinuedByHQ') && product.alternativeProductId && alternativeHref ? (
                <p className="reason-text">
                  <a href={alternativeHref}>{da.replacedBy(product.alternativeProductId)}</a>
                </p>
              ) : null}
            </div>
          ) : null}

          {product.focus && !expiry ? (
            <p className="note focus-product">{da.focusProductNote(product.units.find((u) => u.code === product.focus?.unit)?.description ?? product.focus.unit)}</p>
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

/**
 * Own priority (§6, sorting 0): typed freely, checked when the user leaves the field or presses
 * Enter; an invalid number goes back to the saved one with a toast, like the amount field (§5).
 */
function OwnPriorityInput({ productName, priority }: { productName: string; priority: OwnPriority }) {
  const id = useId();
  const saved = priority.value === null ? '' : String(priority.value);
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);

  function commit() {
    const parsed = parseOwnPriority(text);
    if (!parsed.ok) {
      setText(saved);
      showToast({ kind: 'error', message: parsed.message, durationMs: TOAST_MS.error });
      return;
    }
    setText(parsed.value === null ? '' : String(parsed.value));
    if (parsed.value !== priority.value) priority.onChange(parsed.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <div className="own-priority">
      <label htmlFor={`${id}-priority`}>{da.ownPriorityShort}</label>
      {/* The visible 'Prioritet' is part of the name (WCAG 2.5.3); the product tells 30 fields apart. */}
      <input
        id={`${id}-priority`}
        aria-label={da.ownPriorityLabel(productName)}
        className="input priority"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className="hint">
        {da.ownPriorityHint}
      </span>
    </div>
  );
}

/** Placeholder card while results load. */
export function SkeletonCard({ view = 'gallery' }: { view?: CardView } = {}) {
  return (
    <div className={`card card-${view} skeleton`} aria-hidden="true">
      <div className="media sk-block" />
      <div className="body">
        <div className="sk-line short" />
        <div className="sk-line" />
        <div className="sk-line" />
        <div className="sk-line short" />
      </div>
    </div>
  );
}
