// The demo pictures of the focus brands (issue 18 point 3, §9: logo 80 px wide, focus thumbnail
// 250 px): drawn as SVG from the brand's name, like the product pictures are drawn from the product
// (product-image.ts), so the demo needs no downloaded files. A motif by trade (dairy, coffee roaster,
// bakery, else a leaf), colours picked from the slug: the same brand always looks the same.

const PALETTES: readonly [string, string, string][] = [
  ['#1f4e79', '#dce9f5', '#f2c14e'],
  ['#5a3825', '#f3e6d8', '#c8773a'],
  ['#7a2e1f', '#fbeee0', '#e0a458'],
  ['#2f5d3a', '#e4f1e4', '#a7c957'],
  ['#4b2e5a', '#efe6f4', '#e07a5f'],
];

const MOTIFS = {
  // A milk can.
  dairy: '<path d="M-14 -22h28l-4 8v30a6 6 0 0 1-6 6h-8a6 6 0 0 1-6-6v-30z" fill="FG"/><rect x="-16" y="-28" width="32" height="7" rx="3" fill="FG"/><path d="M-7 -6h14" stroke="BG" stroke-width="3" stroke-linecap="round"/>',
  // A coffee bean.
  coffee: '<ellipse cx="0" cy="0" rx="17" ry="24" transform="rotate(-25)" fill="FG"/><path d="M-6 -20c10 10-8 26 4 40" transform="rotate(-25)" stroke="BG" stroke-width="3.5" fill="none" stroke-linecap="round"/>',
  // A loaf with cuts.
  bakery: '<path d="M-26 10c0-22 12-30 26-30s26 8 26 30v6h-52z" fill="FG"/><path d="M-12 -8l-5 12M0 -12l-4 14M12 -8l-5 12" stroke="BG" stroke-width="3" stroke-linecap="round"/>',
  // A fish.
  fish: '<path d="M-26 0c10-16 30-16 40 0-10 16-30 16-40 0z" fill="FG"/><path d="M12 0l16-12v24z" fill="FG"/><circle cx="-14" cy="-3" r="3" fill="BG"/>',
  // A leaf.
  other: '<path d="M-20 20C-20-8 0-24 24-24 24 4 6 22-20 20z" fill="FG"/><path d="M-18 18 14-14" stroke="BG" stroke-width="3" stroke-linecap="round"/>',
} as const;

/** The trade from the brand's name and text (the seed's texts name it). */
function motifOf(words: string): keyof typeof MOTIFS {
  const n = words.toLowerCase();
  if (/kaffe|rister/.test(n)) return 'coffee';
  if (/bager|brød/.test(n)) return 'bakery';
  if (/fisk|skaldyr/.test(n)) return 'fish';
  if (/mejeri|mælk|smør/.test(n)) return 'dairy';
  return 'other';
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

function motif(words: string, fg: string, bg: string): string {
  return MOTIFS[motifOf(words)].replaceAll('FG', fg).replaceAll('BG', bg);
}

/**
 * The brand's logo (2:1, shown 80 px wide on cards and pages) or its thumbnail (square, shown 250 px).
 * Text is escaped: a brand name is data.
 */
export function brandPictureSvg(name: string, slug: string, kind: 'logo' | 'thumb', text = ''): string {
  const [fg, bg, accent] = PALETTES[hash(slug) % PALETTES.length]!;
  const words = `${name} ${text}`;
  const label = escapeXml(name);
  const font = "font-family='Helvetica, Arial, sans-serif' font-weight='700'";
  if (kind === 'logo') {
    // 5:2, so at 80 px wide it is 32 px high: the card's logo slot (product-card.css, max 2rem). Large
    // letters (about 13 px at 80 px wide); a name of two or more words goes on two lines.
    const nameWords = name.trim().split(/\s+/);
    const half = Math.ceil(nameWords.length / 2);
    const lines = nameWords.length > 1 && name.length > 9 ? [nameWords.slice(0, half).join(' '), nameWords.slice(half).join(' ')] : [name.trim()];
    const size = lines.length > 1 ? 50 : 66;
    const lettering = lines
      .map((line, i) => {
        const y = lines.length > 1 ? 72 + i * 56 : 80 + size * 0.36;
        const width = Math.min(236, line.length * size * 0.6);
        return `<text x="148" y="${y}" ${font} font-size="${size}" fill="${fg}" textLength="${width}" lengthAdjust="spacingAndGlyphs">${escapeXml(line)}</text>`;
      })
      .join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 160" width="400" height="160" role="img" aria-label="${label}">`
      + `<rect width="400" height="160" rx="24" fill="${bg}"/>`
      + `<circle cx="74" cy="80" r="60" fill="${accent}"/>`
      + `<g transform="translate(74 80) scale(1.6)">${motif(words, fg, accent)}</g>`
      + lettering
      + '</svg>';
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 500" width="500" height="500" role="img" aria-label="${label}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>`
    + `<rect width="500" height="500" fill="url(#g)"/>`
    + `<circle cx="250" cy="210" r="140" fill="${bg}" opacity="0.9"/>`
    + `<g transform="translate(250 210) scale(4)">${motif(words, fg, bg)}</g>`
    + `<rect x="0" y="390" width="500" height="110" fill="${fg}"/>`
    + `<text x="250" y="460" text-anchor="middle" ${font} font-size="${name.length > 14 ? 36 : 46}" fill="${bg}">${label}</text>`
    + '</svg>';
}

/** The addresses the seed stores in focus_brands (served by routes/focus.ts brandImageRoutes). */
export function brandPictureUrls(slug: string): { logoUrl: string; thumbUrl: string } {
  const base = `/images/brands/${encodeURIComponent(slug)}`;
  return { logoUrl: `${base}/logo.svg`, thumbUrl: `${base}/thumb.svg` };
}
