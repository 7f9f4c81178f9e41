import { describe, expect, it } from 'vitest';
import { DISC, drawProductImage, FALLBACK, LOOKS, productImage, tiltOf } from './product-image.js';
import { parseHex, parsePath } from './raster.js';

function pixel(rgba: Uint8Array, width: number, x: number, y: number): number[] {
  const k = (Math.floor(y) * width + Math.floor(x)) * 4;
  return [...rgba.subarray(k, k + 3)];
}

function expectColour(actual: number[], expected: readonly number[], tolerance = 1) {
  actual.forEach((v, c) => expect(Math.abs(v - expected[c]!), `channel ${c}: ${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance));
}

describe('the looks', () => {
  it('has icons the path parser accepts, inside the 100×100 box', () => {
    for (const [group, look] of Object.entries({ ...LOOKS, fallback: FALLBACK })) {
      expect(look.paths.length + look.circles.length, group).toBeGreaterThan(0);
      for (const d of look.paths) {
        for (const line of parsePath(d)) expect(line.every((v) => v >= 0 && v <= 100), `${group}: ${d}`).toBe(true);
      }
      for (const c of look.circles) expect(c.cx - c.r >= 0 && c.cx + c.r <= 100 && c.cy - c.r >= 0 && c.cy + c.r <= 100).toBe(true);
    }
  });

  it('gives every group its own ink and tint', () => {
    const looks = Object.values(LOOKS);
    expect(new Set(looks.map((l) => l.ink)).size).toBe(looks.length);
    expect(new Set(looks.map((l) => l.tint)).size).toBe(looks.length);
  });

  it('tilts pictures by −6…6 degrees, stably per product', () => {
    const tilts = new Set(Array.from({ length: 500 }, (_, i) => tiltOf(String(100_000 + i))));
    expect([...tilts].sort((a, b) => a - b)).toEqual([-6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6]);
    expect(tiltOf('100123')).toBe(tiltOf('100123'));
  });
});

describe('drawProductImage', () => {
  const snowflake = LOOKS['50']!; // its vertical stroke runs from (50, 18) to (50, 82)

  it('draws the tint in the corner, blended white in the disc and the ink on the strokes', () => {
    for (const width of [90, 300]) {
      const s = width / 100;
      const rgba = drawProductImage(snowflake, 0, width);
      expect(rgba.length).toBe(width * width * 4);
      expectColour(pixel(rgba, width, 1, 1), parseHex(snowflake.tint), 0);
      expectColour(pixel(rgba, width, 50 * s, 25 * s), parseHex(snowflake.ink));
      // Inside the disc, away from the icon: 75 % white over the tint.
      const tint = parseHex(snowflake.tint);
      expectColour(pixel(rgba, width, 35 * s, 80 * s), tint.map((v) => v * 0.25 + 255 * 0.75));
    }
  });

  it('blends the disc white in the middle of the fallback ring and strokes the ring', () => {
    const rgba = drawProductImage(FALLBACK, 0, 300);
    const tint = parseHex(FALLBACK.tint);
    expectColour(pixel(rgba, 300, DISC.cx * 3, DISC.cy * 3), tint.map((v) => v * 0.25 + 255 * 0.75));
    expectColour(pixel(rgba, 300, 74 * 3, 50 * 3), parseHex(FALLBACK.ink)); // the ring: r 24 about (50, 50)
  });

  it('turns the icon clockwise about (50, 52) by the tilt, like SVG rotate()', () => {
    const rgba = drawProductImage(snowflake, 6, 300);
    const ink = parseHex(snowflake.ink);
    // The top of the vertical stroke, 30 units above the turning point, moves right.
    const [x, y] = [50 + 30 * Math.sin(Math.PI / 30), 52 - 30 * Math.cos(Math.PI / 30)];
    expectColour(pixel(rgba, 300, x * 3, y * 3), ink);
    expect(pixel(rgba, 300, 50 * 3 - 2 * 3, y * 3)).not.toEqual([...ink]);
  });

  it('strokes thicker lines in the thumbnail (5 units at 90 px, 3.5 at 300 px)', () => {
    const ink = parseHex(snowflake.ink);
    // 2.2 units beside the vertical stroke: inside a 5-unit line, outside a 3.5-unit one.
    expectColour(pixel(drawProductImage(snowflake, 0, 90), 90, 52.2 * 0.9, 25 * 0.9), ink, 40);
    expect(pixel(drawProductImage(snowflake, 0, 300), 300, 52.2 * 3, 25 * 3)[0]).toBeGreaterThan(ink[0] + 100);
  });
});

describe('productImage', () => {
  it('encodes a PNG of the asked width and renders each look, tilt and width once', () => {
    const a = productImage('100123', '10', 90);
    expect([...a.png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(a.png.readUInt32BE(16)).toBe(90);
    expect(a.png.readUInt32BE(20)).toBe(90);
    expect(a.etag).toMatch(/^"[\w-]{27}"$/);
    expect(productImage('100123', '10', 90)).toBe(a);
    const twin = Array.from({ length: 100 }, (_, i) => String(200_000 + i)).find((id) => tiltOf(id) === tiltOf('100123'))!;
    expect(productImage(twin, '10', 90)).toBe(a); // same look and tilt: the same cached picture
    const wide = productImage('100123', '10', 300);
    expect(wide).not.toBe(a);
    expect(wide.png.readUInt32BE(16)).toBe(300);
    expect(productImage('100123', '20', 90).png.equals(a.png)).toBe(false);
  });

  it('draws unknown groups with the fallback look, sharing one cache entry', () => {
    expect(productImage('100123', '999', 90)).toBe(productImage('100123', 'toString', 90));
  });
});
