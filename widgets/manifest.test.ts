// Issue 21 points 1-2: custom-elements.json lists every element with no undocumented member, it and the
// editor integrations made from it are fresh, and a VS Code user gets completion for an element's
// attributes from the committed custom data. widgets/element-contracts.test.ts holds the doc comments to
// the code (attributes observed, events raised, parts rendered); this test holds the manifest to the doc
// comments and to the custom properties the widgets' CSS reads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest';
import { describe, expect, it } from 'vitest';
import { renderIntegrations } from '../scripts/generate-manifest.js';
import { ELEMENT_LIST } from './elements.js';
import { buildManifest, eventDispatchOf, SHARED_CSS_PROPERTIES, undocumentedMembers } from './manifest.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const manifest = buildManifest();
const declarations = manifest.modules.flatMap((m) => m.declarations ?? []) as CustomElementDeclaration[];
const byTag = new Map(declarations.map((d) => [d.tagName!, d]));

/** The custom properties a stylesheet reads: `var(--shop-…`. */
function propertiesRead(css: string): string[] {
  return [...new Set([...css.matchAll(/var\((--shop-[a-z0-9-]+)/g)].map((m) => m[1]!))].sort();
}

describe('custom elements manifest (issue 21 point 1)', () => {
  it('lists every element of the registry with its tag, class and module', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect([...byTag.keys()].sort()).toEqual(ELEMENT_LIST.map((e) => e.tag).sort());
    for (const e of ELEMENT_LIST) {
      const module = manifest.modules.find((m) => m.path === `widgets/${e.folder}/${e.module}`);
      expect(module?.declarations?.[0]).toMatchObject({ kind: 'class', customElement: true, name: e.className, tagName: e.tag });
      expect(module?.exports).toContainEqual({ kind: 'custom-element-definition', name: e.tag, declaration: { name: e.className, module: module!.path } });
    }
  });

  it('has no undocumented element, attribute, event, slot, CSS part or custom property', () => {
    expect(undocumentedMembers(manifest)).toEqual([]);
  });

  it('finds an undocumented member (the check can fail)', () => {
    const broken = structuredClone(manifest) as Package;
    const first = broken.modules[0]!.declarations![0] as CustomElementDeclaration;
    first.cssParts = [...(first.cssParts ?? []), { name: 'nameless' }];
    expect(undocumentedMembers(broken)).toEqual([`${first.tagName}: css part nameless`]);
  });

  it('gives every event a detail type and its bubbles/composed (decision 022)', () => {
    const events = declarations.flatMap((d) => (d.events ?? []).map((e) => ({ tag: d.tagName, ...e })));
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) {
      expect(e.type?.text, `${e.tag}: ${e.name} has no detail type ({…} after @fires)`).toBeTruthy();
      expect(eventDispatchOf(e), `${e.tag}: ${e.name} does not say whether it bubbles and is composed`).toBeDefined();
    }
    expect(byTag.get('shop-login')!.events).toContainEqual(expect.objectContaining({ name: 'login', type: { text: '{ username: string }' } }));
    expect(eventDispatchOf(byTag.get('shop-login')!.events![0]!)).toEqual({ bubbles: true, composed: true, onWindow: false });
    expect(eventDispatchOf(byTag.get('shop-basket')!.events![0]!)).toEqual({ bubbles: false, composed: false, onWindow: true });
  });

  it('finds an event without a detail type or a bubbles/composed sentence (the check can fail)', () => {
    const broken = structuredClone(manifest) as Package;
    const login = broken.modules.flatMap((m) => m.declarations ?? []).find((d) => (d as CustomElementDeclaration).tagName === 'shop-login') as CustomElementDeclaration;
    login.events = [{ name: 'login', type: { text: '' }, description: 'After a login.' }];
    expect(undocumentedMembers(broken)).toEqual(['shop-login: event login detail type', 'shop-login: event login bubbles/composed']);
  });

  it("documents every custom property an element's own stylesheets read", () => {
    for (const e of ELEMENT_LIST) {
      const dir = path.join(ROOT, 'widgets', e.folder);
      const css = readdirSync(dir).filter((f) => f.endsWith('.css')).map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
      const documented = (byTag.get(e.tag)!.cssProperties ?? []).map((p) => p.name);
      expect(propertiesRead(css).filter((p) => !documented.includes(p)), `${e.tag}: @cssprop missing`).toEqual([]);
    }
  });

  it('describes every shared token the base stylesheet reads (decision 016)', () => {
    const missing = propertiesRead(read('widgets/shared/base.css')).filter((p) => !SHARED_CSS_PROPERTIES[p]);
    expect(missing).toEqual([]);
  });

  it('carries an attribute\'s type, default and property name', () => {
    const list = byTag.get('shop-product-list')!;
    expect(list.attributes).toContainEqual(expect.objectContaining({ name: 'favorite-list', type: { text: 'string' }, fieldName: 'favoriteList' }));
    expect(list.members).toContainEqual(expect.objectContaining({ kind: 'field', name: 'favoriteList', attribute: 'favorite-list' }));
    expect(list.attributes?.find((a) => a.name === 'view')?.default).toBe('gallery');
  });

  it('is referenced from package.json and committed as the generator writes it, with its integrations', () => {
    expect(JSON.parse(read('package.json')).customElements).toBe('custom-elements.json');
    for (const [file, content] of Object.entries(renderIntegrations())) {
      expect(read(file), `${file} is stale: run npm run generate:manifest`).toBe(content);
    }
  });
});

describe('editor integrations (issue 21 point 2)', () => {
  it('gives VS Code the attributes of <shop-product-list> with their docs', () => {
    const data = JSON.parse(read('widgets/vscode.html-custom-data.json')) as {
      tags: { name: string; description: string; attributes: { name: string; description: string }[] }[];
    };
    const tag = data.tags.find((t) => t.name === 'shop-product-list');
    expect(tag?.description).toContain('products from the customer');
    const attributes = Object.fromEntries(tag!.attributes.map((a) => [a.name, a.description]));
    expect(Object.keys(attributes)).toEqual(expect.arrayContaining(['search', 'group', 'favorite-list', 'sorting', 'view']));
    expect(attributes['search']).toContain('The phrase.');
    expect(data.tags.map((t) => t.name).sort()).toEqual(ELEMENT_LIST.map((e) => e.tag).sort());
  });

  it('gives VS Code the shared custom properties', () => {
    const data = JSON.parse(read('widgets/vscode.css-custom-data.json')) as { properties: { name: string; description: string }[] };
    expect(data.properties.find((p) => p.name === '--shop-color-primary')?.description).toBe(SHARED_CSS_PROPERTIES['--shop-color-primary']);
  });

  it('declares JSX types for every element', () => {
    const jsx = read('widgets/custom-elements-jsx.d.ts');
    for (const e of ELEMENT_LIST) expect(jsx).toContain(`"${e.tag}": Partial<`);
    // The event's detail type reaches the handler's type.
    expect(jsx).toContain('onlogin?: (e: CustomEvent<{ username: string }>) => void;');
  });
});
