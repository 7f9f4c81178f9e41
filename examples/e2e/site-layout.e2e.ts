// The example CMS site emulates a shared layout with static HTML: every page repeats the same header
// and footer and loads the widget script exactly once. This keeps the copies identical, and checks
// that the server routes each CMS address to its page.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

const SITE = resolve(import.meta.dirname, '../site');
const pages = readdirSync(SITE).filter((f) => f.endsWith('.html'));
const html = Object.fromEntries(pages.map((p) => [p, readFileSync(join(SITE, p), 'utf8')]));

function between(source: string, start: string, end: string): string {
  const from = source.indexOf(start);
  const to = source.indexOf(end, from);
  if (from < 0 || to < 0) return '';
  return source.slice(from, to + end.length);
}

const WIDGET_SCRIPT = /<script type="module" src="\/widgets\/shop-widgets\.js"[^>]*><\/script>/g;

describe('example site layout', () => {
  it('has the four pages', () => {
    expect(pages.sort()).toEqual(['index.html', 'kurv.html', 'opskrift.html', 'soeg.html']);
  });

  it.each(pages)('%s: Danish, loads the widget script exactly once, layout widgets once', (page) => {
    const source = html[page]!;
    expect(source).toMatch(/<html lang="da">/);
    expect(source.match(WIDGET_SCRIPT)?.length).toBe(1);
    expect(source.match(/shop-widgets\.js/g)?.length).toBe(1);
    expect(source.match(/<shop-toasts>/g)?.length).toBe(1);
    expect(source.match(/<shop-session-expired /g)?.length).toBe(1);
    expect(source.match(/<main id="indhold"/g)?.length).toBe(1);
    expect(source).toContain('<a class="skip-link" href="#indhold">');
  });

  it('repeats an identical header and footer on every page', () => {
    const headers = pages.map((p) => between(html[p]!, '<header class="site-header" data-fragment="header">', '</header>'));
    const footers = pages.map((p) => between(html[p]!, '<footer class="site-footer" data-fragment="footer">', '</footer>'));
    expect(headers[0]).toContain('<shop-search-bar search-url="/soeg"></shop-search-bar>');
    expect(headers[0]).toContain('<shop-mini-basket basket-url="/kurv"></shop-mini-basket>');
    for (const h of headers) expect(h).toBe(headers[0]);
    expect(footers[0]).not.toBe('');
    for (const f of footers) expect(f).toBe(footers[0]);
  });

  it('has the view-13 fragments that pages load later', () => {
    const views = readdirSync(join(SITE, 'views/13'));
    for (const page of pages) {
      for (const m of html[page]!.matchAll(/data-fragment="([a-z0-9-]+)" data-view-version="13"/g)) {
        expect(views).toContain(`${m[1]}.html`);
      }
    }
  });

  it.each([
    ['/', 'index.html'],
    ['/soeg?search=m%C3%A6lk', 'soeg.html'],
    ['/kurv', 'kurv.html'],
    ['/inspiration/opskrifter/frikadeller-med-kartoffelsalat-1042', 'opskrift.html'],
    ['/views/13/forside-kampagne.html', 'views/13/forside-kampagne.html'],
    ['/views/13/opskrift-varer.html', 'views/13/opskrift-varer.html'],
    ['/assets/site.css', 'assets/site.css'],
    ['/assets/cms-fragments.js', 'assets/cms-fragments.js'],
  ])('the server answers %s with examples/site/%s', async (path, file) => {
    const res = await fetch(new URL(path, baseUrl()));
    expect(res.status).toBe(200);
    expect((await res.text()).trim()).toBe(readFileSync(join(SITE, file), 'utf8').trim());
  });

  it('the server serves the widget loader as JavaScript', async () => {
    const res = await fetch(new URL('/widgets/shop-widgets.js', baseUrl()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type') ?? '').toMatch(/javascript/);
  });
});
