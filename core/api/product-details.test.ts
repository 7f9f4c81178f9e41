import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchDeliveryDeadline,
  fetchFoodInfo,
  fetchProductDetails,
  fetchProductRelations,
  fetchProductsByIds,
  sendAssortmentRequest,
} from './product-details.js';
import { $profile, $sessionState } from '../stores/session-state.js';
import { $toasts, clearToasts } from '../stores/toasts.js';
import { configureShop } from '../stores/config.js';
import { ALLERGEN_CODES, type FoodInfo } from '../schemas/food-info.js';
import type { DeadlineResponse } from '../schemas/product-details.js';

type Call = { url: string; init: RequestInit };
let calls: Call[];

function stubFetch(...responses: Array<Response | Error>) {
  calls = [];
  const queue = [...responses];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url.endsWith('/api/eventlog')) return new Response('{}', { status: 200 });
    const next = queue.shift();
    if (!next) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    return next;
  }));
}
const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test', culture: 'da-DK' });
  $sessionState.set('authenticated');
  $profile.set(null);
  clearToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const notInAssortment = { status: 'notInAssortment', productId: '100004', requested: false, message: 'Produktet er desværre ikke tilgængelig i denne afdeling' };
const foodInfo: FoodInfo = {
  productId: '100004', available: true, required: false, version: 2, updated: '2025-06-04',
  nutrition: { basis: 'g', energyKj: 1500, energyKcal: 358, fat: 20, saturatedFat: 12, carbohydrate: 3, sugars: 1, fibre: null, protein: 25, salt: 1.2 },
  ingredients: [{ text: 'pasteuriseret MÆLK', allergen: 'milk', percent: null }, { text: 'salt', allergen: null, percent: null }],
  allergens: ALLERGEN_CODES.map((code) => ({ code, presence: code === 'milk' ? 'contains' : 'absent' })),
  units: [{ code: 'KG', description: 'Kilo', factor: 1, gtin: '5710000400013', netWeightG: 1000, grossWeightG: 1060, lengthMm: 160, widthMm: 100, heightMm: 80 }],
  storage: { temperatureCode: 5, text: 'Kølevare. Opbevares ved max. 5 °C.', shelfLifeDays: 60, shelfLifeOpenedDays: 4 },
  origin: { countryCode: 'DK', countryName: 'Danmark', text: 'Mælken stammer fra Danmark' },
  claims: { organicCode: 5, labels: [] },
};
const deadline: DeadlineResponse = {
  orderable: false, blockedByDeadline: true, deadline: '2025-06-04T10:00:00+02:00', deadlineMessage: 'Blokeret grundet lang leveringstid.',
  deliveryDate: '2025-06-06', showDeliveryDate: true, discontinued: false,
};

describe('product details client calls (§7)', () => {
  it('looks a product up by id, with expiry=true for the expiry version, and parses the answer', async () => {
    stubFetch(json(notInAssortment), json(notInAssortment));
    await expect(fetchProductDetails('100004')).resolves.toEqual(notInAssortment);
    await fetchProductDetails('100004', { expiry: true });
    expect(calls.map((c) => c.url)).toEqual(['http://shop.test/api/product/lookup/100004', 'http://shop.test/api/product/lookup/100004?expiry=true']);
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('rejects a failed lookup with the HTTP status and leaves the §8 details message to the widget (no toast)', async () => {
    stubFetch(json({ error: 'NotFound' }, 404, 'Not Found'));
    await expect(fetchProductDetails('999999')).rejects.toMatchObject({ status: 404 });
    expect($toasts.get()).toEqual([]);
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    stubFetch(json({ status: 'found' }));
    await expect(fetchProductDetails('100004')).rejects.toMatchObject({ code: 'InvalidResponse' });
  });

  it('fetches food information', async () => {
    stubFetch(json(foodInfo));
    await expect(fetchFoodInfo('100004')).resolves.toEqual(foodInfo);
    expect(calls[0]?.url).toBe('http://shop.test/api/product/foodinfo/100004');
  });

  it('escapes the id in the path', async () => {
    stubFetch(json(foodInfo));
    await fetchFoodInfo('10/../x');
    expect(calls[0]?.url).toBe('http://shop.test/api/product/foodinfo/10%2F..%2Fx');
  });

  it('asks getbyids with a comma list, and nothing for no ids', async () => {
    await expect(fetchProductsByIds([])).resolves.toEqual([]);
    stubFetch(json([]));
    await fetchProductsByIds(['100001', '100004']);
    expect(calls[0]?.url).toBe('http://shop.test/api/product/getbyids?products=100001%2C100004');
  });

  it('fetches relations by productId', async () => {
    stubFetch(json({ productId: '100004', related: [], alternative: null, recipes: [{ id: 4101, name: 'Risalamande', urlName: 'risalamande', updated: '2025-05-28' }] }));
    const relations = await fetchProductRelations('100004');
    expect(relations.recipes[0]?.urlName).toBe('risalamande');
    expect(calls[0]?.url).toBe('http://shop.test/api/product/relations?productId=100004');
  });

  it('posts the assortment request as JSON; a failure is the caller\'s to show (§8 "Der skete en fejl")', async () => {
    stubFetch(json({ productId: '100004', status: 'sent', message: 'Din anmodning er afsendt' }, 201), json({ error: 'ServerError' }, 500, 'Internal Server Error'));
    await expect(sendAssortmentRequest('100004')).resolves.toMatchObject({ status: 'sent' });
    expect(calls[0]?.url).toBe('http://shop.test/api/product/request/100004');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{}' });
    await expect(sendAssortmentRequest('100004')).rejects.toMatchObject({ status: 500 });
    expect($toasts.get()).toEqual([]);
  });

  it('posts the deadline request and returns the response', async () => {
    stubFetch(json(deadline));
    await expect(fetchDeliveryDeadline({ productId: '100004', deadlines: ['1d@10:00'], discontinuedDate: null })).resolves.toEqual(deadline);
    expect(calls[0]?.url).toBe('http://shop.test/api/deadlines/delivery');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ productId: '100004', deadlines: ['1d@10:00'], discontinuedDate: null });
  });

  it.each([
    ['a server error', json({ error: 'ServerError' }, 500, 'Internal Server Error')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a malformed answer', json({ orderable: 'yes' })],
  ])('a deadline fetch failure is silent (§7): %s gives null, no toast, no log', async (_, response) => {
    stubFetch(response);
    await expect(fetchDeliveryDeadline({ productId: '100004' })).resolves.toBeNull();
    expect($toasts.get()).toEqual([]);
    expect(calls.some((c) => c.url.endsWith('/api/eventlog'))).toBe(false);
  });

  it('MissingSession still goes to the shared session state', async () => {
    stubFetch(json({ error: 'MissingSession' }, 401, 'Unauthorized'));
    await expect(fetchProductDetails('100004')).rejects.toMatchObject({ code: 'MissingSession' });
    expect($sessionState.get()).toBe('expired');
  });
});
