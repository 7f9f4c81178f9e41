import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $toasts } from '../../core/index.js';
import { $punchOut } from '../../core/stores/punch-out.js';
import type { PunchOutForm } from '../../core/schemas/punch-out.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { fixtureProfile, punchOutInspectProfile, punchOutProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { loadPunchOutBannerPanel, PunchOutBanner } from './punch-out-banner.js';

const emptyCart: PunchOutForm = { action: 'https://indkob.kommune.dk/oci/hook', target: '_top', fields: [] };
const cxmlEmptyCart: PunchOutForm = {
  action: 'https://buyer.example/cxml/return',
  target: '_top',
  fields: [{ name: 'cxml-urlencoded', value: '<?xml version="1.0"?><cXML><Message><PunchOutOrderMessage><PunchOutOrderMessageHeader operationAllowed="edit"><Total><Money currency="DKK">0.00</Money></Total></PunchOutOrderMessageHeader></PunchOutOrderMessage></Message></cXML>' }],
};

/** The checks axe would make that can fail inside the banner: named controls, nothing interactive nested. */
function expectAccessible(root: HTMLElement) {
  for (const control of Array.from(root.querySelectorAll('button, input:not([type="hidden"]), select, a'))) {
    const named = control.textContent?.trim() || control.getAttribute('aria-label') || control.getAttribute('aria-labelledby');
    expect(named, control.outerHTML).toBeTruthy();
  }
  expect(root.querySelector('a a, a button, button a, button button, button input')).toBeNull();
  for (const el of Array.from(root.querySelectorAll('[aria-describedby], [aria-labelledby]'))) {
    for (const ref of `${el.getAttribute('aria-describedby') ?? ''} ${el.getAttribute('aria-labelledby') ?? ''}`.split(' ').filter(Boolean)) {
      expect(root.ownerDocument.getElementById(ref), `#${ref}`).not.toBeNull();
    }
  }
}

describe('<PunchOutBanner>', () => {
  it('says the user shops from the procurement system, with "Annullér og vend tilbage"', async () => {
    setFixtureState({ profile: punchOutProfile });
    const { container } = render(<PunchOutBanner />);
    expect(await screen.findByText(daPunchOut.banner)).toBeTruthy();
    expect(screen.getByRole('button', { name: daPunchOut.cancelAndReturn })).toBeTruthy();
    expectAccessible(container);
  });

  it('shows in an inspect session too (the way back is the same)', async () => {
    setFixtureState({ profile: punchOutInspectProfile });
    render(<PunchOutBanner />);
    expect(await screen.findByRole('button', { name: daPunchOut.cancelAndReturn })).toBeTruthy();
  });

  it.each([
    ['an ordinary user', fixtureProfile],
    ['a punch-out user logged in ordinarily', { ...punchOutProfile, punchOut: null }],
    ['an anonymous visitor', null],
  ])('renders nothing for %s', (_who, profile) => {
    const fetch = mockFetch({});
    setFixtureState({ profile });
    const { container } = render(<PunchOutBanner />);
    expect(container.innerHTML).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([['OCI', emptyCart], ['cXML', cxmlEmptyCart]])('cancel (%s): pologout with {}, then the empty cart posted back once', async (_protocol, form) => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const fetch = mockFetch({ 'POST /api/profile/pologout': { body: form } });
    setFixtureState({ profile: punchOutProfile });
    const { container } = render(<PunchOutBanner />);
    fireEvent.click(await screen.findByRole('button', { name: daPunchOut.cancelAndReturn }));
    await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    expect(callsTo(fetch, 'POST', '/api/profile/pologout').map((c) => c.body)).toEqual([{}]);
    const el = container.querySelector('form')!;
    expect(el.getAttribute('method')).toBe('post');
    expect(el.getAttribute('action')).toBe(form.action);
    expect(el.getAttribute('target')).toBe('_top');
    expect([...el.querySelectorAll('input[type="hidden"]')].map((i) => ({ name: (i as HTMLInputElement).name, value: (i as HTMLInputElement).value }))).toEqual(form.fields);
    expect(screen.getByRole('status').textContent).toBe(daPunchOut.returning);
    expect(screen.getByRole('button', { name: daPunchOut.transferNow })).toBeTruthy();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: daPunchOut.cancelAndReturn })).toBeNull();
    expectAccessible(container);
  });

  it('the form stays when the session ends on the page too (the page is on its way back)', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    await loadPunchOutBannerPanel();
    setFixtureState({ profile: null });
    $punchOut.set({ status: 'form', kind: 'cancel', form: emptyCart, submitted: true });
    const { container } = render(<PunchOutBanner />);
    expect(container.querySelector('form')).not.toBeNull();
  });

  it('a refusal shows the server text and the button can be used again', async () => {
    mockFetch({ 'POST /api/profile/pologout': { status: 403, body: { error: 'NotPunchOutSession', message: daPunchOut.notPunchOutSession } } });
    setFixtureState({ profile: punchOutProfile });
    const { container } = render(<PunchOutBanner />);
    fireEvent.click(await screen.findByRole('button', { name: daPunchOut.cancelAndReturn }));
    await waitFor(() => expect(container.querySelector('.problem')?.textContent).toBe(daPunchOut.notPunchOutSession));
    expect($toasts.get().map((t) => t.message)).toContain(daPunchOut.notPunchOutSession);
    expect((screen.getByRole('button', { name: daPunchOut.cancelAndReturn }) as HTMLButtonElement).disabled).toBe(false);
    expect(container.querySelector('form')).toBeNull();
  });

  it('while the cancel is on its way the button is busy and cannot be pressed again', async () => {
    setFixtureState({ profile: punchOutProfile });
    $punchOut.set({ status: 'sending', kind: 'cancel' });
    render(<PunchOutBanner />);
    const button = (await screen.findByRole('button', { name: daPunchOut.returning })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
