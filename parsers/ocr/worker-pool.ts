import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { linesFromTsv, type OcrLine } from './layout-text';
import { OcrError } from './ocr-error';

/**
 * What a worker reads: the language of its LSTM data and how it segments the image. Pages (and bands of
 * pages) are read in English; single lines are re-read in Spanish to recover the accents the English data
 * cannot spell (see accent-reread.ts).
 */
type Reader = { lang: 'eng' | 'spa'; psm: PSM };
const ENGLISH_PAGES: Reader = {
  lang: 'eng',
  // One column of variable-size text keeps a form's label/value lines in reading order; PSM.AUTO splits
  // the label column from the values and emits them as separate blocks.
  psm: PSM.SINGLE_COLUMN,
};
const SPANISH_LINES: Reader = { lang: 'spa', psm: PSM.SINGLE_LINE };

/** LSTM data shipped by an npm package (`@tesseract.js-data/<lang>`): never downloaded at run time. */
function langPath(lang: Reader['lang']): string {
  // Built from the working directory: inside a Next.js bundle require.resolve yields a module id.
  return path.join(process.cwd(), 'node_modules', '@tesseract.js-data', lang, '4.0.0_best_int');
}

async function startWorker(reader: Reader): Promise<Worker> {
  const worker = await createWorker(reader.lang, OEM.LSTM_ONLY, {
    langPath: langPath(reader.lang),
    gzip: true,
    cacheMethod: 'none',
  });
  await worker.setParameters({
    tessedit_pageseg_mode: reader.psm,
    preserve_interword_spaces: '1',
    user_defined_dpi: '200',
    // Tesseract re-reads every low-confidence line inverted (white on black), which recorded documents
    // never are: on a noisy scan that is a second pass over much of the page for nothing.
    tessedit_do_invert: '0',
  });
  return worker;
}

type Slot = { worker: Promise<Worker>; busy: boolean };
type Job = {
  image: Buffer;
  resolve: (r: PageText) => void;
  reject: (e: unknown) => void;
  signal?: AbortSignal;
};
/** What one image read as: Tesseract's text, its confidence 0–1, and its lines with their words' boxes. */
export type PageText = { text: string; confidence: number; lines: OcrLine[] };
export type PoolStats = { workers: number; busy: number; queued: number; restarts: number };

/**
 * A fixed set of Tesseract workers, one page at a time each. A job that is aborted or fails inside a
 * worker terminates and replaces that worker, so one bad page never wedges the pool.
 */
export class OcrWorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private restarts = 0;
  /** Workers we terminated: tesseract.js never settles a job given to one, so they must not get another. */
  private readonly dead = new WeakSet<Worker>();
  private closed = false;
  /** One Spanish line reader, started on the first line that needs it and shut down with the pool. */
  private spanish: OcrWorkerPool | undefined;

  constructor(
    size: number,
    private readonly reader: Reader = ENGLISH_PAGES,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({
      worker: startWorker(reader),
      busy: false,
    }));
    // A worker that fails to start is replaced on its first use.
    for (const s of this.slots) s.worker.catch(() => {});
  }

  stats(): PoolStats {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.busy).length,
      queued: this.queue.length,
      restarts: this.restarts,
    };
  }

  recognize(image: Buffer, signal?: AbortSignal): Promise<PageText> {
    if (this.closed) return Promise.reject(new OcrError('worker_failed', 'The OCR pool is shut down.'));
    if (signal?.aborted) return Promise.reject(new OcrError('aborted', 'OCR was aborted.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ image, resolve, reject, signal });
      this.pump();
    });
  }

  /**
   * Reads one line image (a crop of a page around one text line) with the Spanish data, on a single worker
   * of its own that is started on first use: accented names are rare, so most documents never start it.
   */
  recognizeSpanishLine(image: Buffer, signal?: AbortSignal): Promise<PageText> {
    if (this.closed) return Promise.reject(new OcrError('worker_failed', 'The OCR pool is shut down.'));
    this.spanish ??= new OcrWorkerPool(1, SPANISH_LINES);
    return this.spanish.recognize(image, signal);
  }

  /** Kills one worker (tests use it to prove the pool recovers). */
  async killOneWorker(): Promise<void> {
    const slot = this.slots[0];
    const worker = await slot?.worker.catch(() => null);
    if (!worker) return;
    this.dead.add(worker);
    await worker.terminate().catch(() => {});
  }

  async shutdown(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new OcrError('worker_failed', 'The OCR pool shut down.'));
    await Promise.all([
      ...this.slots.map(async (s) => (await s.worker.catch(() => null))?.terminate().catch(() => {})),
      this.spanish?.shutdown(),
    ]);
  }

  private replace(slot: Slot): void {
    this.restarts++;
    const old = slot.worker;
    old
      .then((w) => {
        this.dead.add(w);
        return w.terminate();
      })
      .catch(() => {});
    slot.worker = startWorker(this.reader);
    slot.worker.catch(() => {});
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const job = this.queue.shift();
      if (!job) return;
      if (job.signal?.aborted) {
        job.reject(new OcrError('aborted', 'OCR was aborted.'));
        continue;
      }
      slot.busy = true;
      void this.run(slot, job).finally(() => {
        slot.busy = false;
        this.pump();
      });
    }
  }

  private async run(slot: Slot, job: Job): Promise<void> {
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(new OcrError('aborted', 'OCR was aborted.'));
      job.signal?.addEventListener('abort', onAbort, { once: true });
    });
    aborted.catch(() => {});
    try {
      let worker: Worker;
      try {
        worker = await slot.worker;
        if (this.dead.has(worker)) throw new Error('worker was terminated');
      } catch {
        this.replace(slot);
        worker = await slot.worker;
      }
      let timer: NodeJS.Timeout | undefined;
      // A hung worker never answers: give up on it after a generous per-page limit and replace it.
      const hung = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new OcrError('worker_failed', 'The OCR worker did not answer in time.')),
          pageTimeoutMs(),
        );
      });
      hung.catch(() => {});
      let result: Awaited<ReturnType<Worker['recognize']>>;
      try {
        result = await Promise.race([worker.recognize(job.image, {}, OUTPUT), aborted, hung]);
      } catch (e) {
        if (e instanceof OcrError) throw e;
        // A worker that died between jobs fails the next page it is given: retry that page once on a fresh one.
        this.replace(slot);
        result = await Promise.race([(await slot.worker).recognize(job.image, {}, OUTPUT), aborted, hung]);
      } finally {
        clearTimeout(timer);
      }
      job.resolve({
        text: result.data.text,
        confidence: Math.max(0, Math.min(1, result.data.confidence / 100)),
        lines: linesFromTsv(result.data.tsv ?? ''),
      });
    } catch (e) {
      // The worker may be mid-page (abort) or dead (crash): either way it is not trusted again.
      this.replace(slot);
      job.reject(
        e instanceof OcrError ? e : new OcrError('worker_failed', 'The OCR worker failed.', { cause: e }),
      );
    } finally {
      if (onAbort) job.signal?.removeEventListener('abort', onAbort);
    }
  }
}

/** Text plus each word's box (as TSV): the page's layout is rebuilt from where each word sits. */
const OUTPUT = { text: true, tsv: true } as const;

function pageTimeoutMs(): number {
  const configured = Number(process.env.OCR_PAGE_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 120_000;
}

export function defaultPoolSize(): number {
  const configured = Number(process.env.OCR_WORKERS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, Math.min(4, os.availableParallelism()));
}
