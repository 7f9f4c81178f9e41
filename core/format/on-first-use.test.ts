import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use.js';

describe('onFirstUse', () => {
  it('makes the value on the first call, not before, and only once', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

// Decision 028, seventh pass: the first Intl object of a page initialises ICU (12–64 ms in Chromium).
// What every page loads first is core/index.ts (the loader's core chunk); importing it must not make one.
describe('importing core', () => {
  const KINDS = ['NumberFormat', 'DateTimeFormat', 'Collator', 'ListFormat', 'PluralRules', 'RelativeTimeFormat'] as const;
  const originals = Object.fromEntries(KINDS.map((k) => [k, Intl[k]])) as Record<(typeof KINDS)[number], unknown>;
  afterEach(() => {
    for (const k of KINDS) Object.defineProperty(Intl, k, { value: originals[k], configurable: true, writable: true });
  });

  it('creates no Intl object until something is formatted', async () => {
    const made: string[] = [];
    for (const k of KINDS) {
      const Original = originals[k] as new (...args: unknown[]) => object;
      const counting = new Proxy(Original, { construct: (target, args) => (made.push(k), Reflect.construct(target, args)) });
      Object.defineProperty(Intl, k, { value: counting, configurable: true, writable: true });
    }
    const core = await import('../index.js');
    expect(made).toEqual([]);
    // The formatters still work once asked for (and are made then).
    expect(core.formatPrice(123_456)).toBe('1.234,56\u00a0kr.');
    expect(made).toContain('NumberFormat');
  });
});
