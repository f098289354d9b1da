import { MONTHS as MONTHS_IN_ORDER, PRINTED_MONTHS } from '../normalize/dates';

/**
 * Glyph misreads that the slot a token stands in gives away: a letter inside a number, a digit inside an
 * abbreviation, a small letter inside a word in capitals, a month's name one glyph off. Each repair keeps the
 * page's length, so provenance offsets still point into the OCR text.
 */

// (Not May: "may" is an ordinary word, and a word one glyph off it is as likely "day" or "way" as the month.)
const MONTHS: readonly string[] = MONTHS_IN_ORDER.filter((m) => m !== 'may');

const DAY_PERIOD_BEFORE_YEAR_RE = new RegExp(
  String.raw`(?<=\b(?:${PRINTED_MONTHS})[ \t]+\d{1,2})\.(?=[ \t]+(?:19|20)\d{2}\b)`,
  'g',
);

/** Glyphs a scan's OCR reads for a month's letters (got -> printed). */
const MONTH_GLYPHS: Record<string, string> = {
  v: 'u',
  n: 'u',
  c: 'e',
  o: 'e',
  l: 'i',
  i: 'l',
  '1': 'l',
  '0': 'o',
};

/**
 * A month's name with one letter misread ("Febrvary", "Decernber" is rn-for-m's), perhaps split by a blank as
 * the scan broke it ("Febr vary"): only before a day or a year, so no word of running text is taken for one.
 */
function monthMisreads(text: string): string {
  const fix = (word: string): string | null => {
    const lower = word.toLowerCase();
    if (!/^\p{Lu}/u.test(word) || MONTHS.includes(lower)) return null;
    const month = MONTHS.find(
      (mo) =>
        mo.length === lower.length &&
        [...lower].filter((c, i) => c !== mo[i]).length === 1 &&
        [...lower].every((c, i) => c === mo[i] || MONTH_GLYPHS[c] === mo[i]),
    );
    if (!month) return null;
    return word === word.toUpperCase() ? month.toUpperCase() : month.charAt(0).toUpperCase() + month.slice(1);
  };
  return text.replace(
    /(?<![\p{L}\d])(\p{L}{2,})(?:( )(\p{L}{2,}))?(?=,?[ \t]+(?:\d{1,2}(?:st|nd|rd|th)?,?[ \t]+)?(?:19|20)\d{2}\b)/gu,
    (m, a: string, gap: string | undefined, b: string | undefined) => {
      if (!b) return fix(a) ?? m;
      const joined = fix(`${a}${b}`);
      if (joined) return `${joined} `;
      const second = fix(b);
      return second ? `${a}${gap}${second}` : m;
    },
  );
}

/**
 * A word in capitals with one small i or l inside it ("MiCHAEL", "WiLLIAM"): a capital I's serifs lost. Only in a
 * word of four letters or more whose other letters are all capitals, so a name with an inner capital ("McKINNEY"
 * has its small c at the second place, "DeLEON") stays.
 */
function capitalsWithSmallI(text: string): string {
  return text.replace(
    /(?<![\p{L}'’])(\p{Lu}{1,})([il])(\p{Lu}{2,})(?![\p{L}'’])/gu,
    (m, a: string, i: string, b) => {
      if (a.length === 1 && i === 'l') return m;
      if (/^(?:MC|MAC|DE|LA|DI|VAN|VON)$/.test(a)) return m;
      return `${a}${i === 'i' ? 'I' : 'L'}${b}`;
    },
  );
}

export function repairSlotGlyphs(text: string): string {
  let out = text
    // "P.0. Box 84": the O of a post office box read as a zero.
    .replace(/\bP\.[ \t]?0\.(?=[ \t]*(?:Box|BOX)\b)/g, (m) => m.replace('0', 'O'))
    // The comma between a written date's day and year read as a period: "Recorded On: July 27. 2023".
    .replace(DAY_PERIOD_BEFORE_YEAR_RE, ',')
    // A public land survey's word whose last letter was read as a period before its number: "RANG. 11 WEST".
    .replace(/\b(RANG|Rang|TOWNSHI|Townshi|SECTIO|Sectio)\.(?=[ \t]+\d)/g, (_m, w: string) => {
      const last = { rang: 'e', townshi: 'p', sectio: 'n' }[w.toLowerCase() as 'rang'] ?? '';
      return w + (w === w.toUpperCase() ? last.toUpperCase() : last);
    })
    // Rhode Island's dotted code with its I read as an L after a place: "Cranston, R.L., surveyed" (no state is
    // "R.L.").
    .replace(/(?<=\p{L},[ \t]*)R\.L\.(?=[,\s)"”])/gu, 'R.I.')
    // A comma doubled by a speck after an abbreviation's period: "N.M.P.M.,, Section 14".
    .replace(/(?<=\.),,(?=[ \t])/g, ', ')
    // "the" before a day's ordinal with its e read as a speck the clean-up blanked: "duly proved on th  2nd day of".
    .replace(/(?<=\b(?:on|of|this)[ \t]+)th[ \t](?=[ \t]*\d{1,2}(?:st|nd|rd|th)[ \t]+day\b)/g, 'the')
    // A zero read as a Q between digits: "04/09/2Q22", "No. 1Q4".
    .replace(/(?<=\d)Q(?=\d)|(?<=\d\/)Q(?=\d)/g, '0')
    // The comma between a street's suffix and its unit lost to the blanks of its width ("615 W. Spruce St.  Apt.
    // 3B,"): a table's column gap is wider than the two blanks a comma leaves.
    .replace(
      /(?<=\b\d{1,6}[ \t]+[^\n,]{2,30}?\b(?:St|Ave|Rd|Dr|Ln|Blvd|Ct|Pl|Pkwy|Hwy|Cir|Ter)\.)[ \t]{2}(?=(?:Apt|Unit|Ste|Suite|APT|UNIT|STE|SUITE)\.?[ \t]+[\dA-Z#])/g,
      ', ',
    )
    // A quote speck after a first name in capitals and a zero for the O initial after it: "ABENA' 0. MENSAH".
    .replace(/(?<=\b\p{Lu}{2,})['’`](?=[ \t](?:\p{Lu}|0)\.[ \t]+\p{Lu}{2,})/gu, ' ')
    .replace(/(?<=\b\p{Lu}{2,}[ \t]{1,2})0\.(?=[ \t]+\p{Lu}{2,})/gu, 'O.')
    // "of" read as a zero and a period between a word in small letters and a name in capitals: "as guardian of the
    // estate 0. SOFIA RENEE ABREGO". An initial follows a given name, never a common word.
    .replace(/(?<=\b\p{Ll}{2,}[ \t])0\.(?=[ \t]\p{Lu}{2,}[ \t]+\p{Lu}{2,})/gu, 'of');
  // A will's paragraph opening on its verb in small letters ("        appoint my wife, ..."): the pronoun before it
  // is a thin mark the scan lost; it comes back in the indentation's last blanks.
  out = out.replace(
    /(?<=(?:^|\n)[ \t]*\n[ \t]*) {2}(?=(?:appoint|give|devise|bequeath|direct|nominate|hereby)[ \t]+\p{Ll})/gu,
    'I ',
  );
  // A speck read as a period after a form's caption in capitals at a line's end ("(SIGNATURE OF DECLARANT)."):
  // a caption closes no sentence, and the period would end the name block beside it.
  out = out.replace(/(?<=\(\p{Lu}[\p{Lu} /'’-]{3,}\))\.(?=[ \t]*(?:\n|$))/gu, ' ');
  // A speck read as a lone period or quote in a table's column gap ("HOFFSTETTER     .       Granddaughter"):
  // no mark stands on its own between two columns.
  out = out.replace(/(?<=\S[ \t]{3,})[.,'’‘`](?=[ \t]{3,}\S)/g, ' ');
  out = capitalsWithSmallI(out);
  out = monthMisreads(out);
  return out;
}
