import { expect } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';

/** Text with its runs of white space made single blanks, for comparing words regardless of layout. */
export const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

/** One page's OCR clean-up, which must keep the page's length (offsets into it stay valid). */
export const cleanKeepingLength = (page: string) => {
  const out = cleanOcrPage(page);
  expect(out.length).toBe(page.length);
  return out;
};

/** Parses text as if OCR had produced it (OCR text carries page confidences). */
export const parseOcr = (pages: string[], confidence = 0.9) =>
  parseDocumentText({ pages, pageConfidence: pages.map(() => confidence) }, { recordedDateHint: null });
