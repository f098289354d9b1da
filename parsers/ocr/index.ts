import { OcrError } from './ocr-error';
import { preparePages } from './prepare-pages';
import { defaultPoolSize, OcrWorkerPool, type PoolStats } from './worker-pool';

export { OcrError, type OcrFailure } from './ocr-error';
export type { PoolStats } from './worker-pool';

const g = globalThis as unknown as { __ocrPool?: OcrWorkerPool };

function pool(): OcrWorkerPool {
  g.__ocrPool ??= new OcrWorkerPool(defaultPoolSize());
  return g.__ocrPool;
}

/**
 * OCRs the pages of one document (PNG, JPEG or TIFF images; multi-page TIFFs expand), pages in parallel
 * across the process's worker pool. Throws OcrError for unreadable images or when `signal` aborts.
 */
export async function ocrImages(
  images: Buffer[],
  opts: { signal?: AbortSignal } = {},
): Promise<{ pages: string[]; pageConfidence: number[] }> {
  if (images.length === 0) throw new OcrError('no_pages', 'The document has no page images.');
  const pages = await preparePages(images);
  const results = await Promise.all(pages.map((p) => pool().recognize(p, opts.signal)));
  return { pages: results.map((r) => r.text), pageConfidence: results.map((r) => r.confidence) };
}

export function ocrPoolStats(): PoolStats | null {
  return g.__ocrPool?.stats() ?? null;
}

/** Terminates a worker of the pool, to prove in tests that the pool replaces it. */
export async function killOcrWorkerForTest(): Promise<void> {
  await pool().killOneWorker();
}

/** Terminates the workers so the process can exit; the next call starts a new pool. */
export async function shutdownOcr(): Promise<void> {
  const p = g.__ocrPool;
  g.__ocrPool = undefined;
  await p?.shutdown();
}
