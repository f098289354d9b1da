/**
 * Misreads of a few letters that OCR makes inside running text, each repaired only where its context leaves no
 * doubt. Every rewrite keeps the page's length (a character dropped comes back as a blank after its word).
 */

/** Short words that are real on their own: a part of a split word that is one of these may be the word itself. */
const SHORT_REAL = new Set(
  'a i an as at be by do go he if in is it me my no of on or so to up us we am pm and the for her his its our'.split(
    ' ',
  ),
);

/**
 * A word broken by a blank OCR put inside it ("hu sband", "dau ghter"): the halves join when the whole is one of
 * `words` and one half is a fragment of three letters or fewer that is no word of its own ("grant or" stays).
 */
function joinBrokenWords(text: string, words: readonly string[]): string {
  const fragment = (w: string) => w.length <= 3 && !SHORT_REAL.has(w);
  return text.replace(/[^\n]+/g, (line) =>
    line
      // (The second half is only looked at, so it may be the first half of the next pair: "and hu sband".)
      .replace(
        /(?<![\p{L}'’-])(\p{Ll}{1,8}) (?=(\p{Ll}{1,10})(?![\p{L}'’-]))/gu,
        (m, a: string, b: string) =>
          words.includes(a + b) && (fragment(a) || fragment(b)) && !SHORT_REAL.has(a) && !SHORT_REAL.has(b)
            ? a
            : m,
      )
      .padEnd(line.length, ' '),
  );
}

/** The text with the matches dropped, each line padded back to its length (the page keeps its length). */
function dropInLines(text: string, re: RegExp): string {
  return text.replace(/[^\n]+/g, (line) => line.replace(re, '').padEnd(line.length, ' '));
}

const caps = (w: string) => w === w.toUpperCase();

/** One page's text with the misreads below repaired. */
/**
 * A word whose letter the scan lost to a blank or a speck ("plat th.reof of record"): it stands where the letter was,
 * so the halves with one letter between them make one of `words` (same length). One half is a fragment.
 */
function fillLostLetter(text: string, words: readonly string[]): string {
  const fragment = (w: string) => w.length <= 3 && !SHORT_REAL.has(w);
  const fill = (a: string, b: string) => {
    if ((!fragment(a) && !fragment(b)) || SHORT_REAL.has(a) || SHORT_REAL.has(b)) return null;
    const fits = words.filter(
      (w) => w.length === a.length + b.length + 1 && w.startsWith(a) && w.endsWith(b),
    );
    return fits.length === 1 ? fits[0]! : null;
  };
  // (The second half is only looked at, so a pair that does not join leaves it to lead the next pair.)
  const PAIR = /(?<![\p{L}'’-])(\p{Ll}{1,8})[ .](?=(\p{Ll}{1,10})(?![\p{L}'’-]))/gu;
  return text.replace(/[^\n]+/g, (line) => {
    let out = '';
    let last = 0;
    for (const m of line.matchAll(PAIR)) {
      const at = m.index ?? 0;
      if (at < last) continue;
      const whole = fill(m[1]!, m[2]!);
      if (!whole) continue;
      out += line.slice(last, at) + whole;
      last = at + whole.length;
    }
    return out + line.slice(last);
  });
}

export function repairWordBreaks(text: string, words: readonly string[]): string {
  let out = fillLostLetter(joinBrokenWords(text, words), words);
  // "is" with its s read as a dollar sign, and "in" with its n read as a p, before the words a clause goes on with:
  // "as the same i$ shown", "of record ip the Office". Neither is a word.
  out = out.replace(/(?<=\p{Ll}[ \t])i\$(?=[ \t]+\p{Ll})/gu, 'is');
  out = out.replace(/(?<=\p{Ll}[ \t])ip(?=[ \t]+(?:the|said|a|an|this|which)\b)/gu, 'in');
  // A short name broken before its last letter ("also known as Ra y T. Kowalczyk"): a lone small letter other than
  // "a" or "i" is no word, and one after a capitalised fragment, before the next name word, ends that fragment.
  out = out.replace(
    /(?<![\p{L}\d'’.-])(\p{Lu}\p{Ll}{1,2}) ([b-hj-z])(?=[ \t]+\p{Lu}|,)/gu,
    (_m, a: string, b: string) => `${a}${b} `,
  );
  // An ordinal's 5 read as an S or a dollar sign: "On the Sth day of June", "the 1Sth day".
  out = out.replace(/(?<![\p{L}\d])(\d?)[S$](?=th[ \t]+(?:day|DAY)\b)/gu, '$15');
  // "to" read "te" ("issued te Grantor", "as Personal Representative, te" at the line's end): "te" is no English
  // word, and at a line's edge it would otherwise be dropped as a speck.
  out = out.replace(/(?<=[\p{L},][ \t]+)te(?=[ \t]*(?:\n|$)|[ \t]+\p{L})/gmu, 'to');
  // A speck read as a comma after a middle initial inside a name: "KAYLEE M., HANSEN", "Kaylee M., Hansen" (a
  // suffix after the comma, "JOHN A., JR.", keeps it).
  out = out.replace(/[^\n]+/g, (line) =>
    line
      .replace(
        /(?<=\b(\p{Lu}\p{L}+)[ \t]\p{Lu}\.),(?=[ \t]+(?!(?:JR|SR|Jr|Sr|II|III|IV)\b)(\p{Lu}\p{L}+))/gu,
        // Only inside one name: its first name and surname printed alike (both in capitals or both not).
        (c, first: string, last: string) => (caps(first) === caps(last) ? '' : c),
      )
      .padEnd(line.length, ' '),
  );
  // The comma after a date's day read as a semicolon: "Mar 18; 2024", "June 5; 2021".
  out = out.replace(
    /(?<=\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)\p{L}*\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?);(?=[ \t]*(?:19|20)\d\d\b)/gu,
    ',',
  );
  // A speck read as a colon inside the name a label gives ("Estate of:   Walter: Stanislaus Nowak"): the
  // label's colon is the line's first; a second one between two capitalised words is no label's.
  out = out.replace(/[^\n]+/g, (line) =>
    line
      .replace(
        /(?<=^[ \t]*\p{Lu}[\p{L} ]{1,30}:[ \t]+\p{Lu}\p{L}+):(?=[ \t]\p{Lu}\p{L}+(?:[ \t]\p{Lu}\p{L}+)?[ \t]*$)/u,
        '',
      )
      .padEnd(line.length, ' '),
  );
  // A speck read as a period after a whole word before "of" ("Signature. of Notary Public"): a sentence never
  // goes on in small letters, and a word of six letters or more is no abbreviation.
  out = dropInLines(out, /(?<=\b\p{L}\p{Ll}{5,})\.(?=[ \t]+of[ \t]+\p{L})/gu);
  // "of" that lost its o to a speck, the blank left where it was: "a resident   f Des Moines". A lone f is no word.
  out = out.replace(/(?<=\p{Ll}[ \t])([ \t]+)f(?=[ \t]+\p{L})/gu, (_m, gap: string) => `${gap.slice(1)}of`);
  // A label's first letter read as a speck at the line's start: "-ated: April 24, 2024".
  out = out.replace(/^([ \t]*)[-.,'‘’`~_|]ated(?=:)/gm, '$1Dated');
  // A speck read as a comma after a first name in capitals on a signer's printed-name line: "MIGUEL, A. ZUBIRI"
  // alone on its line (an index's "SURNAME, FIRST" has no initial before the last word).
  out = dropInLines(out, /(?<=^[ \t]*\p{Lu}{2,}),(?=[ \t]\p{Lu}\.[ \t]\p{Lu}{2,}[ \t]*$)/u);
  // A speck read as a quote after a first name before a middle initial: "by Harold' J. Kimball" (the blank it
  // leaves goes after the initial).
  // (The surname may wrap onto the next line.)
  out = out.replace(/\b(\p{Lu}\p{Ll}+)['’]([ \t]\p{Lu}\.)(?=[ \t]*(?:\n[ \t]*)?\p{Lu}\p{Ll}+)/gu, '$1$2 ');
  // A speck read as a hyphen after a capitalised word inside a line: "resided in Rapid- City". (A line's own
  // hyphenated end stays; so do number words in capitals, "TWENTY- FIVE".)
  out = dropInLines(out, /(?<=\b\p{Lu}\p{Ll}+)-(?=[ \t]\p{Lu}\p{Ll})/gu);
  // A speck read as a period in front of a word after a comma: "Lot 9, Block 4, .RIVERVIEW ADDITION".
  out = dropInLines(out, /(?<=,[ \t]+)\.(?=\p{Lu}\p{L})/gu);
  // A comma after a closing quote read as a blank, in running text: 'entitled "Plat 2, Cape Harbor"  which Plat is
  // recorded' (a clause goes on in small letters; two blanks inside a sentence are no column gap).
  out = out.replace(/(?<=[\p{L}\d.]")[ \t]{2}(?=\p{Ll}{2,}(?:[ \t]+\p{Ll}|[ \t]*\n))/gu, ', ');
  return out;
}
