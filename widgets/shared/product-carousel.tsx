/**
 * The one product carousel of issue 18 point 4: the offer push (<shop-offer-push>), the supplier's
 * carousel ("Mere fra {supplier}") and "Andre købte også" render through it. A region named by its
 * heading, a list of `carousel-product` cards (§2; compact traits, core/rules/card-state.ts) that
 * scrolls sideways with scroll-snap, and "Forrige varer"/"Næste varer" buttons that scroll by about
 * a view and are marked disabled (aria-disabled, so a keyboard user's focus stays on the button) at
 * the ends. No auto-rotation (WCAG 2.2.2): the user moves it. The cards' links, amount fields and
 * buttons are in the tab order as on any card; adds carry the carousel's origin (§3).
 *
 * Styles: the carousel adopts its own CSS and the card's into the shadow root it renders in, so it
 * works inside any element (its own, or the product details when loaded there on demand).
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { $profile, orderContextOf, toIsoDay } from '../../core/index.js';
import type { OrderContext, Product } from '../../core/index.js';
import { settingsOf } from '../../core/rules/permissions.js';
import { daOffersSelling as t } from '../../core/texts/da-offers-selling.js';
import carouselCss from './product-carousel.css?inline';
import { adoptStyles, supportsAdoptedStyleSheets } from './adopt-styles.js';
import { useStore } from './use-store.js';
import { useCardModule } from './card-module.js';

export { loadCardModule as loadProductCard } from './card-module.js';

export type CarouselStatus = 'loading' | 'error' | 'ready';

export interface ProductCarouselProps {
  heading: string;
  /** The heading's level in the page's outline; default 2. */
  headingLevel?: 2 | 3;
  /** An editor's text under the heading. */
  text?: string;
  status: CarouselStatus;
  products: readonly Product[];
  /** §3 origin of adds from these cards (OfferPush 9, AdditionalSales 10, SupplierCarousel 11). */
  origin: number;
  onRetry?(): void;
  /** Ready without products: render nothing (a section of the details) instead of saying so. */
  hideWhenEmpty?: boolean;
  /** A name for tests and styling (`data-carousel`). */
  name?: string;
}

/** Where the list is scrolled to: the buttons are disabled at the ends. */
interface Ends {
  atStart: boolean;
  atEnd: boolean;
}

function endsOf(list: HTMLElement | null): Ends {
  if (!list) return { atStart: true, atEnd: true };
  // One pixel of slack: fractional scroll positions on zoomed pages.
  return { atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 };
}

function useCarouselStyles<E extends Element>(styles: readonly string[]) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, styles);
  });
  return ref;
}

export function ProductCarousel({ heading, headingLevel = 2, text, status, products, origin, onRetry, hideWhenEmpty = false, name }: ProductCarouselProps) {
  const headingId = useId();
  const profile = useStore($profile);
  const settings = settingsOf(profile);
  const card = useCardModule();
  const styles = card ? [card.PRODUCT_CARD_CSS, carouselCss] : [carouselCss];
  const ref = useCarouselStyles<HTMLElement>(styles);
  const listRef = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: true });
  const orderContext: OrderContext = useMemo(() => orderContextOf(profile, toIsoDay(new Date())), [profile?.cartType, profile?.siteVariant]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setEnds(endsOf(list));
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [status, products.length, card]);

  if (hideWhenEmpty && status === 'ready' && products.length === 0) return null;

  function move(direction: -1 | 1) {
    const list = listRef.current;
    if (!list || (direction < 0 ? ends.atStart : ends.atEnd)) return;
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    // About a view, less one card, so the last card seen stays in sight (scroll-snap settles it).
    list.scrollBy({ left: direction * Math.max(list.clientWidth * 0.8, 160), behavior: reduced ? 'auto' : 'smooth' });
  }

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const fallbackStyle = supportsAdoptedStyleSheets() ? null : <style>{styles.join('\n')}</style>;
  const ProductCard = card?.ProductCard;
  let body;
  if (status === 'loading' || (status === 'ready' && products.length > 0 && !ProductCard)) {
    body = <p className="carousel-status" role="status" aria-busy="true">{t.loading}</p>;
  } else if (status === 'error') {
    body = (
      <div className="carousel-status" role="alert">
        <p>{t.failed}</p>
        {onRetry ? <button type="button" className="btn btn-secondary" onClick={onRetry}>{t.retry}</button> : null}
      </div>
    );
  } else if (products.length === 0) {
    body = <p className="carousel-status">{t.empty}</p>;
  } else {
    body = (
      <div className="carousel-track">
        <button type="button" className="btn btn-secondary carousel-prev" aria-label={t.previous} aria-disabled={ends.atStart} onClick={() => move(-1)} part="carousel-button">
          <span aria-hidden="true">‹</span>
        </button>
        <ul ref={listRef} className="carousel-list" aria-label={t.cards(heading)} part="carousel-list">
          {ProductCard && products.map((p) => (
            <li key={p.id} className="carousel-item">
              <ProductCard product={p} settings={settings} orderContext={orderContext} cardType="carousel-product" origin={origin} />
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-secondary carousel-next" aria-label={t.next} aria-disabled={ends.atEnd} onClick={() => move(1)} part="carousel-button">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    );
  }
  return (
    <section ref={ref} className="carousel" aria-labelledby={headingId} data-carousel={name} aria-busy={status === 'loading'} part="carousel">
      {fallbackStyle}
      <Heading id={headingId} className="carousel-heading" part="carousel-heading">{heading}</Heading>
      {text ? <p className="carousel-text">{text}</p> : null}
      {body}
    </section>
  );
}
