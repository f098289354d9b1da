/**
 * OCR speed benchmark (`npm run bench -- ocr`): median wall time per page of 1-, 2- and 3-page fixture
 * documents through our warm worker pool (pages in parallel), against the native tesseract command line
 * on the same pages one after another. Target: a 2-page document through the pool takes no longer than
 * the native command needs for its pages sequentially. Env: BENCH_OCR_RUNS (3).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ocrImages, ocrPoolStats, shutdownOcr } from '@/parsers/ocr';

const FIXTURES = path.join(process.cwd(), '..', 'shared', 'fixtures', 'documents');
const RUNS = Number(process.env.BENCH_OCR_RUNS) || 3;
const DOCS: { pages: number; files: string[] }[] = [
  { pages: 1, files: ['pub-001-p1'] },
  { pages: 2, files: ['pub-001-p1', 'pub-001-p2'] },
  { pages: 3, files: ['pub-003-p1', 'pub-003-p2', 'pub-003-p3'] },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const file = (name: string) => path.join(FIXTURES, `${name}.png`);

function nativeAvailable(): boolean {
  return spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** The native command on each page, one after another, with the same page segmentation as our workers. */
function nativeSequential(files: string[]): number {
  const started = performance.now();
  for (const f of files) {
    const r = spawnSync('tesseract', [file(f), 'stdout', '--psm', '4', '--dpi', '200', '-l', 'eng'], {
      stdio: ['ignore', 'ignore', 'ignore'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    if (r.status !== 0) throw new Error(`tesseract failed on ${f}`);
  }
  return performance.now() - started;
}

async function main(): Promise<void> {
  console.log(`${os.availableParallelism()} cores, ${RUNS} runs per figure`);
  // Warm the pool: worker start-up is paid once per process, not per document.
  await ocrImages(DOCS[0]?.files.map((f) => fs.readFileSync(file(f))) ?? []);
  console.log(`pool: ${ocrPoolStats()?.workers} workers`);
  const native = nativeAvailable();
  if (!native) console.log('native tesseract command not found: skipping the comparison');
  for (const doc of DOCS) {
    const images = doc.files.map((f) => fs.readFileSync(file(f)));
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await ocrImages(images);
      ours.push(performance.now() - started);
      if (native) theirs.push(nativeSequential(doc.files));
    }
    const o = median(ours);
    let line = `${doc.pages}-page document: pool ${(o / 1000).toFixed(2)} s (${(o / doc.pages / 1000).toFixed(2)} s/page)`;
    if (native) {
      const t = median(theirs);
      line += `; native sequential ${(t / 1000).toFixed(2)} s (${(t / doc.pages / 1000).toFixed(2)} s/page); pool/native ${(o / t).toFixed(2)}`;
      if (doc.pages === 2) line += o <= t ? ' (target met)' : ' (target missed: pool slower than native)';
    }
    console.log(line);
  }
  await shutdownOcr();
}

main().catch(async (e: unknown) => {
  console.error(e);
  await shutdownOcr();
  process.exit(1);
});
