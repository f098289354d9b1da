import { restoreAccents } from './accent-reread';
import { layoutPageText, type OcrLine } from './layout-text';
import { OcrError } from './ocr-error';
import { type Band, joinBandTexts, planBands } from './page-bands';
import { preparePages, toPgm } from './prepare-pages';
import { defaultPoolSize, OcrWorkerPool, type PageText, type PoolStats } from './worker-pool';

export { OcrError, type OcrFailure } from './ocr-error';
export type { PoolStats } from './worker-pool';

const g = globalThis as unknown as { __ocrPool?: OcrWorkerPool };

function pool(): OcrWorkerPool {
  g.__ocrPool ??= new OcrWorkerPool(defaultPoolSize());
  return g.__ocrPool;
}

/**
 * OCRs the pages of one document (PNG, JPEG or TIFF images; multi-page TIFFs expand) across the process's
 * worker pool: each page is cut into bands through blank rows so that a short document keeps every worker
 * busy, largest bands first. Throws OcrError for unreadable images or when `signal` aborts.
 */
export async function ocrImages(
  images: Buffer[],
  opts: { signal?: AbortSignal } = {},
): Promise<{ pages: string[]; pageConfidence: number[]; accentLinesReread: number[] }> {
  if (images.length === 0) throw new OcrError('no_pages', 'The document has no page images.');
  const pages = await preparePages(images);
  const workers = pool().stats().workers;
  const bands = planBands(pages, workers);
  // Longest first: the last band to start is a short one, so the workers finish close together.
  const order = [...bands].sort((a, b) => b.ink - a.ink);
  const read = new Map<Band, BandText>();
  await Promise.all(
    order.map(async (band) => {
      const page = pages[band.page];
      if (!page) return;
      const first = await pool().recognize(toPgm(page, band), opts.signal);
      let best = { ...first, pixels: page.pixels };
      // A noisy page's poorly read band gets a second reading from its other preparation, and whichever
      // Tesseract is surer of wins: neither preparation is best on every kind of noise (fixtures' noisy
      // pages read better smoothed, the generated corpus's light fax pages unsmoothed).
      if (page.alternative && first.confidence < REREAD_BELOW) {
        const alternative = { ...page, pixels: page.alternative };
        const again = await pool().recognize(toPgm(alternative, band), opts.signal);
        if (again.confidence > first.confidence) best = { ...again, pixels: page.alternative };
      }
      // Names the English data cannot spell are read again in Spanish, from the pixels the band was read from;
      // the page's text is then laid out from the corrected words, so everything after sees one text.
      const { lines, reread } = await restoreAccents(
        toPageCoordinates(best.lines, band),
        { width: page.width, height: page.height, pixels: best.pixels },
        async (image) => (await pool().recognizeSpanishLine(image, opts.signal)).lines,
        (e) => e instanceof OcrError && e.reason === 'aborted',
      );
      read.set(band, { text: best.text, confidence: best.confidence, lines, reread });
    }),
  );
  const perPage = pages.map((_, i) =>
    bands.filter((b) => b.page === i).map((band) => ({ band, ...(read.get(band) ?? NOTHING_READ) })),
  );
  const accentLinesReread = perPage.map((parts) => parts.reduce((n, p) => n + p.reread, 0));
  accentStats.pages += pages.length;
  accentStats.lines += accentLinesReread.reduce((a, b) => a + b, 0);
  return {
    pages: perPage.map(pageText),
    pageConfidence: perPage.map(pageConfidence),
    accentLinesReread,
  };
}

/** One band's reading: its lines in page coordinates (accents restored), and how many lines were re-read. */
type BandText = PageText & { reread: number };

/** Pages OCR'd and lines re-read in Spanish since the process started (the cost of accent re-reading). */
const accentStats = { pages: 0, lines: 0 };

export function ocrAccentStats(): { pages: number; linesReread: number } {
  return { pages: accentStats.pages, linesReread: accentStats.lines };
}

/**
 * Bands of noisy pages read with less confidence than this are read again (clean text reads at
 * 0.93-0.96). Lower and the fixtures' noisy pages lose what the second reading wins them (word recall
 * 91.7% -> 90.6% at 0.85); higher costs more re-reads for nothing (0.9: CPU 1.8x, no better).
 */
const REREAD_BELOW = 0.87;

const NOTHING_READ: BandText = { text: '', confidence: 0, lines: [], reread: 0 };

/** A band's lines moved from band to page coordinates. */
function toPageCoordinates(lines: readonly OcrLine[], band: Band): OcrLine[] {
  return lines.map((l) => ({
    x0: l.x0 + band.left,
    x1: l.x1 + band.left,
    y0: l.y0 + band.top,
    y1: l.y1 + band.top,
    words: l.words.map((w) => ({
      ...w,
      x0: w.x0 + band.left,
      x1: w.x1 + band.left,
      y0: w.y0 + band.top,
      y1: w.y1 + band.top,
    })),
  }));
}

/** A page's text laid out from its bands' lines (already in page coordinates). */
function pageText(parts: readonly (BandText & { band: Band })[]): string {
  const lines = parts.flatMap((p) => p.lines);
  // Without positions (nothing recognised as words) Tesseract's own text is all there is.
  return lines.length > 0 ? layoutPageText(lines) : joinBandTexts(parts);
}

/** A page's confidence: its bands' confidences weighted by the text each produced. */
function pageConfidence(parts: readonly PageText[]): number {
  let weight = 0;
  let sum = 0;
  for (const r of parts) {
    const w = Math.max(1, r.text.trim().length);
    weight += w;
    sum += w * r.confidence;
  }
  return weight === 0 ? 0 : sum / weight;
}

export function ocrPoolStats(): PoolStats | null {
  return g.__ocrPool?.stats() ?? null;
}

/** Terminates a worker of the pool, to prove in tests that the pool replaces it. */
export async function killOcrWorkerForTest(): Promise<void> {
  await pool().killOneWorker();
}

/** Terminates the workers so the process can exit; the next call starts a new pool. */
export async function shutdownOcr(): Promise<void> {
  const p = g.__ocrPool;
  g.__ocrPool = undefined;
  await p?.shutdown();
}
