// /dev/postkasse (issue 19 point 1): the mails the dev mailbox transport "delivered", newest first, so
// `npm start` with nothing set up still shows every mail the shop sends. Mounted only when no SMTP is
// configured (AppConfig.devMailbox); with SMTP_URL the path is an ordinary 404.
//
// The page passes the site's strict CSP: no script at all, styles from a file. A mail's HTML part is
// shown in a sandboxed iframe from /dev/postkasse/{id}.html, served with its own CSP that allows the
// mail's inline styles and nothing else (no script, no connections, a unique origin via `sandbox`).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isValidEmail } from '../../core/rules/email.js';
import { daMail } from '../../core/texts/da-mail.js';
import { createRouter, type AppDeps } from '../http/env.js';
import { devMailHtml, listDevMailbox } from '../mail/dev-mailbox.js';
import { escapeHtml } from '../mail/layout.js';
import { composePage } from '../site/compose-page.js';

/** The page lists at most this many mails. */
export const DEV_MAILBOX_MAX = 100;

const STYLES = `
.dev-mailbox{max-width:960px;margin:0 auto;padding:1rem}
.dev-mailbox__warning{border:2px solid #b45309;background:#fffbeb;color:#1a1a1a;padding:.75rem 1rem;border-radius:6px}
.mail{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0;background:#fff}
.mail h2{margin:0 0 .5rem;font-size:1.2rem}
.mail dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
.mail dt{font-weight:bold}
.mail dd{margin:0}
.mail pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:.75rem;border-radius:4px}
.mail iframe{width:100%;height:520px;border:1px solid #ddd;background:#fff}
`;

/** The mail's own document: inline styles and images only; `sandbox` gives it a unique origin. */
const MAIL_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox";

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Plain text with its http(s) links clickable, everything escaped. */
export function linkifyText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    out += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

const timeFormat = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

function standaloneLayout(body: string): string {
  return `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(daMail.documentTitle)}</title></head><body>${body}</body></html>`;
}

export function devMailboxRoutes({ db, config }: AppDeps) {
  const site = config.staticDirs?.site;

  const listing = async (to: string | undefined, matchesNone = false) => {
    const rows = matchesNone ? [] : await listDevMailbox(db, DEV_MAILBOX_MAX, to);
    const articles = rows.map((m) => `<article class="mail" id="mail-${m.id}" data-id="${m.id}" data-to="${escapeHtml(m.to)}" data-kind="${escapeHtml(m.kind)}" aria-labelledby="mail-${m.id}-subject">
<h2 id="mail-${m.id}-subject">${escapeHtml(m.subject)}</h2>
<dl><dt>${daMail.to}</dt><dd><a href="/dev/postkasse?til=${encodeURIComponent(m.to)}">${escapeHtml(m.to)}</a></dd>
<dt>${daMail.sent}</dt><dd><time datetime="${m.deliveredAt.toISOString()}">${escapeHtml(timeFormat.format(m.deliveredAt))}</time></dd>
<dt>${daMail.kind}</dt><dd>${escapeHtml(m.kind)}</dd></dl>
<h3>${daMail.textPart}</h3>
<pre class="mail__text">${linkifyText(m.text)}</pre>
<details class="mail__html"><summary>${daMail.htmlPart}</summary>
<iframe src="/dev/postkasse/${m.id}.html" sandbox="allow-popups allow-popups-to-escape-sandbox" loading="lazy" title="${escapeHtml(daMail.htmlFrameTitle(m.subject))}"></iframe>
<p><a href="/dev/postkasse/${m.id}.html" target="_blank" rel="noopener">${daMail.openHtml}</a></p>
</details>
</article>`);
    return `<main id="indhold" tabindex="-1">
<link rel="stylesheet" href="/dev/postkasse/postkasse.css">
<div class="dev-mailbox">
<h1>${daMail.pageTitle}</h1>
<p class="dev-mailbox__warning" role="note">${escapeHtml(daMail.warning)}</p>
${to ? `<p>${escapeHtml(daMail.filteredBy(to))} <a href="/dev/postkasse">${daMail.showAll}</a></p>` : ''}
<p class="dev-mailbox__count">${escapeHtml(daMail.count(rows.length))}. ${escapeHtml(daMail.newestFirst(DEV_MAILBOX_MAX))}</p>
${rows.length === 0 ? `<p>${daMail.empty}</p>` : articles.join('\n')}
</div>
</main>`;
  };

  return createRouter()
    .get('/', async (c) => {
      const raw = c.req.query('til')?.trim().toLowerCase() || undefined;
      // Only a well-formed address reaches the query (a NUL byte would be a 500 from PostgreSQL); any
      // other filter matches no mail.
      const body = raw === undefined || isValidEmail(raw) ? await listing(raw) : await listing(undefined, true);
      c.header('Cache-Control', 'no-store');
      // Inside the example site's layout when it is served, like every page of the site.
      if (site) {
        const layout = await readFile(join(site, 'layout.html'), 'utf8');
        return c.html(composePage(layout, `<!-- title: ${daMail.documentTitle} -->\n${body}`));
      }
      return c.html(standaloneLayout(body));
    })
    .get('/postkasse.css', (c) => {
      c.header('Content-Type', 'text/css; charset=utf-8');
      return c.body(STYLES);
    })
    .get('/:file{[0-9]+\\.html}', async (c) => {
      const id = Number(c.req.param('file').replace(/\.html$/, ''));
      const html = await devMailHtml(db, id);
      if (html === null) return c.notFound();
      c.header('Content-Security-Policy', MAIL_HTML_CSP);
      c.header('Cache-Control', 'no-store');
      // Links open outside the frame (the sandbox allows popups, nothing else).
      return c.html(html.replace(/<head>/i, '<head><base target="_blank">'));
    });
}
