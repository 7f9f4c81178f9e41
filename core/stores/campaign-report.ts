// The marketing report of the checkout campaigns (issue 18 point 2), rendered by <shop-campaign-report>
// on the example CMS's /cms/kampagner: loaded while shown to a logged-in user (decision 011). A user who
// is not an admin gets the server's 403 and the widget says so in Danish.
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchCampaignReport } from '../api/checkout.js';
import type { CampaignReport } from '../schemas/checkout.js';
import { loadWhileShown } from './load-while-shown.js';
import { $sessionState } from './session-state.js';

export interface CampaignReportState {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'forbidden';
  report: CampaignReport | null;
}

const EMPTY: CampaignReportState = { status: 'idle', report: null };
export const $campaignReport = atom<CampaignReportState>(EMPTY);

let generation = 0;

export async function loadCampaignReport(): Promise<void> {
  const started = ++generation;
  $campaignReport.set({ status: 'loading', report: null });
  try {
    const report = await fetchCampaignReport({ handled: 'all' });
    if (started === generation) $campaignReport.set({ status: 'ready', report });
  } catch (error) {
    if (started !== generation) return;
    if (error instanceof MissingSessionError) $campaignReport.set(EMPTY);
    else $campaignReport.set({ status: error instanceof ApiRequestError && error.status === 403 ? 'forbidden' : 'error', report: null });
  }
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') {
    generation++;
    $campaignReport.set(EMPTY);
  }
});

loadWhileShown($campaignReport, (s) => s.status === 'idle', loadCampaignReport, { reloadWhenEmptied: true });

export function resetCampaignReport(): void {
  generation++;
  $campaignReport.set(EMPTY);
}
