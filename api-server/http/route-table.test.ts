// The route table reads what Hono and hono-openapi already hold (decision 009): a small app built here
// shows each part — method, path, parameters, the session guard (own chain or mounted over the path)
// and the JSON Schema of each validated target — and the real app shows it finds the real routes.
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { requireSession } from '../auth/session.js';
import { createTestContext } from '../test-support/test-app.js';
import { fillPath, routeTable } from './route-table.js';
import { validate } from './validate.js';

function smallApp() {
  const app = new Hono();
  app.get('/open', (c) => c.text('ok'));
  app.post('/items/:id/line/:lineNo', requireSession, validate('param', z.object({ id: z.string(), lineNo: z.string() })), validate('json', z.object({ amount: z.number() })), (c) => c.text('ok'));
  app.get('/search', validate('query', z.object({ q: z.optional(z.string()), take: z._default(z.string(), '20') })), (c) => c.text('ok'));
  const guarded = new Hono();
  guarded.use('*', requireSession);
  guarded.delete('/thing', (c) => c.text('ok'));
  app.route('/guarded', guarded);
  return app;
}

describe('routeTable', () => {
  it('answers each method and path once, with its parameters, guard and validated inputs', async () => {
    const table = await routeTable(smallApp());
    const byKey = Object.fromEntries(table.map((r) => [`${r.method} ${r.path}`, r]));
    expect(Object.keys(byKey).sort()).toEqual(['DELETE /guarded/thing', 'GET /open', 'GET /search', 'POST /items/:id/line/:lineNo']);

    expect(byKey['GET /open']).toEqual({ method: 'GET', path: '/open', params: [], session: false, inputs: [] });

    const items = byKey['POST /items/:id/line/:lineNo']!;
    expect(items.params).toEqual(['id', 'lineNo']);
    expect(items.session).toBe(true);
    expect(items.inputs.map((i) => i.target)).toEqual(['param', 'json']);
    expect(items.inputs[0]!.schema).toMatchObject({ type: 'object', properties: { id: { type: 'string' }, lineNo: { type: 'string' } } });
    expect(items.inputs[1]!.schema).toMatchObject({ type: 'object', properties: { amount: { type: 'number' } }, required: ['amount'] });

    const search = byKey['GET /search']!;
    expect(search.session).toBe(false);
    expect(search.inputs).toHaveLength(1);
    expect(search.inputs[0]).toMatchObject({ target: 'query', schema: { properties: { q: { type: 'string' } } } });
    // The parsed side has `take` always (its default); what a caller sends may leave it out (decision 024).
    expect(search.inputs[0]!.schema.required).toEqual(['take']);
    expect(search.inputs[0]!.wireSchema.required).toBeUndefined();
    expect(search.inputs[0]!.wireSchema.properties).toMatchObject({ q: { type: 'string' }, take: { type: 'string', default: '20' } });

    // requireSession mounted with use('*') over a router guards each of its routes.
    expect(byKey['DELETE /guarded/thing']!.session).toBe(true);
  });

  it('reads the real app: the login is open and validates its body, a list route needs a session', async () => {
    const ctx = await createTestContext();
    try {
      const table = await routeTable(ctx.app);
      const login = table.find((r) => r.method === 'POST' && r.path === '/api/profile/login');
      expect(login).toMatchObject({ session: false, params: [] });
      expect(login!.inputs.map((i) => i.target)).toEqual(['json']);
      const search = table.find((r) => r.method === 'POST' && r.path === '/api/product/search');
      expect(search).toMatchObject({ session: true });
      expect(search!.inputs.map((i) => i.target)).toEqual(['json']);
    } finally {
      await ctx.close();
    }
  }, 120_000); // a fresh test database with the demo seed: slow on a loaded CI machine
});

describe('fillPath', () => {
  it('fills each parameter, encoded, and leaves the rest of the path alone', () => {
    expect(fillPath('/a/:id/line/:lineNo', { id: '7', lineNo: 'x y' })).toBe('/a/7/line/x%20y');
    expect(fillPath('/a/:id', {}, (v) => `[${v}]`)).toBe('/a/[1]');
  });
});
