import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useMemo } from 'react';
import { atom } from 'nanostores';
import type { WritableAtom } from 'nanostores';
import { useStore } from './use-store.js';

function Show({ store }: { store: WritableAtom<string> }) {
  return <p>{useStore(store)}</p>;
}

describe('useStore', () => {
  it('shows the value and follows changes', () => {
    const $text = atom('a');
    render(<Show store={$text} />);
    expect(screen.getByText('a')).toBeTruthy();
    act(() => $text.set('b'));
    expect(screen.getByText('b')).toBeTruthy();
  });

  it('follows a store that replaced another and was set before any paint (the product list per query)', async () => {
    const stores = new Map<string, WritableAtom<string>>();
    const storeFor = (key: string) => {
      if (!stores.has(key)) stores.set(key, atom(`${key}: loading`));
      return stores.get(key)!;
    };
    function List({ query }: { query: string }) {
      const store = useMemo(() => storeFor(query), [query]);
      const value = useStore(store);
      // As the product list does: the query goes out in a layout effect and the answer comes back
      // in the same task, before a passive effect could subscribe.
      useLayoutEffect(() => {
        if (store.get().endsWith('loading')) queueMicrotask(() => store.set(`${query}: ready`));
      }, [store, query]);
      return <p>{value}</p>;
    }
    const { rerender } = render(<List query="k" />);
    await act(async () => {
      rerender(<List query="ky" />);
      await Promise.resolve();
    });
    expect(screen.getByText('ky: ready')).toBeTruthy();
    expect(stores.get('k')!.lc).toBe(0); // the old store has no listener left
  });

  it('stops listening when unmounted', () => {
    const $n = atom(1);
    const { unmount } = render(<Show store={$n as unknown as WritableAtom<string>} />);
    expect($n.lc).toBe(1);
    unmount();
    expect($n.lc).toBe(0);
  });
});
