/**
 * Rebuilds a page's text from where Tesseract found its lines and words, the way the page was typed: one
 * text line per printed row (top to bottom), indentation and column gaps as runs of spaces, blank lines where
 * the page has vertical space. Tesseract's own text output orders lines by its block and paragraph analysis:
 * a caps name set apart from the rest of its line comes back as a separate line above it, an indented
 * continuation starts a new paragraph with a blank line before it, and table columns lose their rows. The
 * parser reads typed layout (labels and values on one line, columns split by two or more spaces), so
 * rebuilding the layout from positions keeps what the typed text had.
 */

export type Box = { x0: number; y0: number; x1: number; y1: number };
export type OcrWord = Box & { text: string };
export type OcrLine = Box & { words: OcrWord[] };

/** From this many cells on, a gap separates columns: kept as two or more spaces. */
const COLUMN_GAP = 1.9;
/** At most this many blank lines in a row, however tall the gap. */
const MAX_BLANK_LINES = 2;

const median = (xs: number[]): number | undefined => {
  if (xs.length === 0) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const overlapY = (a: Box, b: Box) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
const disjointX = (a: Box, b: Box) => a.x1 <= b.x0 || b.x1 <= a.x0;

/** Lines that share a printed row (Tesseract split them at a wide gap or a change of letter size) become one. */
export function mergeRows(lines: readonly OcrLine[]): OcrLine[] {
  const rows: OcrLine[] = [];
  for (const line of [...lines].sort((a, b) => a.y0 - b.y0)) {
    if (line.words.length === 0) continue;
    const row = rows.find(
      (r) =>
        overlapY(r, line) > 0.5 * Math.min(r.y1 - r.y0, line.y1 - line.y0) &&
        r.words.every((w) => line.words.every((v) => disjointX(w, v))),
    );
    if (!row) {
      rows.push({ ...line, words: [...line.words] });
      continue;
    }
    row.words.push(...line.words);
    row.words.sort((a, b) => a.x0 - b.x0);
    row.x0 = Math.min(row.x0, line.x0);
    row.x1 = Math.max(row.x1, line.x1);
    row.y0 = Math.min(row.y0, line.y0);
    row.y1 = Math.max(row.y1, line.y1);
  }
  return rows.sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
}

/**
 * The width of one character cell. A word's box is narrower than its cells by the side bearings, so the
 * estimate is refined from where consecutive words start: "word next" spans the word's cells plus a space.
 */
function cellWidth(rows: readonly OcrLine[]): number {
  const widths: number[] = [];
  for (const r of rows)
    for (const w of r.words) {
      const n = [...w.text].length;
      if (n >= 3) widths.push((w.x1 - w.x0) / n);
    }
  const rough = median(widths) ?? median(rows.flatMap((r) => r.words.map((w) => w.y1 - w.y0))) ?? 16;
  const steps: number[] = [];
  for (const r of rows)
    for (let i = 1; i < r.words.length; i++) {
      const a = r.words[i - 1] as OcrWord;
      const b = r.words[i] as OcrWord;
      if (b.x0 - a.x1 < COLUMN_GAP * rough) steps.push((b.x0 - a.x0) / ([...a.text].length + 1));
    }
  return median(steps) ?? rough;
}

/** The distance between consecutive typed lines: a low quantile, so paragraph gaps do not inflate it. */
function linePitch(rows: readonly OcrLine[]): number {
  const height = median(rows.map((r) => r.y1 - r.y0)) ?? 30;
  const steps: number[] = [];
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1] as OcrLine;
    const b = rows[i] as OcrLine;
    const d = (b.y0 + b.y1 - a.y0 - a.y1) / 2;
    if (d > 0.6 * height) steps.push(d);
  }
  steps.sort((x, y) => x - y);
  return steps[Math.floor(steps.length / 4)] ?? 1.5 * height;
}

/**
 * The spaces before a word: one inside a run of words (Tesseract's word breaks stand, however tight: a narrow
 * gap on a blurred scan is still a space, "Omar J."); across a column gap, enough to start the word at its
 * own column, so a table's columns line up from row to row as they were typed.
 */
function spacesBefore(gapCells: number, column: number, typed: number): string {
  if (gapCells < COLUMN_GAP) return ' ';
  return ' '.repeat(Math.max(2, column - typed));
}

/** The page's text from its OCR lines (page coordinates), ending in a newline unless empty. */
export function layoutPageText(lines: readonly OcrLine[]): string {
  const rows = mergeRows(lines);
  if (rows.length === 0) return '';
  const cell = cellWidth(rows);
  const pitch = linePitch(rows);
  const left = Math.min(...rows.map((r) => r.x0));
  const out: string[] = [];
  let prevMid: number | null = null;
  for (const row of rows) {
    const mid = (row.y0 + row.y1) / 2;
    if (prevMid !== null) {
      const blank = Math.min(MAX_BLANK_LINES, Math.round((mid - prevMid) / pitch) - 1);
      for (let i = 0; i < blank; i++) out.push('');
    }
    prevMid = mid;
    let text = ' '.repeat(Math.max(0, Math.round((row.x0 - left) / cell)));
    let x = row.x0;
    row.words.forEach((w, i) => {
      if (i > 0) text += spacesBefore((w.x0 - x) / cell, Math.round((w.x0 - left) / cell), text.length);
      text += w.text;
      x = w.x1;
    });
    out.push(text.trimEnd());
  }
  return `${out.join('\n')}\n`;
}

/**
 * Lines and words from Tesseract's TSV output (level 4 rows are lines, level 5 rows their words). TSV is
 * written by Tesseract itself in one pass; the block tree tesseract.js can return instead builds an object
 * per symbol, which costs more than the layout needs.
 */
export function linesFromTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split('\n')) {
    const f = row.split('\t');
    if (f.length < 12) continue;
    const [level, , block, para, line, , left, top, width, height] = f.map(Number);
    if ((level !== 4 && level !== 5) || [left, top, width, height].some((v) => !Number.isFinite(v))) continue;
    const box = {
      x0: left as number,
      y0: top as number,
      x1: (left as number) + (width as number),
      y1: (top as number) + (height as number),
    };
    const key = `${block}.${para}.${line}`;
    if (level === 4) {
      lines.set(key, { ...box, words: [] });
      continue;
    }
    const text = f.slice(11).join('\t').trim();
    if (text) lines.get(key)?.words.push({ ...box, text });
  }
  return [...lines.values()].filter((l) => l.words.length > 0);
}
