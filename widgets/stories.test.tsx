/// <reference types="vite/client" />
// Every story of every widget renders (portable stories, happy-dom) and never touches the network:
// stories are fed with fixtures through the stores, so Storybook works offline and without a server.
import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { unmountElement } from '@storybook/react-dom-shim';
import { cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores';
import { $recurringOrders } from '../core/stores/recurring-orders.js';
import { $favoriteLists } from '../core/stores/favorite-lists-state.js';
import { $leads } from '../core/stores/leads.js';
import preview from '../.storybook/preview.js';
import { ELEMENT_LIST } from './elements.js';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** Text of a node including the open shadow roots below it (the widgets render into shadow roots). */
function deepText(node: Node): string {
  let text = '';
  if (node instanceof Element && node.shadowRoot) text += deepText(node.shadowRoot);
  for (const child of Array.from(node.childNodes)) {
    text += child.nodeType === Node.TEXT_NODE ? (child.textContent ?? '') : deepText(child);
  }
  return text;
}

/**
 * The module with the play functions of the stories tagged 'interaction' left out: those are interaction
 * tests for Chromium (`npm run test:storybook`, issue 21 point 6), where they answer their calls from
 * fixtures. Here each such story still renders its starting state from the fixtures, without a call.
 */
function withoutInteractionTests(mod: StoryModule): StoryModule {
  const copy: Record<string, unknown> = { ...mod };
  for (const [name, story] of Object.entries(mod)) {
    if (name === 'default' || typeof story !== 'object' || story === null) continue;
    const tags = (story as { tags?: string[] }).tags ?? [];
    if (tags.includes('interaction')) copy[name] = { ...story, play: undefined };
  }
  return copy as StoryModule;
}

describe('stories', () => {
  // Every folder with an element (widgets/elements.ts, not a hand list) has stories; each story is
  // rendered by the tests below, so a throwing story fails there.
  for (const e of ELEMENT_LIST) {
    it(`${e.folder}/ (<${e.tag}>) has a *.stories.tsx with at least one story`, () => {
      const own = Object.entries(modules).filter(([p]) => p.startsWith(`./${e.folder}/`) && p.endsWith('.stories.tsx'));
      expect(own.map(([p]) => p), `widgets/${e.folder}/*.stories.tsx`).not.toEqual([]);
      const stories = own.flatMap(([, mod]) => Object.keys(composeStories(mod)));
      expect(stories.length, `stories in widgets/${e.folder}/`).toBeGreaterThan(0);
    });
  }

  for (const [path, mod] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(withoutInteractionTests(mod))) as [string, { run(context: { canvasElement: HTMLElement }): Promise<void> }][];
    describe(path, () => {
      for (const [name, Story] of stories) {
        it(`${name} renders from fixtures without calling the server`, async () => {
          const fetch = vi.fn(() => Promise.reject(new Error('stories must not fetch')));
          vi.stubGlobal('fetch', fetch);
          const canvasElement = document.createElement('div');
          document.body.append(canvasElement);
          await act(async () => {
            await Story.run({ canvasElement });
          });
          await act(async () => {
            await new Promise((r) => setTimeout(r, 20));
          });
          try {
            expect(deepText(canvasElement).trim().length, `${path} ${name} shows something`).toBeGreaterThan(0);
            expect(fetch).not.toHaveBeenCalled();
          } finally {
            // Take the story down now, stores included: Storybook would unmount it only when the next
            // story runs, and nanostores keeps a computed store listening to its sources for a second
            // after that, so the next story's login would load data for this one.
            vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
            await act(async () => unmountElement(canvasElement));
            vi.advanceTimersByTime(STORE_UNMOUNT_DELAY + 1);
            vi.useRealTimers();
          }
          expect([$recurringOrders.lc, $favoriteLists.lc, $leads.lc], 'stores still shown after the story').toEqual([0, 0, 0]);
          // The lead list listens to the session while mounted (a login loads it again). A story that
          // unmounted it before the fake timers above started left that with a real 1 s timer, and the next
          // story's login (the login stories come next) would load the leads: end it now.
          cleanStores($leads);
        });
      }
    });
  }
});
