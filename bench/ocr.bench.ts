/**
 * OCR speed benchmark (`npm run bench -- ocr`): median wall time of 1-, 2- and 3-page fixture documents
 * through our warm worker pool (pages cut into bands, spread over the workers), against the native
 * tesseract command line on the same pages one after another (bench/native-tesseract.ts: the system's
 * data and the same model), and a noisy 2-page scan (whose weak bands are read twice). Target: a 2-page document through the pool takes no longer than the native
 * command needs for its pages. Env: BENCH_OCR_RUNS (3).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ocrImages, ocrPoolStats, shutdownOcr } from '@/parsers/ocr';
import { anchorLines, median, nativeTesseract, perPage } from './native-tesseract';

const FIXTURES = path.join(process.cwd(), '..', 'shared', 'fixtures', 'documents');
const RUNS = Number(process.env.BENCH_OCR_RUNS) || 3;
// Clean scans, plus a noisy 2-page scan: its weakly read bands are read twice, so it is timed on its own.
const DOCS: { pages: number; files: string[]; label: string }[] = [
  { pages: 1, files: ['pub-001-p1'], label: '1-page document' },
  { pages: 2, files: ['pub-001-p1', 'pub-001-p2'], label: '2-page document' },
  { pages: 3, files: ['pub-003-p1', 'pub-003-p2', 'pub-003-p3'], label: '3-page document' },
  { pages: 2, files: ['pub-002-p1', 'pub-002-p2'], label: '2-page noisy scan' },
];
const file = (name: string) => path.join(FIXTURES, `${name}.png`);

async function main(): Promise<void> {
  console.log(`${os.availableParallelism()} cores, ${RUNS} runs per figure`);
  // Warm the pool: worker start-up is paid once per process, not per document.
  await ocrImages(DOCS[0]?.files.map((f) => fs.readFileSync(file(f))) ?? []);
  console.log(`pool: ${ocrPoolStats()?.workers} workers`);
  const native = nativeTesseract();
  if (!native) console.log('native tesseract command not found: skipping the comparison');
  for (const doc of DOCS) {
    const images = doc.files.map((f) => fs.readFileSync(file(f)));
    const paths = doc.files.map(file);
    const ours: number[] = [];
    const system: number[] = [];
    const same: number[] = [];
    // Interleaved, so a burst of load on the shared machine hits both sides alike.
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await ocrImages(images);
      ours.push(performance.now() - started);
      if (native) {
        system.push(native.run(paths, 'system'));
        same.push(native.run(paths, 'same'));
      }
    }
    const o = median(ours);
    console.log(`${doc.label}: pool ${perPage(o, doc.pages)}`);
    if (native) for (const line of anchorLines(o, doc.pages, median(system), median(same))) console.log(line);
  }
  native?.close();
  await shutdownOcr();
}

main().catch(async (e: unknown) => {
  console.error(e);
  await shutdownOcr();
  process.exit(1);
});
