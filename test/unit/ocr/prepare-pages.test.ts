import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preparePages, stretchContrast, toPgm } from '@/parsers/ocr/prepare-pages';

describe('stretchContrast', () => {
  it('maps the 1st..99th percentile of a faint scan onto the full range', () => {
    // 98% light grey paper (200), 2% mid-grey ink (120): the ink becomes black and the paper white.
    const pixels = Buffer.alloc(1000, 200);
    pixels.fill(120, 0, 20);
    const out = stretchContrast(pixels);
    expect(out[0]).toBe(0);
    expect(out[999]).toBe(255);
  });

  it('leaves a flat page alone', () => {
    expect([...stretchContrast(Buffer.alloc(10, 255))]).toEqual(Array(10).fill(255));
  });
});

describe('toPgm', () => {
  it('encodes a rectangle of the page row by row', () => {
    const page = { width: 4, height: 3, pixels: Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) };
    const pgm = toPgm(page, { top: 1, height: 2, left: 1, width: 2 });
    expect(pgm.toString('latin1', 0, 11)).toBe('P5\n2 2\n255\n');
    expect([...pgm.subarray(11)]).toEqual([5, 6, 9, 10]);
  });
});

describe('preparePages', () => {
  it('turns a colour image into one grayscale page of its size', async () => {
    const png = await sharp({ create: { width: 1400, height: 200, channels: 4, background: '#fafafa' } })
      .png()
      .toBuffer();
    const [page] = await preparePages([png]);
    expect(page?.width).toBe(1400);
    expect(page?.height).toBe(200);
    expect(page?.pixels.length).toBe(1400 * 200);
  });

  it('gives a speckled page a second preparation and a clean one none', async () => {
    const raw = Buffer.alloc(1400 * 1000, 255);
    const clean = await sharp(raw, { raw: { width: 1400, height: 1000, channels: 1 } })
      .png()
      .toBuffer();
    for (let i = 0; i < 80; i++) {
      const at = (40 + ((i * 61) % 920)) * 1400 + 40 + ((i * 97) % 1320);
      raw.fill(0, at, at + 2);
      raw.fill(0, at + 1400, at + 1402);
    }
    const noisy = await sharp(raw, { raw: { width: 1400, height: 1000, channels: 1 } })
      .png()
      .toBuffer();
    const [a, b] = await preparePages([clean, noisy]);
    expect(a?.alternative).toBeUndefined();
    expect(b?.alternative?.length).toBe(1400 * 1000);
    // The specks are gone from both preparations.
    expect(b?.pixels.every((v) => v === 255)).toBe(true);
    expect(b?.alternative?.every((v) => v === 255)).toBe(true);
  });
});
