import { describe, expect, it } from 'vitest';
import { joinBandTexts, planBands } from '@/parsers/ocr/page-bands';
import type { PreparedPage } from '@/parsers/ocr/prepare-pages';

/** A white page with black "text lines": [top, height, left, right] rows and columns of ink. */
function page(lines: [number, number, number, number][], width = 1000, height = 2000): PreparedPage {
  const pixels = Buffer.alloc(width * height, 255);
  for (const [top, h, left, right] of lines)
    for (let y = top; y < top + h; y++) pixels.fill(0, y * width + left, y * width + right);
  return { width, height, pixels };
}

/** Evenly spaced lines with a wider paragraph gap every `para` lines. */
function textPage(count: number, para = 5, left = 100, right = 900): PreparedPage {
  const lines: [number, number, number, number][] = [];
  let y = 100;
  for (let i = 0; i < count; i++) {
    lines.push([y, 24, left, right]);
    y += 24 + ((i + 1) % para === 0 ? 40 : 12);
  }
  return page(lines);
}

const inkRows = (p: PreparedPage) => {
  const rows: number[] = [];
  for (let y = 0; y < p.height; y++)
    if (p.pixels.subarray(y * p.width, (y + 1) * p.width).some((v) => v < 128)) rows.push(y);
  return rows;
};

describe('planBands', () => {
  it('keeps pages whole for a single worker', () => {
    const bands = planBands([textPage(40), textPage(10)], 1);
    expect(bands.map((b) => [b.page, b.top, b.height])).toEqual([
      [0, 0, 2000],
      [1, 0, 2000],
    ]);
  });

  it('splits a dense page more than a short one, in proportion to its text', () => {
    const bands = planBands([textPage(40), textPage(10)], 2);
    const perPage = [0, 1].map((p) => bands.filter((b) => b.page === p).length);
    expect(perPage[0]).toBeGreaterThan(perPage[1] ?? 0);
    expect(perPage[0]).toBeGreaterThanOrEqual(3);
  });

  it('cuts only through blank rows and covers every inked row exactly once', () => {
    const p = textPage(40);
    const bands = planBands([p], 2);
    expect(bands.length).toBeGreaterThan(1);
    const covered = new Set<number>();
    for (const b of bands) {
      for (const edge of [b.top, b.top + b.height - 1]) {
        const row = p.pixels.subarray(edge * p.width, (edge + 1) * p.width);
        expect(row.every((v) => v >= 128)).toBe(true);
      }
      for (let y = b.top; y < b.top + b.height; y++) {
        expect(covered.has(y)).toBe(false);
        covered.add(y);
      }
    }
    for (const y of inkRows(p)) expect(covered.has(y)).toBe(true);
  });

  it('prefers paragraph gaps and marks them with a blank line', () => {
    const bands = planBands([textPage(40, 5)], 2);
    const later = bands.slice(1);
    expect(later.length).toBeGreaterThan(0);
    for (const b of later) expect(b.joiner).toBe('\n\n');
  });

  it('leaves a page with no blank rows whole', () => {
    const solid = page([[0, 2000, 0, 1000]]);
    expect(planBands([solid, textPage(40)], 2).filter((b) => b.page === 0)).toHaveLength(1);
  });

  it('ignores a few stray dark pixels when looking for gaps', () => {
    const p = textPage(40);
    for (let y = 0; y < p.height; y += 7) p.pixels[y * p.width + 3] = 0;
    expect(planBands([p], 2).length).toBeGreaterThan(1);
  });

  it('returns one band for a blank page so its (empty) text is still read', () => {
    expect(planBands([page([])], 2)).toEqual([
      { page: 0, top: 0, height: 2000, left: 0, width: 1000, ink: 0, joiner: '\n' },
    ]);
  });

  it('crops each band to the columns holding its ink, keeping a white margin', () => {
    const [band] = planBands([page([[100, 30, 300, 700]])], 1);
    expect(band).toMatchObject({ left: 276, width: 700 - 1 - 300 + 1 + 48 });
  });
});

describe('joinBandTexts', () => {
  it('joins band texts with their separators and one final newline', () => {
    const band = (joiner: '\n' | '\n\n') => ({
      page: 0,
      top: 0,
      height: 1,
      left: 0,
      width: 1,
      ink: 1,
      joiner,
    });
    expect(
      joinBandTexts([
        { band: band('\n'), text: 'AFFIDAVIT\nOF HEIRSHIP\n' },
        { band: band('\n'), text: 'line two\n\n' },
        { band: band('\n\n'), text: '' },
        { band: band('\n\n'), text: 'next paragraph\n' },
      ]),
    ).toBe('AFFIDAVIT\nOF HEIRSHIP\nline two\n\nnext paragraph\n');
  });
});
