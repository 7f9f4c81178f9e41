// A tiny anti-aliased vector rasteriser for the product pictograms (product-image.ts): just enough of
// SVG's path syntax for hand-drawn line icons (absolute M, L, C, Q, T, Z) and distance-field painting.
// A pixel's coverage is how far its centre lies inside the shape, clamped to one pixel: that gives
// round caps and joins for free and one rule for lines and circles. The pictures are small (≤ 300 px)
// and drawn once per look, so visiting each segment's bounding box is fast enough, and far simpler
// than a scanline polygon filler.

export type Rgb = readonly [number, number, number];

export interface Circle {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

/** One subpath flattened to line segments: x0, y0, x1, y1, … (a closed one repeats its start). */
export type Polyline = number[];

/** x' = a·x + c·y + e, y' = b·x + d·y + f, as in SVG's matrix(a b c d e f). */
export type Matrix = readonly [number, number, number, number, number, number];

const ARITY: Readonly<Record<string, number>> = { M: 2, L: 2, C: 6, Q: 4, T: 2, Z: 0 };

function tokenize(d: string): (string | number)[] {
  const token = /[\s,]*(?:([A-Za-z])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?))/y;
  const tokens: (string | number)[] = [];
  for (let pos = 0; !/^[\s,]*$/.test(d.slice(pos)); pos = token.lastIndex) {
    token.lastIndex = pos;
    const m = token.exec(d);
    if (!m) throw new SyntaxError(`path: unexpected ${JSON.stringify(d.slice(pos, pos + 8))} at ${pos}`);
    tokens.push(m[1] ?? Number(m[2]));
  }
  return tokens;
}

/**
 * Parses path data and flattens its curves to within `tolerance` (in path units). Strict: relative
 * commands, arcs, H/V/S and implicitly repeated coordinates are errors, not silently misdrawn.
 */
export function parsePath(d: string, tolerance = 0.02): Polyline[] {
  const tokens = tokenize(d);
  const lines: Polyline[] = [];
  let line: Polyline | null = null;
  let x = 0, y = 0, startX = 0, startY = 0;
  let lastQx = 0, lastQy = 0, lastWasQuad = false;
  for (let i = 0; i < tokens.length;) {
    const cmd = tokens[i++]!;
    if (typeof cmd !== 'string') throw new SyntaxError(`path: expected a command, got ${cmd}`);
    const arity = ARITY[cmd];
    if (arity === undefined) throw new SyntaxError(`path: unsupported command ${cmd}`);
    const a: number[] = [];
    for (let k = 0; k < arity; k++, i++) {
      const v = tokens[i];
      if (typeof v !== 'number') throw new SyntaxError(`path: ${cmd} takes ${arity} numbers`);
      a.push(v);
    }
    if (cmd === 'M') {
      [x, y, startX, startY] = [a[0]!, a[1]!, a[0]!, a[1]!];
      lines.push((line = [x, y]));
      lastWasQuad = false;
      continue;
    }
    if (!line) throw new SyntaxError('path: must start with M');
    if (cmd === 'L' || cmd === 'Z') {
      [x, y] = cmd === 'L' ? [a[0]!, a[1]!] : [startX, startY];
      line.push(x, y);
      // After Z a new subpath starts at the closed one's start (a following M replaces it).
      if (cmd === 'Z') lines.push((line = [x, y]));
      lastWasQuad = false;
    } else if (cmd === 'C') {
      flatten(line, [x, y, a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!], tolerance);
      [x, y] = [a[4]!, a[5]!];
      lastWasQuad = false;
    } else {
      // Q names its control point; T reflects the previous one (or uses the current point, SVG 9.3.7).
      const reflect = cmd === 'T' && lastWasQuad;
      const qx: number = cmd === 'Q' ? a[0]! : reflect ? 2 * x - lastQx : x;
      const qy: number = cmd === 'Q' ? a[1]! : reflect ? 2 * y - lastQy : y;
      const ex: number = cmd === 'Q' ? a[2]! : a[0]!;
      const ey: number = cmd === 'Q' ? a[3]! : a[1]!;
      flatten(line, [x, y, qx, qy, ex, ey], tolerance);
      x = ex;
      y = ey;
      lastQx = qx;
      lastQy = qy;
      lastWasQuad = true;
    }
  }
  return lines.filter((l) => l.length >= 4);
}

/** Appends a Bézier curve (quadratic: 6 numbers, cubic: 8) as line segments, without its start. */
function flatten(line: Polyline, p: number[], tolerance: number): void {
  const degree = p.length / 2 - 1;
  // Wang's formula: this many segments keep every chord within `tolerance` of the curve.
  let dd = 0;
  for (let k = 0; k + 2 <= degree; k++) {
    dd = Math.max(dd, Math.hypot(p[2 * k]! - 2 * p[2 * k + 2]! + p[2 * k + 4]!, p[2 * k + 1]! - 2 * p[2 * k + 3]! + p[2 * k + 5]!));
  }
  const n = Math.min(256, Math.max(1, Math.ceil(Math.sqrt((degree * (degree - 1) * dd) / (8 * tolerance)))));
  for (let s = 1; s <= n; s++) {
    const t = s / n;
    const u = 1 - t;
    if (degree === 2) {
      line.push(u * u * p[0]! + 2 * u * t * p[2]! + t * t * p[4]!, u * u * p[1]! + 2 * u * t * p[3]! + t * t * p[5]!);
    } else {
      const [b0, b1, b2, b3] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
      line.push(b0 * p[0]! + b1 * p[2]! + b2 * p[4]! + b3 * p[6]!, b0 * p[1]! + b1 * p[3]! + b2 * p[5]! + b3 * p[7]!);
    }
  }
}

/** SVG's `scale(s) rotate(deg, cx, cy)`: turn about (cx, cy), clockwise on screen, then scale. */
export function rotateThenScale(deg: number, cx: number, cy: number, s: number): Matrix {
  const cos = Math.cos((deg * Math.PI) / 180);
  const sin = Math.sin((deg * Math.PI) / 180);
  return [s * cos, s * sin, -s * sin, s * cos, s * (cx - cos * cx + sin * cy), s * (cy - sin * cx - cos * cy)];
}

export function transformPolyline(m: Matrix, line: Polyline): Polyline {
  const out: Polyline = [];
  for (let i = 0; i + 1 < line.length; i += 2) out.push(m[0] * line[i]! + m[2] * line[i + 1]! + m[4], m[1] * line[i]! + m[3] * line[i + 1]! + m[5]);
  return out;
}

/** A circle under a rotation and uniform scale is a circle. */
export function transformCircle(m: Matrix, c: Circle): Circle {
  return { cx: m[0] * c.cx + m[2] * c.cy + m[4], cy: m[1] * c.cx + m[3] * c.cy + m[5], r: c.r * Math.hypot(m[0], m[1]) };
}

/**
 * Coverage (0..1) per pixel, in pixel units with pixel (i, j) sampled at its centre (i + ½, j + ½).
 * Shapes combine by maximum, so overlapping strokes of one colour do not darken at the joins.
 */
export class Mask {
  readonly coverage: Float32Array;

  constructor(readonly width: number, readonly height: number) {
    this.coverage = new Float32Array(width * height);
  }

  strokePolyline(line: Polyline, halfWidth: number): void {
    if (line.length === 2) this.strokeSegment(line[0]!, line[1]!, line[0]!, line[1]!, halfWidth);
    for (let i = 0; i + 3 < line.length; i += 2) this.strokeSegment(line[i]!, line[i + 1]!, line[i + 2]!, line[i + 3]!, halfWidth);
  }

  strokeSegment(x0: number, y0: number, x1: number, y1: number, halfWidth: number): void {
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSquared = dx * dx + dy * dy;
    const reachSquared = (halfWidth + 0.5) ** 2;
    this.paint(Math.min(x0, x1) - halfWidth, Math.min(y0, y1) - halfWidth, Math.max(x0, x1) + halfWidth, Math.max(y0, y1) + halfWidth, (px, py) => {
      const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / lengthSquared));
      const ex = px - x0 - t * dx;
      const ey = py - y0 - t * dy;
      const distanceSquared = ex * ex + ey * ey;
      // Most pixels of a bounding box lie outside the stroke: skip the square root there (and
      // Math.hypot everywhere in the loops: V8's is several times slower than Math.sqrt).
      return distanceSquared >= reachSquared ? -1 : halfWidth - Math.sqrt(distanceSquared);
    });
  }

  strokeCircle({ cx, cy, r }: Circle, halfWidth: number): void {
    const reach = r + halfWidth;
    this.paint(cx - reach, cy - reach, cx + reach, cy + reach, (px, py) => halfWidth - Math.abs(Math.sqrt((px - cx) ** 2 + (py - cy) ** 2) - r));
  }

  fillCircle({ cx, cy, r }: Circle): void {
    this.paint(cx - r, cy - r, cx + r, cy + r, (px, py) => r - Math.sqrt((px - cx) ** 2 + (py - cy) ** 2));
  }

  /** `inside` is the signed distance into the shape; its edge is smoothed over one pixel. */
  private paint(left: number, top: number, right: number, bottom: number, inside: (px: number, py: number) => number): void {
    const i0 = Math.max(0, Math.floor(left - 1));
    const j0 = Math.max(0, Math.floor(top - 1));
    const i1 = Math.min(this.width - 1, Math.ceil(right + 1));
    const j1 = Math.min(this.height - 1, Math.ceil(bottom + 1));
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        const c = Math.min(1, inside(i + 0.5, j + 0.5) + 0.5);
        const k = j * this.width + i;
        if (c > this.coverage[k]!) this.coverage[k] = c;
      }
    }
  }
}

/** An opaque picture: colours blend over the background in proportion to a mask's coverage. */
export class Picture {
  private readonly rgb: Float32Array;

  constructor(readonly width: number, readonly height: number, background: Rgb) {
    this.rgb = new Float32Array(width * height * 3);
    for (let k = 0; k < this.rgb.length; k += 3) this.rgb.set(background, k);
  }

  paint(mask: Mask, colour: Rgb, opacity = 1): void {
    for (let k = 0; k < mask.coverage.length; k++) {
      const a = mask.coverage[k]! * opacity;
      if (a <= 0) continue;
      for (let c = 0; c < 3; c++) this.rgb[3 * k + c] = this.rgb[3 * k + c]! * (1 - a) + colour[c]! * a;
    }
  }

  toRgba(): Uint8Array {
    const out = new Uint8Array(this.width * this.height * 4);
    for (let k = 0; k < this.width * this.height; k++) {
      for (let c = 0; c < 3; c++) out[4 * k + c] = Math.round(this.rgb[3 * k + c]!);
      out[4 * k + 3] = 255;
    }
    return out;
  }
}

export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new SyntaxError(`colour: expected #rrggbb, got ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}
