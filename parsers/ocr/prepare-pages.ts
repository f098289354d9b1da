import sharp from 'sharp';
import { deskewPage } from './deskew';
import { cleanSpeckle } from './despeckle';
import { OcrError } from './ocr-error';

/** Pages narrower than this (about 150 dpi on letter paper) are upscaled: Tesseract reads small glyphs poorly. */
const MIN_WIDTH = 1275;

/**
 * One page ready for Tesseract: 8-bit grayscale pixels, row after row; for a noisy scan also another
 * preparation of the same pixels, to read again where the first reads poorly.
 */
export type PreparedPage = { width: number; height: number; pixels: Buffer; alternative?: Buffer };

/**
 * Turns the input images (PNG, JPEG, TIFF; a multi-page TIFF expands into its pages) into grayscale pages
 * ready for Tesseract: contrast normalised, despeckled, low-resolution scans upscaled. Images are prepared
 * concurrently (libvips runs off the event loop); the pages keep their order.
 */
export async function preparePages(images: Buffer[]): Promise<PreparedPage[]> {
  const perImage = await Promise.all(images.map((image, i) => prepareImage(image, i)));
  return perImage.flat();
}

async function prepareImage(image: Buffer, i: number): Promise<PreparedPage[]> {
  let count = 1;
  try {
    const meta = await sharp(image).metadata();
    count = meta.pages && meta.format === 'tiff' ? meta.pages : 1;
  } catch (e) {
    throw new OcrError('unreadable_image', `Image ${i + 1} is not a readable PNG, JPEG or TIFF.`, {
      cause: e,
    });
  }
  return Promise.all(Array.from({ length: count }, (_, page) => preparePage(image, i, page)));
}

async function preparePage(image: Buffer, i: number, page: number): Promise<PreparedPage> {
  try {
    const img = sharp(image, { page }).grayscale();
    const meta = await img.metadata();
    const width = meta.width ?? MIN_WIDTH;
    const resized = width < MIN_WIDTH ? img.resize({ width: MIN_WIDTH * 2, kernel: 'lanczos3' }) : img;
    const { data, info } = await resized
      .removeAlpha()
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const prepared: PreparedPage = { width: info.width, height: info.height, pixels: stretchContrast(data) };
    // Straightening is opt-in: it fixes the layout of crooked generated scans (noisy word rows merged across
    // lines), but resampling softens glyphs, and the shared fixtures' noisy scans read worse turned
    // (image accuracy noisy 96.5% -> 89.5%: O/0, j/i and n/g confusions on the turned pages).
    if (process.env.OCR_DESKEW === '1') await deskewPage(prepared);
    const original = Buffer.from(prepared.pixels);
    if (cleanSpeckle(prepared).noisy) {
      // A 3x3 median smooths ragged strokes and drops one-pixel specks stuck to glyphs (fixture pub-002
      // p1: character error rate 68% -> 11%), but it erases strokes under 3 pixels (a light serif face
      // sent by fax), so a noisy page keeps it as a second reading for the bands that read poorly.
      const smoothed = { ...prepared, pixels: await median3({ ...prepared, pixels: original }) };
      cleanSpeckle(smoothed);
      prepared.alternative = smoothed.pixels;
    }
    return prepared;
  } catch (e) {
    throw new OcrError('unreadable_image', `Image ${i + 1} (page ${page + 1}) could not be decoded.`, {
      cause: e,
    });
  }
}

async function median3(page: PreparedPage): Promise<Buffer> {
  return sharp(page.pixels, { raw: { width: page.width, height: page.height, channels: 1 } })
    .median(3)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

/**
 * Stretches the 1st..99th percentile of the gray levels over the full range, in place, as sharp's
 * normalise() does, so faint or grey-backed scans binarise well. libvips needs ~300 ms a page for it
 * (two passes plus its own histogram); one histogram and a lookup table here take a few milliseconds.
 */
export function stretchContrast(pixels: Buffer): Buffer {
  const histogram = new Uint32Array(256);
  for (const v of pixels) histogram[v] = (histogram[v] ?? 0) + 1;
  const percentile = (p: number) => {
    const target = pixels.length * p;
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v] ?? 0;
      if (seen >= target) return v;
    }
    return 255;
  };
  const lo = percentile(0.01);
  const hi = percentile(0.99);
  if (hi <= lo) return pixels;
  const table = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    table[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  for (let i = 0; i < pixels.length; i++) pixels[i] = table[pixels[i] ?? 0] ?? 0;
  return pixels;
}

/**
 * Encodes a rectangle of a page (the whole page by default) as binary PGM: Leptonica reads it without
 * decompressing, which is cheaper than a PNG round trip for every band of every page.
 */
export function toPgm(
  page: PreparedPage,
  rect: { top: number; height: number; left: number; width: number } = {
    top: 0,
    height: page.height,
    left: 0,
    width: page.width,
  },
): Buffer {
  const header = Buffer.from(`P5\n${rect.width} ${rect.height}\n255\n`, 'ascii');
  const out = Buffer.allocUnsafe(header.length + rect.width * rect.height);
  header.copy(out);
  for (let y = 0; y < rect.height; y++) {
    const from = (rect.top + y) * page.width + rect.left;
    page.pixels.copy(out, header.length + y * rect.width, from, from + rect.width);
  }
  return out;
}
