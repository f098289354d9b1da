import { parseDocumentImages } from '@/parsers';
import type { ParsedDocument } from '@/parsers/types';
import { log } from '@/server/log';
import { ParseFailure } from './parse-failure';

// By name rather than instanceof: importing the OCR module here would load tesseract.js into every
// process that merely builds the router; the parser loads it on first use.
const isOcrError = (e: unknown): e is Error => e instanceof Error && e.name === 'OcrError';

/**
 * OCR + text parse of one record's page images, aborted after `timeoutMs`. The abort signal stops the
 * OCR work; the race makes sure the caller is answered on time even if a stage ignores the signal.
 * Every failure comes out as a ParseFailure.
 */
export async function runParser({
  images,
  timeoutMs,
  recordedDateHint,
}: {
  images: Buffer[];
  timeoutMs: number;
  recordedDateHint?: string | null;
}): Promise<ParsedDocument> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const failure = new ParseFailure(
        'timeout',
        `Parsing did not finish within ${timeoutMs} ms; retry later.`,
      );
      controller.abort(failure);
      reject(failure);
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      parseDocumentImages(images, { signal: controller.signal, recordedDateHint }),
      timedOut,
    ]);
  } catch (e) {
    if (e instanceof ParseFailure) throw e;
    if (controller.signal.aborted) throw controller.signal.reason;
    if (isOcrError(e)) {
      throw new ParseFailure('unreadable_image', `A page image could not be read: ${e.message}`, {
        cause: e,
      });
    }
    log.error({ err: e }, 'parser error');
    throw new ParseFailure('parser_error', 'The page images could not be parsed.', { cause: e });
  } finally {
    clearTimeout(timer);
  }
}
