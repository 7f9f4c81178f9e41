// Shared helpers for the browser suite: Debian's Chromium through playwright-core (never a
// downloaded browser), a fresh context per test, and the few steps several tests share.
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROME_ARGS, CHROME_PATH } from './chromium';

export const DEMO_USER = { email: 'kok@kantinen.dk', password: 'demo1234' };

/** Waiting for the real server and widgets: generous but bounded. */
export const UI_TIMEOUT = 20_000;

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_ARGS,
  });
}

export interface BrowserFixture {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page during the test. */
  pageErrors: Error[];
}

/**
 * Registers hooks: one browser per test file, a fresh context and page per test.
 * Use the returned object's fields inside tests (they are replaced before each test).
 */
export function useBrowser(): BrowserFixture {
  const fx = { pageErrors: [] } as unknown as BrowserFixture;
  beforeAll(async () => {
    fx.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fx.browser?.close();
  });
  beforeEach(async (ctx) => {
    fx.context = await fx.browser.newContext({ baseURL: baseUrl(), locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
    fx.context.setDefaultTimeout(UI_TIMEOUT);
    fx.page = await fx.context.newPage();
    fx.pageErrors = [];
    fx.page.on('pageerror', (error) => fx.pageErrors.push(error));
    // What the page did, printed only when the test fails: a failure in CI then says whether a modal
    // was open, which calls failed and what the console said, without a rerun.
    const trail: string[] = [];
    const note = (line: string) => {
      trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (trail.length > 200) trail.shift();
    };
    fx.context.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') note(`console.${m.type()}: ${m.text()}`);
    });
    fx.context.on('response', (r) => {
      if (r.status() >= 400) note(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    fx.context.on('requestfailed', (r) => note(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText ?? ''}`));
    fx.page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
    ctx.onTestFailed(async () => {
      const open = await openDialogs(fx.page).catch((e: unknown) => [`(could not read: ${String(e)})`]);
      console.error(`[e2e] ${ctx.task.name}\n  page: ${fx.page.url()}\n  open dialogs: ${open.join(' | ') || 'none'}\n  ${trail.join('\n  ') || '(no console errors, failed calls or 4xx/5xx)'}`);
    });
  });
  afterEach(async () => {
    await fx.context?.close();
  });
  return fx;
}

/** The open <dialog>s of the page and its widgets' shadow roots, by their accessible name or text. */
export function openDialogs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const d of root.querySelectorAll('dialog[open]')) found.push((d.getAttribute('aria-label') ?? d.textContent ?? '').trim().slice(0, 120));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    visit(document);
    return found;
  });
}

/** The JSON body of an answer (page.request or page.waitForResponse) that must have `status`; otherwise
 * the failure names the URL, the status and the body the server sent. */
export async function expectJson<T>(response: Promise<{ status(): number; json(): Promise<unknown>; url(): string; text(): Promise<string> }>, status = 200): Promise<T> {
  const res = await response;
  if (res.status() !== status) throw new Error(`${res.url()} answered ${res.status()}, expected ${status}: ${await res.text().catch(() => '')}`);
  return (await res.json()) as T;
}

/** Logs in through the <shop-login> widget (on the front page unless the page is already open). */
export async function loginViaWidget(page: Page, user = DEMO_USER): Promise<void> {
  if (new URL(page.url()).pathname !== '/') await page.goto('/');
  const form = page.locator('shop-login');
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Adgangskode').fill(user.password);
  const response = page.waitForResponse((r) => r.url().includes('/api/profile/login') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Log ind' }).click();
  const res = await response;
  if (res.status() !== 200) throw new Error(`login as ${user.email} answered ${res.status()}: ${await res.text()}`);
}

/** The product cards of the page's <shop-product-list>. */
/**
 * Scrolls a widget's host to the middle of the viewport, as a reader would: a widget the page marks
 * `loading="lazy"` (below the fold, issue 15 point 3) is imported only when it comes near the viewport.
 * The host may still be empty (no size), so this is the DOM's scrollIntoView, not an actionability wait.
 */
export async function scrollToWidget(host: Locator): Promise<void> {
  await host.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

export function productCards(page: Page): Locator {
  return page.locator('shop-product-list').getByRole('article');
}

/** Product cards whose add button is enabled (not discontinued, blocked or without ordering). */
export function orderableCards(page: Page): Locator {
  return productCards(page).filter({ has: page.getByRole('button', { name: /^Læg i kurv: .+$/, disabled: false }) });
}

/** The toast live region (role=status inside <shop-toasts>). */
export function toastRegion(page: Page): Locator {
  return page.locator('shop-toasts').getByRole('status');
}

/** Waits until the toast region shows a text matching `text`. */
export async function expectToast(page: Page, text: string | RegExp, timeout = UI_TIMEOUT): Promise<void> {
  await toastRegion(page).filter({ hasText: text }).first().waitFor({ state: 'visible', timeout });
}

/** A card's amount input and add button, found by their labels inside the card. */
export function cardControls(card: Locator): { amount: Locator; add: Locator; heading: Locator } {
  return {
    heading: card.getByRole('heading').first(),
    amount: card.getByLabel(/^Antal af /),
    add: card.getByRole('button', { name: /^Læg i kurv: .+$/ }),
  };
}

/** Waits until the (first) mini basket shows `text`, as visible text or as its accessible label. */
export async function miniBasketShows(page: Page, text: string | RegExp, timeout = UI_TIMEOUT): Promise<void> {
  const basket = page.locator('shop-mini-basket').first();
  await basket.getByText(text).or(basket.getByLabel(text)).first().waitFor({ state: 'attached', timeout });
}

/** Opens the search page for `phrase` (logged in or not) and waits for the list widget to be defined. */
export async function openSearch(page: Page, phrase: string): Promise<void> {
  await page.goto(`/soeg?search=${encodeURIComponent(phrase)}`);
  await page.waitForFunction(() => customElements.get('shop-product-list') !== undefined, null, { timeout: UI_TIMEOUT });
}

/**
 * axe's violations on the page, one readable line each. Judged on the settled page: a toast caught
 * mid-fade-in is half transparent, and document.getAnimations() does not see into shadow roots, so
 * every root is asked. An endless animation never settles and is not waited for: the product cards'
 * loading skeleton pulses until its list searches, and a list far below the fold searches only when
 * it comes near the view (decision 028); the skeleton has no text for axe to judge.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => {
    const roots: DocumentOrShadowRoot[] = [document];
    for (const el of Array.from(document.querySelectorAll('*'))) if (el.shadowRoot) roots.push(el.shadowRoot);
    const settling = (a: Animation) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity;
    return roots.every((root) => !root.getAnimations().some(settling));
  });
  // label-content-name-mismatch (WCAG 2.5.3, label in name) is one of axe's experimental rules, off by
  // default; Lighthouse's accessibility category runs it, so the suite does too.
  const result = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}
