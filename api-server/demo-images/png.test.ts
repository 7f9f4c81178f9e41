import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.js';

interface Decoded {
  width: number;
  height: number;
  colourType: number;
  chunks: string[];
  filters: Set<number>;
  rgba: Uint8Array;
}

/** An independent decoder for what encodePng may write: checks every CRC and undoes all five filters. */
function decodePng(png: Buffer): Decoded {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: string[] = [];
  const idat: Buffer[] = [];
  let header: Buffer | undefined;
  for (let o = 8; o < png.length;) {
    const length = png.readUInt32BE(o);
    const type = png.toString('latin1', o + 4, o + 8);
    const data = png.subarray(o + 8, o + 8 + length);
    expect(png.readUInt32BE(o + 8 + length), `CRC of ${type}`).toBe(zlib.crc32(png.subarray(o + 4, o + 8 + length)));
    chunks.push(type);
    if (type === 'IHDR') header = data;
    if (type === 'IDAT') idat.push(data);
    o += 12 + length;
  }
  expect(header).toBeDefined();
  const width = header!.readUInt32BE(0);
  const height = header!.readUInt32BE(4);
  expect(header![8]).toBe(8); // bit depth
  expect([...header!.subarray(10, 13)]).toEqual([0, 0, 0]);
  const colourType = header![9]!;
  const bpp = colourType === 6 ? 4 : 3;
  const stride = width * bpp;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe((stride + 1) * height);
  const px = new Uint8Array(stride * height);
  const filters = new Set<number>();
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    filters.add(filter);
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? px[y * stride + i - bpp]! : 0;
      const b = y > 0 ? px[(y - 1) * stride + i]! : 0;
      const c = i >= bpp && y > 0 ? px[(y - 1) * stride + i - bpp]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predicted = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      expect(predicted, `filter type ${filter}`).toBeDefined();
      px[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predicted!) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let k = 0; k < width * height; k++) {
    rgba.set(px.subarray(k * bpp, k * bpp + 3), k * 4);
    rgba[k * 4 + 3] = bpp === 4 ? px[k * bpp + 3]! : 255;
  }
  return { width, height, colourType, chunks, filters, rgba };
}

describe('encodePng', () => {
  it('writes a 3×2 opaque picture as RGB that decodes to the same pixels', () => {
    // red green blue / white black grey
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128, 255]);
    const png = encodePng(3, 2, rgba);
    const decoded = decodePng(png);
    expect(decoded).toMatchObject({ width: 3, height: 2, colourType: 2, chunks: ['IHDR', 'IDAT', 'IEND'] });
    expect([...decoded.rgba]).toEqual([...rgba]);
  });

  it('keeps the alpha channel when some pixel is not opaque', () => {
    const rgba = new Uint8Array([10, 20, 30, 255, 40, 50, 60, 0, 70, 80, 90, 128, 1, 2, 3, 254]);
    const decoded = decodePng(encodePng(2, 2, rgba));
    expect(decoded.colourType).toBe(6);
    expect([...decoded.rgba]).toEqual([...rgba]);
  });

  it('round-trips a larger picture, choosing filters per row', () => {
    const [w, h] = [61, 37];
    const rgba = new Uint8Array(w * h * 4);
    let seed = 7;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        const k = (y * w + x) * 4;
        // Rows of flat colour, of gradients and of noise, so that different filters win.
        const kind = y % 3;
        rgba[k] = kind === 0 ? 200 : kind === 1 ? x * 4 : seed >>> 24;
        rgba[k + 1] = kind === 0 ? 100 : y * 6;
        rgba[k + 2] = (x * y) & 0xff;
        rgba[k + 3] = y < 30 ? 255 : (seed >>> 16) & 0xff;
      }
    }
    const decoded = decodePng(encodePng(w, h, rgba));
    expect(decoded.colourType).toBe(6);
    expect([...decoded.rgba]).toEqual([...rgba]);
    expect(decoded.filters.size).toBeGreaterThan(1);
  });

  it('deflates flat areas to a small file', () => {
    const rgba = new Uint8Array(300 * 300 * 4).fill(200);
    for (let k = 3; k < rgba.length; k += 4) rgba[k] = 255;
    expect(encodePng(300, 300, rgba).length).toBeLessThan(1000);
  });

  it('rejects a size that does not match the pixels', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(RangeError);
    expect(() => encodePng(0, 1, new Uint8Array(0))).toThrow(RangeError);
    expect(() => encodePng(1.5, 2, new Uint8Array(12))).toThrow(RangeError);
  });
});
