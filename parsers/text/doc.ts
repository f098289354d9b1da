import type { ProvenanceEntry } from '../types';

export type Line = { text: string; start: number; end: number };

/**
 * The document as one string (pages joined by form feeds) so extractors can match across page breaks, with
 * the mapping back to 1-based page and in-page offsets that provenance needs.
 */
export class Doc {
  readonly pages: string[];
  readonly text: string;
  readonly lines: Line[];
  private readonly starts: number[];
  private readonly pageConfidence: number[] | undefined;

  constructor(pages: string[], pageConfidence?: number[]) {
    // A form's blank filled in by typing over it ("Name of Decedent: ____ROSCOE DALE HUTCHENS____"): the rule
    // around the entry is no part of it (same length, so offsets keep).
    this.pages = pages.map((p) =>
      p
        .replace(/\r\n?/g, '\n')
        .replace(/_+(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}.,])_+/gu, (m) => ' '.repeat(m.length)),
    );
    this.pageConfidence = pageConfidence;
    this.starts = [];
    let offset = 0;
    for (const page of this.pages) {
      this.starts.push(offset);
      offset += page.length + 1;
    }
    this.text = this.pages.join('\f');
    this.lines = [];
    for (const m of this.text.matchAll(/[^\n\f]*/g)) {
      const start = m.index ?? 0;
      if (m[0].length > 0 || this.lines.at(-1)?.end !== start)
        this.lines.push({ text: m[0], start, end: start + m[0].length });
    }
  }

  /** 1-based page holding global offset `offset`, and the offset within that page. */
  locate(offset: number): { page: number; offset: number } {
    let index = 0;
    for (let i = 0; i < this.starts.length; i++) if ((this.starts[i] ?? 0) <= offset) index = i;
    return { page: index + 1, offset: offset - (this.starts[index] ?? 0) };
  }

  /** Whether the text came from OCR (per-page confidences were given). */
  get fromOcr(): boolean {
    return this.pageConfidence !== undefined;
  }

  /** OCR confidence of a page (1 for born-digital text). */
  confidenceOf(page: number): number {
    return this.pageConfidence?.[page - 1] ?? 1;
  }

  /** Provenance for global span [start, end): confidence is the extractor's own scaled by the page's OCR confidence. */
  provenance(start: number, end: number, confidence: number): ProvenanceEntry {
    const from = this.locate(start);
    const to = Math.max(from.offset, end - (this.starts[from.page - 1] ?? 0));
    const pageText = this.pages[from.page - 1] ?? '';
    const stop = Math.min(to, pageText.length);
    return {
      page: from.page,
      snippet: pageText.slice(from.offset, stop).replace(/\s+/g, ' ').trim(),
      start: from.offset,
      end: stop,
      confidence:
        Math.round(Math.max(0, Math.min(1, confidence * this.confidenceOf(from.page))) * 1000) / 1000,
    };
  }
}
