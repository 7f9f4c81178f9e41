/**
 * The campaign badge's mount point in the product card (issue 18 point 4b, §7 popcampaigns).
 *
 * Bundle: on every card of the search page (bench/size-budget.ts, 60 KB with a few bytes to spare), so
 * this gate imports nothing of core. The badge, its pop-over, the campaign store, its API call, the
 * texts and the CSS (campaign-badge.tsx) load with a dynamic import() once a card is shown, as the
 * allergen guard's warning does (widgets/shared/allergen-guard-gate.tsx).
 */
import { createElement, useEffect, useState } from 'react';
import type * as BadgeModule from './campaign-badge.js';

let badgeModule: Promise<typeof BadgeModule> | null = null;

/** The badge of a product in a running campaign, with its pop-over; nothing otherwise. */
export function CampaignBadgeMount({ productId }: { productId: string }) {
  const [ui, setUi] = useState<typeof BadgeModule | null>(null);
  useEffect(() => {
    (badgeModule ??= import('./campaign-badge.js')).then(setUi, () => {});
  }, []);
  return ui ? createElement(ui.CampaignBadge, { productId }) : null;
}
