// Product pictures for the demo image host (spec §7: "Product images come from a food-info image host,
// width 90 or 300"). Offline there are no photographs, so the server draws a clean pictogram per
// posting group on the group's tint. The host answers PNG, not SVG: Chromium parses and rasterises
// every SVG <img> on the page's main thread (≈2.5 ms each), which stalls the search page while the
// user types, whereas raster images decode off the main thread, and photos on a real image host are
// raster too. raster.ts draws, png.ts encodes; each look × tilt × width is rendered once per process.
import { createHash } from 'node:crypto';
import { encodePng } from './png.js';
import { Mask, parseHex, parsePath, Picture, rotateThenScale, transformCircle, transformPolyline, type Circle } from './raster.js';

export const IMAGE_WIDTHS = [90, 300] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The path the wire format carries in `img`; the widget adds `?w=90|300`. */
export function productImagePath(productId: string): string {
  return `/images/products/${productId}`;
}

export interface Look {
  ink: string;
  tint: string;
  /** Pictogram in a 100×100 box, stroked with `ink`: path data (absolute M L C Q T Z) and circles. */
  paths: readonly string[];
  circles: readonly Circle[];
}

export const LOOKS: Readonly<Record<string, Look>> = {
  // Mejeri: milk carton
  '10': {
    ink: '#2f6db5', tint: '#e8f0fa', circles: [],
    paths: ['M35 30 L35 85 L65 85 L65 30 L57 18 L43 18 Z M35 30 L65 30 M43 18 L43 12 L57 12 L57 18', 'M40 56 Q45 50 50 56 T60 56'],
  },
  // Frugt & grønt: apple with a leaf
  '20': {
    ink: '#3f8f3a', tint: '#eaf5e6', circles: [],
    paths: ['M50 35 C40 25 22 30 24 50 C26 72 40 84 50 78 C60 84 74 72 76 50 C78 30 60 25 50 35 Z M50 35 L52 22', 'M52 26 C58 16 70 18 70 18 C66 28 58 30 52 26 Z'],
  },
  // Kød: drumstick
  '30': {
    ink: '#b03a3a', tint: '#f9e9e7', circles: [{ cx: 27, cy: 69, r: 5 }, { cx: 32, cy: 75, r: 5 }],
    paths: ['M58 22 C76 22 84 40 74 54 C66 64 52 62 46 56 C40 50 40 34 50 26 C52 24 55 22 58 22 Z M46 56 L32 70'],
  },
  // Fisk & skaldyr: fish
  '40': {
    ink: '#1f7f8f', tint: '#e4f3f5', circles: [{ cx: 30, cy: 47, r: 2.5 }],
    paths: ['M18 50 C32 32 60 32 72 50 C60 68 32 68 18 50 Z M72 50 L86 38 L86 62 Z M40 40 C44 46 44 54 40 60'],
  },
  // Frost: snowflake
  '50': {
    ink: '#4a7fb0', tint: '#eaf2fb', circles: [],
    paths: ['M50 18 L50 82 M22 34 L78 66 M22 66 L78 34 M43 23 L50 30 L57 23 M43 77 L50 70 L57 77 M24 44 L31 40 L27 32 M76 56 L69 60 L73 68 M24 56 L31 60 L27 68 M76 44 L69 40 L73 32'],
  },
  // Kolonial: preserving jar
  '60': {
    ink: '#9a6a1f', tint: '#f8f0e1', circles: [],
    paths: ['M34 34 L66 34 L66 80 Q66 84 62 84 L38 84 Q34 84 34 80 Z M32 24 L68 24 L68 34 L32 34 Z M40 50 L60 50 L60 66 L40 66 Z'],
  },
  // Brød & bageri: loaf
  '70': {
    ink: '#a0672c', tint: '#f8eee2', circles: [],
    paths: ['M22 60 C22 40 36 32 50 32 C64 32 78 40 78 60 L78 74 Q78 78 74 78 L26 78 Q22 78 22 74 Z M36 44 L42 52 M48 42 L54 50 M60 44 L66 52'],
  },
  // Drikkevarer: bottle
  '80': {
    ink: '#6a4aa0', tint: '#f0ebf8', circles: [],
    paths: ['M44 14 L56 14 L56 30 C64 36 66 42 66 50 L66 82 Q66 86 62 86 L38 86 Q34 86 34 82 L34 50 C34 42 36 36 44 30 Z M34 56 L66 56 M34 72 L66 72'],
  },
  // Non-food: parcel
  '90': {
    ink: '#5a6470', tint: '#eef0f2', circles: [],
    paths: ['M22 38 L50 26 L78 38 L78 70 L50 82 L22 70 Z M22 38 L50 50 L78 38 M50 50 L50 82 M36 32 L64 44'],
  },
  // Rengøring: spray bottle
  '100': {
    ink: '#2a8a7a', tint: '#e5f4f1', circles: [{ cx: 78, cy: 22, r: 1.5 }, { cx: 82, cy: 28, r: 1.5 }, { cx: 78, cy: 34, r: 1.5 }],
    paths: ['M38 44 L62 44 L64 84 Q64 88 60 88 L40 88 Q36 88 36 84 Z M44 44 L44 34 L58 34 L58 44 M44 34 L44 24 L70 24 L70 30 L58 34'],
  },
};

export const FALLBACK: Look = { ink: '#5a6470', tint: '#eef0f2', paths: [], circles: [{ cx: 50, cy: 50, r: 24 }] };

/** The white disc behind the icon, and the point the icon turns about. */
export const DISC: Circle = { cx: 50, cy: 52, r: 40 };
const DISC_OPACITY = 0.75;

/** A small stable number (−6…6 degrees) from the id, so pictures of one group are not all identical. */
export function tiltOf(productId: string): number {
  let h = 0;
  for (const ch of productId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return (h % 13) - 6;
}

/** Draws a look as RGBA pixels, `width` pixels square. */
export function drawProductImage(look: Look, tilt: number, width: number): Uint8Array {
  const scale = width / 100;
  // Thicker lines in the thumbnail, so the icon stays legible at 90 px.
  const halfStroke = ((width <= 90 ? 5 : 3.5) / 2) * scale;
  const picture = new Picture(width, width, parseHex(look.tint));
  const disc = new Mask(width, width);
  disc.fillCircle(transformCircle(rotateThenScale(0, 0, 0, scale), DISC));
  picture.paint(disc, [255, 255, 255], DISC_OPACITY);
  const m = rotateThenScale(tilt, DISC.cx, DISC.cy, scale);
  const ink = new Mask(width, width);
  for (const d of look.paths) for (const line of parsePath(d)) ink.strokePolyline(transformPolyline(m, line), halfStroke);
  for (const c of look.circles) ink.strokeCircle(transformCircle(m, c), halfStroke);
  picture.paint(ink, parseHex(look.ink));
  return picture.toRgba();
}

export interface ProductPicture {
  png: Buffer<ArrayBuffer>;
  /** Strong: the same bytes always get the same tag, in every process. */
  etag: string;
}

// Bounded: 11 looks × 13 tilts × 2 widths, a few hundred KB at most. Unknown groups share one key.
const rendered = new Map<string, ProductPicture>();

export function productImage(productId: string, groupId: string, width: ImageWidth): ProductPicture {
  const lookKey = Object.hasOwn(LOOKS, groupId) ? groupId : '';
  const tilt = tiltOf(productId);
  const key = `${lookKey}/${tilt}/${width}`;
  let picture = rendered.get(key);
  if (!picture) {
    const png = encodePng(width, width, drawProductImage(LOOKS[lookKey] ?? FALLBACK, tilt, width));
    picture = { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
    rendered.set(key, picture);
  }
  return picture;
}
