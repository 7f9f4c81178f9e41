// The widgets' loading of the dictionary (issue 17 §1, core/api/dictionary-overrides.ts) over real HTTP: the real app on a port, a server
// that never answers, a port nobody listens on, and a host page's inlined dictionary.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { daMiniBasket } from '../../core/texts/da-mini-basket.js';
import { setDictionaryOverrides } from '../../core/texts/dictionary.js';
import { dictionaryLang, loadDictionary } from '../../core/api/dictionary-overrides.js';

let ctx: TestContext;
let shop: ReturnType<typeof serve>;
let shopBase: string;
let silent: Server;
let silentBase: string;
const noInline = { getElementById: () => null } as unknown as Document;

function listening(server: { address(): AddressInfo | string | null }): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.insert(t.dictionaryOverrides).values({ key: 'Shop.MiniBasket.show', lang: 'da', text: 'Se kurven' });
  shop = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => shop.once('listening', resolve));
  shopBase = listening(shop);
  silent = createServer(() => undefined); // accepts, never answers
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentBase = listening(silent);
});
afterEach(() => setDictionaryOverrides({}));
afterAll(async () => {
  silent?.closeAllConnections();
  silent?.close();
  shop?.close();
  await ctx?.close();
});

describe('loadDictionary (the loader, issue 17 §1)', () => {
  it("applies the server's overrides before it settles", async () => {
    await loadDictionary(shopBase, 'da', noInline);
    expect(daMiniBasket.show).toBe('Se kurven');
  });

  it('settles after the timeout when the server does not answer, and the built-in texts stay', async () => {
    const started = Date.now();
    await loadDictionary(silentBase, 'da', noInline, 200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(daMiniBasket.show).toBe('Vis kurv');
  });

  it('settles at once when nobody listens, or the answer is an error, and the built-in texts stay', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const base = listening(closed);
    closed.close();
    await loadDictionary(base, 'da', noInline);
    await loadDictionary(`${shopBase}/findes-ikke`, 'da', noInline);
    expect(daMiniBasket.show).toBe('Vis kurv');
  });

  it('takes an inlined dictionary without asking the server; a broken one leaves the built-in texts', async () => {
    const inline = (text: string) => ({ getElementById: (id: string) => (id === 'shop-dictionary' ? { textContent: text } : null) }) as unknown as Document;
    await loadDictionary(silentBase, 'da', inline('{"Shop.MiniBasket.show":"Til kurven","Shop.MiniBasket.more":5}'), 5000);
    expect(daMiniBasket.show).toBe('Til kurven');
    expect(daMiniBasket.more(2)).toBe('og 2 mere'); // not a string: not applied
    setDictionaryOverrides({});
    await loadDictionary(silentBase, 'da', inline('{broken'), 5000);
    expect(daMiniBasket.show).toBe('Vis kurv');
  });

  it('asks for the language of the culture', () => {
    expect(dictionaryLang('da-DK')).toBe('da');
    expect(dictionaryLang(undefined)).toBe('da');
    expect(dictionaryLang('')).toBe('da');
    expect(dictionaryLang('da')).toBe('da');
  });
});
