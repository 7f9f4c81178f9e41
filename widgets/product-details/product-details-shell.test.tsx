// <shop-product-details> on the first load (issue 15 point 3, docs/decisions/030-first-load.md): the shell
// renders nothing and imports the view when the page is idle, the URL names a product or a details link is
// clicked; a click caught before the view is there behaves as the view's own (product-details.test.tsx).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $shopConfig, announceFirstView, resetFirstView } from '../../core/index.js';
import { deadlineFixture, detailsFixture, foodInfoFixture, lookupFoundFixture, relationsFixture } from '../../core/stores/product-details.fixture.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { DETAILS_ENTRY } from './details-location.js';
import { ProductDetailsShell } from './product-details-shell.js';

function serve() {
  return mockFetch({
    'GET /api/product/lookup/100123': { body: lookupFoundFixture },
    'GET /api/product/foodinfo/100123': { body: foodInfoFixture },
    'GET /api/product/relations': { body: relationsFixture },
    'POST /api/deadlines/delivery': { body: deadlineFixture },
    'POST /api/eventlog': { body: {} },
  });
}

let idleCallbacks: (() => void)[] = [];

beforeEach(() => {
  idleCallbacks = [];
  // The page never gets idle unless a test says so.
  vi.stubGlobal('requestIdleCallback', (done: () => void) => idleCallbacks.push(done));
  vi.stubGlobal('cancelIdleCallback', () => {});
  setFixtureState({ profile: fixtureProfile });
});

afterEach(() => {
  cleanup(); // unmounted while the stubs are there (the shell cancels its idle callback)
  resetFirstView();
  vi.unstubAllGlobals();
});

function linkTo(href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'Letmælk';
  document.body.append(link);
  return link;
}

const heading = () => screen.findByRole('heading', { level: 2, name: detailsFixture.description });

describe('<shop-product-details> shell', () => {
  it('renders nothing until the page is idle, then the (closed) view', async () => {
    window.history.replaceState(null, '', '/soeg?search=ost');
    const { container } = render(<ProductDetailsShell mode="page" />);
    expect(container.querySelector('dialog')).toBeNull();
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]!());
    await waitFor(() => expect(container.querySelector('dialog')).not.toBeNull());
    expect(container.querySelector('dialog')!.open).toBe(false);
  });

  it('waits for the first view of the page (as the loader announced it) before it asks for idle', async () => {
    window.history.replaceState(null, '', '/soeg?search=ost');
    let firstViewSettled!: () => void;
    announceFirstView(new Promise<void>((done) => (firstViewSettled = done)));
    const { container } = render(<ProductDetailsShell mode="page" />);
    await new Promise((done) => setTimeout(done, 20));
    expect(idleCallbacks).toHaveLength(0);
    firstViewSettled();
    await waitFor(() => expect(idleCallbacks).toHaveLength(1));
    expect(container.querySelector('dialog')).toBeNull();
    act(() => idleCallbacks[0]!());
    await waitFor(() => expect(container.querySelector('dialog')).not.toBeNull());
  });

  it('opens at once from ?foodInfo=, without waiting for idle', async () => {
    serve();
    window.history.replaceState(null, '', '/soeg?foodInfo=100123');
    const { container } = render(<ProductDetailsShell mode="page" />);
    await heading();
    expect(container.querySelector('dialog')!.open).toBe(true);
  });

  it('page mode: a click before the view is loaded pushes foodInfo, opens it, and focus returns to the link', async () => {
    serve();
    window.history.replaceState(null, '', '/soeg?search=ost');
    const { container } = render(<ProductDetailsShell mode="page" />);
    const link = linkTo('/soeg?foodInfo=100123');
    const push = vi.spyOn(history, 'pushState');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?search=ost&foodInfo=100123');
    expect((history.state as Record<string, unknown>)[DETAILS_ENTRY]).toBe(true);
    await heading();
    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    vi.spyOn(history, 'back').mockImplementation(() => {});
    fireEvent.click(within(dialog).getByRole('button', { name: /Tilbage/ }));
    expect(document.activeElement).toBe(link);
    link.remove();
    push.mockRestore();
  });

  it('modal mode: a click on a link to the search page opens the view without touching the URL', async () => {
    serve();
    $shopConfig.setKey('searchUrl', '/soeg');
    window.history.replaceState(null, '', '/inspiration/opskrifter/frikadeller-1042');
    const { container } = render(<ProductDetailsShell mode="modal" />);
    const link = linkTo('/soeg?foodInfo=100123');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    await heading();
    expect(container.querySelector('dialog')!.open).toBe(true);
    expect(window.location.search).toBe('');
    link.remove();
  });

  it('leaves other links and modified clicks to the browser', () => {
    window.history.replaceState(null, '', '/soeg');
    render(<ProductDetailsShell mode="page" />);
    const other = linkTo('/soeg?search=ost');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    other.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    const details = linkTo('/soeg?foodInfo=100123');
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    details.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    other.remove();
    details.remove();
  });
});
