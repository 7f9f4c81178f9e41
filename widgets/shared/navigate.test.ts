import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_URL_DELAY_MS, LOCATION_CHANGE_EVENT, currentLocationSearch, flushLocationSearch, setLocationSearch } from './navigate.js';

describe('setLocationSearch (the URL of the search page, issue 3 §4)', () => {
  let changes: number;
  const count = () => changes++;
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/soeg?search=ost');
    changes = 0;
    window.addEventListener(LOCATION_CHANGE_EVENT, count);
  });
  afterEach(() => {
    flushLocationSearch();
    window.removeEventListener(LOCATION_CHANGE_EVENT, count);
    vi.useRealTimers();
  });

  it('push and replace write the URL at once and tell the widgets', () => {
    const length = window.history.length;
    setLocationSearch('?search=ost&sort=3', 'push');
    expect(location.search).toBe('?search=ost&sort=3');
    expect(window.history.length).toBe(length + 1);
    setLocationSearch('?search=ost&sort=4', 'replace');
    expect(location.search).toBe('?search=ost&sort=4');
    expect(window.history.length).toBe(length + 1);
    expect(changes).toBe(2);
  });

  it('live changes reach the widgets at once and the address bar when typing pauses', () => {
    setLocationSearch('?search=k', 'live');
    vi.advanceTimersByTime(LIVE_URL_DELAY_MS - 1);
    setLocationSearch('?search=ky', 'live');
    expect(changes).toBe(2);
    expect(currentLocationSearch()).toBe('?search=ky');
    vi.advanceTimersByTime(LIVE_URL_DELAY_MS - 1);
    expect(location.search).toBe('?search=ost');
    vi.advanceTimersByTime(1);
    expect(location.search).toBe('?search=ky');
    expect(currentLocationSearch()).toBe('?search=ky');
  });

  it('a push writes the pending live phrase into the entry it leaves, so back returns to it', () => {
    const length = window.history.length;
    setLocationSearch('?search=kyl', 'live');
    setLocationSearch('?search=kyl&f-top200=true', 'push');
    expect(location.search).toBe('?search=kyl&f-top200=true');
    expect(window.history.length).toBe(length + 1);
    // The entry before the push now holds the typed phrase (happy-dom keeps the history in memory).
    vi.advanceTimersByTime(LIVE_URL_DELAY_MS * 2);
    expect(location.search).toBe('?search=kyl&f-top200=true');
  });

  it('back/forward drops a pending live change instead of writing it onto another entry', () => {
    setLocationSearch('?search=laks', 'live');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(currentLocationSearch()).toBe('?search=ost');
    vi.advanceTimersByTime(LIVE_URL_DELAY_MS * 2);
    expect(location.search).toBe('?search=ost');
  });

  it('leaving the page writes the pending phrase (a reload keeps what was typed)', () => {
    setLocationSearch('?search=smør', 'live');
    window.dispatchEvent(new Event('pagehide'));
    expect(new URLSearchParams(location.search).get('search')).toBe('smør');
  });

  it('an unchanged query string changes nothing', () => {
    setLocationSearch('?search=ost', 'push');
    setLocationSearch('?search=ost', 'live');
    expect(changes).toBe(0);
  });
});
