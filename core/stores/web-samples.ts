// The web samples page (issue 18 point 6), rendered by <shop-web-samples>: the running samples of the
// department with their state, loaded while shown to a logged-in user (decision 011), and the add of
// one sample (amount 1, origin WebSample 8) through the basket's one add call, whose toasts say
// "added" or the server's refusal ("already ordered", "already in the basket"). After an add or a
// refusal the list is loaded again, so the card shows the state the server knows.
import { atom } from 'nanostores';
import { MissingSessionError } from '../api/client.js';
import { fetchWebSamples } from '../api/web-samples.js';
import { Origin } from '../schemas/cart.js';
import { WEB_SAMPLE_AMOUNT, type WebSample } from '../schemas/web-samples.js';
import { addToBasket } from './basket.js';
import { loadWhileShown } from './load-while-shown.js';
import { $sessionState } from './session-state.js';

export interface WebSamplesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  samples: WebSample[];
  /** The sample whose add is on its way (its button is busy). */
  adding: number | null;
}

const EMPTY: WebSamplesState = { status: 'idle', samples: [], adding: null };
export const $webSamples = atom<WebSamplesState>(EMPTY);

let generation = 0;

export async function loadWebSamples(): Promise<void> {
  const started = ++generation;
  const current = $webSamples.get();
  $webSamples.set({ ...current, status: current.status === 'ready' ? 'ready' : 'loading' });
  try {
    const samples = await fetchWebSamples();
    if (started !== generation) return;
    $webSamples.set({ ...$webSamples.get(), status: 'ready', samples });
  } catch (error) {
    if (started !== generation) return;
    if (error instanceof MissingSessionError) $webSamples.set(EMPTY);
    else $webSamples.set({ ...$webSamples.get(), status: 'error', samples: [] });
  }
}

/** "Bestil gratis prøve": the sample at amount 1 in its unit. True when it was added. */
export async function orderWebSample(sample: WebSample): Promise<boolean> {
  if ($webSamples.get().adding !== null || sample.state !== 'available') return false;
  $webSamples.set({ ...$webSamples.get(), adding: sample.id });
  try {
    return await addToBasket([{
      origin: Origin.WebSample,
      amount: WEB_SAMPLE_AMOUNT,
      productId: sample.productId,
      unit: sample.unit,
      expiryProduct: false,
      webSampleId: sample.id,
    }]);
  } finally {
    $webSamples.set({ ...$webSamples.get(), adding: null });
    await loadWebSamples();
  }
}

export function resetWebSamples(): void {
  generation++;
  $webSamples.set(EMPTY);
}

$sessionState.listen((state) => {
  // Another user must not see the previous kitchen's samples and claims.
  if (state === 'anonymous' || state === 'expired') resetWebSamples();
});

loadWhileShown($webSamples, (s) => s.status === 'idle', loadWebSamples, { reloadWhenEmptied: true });
