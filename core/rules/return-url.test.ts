import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginUrlWithReturn, sameSitePath } from './return-url.js';

describe('return after login (no open redirect)', () => {
  it.each([
    ['/soeg?search=mælk', '/soeg?search=mælk'],
    ['/', '/'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['soeg', null],
    ['/soeg\n', '/soeg'], // trimmed
    ['/so\u0000eg', null],
    ['/\t/evil.example', null], // browsers drop the tab: it would read as //evil.example
    ['', null],
    [null, null],
  ])('sameSitePath(%j) = %j', (value, expected) => expect(sameSitePath(value)).toBe(expected));

  it.each([
    ['/', { pathname: '/soeg', search: '?search=m%C3%A6lk' }, '/?returnUrl=%2Fsoeg%3Fsearch%3Dm%25C3%25A6lk'],
    ['/log-ind?x=1', { pathname: '/kurv', search: '' }, '/log-ind?x=1&returnUrl=%2Fkurv'],
    ['/', { pathname: '/', search: '' }, '/'], // already on the login page
  ])('loginUrlWithReturn(%j, %o) = %j', (loginUrl, here, expected) => {
    expect(loginUrlWithReturn(loginUrl, here)).toBe(expected);
  });

  it.each([
    ['/tak', '?returnUrl=%2Fsoeg', '/tak'], // the editor's redirect wins
    [undefined, '?returnUrl=%2Fsoeg%3Fsearch%3Dost', '/soeg?search=ost'],
    [undefined, '?returnUrl=https%3A%2F%2Fevil.example', null],
    [undefined, '?returnUrl=%2F%2Fevil.example', null],
    [undefined, '', null],
    ['https://evil.example', '', null],
  ])('afterLoginTarget(%j, %j) = %j', (redirect, search, expected) => {
    expect(afterLoginTarget(redirect, search)).toBe(expected);
  });

  it('round-trips: the page the user left is where the login sends them back', () => {
    const url = new URL(loginUrlWithReturn('/', { pathname: '/soeg', search: '?group=10&search=m%C3%A6lk' }), 'https://shop.example');
    expect(afterLoginTarget(undefined, url.search)).toBe('/soeg?group=10&search=m%C3%A6lk');
  });
});
