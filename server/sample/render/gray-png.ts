import zlib from 'node:zlib';

/**
 * Encodes an 8-bit grayscale buffer as a 1-, 4- or 8-bit grayscale PNG. Scanned text pages are nearly
 * bilevel, so packing to 4 bits (as the fixture scans are) with plain zlib is both small and far faster
 * than palette quantisation.
 */
export function encodeGrayPng(gray: Uint8Array, width: number, height: number, bitDepth: 1 | 4 | 8): Buffer {
  const perByte = 8 / bitDepth;
  const rowBytes = Math.ceil(width / perByte);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  const levels = (1 << bitDepth) - 1;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.round((v * levels) / 255);
  for (let y = 0; y < height; y++) {
    const out = y * (rowBytes + 1) + 1; // filter byte 0 (None) precedes each row
    const src = y * width;
    if (bitDepth === 8) {
      raw.set(gray.subarray(src, src + width), out);
      continue;
    }
    for (let x = 0; x < width; x += perByte) {
      let byte = 0;
      for (let k = 0; k < perByte; k++)
        byte = (byte << bitDepth) | (x + k < width ? lut[gray[src + x + k]!]! : levels);
      raw[out + x / perByte] = byte;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 4 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A separable 1-2-1 blur, `passes` times, in place: the soft edges of a photocopied, rescanned page. */
export function blurGray(src: Uint8Array, width: number, height: number, passes: number): Uint8Array {
  // Blurs in place: the horizontal pass writes into `b`, the vertical one back into `src`.
  const a = src;
  const b = new Uint8Array(src.length);
  for (let p = 0; p < passes; p++) {
    for (let y = 0; y < height; y++) {
      const r = y * width;
      b[r] = a[r]!;
      b[r + width - 1] = a[r + width - 1]!;
      for (let x = 1; x < width - 1; x++) b[r + x] = (a[r + x - 1]! + 2 * a[r + x]! + a[r + x + 1]!) >> 2;
    }
    for (let x = 0; x < width; x++) {
      a[x] = b[x]!;
      a[(height - 1) * width + x] = b[(height - 1) * width + x]!;
    }
    for (let y = 1; y < height - 1; y++) {
      const r = y * width;
      for (let x = 0; x < width; x++) a[r + x] = (b[r - width + x]! + 2 * b[r + x]! + b[r + width + x]!) >> 2;
    }
  }
  return a;
}
