import { afterAll, describe, expect, it } from 'vitest';
import { ocrAccentStats, ocrImages, shutdownOcr } from '@/parsers/ocr';
import { renderPageImage } from '@/server/sample/render/page-image';

/** A page typed with accented Spanish names, drawn as the labelled documents' scans are (render-labelled). */
const PAGE = `
                       AFFIDAVIT OF HEIRSHIP

STATE OF TEXAS
COUNTY OF HARRIS

     Before me appeared María Elena Rodríguez, who swore that José Luis Muñoz
died on March 3, 2021, a resident of Houston, Harris County, Texas.

     The decedent was married once, to Lucía Ibáñez Muñoz, who survives him.
The decedent had two children: Ramón Muñoz Ibáñez and Sofía Muñoz Pérez.

     The decedent's brother, Héctor Martínez, and his neighbour, John Smith,
knew the family for twenty years.

Grantor:   JOSÉ LUIS MUÑOZ, Deceased
`;

const squash = (s: string) => s.replace(/\s+/g, ' ');

// Real OCR (English pages, Spanish line re-reads) on a rendered page: slow on two shared cores.
describe('accents the English OCR data cannot spell', { timeout: 180_000 }, () => {
  afterAll(async () => {
    await shutdownOcr();
  });

  for (const font of ['mono', 'serif'] as const)
    it(`restores the accents of names on a ${font} page, and changes nothing else`, async () => {
      const png = await renderPageImage({
        text: PAGE,
        stampLines: 0,
        noisy: false,
        font,
        seed: `accents-${font}`,
      });
      const before = ocrAccentStats();
      const { pages, accentLinesReread } = await ocrImages([png]);
      const text = squash(pages[0] ?? '');
      for (const name of [
        'María Elena Rodríguez',
        'José Luis Muñoz',
        'Lucía Ibáñez Muñoz',
        'Ramón Muñoz Ibáñez',
        'Héctor Martínez',
        'JOSÉ LUIS MUÑOZ',
      ])
        expect(text).toContain(name);
      // Where the Spanish reading differs by more than accents the English word stands: on the mono page the
      // Spanish model reads "sofía" with a small s, so "Sofia" keeps the English spelling there.
      expect(text).toMatch(font === 'serif' ? /Sofía Muñoz Pérez/ : /Sof[ií]a Muñoz Pérez/);
      // Lines without such a name are not re-read, and English words are never respelled.
      expect(text).toContain('John Smith');
      expect(text).toContain('AFFIDAVIT OF HEIRSHIP');
      expect(text).toContain('Houston, Harris County, Texas.');
      expect(accentLinesReread[0]).toBeGreaterThanOrEqual(5);
      expect(accentLinesReread[0]).toBeLessThanOrEqual(7);
      expect(ocrAccentStats().linesReread - before.linesReread).toBe(accentLinesReread[0]);
    });
});
