import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../test-support/test-db.js';
import { generateCatalogue } from './generate.js';
import { generateCatalogueInWorker } from './generate-in-worker.js';

describe('generateCatalogueInWorker (issue 15 point 4: generation on the second core)', () => {
  it('gives exactly the catalogue generateCatalogue gives in this thread', async () => {
    const options = { seed: 42, productCount: 400, referenceDate: TEST_TODAY };
    const fromWorker = await generateCatalogueInWorker(options);
    expect(fromWorker.products).toHaveLength(400);
    expect(fromWorker).toEqual(generateCatalogue(options));
  }, 60_000);
});
