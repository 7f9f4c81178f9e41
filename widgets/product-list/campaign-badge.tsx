/**
 * The card's campaign badge and pop-over (issue 18 point 4b, §7 popcampaigns; docs/guides/offers.md
 * "Campaign badges"), loaded lazily by campaign-badge-gate.tsx.
 *
 * The badge is a button with the campaign's badge text; it opens a native `popover` (popovertarget):
 * top layer, so no card clips it; keyboard (Enter/Space open, Tab reaches its "Luk" button); Escape and
 * a click outside close it (light dismiss); focus returns to the badge. The pop-over is a non-modal
 * dialog named by the first campaign's title, with each campaign's title, text and "Gælder til" date.
 * A product in several campaigns shows the one that ends first on the badge and all in the pop-over.
 */
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
// Through the index as every other chunk does (widgets/shared/allergen-guard-ui.tsx).
import { formatDate } from '../../core/index.js';
import { $popCampaigns, wantCampaigns } from '../../core/stores/pop-campaigns.js';
import { daOffersCampaign } from '../../core/texts/da-offers-campaign.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { useStore } from '../shared/use-store.js';
import css from './campaign-badge.css?inline';

const STYLES = [css];

export function CampaignBadge({ productId }: { productId: string }) {
  const campaigns = useStore($popCampaigns).get(productId);
  const id = useId().replace(/:/g, '');
  const ref = useRef<HTMLSpanElement>(null);
  const badgeRef = useRef<HTMLButtonElement>(null);
  const focusInside = useRef(false);
  useEffect(() => wantCampaigns(productId), [productId]);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, STYLES);
  });
  if (!campaigns || campaigns.length === 0) return null;
  const popId = `${id}-campaign`;
  return (
    <span ref={ref} className="campaign" data-campaign-id={campaigns[0]!.id}>
      <button ref={badgeRef} type="button" className="campaign-badge" part="campaign-badge" popoverTarget={popId} aria-describedby={`${id}-open`}>
        {campaigns[0]!.badge}
        <span id={`${id}-open`} hidden>{daOffersCampaign.campaignOpen}</span>
      </button>
      <div
        id={popId}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-t0`}
        className="campaign-popover"
        part="campaign-popover"
        // Closed (Escape, "Luk") while the focus was inside: it goes back to the badge (the pop-over's
        // content is gone, and the focus would fall to the page). Closed by a click elsewhere: the
        // focus stays where that click put it. beforetoggle runs while the content still has it.
        onBeforeToggle={(event) => {
          const root = event.currentTarget.getRootNode() as ShadowRoot | Document;
          focusInside.current = event.newState === 'closed' && event.currentTarget.contains(root.activeElement);
        }}
        onToggle={(event) => {
          const root = event.currentTarget.getRootNode() as ShadowRoot | Document;
          const active = root.activeElement;
          if (event.newState === 'closed' && focusInside.current && (active === null || event.currentTarget.contains(active))) badgeRef.current?.focus();
          focusInside.current = false;
        }}
      >
        {campaigns.map((c, i) => (
          <section key={c.id}>
            <strong id={`${id}-t${i}`} className="campaign-title">{c.title}</strong>
            {c.text ? <p>{c.text}</p> : null}
            <p className="campaign-until">{daOffersCampaign.campaignUntil(formatDate(c.endsOn))}</p>
          </section>
        ))}
        <button type="button" className="campaign-close" popoverTarget={popId} popoverTargetAction="hide">
          {daOffersCampaign.close}
        </button>
      </div>
    </span>
  );
}
