// A minimal PNG encoder (RFC 2083 / ISO 15948) for the demo image host's pictures: 8-bit truecolour,
// with alpha only when some pixel needs it, one IDAT. node:zlib does the deflate and the CRC-32, so
// the whole format is a few dozen lines and needs no npm package.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_RGB = 2;
const COLOUR_RGBA = 6;

/** Encodes `width`×`height` pixels given as RGBA bytes, row by row from the top left. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer<ArrayBuffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`png: bad size ${width}×${height}`);
  }
  if (rgba.length !== width * height * 4) throw new RangeError(`png: expected ${width * height * 4} bytes, got ${rgba.length}`);
  // Opaque pictures (all of ours) drop the alpha channel: a quarter fewer bytes to deflate.
  let opaque = true;
  for (let i = 3; i < rgba.length && opaque; i += 4) opaque = rgba[i] === 255;
  const bpp = opaque ? 3 : 4;
  const stride = width * bpp;

  let prev = new Uint8Array(stride); // the row above the first one counts as zeros
  let row = new Uint8Array(stride);
  const candidate = new Uint8Array(stride);
  const filtered = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0, src = y * width * 4, dst = 0; x < width; x++, src += 4) {
      for (let c = 0; c < bpp; c++) row[dst++] = rgba[src + c]!;
    }
    // The spec's recommended heuristic: per row, the filter whose output has the smallest sum of
    // absolute values (as signed bytes) usually deflates best.
    const out = (stride + 1) * y;
    let best = Infinity;
    for (let type = 0; type <= 4; type++) {
      const score = filterRow(type, row, prev, bpp, candidate);
      if (score < best) {
        best = score;
        filtered[out] = type;
        filtered.set(candidate, out + 1);
      }
    }
    [prev, row] = [row, prev];
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = opaque ? COLOUR_RGB : COLOUR_RGBA;
  // [10..12] compression, filter method and interlace: all 0 (deflate, adaptive, none)
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(filtered, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes `row` filtered with `type` into `out`; returns the heuristic's score. */
function filterRow(type: number, row: Uint8Array, prev: Uint8Array, bpp: number, out: Uint8Array): number {
  let score = 0;
  for (let i = 0; i < row.length; i++) {
    const left = i >= bpp ? row[i - bpp]! : 0;
    const up = prev[i]!;
    const upLeft = i >= bpp ? prev[i - bpp]! : 0;
    const predicted = type === 0 ? 0 : type === 1 ? left : type === 2 ? up : type === 3 ? (left + up) >> 1 : paeth(left, up, upLeft);
    const value = (row[i]! - predicted) & 0xff;
    out[i] = value;
    score += value < 128 ? value : 256 - value;
  }
  return score;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
