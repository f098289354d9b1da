import { buildParsedDocument } from './extract/build';
import { Doc } from './text/doc';
import { cleanOcrPage } from './text/ocr-clean';
import { reconcileOcrPages } from './text/ocr-reconcile';
import type { DocumentText, ParsedDocument } from './types';

/** Bump whenever the parser's output for the same input can change (cached details are re-parsed). */
export const PARSER_VERSION = '1.16.0';

/** The parse of a document nothing could be read from. */
export function emptyParsedDocument(): ParsedDocument {
  return {
    category: 'OTHER',
    documentType: 'OTHER',
    decedent: null,
    parties: { grantors: [], grantees: [] },
    people: [],
    property: { legalDescription: null, address: null, addressComponents: null, addressSource: 'none' },
    consideration: null,
    keyDates: { recorded: null, instrument: null, death: null, other: null },
    typeSpecific: {},
    provenance: {},
    confidence: 0,
  };
}

/**
 * Structured details from a document's page text. Never throws: text that fits no known form (or trips an
 * extractor) comes back as category OTHER with whatever generic fields were found.
 */
export function parseDocumentText(
  input: DocumentText,
  opts: { recordedDateHint?: string | null } = {},
): ParsedDocument {
  const hint = opts.recordedDateHint ?? null;
  try {
    const raw = Array.isArray(input?.pages)
      ? input.pages.map((p) => (typeof p === 'string' ? boundWhiteSpace(p) : ''))
      : [];
    // Text that came from OCR (it carries page confidences) is cleaned of scan speckle first, then its misread
    // words are checked against the rest of the document.
    const pages = input?.pageConfidence ? reconcileOcrPages(raw.map(cleanOcrPage)) : raw;
    const doc = new Doc(pages, input?.pageConfidence);
    return buildParsedDocument(doc, hint);
  } catch {
    const fallback = emptyParsedDocument();
    fallback.keyDates.recorded = hint;
    return fallback;
  }
}

/**
 * No typed or scanned page has a run of blanks (or of rule characters: ____, ----) wider than a page, or
 * more than a few blank lines in a row. Longer runs are cut down before parsing: many patterns allow white space between words, and a run of
 * thousands of blanks made them rescan it from every position (20,000 spaces: 7 s; 50,000: minutes).
 * Real pages are unchanged, so provenance offsets still point into the page text as given.
 */
export function boundWhiteSpace(page: string): string {
  return page
    .replace(/[ \t]{160,}|([_.=*-])\1{159,}/g, (run) => run.slice(0, 160))
    .replace(/(?:[ \t]*\n){6,}/g, '\n\n\n\n\n');
}

/** OCR the page images, then parse their text. */
export async function parseDocumentImages(
  images: Buffer[],
  opts: { signal?: AbortSignal; recordedDateHint?: string | null } = {},
): Promise<ParsedDocument> {
  const { ocrImages } = await import('./ocr');
  const { pages, pageConfidence } = await ocrImages(images, { signal: opts.signal });
  return parseDocumentText({ pages, pageConfidence }, { recordedDateHint: opts.recordedDateHint });
}
