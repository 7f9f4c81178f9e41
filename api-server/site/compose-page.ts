// The example CMS's shared layout (examples/site/layout.html) around a page body (examples/site/pages/),
// composed per request the way a CMS renders a master view: one header, one footer, one widget script.
// A page starts with its metadata as comments:
//   <!-- title: Kurv – Grossisten -->
//   <!-- description: Din kurv hos Grossisten. -->
import { escapeHtml } from './escape-html.js';

export interface PageMeta {
  title: string;
  description: string;
}

const META = /^\s*<!--\s*(title|description):\s*(.*?)\s*-->\s*\n?/;

/** Splits a page file into its metadata comments and its body. */
export function parsePage(source: string): { meta: PageMeta; body: string } {
  const meta: PageMeta = { title: '', description: '' };
  let body = source;
  for (let match = META.exec(body); match; match = META.exec(body)) {
    meta[match[1] as keyof PageMeta] = match[2] ?? '';
    body = body.slice(match[0].length);
  }
  return { meta, body };
}

/** The layout with the page's title, description and body in their placeholders. */
export function composePage(layout: string, pageSource: string): string {
  const { meta, body } = parsePage(pageSource);
  // Functions as replacements, so `$&` or `$1` in a page is never read as a replacement pattern.
  return layout
    .replace('{{title}}', () => escapeHtml(meta.title))
    .replace('{{description}}', () => escapeHtml(meta.description))
    .replace('{{content}}', () => body.trimEnd());
}

const LOADER_SCRIPT = '<script type="module" src="/widgets/shop-widgets.js"';

/**
 * The page with data attributes added to the widgets' loader script (widgets/loader.ts reads them), e.g.
 * { 'recipe-service-url': RECIPE_SERVICE_URL }. Values are escaped; names are the server's own.
 */
export function withLoaderData(html: string, data: Readonly<Record<string, string | undefined>>): string {
  const attrs = Object.entries(data)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return attrs ? html.replace(LOADER_SCRIPT, () => `${LOADER_SCRIPT}${attrs}`) : html;
}
