/** Why OCR could not produce text for a document. */
export type OcrFailure = 'unreadable_image' | 'no_pages' | 'aborted' | 'worker_failed';

export class OcrError extends Error {
  readonly reason: OcrFailure;
  constructor(reason: OcrFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    // run-parser.ts recognises OCR errors by name without importing this module (and tesseract.js).
    this.name = 'OcrError';
    this.reason = reason;
  }
}
