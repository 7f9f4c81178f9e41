// In-memory cache of the shared part of catalogues (docs/decisions/006-catalogue-wire.md). Keyed by
// the scope (department, price group, content-changing settings, day) and the catalogue revision, so
// users with the same scope share one build and one compression. Concurrent requests for a key wait
// for the one build in flight. Brotli runs twice: a fast pass answers the first request, the best pass
// replaces it in the background; both decode to the same bytes, so the ETag does not change.
import { createHash } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Product } from '../../core/index.js';
import { brotliPrefix, gzipPrefix, type BrotliPrefix, type GzipPrefix } from './catalogue-compress.js';
import { encodeCatalogueBase, type EncodeOptions } from './catalogue-encode.js';

export interface SharedCatalogue {
  /** sha256 (base64url) of the shared JSON. */
  hash: string;
  /** The shared JSON without its closing brace: the user's part follows. */
  prefix: Buffer;
  /** Product ids in wire order. */
  order: string[];
  ids: ReadonlySet<string>;
  patched: number;
  buildMs: number;
  brotli(): Promise<BrotliPrefix>;
  gzip(): Promise<GzipPrefix>;
}

export interface CatalogueCacheOptions {
  /** Shared parts kept (least recently used go first). */
  maxEntries?: number;
  /** Brotli quality of the kept bytes (default 11: smallest). */
  brotliQuality?: number;
  /** Brotli quality of the first answer while the best runs (default 5: about 20 times faster). */
  firstBrotliQuality?: number;
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url');

export class CatalogueCache {
  private readonly entries = new Map<string, Promise<SharedCatalogue>>();
  /** scope -> the key (scope + revision) last built for it, so a new revision drops the old build. */
  private readonly latest = new Map<string, string>();
  private readonly maxEntries: number;
  private readonly quality: number;
  private readonly firstQuality: number;

  constructor(options: CatalogueCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 16;
    this.quality = options.brotliQuality ?? 11;
    this.firstQuality = Math.min(options.firstBrotliQuality ?? 5, this.quality);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The shared part for `scope` at `revision`, built by `load` when not cached. */
  shared(scope: string, revision: string, load: () => Promise<Product[]>, options: EncodeOptions): Promise<SharedCatalogue> {
    const key = `${scope}#${revision}`;
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const previous = this.latest.get(scope);
    if (previous && previous !== key) this.entries.delete(previous);
    this.latest.set(scope, key);
    const building = this.build(load, options);
    this.entries.set(key, building);
    building.catch(() => {
      if (this.entries.get(key) === building) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return building;
  }

  private async build(load: () => Promise<Product[]>, options: EncodeOptions): Promise<SharedCatalogue> {
    const started = performance.now();
    const products = await load();
    // Let waiting requests run between the synchronous steps of a large build.
    await yieldToLoop();
    const encoded = encodeCatalogueBase(products, options);
    await yieldToLoop();
    const json = JSON.stringify(encoded.wire);
    const prefix = Buffer.from(json.slice(0, -1), 'utf8');
    const hash = sha256(prefix);
    const buildMs = Math.round(performance.now() - started);

    let best: BrotliPrefix | undefined;
    let bestJob: Promise<BrotliPrefix> | undefined;
    let first: Promise<BrotliPrefix> | undefined;
    let gzip: Promise<GzipPrefix> | undefined;
    const startBest = () => {
      bestJob ??= brotliPrefix(prefix, this.quality).then(
        (b) => {
          best = b;
          first = undefined; // no longer served: free it
          return b;
        },
        (err: unknown) => {
          bestJob = undefined; // the next request tries again
          throw err;
        },
      );
      return bestJob;
    };
    return {
      hash,
      prefix,
      order: encoded.order,
      ids: new Set(encoded.order),
      patched: encoded.patched,
      buildMs,
      brotli: () => {
        if (best) return Promise.resolve(best);
        const job = startBest();
        if (this.firstQuality >= this.quality) return job;
        job.catch(() => undefined); // runs in the background; a failure only means trying again
        first ??= brotliPrefix(prefix, this.firstQuality).catch((err: unknown) => {
          first = undefined;
          throw err;
        });
        return first;
      },
      gzip: () => (gzip ??= gzipPrefix(prefix)),
    };
  }
}
