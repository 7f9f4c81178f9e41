// The widgets work on a page with a strict Content-Security-Policy (issue 2 §6: zod runs without JIT;
// zod/mini has no JIT path at all, and `jitless` keeps it that way): no 'unsafe-eval', no inline script
// or style. The example site sends such a policy; a journey through
// it must not trigger a single violation.
import { describe, expect, it } from 'vitest';
import { cardControls, expectToast, loginViaWidget, openSearch, orderableCards, useBrowser } from './browser';

describe('strict Content-Security-Policy', () => {
  const fx = useBrowser();

  it('the site sends a policy without unsafe-eval or unsafe-inline, and the journey causes no violation', async () => {
    const { page } = fx;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`), true);
    });
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');

    await loginViaWidget(page);
    await openSearch(page, 'mælk');
    const card = orderableCards(page).first();
    await card.waitFor({ state: 'visible' });
    const { amount, add } = cardControls(card);
    await amount.fill('1');
    await add.click();
    await expectToast(page, /lagt i kurven/);

    // Styles reached the shadow roots: the add button is not an unstyled default button.
    const background = await add.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    const violations = () => page.evaluate(() => [...(window as unknown as { __cspViolations: string[] }).__cspViolations]);
    expect(await violations()).toEqual([]);

    // The policy is enforced and the detector works: a script from outside 'self' is refused, and the
    // refusal is reported. (Playwright's evaluate itself is exempt from CSP, so it cannot test eval.)
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'data:text/javascript,window.__injected=true';
      document.head.append(script);
    });
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
