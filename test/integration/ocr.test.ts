import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { killOcrWorkerForTest, OcrError, ocrImages, ocrPoolStats, shutdownOcr } from '@/parsers/ocr';

const FIXTURES = path.join(process.cwd(), '..', 'shared', 'fixtures', 'documents');
const page = (name: string) => fs.readFileSync(path.join(FIXTURES, `${name}.png`));
const squash = (s: string) => s.replace(/\s+/g, ' ');

// Real OCR on real scans: slow on two shared cores, hence the long timeouts.
describe('ocrImages on fixture scans', { timeout: 180_000 }, () => {
  afterAll(async () => {
    await shutdownOcr();
  });

  it('reads the decedent and the instrument number from a clean and a noisy page', async () => {
    const { pages, pageConfidence } = await ocrImages([page('pub-001-p1'), page('pub-002-p1')]);
    expect(pages).toHaveLength(2);
    expect(squash(pages[0] ?? '')).toContain('LEON CURTIS ABERNATHY');
    expect(pages[0]).toContain('2022029154');
    expect(squash(pages[1] ?? '')).toContain('ROSA LINDA CANTU VILLARREAL');
    expect(pages[1]).toContain('3412876');
    for (const c of pageConfidence) {
      expect(c).toBeGreaterThan(0.5);
      expect(c).toBeLessThanOrEqual(1);
    }
  });

  it('gives a TIFF the same text as the PNG it was made from', async () => {
    const png = page('pub-001-p1');
    const tiff = await sharp(png).tiff({ compression: 'lzw' }).toBuffer();
    expect((await sharp(tiff).metadata()).format).toBe('tiff');
    const [fromPng, fromTiff] = await Promise.all([ocrImages([png]), ocrImages([tiff])]);
    expect(fromTiff.pages).toEqual(fromPng.pages);
  });

  it('rejects a corrupt image with a typed OcrError', async () => {
    const corrupt = Buffer.concat([page('pub-001-p1').subarray(0, 64), Buffer.from('not the rest of a png')]);
    const err = await ocrImages([corrupt]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OcrError);
    expect((err as OcrError).reason).toBe('unreadable_image');
    await expect(ocrImages([Buffer.from('plain text')])).rejects.toMatchObject({
      reason: 'unreadable_image',
    });
  });

  it('keeps serving after a worker is killed', async () => {
    const before = ocrPoolStats()?.restarts ?? 0;
    await killOcrWorkerForTest();
    const twoPages = [page('pub-007-p1'), page('pub-007-p2')];
    const { pages } = await ocrImages(twoPages);
    expect(pages).toHaveLength(2);
    // Page 2 of pub-007 is a short signature page (about 250 characters of text).
    expect(pages[0]?.trim().length).toBeGreaterThan(1500);
    expect(pages[1]?.trim().length).toBeGreaterThan(100);
    expect(ocrPoolStats()?.restarts).toBeGreaterThan(before);
  });

  it('stops with an aborted OcrError when the signal fires', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(ocrImages([page('pub-001-p1')], { signal: controller.signal })).rejects.toMatchObject({
      reason: 'aborted',
    });
  });
});
