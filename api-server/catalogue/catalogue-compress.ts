// Compresses the shared part of a catalogue ONCE and appends each user's small part per request,
// without compressing the shared part again (docs/decisions/006-catalogue-wire.md):
//  - brotli: the shared part is compressed with a flush instead of a finish, which ends it on a byte
//    boundary at a meta-block boundary; the user's part follows as an uncompressed meta-block
//    (RFC 7932 §9.2: ISLAST 0, MNIBBLES, MLEN-1, ISUNCOMPRESSED 1, then the bytes), and one empty last
//    meta-block (ISLAST 1, ISLASTEMPTY 1) ends the stream;
//  - gzip: a sync-flushed raw deflate of the shared part, then the user's part as its own raw deflate
//    (its back-references stay inside itself, so they are valid after the first), and the gzip trailer
//    with the CRC-32 continued over both.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const deflateRaw = promisify(zlib.deflateRaw);

export interface BrotliPrefix {
  bytes: Buffer;
  quality: number;
}

/** The shared part as an unfinished brotli stream (runs on libuv's thread pool, not the event loop). */
export async function brotliPrefix(data: Buffer, quality: number): Promise<BrotliPrefix> {
  const bytes = await brotliCompress(data, {
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  return { bytes, quality };
}

const MAX_STORED_BLOCK = 1 << 16;
/** ISLAST 1, ISLASTEMPTY 1, padding. */
const BROTLI_END = Buffer.from([0x03]);

/** A finished brotli stream: the prefix, `suffix` stored uncompressed, the end. */
export function brotliWithSuffix(prefix: BrotliPrefix, suffix: Buffer): Buffer {
  const parts: Buffer[] = [prefix.bytes];
  for (let at = 0; at < suffix.length; at += MAX_STORED_BLOCK) {
    const chunk = suffix.subarray(at, at + MAX_STORED_BLOCK);
    // Bits, least significant first: ISLAST 0, MNIBBLES 00 (4 nibbles), MLEN-1 (16 bits), ISUNCOMPRESSED 1.
    const header = ((chunk.length - 1) << 3) | (1 << 19);
    parts.push(Buffer.from([header & 0xff, (header >>> 8) & 0xff, (header >>> 16) & 0xff]), chunk);
  }
  parts.push(BROTLI_END);
  return Buffer.concat(parts);
}

export interface GzipPrefix {
  deflated: Buffer;
  crc: number;
  length: number;
}

export async function gzipPrefix(data: Buffer): Promise<GzipPrefix> {
  const deflated = await deflateRaw(data, { level: 9, memLevel: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return { deflated, crc: zlib.crc32(data), length: data.length };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

export function gzipWithSuffix(prefix: GzipPrefix, suffix: Buffer): Buffer {
  const tail = zlib.deflateRawSync(suffix, { level: 6 });
  const trailer = Buffer.alloc(8);
  // Empty data: keep the running CRC (zlib.crc32 on Node 20 answered 0 for it here).
  trailer.writeUInt32LE((suffix.length === 0 ? prefix.crc : zlib.crc32(suffix, prefix.crc)) >>> 0, 0);
  trailer.writeUInt32LE((prefix.length + suffix.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, prefix.deflated, tail, trailer]);
}
