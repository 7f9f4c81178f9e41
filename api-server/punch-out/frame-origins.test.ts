import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { createTestContext, loginBody, type TestContext } from '../test-support/test-app.js';
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

  it('the punch-out session cookie alone is SameSite=None; Secure (a Lax cookie is never sent in a third-party iframe)', async () => {
    const oci = await Promise.resolve(framed.app.request('/api/punchoutlogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Origin: 'https://srm.kommune.dk' },
      body: new URLSearchParams({ USERNAME: 'indkob@kommune.dk', PASSWORD: DEMO_PASSWORD, HOOK_URL: 'https://srm.kommune.dk/hook' }).toString(),
    }));
    expect(oci.status).toBe(303);
    const punchOutCookie = oci.headers.get('set-cookie') ?? '';
    expect(punchOutCookie).toMatch(/shop_session=[^;]+;.*SameSite=None/i);
    expect(punchOutCookie).toMatch(/;\s*Secure/i);
    expect(punchOutCookie).toMatch(/HttpOnly/i);

    const ordinary = await framed.post('/api/profile/login', loginBody('kok@kantinen.dk', DEMO_PASSWORD));
    expect(ordinary.status).toBe(200);
    expect(ordinary.headers.get('set-cookie') ?? '').toMatch(/shop_session=[^;]+;.*SameSite=Lax/i);
  });
});
