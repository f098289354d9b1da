import sharp from 'sharp';
import type { PreparedPage } from './prepare-pages';

/** Below this a pixel counts as ink (pages are contrast-normalised first). */
const DARK = 128;
/** A page fed crooked into a scanner is off by a few degrees at most; past that it is a layout, not skew. */
const MAX_DEGREES = 3;
/**
 * Under this the page is left as it is: across a 6.5-inch line a quarter degree moves the line's end by
 * a quarter of its height, which neither Tesseract's line finder nor the row merge notices.
 */
const MIN_DEGREES = 0.25;

/**
 * The page's skew in degrees: the angle whose projection of the ink onto the vertical gives the sharpest
 * profile (typed rows project onto narrow peaks with blank rows between them only when read along their
 * own slope). Positive when the rows fall to the right (their right ends lower on the page).
 */
export function estimateSkew(page: PreparedPage): number {
  const { width, height, pixels } = page;
  // Every third pixel of every other row is plenty to find rows 30+ pixels apart, at a quarter the cost.
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 3)
      if ((pixels[y * width + x] ?? 255) < DARK) {
        xs.push(x - width / 2);
        ys.push(y);
      }
  if (xs.length < 500) return 0;
  // Rows were sampled two pixels apart: bins two pixels tall keep the profile free of empty in-between bins.
  const bins = new Float64Array(Math.ceil((height + 2 * width) / 2) + 1);
  const sharpness = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const r = Math.floor(((ys[i] ?? 0) - (xs[i] ?? 0) * t + width) / 2);
      bins[r] = (bins[r] ?? 0) + 1;
    }
    let sum = 0;
    for (const b of bins) sum += b * b;
    return sum;
  };
  let best = 0;
  let bestScore = sharpness(0);
  const search = (from: number, to: number, step: number) => {
    for (let a = from; a <= to + 1e-9; a += step) {
      const s = sharpness(a);
      if (s > bestScore) {
        bestScore = s;
        best = a;
      }
    }
  };
  search(-MAX_DEGREES, MAX_DEGREES, 0.2);
  const coarse = best;
  search(coarse - 0.2, coarse + 0.2, 0.04);
  return Math.round(best * 100) / 100;
}

/**
 * Turns a crooked page straight, in place. Tesseract reads a tilted line well, but the page around it
 * suffers: bands are cut through blank rows, which a tilted page lacks, and the layout puts words on rows by
 * their boxes, so the end of a line tilted by a degree and a half (a line's height across the page) joins the
 * row above it ("Administratrix,   horizing the Administratrix to sell" over "the Court entered its Order
 * aut"). The page keeps its size; what turns out of it is lost, what turns in is white.
 */
export async function deskewPage(page: PreparedPage): Promise<number> {
  const degrees = estimateSkew(page);
  if (Math.abs(degrees) < MIN_DEGREES) return 0;
  const { width, height } = page;
  const turned = await sharp(page.pixels, { raw: { width, height, channels: 1 } })
    .rotate(-degrees, { background: { r: 255, g: 255, b: 255 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.round((turned.info.width - width) / 2));
  const top = Math.max(0, Math.round((turned.info.height - height) / 2));
  const tw = turned.info.width;
  const channels = turned.info.channels;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      page.pixels[y * width + x] = turned.data[((y + top) * tw + x + left) * channels] ?? 255;
  return degrees;
}
