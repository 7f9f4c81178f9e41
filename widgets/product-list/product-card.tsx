import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  $shopConfig,
  Origin,
  TOAST_MS,
  addToBasket,
  allowsDecimals,
  canAddToCart,
  canSeePrices,
  da,
  defaultUnit,
  formatDate,
  formatDeposit,
  formatPrice,
  iconSplit,
  orderBlockReason,
  parseAmount,
  priceParts,
  productImageSrc,
  showAddControl,
  showToast,
  splitIcons,
  truncateBrand,
  truncateName,
  unitPriceOre,
} from '../../core/index.js';
import type { CardBlockReason, OrderContext, Product, UserSettings } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';

/** Grey box with a plate outline, for products without an image or whose image fails to load. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 150"><rect width="150" height="150" fill="#eceeea"/><circle cx="75" cy="75" r="38" fill="none" stroke="#9aa39a" stroke-width="6"/><circle cx="75" cy="75" r="20" fill="none" stroke="#b8beb8" stroke-width="4"/></svg>',
  );

const BADGE_FLAGS = ['organic', 'organicDK', 'keyhole', 'msc', 'asc', 'vegan', 'glutenFree', 'lactoseFree', 'fairtrade', 'local', 'storageFreeze', 'storageCool', 'newItem'] as const;

const BLOCK_TEXT: Record<Exclude<CardBlockReason, null>, string> = {
  deadline: da.notOrderable,
  discontinued: da.discontinued,
  discontinuedByHQ: da.discontinued,
  missingFoodInfo: da.missingFoodInfo,
};

export interface ProductCardProps {
  product: Product;
  settings: Pick<UserSettings, 'showPrices' | 'allowOrdering'>;
  orderContext: OrderContext;
}

export function ProductCard({ product, settings, orderContext }: ProductCardProps) {
  const id = useId();
  const [unitCode, setUnitCode] = useState(() => defaultUnit(product).code);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);

  const unit = product.units.find((u) => u.code === unitCode) ?? defaultUnit(product);
  const priceOre = unitPriceOre(product.priceOre, unit);
  // §9: prices exclude the deposit, which shows apart, per chosen unit (a crate holds many bottles).
  const depositOre = unitPriceOre(product.depositOre, unit) ?? 0;
  const showPrice = canSeePrices(settings) && priceOre !== null;
  const showAdd = showAddControl(settings);
  const blockReason = orderBlockReason(product, orderContext);
  const addAllowed = canAddToCart(settings, priceOre) && blockReason === null;
  const { apiBase } = useStore($shopConfig);
  const imageSrc = (!imageFailed && productImageSrc(product.imageUrl, 300, apiBase)) || PLACEHOLDER_IMAGE;
  const badges = BADGE_FLAGS.filter((f) => product.flags[f]);
  const { shown: shownBadges, hidden: hiddenBadges } = splitIcons(badges, iconSplit('card', product.focusBrand !== null));

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
        { origin: Origin.ListSearch, amount: parsed.value, productId: product.id, unit: unit.code, expiryProduct: false },
      ]);
      if (added) setAmount('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="card" aria-labelledby={`${id}-name`} part="card">
      <div className="media">
        <img
          src={imageSrc}
          alt={da.imageAlt(product.name)}
          loading="lazy"
          decoding="async"
          width={150}
          height={150}
          onError={() => setImageFailed(true)}
        />
        {product.onOffer ? (
          <span className="offer-badge">{product.offerEndsOn ? da.offerUntil(formatDate(product.offerEndsOn)) : da.offer}</span>
        ) : null}
      </div>
      <div className="body">
        {product.brand ? <p className="brand" title={product.brand}>{truncateBrand(product.brand)}</p> : null}
        <h3 id={`${id}-name`} className="name" title={product.name}>
          {truncateName(product.name)}
        </h3>
        <p className="meta">
          <span className="id">
            {da.productNumber} {product.id}
          </span>
          {product.countryCode ? (
            <span className="country" title={product.countryName || undefined} aria-label={da.countryOfOrigin(product.countryName || product.countryCode)}>
              {product.countryCode}
            </span>
          ) : null}
        </p>
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

        {showPrice && priceOre !== null ? (
          <p className="price">
            <span aria-hidden="true">
              <span className="integral">{priceParts(priceOre).integral}</span>
              <span className="fraction">,{priceParts(priceOre).fraction}</span> kr.
            </span>
            <span className="visually-hidden">{formatPrice(priceOre)}</span>{' '}
            <span className="per-unit">{da.perUnit(unit.code)}</span>
            {depositOre > 0 ? <span className="deposit">{da.deposit(formatDeposit(depositOre))}</span> : null}
          </p>
        ) : null}

        <form className="order" onSubmit={(e) => void onAdd(e)} noValidate>
          <label className="visually-hidden" htmlFor={`${id}-unit`}>
            {da.unitLabel(product.name)}
          </label>
          <select
            id={`${id}-unit`}
            className="input unit"
            value={unit.code}
            onChange={(e) => setUnitCode(e.currentTarget.value)}
            disabled={product.units.length < 2}
          >
            {product.units.map((u) => (
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
                id={`${id}-amount`}
                className="input amount"
                type="text"
                inputMode={allowsDecimals(unit) ? 'decimal' : 'numeric'}
                autoComplete="off"
                value={amount}
                readOnly={blockReason !== null}
                onChange={(e) => setAmount(e.currentTarget.value)}
                aria-describedby={blockReason ? `${id}-reason` : undefined}
              />
              <button
                type="submit"
                className="btn add"
                aria-label={da.addButtonLabel(product.name)}
                disabled={!addAllowed || busy}
                aria-busy={busy || undefined}
              >
                {busy ? da.adding : da.addButton}
              </button>
            </>
          ) : null}
        </form>
        {blockReason ? (
          <p id={`${id}-reason`} className="block-reason">
            {BLOCK_TEXT[blockReason]}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Placeholder card while results load. */
export function SkeletonCard() {
  return (
    <div className="card skeleton" aria-hidden="true">
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
