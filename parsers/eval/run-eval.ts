import fs from 'node:fs';
import { parseDocumentImages, parseDocumentText } from '../index';
import type { LabelledDocument } from './load-corpus';
import { type FieldCheck, scoreDocument } from './score';

export type EvalMode = 'text' | 'image';

export type DocumentResult = {
  name: string;
  scanQuality: 'clean' | 'noisy';
  checks: FieldCheck[];
  /** Image mode: wall time of OCR + parse divided by the page count (pages run in parallel). */
  msPerPage: number | null;
};

/**
 * Parses each document the way production does (text: its page text; image: OCR of its page images, pages
 * in parallel, documents one after another) and scores it against its truth.
 */
export async function evaluateDocuments(
  docs: LabelledDocument[],
  mode: EvalMode,
  onDocument?: (r: DocumentResult) => void,
): Promise<DocumentResult[]> {
  const results: DocumentResult[] = [];
  for (const doc of docs) {
    const opts = { recordedDateHint: doc.recordedDateHint };
    let msPerPage: number | null = null;
    let parsed: ReturnType<typeof parseDocumentText>;
    if (mode === 'text') {
      parsed = parseDocumentText({ pages: doc.pages }, opts);
    } else {
      if (doc.imagePaths.length === 0) throw new Error(`${doc.name} has no page images for image mode`);
      const images = doc.imagePaths.map((p) => fs.readFileSync(p));
      const started = performance.now();
      parsed = await parseDocumentImages(images, opts);
      msPerPage = (performance.now() - started) / images.length;
    }
    const r = {
      name: doc.name,
      scanQuality: doc.scanQuality,
      checks: scoreDocument(parsed, doc.truth),
      msPerPage,
    };
    results.push(r);
    onDocument?.(r);
  }
  return results;
}

export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? null) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}
