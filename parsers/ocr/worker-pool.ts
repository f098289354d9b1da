import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { OcrError } from './ocr-error';

/** English LSTM data shipped by an npm package: never downloaded at run time. */
function langPath(): string {
  // Built from the working directory: inside a Next.js bundle require.resolve yields a module id.
  return path.join(process.cwd(), 'node_modules', '@tesseract.js-data', 'eng', '4.0.0_best_int');
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: langPath(),
    gzip: true,
    cacheMethod: 'none',
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: '1',
    user_defined_dpi: '200',
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
export type PageText = { text: string; confidence: number };
export type PoolStats = { workers: number; busy: number; queued: number; restarts: number };

/**
 * A fixed set of Tesseract workers, one page at a time each. A job that is aborted or fails inside a
 * worker terminates and replaces that worker, so one bad page never wedges the pool.
 */
export class OcrWorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private restarts = 0;
  private closed = false;

  constructor(size: number) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({ worker: startWorker(), busy: false }));
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

  /** Kills one worker (tests use it to prove the pool recovers). */
  async killOneWorker(): Promise<void> {
    const slot = this.slots[0];
    if (slot) await (await slot.worker.catch(() => null))?.terminate().catch(() => {});
  }

  async shutdown(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new OcrError('worker_failed', 'The OCR pool shut down.'));
    await Promise.all(
      this.slots.map(async (s) => (await s.worker.catch(() => null))?.terminate().catch(() => {})),
    );
  }

  private replace(slot: Slot): void {
    this.restarts++;
    const old = slot.worker;
    old.then((w) => w.terminate()).catch(() => {});
    slot.worker = startWorker();
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
      } catch {
        this.replace(slot);
        worker = await slot.worker;
      }
      const result = await Promise.race([worker.recognize(job.image), aborted]);
      job.resolve({
        text: result.data.text,
        confidence: Math.max(0, Math.min(1, result.data.confidence / 100)),
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

export function defaultPoolSize(): number {
  const configured = Number(process.env.OCR_WORKERS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, Math.min(4, os.availableParallelism()));
}
