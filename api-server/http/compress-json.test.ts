// The API's JSON in br or gzip (decision 028, seventh pass), through the app on the seeded test database.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginBody, type TestContext } from '../test-support/test-app.js';
import { negotiateEncoding } from './accept-encoding.js';
import { COMPRESS_THRESHOLD_BYTES } from './compress-json.js';

let ctx: TestContext;
let kok: string;

beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
});

afterAll(async () => {
  await ctx.close();
});

const get = (path: string, acceptEncoding?: string, cookie = kok) =>
  ctx.app.request(path, { headers: { Cookie: cookie, ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }) } });

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compressed JSON answers', () => {
  it('sends a large answer as br when accepted, the same JSON once decoded, and says it varies', async () => {
    const plain = await get('/api/product/nearexpiry?take=20');
    const plainBytes = await bytesOf(plain);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plainBytes.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get('/api/product/nearexpiry?take=20', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(br.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(br.headers.get('Cache-Control')).toBe('no-store');
    const packed = await bytesOf(br);
    expect(packed.length).toBeLessThan(plainBytes.length / 3);
    expect(JSON.parse(brotliDecompressSync(packed).toString('utf8'))).toEqual(JSON.parse(plainBytes.toString('utf8')));
  });

  it('sends gzip to a browser that accepts only gzip, and the plain bytes to one that accepts neither', async () => {
    const gz = await get('/api/product/nearexpiry?take=20', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    const json = JSON.parse(gunzipSync(await bytesOf(gz)).toString('utf8'));
    expect(json.products.length).toBeGreaterThan(0);

    const none = await get('/api/product/nearexpiry?take=20', 'br;q=0, gzip;q=0');
    expect(none.headers.get('Content-Encoding')).toBeNull();
    expect((await none.json()).products).toEqual(json.products);
  });

  it('leaves a small answer as written', async () => {
    const res = await ctx.app.request('/api/profile/profileinfo', {
      method: 'POST',
      headers: { Cookie: kok, 'Content-Type': 'application/json', 'Accept-Encoding': 'br, gzip' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const body = await bytesOf(res);
    expect(body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(body.toString('utf8')).isLoggedIn).toBe(true);
  });

  it('keeps an error answer readable and its status', async () => {
    const res = await ctx.app.request('/api/product/nearexpiry?take=abc', { headers: { Cookie: kok, 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(400);
    const body = await bytesOf(res);
    const text = res.headers.get('Content-Encoding') === 'br' ? brotliDecompressSync(body).toString('utf8') : body.toString('utf8');
    expect(JSON.parse(text).error).toBeTruthy();
  });

  it('keeps the session cookie of a login once', async () => {
    const res = await ctx.app.request('/api/profile/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'br, gzip' },
      body: JSON.stringify(loginBody('kok@kantinen.dk', 'demo1234')),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('shop_session='))).toHaveLength(1);
  });

  it('does not code again an answer that carries its own coding (the catalogue)', async () => {
    const res = await get('/api/product/catalogue', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(await bytesOf(res)).toString('utf8'))).toBeTruthy();
  });
});
