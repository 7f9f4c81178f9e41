import { afterEach, describe, expect, it, vi } from 'vitest';
import { $newSiteWelcome, exchangeNewSiteToken, resetNewSiteWelcome, tokenOf, withoutToken } from './new-site-welcome.js';

const identity = { username: 'kok@nyside.dk', name: 'Nanna Nyside', departmentCode: '1005', departmentName: 'Kantinen Nordhavn', customerNo: '500105', shopType: 0, groupCode: 'nord' };

afterEach(() => {
  resetNewSiteWelcome();
  vi.unstubAllGlobals();
});

describe('tokenOf and withoutToken', () => {
  it.each([
    ['?token=abc', 'abc'],
    ['?d=2026-11-30&token=a%2Bb', 'a+b'],
    ['', ''],
  ])('%s → %s', (search, token) => expect(tokenOf(search)).toBe(token));
  it.each([
    ['http://x/ny-webshop?token=abc', '/ny-webshop'],
    ['http://x/ny-webshop?token=abc&d=2026-11-30#top', '/ny-webshop?d=2026-11-30#top'],
  ])('%s → %s', (href, expected) => expect(withoutToken(href)).toBe(expected));
});

describe('exchangeNewSiteToken', () => {
  it('welcomes the identity the exchange answers, once per page', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(identity), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await exchangeNewSiteToken('abc');
    await exchangeNewSiteToken('abc');
    expect($newSiteWelcome.get()).toEqual({ status: 'welcome', identity });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
  it.each([
    ['no token', '', 200],
    ['a used or expired token', 'abc', 401],
  ])('%s fails', async (_name, token, status) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'TokenInvalid', message: 'x' }), { status, headers: { 'Content-Type': 'application/json' } })));
    await exchangeNewSiteToken(token);
    expect($newSiteWelcome.get()).toEqual({ status: 'failed' });
  });
});
