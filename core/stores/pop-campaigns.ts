// The running product campaigns of the cards on the page (issue 18 point 4b, §7 popcampaigns): one map
// product id -> campaigns, filled by batches. Each card's badge asks for its product (wantCampaigns);
// the ids asked within one task (the cards of one page of the list render together) go out in one
// call of at most MAX_CAMPAIGN_PRODUCTS ids, and an id is never asked twice per page. Only a logged-in
// session asks: a visitor's cards wait (and ask once logged in), and the map is forgotten at logout. Bundle: not re-exported from core/index.ts; the card's badge chunk
// (widgets/product-list/campaign-badge.tsx) is its only user.
import { atom } from 'nanostores';
import { $sessionState } from '../index.js';
import { fetchPopCampaigns } from '../api/offers-campaign.js';
import { MAX_CAMPAIGN_PRODUCTS, type PopCampaign, type PopCampaigns } from '../schemas/offers-campaign.js';

export type CampaignsByProduct = ReadonlyMap<string, readonly PopCampaign[]>;

export const $popCampaigns = atom<CampaignsByProduct>(new Map());

/** The ids in batches of at most `max` (pure). */
export function batchesOf<T>(ids: readonly T[], max: number = MAX_CAMPAIGN_PRODUCTS): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < ids.length; i += max) batches.push(ids.slice(i, i + max));
  return batches;
}

/** The map with an answer added (pure): the answered products' campaigns replace what was known. */
export function withAnswer(map: CampaignsByProduct, answer: PopCampaigns): CampaignsByProduct {
  if (answer.length === 0) return map;
  const next = new Map(map);
  for (const { productId, campaigns } of answer) next.set(productId, campaigns);
  return next;
}

/**
 * A batch goes out once no new card has appeared for this long: while a user types in the search bar
 * the cards change on every keystroke (searched in the worker, no network), and only the cards still
 * shown when typing pauses are asked for (a card that leaves before takes its id back).
 */
export const CAMPAIGN_BATCH_DELAY_MS = 400;

const asked = new Set<string>();
let queue: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let generation = 0;
/** Stories and component tests set the answer (setPopCampaignsFixture): nothing is fetched then. */
let fixed = false;

function flush(): void {
  timer = undefined;
  if (fixed) {
    queue = [];
    return;
  }
  if ($sessionState.get() !== 'authenticated') return; // kept until a login (listener below)
  const ids = queue;
  queue = [];
  const started = generation;
  for (const batch of batchesOf(ids)) {
    fetchPopCampaigns(batch).then(
      (answer) => {
        if (started === generation) $popCampaigns.set(withAnswer($popCampaigns.get(), answer));
      },
      // A badge is decoration: without an answer the cards simply show none.
      () => {},
    );
  }
}

function schedule(): void {
  if (queue.length === 0) return;
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(flush, CAMPAIGN_BATCH_DELAY_MS);
}

/**
 * A card shows `productId`: its campaigns are fetched with the other cards shown by the next pause.
 * Returns the card's cleanup: a card removed before the batch went out is not asked for.
 */
export function wantCampaigns(productId: string): () => void {
  if (asked.has(productId)) return () => {};
  asked.add(productId);
  queue.push(productId);
  schedule();
  return () => {
    const i = queue.indexOf(productId);
    if (i >= 0) {
      queue.splice(i, 1);
      asked.delete(productId);
    }
  };
}

/** Forgets everything and fetches again (tests). */
export function resetPopCampaigns(): void {
  generation++;
  fixed = false;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  asked.clear();
  queue = [];
  $popCampaigns.set(new Map());
}

$sessionState.listen((state) => {
  if (state === 'authenticated') schedule();
  else if (state === 'anonymous' || state === 'expired') {
    // Another user's campaigns must not stay on screen; the cards still shown ask again after a login.
    generation++;
    queue = [...asked];
    $popCampaigns.set(new Map());
  }
});

/** Stories and tests: the campaigns as if the server had answered them; nothing is fetched until a reset. */
export function setPopCampaignsFixture(answer: PopCampaigns): void {
  fixed = true;
  queue = [];
  $popCampaigns.set(withAnswer(new Map(), answer));
}
