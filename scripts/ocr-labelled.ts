/**
 * `npx tsx scripts/ocr-labelled.ts IMAGE_DIR OUT_DIR`: reads the page images of every labelled document in
 * IMAGE_DIR (`<name>-pN.png` beside `<name>.json`) with the production OCR pool and writes what it read to
 * `OUT_DIR/<name>.txt` (pages split by form feeds), the truth beside it and every page's confidence to
 * `OUT_DIR/confidence.json`. The cached text then scores in text mode (`scripts/eval-strict.ts`,
 * `npm run eval:parser -- --labelled OUT_DIR --mode text`) in seconds instead of re-reading the scans.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadFixtureDocuments } from '@/parsers/eval/load-corpus';
import { ocrAccentStats, ocrImages, shutdownOcr } from '@/parsers/ocr/index';

const [src, out] = process.argv.slice(2);
if (!src || !out) {
  console.error('usage: ocr-labelled IMAGE_DIR OUT_DIR');
  process.exit(2);
}
async function main(src: string, out: string): Promise<void> {
  fs.mkdirSync(out, { recursive: true });
  const confidence: Record<string, number[]> = {};
  try {
    for (const doc of loadFixtureDocuments(src)) {
      if (doc.imagePaths.length === 0) continue;
      const started = performance.now();
      const read = await ocrImages(doc.imagePaths.map((p) => fs.readFileSync(p)));
      fs.writeFileSync(path.join(out, `${doc.name}.txt`), read.pages.join('\f'));
      fs.copyFileSync(path.join(src, `${doc.name}.json`), path.join(out, `${doc.name}.json`));
      confidence[doc.name] = read.pageConfidence;
      console.log(
        `${doc.name}: ${doc.imagePaths.length} page(s), ${Math.round(performance.now() - started)} ms`,
      );
    }
    fs.writeFileSync(path.join(out, 'confidence.json'), `${JSON.stringify(confidence, null, 2)}\n`);
    const { pages, linesReread } = ocrAccentStats();
    console.log(
      `lines re-read in Spanish for accents: ${linesReread} over ${pages} pages (${(linesReread / Math.max(1, pages)).toFixed(2)} per page)`,
    );
  } finally {
    await shutdownOcr();
  }
}

main(src, out).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
