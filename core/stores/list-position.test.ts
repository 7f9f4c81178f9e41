// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURN_POS_KEY } from '../rules/return-position.js';
import { saveListView, saveReturnPosition, storedListView, takeReturnPosition } from './list-position.js';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('return position (§9 returnPos)', () => {
  it('comes back once, on the page it was saved for', () => {
    window.history.replaceState(null, '', '/soeg?search=m%C3%A6lk');
    saveReturnPosition('?search=m%C3%A6lk', 60);
    expect(takeReturnPosition()).toMatchObject({ url: '/soeg?search=m%C3%A6lk', shown: 60 });
    expect(takeReturnPosition()).toBeNull();
    expect(sessionStorage.getItem(RETURN_POS_KEY)).toBeNull();
  });

  it('is not restored on another page', () => {
    window.history.replaceState(null, '', '/soeg?search=ost');
    saveReturnPosition('?search=m%C3%A6lk', 60);
    expect(takeReturnPosition()).toBeNull();
  });

  it('storage that throws starts afresh instead of failing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', broken);
    vi.stubGlobal('localStorage', broken);
    expect(() => saveReturnPosition('', 1)).not.toThrow();
    expect(takeReturnPosition()).toBeNull();
    expect(() => saveListView('list')).not.toThrow();
    expect(storedListView('gallery')).toBe('gallery');
  });
});

describe('gallery or list', () => {
  it('the user\'s choice wins over the page\'s, and junk is ignored', () => {
    expect(storedListView('list')).toBe('list');
    saveListView('gallery');
    expect(storedListView('list')).toBe('gallery');
    localStorage.setItem('shop-product-list-view', 'grid');
    expect(storedListView('list')).toBe('list');
  });
});
