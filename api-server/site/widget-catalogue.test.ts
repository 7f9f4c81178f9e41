// Issue 21 point 3: /cms/widgets lists every element of custom-elements.json with its attributes, events,
// parts, a preview and the snippet an editor copies; the example values cover every element and name only
// attributes the element has; the page keeps the site's CSP (no inline script; its one inline style is the
// site's stylesheet, allowed by its hash).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { elementsOf, MANIFEST_FILE, renderWidgetCatalogue, snippetOf, WidgetExamplesSchema } from './widget-catalogue.js';

const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Package;
const examples = WidgetExamplesSchema.parse(JSON.parse(readFileSync('examples/site/widget-examples.json', 'utf8')));
const elements = elementsOf(manifest);

/** What the page shows as a snippet's text: the HTML-escaped tag. */
function escaped(html: string): string {
  return html.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

describe('the example values (examples/site/widget-examples.json)', () => {
  it('cover exactly the elements of the manifest', () => {
    expect(elements.length).toBeGreaterThan(30);
    expect(Object.keys(examples).sort()).toEqual(elements.map((e) => e.tagName!).sort());
  });

  it('use only attributes the element has, and explain every element without a live preview', () => {
    for (const el of elements) {
      const example = examples[el.tagName!]!;
      const known = (el.attributes ?? []).map((a) => a.name);
      expect(Object.keys(example.attributes).filter((a) => !known.includes(a)), el.tagName).toEqual([]);
      if (example.preview === 'note') expect(example.note, `${el.tagName}: why there is no live preview`).toBeTruthy();
    }
  });
});

describe('renderWidgetCatalogue', () => {
  const html = renderWidgetCatalogue(manifest, examples);

  it('writes a snippet as an editor pastes it, values escaped', () => {
    expect(snippetOf('shop-login')).toBe('<shop-login></shop-login>');
    expect(snippetOf('shop-public-offers', { dept: '1001', heading: 'Tilbud & "mere"' })).toBe('<shop-public-offers dept="1001" heading="Tilbud &#38; &#34;mere&#34;"></shop-public-offers>');
  });

  it('has a section with an anchor, a contents link and a copyable snippet for every element', () => {
    for (const el of elements) {
      const tag = el.tagName!;
      expect(html).toContain(`<section class="widget-doc" id="${tag}" aria-labelledby="${tag}-titel">`);
      expect(html).toContain(`<a href="#${tag}">`);
      const snippet = snippetOf(tag, examples[tag]!.attributes);
      expect(html).toContain(`<code id="${tag}-snippet">${escaped(snippet)}</code>`);
      expect(html).toContain(`data-copy="${tag}-snippet"`);
      if (examples[tag]!.preview === 'live') expect(html).toContain(`<div class="widget-doc__preview" data-preview="${tag}">${snippet}</div>`);
      for (const a of el.attributes ?? []) expect(html).toContain(`<th scope="row"><code>${a.name}</code></th>`);
    }
  });

  it('shows an event with its detail type and how it is dispatched', () => {
    const login = elements.find((e) => e.tagName === 'shop-login') as CustomElementDeclaration;
    expect(login.events?.[0]?.type.text).toBe('{ username: string }');
    expect(html).toContain('<code>{ username: string }</code>');
    expect(html).toContain('bobler ud af widgettet, også gennem shadow DOM');
    expect(html).toContain('på window, ikke på elementet (bobler ikke)');
  });

  it('follows the manifest: an element added to it appears', () => {
    const extra = structuredClone(manifest);
    extra.modules.push({ kind: 'javascript-module', path: 'x.ts', declarations: [{ kind: 'class', customElement: true, name: 'X', tagName: 'shop-new-thing', description: 'A new thing.' } as CustomElementDeclaration] });
    const out = renderWidgetCatalogue(extra, examples);
    expect(out).toContain('id="shop-new-thing"');
    expect(out).toContain(escaped('<shop-new-thing></shop-new-thing>'));
  });
});

describe('GET /cms/widgets', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { staticDirs: { site: 'examples/site' } } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists every element of custom-elements.json with its snippet, under the strict CSP', async () => {
    const res = await ctx.app.request('/cms/widgets');
    expect(res.status).toBe(200);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).toContain('<h1 id="widgets-titel">Widgets til redaktører</h1>');
    expect(html).not.toContain('{{widget-catalogue}}');
    for (const el of elements) {
      expect(html).toContain(`id="${el.tagName}"`);
      expect(html).toContain(`<code id="${el.tagName}-snippet">${escaped(snippetOf(el.tagName!, examples[el.tagName!]!.attributes))}</code>`);
    }
    // No inline script: every <script> has a src. No style attribute, and the one <style> element is the
    // site's stylesheet, inlined under its SHA-256 in the page's CSP (decision 028, third pass).
    expect([...html.matchAll(/<script\b[^>]*>/g)].every((m) => /\bsrc=/.test(m[0]))).toBe(true);
    expect(html).not.toMatch(/\sstyle=/);
    const sheets = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]!);
    expect(sheets).toHaveLength(1);
    expect([...html.matchAll(/<style\b/g)]).toHaveLength(1);
    expect(csp).toContain(`'sha256-${createHash('sha256').update(sheets[0]!).digest('base64')}'`);
    // The copy buttons' script, by the hash of its minified text (decision 028, sixth pass).
    expect(html).toMatch(/<script src="\/assets\/cms-widgets\.[0-9a-f]{10}\.js" defer><\/script>/);
  });
});
