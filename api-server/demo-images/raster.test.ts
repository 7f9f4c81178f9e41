import { describe, expect, it } from 'vitest';
import { Mask, parseHex, parsePath, Picture, rotateThenScale, transformCircle, transformPolyline } from './raster.js';

const points = (line: number[]) => Array.from({ length: line.length / 2 }, (_, i) => [line[2 * i]!, line[2 * i + 1]!] as const);

describe('parsePath', () => {
  it('reads lines and closes subpaths back to their start', () => {
    expect(parsePath('M0 0 L10 0 L10 10 Z M20 20 L30 30')).toEqual([[0, 0, 10, 0, 10, 10, 0, 0], [20, 20, 30, 30]]);
    expect(parsePath('M1,2L-3.5,.5 L1e1 -2')).toEqual([[1, 2, -3.5, 0.5, 10, -2]]);
    expect(parsePath('  ')).toEqual([]);
  });

  it('flattens a cubic to within the tolerance, ending exactly at its end point', () => {
    // A quarter circle of radius 100 (the usual 0.5523 approximation deviates by 0.027 from it).
    const [line] = parsePath('M100 0 C100 55.23 55.23 100 0 100');
    const pts = points(line!);
    expect(pts.at(-1)).toEqual([0, 100]);
    expect(pts.length).toBeGreaterThan(10);
    for (let i = 1; i < pts.length; i++) {
      const [x0, y0] = pts[i - 1]!;
      const [x1, y1] = pts[i]!;
      expect(Math.abs(Math.hypot((x0 + x1) / 2, (y0 + y1) / 2) - 100)).toBeLessThan(0.1);
    }
    expect(parsePath('M100 0 C100 55.23 55.23 100 0 100', 1)[0]!.length).toBeLessThan(line!.length);
  });

  it('reflects the previous control point for T', () => {
    const [line] = parsePath('M0 0 Q5 10 10 0 T20 0', 0.001);
    const second = points(line!).filter(([x]) => x > 10);
    // Control point (15, -10): the curve dips to y = -5 at x = 15.
    expect(Math.min(...second.map(([, y]) => y))).toBeCloseTo(-5, 2);
    expect(second.every(([, y]) => y <= 1e-9)).toBe(true);
    // Without a Q before it, T's control point is the current point: a straight line.
    expect(points(parsePath('M0 0 T10 0')[0]!).every(([, y]) => y === 0)).toBe(true);
  });

  it.each([
    ['L0 0', /start with M/],
    ['m0 0 l10 10', /unsupported command m/],
    ['M0 0 A5 5 0 0 1 10 10', /unsupported command A/],
    ['M0 0 H10', /unsupported command H/],
    ['M0 0 L10', /L takes 2 numbers/],
    ['M0 0 L10 10 20 20', /expected a command/],
    ['M0 0 L10 #', /unexpected/],
    ['M0 0 L10 x', /L takes 2 numbers/],
    ['<path d="M0 0"/>', /unexpected/],
    ['M0 0 C1 2 3 4 5', /C takes 6 numbers/],
  ])('rejects %s', (d, error) => {
    expect(() => parsePath(d)).toThrow(error);
  });
});

describe('transforms', () => {
  it('turns clockwise on screen about the given point, then scales, like SVG', () => {
    const m = rotateThenScale(90, 50, 52, 3);
    const [x, y] = transformPolyline(m, [60, 52]);
    expect(x).toBeCloseTo(150, 9);
    expect(y).toBeCloseTo(186, 9);
    const c = transformCircle(rotateThenScale(30, 50, 52, 0.9), { cx: 50, cy: 52, r: 40 });
    expect(c.cx).toBeCloseTo(45, 9);
    expect(c.cy).toBeCloseTo(46.8, 9);
    expect(c.r).toBeCloseTo(36, 9);
  });
});

describe('Mask and Picture', () => {
  it('strokes a segment with an anti-aliased edge and round caps', () => {
    const mask = new Mask(50, 20);
    mask.strokeSegment(10.5, 10.5, 40.5, 10.5, 2);
    const at = (i: number, j: number) => mask.coverage[j * 50 + i]!;
    expect(at(20, 10)).toBe(1); // on the line
    expect(at(20, 12)).toBeCloseTo(0.5); // 2 px away: the edge
    expect(at(20, 13)).toBe(0);
    expect(at(42, 10)).toBeCloseTo(0.5); // 2 px beyond the end: the cap's edge
    expect(at(41, 11)).toBe(1); // round cap: √2 px from the end
    expect(at(42, 12)).toBe(0); // √8 px from the end: outside the cap's corner
    expect(at(5, 10)).toBe(0);
  });

  it('strokes and fills circles, combining shapes by maximum', () => {
    const mask = new Mask(40, 40);
    mask.strokeCircle({ cx: 20, cy: 20, r: 10 }, 1);
    expect(mask.coverage[19 * 40 + 29]).toBe(1); // pixel centre (29.5, 19.5) lies on the ring
    expect(mask.coverage[19 * 40 + 19]).toBe(0); // the middle stays empty
    mask.fillCircle({ cx: 20, cy: 20, r: 5 });
    expect(mask.coverage[19 * 40 + 19]).toBe(1);
    expect(mask.coverage[19 * 40 + 29]).toBe(1);
    mask.strokeSegment(0, 0, 40, 40, 0.2); // a faint line does not lighten what is already covered
    expect(mask.coverage[19 * 40 + 19]).toBe(1);
  });

  it('blends colours over the background in proportion to coverage and opacity', () => {
    const picture = new Picture(2, 1, [200, 100, 0]);
    const mask = new Mask(2, 1);
    mask.coverage[0] = 1;
    mask.coverage[1] = 0.5;
    picture.paint(mask, [0, 0, 255], 0.5);
    expect([...picture.toRgba()]).toEqual([100, 50, 128, 255, 150, 75, 64, 255]);
  });

  it('parses #rrggbb colours only', () => {
    expect(parseHex('#2f6dB5')).toEqual([0x2f, 0x6d, 0xb5]);
    expect(() => parseHex('#fff')).toThrow(/#rrggbb/);
    expect(() => parseHex('red')).toThrow(/#rrggbb/);
  });
});
