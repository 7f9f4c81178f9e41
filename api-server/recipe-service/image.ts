// A recipe's picture when its row names none: a deterministic SVG drawn from the recipe's id and name
// (a plate on a coloured table, the name's initial letters on the plate, the name as the accessible
// title). No script, no external reference, every text escaped: served as image/svg+xml with a
// sandboxing CSP, it is safe to embed anywhere.

const PALETTE: readonly (readonly [string, string, string])[] = [
  ['#f4e1c1', '#c8553d', '#2d3047'],
  ['#dcefe0', '#3a7d44', '#1b2f1f'],
  ['#fde8d7', '#e07a5f', '#3d405b'],
  ['#e3ecf7', '#3d5a80', '#1d2d44'],
  ['#fff3c4', '#d4a017', '#4a3b00'],
  ['#f2dfe9', '#9c3d6b', '#3b1327'],
  ['#e6f1ef', '#2a9d8f', '#12403a'],
  ['#efe6dd', '#8d6346', '#3a2719'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Up to two initials of the name's first words ('Stegt flæsk med persillesovs' -> 'SF'). */
function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => w.length > 2 || /^\p{Lu}/u.test(w));
  return words.slice(0, 2).map((w) => [...w][0]!.toUpperCase()).join('');
}

/** The SVG picture of a recipe: 4:3, the same for the same id and name. */
export function recipeImageSvg(id: number, name: string): string {
  const [bg, accent, ink] = PALETTE[id % PALETTE.length]!;
  // A few garnish dots around the plate, placed by the id.
  let x = id >>> 0;
  const next = () => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x297a2d39) >>> 0;
    return x / 0x1_0000_0000;
  };
  const dots = Array.from({ length: 7 }, () => {
    const angle = next() * Math.PI * 2;
    const r = 118 + next() * 40;
    return `<circle cx="${(200 + Math.cos(angle) * r).toFixed(1)}" cy="${(150 + Math.sin(angle) * r * 0.7).toFixed(1)}" r="${(5 + next() * 7).toFixed(1)}" fill="${accent}" opacity="0.55"/>`;
  }).join('');
  const title = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${title}">`
    + `<title>${title}</title>`
    + `<rect width="400" height="300" fill="${bg}"/>${dots}`
    + `<ellipse cx="200" cy="150" rx="105" ry="95" fill="#ffffff" stroke="${accent}" stroke-width="6"/>`
    + `<ellipse cx="200" cy="150" rx="72" ry="64" fill="${accent}" opacity="0.18"/>`
    + `<text x="200" y="168" text-anchor="middle" font-family="Georgia, serif" font-size="52" fill="${ink}">${escapeXml(initials(name))}</text>`
    + '</svg>';
}
