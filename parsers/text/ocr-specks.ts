import { STATE_CODES } from '../normalize/addresses';
import { RELATIONSHIP_WORDS } from '../normalize/relationships';
import { fitLine } from './fit-line';
import { withoutAccents } from './without-accents';

/**
 * Punctuation a noisy scan puts where the typed page had another mark or none, in the places the extractors
 * read a sentence's structure from: a defined term's closing comma read as a period ('called "Grantor." and'),
 * the comma before a capacity or a business's suffix read as a semicolon or period ("husband and wife; Grantors",
 * "HOMES. LLC"), a speck read as a period before a preposition ("Warranty Deed. from"), a hyphen glued to a
 * small word ("day of- November") or to a possessive ("decedent's-wife"), a possessive split by a blank ("the
 * Decedent' s, daughter"), lone specks after a comma ("Bangor, . Maine"). Every repair keeps the page's length,
 * so provenance offsets still point into the OCR text.
 */

/** Abbreviations whose period is real even before a word in small letters ("St. and", "Co. of", "etc. and"). */
const ABBREVIATED = new Set(
  'al etc approx inc co corp ft sq no nos vs seq ca jr sr st ave blvd apt ste esq mr mrs ms dr ltd bros assn twp dept hwy rd ln ct pl ter cir pkwy sec rge cert est dec exh ex vol pg bk min max'.split(
    ' ',
  ),
);

/** Prepositions: a period before one is a speck (the phrase goes on), so it goes. */
const PREPOSITION = 'from|of|to|by|in|on|at|for|with|under|upon|unto';
/** Words that go on a sentence after a comma: a period before one is the comma misread. */
const AFTER_COMMA = 'and|or|which|whose|who|being|has|have|having|whereby|wherein|thereof';

/** A period read between a word and a small word that goes on its sentence: "Deed. from", "acknowledged. has". */
function periodInSentence(text: string): string {
  return text.replace(
    new RegExp(
      String.raw`(?<![\p{L}.'’])(\p{L}*\p{Ll}{2})\.(?=[ \t]+(?:(${PREPOSITION})|${AFTER_COMMA})\b)`,
      'gu',
    ),
    (m, word: string, prep: string | undefined) =>
      // (A form's caption keeps its own period: "Printed Name. of Witness".)
      ABBREVIATED.has(word.toLowerCase()) || word.length < 3 || /^name$/i.test(word)
        ? m
        : `${word}${prep ? ' ' : ','}`,
  );
}

/**
 * "a Georgia limited Hability company": the word between "limited" and "company" or "partnership" read with its
 * "li" as an H, or a letter off. The phrase has no other word there.
 */
function limitedLiability(text: string): string {
  return text.replace(/[^\n]+/g, (line) =>
    fitLine(
      line,
      line.replace(
        /(?<=\b(?:limited|Limited|LIMITED)[ \t]+)(\p{L}{7,10})(?=[ \t]+(?:company|Company|COMPANY|partnership|Partnership|PARTNERSHIP)\b)/gu,
        (w: string) => {
          const lower = w.toLowerCase();
          if (lower === 'liability' || !/^[lih].*ty$/.test(lower)) return w;
          if (w === w.toUpperCase()) return 'LIABILITY';
          return /^[LI]/.test(w) ? 'Liability' : 'liability';
        },
      ),
    ),
  );
}

/** The repaired page text (same length). */
export function repairSpeckPunctuation(text: string): string {
  let out = text
    // A defined term's comma inside its closing quote read as a period: 'hereinafter called "Grantor." and'. A
    // sentence does not go on in small letters after its period.
    .replace(/(?<=["“]\p{Lu}[\p{L}'’ -]{0,40})\.(?=["”][ \t]+\p{Ll})/gu, ',')
    // The comma before the capacity of parties in a granting clause read as a semicolon or period: "husband and
    // wife; Grantors, CONVEY".
    .replace(
      /(?<=\b(?:wife|husband|widow|widower|spouses|person|persons|man|woman))[;.](?=[ \t]+(?:Grantors?|Grantees?|GRANTORS?|GRANTEES?)\b)/g,
      ',',
    )
    // The comma before a business's suffix read as a period or semicolon: "KENNESAW RIDGE HOMES. LLC".
    .replace(/(?<=\b\p{Lu}[\p{L}&'’-]+)[.;](?=[ \t]+(?:LLC|L\.L\.C\.|Inc\b|INC\b|LLP|Ltd\b|LTD\b))/gu, ',')
    // A hyphen speck glued to a small word before the next one: "the 19th day of- November", "in- the".
    .replace(/(?<=\b(?:of|the|and|to|in|on|at|by|for|with|from))-(?=[ \t]+\p{L})/gu, ' ')
    // ... or between a possessive and its noun: "the decedent's-wife".
    .replace(/(?<=\p{L}['’]s)-(?=\p{Ll}{2})/gu, ' ')
    // A possessive's s parted from its apostrophe by a blank: "the Decedent' s daughter" (the blank goes after).
    .replace(/(?<=\p{L})(['’])[ \t]s([,.;]?)(?=[ \t])/gu, '$1s$2 ')
    // A speck read as a comma after a possessive before a kinship word: "the Decedent's, daughter and son".
    .replace(new RegExp(String.raw`(?<=\p{L}['’]s),(?=[ \t]+${RELATIONSHIP_WORDS})`, 'giu'), ' ')
    // A label's colon before a column gap read as a question mark: "Property Address?        3871 Fescue".
    .replace(/(?<=\p{L})\?(?=[ \t]{2,}\S)/gu, ':')
    // A speck read as a comma or period inside the notary's title: "Notary, Public".
    .replace(/\b(Notary|NOTARY)[,.](?=[ \t]+(?:Public|PUBLIC)\b)/g, '$1 ')
    // A unit's or building's letter read with its own small twin after it: "27 Calle Aragon, Unit Cc, Laguna".
    .replace(
      /(?<=\b(?:Unit|UNIT|Apt\.?|APT\.?|Apartment|Suite|Building|Bldg\.?)[ \t]+)(\p{Lu})(\p{Ll})([,.;]?)(?=[ \t]|$)/gmu,
      (m, a: string, b: string, p: string) => (a.toLowerCase() === b ? `${a}${p} ` : m),
    )
    // An Irish surname's O read as a zero with its apostrophe set apart: "PATRICIA 0' SHAUGHNESSY" (the blank
    // goes after the name).
    .replace(/(?<=^|[ \t])[0O](['’])[ \t](\p{Lu}[\p{L}]+)/gmu, (m, q: string, name: string) =>
      /^\p{Lu}{2}|^\p{Lu}\p{Ll}/u.test(name) ? `O${q}${name} ` : m,
    )
    // A lone speck read as a period, comma or quote between a comma and the next word: "Bangor, . Maine 04401".
    .replace(/(?<=[,;][ \t]+)[.,'‘’`](?=[ \t]+[\p{L}\d])/gu, ' ')
    // A quote speck glued between a comma and a word in small letters: "KWAME A. MENSAH ,'and ABENA".
    .replace(/(?<=,)['‘’`"“”](?=\p{Ll}{2,})/gu, ' ')
    // A quote speck after a word in small letters that ends in no s (no possessive), before another word, on a
    // line with no quotation: "Print’ name: Joan Ruiz", "Known as and being' Lot Number 12".
    .replace(/[^\n]+/g, (line) =>
      /['‘’"“”`][\p{L}\d]/u.test(line)
        ? line
        : line.replace(/(?<=\b\p{L}\p{Ll}*[a-rt-z])['’`](?=[ \t]+\p{L}{2,})/gu, ' '),
    )
    // An opening double quote after a word, before a blank ("farm of“ approximately"): a quotation opens on its
    // word, never on a blank, so the mark is a speck.
    .replace(/(?<=\p{Ll})“(?=[ \t])/gu, ' ')
    // A quote speck between a first name and the initial after it: "Ruth'A. Nanouk" (a possessive's s is small).
    .replace(/(?<=\b\p{Lu}\p{Ll}+)['’`](?=\p{Lu}\.[ \t]+\p{Lu})/gu, ' ')
    // A speck read as an equals sign beside a hyphenated name's hyphen: "NORA WEBB=-SALAZAR" (the blank goes after
    // the name, before its comma if any).
    .replace(/(?<=\p{L})(?:=-|-=)(\p{L}+)([,.;:]?)/gu, (_m, rest: string, p: string) => `-${rest}${p} `)
    // A hyphen speck glued after a comma before a blank ("on March 9,- 2021", "Tulsa,- Oklahoma"): typed text
    // never sets a hyphen there.
    .replace(/(?<=[\p{L}\d],)-(?=[ \t])/gu, ' ')
    // A period speck glued to a year after its comma ("November 3rd, .2022") or to a ZIP after its state's name
    // ("Ohio .44720,"): no year or ZIP is written with a leading point.
    .replace(/(?<=,[ \t]+)\.(?=(?:1[789]|20)\d\d(?!\d))|(?<=\p{Lu}\p{Ll}{2,}[ \t]+)\.(?=\d{5}(?!\d))/gu, ' ')
    // A hyphen speck opening a line on a small word that goes on the sentence above ("the Chancery Clerk" /
    // "-of Hinds County"): the line above ends on a word, not a broken one.
    .replace(/(?<=\p{L}[,]?[ \t]*\n[ \t]*)-(?=(?:of|the|and|to|in|on|at|by|for|with|from)[ \t])/gu, ' ')
    // A speck read as a period between "described" and "as follows", perhaps across the line break ("is legally
    // described.\n as follows:"): the phrase is one clause.
    .replace(/(?<=\b(?:described|DESCRIBED))\.(?=\s+(?:as|AS)\s+(?:follows|FOLLOWS)\b)/g, ' ')
    // A star speck before a parenthesised word: "Gina Roe-Hart *(daughter)". No note of kin is starred.
    .replace(/\*(?=\(\p{Ll}+\))/gu, ' ')
    // A lone period or comma speck between a column gap and the next cell's figure: "Tulsa OK 74103   . 918-555-0101".
    .replace(/(?<=[\p{L}\d][ \t]{2,})[.,](?=[ \t]+\d)/gu, ' ');
  out = periodInSentence(out);
  out = limitedLiability(out);
  // An accent speck on a letter of an English word in small letters ("predecéased him", "of theé decedent"):
  // these documents print accents only in names, which are capitalised.
  // (A small word with a speck read as an accented letter after it is the word: "of theé decedent".)
  out = out.replace(/(?<![\p{L}'’-])(the|of|and|to|in|at|by)[éèê](?![\p{L}'’-])/gu, '$1 ');
  out = out.replace(/(?<![\p{L}'’-])\p{Ll}+(?![\p{L}'’-])/gu, (w) => {
    if (!/[éèêë]/.test(w) || w.length < 4 || /^(?:fianc|prot|r[ée]sum|caf|n[ée]e)/.test(w)) return w;
    const bare = withoutAccents(w);
    return bare.length === w.length && /^[a-z]+$/.test(bare) ? bare : w;
  });
  return out;
}

/**
 * Letters a scan reads as currency symbols, which the clean-up would blank as specks: a euro sign for the C of a
 * word in small letters ("Grove €ity") or for a middle initial E ("Dwayne €. Satterfield"), and a copyright sign
 * for an O before an apostrophe.
 */
export function symbolLetters(text: string): string {
  return (
    text
      .replace(/(?<![\p{L}\d])€(?=\p{Ll}{2,})/gu, 'C')
      // A copyright sign for the O of an Irish surname, before its apostrophe ("Dylan P. ©'Connor").
      .replace(/(?<![\p{L}\d])©(?=['’]\p{Lu}\p{L})/gu, 'O')
      .replace(/(?<=\b\p{Lu}\p{Ll}+[ \t])€(?=\.[ \t]+\p{Lu}\p{Ll})/gu, 'E')
      // A cent sign for the small e or c closing a state's name ("Memphis, Tennesse¢ 38118"): the letter that makes
      // the name (the clean-up would blank it and leave "Tennesse").
      .replace(/(?<![\p{L}\d])(\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)?)¢(?![\p{L}\d])/gu, (m, head: string) => {
        for (const c of ['e', 'c']) if (STATE_CODES[`${head}${c}`.toLowerCase()]) return `${head}${c}`;
        return m;
      })
  );
}
