import { describe, expect, it } from 'vitest';
import { colleagueFormErrors, mayDecideUsernameRequests, mayRequestUsernames, normalizeUsername, requestTimeText, shouldCheckAvailability } from './usernames.js';

describe('normalizeUsername', () => {
  it.each([
    ['Ny.Kollega@Kantinen.DK', 'ny.kollega@kantinen.dk'],
    ['  a@b.dk  ', 'a@b.dk'],
    ['ÆBLE@gård.dk', 'æble@gård.dk'],
  ])('%j -> %j', (input, expected) => expect(normalizeUsername(input)).toBe(expected));
});

describe('colleagueFormErrors', () => {
  it.each([
    [{ name: 'Ny Kollega', email: 'ny@kantinen.dk' }, {}],
    [{ name: '  ', email: 'ny@kantinen.dk' }, { name: 'nameMissing' }],
    [{ name: 'x'.repeat(101), email: 'ny@kantinen.dk' }, { name: 'nameTooLong' }],
    [{ name: 'æ'.repeat(100), email: 'ny@kantinen.dk' }, {}],
    [{ name: 'Ny', email: '' }, { email: 'emailMissing' }],
    [{ name: 'Ny', email: 'ny@kantinen' }, { email: 'emailInvalid' }],
    [{ name: 'Ny', email: 'ny kollega@kantinen.dk' }, { email: 'emailInvalid' }],
    [{ name: 'Ny', email: '@kantinen.dk' }, { email: 'emailInvalid' }],
    [{ name: '', email: 'a@@b.dk' }, { name: 'nameMissing', email: 'emailInvalid' }],
  ])('%j -> %j', (form, expected) => expect(colleagueFormErrors(form)).toEqual(expected));
});

describe('shouldCheckAvailability', () => {
  it.each([
    ['ny@kantinen.dk', true],
    ['ny@kantinen', false],
    ['', false],
    ['ny@', false],
  ])('%j -> %s', (email, expected) => expect(shouldCheckAvailability(email)).toBe(expected));
});

describe('who may request and decide', () => {
  const cook = { isAdmin: false, isPunchOut: false, punchOut: null };
  it.each([
    ['nobody logged in', null, false, false],
    ['a cook', cook, true, false],
    ['an admin', { ...cook, isAdmin: true }, true, true],
    ['a punch-out user', { ...cook, isPunchOut: true }, false, false],
    ['an admin in a punch-out session', { ...cook, isAdmin: true, punchOut: { protocol: 'oci', operation: 'create' } }, false, false],
  ])('%s: request %s, decide %s', (_, profile, request, decide) => {
    expect(mayRequestUsernames(profile)).toBe(request);
    expect(mayDecideUsernameRequests(profile)).toBe(decide);
  });
});

describe('requestTimeText', () => {
  it.each([
    ['2025-06-04T10:00:00Z', /^4\. jun\. 2025.*12[.:]00$/],
    ['2025-12-31T23:30:00Z', /^1\. jan\. 2026.*00[.:]30$/],
  ])('%s -> %s (Copenhagen time)', (iso, expected) => expect(requestTimeText(iso)).toMatch(expected));
});
