// "Bad input never crashes anything and never loses data" (DEVELOPERS.md, issue 2 §11): every
// endpoint of this issue gets the same garbage, answers 4xx JSON with a message, and nothing that
// was saved before changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { Origin } from '../core/index.js';
import * as t from './db/schema.js';
import { createTestContext, type TestContext } from './test-support/test-app.js';
import { findOrderable } from './test-support/fixtures.js';

let ctx: TestContext;
let kok: string;

async function snapshot() {
  const [lines] = await ctx.db.select({ n: count(), amounts: sql<string>`coalesce(sum(${t.basketLines.amount}), 0)::text` }).from(t.basketLines);
  const [users] = await ctx.db.select({ failed: sql<string>`coalesce(sum(${t.users.failedLoginCount}), 0)::text` }).from(t.users);
  const [sessions] = await ctx.db.select({ n: count() }).from(t.sessions);
  const [events] = await ctx.db.select({ n: count() }).from(t.eventLog);
  const [products] = await ctx.db.select({ n: count() }).from(t.products);
  const [orders] = await ctx.db.select({ n: count() }).from(t.orders);
  const [baskets] = await ctx.db.select({ comments: sql<string>`string_agg(${t.baskets.comment} || ${t.baskets.leaveUnattendedComment}, '|' order by ${t.baskets.id})` }).from(t.baskets);
  const [recurring] = await ctx.db.select({ n: count(), versions: sql<string>`coalesce(sum(${t.recurringOrders.version}), 0)::text` }).from(t.recurringOrders);
  const [requests] = await ctx.db.select({ n: count() }).from(t.assortmentRequests);
  const [lists] = await ctx.db.select({ n: count(), names: sql<string>`string_agg(${t.favoriteLists.name}, '|' order by ${t.favoriteLists.id})` }).from(t.favoriteLists);
  const [listItems] = await ctx.db.select({ n: count() }).from(t.favoriteListItems);
  return { lines, users, sessions, events, products, orders, baskets, recurring, requests, lists, listItems };
}

beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@kantinen.dk');
  // Something saved that bad input must not touch.
  const p = await findOrderable(ctx.db, '1001', { weighed: false });
  const res = await ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 3, productId: p.id, unit: p.unit, expiryProduct: false }], kok);
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

const GARBAGE: [string, string][] = [
  ['null', 'null'],
  ['a number', '42'],
  ['a string', '"mælk"'],
  ['an empty object', '{}'],
  ['an empty list', '[]'],
  ['a list of nulls', '[null, null]'],
  ['wrong types', '{"username":1,"password":true,"payload":"x","skip":-1,"take":"30","message":[]}'],
  ['items with wrong types', '[{"origin":"x","amount":"2","productId":12,"unit":null,"expiryProduct":"no"}]'],
  ['a negative and a fractional amount', '[{"origin":1,"amount":-2,"productId":"1","unit":"STK","expiryProduct":false},{"origin":1,"amount":0.5,"productId":"1","unit":"STK","expiryProduct":false}]'],
  ['SQL in the strings', '{"username":"Jyc7IERST1AgVEFCTEUgdXNlcnM7LS0=","password":"x","payload":{"text":"\'; drop table products;--"},"take":1000}'],
  ['deep nesting', `${'['.repeat(500)}${']'.repeat(500)}`],
  ['truncated JSON', '{"username": "a'],
  ['a huge string', JSON.stringify({ message: 'x'.repeat(300_000) })],
];

const ENDPOINTS: { method: string; path: string; auth: boolean }[] = [
  { method: 'POST', path: '/api/profile/login', auth: false },
  { method: 'POST', path: '/api/product/search', auth: true },
  { method: 'POST', path: '/api/order/addtoorder', auth: true },
  { method: 'POST', path: '/api/eventlog', auth: false },
  { method: 'DELETE', path: '/api/order/emptybasket/not-a-date', auth: true },
  { method: 'POST', path: '/api/deliverydate/set/not-a-date', auth: true },
  { method: 'POST', path: '/api/product/searchsuggestions?sug=', auth: true },
  // Issue 4: product details and deadlines.
  { method: 'POST', path: '/api/deadlines/delivery', auth: true },
  { method: 'POST', path: '/api/product/request/not-an-id', auth: true },
  // Issue 5: favourite lists.
  { method: 'POST', path: '/api/favoritelists', auth: true },
  { method: 'POST', path: '/api/favoritelists/fromhistory', auth: true },
  { method: 'PUT', path: '/api/favoritelists', auth: true },
  { method: 'DELETE', path: '/api/favoritelists/product', auth: true },
  { method: 'POST', path: '/api/favoritelists/addproduct', auth: true },
  { method: 'POST', path: '/api/favoritelists/standardunit', auth: true },
  { method: 'POST', path: '/api/favoritelists/sortorder', auth: true },
  { method: 'POST', path: '/api/favoritelists/setpin', auth: true },
  { method: 'POST', path: '/api/favoritelists/verifypin', auth: true },
  { method: 'DELETE', path: '/api/favoritelists/not-an-id', auth: true },
  // Issue 6: recurring orders.
  { method: 'POST', path: '/api/recurringorders', auth: true },
  { method: 'PUT', path: '/api/recurringorders', auth: true },
  { method: 'PUT', path: '/api/recurringorders/replace', auth: true },
  { method: 'POST', path: '/api/recurringorders/line', auth: true },
  { method: 'PUT', path: '/api/recurringorders/line', auth: true },
  { method: 'POST', path: '/api/recurringorders/notificationsemails', auth: true },
  { method: 'PUT', path: '/api/recurringorders/updateNotificationsEmails', auth: true },
  // Issue 7: editing the basket and placing orders.
  { method: 'PUT', path: '/api/order/updateorderline', auth: true },
  { method: 'POST', path: '/api/order/complete', auth: true },
  { method: 'DELETE', path: '/api/order/orderline/not-a-date/x', auth: true },
  { method: 'POST', path: '/api/order/orderagain/not-a-number', auth: true },
  { method: 'POST', path: '/api/es/order/leaveunattended', auth: true },
  { method: 'POST', path: '/api/es/order/leaveunattendedcomments', auth: true },
];

describe('bad input to every endpoint', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}: 4xx JSON with a message for every kind of garbage, nothing changes`, async () => {
      const before = await snapshot();
      for (const [name, body] of GARBAGE) {
        const res = await ctx.app.request(endpoint.path, {
          method: endpoint.method,
          headers: { 'Content-Type': 'application/json', ...(endpoint.auth ? { Cookie: kok } : {}) },
          body,
        });
        expect(res.status, `${name}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${name}`).toBeLessThan(500);
        const answer = (await res.json()) as { error?: unknown; message?: unknown };
        expect(typeof answer.error, `${name}`).toBe('string');
        expect(typeof answer.message, `${name}`).toBe('string');
        expect(String(answer.message), `${name}: no stack trace`).not.toMatch(/\bat .*\.ts:\d+/);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it('query strings and headers that make no sense are answered, not crashed on', async () => {
    const before = await snapshot();
    const json = { 'Content-Type': 'application/json' };
    // Broken percent-encoding is decoded leniently: an answer, never a 5xx.
    const lenient = await ctx.app.request('/api/product/searchsuggestions?sug=%E0%A4%A', { method: 'POST', headers: { ...json, Cookie: kok }, body: '{}' });
    expect(lenient.status).toBeLessThan(500);
    const refused = [
      ctx.app.request('/api/order/revieworder', { headers: { Cookie: 'shop_session=' + 'x'.repeat(5000) } }),
      ctx.app.request('/api/profile/profileinfo', { method: 'POST', headers: { 'Content-Type': 'application/json; charset=latin1', Cookie: 'shop_session=%%%' }, body: '{}' }),
      ctx.app.request('/api/order/emptybasket/2025-02-30', { method: 'DELETE', headers: { ...json, Cookie: kok } }),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });
});
