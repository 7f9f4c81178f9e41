import { describe, expect, it } from 'vitest';
import {
  cookieAssignment,
  LEAD_SEEN_COOKIE,
  LEAD_SEEN_DAYS,
  LEAD_SHOW_COOKIE,
  LEAD_SHOW_DAYS,
  markSeen,
  MAX_SEEN_IDS,
  newLeadCount,
  parseSeenIds,
  parseShowState,
  readCookie,
  seenIdsValue,
  showStateValue,
} from './lead-cookies.js';

describe('lead cookies (spec §4, §9)', () => {
  it('keeps the show-state 30 days and the seen ids 10 days', () => {
    expect(LEAD_SHOW_DAYS).toBe(30);
    expect(LEAD_SEEN_DAYS).toBe(10);
    expect(cookieAssignment(LEAD_SHOW_COOKIE, '1', LEAD_SHOW_DAYS)).toBe('shop_leads_open=1; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(cookieAssignment(LEAD_SEEN_COOKIE, '1.2', LEAD_SEEN_DAYS, true)).toBe('shop_leads_seen=1.2; Max-Age=864000; Path=/; SameSite=Lax; Secure');
  });

  it.each([
    ['', 'shop_leads_open', null],
    ['a=1; shop_leads_open=1', 'shop_leads_open', '1'],
    ['shop_leads_open=0;shop_leads_seen=1.2', 'shop_leads_seen', '1.2'],
    ['xshop_leads_open=1', 'shop_leads_open', null],
    ['broken; shop_leads_seen = 3 ', 'shop_leads_seen', '3'],
  ])('readCookie(%j, %s) is %j', (cookies, name, value) => {
    expect(readCookie(cookies, name)).toBe(value);
  });

  it.each([
    [null, false],
    ['1', true],
    ['0', false],
    ['true', false],
    ['<script>', false],
  ])('the show-state %j reads as open %s', (value, open) => {
    expect(parseShowState(value)).toBe(open);
  });

  it('writes the show-state as 1 and 0', () => {
    expect(showStateValue(true)).toBe('1');
    expect(showStateValue(false)).toBe('0');
  });

  it.each([
    [null, []],
    ['', []],
    ['1.3.4', [1, 3, 4]],
    ['1.1.2', [1, 2]],
    ['1.x.-2.0.07.3', [1, 3]],
    ['99999999999.2', [2]],
    ['2147483648.5', [5]],
  ])('the seen ids %j read as %j (anything malformed dropped)', (value, ids) => {
    expect(parseSeenIds(value)).toEqual(ids);
  });

  it(`keeps at most ${MAX_SEEN_IDS} ids, the newest`, () => {
    const ids = Array.from({ length: MAX_SEEN_IDS + 5 }, (_, i) => i + 1);
    expect(parseSeenIds(ids.join('.'))).toHaveLength(MAX_SEEN_IDS);
    expect(seenIdsValue(ids).split('.')[0]).toBe('6');
    expect(seenIdsValue([1, 3, 4])).toBe('1.3.4');
  });

  it.each([
    [[1, 2, 3, 4], [], 4],
    [[1, 2, 3, 4], [1, 2], 2],
    [[1, 2, 3, 4], [1, 2, 3, 4], 0],
    [[1, 2, 5], [1, 2, 3, 4], 1],
    [[], [1], 0],
  ])('leads %j with seen %j: %i new', (leads, seen, count) => {
    expect(newLeadCount(leads, seen)).toBe(count);
  });

  it('opening the list marks the shown leads seen and forgets leads no longer shown', () => {
    expect(markSeen([], [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(markSeen([1, 9], [1, 2])).toEqual([1, 2]);
    expect(markSeen([1, 2], [])).toEqual([1, 2]);
  });
});
