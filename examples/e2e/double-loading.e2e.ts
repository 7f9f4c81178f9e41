// A CMS easily includes the widget script twice: the loader must guard against it.
import { describe, expect, it } from 'vitest';
import { UI_TIMEOUT, useBrowser } from './browser';

describe('widget script loaded twice', () => {
  const fx = useBrowser();

  it('throws nothing, and widgets added afterwards still upgrade', async () => {
    const { page } = fx;
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    await page.goto('/');
    await page.locator('shop-search-bar').first().getByLabel('Søg efter varer').waitFor({ state: 'visible' });

    // The same URL again (the module map dedupes it) and a distinct URL (the loader really runs twice).
    await page.addScriptTag({ type: 'module', url: '/widgets/shop-widgets.js' });
    await page.addScriptTag({ type: 'module', url: '/widgets/shop-widgets.js?loaded=twice' });
    await page.evaluate(() => {
      const el = document.createElement('shop-search-bar');
      el.id = 'added-after-second-load';
      el.setAttribute('search-url', '/soeg');
      document.querySelector('main')?.append(el);
    });
    await page.locator('#added-after-second-load').getByLabel('Søg efter varer').waitFor({ state: 'visible', timeout: UI_TIMEOUT });
    await page.waitForTimeout(300);

    expect(fx.pageErrors.map((e) => e.message)).toEqual([]);
    expect(consoleErrors.filter((t) => /already|define|registry/i.test(t))).toEqual([]);
  });
});
