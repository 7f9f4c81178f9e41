// Storybook only: helpers for the play functions (interaction tests, issue 21 point 6). The widgets render
// into shadow roots, where Testing Library's `within(canvasElement)` does not look: `inShadow` queries the
// open shadow root of the story's host instead. `answerFetch` answers the one call an interaction makes
// (an add to the basket, a booking) from fixtures, so a story still never reaches a server.
import { userEvent, within } from 'storybook/test';

/** Testing Library queries inside the story's shadow root (the `data-story-root` element of InShadow). */
export function inShadow(canvasElement: HTMLElement) {
  const host = Array.from(canvasElement.querySelectorAll('*')).find((e) => e.shadowRoot);
  const root = host?.shadowRoot?.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error('the story rendered no shadow root (InShadow)');
  return within(root);
}

/**
 * The focused element of the shadow root (or document) `element` is in: jest-dom's `toHaveFocus` looks at
 * `document.activeElement`, which is the shadow host for anything inside a shadow root.
 */
export function focusedIn(element: Element): Element | null {
  const root = element.getRootNode() as ShadowRoot | Document;
  return root.activeElement;
}

/**
 * `userEvent.type` into a field inside a shadow root. user-event prepares a field for typing when it sees
 * the focus event on the document, but there the event's target is the shadow host, so it types through
 * the field's `value` setter, where React's change tracker records the text as already known and skips
 * onChange. Dropping the tracker makes React compare against nothing, so every keystroke is a change, as
 * it is for a real user.
 */
export async function typeInShadow(field: HTMLElement, text: string, { replace = false } = {}): Promise<void> {
  delete (field as HTMLElement & { _valueTracker?: unknown })._valueTracker;
  // userEvent.clear insists on document.activeElement (the host here): replace the selected text instead.
  const length = replace && field instanceof HTMLInputElement ? field.value.length : undefined;
  const keys = replace && text === '' ? '{Backspace}' : text;
  await userEvent.type(field, keys, length === undefined ? {} : { initialSelectionStart: 0, initialSelectionEnd: length });
}

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` with fixture answers routed by `'METHOD /path'` (others answer 404) until the returned
 * `restore` is called; `calls` records what was asked, `routes` may change between steps.
 */
export function answerFetch(routes: Record<string, unknown>): { calls: FetchCall[]; routes: Record<string, unknown>; restore(): void } {
  const original = globalThis.fetch;
  const calls: FetchCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: url.pathname, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
    const found = key in routes;
    return new Response(JSON.stringify(found ? routes[key] : { error: 'NotFound' }), {
      status: found ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    calls,
    routes,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
