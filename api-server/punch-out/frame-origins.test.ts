import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { parsePunchOutFrameOrigins } from './frame-origins.js';

describe('PUNCHOUT_FRAME_ORIGINS (issue 16 §4)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['https://srm.kommune.dk', ['https://srm.kommune.dk']],
    ['https://srm.kommune.dk/, https://s1.ariba.com', ['https://srm.kommune.dk', 'https://s1.ariba.com']],
    ['http://localhost:4000', ['http://localhost:4000']],
  ])('%j -> %j', (value, origins) => {
    expect(parsePunchOutFrameOrigins(value)).toEqual(origins);
  });

  it.each(['*', 'http://srm.kommune.dk', 'https://srm.kommune.dk/path', 'https://*.ariba.com', 'srm.kommune.dk'])('refuses %s', (value) => {
    expect(() => parsePunchOutFrameOrigins(value)).toThrow(/PUNCHOUT_FRAME_ORIGINS/);
  });
});

describe('the headers with procurement origins', () => {
  let framed: TestContext;
  beforeAll(async () => {
    framed = await createTestContext({ config: { punchOutFrameOrigins: ['https://srm.kommune.dk'] } });
  });
  afterAll(async () => framed?.close());

  it('only the configured origins may frame the shop and receive its forms', async () => {
    const res = await framed.get('/api/health');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/srm\.kommune\.dk(;|$)/);
    expect(csp).toMatch(/form-action 'self' https:\/\/srm\.kommune\.dk(;|$)/);
    expect(res.headers.get('X-Frame-Options')).toBeNull();
  });
});
