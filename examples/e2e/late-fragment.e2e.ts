// Issue 2 §9: a named HTML fragment (view version 13) inserted after the page has loaded contains a
// widget, and that widget upgrades and renders.
import { describe, expect, it } from 'vitest';
import { loginViaWidget, scrollToWidget, useBrowser } from './browser';

const FRAGMENT = '/views/13/forside-kampagne.html';

describe('late CMS fragment', () => {
  const fx = useBrowser();

  it(`upgrades the widget in ${FRAGMENT} after the page has loaded`, async () => {
    const { page } = fx;
    const fragmentRequest = page.waitForResponse((r) => new URL(r.url()).pathname === FRAGMENT);
    await page.goto('/');
    expect((await fragmentRequest).status()).toBe(200);

    // The element is not in the page's own HTML: it arrives with the fragment.
    const pageHtml = await (await page.request.get('/')).text();
    expect(pageHtml).not.toContain('<shop-product-list');
    const fragmentHtml = await (await page.request.get(FRAGMENT)).text();
    expect(fragmentHtml).toContain('<shop-product-list');

    const slot = page.locator('[data-fragment="forside-kampagne"]');
    const widget = slot.locator('shop-product-list');
    await widget.waitFor({ state: 'attached' });
    expect(await slot.getAttribute('data-fragment-state')).toBe('loaded');

    // Logged out it renders its login notice inside its shadow root.
    await widget.getByText('Log ind for at se').waitFor({ state: 'visible' });
    const state = await widget.evaluate((el) => ({
      upgraded: customElements.get(el.localName) === el.constructor,
      shadowChildren: el.shadowRoot?.childElementCount ?? 0,
    }));
    expect(state.upgraded).toBe(true);
    expect(state.shadowChildren).toBeGreaterThan(0);
    expect(fx.pageErrors).toEqual([]);
  });

  it('the late widget works: logged in, it shows product cards for its search', async () => {
    const { page } = fx;
    await loginViaWidget(page);
    const list = page.locator('[data-fragment="forside-kampagne"] shop-product-list');
    // Far down the front page: an editor's fixed list searches when it comes near the view (decision 028).
    // The lazy widgets above it may render and push it down after the first scroll: scroll until cards show.
    const cards = list.getByRole('article');
    await expect.poll(async () => {
      await scrollToWidget(list);
      return cards.count();
    }).toBeGreaterThan(0);
    await cards.first().waitFor({ state: 'visible' });
    expect(await cards.count()).toBeGreaterThan(0);
  });
});
