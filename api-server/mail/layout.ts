// The one layout of every mail the shop sends (issue 19 point 1): Danish, an HTML part and a plain-text
// part with the same content, the site variant's name and colours. Templates (api-server/mail/templates/)
// describe the content as blocks; this file renders them, escaping every value in the HTML part.
import type { SiteVariant } from '../../core/schemas/user.js';
import { siteBrandOf } from '../../core/rules/site-brand.js';
import { configuredProductSiteName } from '../site/site-name.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A button in HTML, the bare URL on its own line in text (mail clients make it a link). */
  | { kind: 'action'; label: string; url: string }
  /** A table: header cells and rows of cells; `alignRight` columns hold numbers and amounts. */
  | { kind: 'table'; head: readonly string[]; rows: readonly (readonly string[])[]; alignRight?: readonly number[] }
  /** Label/value pairs (delivery date, comment, …). */
  | { kind: 'facts'; items: readonly (readonly [string, string])[] };

export interface MailContent {
  site: SiteVariant;
  subject: string;
  /** The mail's heading (h1), usually close to the subject. */
  heading: string;
  blocks: readonly MailBlock[];
  /** A closing line above the signature, e.g. why the recipient gets this mail. */
  footnote?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** Only http(s) links go into a mail; anything else would be an injection. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`mail link must be http(s): ${url}`);
  return parsed.href;
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'action':
      return `${block.label}:\n${safeUrl(block.url)}`;
    case 'facts':
      return block.items.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'table':
      return [block.head.join(' | '), ...block.rows.map((row) => row.join(' | '))].join('\n');
  }
}

function htmlOf(block: MailBlock, primary: string, onPrimary: string): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'action':
      return `<p style="margin:0 0 24px"><a href="${escapeHtml(safeUrl(block.url))}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${primary};color:${onPrimary};text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
    case 'facts':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.items
        .map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`;
    case 'table': {
      const align = (i: number) => (block.alignRight?.includes(i) ? 'right' : 'left');
      const head = block.head.map((cell, i) => `<th scope="col" style="text-align:${align(i)};padding:4px 8px;border-bottom:2px solid #ccc">${escapeHtml(cell)}</th>`).join('');
      const rows = block.rows
        .map((row) => `<tr>${row.map((cell, i) => `<td style="text-align:${align(i)};padding:4px 8px;border-bottom:1px solid #eee">${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('');
      return `<table style="margin:0 0 16px;border-collapse:collapse;width:100%"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
    }
  }
}

export function renderMail(content: MailContent): RenderedMail {
  const brand = siteBrandOf(content.site, configuredProductSiteName());
  const signature = `Venlig hilsen\n${brand.name}`;
  const text = [content.heading, ...content.blocks.map(textOf), ...(content.footnote ? [content.footnote] : []), signature].join('\n\n') + '\n';
  const html = `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff">` +
    `<div style="background:${brand.primary};color:${brand.onPrimary};padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</div>` +
    `<div style="padding:24px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>` +
    content.blocks.map((b) => htmlOf(b, brand.primary, brand.onPrimary)).join('') +
    (content.footnote ? `<p style="margin:24px 0 0;color:#555;font-size:14px">${escapeHtml(content.footnote)}</p>` : '') +
    `<p style="margin:24px 0 0">Venlig hilsen<br>${escapeHtml(brand.name)}</p></div></div></body></html>`;
  return { subject: content.subject, text, html };
}
