// Product pictures for the demo image host (spec §7: "Product images come from a food-info image host,
// width 90 or 300"). Offline there are no photographs, so the server draws a clean pictogram per
// posting group on the group's tint. Deterministic, no text (nothing to escape), no script.

export const IMAGE_WIDTHS = [90, 300] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The path the wire format carries in `img`; the widget adds `?w=90|300`. */
export function productImagePath(productId: string): string {
  return `/images/products/${productId}`;
}

interface Look {
  ink: string;
  tint: string;
  /** Pictogram in a 100×100 box, stroked with `ink`. */
  icon: string;
}

const LOOKS: Record<string, Look> = {
  // Mejeri: milk carton
  '10': { ink: '#2f6db5', tint: '#e8f0fa', icon: '<path d="M35 30 L35 85 L65 85 L65 30 L57 18 L43 18 Z M35 30 L65 30 M43 18 L43 12 L57 12 L57 18"/><path d="M40 56 Q45 50 50 56 T60 56"/>' },
  // Frugt & grønt: apple with a leaf
  '20': { ink: '#3f8f3a', tint: '#eaf5e6', icon: '<path d="M50 35 C40 25 22 30 24 50 C26 72 40 84 50 78 C60 84 74 72 76 50 C78 30 60 25 50 35 Z M50 35 L52 22"/><path d="M52 26 C58 16 70 18 70 18 C66 28 58 30 52 26 Z"/>' },
  // Kød: drumstick
  '30': { ink: '#b03a3a', tint: '#f9e9e7', icon: '<path d="M58 22 C76 22 84 40 74 54 C66 64 52 62 46 56 C40 50 40 34 50 26 C52 24 55 22 58 22 Z M46 56 L32 70"/><circle cx="27" cy="69" r="5"/><circle cx="32" cy="75" r="5"/>' },
  // Fisk & skaldyr: fish
  '40': { ink: '#1f7f8f', tint: '#e4f3f5', icon: '<path d="M18 50 C32 32 60 32 72 50 C60 68 32 68 18 50 Z M72 50 L86 38 L86 62 Z M40 40 C44 46 44 54 40 60"/><circle cx="30" cy="47" r="2.5"/>' },
  // Frost: snowflake
  '50': { ink: '#4a7fb0', tint: '#eaf2fb', icon: '<path d="M50 18 L50 82 M22 34 L78 66 M22 66 L78 34 M43 23 L50 30 L57 23 M43 77 L50 70 L57 77 M24 44 L31 40 L27 32 M76 56 L69 60 L73 68 M24 56 L31 60 L27 68 M76 44 L69 40 L73 32"/>' },
  // Kolonial: preserving jar
  '60': { ink: '#9a6a1f', tint: '#f8f0e1', icon: '<path d="M34 34 L66 34 L66 80 Q66 84 62 84 L38 84 Q34 84 34 80 Z M32 24 L68 24 L68 34 L32 34 Z M40 50 L60 50 L60 66 L40 66 Z"/>' },
  // Brød & bageri: loaf
  '70': { ink: '#a0672c', tint: '#f8eee2', icon: '<path d="M22 60 C22 40 36 32 50 32 C64 32 78 40 78 60 L78 74 Q78 78 74 78 L26 78 Q22 78 22 74 Z M36 44 L42 52 M48 42 L54 50 M60 44 L66 52"/>' },
  // Drikkevarer: bottle
  '80': { ink: '#6a4aa0', tint: '#f0ebf8', icon: '<path d="M44 14 L56 14 L56 30 C64 36 66 42 66 50 L66 82 Q66 86 62 86 L38 86 Q34 86 34 82 L34 50 C34 42 36 36 44 30 Z M34 56 L66 56 M34 72 L66 72"/>' },
  // Non-food: parcel
  '90': { ink: '#5a6470', tint: '#eef0f2', icon: '<path d="M22 38 L50 26 L78 38 L78 70 L50 82 L22 70 Z M22 38 L50 50 L78 38 M50 50 L50 82 M36 32 L64 44"/>' },
  // Rengøring: spray bottle
  '100': { ink: '#2a8a7a', tint: '#e5f4f1', icon: '<path d="M38 44 L62 44 L64 84 Q64 88 60 88 L40 88 Q36 88 36 84 Z M44 44 L44 34 L58 34 L58 44 M44 34 L44 24 L70 24 L70 30 L58 34"/><circle cx="78" cy="22" r="1.5"/><circle cx="82" cy="28" r="1.5"/><circle cx="78" cy="34" r="1.5"/>' },
};

const FALLBACK: Look = { ink: '#5a6470', tint: '#eef0f2', icon: '<circle cx="50" cy="50" r="24"/>' };

/** A small stable number from the id, so pictures of one group are not all identical. */
function tilt(productId: string): number {
  let h = 0;
  for (const ch of productId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return (h % 13) - 6;
}

export function renderProductImage(productId: string, groupId: string, width: ImageWidth): string {
  const look = LOOKS[groupId] ?? FALLBACK;
  const stroke = width === 90 ? 5 : 3.5;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${look.tint}"/>` +
    `<circle cx="50" cy="52" r="40" fill="#ffffff" fill-opacity="0.75"/>` +
    `<g transform="rotate(${tilt(productId)} 50 52)" fill="none" stroke="${look.ink}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${look.icon}</g>` +
    `</svg>`
  );
}
