// The example CMS's shared layout (examples/site/layout.html) around a page body (examples/site/pages/),
// composed per request the way a CMS renders a master view: one header, one footer, one widget script.
// A page starts with its metadata as comments:
//   <!-- title: Kurv – Grossisten -->
//   <!-- description: Din kurv hos Grossisten. -->

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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
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
