import { describe, expect, it } from 'vitest';
import { classifySettingsUpdate, environmentAnswerOf, mayChooseCartType, parseProcureFlag } from './own-settings.js';

describe('mayChooseCartType (issue 22 point 5)', () => {
  it.each([
    ['inco', false, true],
    ['inco', true, false],
    ['ab', false, false],
    ['bc', false, false],
    ['product', false, false],
    ['unknown', false, false],
  ])('%s punch-out %s: %s', (siteVariant, isPunchOut, expected) => {
    expect(mayChooseCartType({ siteVariant, isPunchOut })).toBe(expected);
  });
});

describe('parseProcureFlag (§7 toggleprocure/{x})', () => {
  it.each([
    ['1', true], ['true', true], ['0', false], ['false', false], ['yes', null], ['', null], ['TRUE', null], ['2', null],
  ])('%j -> %j', (x, expected) => {
    expect(parseProcureFlag(x)).toBe(expected);
  });
});

describe('classifySettingsUpdate', () => {
  it.each([
    [{ hideCo2: true }, false, { kind: 'own', values: { hideCo2: true } }],
    [{ userId: 7, showExpiry: false }, false, { kind: 'own', values: { showExpiry: false } }],
    [{}, false, { kind: 'empty' }],
    [{ userId: 7 }, true, { kind: 'empty' }],
    [{ showPrices: false }, false, { kind: 'notOwnSetting' }],
    [{ showPrices: false, hideCo2: true }, true, { kind: 'adminSelf', values: { showPrices: false, hideCo2: true } }],
    [{ userId: 9, showPrices: false }, false, { kind: 'admin', userId: 9, values: { showPrices: false } }],
    [{ userId: 9, allowOrdering: true }, true, { kind: 'admin', userId: 9, values: { allowOrdering: true } }],
    [{ userId: 9, hideCo2: true }, true, { kind: 'notAdminSetting' }],
  ])('%j (admin %s)', (body, isAdmin, expected) => {
    expect(classifySettingsUpdate(body, 7, isAdmin)).toEqual(expected);
  });
});

describe('environmentAnswerOf', () => {
  const all = { cookies: true, localStorage: true, indexedDb: true, webWorkers: true, customElements: true };
  const msg = (code: string) => `m:${code}`;
  it.each([
    [all, { supported: true, catalogueMode: 'worker', catalogueCache: 'indexedDb', problems: [] }],
    [{ ...all, webWorkers: false }, { supported: true, catalogueMode: 'mainThread', catalogueCache: 'indexedDb', problems: [{ code: 'noWorkers', message: 'm:noWorkers' }] }],
    [{ ...all, indexedDb: false, cacheApi: true }, { supported: true, catalogueMode: 'worker', catalogueCache: 'cacheApi', problems: [] }],
    [{ ...all, indexedDb: false }, { supported: true, catalogueMode: 'worker', catalogueCache: 'none', problems: [{ code: 'noOfflineCatalogue', message: 'm:noOfflineCatalogue' }] }],
    [{ ...all, cookies: false, customElements: false, localStorage: false }, {
      supported: false, catalogueMode: 'worker', catalogueCache: 'indexedDb',
      problems: [{ code: 'noCookies', message: 'm:noCookies' }, { code: 'noCustomElements', message: 'm:noCustomElements' }, { code: 'noLocalStorage', message: 'm:noLocalStorage' }],
    }],
  ])('%j', (report, expected) => {
    expect(environmentAnswerOf(report, msg)).toEqual(expected);
  });
});
