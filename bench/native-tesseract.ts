/**
 * The native tesseract command line as the benchmarks' anchor, run on page files one after another
 * with the same page segmentation as our workers. Two models: the very model our workers load
 * (4.0.0_best_int, unpacked to a temporary directory: engine against engine, the target's anchor) and
 * the system's own English data (Debian ships the smaller "fast" network), printed for context.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export type NativeModel = 'system' | 'same';

export type NativeTesseract = {
  /** Wall time in ms of the command over the files, one after another. */
  run(files: string[], model: NativeModel): number;
  close(): void;
};

/** null when the command is not installed. */
export function nativeTesseract(): NativeTesseract | null {
  if (spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status !== 0) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'native-ocr-'));
  const gz = path.join(process.cwd(), 'node_modules', '@tesseract.js-data', 'eng', '4.0.0_best_int');
  fs.writeFileSync(
    path.join(dir, 'eng.traineddata'),
    zlib.gunzipSync(fs.readFileSync(path.join(gz, 'eng.traineddata.gz'))),
  );
  return {
    run(files, model) {
      const started = performance.now();
      for (const f of files) {
        const args = [f, 'stdout', '--psm', '4', '--dpi', '200', '-l', 'eng'];
        if (model === 'same') args.push('--tessdata-dir', dir);
        // One OpenMP thread: on two cores its default thread count oversubscribes and runs several
        // times slower (13 s instead of 2 s for a page here).
        const r = spawnSync('tesseract', args, {
          stdio: ['ignore', 'ignore', 'ignore'],
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        });
        if (r.status !== 0) throw new Error(`tesseract failed on ${f}`);
      }
      return performance.now() - started;
    },
    close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

/** "2.41 s (1.20 s/page)" */
export const perPage = (ms: number, pages: number) =>
  `${(ms / 1000).toFixed(2)} s (${(ms / pages / 1000).toFixed(2)} s/page)`;

/**
 * The anchor lines printed under a measured figure. The target (2 pages) is judged against the same
 * model: Debian's data is a smaller network (its LSTM is about a quarter the size of 4.0.0_best_int,
 * the model we are required to load), so that line measures the model as much as the engine.
 */
export function anchorLines(ours: number, pages: number, system: number, same: number): string[] {
  const verdict = pages === 2 ? (ours <= same ? ' (target met)' : ' (target missed: ours slower)') : '';
  return [
    `  native, same best_int: ${perPage(same, pages)}; ours/native ${(ours / same).toFixed(2)}${verdict}`,
    `  native, system data:   ${perPage(system, pages)}; ours/native ${(ours / system).toFixed(2)} (smaller model)`,
  ];
}
