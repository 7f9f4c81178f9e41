// Issue 21 point 4: the Umbraco guide's Razor partials emit only what the manifest lists, with every
// required attribute; the layout's script uses only data attributes the loader reads, and the guide's
// table names all of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Package } from 'custom-elements-manifest';
import { describe, expect, it } from 'vitest';
import { aliasOf, checkBlock, cshtmlBlocks, datasetKey, elementsOf, requiredAttributes, tagsIn } from './umbraco-guide.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GUIDE = readFileSync(path.join(ROOT, 'docs/guides/umbraco.md'), 'utf8');
const LOADER = readFileSync(path.join(ROOT, 'widgets/loader.ts'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as Package;
const elements = elementsOf(manifest);
const blocks = cshtmlBlocks(GUIDE);

describe('docs/guides/umbraco.md', () => {
  it('has a partial per block for the main widgets, in both editors where shown', () => {
    const paths = blocks.map((b) => b.path);
    for (const tag of ['shop-search-bar', 'shop-product-list', 'shop-product-details', 'shop-mini-basket', 'shop-recipe', 'shop-lead-generator', 'shop-favorite-lists', 'shop-basket', 'shop-recurring-orders', 'shop-login', 'shop-offer-push', 'shop-supplier-carousel']) {
      expect(paths, tag).toContain(`Views/Partials/blocklist/Components/${aliasOf(tag)}.cshtml`);
    }
    expect(paths).toContain('Views/Partials/blockgrid/Components/shopProductList.cshtml');
    expect(blocks.every((b) => b.path !== null), 'every cshtml block names its file').toBe(true);
  });

  it('every partial emits only tags and attributes of custom-elements.json, with the required ones', () => {
    expect(blocks.length).toBeGreaterThan(15);
    expect(blocks.flatMap((b) => checkBlock(b, elements))).toEqual([]);
  });

  it('the layout loads the loader once, as a module, with data attributes the loader reads', () => {
    const scripts = blocks.flatMap((b) => tagsIn(b.code, 'script')).filter((t) => t.attributes.get('src')?.endsWith('/widgets/shop-widgets.js'));
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script.attributes.get('type')).toBe('module');
    const data = [...script.attributes.keys()].filter((a) => a.startsWith('data-'));
    expect(data).toContain('data-api-base');
    // The loader reads d.apiBase, ['basketUrl', …], script?.dataset.site, …: each key appears in it.
    for (const attribute of data) expect(LOADER, attribute).toMatch(new RegExp(`\\b${datasetKey(attribute)}\\b`));
  });

  it("the guide's table documents every data attribute the loader reads", () => {
    const read = new Set<string>();
    for (const m of LOADER.matchAll(/\bd\.([a-zA-Z]+)|\['([a-zA-Z]+)', '[a-zA-Z]+'\]|dataset\.([a-zA-Z]+)/g)) read.add((m[1] ?? m[2] ?? m[3])!);
    expect(read.size).toBeGreaterThan(5);
    const documented = new Set([...GUIDE.matchAll(/^\| `(data-[a-z-]+)` \|/gm)].map((m) => datasetKey(m[1]!)));
    expect([...read].sort()).toEqual([...documented].sort());
  });

  it('the manifest marks the required attributes the check relies on', () => {
    expect(requiredAttributes(elements.get('shop-offer-push')!)).toEqual(['offer-id']);
    expect(requiredAttributes(elements.get('shop-supplier-carousel')!)).toEqual(['product-id']);
  });
});

describe('the check itself', () => {
  const partial = (body: string, path = 'Views/Partials/blocklist/Components/shopOfferPush.cshtml') => ({
    path,
    code: `@* ${path} *@\n@inherits Umbraco.Cms.Web.Common.Views.UmbracoViewPage<Umbraco.Cms.Core.Models.Blocks.BlockListItem>\n${body}\n`,
  });

  it('passes a correct partial', () => {
    expect(checkBlock(partial('<shop-offer-push offer-id="@offerId" heading-level="3" class="wide"></shop-offer-push>'), elements)).toEqual([]);
  });

  it.each([
    ['an unknown tag', partial('<shop-offer-pusher offer-id="@x"></shop-offer-pusher>'), /not in custom-elements.json/],
    ['an unknown attribute', partial('<shop-offer-push offer-id="@x" heading="Tilbud"></shop-offer-push>'), /no attribute "heading"/],
    ['a missing required attribute', partial('<shop-offer-push products="@p"></shop-offer-push>'), /lacks its required attribute "offer-id"/],
    ['an expression Razor does not encode as one value', partial('<shop-offer-push offer-id="@Html.Raw(x)"></shop-offer-push>'), /must be a literal or "@variable"/],
    ['the wrong model type for the folder', partial('<shop-product-list></shop-product-list>', 'Views/Partials/blockgrid/Components/shopProductList.cshtml'), /must inherit .*BlockGridItem/],
    ['a name that is not the tag’s alias', partial('<shop-offer-push offer-id="@x"></shop-offer-push>', 'Views/Partials/blocklist/Components/offerPush.cshtml'), /named offerPush, but emits <shop-offer-push>/],
  ])('fails %s', (_, block, message) => {
    expect(checkBlock(block, elements).join('\n')).toMatch(message);
  });
});
