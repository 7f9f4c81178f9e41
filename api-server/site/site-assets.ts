// The example CMS's own stylesheet and pages as Lighthouse wants them (issue 15 point 2, decision 028
// "Second pass"): the stylesheet minified, named by its content hash, kept a year and sent as br or gzip;
// the pages revalidated on every view (ETag, 304) and sent as br or gzip. Decision 026 does the same for
// the widget bundle from files written at build; the site is the CMS's, read per request (an editor's
// change shows on the next page view), so its compressed forms are made here and kept in memory.
// Third pass: the pages inline the minified sheet (no render-blocking request); the page's CSP names its
// SHA-256 (`cspSource`, see createApp), and the hashed file stays served.
// Sixth pass: the site's own scripts (`/assets/*.js`, e.g. the CMS's fragment loader) the same way as the
// stylesheet's file: minified, named by content hash in the page, kept a year, br or gzip.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import type { Context } from 'hono';
import { negotiateEncoding, type Encoding } from '../http/accept-encoding.js';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../http/widget-assets.js';

/** The stylesheet the layout links by its plain name (examples/site/layout.html), below the site's root. */
const STYLESHEET_FILE = 'assets/site.css';
const STYLESHEET_LINK = '<link rel="stylesheet" href="/assets/site.css">';
/** `/assets/site.<first 10 hex digits of the minified CSS's SHA-256>.css`. */
export const HASHED_STYLESHEET = /^\/assets\/site\.([0-9a-f]{10})\.css$/;

/**
 * A site script that a page names by its plain path, as the layout does (`<script src="/assets/cms-fragments.js"
 * defer>`). Lighthouse listed it as sent uncompressed and without a cache lifetime (decision 028, sixth
 * pass); the page now names it as `/assets/<name>.<hash>.js` instead, the stylesheet's treatment.
 */
const SITE_SCRIPT_SRC = /(<script\b[^>]*?\bsrc=")\/assets\/([a-z0-9][a-z0-9-]*)\.js(")/g;
/** `/assets/<name>.<first 10 hex digits of the minified script's SHA-256>.js`. */
export const HASHED_SCRIPT = /^\/assets\/([a-z0-9][a-z0-9-]*)\.([0-9a-f]{10})\.js$/;

/** One text in the three encodings a browser may ask for, and its strong tag per encoding. */
interface Encoded {
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
  tags: Record<Encoding, string>;
}

export interface SiteStylesheet extends Encoded {
  /** `/assets/site.<hash>.css` */
  href: string;
  /** The minified CSS. */
  css: string;
  /**
   * The CSP source that allows the minified CSS as an inline `<style>` (`'sha256-<base64>'`), or null when
   * the CSS cannot stand inline (it contains `</style`): the page then links the hashed file.
   */
  cspSource: string | null;
}

function encode(text: string): Encoded {
  const plain = Buffer.from(text);
  // Brotli 11 in text mode and gzip 9, as scripts/precompress.ts writes the bundle's files. Copied into
  // plain ArrayBuffers (a Buffer may sit in a shared pool), once per text.
  const bodies: Record<Encoding, Uint8Array<ArrayBuffer>> = {
    identity: new Uint8Array(plain),
    br: new Uint8Array(brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length } })),
    gzip: new Uint8Array(gzipSync(plain, { level: 9 })),
  };
  const tag = (b: Uint8Array) => `"${createHash('sha256').update(b).digest('hex').slice(0, 32)}"`;
  return { bodies, tags: { identity: tag(bodies.identity), br: tag(bodies.br), gzip: tag(bodies.gzip) } };
}

/** The answer of an encoded text: 304 when the browser holds this encoding's tag, else the bytes. */
function answer(c: Context, encoded: Encoded, contentType: string, cacheControl: string): Response {
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
  const tag = encoded.tags[encoding];
  const headers = new Headers({ 'Cache-Control': cacheControl, ETag: tag, Vary: 'Accept-Encoding' });
  const held = (c.req.header('If-None-Match') ?? '').split(',').map((s) => s.trim().replace(/^W\//, ''));
  if (held.includes(tag) || held.includes('*')) return c.body(null, 304, Object.fromEntries(headers));
  headers.set('Content-Type', contentType);
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  return c.body(encoded.bodies[encoding], 200, Object.fromEntries(headers));
}

/**
 * The site's stylesheet and pages, for `createApp` when it serves the example site from `root`.
 * The stylesheet is built again when its file changes (size or mtime, checked on each page view); every
 * version built by this process stays servable, so a page opened before an edit keeps its styles.
 */
export function siteAssets(root: string) {
  const versions = new Map<string, SiteStylesheet>();
  let current: { key: string; sheet: Promise<SiteStylesheet> } | null = null;
  /** Composed pages by their text: a page is compressed once, not on every view (bounded, oldest out). */
  const pages = new Map<string, Encoded>();
  const MAX_PAGES = 100;

  async function build(file: string): Promise<SiteStylesheet> {
    const source = await readFile(file, 'utf8');
    // esbuild (a dependency already: tsup's, and tsup.config.ts's css-inline plugin minifies the widgets'
    // CSS with it) minifies without changing what the rules mean.
    const { code } = await transform(source, { loader: 'css', minify: true, sourcefile: STYLESHEET_FILE });
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
    // esbuild writes `</style` in a string as `<\/style`; the check stays in case a minifier does not.
    const inlinable = !/<\/style/i.test(code);
    const cspSource = inlinable ? `'sha256-${createHash('sha256').update(code).digest('base64')}'` : null;
    const sheet: SiteStylesheet = { href: `/assets/site.${hash}.css`, css: code, cspSource, ...encode(code) };
    versions.set(hash, sheet);
    return sheet;
  }

  /** Minified site scripts by `<name>.<hash>`: every version built by this process stays servable. */
  const scriptVersions = new Map<string, Encoded>();
  /** Per script name, the last file state seen (size:mtime) and its minified version's hash. */
  const scripts = new Map<string, { key: string; hash: Promise<string> }>();

  async function buildScript(name: string, file: string): Promise<string> {
    const source = await readFile(file, 'utf8');
    // A classic script (the site's are IIFEs): esbuild's transform without a format keeps its top level
    // as written and only minifies inside.
    const { code } = await transform(source, { loader: 'js', minify: true, sourcefile: `assets/${name}.js` });
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
    scriptVersions.set(`${name}.${hash}`, encode(code));
    return hash;
  }

  /** The current hash of `assets/<name>.js`, built again when the file changed; null when there is none. */
  async function scriptHash(name: string): Promise<string | null> {
    const file = join(root, 'assets', `${name}.js`);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${info.size}:${info.mtimeMs}`;
    let entry = scripts.get(name);
    if (entry?.key !== key) {
      const hash = buildScript(name, file);
      entry = { key, hash };
      scripts.set(name, entry);
      hash.catch(() => {
        if (scripts.get(name)?.hash === hash) scripts.delete(name);
      });
    }
    return entry.hash;
  }

  async function stylesheet(): Promise<SiteStylesheet> {
    const file = join(root, STYLESHEET_FILE);
    const info = await stat(file);
    const key = `${info.size}:${info.mtimeMs}`;
    if (current?.key !== key) {
      const sheet = build(file);
      current = { key, sheet };
      sheet.catch(() => {
        if (current?.sheet === sheet) current = null;
      });
    }
    return current.sheet;
  }

  return {
    stylesheet,
    /**
     * The layout's link to the plain stylesheet replaced by `sheet`'s CSS in a `<style>` (decision 028,
     * third pass: a linked sheet blocks the first paint for a round trip). The page's CSP must name
     * `sheet.cspSource`; a sheet that cannot stand inline is linked by its hashed name instead.
     */
    withInlineStylesheet(html: string, sheet: SiteStylesheet): string {
      if (!html.includes(STYLESHEET_LINK)) return html;
      const tag = sheet.cspSource ? `<style>${sheet.css}</style>` : `<link rel="stylesheet" href="${sheet.href}">`;
      return html.replace(STYLESHEET_LINK, () => tag);
    },
    /**
     * The page's `<script src="/assets/<name>.js">` named by the minified script's content hash instead,
     * so it can be kept a year. A script that is missing, or that does not minify, keeps its plain name
     * (served as the file is).
     */
    async withHashedScripts(html: string): Promise<string> {
      const names = new Set(Array.from(html.matchAll(SITE_SCRIPT_SRC), (m) => m[2]!));
      if (names.size === 0) return html;
      const hashes = new Map<string, string>();
      await Promise.all(
        [...names].map(async (name) => {
          const hash = await scriptHash(name).catch(() => null);
          if (hash) hashes.set(name, hash);
        }),
      );
      return html.replace(SITE_SCRIPT_SRC, (tag: string, before: string, name: string, after: string) => {
        const hash = hashes.get(name);
        return hash ? `${before}/assets/${name}.${hash}.js${after}` : tag;
      });
    },
    /**
     * `GET /assets/<name>.<hash>.js`: kept a year, br or gzip. The current file is built first when this
     * process has not yet (a page from before a restart); null (→ the files, a 404) for a hash not built here.
     */
    async serveHashedScript(c: Context): Promise<Response | null> {
      const match = HASHED_SCRIPT.exec(c.req.path);
      if (!match) return null;
      const key = `${match[1]}.${match[2]}`;
      if (!scriptVersions.has(key)) await scriptHash(match[1]!).catch(() => null);
      const script = scriptVersions.get(key);
      return script ? answer(c, script, 'text/javascript; charset=utf-8', IMMUTABLE_CACHE) : null;
    },
    /** `GET /assets/site.<hash>.css`: kept a year (a change gives a new name); 404 for a hash not built here. */
    async serveHashedStylesheet(c: Context): Promise<Response | null> {
      const match = HASHED_STYLESHEET.exec(c.req.path);
      if (!match) return null;
      await stylesheet().catch(() => undefined);
      const sheet = versions.get(match[1]!);
      if (!sheet) return null;
      return answer(c, sheet, 'text/css; charset=utf-8', IMMUTABLE_CACHE);
    },
    /**
     * A composed page: revalidated on every view (an editor's change shows at once; the page names the
     * current stylesheet), a 304 when unchanged, br or gzip when accepted.
     */
    page(c: Context, html: string): Response {
      let encoded = pages.get(html);
      if (!encoded) {
        encoded = encode(html);
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
        pages.set(html, encoded);
      }
      return answer(c, encoded, 'text/html; charset=UTF-8', REVALIDATE_CACHE);
    },
  };
}
