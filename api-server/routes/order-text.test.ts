// Issue 14 §1 for the basket's texts (§7 savecomment, leaveunattended, leaveunattendedcomments) and the
// units of add and update: PostgreSQL refuses NUL, so a NUL in a comment reached the query as a 500; a
// lone surrogate is not Unicode. Every text field answers 400 InvalidText before any query. And the
// answers the order calls gave before schemas validated their paths and queries keep their texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daServer } from '../../core/texts/da-server.js';
import { Origin } from '../../core/index.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { changedTables, fingerprint } from '../test-support/db-fingerprint.js';
import { findOrderable } from '../test-support/fixtures.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
let kok: string;

beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
});
afterAll(async () => {
  await ctx?.close();
});

function request(method: string, path: string, body?: unknown) {
  return Promise.resolve(ctx.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: kok },
    body: body === undefined ? undefined : JSON.stringify(body),
  }));
}

async function basketWithOneLine() {
  const p = await findOrderable(ctx.db, '1001', { weighed: false });
  const added = await request('POST', '/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 1, productId: p.id, unit: p.unit, expiryProduct: false }]);
  expect(added.status).toBe(200);
  const res = await ctx.get('/api/order/revieworder', kok);
  const basket = ReviewBasketSchema.parse(await res.json());
  return { p, basket };
}

describe('text the database cannot store: 400 InvalidText, nothing changes', () => {
  it.each([['a NUL', 'Stil\u0000det ved døren'], ['a lone surrogate', 'Stil\ud800det ved døren']])('%s in any text field of the basket', async (_name, bad) => {
    const { p, basket } = await basketWithOneLine();
    const { deliveryDate } = basket;
    const lineNo = basket.lines[0]!.lineNo;
    const before = await fingerprint(ctx.db);
    const calls: [string, () => Promise<Response>][] = [
      ['leaveunattended comment', () => request('POST', '/api/es/order/leaveunattended', { deliveryDate, leaveUnattended: true, comment: bad })],
      ['leaveunattendedcomments comment', () => request('POST', '/api/es/order/leaveunattendedcomments', { deliveryDate, comment: bad })],
      ['addtoorder unit', () => request('POST', '/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 1, productId: p.id, unit: bad, expiryProduct: false }])],
      ['updateorderline unit', () => request('PUT', '/api/order/updateorderline', { deliveryDate, lineNo, amount: 2, unit: bad })],
    ];
    // A lone surrogate cannot be written in a URL (percent-encoding is of UTF-8, which has no
    // surrogates), so the query's comment is tried with a NUL and another control character.
    if (bad.includes('\u0000')) {
      calls.push(['savecomment comment', () => request('POST', `/api/order/savecomment?comment=${encodeURIComponent(bad)}`)]);
      calls.push(['savecomment comment (escape)', () => request('POST', `/api/order/savecomment?comment=Ring%1Bp%C3%A5`)]);
    }
    const answers: Record<string, string> = {};
    for (const [name, call] of calls) {
      const res = await call();
      answers[name] = `${res.status} ${((await res.json()) as { error?: string }).error ?? ''}`;
    }
    expect(answers).toEqual(Object.fromEntries(calls.map(([name]) => [name, '400 InvalidText'])));
    expect(changedTables(before, await fingerprint(ctx.db))).toEqual([]);
    await request('DELETE', `/api/order/emptybasket/${deliveryDate}`);
  });

  it('a multi-line comment keeps its lines', async () => {
    const { basket } = await basketWithOneLine();
    const res = await request('POST', `/api/order/savecomment?comment=${encodeURIComponent('Bagdøren\nRing på')}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { comment: string }).comment).toBe('Bagdøren\nRing på');
    await request('DELETE', `/api/order/emptybasket/${basket.deliveryDate}`);
  });
});

describe('the texts of malformed paths and queries', () => {
  it.each([
    ['DELETE', '/api/order/emptybasket/2025-02-30', daServer.dateFormatInvalid],
    ['DELETE', '/api/order/orderline/i-morgen/1', daServer.dateFormatInvalid],
    ['POST', '/api/deliverydate/set/06-06-2025', daServer.dateFormatInvalid],
    ['POST', '/api/order/savecomment?date=i-morgen', daServer.dateFormatInvalid],
    ['DELETE', '/api/order/orderline/2025-06-06/0', daServer.badRequest],
    ['GET', '/api/order/history/abc', daServer.badRequest],
    ['POST', '/api/order/orderagain/-1', daServer.badRequest],
    ['GET', '/api/order/history?take=0', daServer.badRequest],
    ['GET', '/api/order/history?skip=x', daServer.badRequest],
    ['POST', `/api/order/savecomment?comment=${'x'.repeat(501)}`, daOrders.commentTooLong(500)],
  ])('%s %s answers 400 ValidationError with its text', async (method, path, message) => {
    const res = await request(method, path);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'ValidationError', message });
  });
});
