import { describe, expect, it } from 'vitest';
import { cleanSpeckle, DESPECKLE_200DPI, despeckle, removeBlobs } from '@/parsers/ocr/despeckle';
import type { PreparedPage } from '@/parsers/ocr/prepare-pages';

function blank(width = 400, height = 200): PreparedPage {
  return { width, height, pixels: Buffer.alloc(width * height, 255) };
}

function fill(p: PreparedPage, left: number, top: number, w: number, h: number, v = 0): void {
  for (let y = top; y < top + h; y++) p.pixels.fill(v, y * p.width + left, y * p.width + left + w);
}

function disc(p: PreparedPage, cx: number, cy: number, r: number): void {
  for (let y = cy - r; y <= cy + r; y++)
    for (let x = cx - r; x <= cx + r; x++)
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) p.pixels[y * p.width + x] = 0;
}

const inkIn = (p: PreparedPage, left: number, top: number, w: number, h: number) => {
  let n = 0;
  for (let y = top; y < top + h; y++)
    for (let x = left; x < left + w; x++) if ((p.pixels[y * p.width + x] ?? 255) < 128) n++;
  return n;
};

/** A thin letter-like stroke: a 2 px wide, 20 px tall bar. */
const stem = (p: PreparedPage, left: number, top: number) => fill(p, left, top, 2, 20);

describe('despeckle', () => {
  it('removes a speck with no text near it and keeps a period beside its word', () => {
    const p = blank();
    stem(p, 100, 50);
    fill(p, 110, 66, 3, 4); // period 8 px after the letter
    fill(p, 300, 150, 2, 2); // dust, far from everything
    const r = despeckle(p);
    expect(r.removed).toBe(1);
    expect(inkIn(p, 110, 66, 3, 4)).toBe(12);
    expect(inkIn(p, 300, 150, 2, 2)).toBe(0);
    expect(inkIn(p, 100, 50, 2, 20)).toBe(40);
  });

  it('removes densely strewn specks: other specks do not shelter a speck', () => {
    const p = blank();
    for (let x = 20; x < 380; x += 6) fill(p, x, 100, 2, 2);
    despeckle(p);
    expect(inkIn(p, 0, 0, p.width, p.height)).toBe(0);
  });

  it('removes an isolated toner drop but keeps a letter-sized frame that fills as much of its box', () => {
    const p = blank();
    disc(p, 60, 60, 6);
    // A bold "O"-like frame: 14 x 20 with 4 px strokes fills 71% of its box, with nothing solid inside.
    fill(p, 200, 50, 14, 20);
    fill(p, 204, 54, 6, 12, 255);
    despeckle(p, DESPECKLE_200DPI);
    expect(inkIn(p, 50, 50, 21, 21)).toBe(0);
    expect(inkIn(p, 200, 50, 14, 20)).toBe(14 * 20 - 6 * 12);
  });
});

describe('removeBlobs', () => {
  it('whitens a solid blob sitting on a stroke and leaves the stroke away from it', () => {
    const p = blank();
    fill(p, 40, 100, 300, 2); // an underline, 2 px thick
    disc(p, 200, 101, 8);
    expect(removeBlobs(p)).toBeGreaterThan(0);
    // The drop goes with the bit of line under it; the rest of the line stays.
    expect(inkIn(p, 193, 94, 15, 15)).toBe(0);
    expect(inkIn(p, 40, 100, 140, 2)).toBe(280);
    expect(inkIn(p, 220, 100, 120, 2)).toBe(240);
  });

  it('leaves type alone: no stroke is thick enough to hold the core square', () => {
    const p = blank();
    for (let x = 20; x < 380; x += 12) fill(p, x, 50, 5, 30);
    const before = Buffer.from(p.pixels);
    expect(removeBlobs(p)).toBe(0);
    expect(p.pixels.equals(before)).toBe(true);
  });
});

describe('cleanSpeckle', () => {
  it('calls a page noisy by its density of isolated specks', () => {
    const clean = blank(1000, 1000);
    for (let y = 100; y < 900; y += 40) stem(clean, 100 + (y % 7), y);
    expect(cleanSpeckle(clean).noisy).toBe(false);
    const noisy = blank(1000, 1000);
    for (let i = 0; i < 60; i++) fill(noisy, 30 + ((i * 97) % 940), 30 + ((i * 61) % 940), 2, 2);
    const r = cleanSpeckle(noisy);
    expect(r.noisy).toBe(true);
    expect(r.removed).toBe(60);
  });
});
