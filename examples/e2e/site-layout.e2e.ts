// The example CMS site has one shared layout (examples/site/layout.html: header, footer, the widget
// script once) and page bodies (examples/site/pages/) that the server composes into it, as a CMS renders
// a master view. This checks the composed pages over HTTP and the server's routing of each CMS address.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

const SITE = resolve(import.meta.dirname, '../site');
const pageFiles = readdirSync(join(SITE, 'pages')).filter((f) => f.endsWith('.html'));
const pageSource = Object.fromEntries(pageFiles.map((p) => [p, readFileSync(join(SITE, 'pages', p), 'utf8')]));

const ADDRESSES: [string, string][] = [
  ['/', 'index.html'],
  ['/soeg?search=m%C3%A6lk', 'soeg.html'],
  ['/kurv', 'kurv.html'],
  ['/ordrer', 'ordrer.html'],
  ['/fastordrer', 'fastordrer.html'],
  ['/favoritlister', 'favoritlister.html'],
  ['/hurtig-bestilling', 'hurtig-bestilling.html'],
  ['/favoritlister/allergener?favoritelist=1', 'allergenoversigt.html'],
  ['/min-side', 'min-side.html'],
  ['/tilbud', 'tilbud.html'],
  ['/vareproever', 'vareproever.html'],
  ['/inspiration/opskrifter/frikadeller-med-kartofler-og-brun-sovs-4101', 'opskrift.html'],
  ['/vores-staerke-brands', 'vores-staerke-brands.html'],
  ['/kort-holdbarhed', 'kort-holdbarhed.html'],
  ['/cms/kampagner', 'cms-kampagner.html'],
  ['/glemt-adgangskode', 'glemt-adgangskode.html'],
  ['/nulstil-adgangskode?token=x', 'nulstil-adgangskode.html'],
  ['/skift-adgangskode', 'skift-adgangskode.html'],
  ['/inspiration/opskrifter', 'opskrifter.html'],
  ['/cms/ordbog', 'cms-ordbog.html'],
  ['/indkoebsliste', 'indkoebsliste.html'],
  ['/ny-webshop', 'ny-webshop.html'],
  ['/cms/widgets', 'cms-widgets.html'],
];

const WIDGET_SCRIPT = /<script type="module" src="\/widgets\/shop-widgets\.js"[^>]*><\/script>/g;

function between(source: string, start: string, end: string): string {
  const from = source.indexOf(start);
  const to = source.indexOf(end, from);
  return from < 0 || to < 0 ? '' : source.slice(from, to + end.length);
}

const served: Record<string, string> = {};
beforeAll(async () => {
  for (const [address, file] of ADDRESSES) {
    const res = await fetch(new URL(address, baseUrl()));
    expect(res.status, address).toBe(200);
    expect(res.headers.get('content-type') ?? '').toMatch(/text\/html/);
    served[file] = await res.text();
  }
});

describe('example site layout', () => {
  it('has a page body for every address, and nothing else', () => {
    expect(pageFiles.sort()).toEqual(ADDRESSES.map(([, f]) => f).sort());
  });

  it.each(pageFiles)('pages/%s carries no layout of its own, only its metadata and <main>', (file) => {
    const source = pageSource[file]!;
    expect(source).toMatch(/^<!-- title: .+ -->\n<!-- description: .+ -->\n<main id="indhold"/);
    expect(source).not.toMatch(/<html|<head[\s>]|<header class="site-header"|<footer|shop-widgets\.js|<shop-toasts|<shop-session-expired/);
  });

  it.each(ADDRESSES)('%s is its page in the shared layout: Danish, the widget script and layout widgets once', (_address, file) => {
    const html = served[file]!;
    const title = /<!-- title: (.+) -->/.exec(pageSource[file]!)![1]!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toMatch(/<html lang="da">/);
    expect(html).toContain(`<title>${title.replace(/&/g, '&#38;')}</title>`);
    expect(html.match(WIDGET_SCRIPT)?.length).toBe(1);
    expect(html.match(/shop-widgets\.js/g)?.length).toBe(1);
    expect(html.match(/<shop-toasts>/g)?.length).toBe(1);
    expect(html.match(/<shop-session-expired /g)?.length).toBe(1);
    expect(html.match(/<main id="indhold"/g)?.length).toBe(1);
    expect(html).toContain('<a class="skip-link" href="#indhold">');
    // Issue 15 point 2: the site's stylesheet inlined, minified (api-server/site/site-assets.ts, decision 028).
    expect(html).toMatch(/<style>[^<]*\.site-header\{[^<]*<\/style>/);
    expect(html).not.toContain('<link rel="stylesheet"');
    // The site's scripts by the hash of their minified text (decision 028, sixth pass).
    expect(html).toMatch(/<script src="\/assets\/cms-fragments\.[0-9a-f]{10}\.js" defer><\/script>/);
    expect(html).not.toContain('/assets/cms-fragments.js');
    // The body as written, around any `{{…}}` placeholder the server fills (the editors' page's catalogue),
    // its scripts' hashed names read as the plain ones.
    const asWritten = html.replace(/\/assets\/([a-z0-9-]+)\.[0-9a-f]{10}\.js/g, '/assets/$1.js');
    for (const piece of pageSource[file]!.replace(/^(<!--.*-->\n)+/, '').trimEnd().split(/\{\{[a-z-]+\}\}/)) expect(asWritten).toContain(piece);
    expect(html).not.toContain('{{');
  });

  it('every page has the same header and footer', () => {
    const headers = Object.values(served).map((h) => between(h, '<header class="site-header"', '</header>'));
    const footers = Object.values(served).map((h) => between(h, '<footer class="site-footer"', '</footer>'));
    expect(headers[0]).toContain('<shop-search-bar search-url="/soeg"></shop-search-bar>');
    expect(headers[0]).toContain('<shop-mini-basket basket-url="/kurv"></shop-mini-basket>');
    for (const h of headers) expect(h).toBe(headers[0]);
    expect(footers[0]).not.toBe('');
    for (const f of footers) expect(f).toBe(footers[0]);
  });

  it('has the view-13 fragments that pages load later', () => {
    const views = readdirSync(join(SITE, 'views/13'));
    let late = 0;
    for (const source of Object.values(pageSource)) {
      for (const m of source.matchAll(/data-fragment="([a-z0-9-]+)" data-view-version="13"/g)) {
        expect(views).toContain(`${m[1]}.html`);
        late++;
      }
    }
    expect(late).toBeGreaterThan(0);
  });

  it.each([
    ['/views/13/forside-kampagne.html', 'views/13/forside-kampagne.html'],
    ['/views/13/opskrift-varer.html', 'views/13/opskrift-varer.html'],
    ['/assets/site.css', 'assets/site.css'],
    ['/assets/cms-fragments.js', 'assets/cms-fragments.js'],
  ])('the server answers %s with examples/site/%s', async (path, file) => {
    const res = await fetch(new URL(path, baseUrl()));
    expect(res.status).toBe(200);
    expect((await res.text()).trim()).toBe(readFileSync(join(SITE, file), 'utf8').trim());
  });

  // Issue 15 point 2 (decision 028, second pass): what Lighthouse asked of the site's own files.
  it('inlines the stylesheet with its hash in the CSP, serves it minified by that hash, kept a year, as br; the page with an ETag', async () => {
    const page = await fetch(new URL('/soeg', baseUrl()));
    const inline = /<style>([^<]*)<\/style>/.exec(await page.text())![1]!;
    expect(page.headers.get('content-security-policy')).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    const href = `/assets/site.${createHash('sha256').update(inline).digest('hex').slice(0, 10)}.css`;
    expect(page.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect(page.headers.get('cache-control')).toBe('public, no-cache');
    expect((await fetch(new URL('/soeg', baseUrl()), { headers: { 'If-None-Match': page.headers.get('etag')! } })).status).toBe(304);
    // Node's fetch decodes br when asked for it (it asks for gzip and deflate only by default).
    const css = await fetch(new URL(href, baseUrl()), { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(css.headers.get('content-encoding')).toBe('br');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await css.text();
    expect(text).not.toContain('/*');
    expect(text).toBe(inline);
  });

  it('does not serve the layout or the page bodies as files', async () => {
    for (const path of ['/layout.html', '/pages/index.html', '/views/13/../../layout.html']) {
      expect((await fetch(new URL(path, baseUrl()))).status, path).toBe(404);
    }
  });

  it('the server serves the widget loader as JavaScript', async () => {
    const res = await fetch(new URL('/widgets/shop-widgets.js', baseUrl()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type') ?? '').toMatch(/javascript/);
  });
});
