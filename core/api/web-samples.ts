// Client call of the web samples (issue 18 point 6): GET /api/websamples. Adding goes through the
// basket's one add call (core/stores/basket.ts addToBasket) with `webSampleId`.
import { apiRequest } from './client.js';
import { WebSamplesSchema, type WebSample } from '../schemas/web-samples.js';

export function fetchWebSamples(signal?: AbortSignal): Promise<WebSample[]> {
  return apiRequest('/api/websamples', { schema: WebSamplesSchema, handled: 'all', signal });
}
