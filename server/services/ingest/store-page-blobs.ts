import fsp from 'node:fs/promises';
import sharp from 'sharp';
import type { StoredPage } from '@/db/schema';
import type { BlobStore } from '@/server/blobs/blob-store';
import { pageKeyPrefix } from '@/server/blobs/page-keys';
import { type PageImage, sha256Hex, undecodableReason } from './page-images';

/** A page image that cannot be decoded: its line is rejected, the import goes on. */
export class PageImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PageImageError';
  }
}

async function readUnchanged(img: PageImage): Promise<Buffer> {
  const bytes = await fsp.readFile(img.file);
  if (sha256Hex(bytes) !== img.sha256) {
    throw new Error(`Image ${img.file} changed while it was being imported; run the import again.`);
  }
  return bytes;
}

/**
 * Writes a record's page images (and a PNG rendition of each TIFF page, which browsers cannot show)
 * under its content-derived prefix, and returns what the record row stores. Runs before the row is
 * written, so a row never points at a blob that is not there.
 */
export async function storePageBlobs(opts: {
  blobs: BlobStore;
  secret: string;
  county: string;
  docNumber: string;
  pagesHash: string;
  images: readonly PageImage[];
}): Promise<StoredPage[]> {
  const prefix = pageKeyPrefix(opts);
  // Every page is decoded before the first write, so a bad page stores nothing; pages are read
  // again for writing rather than all held at once (a record can have hundreds).
  for (const img of opts.images) {
    const bad = await undecodableReason(await readUnchanged(img), img.format);
    if (bad) throw new PageImageError(`${bad}: ${img.rel}`);
  }
  const out: StoredPage[] = [];
  for (const [i, img] of opts.images.entries()) {
    const n = i + 1;
    const bytes = await readUnchanged(img);
    const page: StoredPage = {
      page: n,
      key: `${prefix}/${n}.${img.ext}`,
      contentType: img.contentType,
      bytes: img.bytes,
      sha256: img.sha256,
    };
    await opts.blobs.put(page.key, bytes, { contentType: img.contentType });
    if (img.format === 'tiff') {
      const png = await sharp(bytes).png().toBuffer();
      page.displayKey = `${prefix}/${n}.display.png`;
      page.displayContentType = 'image/png';
      await opts.blobs.put(page.displayKey, png, { contentType: 'image/png' });
    }
    out.push(page);
  }
  return out;
}
