// Checks the Razor partials of docs/guides/umbraco.md against the custom elements manifest (issue 21
// point 4): a partial that emits a tag or an attribute custom-elements.json does not list, or leaves out
// a required attribute, is a guide an integrator would copy into a broken page.
// Used by scripts/umbraco-guide.test.ts; pure functions over the texts, so the test can feed broken ones.
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest';

/** One ```cshtml block of the guide, with the path its first line names (`@* Views/… *@`). */
export interface CshtmlBlock {
  path: string | null;
  code: string;
}

export interface ShopTag {
  name: string;
  /** Attribute name -> the raw value as written (null for a bare attribute). */
  attributes: Map<string, string | null>;
}

/** Attributes every HTML element takes, which a CMS may add to any widget without the manifest. */
export const GLOBAL_ATTRIBUTES = new Set(['id', 'class', 'hidden', 'title', 'lang', 'dir', 'slot']);

/** The block partials' model types and where Umbraco looks for them (blocklist/default.cshtml etc.). */
export const BLOCK_FOLDERS = {
  'Views/Partials/blocklist/Components/': 'Umbraco.Cms.Web.Common.Views.UmbracoViewPage<Umbraco.Cms.Core.Models.Blocks.BlockListItem>',
  'Views/Partials/blockgrid/Components/': 'Umbraco.Cms.Web.Common.Views.UmbracoViewPage<Umbraco.Cms.Core.Models.Blocks.BlockGridItem>',
} as const;

export function cshtmlBlocks(markdown: string): CshtmlBlock[] {
  return [...markdown.matchAll(/^```cshtml\n([\s\S]*?)^```$/gm)].map((m) => {
    const code = m[1]!;
    const path = /^@\*\s*(Views\/\S+\.cshtml)/.exec(code)?.[1] ?? null;
    return { path, code };
  });
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/** Every tag of `tagPattern` (a name regex source) in the code, with its attributes. */
export function tagsIn(code: string, tagPattern = 'shop-[a-z0-9-]+'): ShopTag[] {
  const tags: ShopTag[] = [];
  for (const m of code.matchAll(new RegExp(`<(${tagPattern})(\\s[^>]*)?>`, 'g'))) {
    const attributes = new Map<string, string | null>();
    for (const a of (m[2] ?? '').matchAll(ATTRIBUTE)) {
      const raw = a[2];
      attributes.set(a[1]!, raw === undefined ? null : raw.replace(/^["']|["']$/g, ''));
    }
    tags.push({ name: m[1]!, attributes });
  }
  return tags;
}

export function elementsOf(manifest: Package): Map<string, CustomElementDeclaration> {
  const elements = new Map<string, CustomElementDeclaration>();
  for (const mod of manifest.modules) {
    for (const d of mod.declarations ?? []) {
      if (d.kind === 'class' && 'customElement' in d && d.customElement && d.tagName) elements.set(d.tagName, d);
    }
  }
  return elements;
}

/** The manifest marks a mandatory attribute in its description: "The push's id (required)." */
export function requiredAttributes(element: CustomElementDeclaration): string[] {
  return (element.attributes ?? []).filter((a) => /\(required\)/i.test(a.description ?? '')).map((a) => a.name);
}

/** `shop-product-list` -> `shopProductList`, the Element Type alias a partial is named by. */
export function aliasOf(tag: string): string {
  return tag.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * Problems with one block: unknown tags and attributes, missing required ones, values that bypass
 * Razor's encoding, and for a block partial its folder, model type and name.
 */
export function checkBlock(block: CshtmlBlock, elements: Map<string, CustomElementDeclaration>): string[] {
  const where = block.path ?? 'a cshtml block without a path comment';
  const problems: string[] = [];
  const tags = tagsIn(block.code);
  for (const tag of tags) {
    const element = elements.get(tag.name);
    if (!element) {
      problems.push(`${where}: <${tag.name}> is not in custom-elements.json`);
      continue;
    }
    const known = new Set((element.attributes ?? []).map((a) => a.name));
    for (const [name, value] of tag.attributes) {
      if (!known.has(name) && !GLOBAL_ATTRIBUTES.has(name) && !name.startsWith('aria-')) {
        problems.push(`${where}: <${tag.name}> has no attribute "${name}" in custom-elements.json`);
      }
      // A value is literal text or one Razor expression `@name`, which Razor HTML-encodes.
      if (value !== null && value.includes('@') && !/^@[A-Za-z_][A-Za-z0-9_]*$/.test(value)) {
        problems.push(`${where}: <${tag.name} ${name}="${value}"> must be a literal or "@variable" (encoded by Razor)`);
      }
    }
    for (const name of requiredAttributes(element)) {
      if (!tag.attributes.has(name)) problems.push(`${where}: <${tag.name}> lacks its required attribute "${name}"`);
    }
  }
  if (/Html\.Raw\s*\(/.test(block.code) && tags.length > 0) problems.push(`${where}: Html.Raw next to a widget tag`);

  const folder = Object.keys(BLOCK_FOLDERS).find((f) => block.path?.startsWith(f)) as keyof typeof BLOCK_FOLDERS | undefined;
  if (folder) {
    const inherits = /^@inherits\s+(\S+)\s*$/m.exec(block.code)?.[1];
    if (inherits !== BLOCK_FOLDERS[folder]) problems.push(`${where}: must inherit ${BLOCK_FOLDERS[folder]}, not ${inherits ?? 'nothing'}`);
    const alias = block.path!.slice(folder.length).replace(/\.cshtml$/, '');
    if (tags.length !== 1) problems.push(`${where}: a block partial emits exactly one widget tag, found ${tags.length}`);
    else if (aliasOf(tags[0]!.name) !== alias) problems.push(`${where}: named ${alias}, but emits <${tags[0]!.name}> (alias ${aliasOf(tags[0]!.name)})`);
  }
  return problems;
}

/** The loader script's data attributes the guide uses, as dataset keys (`data-api-base` -> `apiBase`). */
export function datasetKey(attribute: string): string {
  return aliasOf(attribute.replace(/^data-/, ''));
}
