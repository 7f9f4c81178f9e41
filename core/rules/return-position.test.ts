import { describe, expect, it } from 'vitest';
import { RETURN_POS_MAX_AGE_MS, returnPositionFor, serializeReturnPosition } from './return-position.js';

const now = 1_700_000_000_000;
const saved = { url: '/soeg?search=ost', y: 1234, shown: 90, savedAt: now - 1000 };

describe('returnPositionFor (§9 returnPos)', () => {
  it('gives back the position saved for the same page', () => {
    expect(returnPositionFor(serializeReturnPosition(saved), '/soeg?search=ost', now)).toEqual(saved);
  });
  it.each([
    ['nothing stored', null, '/soeg?search=ost', now],
    ['another page', serializeReturnPosition(saved), '/soeg?search=mælk', now],
    ['too old', serializeReturnPosition(saved), '/soeg?search=ost', now + RETURN_POS_MAX_AGE_MS],
    ['from the future', serializeReturnPosition({ ...saved, savedAt: now + 3_600_000 }), '/soeg?search=ost', now],
    ['not JSON', '{oops', '/soeg?search=ost', now],
    ['wrong shape', JSON.stringify({ url: '/soeg?search=ost', y: 'top' }), '/soeg?search=ost', now],
    ['negative scroll', JSON.stringify({ ...saved, y: -5 }), '/soeg?search=ost', now],
  ])('%s -> null', (_, stored, url, at) => {
    expect(returnPositionFor(stored, url, at)).toBeNull();
  });
  it('caps how many cards a restore loads', () => {
    expect(returnPositionFor(serializeReturnPosition({ ...saved, shown: 99_999 }), saved.url, now)?.shown).toBe(600);
  });
});
