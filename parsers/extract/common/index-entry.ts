import type { Doc } from '../../text/doc';
import { escapeRegex, namePattern } from '../../text/regex-escape';
import { withoutAccents } from '../../text/without-accents';
import { isHeadingLine } from './sections';

/** Where the instrument's title line starts (the recorder's stamp and cover lines sit above it). */
export function titleOffset(doc: Doc): number {
  const title = doc.lines.find(
    (l) =>
      isHeadingLine(l.text) &&
      /\b(?:DEED|AFFIDAVIT|DECLARATION|WILL|TESTAMENT|RELEASE|SATISFACTION|INDENTURE|ORDER|CERTIFICATE)\b/.test(
        l.text,
      ),
  );
  return title?.start ?? 0;
}

/**
 * Recorder index lines printed in a stamp or cover sheet ("GRANTOR: FISCHER DONALD R ET UX ET AL", "GRANTEE:
 * KOWALSKI, DAVID E; MURPHY, ANNE K") list the parties surname first, as the index files them. They repeat
 * the instrument's own parties, so the parties are read from the body instead.
 */
export function isIndexEntry(value: string, text: string, inHeader = false): boolean {
  // The entry's own words: "DUNLAP MARGARET ELLEN (DEC'D)  aka DUNLAP PEGGY E" files the decedent with a note and
  // an alias after it.
  // (So does a comma's note: "PRUITT ODELL RAYMOND, DECEASED".)
  const v = value
    .trim()
    .split(/[ \t]{2,}|[ \t]*\(/)[0]!
    .replace(/,[ \t]*(?:DECEASED|DEC['’]?D)\.?$/, '');
  // "MATSUDA, DANIEL HIROSHI, as Personal Representative of ...": a cover sheet files the fiduciary surname first
  // and states the capacity in running words after it.
  if (/^[\p{Lu}'’-]{2,},[ \t]*\p{Lu}[\p{Lu}'’ -]*\p{Lu},[ \t]*as[ \t]/u.test(v)) return true;
  if (isSurnameFirstOfBodyNames(v, text)) return true;
  if (!v || /\p{Ll}/u.test(v)) return false;
  if (/\bET\s+(?:AL|UX|VIR)\b|;/.test(v)) return true;
  // Above the title, in capitals without the punctuation of running text: the recorder's stamp.
  if (inHeader && !/[.,]/.test(v)) return true;
  // "KOWALSKI, EDWARD F": surname, comma, given names without the periods of running text.
  if (/^[\p{Lu}'’-]+,\s*\p{Lu}[\p{Lu}'’ -]*$/u.test(v) && !/\./.test(v)) return true;
  // "KOWALCZYK RAYMOND T JR ADMR": the index's abbreviation of the party's capacity, which no name carries.
  if (/\s(?:ADMR|ADMRX|ADMX|EXR|EXRX|EXECR|EXECX|EXTR|EXTRX|TTEE|TTEES|PERS\s+REP)$/.test(v)) return true;
  // "FISCHER STEVEN PAUL": the body prints the same words in reading order ("STEVEN PAUL FISCHER"), a
  // generational suffix the index files after the given names after the surname ("FISCHER STEVEN JR").
  const all = v.split(/\s+/);
  const words = all.filter((w) => /^[\p{Lu}'’-]+$/u.test(w));
  if (words.length < 2 || words.length !== all.length) return false;
  const suffix = words.length > 2 && /^(?:JR|SR|II|III|IV)$/.test(words.at(-1)!) ? words.pop() : undefined;
  return printedInReadingOrder(words, text, '\\s+', suffix);
}

/**
 * Whether `text` prints the surname-first `words` in reading order ("FISCHER STEVEN PAUL" as "STEVEN PAUL
 * FISCHER"), an initial's period allowed, `gap` (a pattern) between the words and a generational `suffix` after them.
 */
function printedInReadingOrder(
  words: readonly string[],
  text: string,
  gap: string,
  suffix?: string,
): boolean {
  const reading = [...words.slice(1), words[0]!].map(escapeRegex).join(`\\.?${gap}`);
  return new RegExp(`(?<!\\p{L})${reading}${suffix ? `,?\\s+${suffix}` : ''}(?!\\p{L})`, 'iu').test(text);
}

/**
 * A name in capitals filed surname first ("HOANG KIMBERLY PRUITT") that the document prints in reading order on one
 * line elsewhere ("KIMBERLY PRUITT HOANG, born of the second marriage"). (Not across a line break: two index lines
 * one over the other, "KINNEY HAROLD VERNON" over "KINNEY HAROLD V", print any of their names rotated.)
 */
export function filedSurnameFirst(value: string, text: string): boolean {
  const words = value.trim().split(/\s+/);
  if (words.length < 2 || !words.every((w) => /^[\p{Lu}'’-]+$/u.test(w))) return false;
  return printedInReadingOrder(words, text, '[ \\t]+');
}

/**
 * A cover block's line of people filed surname first ("HEIRS:  DOE, JOHN R.;  ROE, MARY K."): every item is
 * "SURNAME, GIVEN" in capitals. The body names the same people in reading order.
 */
export function isSurnameFirstList(value: string): boolean {
  const items = value
    .trim()
    .replace(/;\s*$/, '')
    .split(/\s*;\s*/);
  return (
    items.length > 0 &&
    items.every((i) =>
      /^[\p{Lu}'’-]{2,},[ \t]*\p{Lu}[\p{Lu}'’-]*(?:[ \t]+\p{Lu}[\p{Lu}'’-]*\.?|\.)*$/u.test(i),
    )
  );
}

/** Letters without their accents: a body typed without them ("MUNOZ") names the person the index files as "Muñoz". */

/**
 * A cover sheet's index line in mixed case ("Schroeder-Hunt, Mary Katherine, Personal Representative";
 * "Peña Ruiz, Tomás; Peña, Lucia Ana"): every item is "Surname, Given names" (any capacity after a further
 * comma), and the body names each of them in reading order ("MARY KATHERINE SCHROEDER-HUNT"). Only that
 * reading-order echo makes it an index line, so a party named nowhere else is still read from it.
 */
function isSurnameFirstOfBodyNames(value: string, text: string): boolean {
  const items = value
    .trim()
    .replace(/[;,]\s*$/, '')
    .split(/\s*;\s*/);
  const word = "\\p{Lu}[\\p{L}'’-]*";
  const item = new RegExp(
    `^(${word}(?:[ \\t]+${word}){0,2}),[ \\t]*(${word}\\.?(?:[ \\t]+${word}\\.?){0,3})(?:,.*)?$`,
    'u',
  );
  const body = withoutAccents(text);
  return items.every((i) => {
    const m = i.match(item);
    if (!m) return false;
    const reading = namePattern(withoutAccents(`${m[2]} ${m[1]}`)).replace(/\\\.(?=\\s)/g, '\\.?');
    return new RegExp(`(?<!\\p{L})${reading}(?!\\p{L})`, 'iu').test(body);
  });
}
