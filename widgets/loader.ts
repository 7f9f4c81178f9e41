// The one script a CMS page loads (built as dist/shop-widgets.js):
//   <script type="module" src="/widgets/shop-widgets.js" data-api-base="" data-basket-url="/kurv"
//           data-search-url="/soeg" data-login-url="/"></script>
// It configures the shop from its own data attributes, then imports each element's module the first
// time its tag is on the page, including tags a CMS fragment inserts later. Loading it twice (or
// both the React and the Preact flavour) does nothing the second time.
// Issue 17 §1: the editors' texts (the dictionary's overrides) are fetched at start and every element
// import waits for them (at most DICTIONARY_TIMEOUT_MS), so no widget renders a text before they apply.
// Issue 22 point 2: `data-site="inco"` (and `data-site-name` for {product}) themes an anonymous page; the
// profile's variant wins once known. <html data-shop-site> and the `shop-theme` layer (decision 016).
import { $profile, announceFirstView, configureShop, ensureProfile, safeUrl, whenIdle } from '../core/index.js';
import { SITE_VARIANT_DESCRIPTIONS } from '../core/site/variants.js';
import type * as SiteTheme from './shared/site-theme.js';
import type { ShopConfig } from '../core/index.js';
import { DEFERRED_ELEMENTS, LOAD_ON_EVENT, LOADER_ELEMENTS } from './elements.generated.js';
import { dictionaryLang, loadDictionary } from '../core/api/dictionary-overrides.js';

type SiteThemeModule = typeof SiteTheme;

/**
 * Tag -> its element module (a separate chunk; all of them share the core chunk). Generated from the
 * element list in widgets/elements.ts (`npm run generate:elements`); never list elements here.
 */
export const ELEMENTS = LOADER_ELEMENTS;

const LOADED = Symbol.for('grossist.shop-widgets.loader');

/** The <script> element that loaded this module (document.currentScript is null for modules). */
export function findOwnScript(moduleUrl: string, doc: Document = document): HTMLScriptElement | null {
  const scripts = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'));
  return (
    scripts.find((s) => s.src === moduleUrl) ??
    scripts.find((s) => {
      const file = new URL(moduleUrl).pathname.split('/').pop();
      return file !== undefined && file !== '' && new URL(s.src, doc.baseURI).pathname.endsWith(`/${file}`);
    }) ??
    null
  );
}

/** Shop configuration from the script's data attributes; URLs go through the allow-list. */
export function configFromScript(script: HTMLScriptElement | null): Partial<ShopConfig> {
  if (!script) return {};
  const d = script.dataset;
  const config: Partial<ShopConfig> = {};
  if (d.apiBase !== undefined) {
    const base = d.apiBase.trim() === '' ? '' : safeUrl(d.apiBase);
    if (base !== null) config.apiBase = base.replace(/\/+$/, '');
  }
  for (const [attr, key] of [
    ['basketUrl', 'basketUrl'],
    ['searchUrl', 'searchUrl'],
    ['loginUrl', 'loginUrl'],
    ['recipeServiceUrl', 'recipeServiceUrl'],
    ['shoppingListUrl', 'shoppingListUrl'],
  ] as const) {
    const url = safeUrl(d[attr]);
    if (url) config[key] = url;
  }
  if (d.culture) config.culture = d.culture;
  return config;
}

const requested = new Set<string>();
/** Settles when the dictionary's overrides are applied or given up on; imports wait for it. */
let textsReady: Promise<void> = Promise.resolve();

/** Settles when the page is idle (at the latest after 2 s), for the deferred elements. */
const idle = () => new Promise<void>((done) => void whenIdle(done));

/** Settles when `type` reaches `window` (ElementSpec.loadOnEvent); never without one. */
const eventOf = (type: string | undefined) => new Promise((done) => type && window.addEventListener(type, done, { once: true }));

/** The imports of what the page shows first: the elements that are not deferred, and a deferred one whose event came. */
const firstImports: Promise<unknown>[] = [];
/** How long deferred elements wait at most for the first imports before they load at idle anyway. */
export const FIRST_VIEW_WAIT_MS = 2000;

/**
 * Settles once the first imports have settled and the page is idle after them, again if one was added
 * meanwhile (a deferred element's event, e.g. the catalogue error a list raised when it rendered); at the
 * latest FIRST_VIEW_WAIT_MS after the texts (as the plain idle wait before). The other deferred
 * elements' modules then do not share the network and the main thread with what the page shows first (decision 028 fourth pass: on the search page they came
 * before the catalogue error dialog, the page's largest paint for a visitor).
 */
async function firstViewSettled(): Promise<void> {
  let timedOut = false;
  const deadline = new Promise<void>((done) => setTimeout(done, FIRST_VIEW_WAIT_MS)).then(() => void (timedOut = true));
  for (let count = -1; count !== firstImports.length && !timedOut; ) {
    count = firstImports.length;
    await Promise.race([Promise.allSettled(firstImports), deadline]);
    await Promise.race([idle(), deadline]);
  }
}

function load(tag: string): void {
  const importer = ELEMENTS[tag];
  if (!importer || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  let imported: Promise<unknown>;
  if (DEFERRED_ELEMENTS.includes(tag)) {
    // The event is listened for from the moment the tag is found, so it is not missed while texts load.
    const byEvent = eventOf(LOAD_ON_EVENT[tag]).then(() => textsReady).then(() => true);
    const atIdle = textsReady.then(firstViewSettled).then(() => false);
    imported = Promise.race([byEvent, atIdle]).then((wanted) => {
      const module = importer();
      if (wanted) firstImports.push(module); // it is part of what the page shows now
      return module;
    });
  } else {
    imported = textsReady.then(importer);
    firstImports.push(imported);
  }
  imported.catch((error: unknown) => {
    requested.delete(tag); // a later insertion may try again (e.g. after a network hiccup)
    console.error(`[shop-widgets] could not load <${tag}>`, error);
  });
}

/** How far below the viewport a `loading="lazy"` element starts loading, so it is there when scrolled to. */
export const LAZY_ROOT_MARGIN = '600px 0px';
const watched = new WeakSet<Element>();

/**
 * Issue 15 point 3: `loading="lazy"` on an element, as on an `<img>`, is the page's word that it is below the
 * fold: its module is imported when it comes within LAZY_ROOT_MARGIN of the viewport (or once the page is
 * idle where IntersectionObserver is missing), not with the page. An instance without the attribute loads
 * the tag at once. docs/decisions/030-first-load.md.
 */
function request(element: Element): void {
  const tag = element.localName;
  if (!ELEMENTS[tag] || requested.has(tag) || customElements.get(tag)) return;
  if (element.getAttribute('loading') !== 'lazy') {
    load(tag);
    return;
  }
  if (watched.has(element)) return;
  watched.add(element);
  if (typeof IntersectionObserver === 'undefined') {
    void idle().then(() => load(tag));
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      load(tag);
    },
    { rootMargin: LAZY_ROOT_MARGIN },
  );
  observer.observe(element);
}

function scan(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll(Object.keys(ELEMENTS).join(',')))) request(element);
}

export function start(moduleUrl: string): boolean {
  const w = window as unknown as Record<symbol, unknown>;
  if (w[LOADED]) return false;
  w[LOADED] = true;

  const script = findOwnScript(moduleUrl);
  const config = configFromScript(script);
  configureShop(config);
  // Issue 22 point 2: the variant's theme and name without a rebuild: the script's data-site until the
  // profile says (the profile's variant wins for a logged-in user).
  // The theme is a chunk of its own (decision 016: off the first load); one module promise keeps the
  // calls in order, so the profile's variant is applied after the script's.
  let theme: Promise<SiteThemeModule> | undefined;
  const applyTheme = (site: string | undefined, name: string | undefined) => {
    if (site) void (theme ??= import('./shared/site-theme.js')).then((m) => m.applySiteVariant(document, SITE_VARIANT_DESCRIPTIONS, site, name));
  };
  // subscribe calls at once (no profile yet: the script's variant), again after login and after logout.
  $profile.subscribe((profile) =>
    profile ? applyTheme(profile.siteVariant, profile.siteName) : applyTheme(script?.dataset.site, script?.dataset.siteName),
  );
  textsReady = loadDictionary(config.apiBase ?? '', dictionaryLang(config.culture));
  scan(document);
  // Work no first view needs waits for this (core/stores/first-view.ts: the details view's chunk).
  announceFirstView(textsReady.then(firstViewSettled));
  // Every element asks who is logged in when it mounts (ensureProfile, once per page). Asked here, beside
  // the dictionary, the answer is there when the first element renders instead of a round trip after its
  // module (docs/decisions/028 fourth pass: the search page's catalogue error waited for it).
  if (requested.size > 0) void ensureProfile();

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        const tag = node.localName;
        if (tag in ELEMENTS) request(node);
        if (node.firstElementChild) scan(node);
      }
    }
    if (requested.size === Object.keys(ELEMENTS).length) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return true;
}

start(import.meta.url);
