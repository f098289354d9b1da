import type { ProvenanceEntry } from '../types';
import { repairKinshipGlyphs } from './kinship-glyphs';
import { repairLetterNoise } from './letter-noise';
import { repairMonthGlyphs } from './month-glyphs';
import { repairRnForM } from './rn-for-m';
import { repairOddLetters, repairScanWordFits } from './scan-word-fits';
import { repairSpelledNumerals } from './spelled-numerals';
import { joinSplitCapitalWords } from './split-capital-words';
import {
  joinSplitCompassWords,
  joinSplitIonEndings,
  joinSplitRecitalWords,
  joinSplitTenants,
} from './split-word-endings';
import { repairStateGlyphs } from './state-glyphs';
import { dropMonthQuoteSpecks, dropStrayWordMarks } from './stray-marks';
import { blankValueColumn } from './value-column';
import { repairWordGlyphs } from './word-glyphs';
import { repairZipGlyphs } from './zip-glyphs';

export type Line = { text: string; start: number; end: number };

/** A page's running head or foot: "Affidavit of Heirship - Estate of X      Page 1 of 3", "- 2 -". */
const RUNNING_LINE_RE =
  /^[ \t]*(?:[^\n]{0,80}\bPage\s+\d+(?:\s+of\s+\d+)?\b[^\n]{0,40}|[-–—(]?[ \t]*\d{1,3}[ \t]*[-–—)]?)[ \t]*$/i;

/**
 * A sentence running over a page break ("... LORENA GAIL HUTCHESON, surviving" / footer / "spouse; DARRELL ..."):
 * the blank lines and running foot or head between its halves are blanked (same length, so offsets keep) so the
 * sentence reads on as one paragraph.
 */
function joinRunOnPages(pages: string[]): string[] {
  const out = [...pages];
  for (let i = 0; i + 1 < out.length; i++) {
    const lines = out[i]!.split('\n');
    let k = lines.length;
    while (k > 0 && (!lines[k - 1]!.trim() || RUNNING_LINE_RE.test(lines[k - 1]!))) k--;
    if (k === 0 || k === lines.length) continue;
    // (Or a name in capitals broken over the break: "... child: ADRIAN ABREGO, son, and SOFIA" / "RENEE ABREGO,
    // daughter, a minor": running text before it, its last word and the comma that closes it after.)
    const nameBefore = /\p{Ll}[^\n]*[ \t]\p{Lu}{2,}[ \t]*$/u.test(lines[k - 1]!);
    // (Or a street broken between its name and its kind: "..., 3307 Westheimer" / head / "Road, Unit 14".)
    const streetBefore = /\b\d{1,6}(?:[ \t]+\p{Lu}[\p{L}'’-]*){1,3}[ \t]*$/u.test(lines[k - 1]!);
    if (!nameBefore && !/[\p{Ll},;][ \t]*$/u.test(lines[k - 1]!)) continue;
    const next = out[i + 1]!.split('\n');
    let j = 0;
    while (j < next.length && (!next[j]!.trim() || RUNNING_LINE_RE.test(next[j]!))) j++;
    const goesOn = nameBefore
      ? /^[ \t]*[‘“"]?\p{Lu}{2,}(?:[ \t]+[‘“"]?\p{Lu}[\p{Lu}.'’-]*)*,[ \t]+\p{Ll}/u
      : streetBefore
        ? /^[ \t]*(?:\p{Ll}|(?:Street|Avenue|Boulevard|Road|Drive|Lane|Court|Circle|Place|Parkway|Terrace|Trail|Highway|Way)\b[.,]?[ \t])/u
        : /^[ \t]*\p{Ll}/u;
    if (j === next.length || !goesOn.test(next[j]!)) continue;
    const tail = lines.slice(0, k).join('\n').length;
    out[i] = out[i]!.slice(0, tail) + ' '.repeat(out[i]!.length - tail);
    const head = next.slice(0, j).reduce((n, l) => n + l.length + 1, 0);
    // (A table's cell wrapping over the break, "son (first" / head / "marriage)      Evansville, IN 47725", goes
    // on deep in its column: the head's last line break is kept so the cell's line keeps its columns.)
    const cell = /^[ \t]{12,}\S/.test(next[j]!);
    out[i + 1] = (cell ? `${' '.repeat(head - 1)}\n` : ' '.repeat(head)) + out[i + 1]!.slice(head);
  }
  return out;
}

/**
 * A questionnaire's labels ("Q.  Who is the deceased person ...?" / "A.  CURTIS LAMAR WHITLOCK, ..."; an
 * interrogatory's "ANSWER:  X, ..."): blanked (same length, so offsets keep) so an answer reads as the text it
 * is and "A." is no initial of the name it opens. Only on a page that pairs them with questions, as a lettered
 * list's "A." opens an item.
 */
function blankAnswerLabels(page: string): string {
  const qa = (page.match(/^[ \t]*Q[.:][ \t]/gm)?.length ?? 0) >= 2;
  const interrogatory =
    /^[ \t]*(?:INTERROGATORY|Interrogatory|QUESTION|Question)(?:[ \t]+(?:NO|No)\.?)?[ \t]*\d*[ \t]*:/m.test(
      page,
    );
  if (!qa && !interrogatory) return page;
  const label = qa ? /^([ \t]*)([QA][.:])(?=[ \t])/gm : /^([ \t]*)(ANSWER:|Answer:)(?=[ \t])/gm;
  return page.replace(label, (_m, indent: string, word: string) => indent + ' '.repeat(word.length));
}

/**
 * One page's glyph and split-word repairs, in order: each later one reads the words the earlier ones mended (the
 * month, zip and state repairs look for words the glyph passes have just read back).
 */
const PAGE_GLYPH_REPAIRS: readonly ((page: string) => string)[] = [
  dropStrayWordMarks,
  dropMonthQuoteSpecks,
  repairScanWordFits,
  repairWordGlyphs,
  repairMonthGlyphs,
  repairSpelledNumerals,
  joinSplitIonEndings,
  joinSplitCompassWords,
  joinSplitTenants,
  joinSplitRecitalWords,
  repairZipGlyphs,
  repairStateGlyphs,
  repairKinshipGlyphs,
];

function repairPageGlyphs(page: string): string {
  return PAGE_GLYPH_REPAIRS.reduce((text, repair) => repair(text), page);
}

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
    const repaired = repairLetterNoise(repairRnForM(repairOddLetters(pages).map(repairPageGlyphs)));
    this.pages = joinRunOnPages(joinSplitCapitalWords(repaired)).map((p) =>
      blankAnswerLabels(
        blankValueColumn(
          p
            .replace(/\r\n?/g, '\n')
            // A form's blank filled in by typing over it ("Name of Decedent: ____ROSCOE DALE HUTCHENS____"): the
            // rule around the entry is no part of it (same length, so offsets keep).
            .replace(/_+(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}.,])_+/gu, (m) => ' '.repeat(m.length))
            // A fill-in form's dot leader after its label's colon ("Date of death: ........ June 9, 2021"):
            // the colon already parts label from entry, so the dots are blanked (same length) and the entry
            // reads as any "Label:  value".
            .replace(/(?<=\p{L}[ \t]*:[ \t]*)\.{3,}(?=[ \t]+\S)/gu, (m) => ' '.repeat(m.length)),
        ),
      ),
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
