import type { PreparedPage } from './prepare-pages';

/** A horizontal strip of one page, cut through blank rows so no text line is split. */
export type Band = {
  page: number;
  top: number;
  height: number;
  /** Columns holding the band's ink, with a margin: Tesseract's layout pass costs per pixel, margins included. */
  left: number;
  width: number;
  /** Ink runs crossing the band's rows: the OCR work it holds, roughly. */
  ink: number;
  /** What separates this band's text from the previous band's on the same page. */
  joiner: '\n' | '\n\n';
};

/** Below this a pixel counts as ink (pages are contrast-normalised first). */
const DARK = 128;
/** A gap must be this many blank rows before a cut goes through it (about 1/30 inch at 200 dpi). */
const MIN_GAP = 6;
/** Never cut bands shorter than this many rows: each band costs a layout pass of its own. */
const MIN_BAND = 120;
/**
 * Bands per worker a document aims at: a band costs little more than its lines (three bands of a page
 * took 3.40 s against 3.36 s whole), and smaller bands even out the workers' finishing times (2-page
 * document, median of 5: 3.05 s whole pages, 2.83 s at 2 per worker, 2.58 s at 4).
 */
const BANDS_PER_WORKER = 4;
/** Bands per page at most. */
const MAX_BANDS = 6;
/** White kept around a band's ink: Tesseract misreads glyphs that touch the image edge. */
const MARGIN = 24;

type Gap = { start: number; end: number };

/**
 * Cuts a document's pages into bands so that `workers` Tesseract workers share the work evenly: a page
 * read whole keeps one core busy while the other idles (a dense page costs 3x a short one), so each
 * page is split in proportion to its text, aiming at a few bands per worker across the document.
 * Cuts go through the widest blank gap near each ideal position, so lines and, where possible,
 * paragraphs stay whole; bands holding no ink are dropped.
 */
export function planBands(pages: readonly PreparedPage[], workers: number): Band[] {
  const profiles = pages.map(rowInk);
  const total = profiles.reduce((sum, p) => sum + p.total, 0);
  const bands: Band[] = [];
  const perBand = workers > 1 && total > 0 ? total / (workers * BANDS_PER_WORKER) : Number.POSITIVE_INFINITY;
  profiles.forEach((profile, page) => {
    const wanted = Math.max(1, Math.min(MAX_BANDS, Math.round(profile.total / perBand)));
    bands.push(...cutPage(page, profile, wanted));
  });
  return bands;
}

type Profile = { rows: Uint32Array; first: Int32Array; last: Int32Array; width: number; total: number };

function rowInk(page: PreparedPage): Profile {
  const rows = new Uint32Array(page.height);
  const firsts = new Int32Array(page.height).fill(-1);
  const lasts = new Int32Array(page.height).fill(-1);
  const blankMax = Math.max(1, Math.floor(page.width / 400));
  let total = 0;
  for (let y = 0; y < page.height; y++) {
    let dark = 0;
    let runs = 0;
    let first = -1;
    let last = -1;
    let inRun = false;
    const start = y * page.width;
    for (let x = 0; x < page.width; x++) {
      const isDark = (page.pixels[start + x] ?? 255) < DARK;
      if (isDark && !inRun) runs++;
      inRun = isDark;
      if (!isDark) continue;
      dark++;
      if (first < 0) first = x;
      last = x;
    }
    // Tesseract's cost follows how much text it reads: a row weighs the number of ink runs crossing it
    // (strokes of glyphs), which tracks the characters it holds far better than its ink or its width do
    // (a noisy scan's speckle and a seal's ring are wide but cheap to read). A few stray dark pixels do
    // not make a row text.
    const weight = dark > blankMax ? runs : 0;
    rows[y] = weight;
    total += weight;
    if (weight > 0) {
      firsts[y] = first;
      lasts[y] = last;
    }
  }
  return { rows, first: firsts, last: lasts, width: page.width, total };
}

function gapsOf(profile: Profile): Gap[] {
  const gaps: Gap[] = [];
  let start = -1;
  const { rows } = profile;
  for (let y = 0; y <= rows.length; y++) {
    const blank = y < rows.length && (rows[y] ?? 0) === 0;
    if (blank && start < 0) start = y;
    if (!blank && start >= 0) {
      if (y - start >= MIN_GAP && start > 0 && y < rows.length) gaps.push({ start, end: y });
      start = -1;
    }
  }
  return gaps;
}

function cutPage(page: number, profile: Profile, wanted: number): Band[] {
  const height = profile.rows.length;
  const gaps = wanted > 1 ? gapsOf(profile) : [];
  const cumulative = new Float64Array(height + 1);
  for (let y = 0; y < height; y++) cumulative[y + 1] = (cumulative[y] ?? 0) + (profile.rows[y] ?? 0);
  const inkBefore = (y: number) => cumulative[y] ?? 0;

  const cuts: { row: number; gap: number }[] = [];
  let last = 0;
  for (let k = 1; k < wanted; k++) {
    const ideal = (profile.total * k) / wanted;
    const window = profile.total / wanted / 2;
    let best: { row: number; gap: number; score: number } | null = null;
    for (const g of gaps) {
      const row = Math.floor((g.start + g.end) / 2);
      if (row - last < MIN_BAND || height - row < MIN_BAND) continue;
      const off = Math.abs(inkBefore(row) - ideal);
      if (off > window) continue;
      // Wider gaps are paragraph breaks: prefer them, unless they sit far from the balanced position.
      const score = (g.end - g.start) * (1 - off / window);
      if (!best || score > best.score) best = { row, gap: g.end - g.start, score };
    }
    if (best) {
      cuts.push({ row: best.row, gap: best.gap });
      last = best.row;
    }
  }

  const lineGap = medianGap(gaps);
  const bands: Band[] = [];
  let top = 0;
  let joiner: Band['joiner'] = '\n';
  for (const cut of [...cuts, { row: height, gap: 0 }]) {
    const ink = inkBefore(cut.row) - inkBefore(top);
    if (ink > 0)
      bands.push({ page, top, height: cut.row - top, ...columns(profile, top, cut.row), ink, joiner });
    // Tesseract separates paragraphs with a blank line: a cut through a gap much wider than the page's
    // usual line gap is a paragraph break, so the joined text keeps it.
    joiner = cut.gap >= lineGap * 1.6 ? '\n\n' : '\n';
    top = cut.row;
  }
  if (bands.length === 0)
    bands.push({ page, top: 0, height, left: 0, width: profile.width, ink: 0, joiner: '\n' });
  return bands;
}

function columns(profile: Profile, top: number, bottom: number): { left: number; width: number } {
  let left = profile.width;
  let right = -1;
  for (let y = top; y < bottom; y++) {
    const first = profile.first[y] ?? -1;
    if (first < 0) continue;
    left = Math.min(left, first);
    right = Math.max(right, profile.last[y] ?? first);
  }
  if (right < 0) return { left: 0, width: profile.width };
  left = Math.max(0, left - MARGIN);
  right = Math.min(profile.width - 1, right + MARGIN);
  return { left, width: right - left + 1 };
}

function medianGap(gaps: readonly Gap[]): number {
  if (gaps.length === 0) return Number.POSITIVE_INFINITY;
  const sizes = gaps.map((g) => g.end - g.start).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? Number.POSITIVE_INFINITY;
}

/** Joins the texts of one page's bands, in band order, into the page's text. */
export function joinBandTexts(parts: readonly { band: Band; text: string }[]): string {
  let out = '';
  for (const { band, text } of parts) {
    const t = text.replace(/\s+$/, '');
    if (!t) continue;
    out += out ? band.joiner + t : t;
  }
  return out ? `${out}\n` : '';
}
