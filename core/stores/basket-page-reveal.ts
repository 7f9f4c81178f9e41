// The basket page shows its two widgets' content in one frame (issue 15 point 2, decision 028 "Second
// pass"). <shop-checkout-campaigns> stands above <shop-basket> ("before Afgiv ordre", issue 18 point 2)
// and its height depends on its answer (none, one or several campaigns); painted after the basket, it
// pushed the basket down (CLS 0.34 on /kurv logged in). So each shows its loading line while the other's
// first answer is out, and both show their content together. While the basket waits for the campaigns
// it renders nothing (the campaigns' loading line is the page's status): the campaigns growing above
// would move it, and a box with no content is no layout shift (measured in Chromium: an empty block moved
// 300 px scores 0, one with a line of text 0.25; a visually hidden line still counted, 0.25 on /kurv).
// Only first loads count: a reload after an edit keeps what is shown (the user's own action, and the
// stores keep their content meanwhile). Kept apart from both stores so the basket's entry does not
// bundle the campaigns' store (bench/size-budget.ts).
import { atom } from 'nanostores';

/** The basket page's first answer (revieworder) is out: the campaigns wait for it. */
export const $basketFirstLoad = atom(false);
/**
 * The campaigns have not shown their first answer yet, and the basket has not shown one either: the basket
 * waits (rendering nothing). Set when the campaigns' first load starts, cleared when their
 * answer and the basket's are both in. Not set when the basket is already shown (a campaigns element that
 * mounts late must not hide it again).
 */
export const $campaignsFirstLoad = atom(false);

/**
 * The longest the basket waits for the campaigns' first answer: a slow or hanging campaigns call must
 * not keep the basket and its "Afgiv ordre" off the page. After it the basket shows and a late campaigns
 * answer may push it once (a shift is better than no basket).
 */
export const CAMPAIGNS_HOLD_MS = 2500;
