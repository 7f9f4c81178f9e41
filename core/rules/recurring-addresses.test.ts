import { describe, expect, it } from 'vitest';
import { checkNewNotificationEmail, normalizeNotificationEmail } from './recurring-addresses.js';

const ten = Array.from({ length: 10 }, (_, i) => `kok${i}@kantinen.dk`);

describe('normalizeNotificationEmail', () => {
  it.each([
    ['ole@kantinen.dk', 'ole@kantinen.dk'],
    ['  Ole@Kantinen.DK ', 'ole@kantinen.dk'],
    ['', ''],
  ])('%j -> %j', (raw, email) => expect(normalizeNotificationEmail(raw)).toBe(email));
});

describe('checkNewNotificationEmail (issue 19 point 4: validated, at most 10)', () => {
  it.each([
    ['ole@kantinen.dk', [], { ok: true, email: 'ole@kantinen.dk' }],
    [' Ole@Kantinen.dk ', ['kok@kantinen.dk'], { ok: true, email: 'ole@kantinen.dk' }],
    ['', [], { ok: false, reason: 'invalid' }],
    ['ole', [], { ok: false, reason: 'invalid' }],
    ['ole@kantinen', [], { ok: false, reason: 'invalid' }],
    ['ole @kantinen.dk', [], { ok: false, reason: 'invalid' }],
    ['ole@kantinen.dk', ['ole@kantinen.dk'], { ok: false, reason: 'exists' }],
    ['OLE@kantinen.dk ', ['ole@kantinen.dk'], { ok: false, reason: 'exists' }],
    ['ole@kantinen.dk', ten.slice(0, 9), { ok: true, email: 'ole@kantinen.dk' }],
    ['ole@kantinen.dk', ten, { ok: false, reason: 'full' }],
    ['not an address', ten, { ok: false, reason: 'full' }],
  ] as const)('%j to %j -> %j', (raw, current, expected) => {
    expect(checkNewNotificationEmail(raw, current, 10)).toEqual(expected);
  });
});

