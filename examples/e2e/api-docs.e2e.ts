// /api/docs (issue 21 point 7): Swagger UI, served from node_modules by the shop itself, renders the
// OpenAPI document under its own strict policy (no inline script or style, nothing from another
// origin), with no CSP violation and no console error. Patterns from csp.e2e.ts.
import { describe, expect, it } from 'vitest';
import { UI_TIMEOUT, useBrowser } from './browser';

describe('API documentation viewer', () => {
  const fx = useBrowser();

  it('renders the operations from /api/openapi.json with no CSP violation and no console error', async () => {
    const { page } = fx;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`), true);
    });
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).origin !== new URL(page.url() === 'about:blank' ? r.url() : page.url()).origin) foreign.push(r.url());
    });

    // Swagger UI renders operations as they scroll into view; a deep link (tag/operationId) opens one.
    const response = await page.goto('/api/docs#/orders/postApiOrderAddtoorder');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-');

    // The document's title and an operation of the basket, with its path, rendered by Swagger UI.
    await expect.poll(() => page.locator('.swagger-ui .info .title').textContent()).toContain('Webshop API');
    const operation = page.locator('.opblock-post').filter({ has: page.locator('.opblock-summary-path[data-path="/api/order/addtoorder"]') });
    // Swagger UI renders operations as they scroll into view, and a busy machine may not have followed
    // the deep link yet: scroll down until the operation is there.
    await expect.poll(async () => {
      if ((await operation.count()) > 0) return true;
      await page.evaluate(() => window.scrollBy(0, 600));
      return false;
    }, { timeout: 2 * UI_TIMEOUT, interval: 250 }).toBe(true);
    await operation.scrollIntoViewIfNeeded();
    // Swagger UI's id of the operation: its tag and operationId (deep links use them).
    expect(await operation.getAttribute('id')).toBe('operations-orders-postApiOrderAddtoorder');
    // Opened (by the deep link, or here): the request body and the answers, errors included.
    if (!(await operation.locator('.responses-table').first().isVisible())) await operation.locator('.opblock-summary-control').click();
    await operation.locator('.responses-table').first().waitFor({ state: 'visible' });
    await expect.poll(() => operation.locator('.response-col_status').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('200'), expect.stringContaining('401'), expect.stringContaining('415')]));

    // The stylesheet applied (an operation's method badge is coloured), without 'unsafe-inline'.
    const badge = await operation.locator('.opblock-summary-method').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(badge).not.toBe('rgba(0, 0, 0, 0)');

    const violations = await page.evaluate(() => [...(window as unknown as { __cspViolations: string[] }).__cspViolations]);
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(fx.pageErrors).toEqual([]);
    expect(foreign).toEqual([]);

    // The detector works under this policy: a script from outside 'self' is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'data:text/javascript,window.__injected=true';
      document.head.append(script);
    });
    await expect.poll(() => page.evaluate(() => [...(window as unknown as { __cspViolations: string[] }).__cspViolations])).toEqual([expect.stringMatching(/^script-src/)]);
  });
});
