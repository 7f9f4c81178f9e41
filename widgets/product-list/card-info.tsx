// The left column of a product card: who makes it, what it is, its badges and the notes of §4
// (expiry, procure, an upcoming discontinuation) with the choice to buy an expiry offer.
import { useId, useState } from 'react';
import {
  assetSrc,
  da,
  focusBrandHref,
  formatDate,
  formatPrice,
  iconSplit,
  splitIcons,
  truncateBrand,
  truncateName,
} from '../../core/index.js';
import type { CardTypeTraits, ExpiryView, Product } from '../../core/index.js';

const BADGE_FLAGS = ['organic', 'organicDK', 'keyhole', 'msc', 'asc', 'vegan', 'glutenFree', 'lactoseFree', 'fairtrade', 'local', 'storageFreeze', 'storageCool', 'newItem'] as const;

export interface CardInfoProps {
  product: Product;
  nameId: string;
  traits: CardTypeTraits;
  link: string | null;
  apiBase: string;
  /** The product's expiry offer, and whether the card shows it (the expiry view). */
  offer: ExpiryView | null;
  expiry: boolean;
  expiryChosen: boolean;
  onExpiryChosen(chosen: boolean): void;
  pricesShown: boolean;
  /** §3 f: a discontinued date still ahead, shown while nothing blocks the product. */
  upcoming: string | null;
}

export function CardInfo({ product, nameId, traits, link, apiBase, offer, expiry, expiryChosen, onExpiryChosen, pricesShown, upcoming }: CardInfoProps) {
  const id = useId();
  const [logoFailed, setLogoFailed] = useState(false);
  const brandHref = product.focusBrand ? focusBrandHref(product.focusBrand.name) : null;
  const brandLogo = product.focusBrand ? assetSrc(product.focusBrand.logo, apiBase) : null;

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

  return (
    <div className="info">
      {traits.label ? <p className="type-label">{traits.label}</p> : null}
      {product.brand ? (
        <p className="brand" title={product.brand}>
          {truncateBrand(product.brand)}
        </p>
      ) : null}
      <h3 id={nameId} className="name" title={product.name}>
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
      <CardBadges product={product} traits={traits} />

      {expiry && offer ? (
        <p className="note note-expiry">
          <span className="expires">{da.expiresOn(formatDate(offer.expiresOn))}</span>{' '}
          <span className="stock">{da.expiryStock(String(offer.stock), offer.unit.code)}</span>
          <span className="explanation">{da.expiryExplanation}</span>
        </p>
      ) : null}
      {offer && !traits.forcesExpiryView ? (
        <div className="expiry-choice">
          <input id={`${id}-expiry`} type="checkbox" checked={expiryChosen} onChange={(e) => onExpiryChosen(e.currentTarget.checked)} />
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
      {upcoming ? (
        <p className="note note-discontinuing">{product.discontinuedText.trim() ? `${product.discontinuedText} · ` : ''}{da.discontinuesOn(formatDate(upcoming))}</p>
      ) : null}
    </div>
  );
}

/** The product's labels (organic, keyhole …), as many as the card type has room for, the rest '+n'. */
function CardBadges({ product, traits }: { product: Product; traits: CardTypeTraits }) {
  const badges = BADGE_FLAGS.filter((f) => product.flags[f]);
  if (badges.length === 0) return null;
  const split = traits.iconContext === 'card' ? iconSplit('card', product.focusBrand !== null) : iconSplit(traits.iconContext);
  const { shown, hidden } = splitIcons(badges, split);
  return (
    <ul className="badges" aria-label={da.productFlags}>
      {shown.map((f) => (
        <li key={f} className={`badge badge-${f}`} aria-label={da.flagBadges[f].label} title={da.flagBadges[f].label}>
          <span aria-hidden="true">{da.flagBadges[f].short}</span>
        </li>
      ))}
      {hidden.length > 0 ? (
        <li className="badge badge-more" title={hidden.map((f) => da.flagBadges[f].label).join(', ')}>
          <span aria-hidden="true">+{hidden.length}</span>
          <span className="visually-hidden">{hidden.map((f) => da.flagBadges[f].label).join(', ')}</span>
        </li>
      ) : null}
    </ul>
  );
}
