// The example CMS's editors' page /cms/widgets (issue 21 point 3): every element of custom-elements.json
// with its description, attributes, events and CSS parts, a live preview and the snippet an editor pastes
// into a CMS fragment. Rendered on the server from the manifest, so the page follows it: an element added
// to the manifest appears here without a hand list. The preview's attribute values are the example site's
// own content (examples/site/widget-examples.json, decision 022), checked by
// api-server/site/widget-catalogue.test.ts to cover every element with attributes it has.
// No inline script or style (the site's CSP): the copy button is wired by /assets/cms-widgets.js.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest';
import { daCmsWidgets as t } from '../../core/texts/da-cms-widgets.js';
import { escapeHtml } from './escape-html.js';

/** The placeholder in examples/site/pages/cms-widgets.html that the catalogue replaces. */
export const WIDGET_CATALOGUE_PLACEHOLDER = '{{widget-catalogue}}';

const WidgetExampleSchema = z.object({
  /** Attribute -> example value, in the order an editor would write them. */
  attributes: z.record(z.string(), z.string()),
  /** `live`: the real element is rendered; `note`: only the note (it needs context this page lacks). */
  preview: z.enum(['live', 'note']),
  /** Danish: what the preview needs or why there is none. */
  note: z.optional(z.string()),
});
export const WidgetExamplesSchema = z.record(z.string(), WidgetExampleSchema);
export type WidgetExample = z.infer<typeof WidgetExampleSchema>;
export type WidgetExamples = z.infer<typeof WidgetExamplesSchema>;

/** A manifest text as HTML: escaped, `code` spans kept, blank lines as paragraphs. */
function prose(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('\n');
}

/** The elements of the manifest, in its order. */
export function elementsOf(manifest: Package): CustomElementDeclaration[] {
  return manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d): d is CustomElementDeclaration => d.kind === 'class' && 'customElement' in d && Boolean((d as CustomElementDeclaration).tagName));
}

/** The tag with its attributes as an editor pastes it: `<shop-x a="v"></shop-x>`. */
export function snippetOf(tag: string, attributes: Readonly<Record<string, string>> = {}): string {
  const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  return `<${tag}${attrs}></${tag}>`;
}

/** An element's id on the page (its anchor): the tag itself, e.g. /cms/widgets#shop-login. */
export function anchorOf(tag: string): string {
  return tag;
}

/** A subsection: its heading (an h3, so each element's parts are reachable by heading) and a table. */
function table(id: string, heading: string, head: string[], rows: string[][]): string {
  return `<h3 id="${id}">${escapeHtml(heading)}</h3>
<table class="widget-doc__table" aria-labelledby="${id}">
<thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>
${rows.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`).join('\n')}
</tbody>
</table>`;
}

function dispatchText(description: string): string {
  if (description.startsWith('On window')) return t.onWindow;
  if (/\bBubbles, composed\.$/.test(description)) return t.bubblesComposed;
  return '';
}

function section(el: CustomElementDeclaration, example: WidgetExample | undefined): string {
  const tag = el.tagName!;
  const id = anchorOf(tag);
  const attributes = example?.attributes ?? {};
  const snippet = snippetOf(tag, attributes);
  const parts: string[] = [];
  parts.push(`<section class="widget-doc" id="${id}" aria-labelledby="${id}-titel">
<h2 id="${id}-titel"><code>&lt;${escapeHtml(tag)}&gt;</code></h2>
${prose(el.description ?? el.summary ?? '')}`);

  const attrs = el.attributes ?? [];
  parts.push(attrs.length
    ? table(`${id}-attributter`, t.attributes, [t.name, t.type, t.defaultValue, t.description], attrs.map((a) => [
        `<code>${escapeHtml(a.name)}</code>`,
        a.type?.text ? `<code>${escapeHtml(a.type.text)}</code>` : '–',
        a.default !== undefined ? `<code>${escapeHtml(a.default)}</code>` : '–',
        prose(a.description ?? ''),
      ]))
    : `<h3 id="${id}-attributter">${escapeHtml(t.attributes)}</h3>\n<p>${escapeHtml(t.noAttributes)}</p>`);

  const events = el.events ?? [];
  if (events.length) {
    parts.push(table(`${id}-haendelser`, t.events, [t.name, t.detail, t.dispatch, t.description], events.map((e) => [
      `<code>${escapeHtml(e.name)}</code>`,
      e.type?.text ? `<code>${escapeHtml(e.type.text)}</code>` : '–',
      escapeHtml(dispatchText(e.description ?? '')) || '–',
      prose(e.description ?? ''),
    ])));
  }
  const cssParts = el.cssParts ?? [];
  if (cssParts.length) {
    parts.push(table(`${id}-dele`, t.parts, [t.name, t.description], cssParts.map((p) => [`<code>${escapeHtml(p.name)}</code>`, prose(p.description ?? '')])));
  }

  parts.push(`<h3 id="${id}-kode">${escapeHtml(t.snippet)}</h3>
<pre class="widget-doc__snippet"><code id="${id}-snippet">${escapeHtml(snippet)}</code></pre>
<p class="widget-doc__copy">
<button type="button" data-copy="${id}-snippet" data-copied="${escapeHtml(t.copied)}" data-selected="${escapeHtml(t.selected)}">${escapeHtml(t.copy)}<span class="visually-hidden">${escapeHtml(t.copyFor(`<${tag}>`))}</span></button>
<span class="widget-doc__status" role="status" id="${id}-status"></span>
</p>`);
  // The preview last: a page element's own h1 (the brand overview) is then followed by the next
  // element's h2, never by one of this section's h3s (axe's heading-order).
  const live = example?.preview === 'live';
  parts.push(`<h3 id="${id}-forhaandsvisning">${escapeHtml(t.preview)}</h3>
${example?.note ? `<p class="widget-doc__note">${escapeHtml(example.note)}</p>` : ''}
${live ? `<p class="widget-doc__hint">${escapeHtml(t.previewLive)}</p>\n<div class="widget-doc__preview" data-preview="${escapeHtml(tag)}">${snippet}</div>` : ''}
</section>`);
  return parts.join('\n');
}

/** The catalogue's HTML: a contents list of anchors, then one section per element. */
export function renderWidgetCatalogue(manifest: Package, examples: WidgetExamples): string {
  const elements = elementsOf(manifest);
  const contents = `<nav class="widget-contents" aria-labelledby="widget-contents-titel">
<h2 id="widget-contents-titel">${escapeHtml(t.contents)}</h2>
<ul>
${elements.map((el) => `<li><a href="#${anchorOf(el.tagName!)}"><code>&lt;${escapeHtml(el.tagName!)}&gt;</code></a></li>`).join('\n')}
</ul>
</nav>`;
  return `${contents}\n${elements.map((el) => section(el, examples[el.tagName!])).join('\n')}`;
}

/** custom-elements.json at the repository's root (written by `npm run generate:manifest`). */
export const MANIFEST_FILE = fileURLToPath(new URL('../../custom-elements.json', import.meta.url));

/**
 * The page body with the catalogue in its placeholder, read per request like the pages (an edited example
 * or a regenerated manifest shows on the next view). A body without the placeholder is returned as is.
 */
export async function withWidgetCatalogue(body: string, siteDir: string): Promise<string> {
  if (!body.includes(WIDGET_CATALOGUE_PLACEHOLDER)) return body;
  const [manifest, examples] = await Promise.all([
    readFile(MANIFEST_FILE, 'utf8').then((text) => JSON.parse(text) as Package),
    readFile(join(siteDir, 'widget-examples.json'), 'utf8').then((text) => WidgetExamplesSchema.parse(JSON.parse(text))),
  ]);
  return body.replace(WIDGET_CATALOGUE_PLACEHOLDER, () => renderWidgetCatalogue(manifest, examples));
}
