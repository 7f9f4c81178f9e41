// Messages between the benchmark page and its search worker.
import type { QualityReport } from '../../../core/search/quality-set.js';

export type ToWorker =
  | { type: 'load'; url: string }
  | { type: 'build' }
  | { type: 'warm' }
  | { type: 'search'; q: string; limit: number }
  | { type: 'quality' };

export type FromWorker =
  | { type: 'loaded'; count: number; ms: number }
  | { type: 'built'; ms: number }
  | { type: 'warmed'; ms: number }
  /** The first `limit` product ids, best first, the total number of matches, and the engine's own time. */
  | { type: 'page'; ids: string[]; total: number; engineMs: number }
  | { type: 'quality'; report: QualityReport }
  | { type: 'error'; message: string };
