import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export type PageFormat = 'png' | 'jpeg' | 'tiff';

const FORMATS: Record<PageFormat, { contentType: string; ext: string }> = {
  png: { contentType: 'image/png', ext: 'png' },
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  tiff: { contentType: 'image/tiff', ext: 'tif' },
};

/** A page image of the export, checked and hashed; the bytes are not kept (memory stays flat). */
export type PageImage = {
  /** Path in the export, as the line gives it (for messages). */
  rel: string;
  file: string;
  format: PageFormat;
  contentType: string;
  ext: string;
  bytes: number;
  sha256: string;
};

export type InspectResult = { ok: true; image: PageImage } | { ok: false; reason: string };

export const sha256Hex = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/** Hash of the ordered page contents: equal hashes mean a re-import leaves the pages alone. */
export function pagesHashOf(images: readonly Pick<PageImage, 'sha256'>[]): string {
  return sha256Hex(images.map((i) => i.sha256).join(','));
}

/** Format from the file's signature (the extension is not trusted); null for anything else. */
export function sniffPageFormat(bytes: Buffer): PageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.subarray(0, 4).toString('latin1');
  if (head === 'II*\0' || head === 'MM\0*' || head === 'II+\0' || head === 'MM\0+') return 'tiff';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Why an image's pixels cannot be read, or null when it decodes. Full decode: used only before storing. */
export async function undecodableReason(bytes: Buffer, format: PageFormat): Promise<string | null> {
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format !== format || !meta.width || !meta.height) return 'unreadable image';
    // Header checks pass on truncated files; decoding the pixels does not.
    await sharp(bytes).raw().toBuffer();
    return null;
  } catch {
    return 'unreadable image (damaged or truncated)';
  }
}

/**
 * Reads and hashes one page image named in the export, refusing paths that resolve outside the
 * export directory (symlinks included), missing files, and files that are not PNG, JPEG or TIFF.
 */
export async function inspectPageImage(rootReal: string, rel: string): Promise<InspectResult> {
  let real: string;
  try {
    real = await fsp.realpath(path.join(rootReal, rel));
  } catch {
    return { ok: false, reason: `image not found: ${rel}` };
  }
  if (!real.startsWith(`${rootReal}${path.sep}`)) {
    return { ok: false, reason: `image is outside the export directory: ${rel}` };
  }
  let bytes: Buffer;
  try {
    bytes = await fsp.readFile(real);
  } catch (e) {
    return {
      ok: false,
      reason: `image cannot be read: ${rel} (${(e as { code?: string }).code ?? 'error'})`,
    };
  }
  // Only the signature here: a re-run hashes every image but decodes only those it must store.
  const format = sniffPageFormat(bytes);
  if (!format) return { ok: false, reason: `unreadable image (not a PNG, JPEG or TIFF): ${rel}` };
  const f = FORMATS[format];
  return {
    ok: true,
    image: {
      rel,
      file: real,
      format,
      contentType: f.contentType,
      ext: f.ext,
      bytes: bytes.length,
      sha256: sha256Hex(bytes),
    },
  };
}
