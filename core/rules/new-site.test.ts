import { describe, expect, it } from 'vitest';
import {
  catalogueRedirectPath,
  catalogueRedirectProblem,
  catalogueRedirectStatus,
  isNewSiteUrl,
  newSiteAddress,
  type CatalogueRedirectParams,
  type CatalogueRedirectProblem,
} from './new-site.js';

const session = { departmentCode: '1005', customerNo: '500105', username: 'kok@nyside.dk', shopType: 0 };
const good: CatalogueRedirectParams = { dept: '1005', no: '500105', username: 'kok@nyside.dk', calcDate: '2026-11-27', shopType: '0' };

describe('catalogueRedirectProblem (issue 22 point 3, §7 catalogueredirect)', () => {
  const cases: [string, Partial<CatalogueRedirectParams>, CatalogueRedirectProblem | null][] = [
    ['all match', {}, null],
    ['username in another case', { username: 'KOK@Nyside.dk' }, null],
    ['with a delivery date', { d: '2026-11-30' }, null],
    ['empty delivery date is none', { d: '' }, null],
    ['another department', { dept: '1001' }, 'foreignDepartment'],
    ['another customer number', { no: '500101' }, 'customerNo'],
    ['another username', { username: 'kok@kantinen.dk' }, 'username'],
    ['another shop type', { shopType: '1' }, 'shopType'],
    ['shop type not 0/1', { shopType: 'x' }, 'shopType'],
    ['calcDate not a date', { calcDate: '27-11-2026' }, 'calcDate'],
    ['calcDate not a real day', { calcDate: '2026-02-30' }, 'calcDate'],
    ['d not a date', { d: 'i morgen' }, 'deliveryDate'],
    ['department checked first', { dept: 'x', no: 'y', calcDate: 'z' }, 'foreignDepartment'],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(catalogueRedirectProblem({ ...good, ...change }, session)).toBe(expected);
  });

  it.each([
    ['foreignDepartment', 404],
    ['customerNo', 403],
    ['username', 403],
    ['shopType', 403],
    ['calcDate', 400],
    ['deliveryDate', 400],
  ] as const)('%s answers %i', (problem, status) => {
    expect(catalogueRedirectStatus(problem)).toBe(status);
  });
});

describe('catalogueRedirectPath', () => {
  it('carries the session facts, and d when given; its parameters pass the check', () => {
    const path = catalogueRedirectPath(session, '2026-11-27', '2026-11-30');
    expect(path).toBe('/catalogueredirect?dept=1005&no=500105&username=kok%40nyside.dk&calcDate=2026-11-27&shopType=0&d=2026-11-30');
    const params = Object.fromEntries(new URL(path, 'http://x').searchParams) as unknown as CatalogueRedirectParams;
    expect(catalogueRedirectProblem(params, session)).toBeNull();
    expect(catalogueRedirectPath(session, '2026-11-27')).not.toContain('&d=');
  });
});

describe('newSiteAddress', () => {
  it.each([
    ['/ny-webshop', 'abc', null, '/ny-webshop?token=abc'],
    ['https://nord.example.dk/start?x=1', 'a b', null, 'https://nord.example.dk/start?x=1&token=a%20b'],
    ['https://syd.example.dk/#top', 't', '2026-11-30', 'https://syd.example.dk/?token=t&d=2026-11-30'],
  ])('%s + %s', (url, token, d, expected) => {
    expect(newSiteAddress(url, token, d)).toBe(expected);
  });
});

describe('isNewSiteUrl', () => {
  it.each([
    ['/ny-webshop', true],
    ['https://nord.example.dk/', true],
    ['http://nord.example.dk/', false],
    ['//evil.example/', false],
    ['javascript:alert(1)', false],
    ['/\\evil', false],
  ])('%s → %s', (url, ok) => {
    expect(isNewSiteUrl(url)).toBe(ok);
  });
});
