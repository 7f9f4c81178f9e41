/**
 * `<shop-checkout-campaigns>` (issue 18 point 2, §1 "checkout campaigns (offers, ratings, comments)"):
 * the campaign offers picked for the basket, shown on the basket page before "Afgiv ordre". Each card:
 * picture, title, text, campaign price against the normal price (the saving), stock left, an amount in
 * the campaign's unit with "Tilføj", "Ikke nu" (hidden 7 days), a 1-5 rating as a radio group, and a
 * comment. It renders core/stores/checkout-campaigns.ts; nothing shows to a logged-out visitor (the
 * basket asks for the login), one quiet line when no campaign is picked.
 */
import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { $sessionState, $shopConfig, formatAmount, formatDate, formatPrice, parseAmount, productImageSrc, showToast, TOAST_MS } from '../../core/index.js';
import { campaignSavingOre, campaignSavingPct } from '../../core/rules/checkout-campaigns.js';
import { MAX_CAMPAIGN_COMMENT, MAX_RATING, type CheckoutCampaign } from '../../core/schemas/checkout.js';
import { $checkoutCampaigns, addCampaign, commentCampaign, loadCheckoutCampaigns, postponeCampaign, rateCampaign } from '../../core/stores/checkout-campaigns.js';
import { daCheckout as t } from '../../core/texts/da-checkout.js';
import { $basketFirstLoad } from '../../core/stores/basket-page-reveal.js';
import { useStore } from '../shared/use-store.js';

/** At or below this stock the card says "Kun … tilbage". */
const LOW_STOCK = 5;
const STARS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

export function CheckoutCampaignsView() {
  const session = useStore($sessionState);
  const state = useStore($checkoutCampaigns);
  const basketFirstLoad = useStore($basketFirstLoad);
  const headingId = useId();
  if (session !== 'authenticated') return null;
  // Shown with the basket below in one frame, so neither pushes the other (core/stores/basket-page-reveal.ts).
  if (state.status === 'idle' || state.status === 'loading' || basketFirstLoad) {
    return <p className="status" part="status" role="status" aria-busy="true">{t.loading}</p>;
  }
  if (state.status === 'error') {
    return (
      <div className="status" part="status" role="alert">
        <p>{t.loadFailed}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void loadCheckoutCampaigns()}>{t.retry}</button>
      </div>
    );
  }
  // Nothing picked: one quiet line, so the page does not jump when a campaign arrives after an add.
  if (state.campaigns.length === 0) return <p className="status none" part="status">{t.none}</p>;
  return (
    <section className="campaigns" part="container" aria-labelledby={headingId}>
      <h2 id={headingId} className="heading">{t.heading}</h2>
      <p className="intro">{t.intro}</p>
      <ul className="cards">
        {state.campaigns.map((c) => <CampaignCard key={c.id} campaign={c} busy={state.busy.includes(c.id)} />)}
      </ul>
    </section>
  );
}

function CampaignCard({ campaign: c, busy }: { campaign: CheckoutCampaign; busy: boolean }) {
  const id = useId();
  const { apiBase } = useStore($shopConfig);
  const amountRef = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState(c.comment);
  const [imageFailed, setImageFailed] = useState(false);
  const src = imageFailed ? null : productImageSrc(c.img, 90, apiBase);
  const saving = campaignSavingOre(c.priceOre, c.normalPriceOre);
  const pct = campaignSavingPct(c.priceOre, c.normalPriceOre);
  const stock = formatAmount(c.stock);

  function add() {
    const parsed = parseAmount(amountRef.current?.value ?? '1', { code: c.unit });
    if (!parsed.ok) {
      showToast({ kind: 'error', message: parsed.message, durationMs: TOAST_MS.error });
      if (amountRef.current) amountRef.current.value = '1';
      return;
    }
    void addCampaign(c, parsed.value);
  }

  function onAmountKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  function saveComment(event: FormEvent) {
    event.preventDefault();
    void commentCampaign(c.id, comment);
  }

  return (
    <li className="card" part="card" data-campaign-id={c.id} aria-labelledby={`${id}-title`}>
      <div className="media">
        {src ? <img src={src} alt="" width={90} height={90} loading="lazy" onError={() => setImageFailed(true)} /> : <span className="no-image" aria-hidden="true" />}
      </div>
      <div className="body">
        <h3 id={`${id}-title`} className="title">{c.title}</h3>
        {c.text ? <p className="text">{c.text}</p> : null}
        <p className="product">{c.brand ? `${c.brand} · ` : ''}{c.name}</p>
        {c.priceOre !== null ? (
          <p className="price" part="price">
            <span className="visually-hidden">{t.price} </span>
            <strong className="campaign-price">{`${formatPrice(c.priceOre)} / ${c.unitName}`}</strong>
            {c.normalPriceOre !== null && saving !== null ? <span className="normal-price">{t.normalPrice(formatPrice(c.normalPriceOre))}</span> : null}
            {saving !== null && pct !== null ? <span className="saving">{t.saving(formatPrice(saving), pct)}</span> : null}
          </p>
        ) : null}
        <p className="meta">
          <span className={c.stock <= LOW_STOCK ? 'stock low' : 'stock'} part="stock">
            {c.stock <= LOW_STOCK ? t.lowStock(stock, c.unitName) : t.stock(stock, c.unitName)}
          </span>
          <span className="ends">{t.endsOn(formatDate(c.endsOn))}</span>
        </p>
        <div className="actions" part="actions">
          <label className="visually-hidden" htmlFor={`${id}-amount`}>{t.amountFor(c.title)}</label>
          <input ref={amountRef} id={`${id}-amount`} className="amount" type="text" inputMode="decimal" autoComplete="off" defaultValue="1" size={4} disabled={busy} onKeyDown={onAmountKey} />
          <span className="unit">{c.unitName}</span>
          <button type="button" className="btn" part="add" aria-label={t.addFor(c.title)} disabled={busy} onClick={add}>{t.add}</button>
          <button type="button" className="btn btn-secondary" part="postpone" aria-label={t.postponeFor(c.title)} disabled={busy} onClick={() => void postponeCampaign(c)}>{t.postpone}</button>
        </div>
        <fieldset className="rating" part="rating" disabled={busy}>
          <legend>{t.ratingLegend(c.title)}</legend>
          <div className="stars">
            {STARS.map((n) => (
              <label key={n} className={c.rating !== null && n <= c.rating ? 'star on' : 'star'}>
                <input type="radio" className="visually-hidden" name={`${id}-rating`} value={n} aria-label={t.star(n)} checked={c.rating === n} onChange={() => void rateCampaign(c.id, n)} />
                <span aria-hidden="true">★</span>
              </label>
            ))}
          </div>
        </fieldset>
        <form className="comment" part="comment" onSubmit={saveComment}>
          <label htmlFor={`${id}-comment`}>{t.commentLabel}</label>
          <textarea id={`${id}-comment`} rows={2} maxLength={MAX_CAMPAIGN_COMMENT} value={comment} disabled={busy} onChange={(e) => setComment((e.target as HTMLTextAreaElement).value)} />
          <button type="submit" className="btn btn-secondary" disabled={busy}>{t.commentSave}</button>
        </form>
      </div>
    </li>
  );
}
