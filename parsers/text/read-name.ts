import { repairDigitsInWords } from './word-glyphs';

/**
 * Reads a person's name starting at an offset of running text: capitalised words and initials, an optional
 * generational suffix, stopping at the first word that cannot belong to a name.
 */

export const STOP_WORDS = new Set(
  `the of and or as a an to in on at by for from with who whose which that this said being is was were has have had
  deceased decedent estate state county city town independent dependent executor executrix administrator administratrix
  personal representative grantor grantee grantees affiant declarant notary public residing resident late husband wife
  son daughter child children died born my his her their our your trustee successor beneficiary heir heirs surviving
  joint tenant tenants transferor testator testatrix owner lot block deed will witness witnesses section article
  date dated name address property legal description commonly known also aka lien release warranty affidavit order
  court cause case no number probate letters death decedent's single married widow widower divorced mr mrs ms dr
  street avenue road drive lane boulevard texas california florida colorado new nevada arizona
  unit apartment suite building page volume book records official instrument document doc recorded filed clerk
  recorder here hereby herein whereas now therefore know all men these presents that sole only each every current
  other first second third primary alternate designated designate optional same above below following husband's
  mailing legal under pursuant according dba tbd none n/a between indenture witnesseth print signed sealed
  delivered dated unofficial vice president secretary officer manager lender borrower holder mortgagee mortgagor
  lienholder releasor grantors transferee beneficiaries devisee distributee distributees successors affiants
  declarants witnessed subscribed sworn acknowledged before personally appeared known i we po box deponent deponents
  authorized assistant treasurer dollars dollar cents managing member agent recital recitals conveys convey
  warrants warrant quitclaims quitclaim specially remise remises dept department attn esq esquire attorney part
  schedule exhibit paragraph be it quit judicial circuit hundred thousand chart valuable consideration received`
    .split(/\s+/)
    .filter(Boolean),
);

/** Street words that are also given names. */
const MIDDLE_NAME_STREET_WORDS = new Set(['lane']);

// Unicode letters: names keep their diacritics ("CÁRDENAS", "Saldaña").
// An abbreviated particle keeps its period ("Vernon A. St. Clair", in capitals "VERNON A. ST. CLAIR"), also where
// the line breaks after it ("MARC ST.\nCLAIR").
const WORD_RE =
  /^(?:(?:\p{Lu}\p{Ll}?|ST)\.(?=[ \t]+\p{Lu})|ST\.(?=[ \t]*\n[ \t]*\p{Lu}{2})|\p{Lu}[\p{L}'’-]*\p{L}|\p{Lu}\.?|\p{Lu}\p{Ll}?\.)/u;
// "Jr." takes its period; a roman numeral does not ("Pemberton, III." ends a sentence).
const SUFFIX_RE = /^,?\s*(?:(?:Jr|Sr|JR|SR)\b\.?|(?:II|III|IV)\b)/;

const PARTICLE_RE = /^(?:(?:de|del|la|las|los|van|von|der|den|du|da|di|dos|das)(?:[ \t]+|$))+$/i;

export type ReadName = { name: string; start: number; end: number };

/** Reads a name at `from` (leading blanks skipped); null when fewer than two name words are found. */
export function readName(text: string, from: number, maxWords = 6): ReadName | null {
  let pos = from;
  while (pos < text.length && /[ \t"“(]/.test(text[pos]!)) pos++;
  const start = pos;
  const words: string[] = [];
  let end = pos;
  // Where a line break was crossed: a name may wrap, but a new line repeating the name or running long is not it.
  let crossed: { words: number; end: number } | null = null;
  // Surname particles do not count toward the limit: "MARÍA DE LA LUZ BACA DE OCHOA" is six name words long.
  const counted = () => words.filter((w) => !PARTICLE_RE.test(w)).length;
  while (counted() < maxWords) {
    const rest = text.slice(pos);
    // Lower-case surname particles inside a name: "Maria Elena de la Garza", "Pieter van der Berg"; also kept
    // lower case inside a name otherwise in capitals ("MELINDA ROJAS de la PAZ").
    const particle = words.length
      ? rest.match(
          /^(?:(?:de|del|la|van|von|der|den|du|da|di|dos|das)[ \t]+){1,3}(?=\p{Lu}\p{Ll}|\p{Lu}{2,}\b)/u,
        )
      : null;
    if (particle) {
      words.push(particle[0].trim());
      pos += particle[0].length;
      continue;
    }
    const m = rest.match(WORD_RE);
    if (!m) break;
    // "Patricia A. Halvorsen\nP.O. Box 7731": the box of the address on the next line is no initial.
    // So is a rural or highway-contract route's ("Karl Olsen\nRR 2 Box 17", "R.R. 1", "HC 64 Box 9").
    if (
      /^(?:P\.?[ \t]?O\.?[ \t]*|Post[ \t]+Office[ \t]+)Box\b|^(?:R\.?[ \t]?R\.?|H\.?[ \t]?C\.?|Rural[ \t]+Route)[ \t]+\d/i.test(
        rest,
      )
    )
      break;
    // "Stubblefie1d", "Br0wn": a scan's 1 or 0 between small letters is the letter it looks like; so is a 1 ending
    // a word of small letters ("Vanderpoo1"), and a 1 or 0 after a word's capital ("A1icia").
    // In capitals a 0 between capitals is an O ("H0LLOWAY"), a 1 an I ("DAV1S").
    const misread =
      (/\p{Ll}$|^\p{Lu}$/u.test(m[0])
        ? rest.slice(m[0].length).match(/^(?:[10]\p{Ll}+)+1?(?![\p{L}\p{N}])|^1(?![\p{L}\p{N}])/u)
        : null) ??
      (/^\p{Lu}+$/u.test(m[0]) ? rest.slice(m[0].length).match(/^(?:[01]\p{Lu}+)+(?![\p{L}\p{N}])/u) : null);
    const word = misread ? m[0] + misread[0] : m[0];
    // A role word's possessive ("Affiant's Relationship") is no name word either.
    const bare = word
      .replace(/[.'’-]+$/, '')
      .replace(/['’]s$/i, '')
      .toLowerCase();
    // "A." is an initial, not the article. A street word between name words on one line is a middle name:
    // "CODY LANE WHITAKER" (a street's "Cedar Lane, Media" or "Cedar Lane" over its city ends there).
    const middle =
      words.length > 0 &&
      MIDDLE_NAME_STREET_WORDS.has(bare) &&
      /^[ \t]\p{Lu}[\p{L}'’-]*\p{L}/u.test(rest.slice(word.length));
    if (STOP_WORDS.has(bare) && !middle && !/^\p{Lu}\.$/u.test(word)) break;
    // A word glued to more letters (e.g. "Decedent's") or digits is not a name word.
    const next = rest[word.length] ?? '';
    if (/[0-9]/.test(next)) break;
    // "PR-1831", "DE-305": a form's or file's code, not a name word.
    if (/^[-/][0-9]/.test(rest.slice(word.length))) break;
    // "GRANTOR(S)" and "Name:" are labels, not name words.
    if (/^[(:]/.test(next)) break;
    words.push(word);
    pos += word.length;
    end = pos;
    // A name may also wrap over a page break ("... and Carmela\n\fDiFilippo, husband and wife"), also where the
    // break's blank lines were blanked to join a sentence running on ("... her son, MARCUS \fHOLT, who").
    const gap = text.slice(pos).match(/^[ \t]*(?:(?:\n\f?|\f)[ \t]*)?/);
    const gapLen = gap ? gap[0].length : 0;
    const newLine = !!gap && /[\n\f]/.test(gap[0]);
    // Three or more blanks on one line separate columns (two signature blocks side by side).
    if (gap && !newLine && /[ \t]{3,}|\t/.test(gap[0])) break;
    // A hyphenated surname broken at the line's end ("ROSA MARTÍNEZ-\nARCHULETA") goes on with the next line.
    const wrap = gapLen === 0 ? text.slice(pos).match(/^-[ \t]*\n\f?[ \t]*(?=\p{Lu}[\p{L}'’]*\p{L})/u) : null;
    if (wrap) {
      pos += wrap[0].length;
      continue;
    }
    if (gapLen === 0 && !/^\s/.test(text.slice(pos))) {
      if (!/^\./.test(text.slice(pos))) break;
    }
    // A name does not run into the next line's label ("Grantee: X\nAbbreviated Legal: ..."), one with a note
    // before its colon ("Total consideration (per Form 521): ....") or dot leaders ("Taxable value .......").
    if (
      newLine &&
      /^\p{Lu}[\p{L}'’ ]{1,40}(?:\([^()\n]{0,40}\)[ \t]*)?(?::|\.{3,})/u.test(text.slice(pos + gapLen))
    )
      break;
    if (newLine && !crossed) crossed = { words: words.length, end };
    pos += gapLen;
  }
  if (crossed && crossed.words >= 2 && (counted() > 5 || words[crossed.words] === words[0])) {
    words.length = crossed.words;
    end = crossed.end;
  }
  if (words.length < 2) return null;
  // A generational suffix after a comma belongs to the name.
  const suffix = text.slice(end).match(SUFFIX_RE);
  if (suffix) end += suffix[0].length;
  const name = repairDigitsInWords(text.slice(start, end))
    .replace(/(?<=\p{Lu})0(?=\p{Lu})/gu, 'O')
    .replace(/(?<![\p{L}\p{N}])\p{Lu}+1[\p{Lu}1]*(?![\p{L}\p{N}])/gu, (w) => capitalsOne(text, w))
    .replace(/(?<=\p{Lu})1(?=\p{Lu})/gu, 'I')
    .replace(/-[ \t]*\n\f?[ \t]*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  // Initials only ("J. R.") are not a name.
  if (!/\p{L}{2,}/u.test(name.replace(/\b(?:Jr|Sr|II|III|IV)\b/g, ''))) return null;
  return { name, start, end };
}

/**
 * A 1 inside a word in capitals ("COTTRI1L") is an I or an L to a scan: the document's other printing of the word
 * ("Cottrill") says which; else the I it looks most like.
 */
function capitalsOne(text: string, word: string): string {
  const pattern = word.replace(/1/g, '[IL]');
  const seen = text.match(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu'));
  return seen ? seen[0].toUpperCase() : word.replace(/1/g, 'I');
}

/** Reads the name that ends right before `end` (a name followed by ", Decedent" and the like). */
export function nameEndingAt(text: string, end: number): ReadName | null {
  const before = text.slice(Math.max(0, end - 80), end);
  // A name may wrap onto the next line ("Gloria\nJ. Jensen, deceased").
  // (A scan's 1 or 0 between small letters may stand in a word: "Stubblefie1d".)
  // (Its surname may open with lower-case particles: "Marta Ines de la Cruz, deceased", which readName reads whole.)
  const m = before.match(
    /((?:(?:\p{Lu}(?:[\p{L}.'’-]|(?<=\p{Ll})[10](?=\p{Ll}))*,?|(?<=\p{L}[ \t]+)(?:de|del|la|van|von|der|den|du|da|di|dos|das))(?:[ \t]+|[ \t]*\n\f?[ \t]*)){1,8}\p{Lu}(?:[\p{L}.'’-]|(?<=\p{Ll})[10](?=\p{Ll}))*(?:(?<=\p{Ll}{2})1)?)$/u,
  );
  if (!m) return null;
  const base = end - m[1]!.length;
  // Drop leading words that are not part of a name ("That ANTHONY ...", "Decedent, ...").
  for (let i = 0; i < m[1]!.length; i++) {
    if (i > 0 && !/\s/.test(m[1]![i - 1]!)) continue;
    const r = readName(text, base + i);
    if (r && Math.abs(r.end - end) <= 1) return withoutListMark(text, r);
  }
  return null;
}

/**
 * "A. Lucius D. Monroe, also known as ... (the "Decedent"), died ...": a paragraph's letter mark ("A.") that a
 * later paragraph's "B." continues is no initial of the name it precedes.
 */
function withoutListMark(text: string, r: ReadName): ReadName {
  const mark = r.name.match(/^(\p{Lu})\.[ \t]+(?=\p{Lu}[\p{L}.'’-]*[ \t]+\p{Lu})/u);
  if (!mark || !/(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, r.start - 40), r.start))) return r;
  const next = String.fromCharCode(mark[1]!.charCodeAt(0) + 1);
  if (!new RegExp(`\\n[ \\t]*${next}\\.[ \\t]+\\p{Lu}`, 'u').test(text.slice(r.end))) return r;
  return { name: r.name.slice(mark[0].length), start: r.start + mark[0].length, end: r.end };
}
