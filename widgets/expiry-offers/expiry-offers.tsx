/**
 * `<shop-expiry-offers>` (issue 18 point 1; §1, §3 y, §6, §9): the near-expiry (food-waste) offers of
 * the user's department as expiry cards (§2 card type `expiry`: the expiry date, the expiry price and
 * unit, the stock left, adds with origin ExpiryProduct 17), those on the user's own lists first and
 * saying so ("På din liste Faste varer"), each with its saving against the reference product (§3 y.r).
 * It renders core/stores/expiry-offers.ts; the order and the words are core/rules/expiry-offers.ts.
 *
 * Two modes. The page (/kort-holdbarhed, take 1000): every state is said — loading, empty, error with
 * retry, "log in", and for a user who may not buy expiry offers (§6: punch-out, showExpiry off, another
 * shop type) a short note. The teaser (front page, take 20): a strip with a link to the page, shown
 * only when there is something to show; otherwise it renders nothing (a front page should not tell a
 * punch-out buyer or an anonymous visitor about offers they cannot have).
 */
import { useEffect, useId, useMemo } from 'react';
import { adoptCardCss, useCardModule } from '../shared/card-module.js';
import { $profile, $sessionState, canSeePrices, safeUrl, orderContextOf, toIsoDay } from '../../core/index.js';
import type { OrderContext } from '../../core/index.js';
import { expirySaving, onListsText, savingText } from '../../core/rules/expiry-offers.js';
import { NEAR_EXPIRY_DEFAULT_TAKE, NEAR_EXPIRY_MAX_TAKE, parseNearExpiryTake } from '../../core/schemas/near-expiry.js';
import { $expiryOffers, loadExpiryOffers, mayShowExpiryOffers, showExpiryOffers, type ExpiryOfferEntry } from '../../core/stores/expiry-offers.js';
import { daExpiryOffers as t } from '../../core/texts/da-expiry-offers.js';
import { LoginNeeded } from '../shared/login-needed.js';
import { useStore } from '../shared/use-store.js';

export interface ExpiryOffersProps {
  /** How many offers (1-1000); default 1000 on the page, 20 in the teaser (§9). */
  take?: number;
  /** "true" (or the bare attribute): the front page's strip with a link to the page. */
  teaser?: string;
  /** The teaser's link; default /kort-holdbarhed. */
  pageUrl?: string;
}

export const DEFAULT_PAGE_URL = '/kort-holdbarhed';

export { loadCardModule } from '../shared/card-module.js';

/** The take asked for: the attribute when it is a valid take, else the mode's default. */
export function takeOf(take: number | undefined, teaser: boolean): number {
  const fallback = teaser ? NEAR_EXPIRY_DEFAULT_TAKE : NEAR_EXPIRY_MAX_TAKE;
  return (take === undefined || Number.isNaN(take) ? null : parseNearExpiryTake(String(take))) ?? fallback;
}

export function ExpiryOffers({ take, teaser: teaserAttr, pageUrl }: ExpiryOffersProps) {
  const teaser = teaserAttr === '' || teaserAttr === 'true';
  const wanted = takeOf(take, teaser);
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const state = useStore($expiryOffers);
  const card = useCardModule();
  const headingId = useId();
  useEffect(() => showExpiryOffers(wanted), [wanted]);

  const orderContext: OrderContext = useMemo(() => orderContextOf(profile, toIsoDay(new Date())), [profile?.cartType, profile?.siteVariant]);

  if (session === 'anonymous' || session === 'expired') return teaser ? null : <LoginNeeded text={t.loginNeeded} />;
  if (session === 'authenticated' && profile && !mayShowExpiryOffers(profile)) {
    return teaser ? null : <p className="status not-allowed" part="status" data-state="not-allowed">{t.notAllowed}</p>;
  }
  const shown = state.take === wanted ? state : null;
  if (session !== 'authenticated' || !profile || !shown || shown.status === 'idle' || shown.status === 'loading' || (shown.status === 'ready' && shown.offers.length > 0 && !card)) {
    return <p className="status" part="status" role="status" aria-busy="true" data-state="loading">{t.loading}</p>;
  }
  if (shown.status === 'error') {
    if (teaser) return null;
    return (
      <div className="status" part="status" role="alert" data-state="error">
        <p>{t.failed}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void loadExpiryOffers()}>{t.retry}</button>
      </div>
    );
  }
  if (shown.offers.length === 0) {
    return teaser ? null : <p className="status" part="status" role="status" data-state="empty">{t.empty}</p>;
  }
  if (!card) return null;
  const { ProductCard } = card;
  const link = safeUrl(pageUrl || DEFAULT_PAGE_URL) ?? DEFAULT_PAGE_URL;
  return (
    <section ref={adoptCardCss(card)} className={teaser ? 'offers teaser' : 'offers'} part="container" aria-labelledby={headingId} data-state="ready">
      <div className="head">
        <h2 id={headingId} className="title">{teaser ? t.teaserTitle : t.title}</h2>
        {teaser ? <a className="see-all" href={link}>{t.seeAll}</a> : <p className="count">{t.count(shown.offers.length)}</p>}
      </div>
      <ul className={teaser ? 'grid strip' : 'grid'} part="grid" aria-label={t.listLabel}>
        {shown.offers.map((offer) => (
          <li key={offer.product.id}>
            <ProductCard
              product={offer.product}
              settings={profile.settings}
              orderContext={orderContext}
              cardType="expiry"
              note={<OfferNote offer={offer} pricesShown={canSeePrices(profile.settings)} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why the offer comes first, and what the user saves (§3 y.r) when prices show (§6). */
function OfferNote({ offer, pricesShown }: { offer: ExpiryOfferEntry; pricesShown: boolean }) {
  const lists = onListsText(offer.onLists);
  const saving = pricesShown ? savingText(expirySaving(offer.product), offer.product.expiry?.unit ?? '') : null;
  if (!lists && !saving) return null;
  return (
    <div className="offer-note" part="offer-note">
      {lists ? <p className="on-list">{lists}</p> : null}
      {saving ? <p className="saving">{saving}</p> : null}
    </div>
  );
}
