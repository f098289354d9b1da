/**
 * OCR speed benchmark (`npm run bench -- ocr`): median wall time of 1-, 2- and 3-page fixture documents
 * through our warm worker pool (pages cut into bands, spread over the workers), against the native
 * tesseract command line on the same pages one after another, twice: with the system's own English data
 * (Debian ships the smaller "fast" network) and with the very model our workers load (4.0.0_best_int),
 * which isolates the engine from the model. Target: a 2-page document through the pool takes no longer
 * than the native command needs for its pages. Env: BENCH_OCR_RUNS (3).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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

/** The model our workers load, unpacked where the native command can read it. */
function sameModelDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ocr-bench-'));
  const gz = path.join(process.cwd(), 'node_modules', '@tesseract.js-data', 'eng', '4.0.0_best_int');
  fs.writeFileSync(
    path.join(dir, 'eng.traineddata'),
    zlib.gunzipSync(fs.readFileSync(path.join(gz, 'eng.traineddata.gz'))),
  );
  return dir;
}

/**
 * The native command on each page, one after another, with the same page segmentation as our workers.
 * One OpenMP thread: on two cores its default thread count oversubscribes and runs several times slower.
 */
function nativeSequential(files: string[], tessdataDir?: string): number {
  const started = performance.now();
  for (const f of files) {
    const args = [file(f), 'stdout', '--psm', '4', '--dpi', '200', '-l', 'eng'];
    if (tessdataDir) args.push('--tessdata-dir', tessdataDir);
    const r = spawnSync('tesseract', args, {
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
  const modelDir = native ? sameModelDir() : undefined;
  const sec = (ms: number, pages: number) =>
    `${(ms / 1000).toFixed(2)} s (${(ms / pages / 1000).toFixed(2)} s/page)`;
  for (const doc of DOCS) {
    const images = doc.files.map((f) => fs.readFileSync(file(f)));
    const ours: number[] = [];
    const system: number[] = [];
    const same: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await ocrImages(images);
      ours.push(performance.now() - started);
      if (native) {
        system.push(nativeSequential(doc.files));
        same.push(nativeSequential(doc.files, modelDir));
      }
    }
    const o = median(ours);
    console.log(`${doc.pages}-page document: pool ${sec(o, doc.pages)}`);
    if (!native) continue;
    const t = median(system);
    const m = median(same);
    const verdict = (anchor: number) =>
      doc.pages === 2 ? (o <= anchor ? ' (target met)' : ' (target missed: pool slower)') : '';
    console.log(
      `  native, system data:     ${sec(t, doc.pages)}; pool/native ${(o / t).toFixed(2)}${verdict(t)}`,
    );
    console.log(
      `  native, same best_int:   ${sec(m, doc.pages)}; pool/native ${(o / m).toFixed(2)}${verdict(m)}`,
    );
  }
  if (modelDir) fs.rmSync(modelDir, { recursive: true, force: true });
  await shutdownOcr();
}

main().catch(async (e: unknown) => {
  console.error(e);
  await shutdownOcr();
  process.exit(1);
});
