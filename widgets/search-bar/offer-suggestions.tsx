/**
 * The search bar's offer suggestions (issue 18 point 4b, §7 POST /api/offers/suggestions;
 * docs/guides/offers.md "Offer suggestions"), loaded lazily by search-bar.tsx the first time a phrase
 * waits long enough to ask. They are options of the bar's one listbox, in a group named "Tilbud" after
 * the ordinary suggestions: the arrow keys walk through both, Enter or a click opens the product's
 * details (§2 `?foodInfo=` on the search page) as a link would. Each shows name, brand and offer price.
 */
import { useLayoutEffect, useRef } from 'react';
// Through the index as every other chunk does (widgets/shared/allergen-guard-ui.tsx).
import { detailsHrefFor, formatPrice } from '../../core/index.js';
import { fetchOfferSuggestions } from '../../core/api/offers-campaign.js';
import type { OfferSuggestion } from '../../core/schemas/offers-campaign.js';
import { daOffersCampaign } from '../../core/texts/da-offers-campaign.js';
import { adoptStyles } from '../shared/adopt-styles.js';
// Not used here, but imported so that this chunk reaches the same shared modules as the other lazy
// chunks: otherwise the bundler split use-store.ts off into a file of its own on every page (+0.25 KB
// gzip on the search page, bench/size-budget.ts).
import { useStore } from '../shared/use-store.js';
import css from './offer-suggestions.css?inline';

export { useStore };

const STYLES = [css];

/** An offer as an option of the bar's listbox. */
export interface OfferOption extends OfferSuggestion {
  kind: 'offer';
  /** The product's details on the search page. */
  href: string;
}

export interface Offers {
  Group: typeof OfferGroup;
  list: OfferOption[];
}

type Source = (text: string, signal: AbortSignal) => Promise<OfferSuggestion[]>;
let source: Source = fetchOfferSuggestions;

/** Stories and tests: where the offers come from instead of the server (null: the server again). */
export function setOfferSource(next: Source | null): void {
  source = next ?? fetchOfferSuggestions;
}

/**
 * §9's search-suggestion debounce, its 325 ms reading: the offers come from the server, so they wait
 * for a pause in typing (the bar's own suggestions come from the worker on every keystroke).
 */
export const OFFER_DELAY_MS = 325;

/**
 * The offers for a phrase once typing has paused for OFFER_DELAY_MS. A newer phrase aborts `signal`:
 * the wait or the call then rejects, as a failed call does, and the bar keeps what it shows.
 */
export async function offersFor(phrase: string, signal: AbortSignal, searchUrl: string): Promise<Offers> {
  await new Promise((resolve) => setTimeout(resolve, OFFER_DELAY_MS));
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
  const found = await source(phrase, signal);
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
  return { Group: OfferGroup, list: found.map((o) => ({ ...o, kind: 'offer', href: `${searchUrl}${detailsHrefFor(o.productId)}` })) };
}

export interface OfferGroupProps {
  /** All options of the listbox; the offers among them are rendered here, with their indices. */
  options: readonly { kind: string }[];
  active: number;
  optionId(index: number): string;
  choose(option: OfferOption): void;
  setActive(index: number): void;
}

export function OfferGroup({ options, active, optionId, choose, setActive }: OfferGroupProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, STYLES);
  });
  const offers = options.flatMap((o, i) => (o.kind === 'offer' ? [{ o: o as OfferOption, i }] : []));
  if (offers.length === 0) return null;
  const headingId = `${optionId(offers[0]!.i)}-heading`;
  return (
    // A list item may not be a group (axe aria-allowed-role): the item is presentational, the group
    // inside it holds the options (the listbox owns them through it).
    <li role="none">
      <div ref={ref} role="group" aria-labelledby={headingId} className="offer-group" part="offers">
      <span id={headingId} className="offer-heading">{daOffersCampaign.offersHeading}</span>
      {offers.map(({ o, i }) => (
        <div
          key={o.productId}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          className={`option option-offer${i === active ? ' active' : ''}`}
          data-product-id={o.productId}
          onPointerDown={(e) => e.preventDefault()}
          onClick={() => choose(o)}
          // As the bar's own options: only a pointer that really moves highlights one.
          onMouseMove={() => {
            if (i !== active) setActive(i);
          }}
        >
          <span className="offer-name">{o.name}</span> <span className="group">{o.brand}</span>
          {o.offerPriceOre !== null ? (
            <>
              {' '}
              <span className="offer-price">{daOffersCampaign.offerPrice(formatPrice(o.offerPriceOre), o.unit)}</span>
            </>
          ) : null}
        </div>
      ))}
      </div>
    </li>
  );
}
