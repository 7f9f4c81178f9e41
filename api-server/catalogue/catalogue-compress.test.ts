import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliPrefix, brotliWithSuffix, gzipPrefix, gzipWithSuffix } from './catalogue-compress.js';

const shared = Buffer.from(`{"tpl":"${'Letmælk 1,5% 1 l Arla '.repeat(4000)}","id":"${randomBytes(20_000).toString('base64')}"`);

describe('compress once, append per user', () => {
  it.each([0, 1, 17, 65_535, 65_536, 65_537, 200_000])('a %i-byte suffix after the shared part decodes to both (brotli and gzip)', async (size) => {
    const suffix = Buffer.from(`,"ver":"${'ø'.repeat(Math.max(0, Math.floor((size - 10) / 2)))}"}`).subarray(0, size);
    const whole = Buffer.concat([shared, suffix]);
    const br = brotliWithSuffix(await brotliPrefix(shared, 5), suffix);
    expect(zlib.brotliDecompressSync(br).equals(whole)).toBe(true);
    const gz = gzipWithSuffix(await gzipPrefix(shared), suffix);
    expect(zlib.gunzipSync(gz).equals(whole)).toBe(true);
  });

  it('reuses one prefix for many suffixes, at any quality', async () => {
    const [fast, best, gz] = await Promise.all([brotliPrefix(shared, 5), brotliPrefix(shared, 11), gzipPrefix(shared)]);
    for (const user of ['{"a":1}', '{"b":[2,3]}']) {
      const suffix = Buffer.from(`,"u":${user}}`);
      for (const prefix of [fast, best]) {
        expect(zlib.brotliDecompressSync(brotliWithSuffix(prefix, suffix)).toString()).toBe(`${shared.toString()},"u":${user}}`);
      }
      expect(zlib.gunzipSync(gzipWithSuffix(gz, suffix)).toString()).toBe(`${shared.toString()},"u":${user}}`);
    }
    // The shared part is really compressed (the random base64 bounds it from below).
    expect(best.bytes.length).toBeLessThan(shared.length / 2);
  });
});
