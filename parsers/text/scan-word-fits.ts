import { fitLine } from './fit-line';
import { letterDiff } from './ocr-repair';

/**
 * Misreads a typed-in copy of a scan carries even without page confidences, whose repair changes a word's length:
 * each line keeps its length (see fitLine), so offsets keep.
 */

/** Whether `a` is `b` with one letter dropped. */
function oneDropped(a: string, b: string): boolean {
  if (a.length + 1 !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (a === b.slice(0, i) + b.slice(i + 1)) return true;
  return false;
}

/** Whether `a` is `b` with one letter dropped, neither its first nor its last. */
function droppedInside(a: string, b: string): boolean {
  if (a.length + 1 !== b.length) return false;
  for (let i = 1; i < b.length - 1; i++) if (a === b.slice(0, i) + b.slice(i + 1)) return true;
  return false;
}

/** Whether `a` is `b` with one of `b`'s doubled letters printed once. */
function doubledOf(a: string, b: string): boolean {
  if (a.length + 1 !== b.length) return false;
  for (let i = 1; i < b.length; i++)
    if (b[i] === b[i - 1] && a === b.slice(0, i) + b.slice(i + 1)) return true;
  return false;
}

/** The word "decedent" (or its plural) `lower` stands for, one letter off, dropped or doubled; else null. */
function decedentWord(lower: string): string | null {
  // "decadent" is a word of its own, one letter off.
  if (/^(?:decadents?|decedents?)$/.test(lower)) return null;
  for (const word of ['decedent', 'decedents']) {
    // ("decederit": an n read as "ri".)
    const read = lower.replace(/ri(?=t?s?$)/, 'n');
    if (letterDiff(read, word) === 1 || oneDropped(read, word) || oneDropped(word, read)) return word;
  }
  return null;
}

/**
 * The estate word every affidavit and deed of this kind turns on, misread by a letter ("the decednt", "the Deeedent's
 * daughter", "dccedent", "the deecedent"): read back in the casing printed. (A word within one letter of it is no
 * other word the forms use.)
 */
function repairDecedentWord(line: string): string {
  const fix = (keepLength: boolean) => (token: string) => {
    const word = decedentWord(token.toLowerCase());
    if (!word || (word.length === token.length) !== keepLength) return token;
    if (token === token.toUpperCase()) return word.toUpperCase();
    return token[0] === 'D' ? `D${word.slice(1)}` : word;
  };
  // (A letter misread keeps the line's length; one dropped or doubled is refitted, where the line has blanks to spare.)
  const token = /(?<![\p{L}\d])[Dd][\p{L}]{5,9}(?![\p{L}\d])/gu;
  const same = line.replace(token, fix(true));
  const fixed = same.replace(token, fix(false));
  return fixed === same ? same : fitLine(same, fixed);
}

/**
 * A party block's label with a letter misread ("GRANTFES:" beside "GRANTOR:"): the form's labels are few, and a
 * word in capitals one letter off one of them before the colon is that label.
 */
const PARTY_LABELS = ['GRANTOR', 'GRANTORS', 'GRANTEE', 'GRANTEES'];

function repairPartyLabel(line: string): string {
  return line.replace(/(?<![\p{L}\d])GRANT[A-Z0-9]{2,4}(?=[ \t]*:)/gu, (word) =>
    PARTY_LABELS.includes(word) ? word : (PARTY_LABELS.find((l) => letterDiff(l, word) === 1) ?? word),
  );
}

/**
 * Specks a scan reads as marks that a typed copy keeps: a lone backquote between blanks ("this the 12th ` day
 * of May"), a quote glued to a word in capitals before the next one ("issued to LATOYA' DENISE BYNUM"), which
 * is no possessive (a plural's ends in S), and one glued to a small word no possessive is made of ("in the City
 * of' Hattiesburg"). Each becomes a blank.
 */
function blankSpecks(line: string): string {
  return line
    .replace(/(?<=[ \t])`(?=[ \t])/g, ' ')
    .replace(/(?<=\b\p{Lu}{2,})(?<![SXZ])['’`](?=[ \t]+\p{Lu}{2,})/gu, ' ')
    .replace(/(?<=\b(?:of|the|and|in|to|at|by|for|on|or|with|from))['’`](?=[ \t]+\p{L})/gu, ' ');
}

export function repairScanWordFits(page: string): string {
  return page.replace(/[^\n]+/g, (line) => repairDecedentWord(repairPartyLabel(blankSpecks(line))));
}

/**
 * A name with one of its letters doubled or dropped by the scan ("a resident of Hattiessburg" where the deed prints
 * "Hattiesburg" throughout, "ROSALIND HOCHSTELER QUINTERO" among a dozen "Hochstetler"s): a capitalised word printed
 * once that is a word the document prints again and again with that one letter taken out (a doubled one) or put
 * back. The whole document is weighed, so this runs over all its pages; the word keeps the casing printed.
 */
export function repairOddLetters(pages: string[]): string[] {
  const counts = new Map<string, number>();
  const printed = new Map<string, string>();
  for (const p of pages)
    for (const m of p.matchAll(/(?<![\p{L}\d'’])\p{Lu}[\p{Lu}\p{Ll}]{5,}(?![\p{L}\d])/gu)) {
      const key = m[0].toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (m[0] !== m[0].toUpperCase()) printed.set(key, m[0]);
    }
  const fixes = new Map<string, string>();
  for (const [word, n] of counts) {
    if (n !== 1) continue;
    for (const [other, k] of counts) {
      // (A doubled letter is the likelier slip: two printings of the single one suffice; a dropped letter takes
      // three, in a longer word, and a line with blanks to spare for it.)
      const doubled = k >= 2 && doubledOf(other, word);
      // (Inside the word only: "Section" and "Sections", "GRANTEE" and "GRANTEES" are two words.)
      const dropped = k >= 3 && word.length >= 7 && droppedInside(word, other);
      if (doubled || dropped) fixes.set(word, other);
    }
  }
  if (!fixes.size) return pages;
  const re = new RegExp(`(?<![\\p{L}\\d'’])(?:${[...fixes.keys()].join('|')})(?![\\p{L}\\d])`, 'giu');
  const cased = (read: string, fix: string) =>
    read === read.toUpperCase()
      ? fix.toUpperCase()
      : (printed.get(fix) ?? fix[0]!.toUpperCase() + fix.slice(1));
  return pages.map((p) =>
    p.replace(/[^\n]+/g, (line) => {
      const fixed = line.replace(re, (w) => {
        const fix = fixes.get(w.toLowerCase());
        return fix && /^\p{Lu}/u.test(w) ? cased(w, fix) : w;
      });
      return fixed === line ? line : fitLine(line, fixed);
    }),
  );
}
