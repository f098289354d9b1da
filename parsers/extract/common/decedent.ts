import type { NormalizedAddress } from '../../normalize/addresses';
import { normalizeCityState, STATE_NAME_RE, stateCode } from '../../normalize/addresses';
import { type FoundDate, findDates } from '../../normalize/dates';
import { fullerName, isAllCaps, sameName, splitAliases } from '../../normalize/names';
import type { Doc } from '../../text/doc';
import { nameEndingAt, type ReadName, readName, STOP_WORDS } from '../../text/read-name';
import { namePattern } from '../../text/regex-escape';
import type { Located } from '../registry';
import { readAddress, readCityState } from './address-near';
import { leftColumn } from './columns';
import { shortYearDate } from './dates';
import { sentenceEnd, sentenceStart } from './family';
import { filedSurnameFirst } from './index-entry';
import { findStatedPropertyAddress } from './property';

type Candidate = ReadName & { weight: number };

// Form labels, possibly numbered ("1. Name of decedent:", "Decedent (name):", "[A] DECEDENT ......"), or the
// owner's label marked as the one who died ("Owner (Decedent):", "Grantor (deceased):"), or the one who died
// named by what he held ("Name of Deceased Owner:", a transfer-on-death affidavit's label).
const LABEL_RE =
  /^[ \t]*(?:(?:(?:\d{1,2}|[A-Za-z])[.)]|\[(?:\d{1,2}|[A-Za-z])\])[ \t]+)?(?:decedent|deceased|(?:grantors?|owners?|transferors?) ?\([^)\n]{0,40}\b(?:deceased|decedent)\b[^)\n]{0,20}\)|(?:full |legal )?name of (?:the )?decedent|n[a-z]{2,3}e of decedent(?=[ \t]*:)|decedent'?s (?:full |legal )?name|(?:full |legal )?name of (?:the )?deceased(?: (?:owner|person|joint tenant|transferor|grantor))?)(?:[ \t]*\(name\))?[ \t]*(?::|\.{3,})[ \t]*/gim;
// "The decedent's name is X." (Illinois's form sets its blank off with a colon: "The decedent's name is: X".)
// "The name of the decedent is X." / a questionnaire's "What is the full name of the decedent ...?" and its answer.
const NAME_IS_RE =
  /\b(?:(?:the\s+)?(?:decedent|deceased)'?s\s+(?:full\s+|legal\s+)?name\s+(?:is|was)[ \t]*:?|(?:full\s+|legal\s+)?name\s+of\s+(?:the\s+)?(?:decedent|deceased)\s+(?:is|was)[ \t]*:?|(?:full\s+|legal\s+)?name\s+of\s+(?:the\s+)?(?:decedent|deceased)\b[^?\n]{0,80}\?|(?:(?:full\s+|legal\s+)?name\s+of\s+(?:the\s+)?(?:decedent|deceased)|(?:decedent|deceased)'?s\s+(?:full\s+|legal\s+)?name)\b[^?.:\n]{0,80}[?.:]?[ \t]*(?=\n))\s+/gi;
// A questionnaire's question about the decedent and the answer on the line after it (its "A." / "ANSWER:" label
// blanked by Doc): "Who is the deceased person whose heirs are ...?\n  X, who was my husband." / "State the full
// name of the decedent and every other name by which\nhe was known.\n  ANSWER:  X, also known as ...".
const QUESTION_NAME_RE =
  /\b(?:(?:full\s+|legal\s+)?name\s+of\s+(?:the\s+)?(?:decedent|deceased)|who\s+(?:is|was)\s+the\s+(?:decedent|deceased)\b)[^?\n]{0,100}(?:\n[^?\n]{0,100}?){0,2}?[?.:][ \t]*\n(?:[ \t]*(?:A|ANSWER|Answer)[.:])?\s*/gi;
// A form's caption may say how to write the name: "Estate of (first, middle, last name):  X".
const CAPTION_RE = /\b(?:in\s+the\s+)?estate\s+of\b(?:[ \t]*\([^()\n]{0,40}\))?[\s:]*/gi;
// A section for the decedent whose first line is the name: "A.  DECEDENT\n    Name ........ X" (a numbered
// paragraph's heading may close with a period: "1.  Decedent information.\n    Name:  X").
const SECTION_NAME_RE =
  /^[ \t]*(?:[A-Z0-9]{1,2}[.)][ \t]+)?(?:DECEDENT|DECEASED|Decedent|Deceased)(?:'?S)?(?:[ \t]+(?:INFORMATION|Information|information))?[ \t]*[:.]?[ \t]*\n[ \t]*(?:Full[ \t]+|FULL[ \t]+)?(?:Name|NAME)[ \t]*(?::|(?:\.[ \t]*){2,}|[ \t]{3,})[ \t]*/gm;
// A bare "Name" label whose next line is the date of death: "Name ...... X\n Date of death ...... June 9, 2021".
const NAME_OVER_DEATH_RE =
  /^[ \t]*(?:full[ \t]+|legal[ \t]+)?name[ \t]*(?::|(?:\.[ \t]*){3,})[ \t]*(?=[^\n]*\n[ \t]*(?:date[ \t]+of[ \t]+death|died|dod)\b)/gim;
const WILL_TITLE_RE = /\blast\s+will\s+and\s+testament\s+of\s+/gi;
// A fiduciary's capacity names whose will or estate it is: "Co-Executors of the Will of X".
const CAPACITY_OF_RE =
  /\b(?:co-?)?(?:executors?|executrix|administrat(?:ors?|rix)|personal\s+representatives?)\s+(?:of|under)\s+the\s+(?:last\s+)?will(?:\s+and\s+testament)?\s+of\s+/gi;
// "I, NAME, of ..." (a hand-written will may leave out the comma: "I Loretta Mae Schaefer of ...").
const WILL_I_RE = /\bI(?:,\s*|\s+(?=\p{Lu}))/gu;
// Both start where a run of white space starts: tried inside a long run they would rescan it from every
// position (a hostile page of spaces took minutes).
const BEFORE_RE =
  /(?<!\s)\s*(?:,\s*(?:the\s+)?(?:decedent|deceased|transferor|testator|testatrix|trustor|settlor)\b(?!['’]s)|\(\s*(?:hereinafter\s+(?:called\s+|referred\s+to\s+as\s+)?)?(?:the\s+)?["“]?(?:the\s+)?(?:decedent|deceased)|,?\s+(?:who\s+)?(?:died|departed\s+this\s+[l1I]ife|passed\s+away)\b|,\s*(?:the\s+)?(?:decedent|person)\s+(?:mentioned|named|described)|,?\s*(?:hereinafter|herein)\s+(?:(?:called|referred\s+to\s+as|designated)\s+(?:the\s+)?["“]?|(?:the\s+)?["“](?:the\s+)?)decedent)/gi;
/**
 * Death recitals with words between the name and the verb: a defined term ("X (the "Owner"), died on", or with
 * the street after it: "X (the "Owner"), of 12 Elm Road, Carmel, Indiana 46032, died on") or a
 * relative clause ("X, who was one of the joint tenants named in said deed, died on"; "X, whose last place of
 * abode was ..., departed this life" -- only the decedent's own home, as "whose husband died" is a relative's death)
 * or the marital status ("X, a widow, died intestate on").
 */
const BEFORE_DIED_RE =
  /(?<!\s)\s*(?:\(\s*(?:hereinafter\s+(?:called\s+|referred\s+to\s+as\s+)?)?(?:the\s+)?["“][^"”()]{2,25}["”]\s*\)(?:,\s*(?:of|residing\s+at)\s+(?=\d)[^.;()]{3,120}?)?|,\s*(?:who\s+(?:was|is|had\s+been|then\s+was)|whose\s+(?:last\s+|usual\s+)?(?:place\s+of\s+(?:abode|residence)|residence|domicile|home|address)|the|an?\s+(?:resident|domiciliary|citizen)\s+of)\b[^.;()]{3,220}?|,\s*an?\s+(?:widow(?:er)?|(?:single|married|unmarried|divorced)\s+(?:man|woman|person))),?\s+(?:died|departed\s+this\s+[l1I]ife|passed\s+away)\b/gi;
// Case spelled out: the pattern needs the Unicode flag for \p{Lu}, and with it "i" would let \p{Lu} match any letter.
const ALIAS_WORD =
  '(?:[Aa]\\/[Kk]\\/[Aa]|\\b(?:aka|AKA)|(?:[Aa]lso|ALSO|[Ss]ometimes|SOMETIMES|[Oo]therwise|OTHERWISE)\\s+(?:known|KNOWN)\\s+(?:as|AS)|[Ff]\\/[Kk]\\/[Aa]|(?:[Ff]ormerly|FORMERLY)(?:\\s+(?:known|KNOWN)\\s+(?:as|AS))?)';
// "X, who was also known as and whose name appears of record as Y (the Decedent)": a record name is an alias too.
const RECORD_NAME_WORD =
  '(?:(?:[Ww]ho|WHO)\\s+(?:was|is|WAS|IS)\\s+)?(?:' +
  ALIAS_WORD +
  '\\s+(?:and|or|AND|OR)\\s+)?(?:' +
  ALIAS_WORD +
  '|(?:[Ww]hose|WHOSE)\\s+(?:name|NAME)\\s+(?:appears|APPEARS)\\s+(?:(?:of|OF)\\s+(?:record|RECORD)\\s+)?(?:as|AS))';
/**
 * "X, also known as Y and Z" (or "... as Y and as Z"): the aliases between the alias word and a candidate at the
 * end of `before`.
 */
const ALIAS_BEFORE_RE = new RegExp(
  `${RECORD_NAME_WORD}\\s+(?:\\p{Lu}[\\p{L}.'’ \\t\\n-]{0,40}?(?:,|\\s+and|\\s*&)(?:\\s+as)?\\s+){0,3}$`,
  'u',
);
const ALIAS_PAREN_RE = new RegExp(`\\s*\\(\\s*${ALIAS_WORD}\\s+[^()]{2,80}\\)$`, 'u');
const AFTER_RE = /\b(?:decedent|deceased|transferor|testator),\s*/gi;

function collect(doc: Doc): Candidate[] {
  const text = doc.text;
  const left = leftColumn(text);
  const out: Candidate[] = [];
  const after = (src: string, re: RegExp, weight: number) => {
    for (const m of src.matchAll(re)) {
      // "surviving him and the\nDecedent: X": a sentence that wrapped onto a label-like line is no label.
      if (
        re === LABEL_RE &&
        /[a-z,][ \t]*\n$/.test(src.slice(Math.max(0, (m.index ?? 0) - 3), (m.index ?? 0) + 1))
      )
        continue;
      let from = (m.index ?? 0) + m[0].length;
      while (/\s/.test(src[from] ?? '')) from++;
      const r = readName(src, from);
      if (r) out.push({ ...r, name: text.slice(r.start, r.end).replace(/\s+/g, ' ').trim(), weight });
      else if (re === CAPTION_RE) {
        // Index order in a court caption: "ESTATE OF PRUITT, GARRETT LEE, DECEASED".
        const idx = src
          .slice(from, from + 80)
          .match(/^(\p{Lu}[\p{Lu}'’-]+),[ \t]+(\p{Lu}[\p{Lu}.'’ -]{1,40}?)(?=,|[ \t]*\n)/u);
        if (idx)
          out.push({ name: `${idx[2]!.trim()} ${idx[1]}`, start: from, end: from + idx[0].length, weight });
      }
    }
  };
  after(text, LABEL_RE, 5);
  after(text, NAME_IS_RE, 5);
  after(text, QUESTION_NAME_RE, 5);
  after(text, SECTION_NAME_RE, 5);
  after(text, NAME_OVER_DEATH_RE, 5);
  after(left, CAPTION_RE, 4);
  after(left, WILL_TITLE_RE, 4);
  after(text, CAPACITY_OF_RE, 4);
  after(text, AFTER_RE, 2);
  if (/last\s+will/i.test(text)) {
    for (const m of text.matchAll(WILL_I_RE)) {
      const r = readName(text, (m.index ?? 0) + m[0].length);
      if (r && /^\s*,?\s*(?:a resident|of|being|domiciled|residing)/i.test(text.slice(r.end, r.end + 30)))
        out.push({ ...r, weight: 3 });
    }
  }
  for (const re of [BEFORE_RE, BEFORE_DIED_RE])
    for (const m of text.matchAll(re)) {
      // "X, late of 36 Suburban Parkway, Warwick, Rhode Island, deceased": the name comes before the residence
      // (and the affiant's kinship before that: "X, my mother, late of ...").
      const lateOf = text
        .slice(Math.max(0, (m.index ?? 0) - 160), m.index ?? 0)
        .match(
          /(?:,\s*(?:my|our)\s+(?:mother|father|wife|husband|sister|brother|son|daughter|aunt|uncle|grand(?:mother|father)))?,?\s+late\s+(?:an?\s+(?:resident|domiciliary|citizen)\s+)?of\s+[^;()]{3,140}$/i,
        );
      // "HAROLD DEAN PRUITT, Deceased (the "Decedent")": the defined term closes the recital the name opens.
      // ("JOHN DOE (deceased), son": a bare "(deceased)" marks a relative who died; no term is defined.)
      const defined = re === BEFORE_RE && /^\s*\(\s*(?:hereinafter|the\b|["“])/i.test(m[0]);
      const deceasedWord = defined
        ? text.slice(Math.max(0, (m.index ?? 0) - 20), m.index ?? 0).match(/,\s*(?:deceased|decedent)\s*$/i)
        : null;
      // "X (also known as Y), who died on ...": the aliases in parentheses stand between the name and the verb.
      const akaParen =
        lateOf || deceasedWord
          ? null
          : text.slice(Math.max(0, (m.index ?? 0) - 120), m.index ?? 0).match(ALIAS_PAREN_RE);
      let r = nameEndingAt(
        text,
        (m.index ?? 0) - (lateOf?.[0].length ?? deceasedWord?.[0].length ?? akaParen?.[0].length ?? 0),
      );
      // "X, also known as Y and Z (the Decedent)": the recital names the primary form first.
      const alias = r ? text.slice(Math.max(0, r.start - 160), r.start).match(ALIAS_BEFORE_RE) : null;
      if (r && alias) {
        const primaryEnd = text.slice(0, r.start - alias[0].length).replace(/[\s,]+$/, '').length;
        r = nameEndingAt(text, primaryEnd) ?? r;
      }
      // "MARGARET A. ROE, widow of Peter J. Roe, late of Sioux Falls, ..., died on ...": the widow's appositive
      // names her late husband; the one who died is the name it describes.
      const widowOf = r
        ? text
            .slice(Math.max(0, r.start - 40), r.start)
            .match(/,\s*(?:the\s+)?(?:widow(?:er)?|surviving\s+(?:spouse|wife|husband))\s+of\s+$/i)
        : null;
      if (r && widowOf) r = nameEndingAt(text, r.start - widowOf[0].length) ?? r;
      // "married but once, to Curtis Johnson, who died in 1998": a relative's death, not the decedent's.
      // "The decedent was the widow of X, who died ...": the decedent's late spouse (an affiant's "I am the widow of
      // X, who died" names the decedent).
      // "Gregory Pruitt, the Decedent's son, died ...": the appositive makes him the decedent's relative.
      // "(daughter of Gregory Pruitt, deceased)": an heir's parent named in the heir's description.
      const kin = r
        ? /\b(?:married(?:\s+\w+){0,3},?\s+to|(?:decedent|deceased)\s+was\s+(?:the\s+|an?\s+)?widow(?:er)?\s+of|wife|husband|spouse|son|daughter|child|brother|sister|father|mother|parent)[\s,]*$|\(\s*(?:grand)?(?:son|daughter|child|wife|husband|widow(?:er)?|spouse)\s+of\s+$/i.test(
            text.slice(Math.max(0, r.start - 40), r.start),
          ) ||
          (re === BEFORE_DIED_RE &&
            /^,\s*the\s+(?:decedent|deceased)['’]s\s+\w+/i.test(m[0].replace(/^\s+/, '')))
        : false;
      // "Grantor(s): SODERQUIST, MARGARET ELAINE (deceased)": a cover sheet's index order, surname first
      // (its entries may be numbered: "1. SODERQUIST, MARGARET ELAINE, Deceased"; the surname may open with
      // particles: "DE LA CRUZ, MARTA INES").
      const surname =
        r && isAllCaps(r.name)
          ? text
              .slice(Math.max(0, r.start - 50), r.start)
              .match(
                /(?:^|[\n:]|\bOF)[ \t]*(?:\d{1,2}[.)][ \t]+)?((?:(?:DE|DEL|LA|VAN|VON|DER|DEN|DU|DA|DI|DOS|DAS)[ \t]+){0,3}\p{Lu}[\p{Lu}'’-]+),[ \t]*$/u,
              )
          : null;
      // ("WHEREAS, LUTHER CALVIN ODOM, ... departed this life": a recital's opening word is no surname.)
      if (r && surname && !STOP_WORDS.has(surname[1]!.toLowerCase()) && !stateCode(surname[1]!))
        r = { ...r, name: `${r.name} ${surname[1]}` };
      // "X, late of <home>, died": the one the instrument is about is named by where he lived; a death told bare
      // ("Y died on ..., and X thereafter served as sole trustee") may be a relative's, recited as history.
      if (r && !kin) out.push({ ...r, weight: defined ? 4 : lateOf ? 3 : 2 });
    }
  return out.filter((c) => !/\b(?:court|county|state|estate)\b/i.test(c.name) && !stateCode(c.name));
}

export type DecedentName = { name: Located<string>; aliases: string[]; mentions: ReadName[] };

/** The decedent: the most-supported name among captions, labels and recitals, in its fullest form. */
export function findDecedentName(doc: Doc): DecedentName | null {
  // A cover sheet's index line files the decedent surname first ("GRANTOR (DECEDENT): VANCE HOLLIS E, DECEASED")
  // where the body names them in reading order: the body's reading names them.
  const collected = collect(doc);
  const inReadingOrder = collected.filter((c) => !filedSurnameFirst(c.name, doc.text));
  const candidates = inReadingOrder.length > 0 ? inReadingOrder : collected;
  if (candidates.length === 0) return null;
  const groups: Candidate[][] = [];
  for (const c of candidates) {
    const clean = splitAliases(c.name).primary;
    const group = groups.find((g) => sameName(g[0]!.name, clean));
    if (group) group.push({ ...c, name: clean });
    else groups.push([{ ...c, name: clean }]);
  }
  const score = (g: Candidate[]) => g.reduce((s, c) => s + c.weight, 0);
  const best = groups.sort((a, b) => score(b) - score(a) || a[0]!.start - b[0]!.start)[0]!;
  const top = best.reduce((a, b) => (fullerName(a.name, b.name) === b.name && b.name !== a.name ? b : a));
  const aliases: string[] = [];
  for (const c of best) {
    const tail = doc.text.slice(c.end, c.end + 80);
    const aka = tail.match(
      /^\s*,?\s*(?:a\/k\/a|aka|(?:also|sometimes|otherwise) known as|f\/k\/a|formerly known as)\s+/i,
    );
    let at = c.end + (aka?.[0].length ?? 0);
    // "also known as J. Antonio Lucero and Tony Lucero": every name of the list is an alias.
    for (let n = 0; aka && n < 4; n++) {
      const r = readName(doc.text, at);
      if (!r) break;
      // A name printed in another case style than the aliases before it is the next party.
      if (n > 0 && isAllCaps(aliases.at(-1) ?? '') !== isAllCaps(r.name)) break;
      aliases.push(r.name);
      const sep = doc.text
        .slice(r.end, r.end + 30)
        .match(
          /^\s*(?:,\s*(?:and\s+)?(?:as\s+)?|and\s+(?:as\s+)?|&\s*|,?\s*(?:a\/k\/a|aka|also known as)\s+)(?=\p{Lu})/u,
        );
      if (!sep) break;
      at = r.end + sep[0].length;
    }
  }
  return {
    name: {
      value: top.name,
      span: { start: top.start, end: top.end },
      confidence: Math.min(0.95, 0.6 + score(best) * 0.05),
    },
    aliases,
    mentions: best,
  };
}

// (A scan may read the l of "life" as a one: "departed this 1ife".)
// ("on or about" is tried before "on": a short-year date must follow the phrase directly, "on or about 03-03-22".)
// A recital table labels it "(a) Date of death of decedent ...... March 14, 2023".
// A questionnaire asks "Did the decedent die ...?" or "When and where did he die?" and answers on the next line.
const DEATH_RE =
  /\b(?:died|death|departed\s+this\s+[l1I]ife|passed\s+away|deceased)\b(?:\s+(?:intestate|testate|on\s+or\s+about|on|in|at|the|date|of|was|occurred))*[\s:]*|^[ \t]*(?:(?:\(?(?:\d{1,2}|[A-Za-z])[.)]|\[(?:\d{1,2}|[A-Za-z])\])[ \t]+)?(?:date of death(?:[ \t]+of[ \t]+(?:the[ \t]+)?(?:decedent|deceased))?[ \t]*(?::|(?:\.[ \t]*)+)?|(?:died|dod)[ \t]*(?::|\.{3,}))[ \t]*(?:on or about\s*)?|\b(?:did\s+(?:the\s+)?(?:decedent|deceased)|(?:when|where)(?:\s+and\s+(?:when|where))?\s+did\s+(?:he|she|the\s+(?:decedent|deceased)))\s+die\b[^?\n]{0,30}\?\s*(?:on\s+)?/gim;

/** Date of death: the death phrase nearest to a decedent mention or a "Decedent" word, else the first one. */
export function findDeathDate(doc: Doc, decedent: DecedentName | null): FoundDate | null {
  const text = doc.text;
  let best: { date: FoundDate; score: number } | null = null;
  for (const m of text.matchAll(DEATH_RE)) {
    const from = (m.index ?? 0) + m[0].length;
    // "died on 2/14/23": a two-digit year right after the death word.
    // (A long place first, a hospital's name and its town, may put the date past that: read on for the place case.)
    const after =
      findDates(text.slice(from, from + 90))[0] ??
      shortYearDate(text.slice(from, from + 20), 0) ??
      findDates(text.slice(from, from + 140))[0];
    // "and thereafter, on January 24, 2023, departed this life": the date printed before the verb instead.
    const prior = after && after.start <= 45 ? null : dateRightBefore(text, m.index ?? 0, m[0]);
    const date = prior ? { ...prior, start: prior.start - from, end: prior.end - from } : after;
    if (!date) continue;
    // "died intestate at Huntsville Hospital in Huntsville, Alabama, on January 30, 2023": the place first; so
    // the residence in "died testate, a resident of Aiken County, South Carolina, on ...".
    const placeFirst =
      date.start <= 120 &&
      (/\b(?:at|in)\s*$/i.test(m[0]) ||
        /^,\s*(?:then\s+)?(?:a\s+)?(?:resident\s+of|domiciled\s+in)\s/i.test(text.slice(from, from + 40))) &&
      // (A hospital's name may hold an abbreviation: "at Mercy St. Vincent Medical Center in Toledo, ...".)
      /^(?:[^.;:()]|\b(?:St|Ste|Mt|Ft)\.){0,110}?,?\s+on(?:\s+or\s+about)?\s+(?:the\s+)?$/i.test(
        text.slice(from, from + date.start),
      );
    if (date.start > 45 && !placeFirst && !prior) continue;
    const between = prior ? '' : text.slice(from, from + date.start);
    if (/[.;]\s/.test(between) && !/\b(?:no|inc|st)\.\s/i.test(between)) continue;
    // "Transfer on Death Deed dated ...", "death certificate filed ...": another instrument's date.
    if (/\b(?:deed|certificate|instrument|dated|recorded|filed|issued)\b/i.test(between)) continue;
    // "..., Deceased" closing a signature block is followed by the acknowledgment's venue and date, not a death.
    if (/\n[ \t]*(?:STATE|COUNTY|PARISH)\s+OF\b/i.test(between)) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 90), m.index ?? 0);
    let score = 1;
    if (
      /^[ \t]*(?:(?:\(?(?:\d{1,2}|[A-Za-z])[.)]|\[(?:\d{1,2}|[A-Za-z])\])[ \t]+)?(?:date of death|(?:died|dod)[ \t]*(?::|\.{3}))|\bdie\b[^?]*\?/im.test(
        m[0],
      )
    )
      score += 6;
    // ("Y, the wife of the decedent and the other life tenant, died on ...": the word names whose relative died.)
    if (
      /\b(?:decedent|deceased|transferor|testator|testatrix)\b[^.;]{0,60}$/i.test(before) &&
      !/\b(?:wife|husband|spouse|widow(?:er)?|son|daughter|child|brother|sister|father|mother|parent)\s+of\s+(?:the\s+|said\s+)*(?:decedent|deceased|transferor|testator|testatrix)\b[^.;]{0,60}$|\b(?:decedent|deceased|transferor|testator|testatrix)['’]s\s+(?:\w+\s+)?(?:wife|husband|spouse|son|daughter|child|brother|sister|father|mother|parent)\b[^.;]{0,60}$/i.test(
        before,
      )
    )
      score += 3;
    if (decedent?.mentions.some((n) => n.end <= (m.index ?? 0) && (m.index ?? 0) - n.end < 60)) score += 4;
    // The decedent's name printed just before in the same sentence, in any case: "MARGARET ANNE HUGER, a widow,
    // died testate on ...".
    else if (decedent && printedBefore(before, decedent.name.value)) score += 4;
    if (
      /\b(?:who|whom|predeceased|spouse|wife|husband|son|daughter|child|mother|father)\b[^.;]{0,40}$/i.test(
        before,
      )
    )
      score -= 2;
    if (/\bborn\b/i.test(before.slice(-30))) score -= 5;
    // "and the said Thomas J. McGlynn departed this life on ...": another person's name is the verb's subject.
    if (decedent && !prior && otherSubjectBefore(before, decedent)) score -= 2;
    // The person the sentence is about: "The said X, who resided at <address>, died testate on ..." is the
    // decedent's death even with a long clause between; "The said Ellen R. Conlon died on ..., whereby title
    // vested in X" in a chain of title is another person's.
    // (Only where nothing else spoke for or against the phrase: a label or an adjacent name says more.)
    if (decedent && score === 1) {
      const opened = sentenceStart(text, m.index ?? 0);
      const sentence = text.slice(opened, m.index ?? 0);
      const aboutDecedent =
        printedIn(sentence, decedent.name.value) ||
        decedent.mentions.some((n) => n.start >= opened && n.end <= (m.index ?? 0));
      if (aboutDecedent) score += 2;
      else if (
        !aboutDecedent &&
        !/\b(?:decedent|deceased|testat(?:or|rix))\b/i.test(sentence) &&
        otherPersonNamed(sentence)
      )
        score -= 2;
    }
    if (!best || score > best.score)
      best = { date: { ...date, start: date.start + from, end: date.end + from }, score };
  }
  return best && best.score > -2 ? best.date : null;
}

/**
 * A date printed right before a death verb as its time ("on January 24, 2023, departed this life", "on or about
 * the 2nd day of May, 2019, she died"): only "on" before it and at most a pronoun or "the decedent" after it.
 */
function dateRightBefore(text: string, at: number, phrase: string): FoundDate | null {
  if (!/^(?:died|departed|passed)/i.test(phrase)) return null;
  const from = Math.max(0, at - 90);
  const before = text.slice(from, at);
  const d = findDates(before).at(-1);
  if (!d) return null;
  if (
    !/^,?\s*(?:(?:he|she|the\s+(?:said\s+)?(?:decedent|deceased|testat(?:or|rix)))\s+)?$/i.test(
      before.slice(d.end),
    )
  )
    return null;
  if (!/\bon\s+(?:or\s+about\s+)?(?:the\s+)?$/i.test(before.slice(0, d.start))) return null;
  return { ...d, start: d.start + from, end: d.end + from };
}

/** A full name other than the decedent's printed as the subject right before the death verb. */
function otherSubjectBefore(before: string, decedent: DecedentName): boolean {
  const tail = before.match(/(?:^|[,;]\s*(?:and\s+)?|\b(?:and|the\s+said|said)\s+)([^,;]{4,60})\s*$/);
  if (!tail) return false;
  const words = tail[1]!.trim();
  const at = words.search(/\p{Lu}/u);
  if (
    at < 0 ||
    /[a-z]/.test(
      words
        .slice(0, at)
        .replace(/\b(?:the|said)\b/g, '')
        .trim(),
    )
  )
    return false;
  const name = readName(words, at);
  if (!name || at + name.end - name.start < words.length - 1) return false;
  const value = words.slice(at).trim();
  return !printedIn(value, decedent.name.value) && !decedent.mentions.some((n) => sameName(n.name, value));
}

function printedIn(sentence: string, name: string): boolean {
  const escaped = namePattern(name);
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').test(sentence);
}

/** A person's full name (two or more name words) printed in the sentence. */
function otherPersonNamed(sentence: string): boolean {
  for (const m of sentence.matchAll(/(?<![\p{L}'’])\p{Lu}/gu))
    if (readName(sentence, m.index ?? 0)) return true;
  return false;
}

function printedBefore(before: string, name: string): boolean {
  const escaped = namePattern(name);
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})[^.;]{0,40}$`, 'iu').test(before);
}

const HOSPITAL_RE =
  /\b(?:hospital|medical|center|centre|hospice|nursing|care|clinic|home|facility|residence|manor|village|rehabilitation|health|healthcare|infirmary)\b/i;

/** "City, ST" or "X County, ST" from a place phrase ("Covenant Medical Center, Lubbock, Texas"). */
export function placeFromPhrase(phrase: string): string | null {
  const parts = phrase
    .replace(/\s+/g, ' ')
    .split(/\s*,\s*/)
    // "Presbyterian Hospital in Albuquerque" / "her home in Murray": the city follows the last "in" (which a scan
    // may have glued to it: "University Hospital inSan Antonio").
    .map((p) =>
      p
        .replace(
          /^.*\s+(?:in|IN)(?:\s+|(?=\p{Lu}\p{Ll}))(?=\p{Lu}|(?:the|THE)\s+(?:[Cc]ity|[Vv]illage|CITY|VILLAGE)\s+(?:of|OF)\s)/u,
          '',
        )
        .replace(/^(?:in|at|the)\s+/i, '')
        // "the City of Citrus Heights": the city's own name.
        .replace(/^(?:the\s+)?(?:city|village)\s+of\s+(?=\p{Lu})/iu, '')
        // A scan's one or zero between a word's small letters is its l or o ("Noblesvi1le", "Bost0n").
        .replace(/(?<=\p{Ll})[10]+(?=\p{Ll})/gu, (d) => d.replace(/1/g, 'l').replace(/0/g, 'o'))
        .trim(),
    )
    .filter(Boolean);
  let state: string | null = null;
  let stateIndex = -1;
  parts.forEach((p, i) => {
    const code = stateCode(p.replace(/^state of\s+/i, '').replace(/\s+\d{5}(?:-\d{4})?$/, ''));
    // A city named like a state comes first: "Washington, D.C.", "Nevada, Missouri" (the later part is the state).
    if (code && (state === null || stateIndex === 0)) {
      state = code;
      stateIndex = i;
    }
  });
  if (!state) return null;
  const head = parts.slice(0, stateIndex);
  const county = head
    .map((p) => p.match(/^(?:county of\s+([\p{L} .'-]+)|([\p{L} .'-]+?)\s+county)$/iu))
    .find(Boolean);
  const city = head.find(
    // "Española": a city's name may carry diacritics.
    (p) => !/county|parish|borough of|town of/i.test(p) && !HOSPITAL_RE.test(p) && /^[\p{L} .'-]+$/u.test(p),
  );
  const mixed = (s: string) => normalizeCityState(`${s}, ${state}`)?.city ?? s;
  if (city) return `${mixed(city)}, ${state}`;
  if (county) return `${mixed((county[1] ?? county[2])!)} County, ${state}`;
  return null;
}

// Where a place phrase ends. A scan may read the comma before the state as a period ("Bozeman. Montana."): a
// period right before a state name does not end it.
const PLACE_END_RE = new RegExp(
  `\\n[ \\t]*(?:\\d{1,2}|[A-Za-z])[.)][ \\t]|(?<!\\b(?:St|Ste|Ft|Mt))(?:;|\\.(?![ \\t]+(?:${STATE_NAME_RE.source})(?:[.,;]|\\s*$)))\\s|\\n\\s*\\n|\\n[ \\t]*[A-Za-z][A-Za-z' ]{2,30}(?::|\\s*\\.{3})|\\b(?:and|that|while|where|at the time)\\b|\\(`,
  'i',
);

const STATE_AFTER_PERIOD_RE = new RegExp(`\\.(?=[ \\t]+(?:${STATE_NAME_RE.source})(?:[.,;]|\\s*$))`, 'gi');

/** Place of death: the phrase after the death date ("in Temple, Bell County, Texas") or a "place of death" label. */
export function findPlaceOfDeath(doc: Doc, death: FoundDate | null): Located<string> | null {
  const text = doc.text;
  const label = text.match(
    /\b(?:place of death(?:[ \t]*\([^()\n]{0,40}\))?|(?:died\s+)?(?:at|in)\s*\((?:city|place)[^)]{0,20}\))\s*(?:was|:|\.{3,})?\s*/i,
  );
  const tries: number[] = [];
  if (label) {
    const fromLabel = (label.index ?? 0) + label[0].length;
    const place = placeInColumn(text, label.index ?? 0, fromLabel);
    if (place) return place;
    tries.push(fromLabel);
  }
  if (death) {
    // "died on October 2, 2021, while a resident of Cobb County, Georgia, at WellStar Kennestone Hospital,
    // Marietta, Georgia": the residence clause sits between the date and the place.
    const after = text
      .slice(death.end, death.end + 120)
      .match(
        /^\s*,?\s*(?:(?:while|being)\s+)?(?:at\s+the\s+time\s+of\s+(?:his|her|the)\s+death,?\s+)?(?:a\s+resident\s+of\s+(?:[^,;.]+,\s*){1,2}?)?(?:(?:in|at)\s+)(?!the\s+time\b)/i,
      );
    if (after) tries.push(death.end + after[0].length);
  }
  // "died on or about the 3rd day of January, 2023, in Broken Arrow, Oklahoma" (or "died intestate on 3/1/2023 at ...") while
  // the death date was read from another statement (an attached certificate).
  // (The day may be spelled out and the date wrap: "died on the eighteenth day of\n September, 2022, at ...".)
  for (const m of text.matchAll(
    /\b(?:died|passed\s+away|departed\s+this\s+[l1I]ife)\s+(?:(?:in)?testate\s+)?(?:on\s+)?(?:or\s+about\s+)?(?=(?:the\s+)?\d|(?:the\s+)?[a-z]+(?:-[a-z]+)?\s+day\s+of\b|[A-Z][a-z]+\.?\s+\d)/g,
  )) {
    const from = (m.index ?? 0) + m[0].length;
    const d = findDates(text.slice(from, from + 60))[0];
    const at =
      d && d.start === 0
        ? text.slice(from + d.end, from + d.end + 12).match(/^\s*,?\s*(?:in|at)\s+(?=[A-Z])/)
        : null;
    if (d && at) tries.push(from + d.end + at[0].length);
  }
  // "The decedent died at Madison, Dane County, Wisconsin." with the date stated elsewhere.
  // (A form's label: "Decedent died at: De Pere, Brown County, Wisconsin".)
  const bare = text.match(/\b(?:decedent|deceased)\s+died\s+(?:at|in)[ \t]*:?\s+(?=[A-Z])/i);
  if (bare) tries.push((bare.index ?? 0) + bare[0].length);
  for (const from of tries) {
    // (A scan may read the comma before the county as a semicolon: "in Conroe; Montgomery County, Texas".)
    const phrase =
      text
        .slice(from, from + 120)
        .replace(/;(?=[ \t]+\p{Lu}[\p{L}.'-]*(?:[ \t]+\p{Lu}[\p{L}.'-]*)?[ \t]+(?:County|Parish)\b)/gu, ',')
        .split(PLACE_END_RE)[0]
        ?.replace(STATE_AFTER_PERIOD_RE, ',') ?? '';
    const statePos = phrase.search(
      new RegExp(`(?:^|,\\s*)(?:state of\\s+)?(?:${STATE_NAME_RE.source})`, 'i'),
    );
    if (statePos < 0) continue;
    // A form's answer ends with its line when that line already names the state (the next line is the next item).
    // (Not when the line breaks inside a county named like a state: "at Hillsboro, Washington\nCounty, Oregon".)
    const [line, ...rest] = phrase.split('\n');
    const countyWraps = /^[ \t]*(?:County|Parish)\b/i.test(rest.join('\n'));
    const place = (countyWraps ? null : placeFromPhrase(line!)) ?? placeFromPhrase(phrase);
    if (place) return { value: place, span: { start: from, end: from + phrase.length }, confidence: 0.8 };
  }
  // "X died testate at Chicago, Illinois on August 19, 2022": the place stated right before the death date (a
  // hospital's name may hold an abbreviation: "at Mercy St. Vincent Medical Center in Toledo, ...").
  const before = death
    ? text
        .slice(Math.max(0, death.start - 120), death.start)
        .match(
          /\b(?:died|passed\s+away|departed\s+this\s+[l1I]ife)\s+(?:(?:in)?testate\s+)?(?:at|in)\s+(\p{Lu}(?:[^;.()]|\b(?:St|Ste|Mt|Ft)\.){2,100}?),?\s+on(?:\s+or\s+about)?\s*$/u,
        )
    : null;
  const place = before ? placeFromPhrase(before[1]!) : null;
  if (before && place) {
    const start = death!.start - before[0].length + before[0].indexOf(before[1]!);
    return { value: place, span: { start, end: start + before[1]!.length }, confidence: 0.8 };
  }
  // "X died on January 19, 2023 at Quincy, Massachusetts, a widow": the place right after a death's date (the date
  // the death certificate gives may be printed elsewhere, so every "died on <date>" of that day is read).
  for (const m of text.matchAll(
    /\b(?:died|passed\s+away|departed\s+this\s+[l1I]ife)\s+(?:on\s+)?(?:or\s+about\s+)?/gi,
  )) {
    const from = (m.index ?? 0) + m[0].length;
    const d = findDates(text.slice(from, from + 40))[0];
    if (!d || d.start > 0 || (death && d.iso !== death.iso)) continue;
    const after = text
      .slice(from + d.end, from + d.end + 120)
      .match(
        /^,?\s+(?:at|in)\s+(\p{Lu}[\p{L}.' -]{1,40},\s*\p{Lu}[\p{L}.]+(?:\s+\p{Lu}[\p{L}.]+)?)(?=\s*[,.;(]|\s+(?:a|an|as|and|while|leaving|survived|intestate|testate)\b)/u,
      );
    const afterPlace = after ? placeFromPhrase(after[1]!.replace(/\s+/g, ' ')) : null;
    if (after && afterPlace) {
      const start = from + d.end + after[0].indexOf(after[1]!);
      return { value: afterPlace, span: { start, end: start + after[1]!.length }, confidence: 0.75 };
    }
  }
  return null;
}

/**
 * A form's right-hand box: "PLACE OF DEATH: Lincoln," over "Lancaster County," over "Nebraska", the answer running
 * down its column beside the left box's own lines.
 */
function placeInColumn(text: string, labelAt: number, from: number): Located<string> | null {
  const lineStart = text.lastIndexOf('\n', labelAt - 1) + 1;
  if (!/\S[ \t]{3,}$/.test(text.slice(lineStart, labelAt))) return null;
  const lineEnd = text.indexOf('\n', from);
  const first = text.slice(from, lineEnd < 0 ? text.length : lineEnd).trim();
  if (!first) return null;
  const col = labelAt - lineStart;
  const parts = [first];
  let pos = lineEnd;
  while (pos >= 0 && parts.length < 4 && !stateCode(parts.at(-1)!.replace(/[,.]$/, ''))) {
    const next = text.indexOf('\n', pos + 1);
    const line = text.slice(pos + 1, next < 0 ? text.length : next);
    const cell = line.slice(col).trim();
    // The box's lines stand at its column, blanks before them.
    if (!cell || /\S/.test(line.slice(Math.max(0, col - 2), col)) || /:/.test(cell)) break;
    parts.push(cell);
    pos = next;
  }
  if (parts.length < 2) return null;
  const place = placeFromPhrase(parts.join(' '));
  return place
    ? { value: place, span: { start: from, end: pos < 0 ? text.length : pos }, confidence: 0.8 }
    : null;
}

export type Residence = Located<NormalizedAddress | { city: string; state: string }>;

// "residing 1300 Sandpiper": a scan may lose the "at" before the street number.
// ("whose residence address at the time of his death was 6811 S 300 E, ...": the time clause after "address".)
// ("his residence and post office address was ...": one address serving as both.)
// ("the Decedent ... resided with Affiant at ...": the home they shared; Florida's "the decedent resided at the
// time of his death at ...", a scan perhaps reading "his" as "hls".)
// A death certificate's numbered box: "6. RESIDENCE: 2873 E MAIN ST, ..." / "| 7a. RESIDENCE  450 OAK LN, ...|".
// A form's label may say how to write the answer: "Decedent's domicile address (no., street, town, zip):".
// A recital table: "(b) Domicile of decedent ...... Greer, Greenville County, SC".
// A questionnaire asks "Where did he live at the time of his death?" / "State the residence of the decedent at the
// time of his death." and answers on the next line ("With me at 2145 ...": the affiant's home was theirs).
// Mississippi's jurisdictional finding: "a resident citizen of X County, with a fixed place of residence at <street>".
// A form's neutral pronoun: Illinois's "The decedent's place of residence immediately before his or her death was:".
const RESIDENCE_RE =
  /\b(?:(?:his|her|decedent'?s)\s+home\s+(?:at\s+(?:the\s+)?(?:time|date)\s+of\s+(?:(?:his|her)\s+(?:or\s+(?:his|her)\s+)?|the\s+decedent'?s\s+)?death\s+(?=was|is)|at|located\s+at)|(?:domicile\s+and\s+)?residence\s+(?:and\s+(?:domicile|(?:post\s+office|mailing)\s+address)\s+)?(?:(?:address\s+)?(?:at\s+(?:(?:the\s+)?(?:time|date)\s+of\s+)?|on\s+the\s+date\s+of\s+|(?:immediately\s+|just\s+)?(?:before|prior\s+to)\s+)(?:(?:his|her)\s+(?:or\s+(?:his|her)\s+)?|the\s+decedent'?s\s+)?death(?:\s*\([^()\n]{0,60}\))?(?=\s*(?:was|is|:))|(?:was|is|address))|last\s+residence(?:\s+address)?|domicile(?:\s+of\s+(?:the\s+)?(?:decedent|deceased))?(?:\s+at\s+(?:the\s+time\s+of\s+)?death)?\s*(?=:|\.{3})|residing\s+(?:at|(?=\d+\s+\p{Lu}))|domiciled\b[^.?\n]{0,40}\?|\b(?:reside|live)\b[^.?\n]{0,40}\?|(?:decedent'?s|deceased'?s)\s+(?:last\s+|residence\s+|home\s+|domicile\s+|mailing\s+)?address(?:\s+at\s+(?:(?:the\s+)?time\s+of\s+)?(?:his\s+|her\s+)?death)?(?:[ \t]*\([^()\n]{0,40}\))?\s*\??|(?<=(?:^|\n)[ \t]*(?:[|¦][ \t]*)?(?:\d{1,2}[a-z]?\.[ \t]+)?)(?:residence|domicile)(?=[ \t]*(?::|\.{3})|[ \t.]+\d)|domiciled(?:\s+at\s+the\s+time\s+of\s+(?:(?:his|her)\s+)?death)?\s+at|domiciled\b[^.?]{0,60}?\bat\s+(?=\d)|residence\s+of\s+(?:the\s+)?(?:decedent|deceased)(?:\s+at\s+the\s+time\s+of\s+(?:his\s+|her\s+)?death)?\s*(?:[.?:]|(?=(?:was|is)\b))|late\s+(?:an?\s+(?:resident|domiciliary|citizen)\s+)?of|lived\s+at|resided\s+(?:with\s+(?:me|us|(?:the\s+)?affiants?|(?:his|her)\s+(?:wife|husband|spouse))\s+)?(?:at\s+the\s+time\s+of\s+(?:h[il1]s|her|the\s+decedent'?s)\s+death\s+)?at|last\s+(?:known\s+)?address(?:\s+of\s+(?:the\s+)?(?:decedent|deceased))?|(?:usual|last)\s+place\s+of\s+abode|fixed\s+place\s+of\s+residence(?=\s+at\s))\s*(?:was|is|being|:|(?:\.[ \t]*)+)?\s*(?:(?:with\s+(?:me|us|(?:the\s+)?affiants?)\s+)?at\s+)?/giu;

// (The marital status may come between: "the decedent was a widower and resided at the property, commonly known as ...".)
const RESIDED_AT_PROPERTY_RE =
  /\b(?:(?:he|she|decedent|deceased)\s+(?:was\s+married\s+to\s+\w+\s+and\s+|was\s+(?:an?\s+)?(?:widow(?:er)?|single\s+(?:man|woman|person)|unmarried\s+(?:man|woman|person)|married\s+(?:man|woman|person))\s+and\s+)?(?:resided|lived|was\s+(?:residing|living|domiciled))|(?:his|her|decedent'?s)\s+(?:residence|home|domicile)\s+was)\b[^.;]{0,60}?\b(?:at|on|in)\s+(?:the\s+|said\s+)*(?:(?:above|herein|hereinabove|hereinafter)[\s-]*(?:described\s+|stated\s+)?|subject\s+)?(?:property|premises|real\s+(?:property|estate)|(?<=above\s+)address)\b/i;

// (The qualifier may follow: "resided at the property described above, 2047 Elm Drive, ...".)
const ABOVE_PROPERTY_RE =
  /^(?:the\s+|said\s+)+(?:(?:(?:above|herein|hereinabove)[\s-]*(?:described\s+)?|subject\s+)(?:property|premises|real\s+(?:property|estate))\b|(?:property|premises|real\s+(?:property|estate))\s+(?:(?:described|mentioned|referred\s+to)\s+(?:above|hereinabove|herein)|(?:above|hereinabove)\s+(?:described|mentioned))\b)/i;

function sameCity(
  a: { city: string | null; state: string | null },
  b: { city: string; state: string },
): boolean {
  return a.city?.toLowerCase() === b.city.toLowerCase() && a.state === b.state;
}

const FIDUCIARY_CAPTION_RE =
  /\b(?:execut(?:or|rix)|administrat(?:or|rix)|personal\s+representative)s?\s+of\s+the\s+estate\s+of\s+(?:(?!\bwho\b)[^;.]|(?<=\bNo)\.){3,220}$/i;

const KIN_OF_DECEDENT_RE =
  /\b(?:sons?|daughters?|child(?:ren)?|heirs?(?:\s+at\s+law)?|widow(?:er)?|spouse|wife|husband|brothers?|sisters?|grand(?:son|daughter|child)|nephew|niece)\s+(?:and\s+(?:sole\s+|only\s+)?heirs?(?:\s+at\s+law)?\s+)?of\s+(?:the\s+said\s+|said\s+)?(?:[^,;.()]|(?<=\b\p{Lu})\.){3,60},\s*(?:(?:Jr|Sr|II|III)\.?,\s*)?(?:deceased\s*,\s*)?$/iu;

/** Decedent's residence: a street address near "residence"/"late of"/"residing at", else "a resident of City, State". */
export function findResidence(
  doc: Doc,
  decedent: DecedentName | null,
  notNear: number[] = [],
): Residence | null {
  const text = doc.text;
  // A city stated first ("Estate of X, late of Woodstock, Vermont") gives way to the street in that city a later
  // recital states ("who died ... at her home at 54 Church Hill Road, Woodstock, Vermont").
  let cityFirst: Located<{ city: string; state: string }> | null = null;
  let townFirst: Located<{ city: string; state: string }> | null = null;
  // A county stated first ("late of Lee County, Florida") names no city; only a later clause that says where the
  // decedent lived at death ("the decedent resided at the time of his death at <street>") still gives one.
  let countyOnly = false;
  for (const m of text.matchAll(RESIDENCE_RE)) {
    const at = m.index ?? 0;
    if (countyOnly && !/\bdeath\b/i.test(m[0])) continue;
    // "residing at" next to someone else's name (affiant, grantee) is their address, not the decedent's.
    // (Not a spouse named in the decedent's own appositive: "X, widow of Y, late of Rapid City, ...".)
    const ofSpouse =
      !!decedent &&
      new RegExp(
        `(?<!\\p{L})${namePattern(decedent.name.value)}\\s*,\\s*(?:the\\s+)?(?:widow(?:er)?|(?:surviving\\s+)?(?:wife|husband|spouse))\\s+of\\s+(?:[^,;.]|(?<=\\b\\p{Lu})\\.){2,60},\\s*$`,
        'iu',
      ).test(text.slice(Math.max(0, at - 160), at));
    // (A sentence closed before it, "... RUBEN DOE, having died in 2012.\n\nDECEDENT'S LAST ADDRESS: ...", is
    // about no one named in it.)
    if (
      !ofSpouse &&
      notNear.some((n) => at > n && at - n < 40 && !/\.[ \t]*\n|\n[ \t]*\n/.test(text.slice(n, at)))
    )
      continue;
    // "________   residing at Richmond, Virginia": a witness's signature line.
    if (/_{3,}[ \t]*$/.test(text.slice(text.lastIndexOf('\n', at) + 1, at))) continue;
    // (But a will's "I, <testator>, residing at" is the decedent speaking; so is "I, <testator>, of Forsyth County,
    // North Carolina, residing at ...", the county said before the street.)
    const testatorSpeaks = decedent?.mentions.some(
      (n) =>
        n.end <= at &&
        /^[\s,]*(?:of\s+(?:\p{Lu}[\p{L}.'-]*\s+){1,3}(?:County|Parish)\s*,\s*(?:\p{Lu}[\p{L}]*\s*){1,2},?\s*)?$/u.test(
          text.slice(n.end, at),
        ),
    );
    if (
      !testatorSpeaks &&
      /\b(?:affiant|grantee|surviving|beneficiary|declarant|I|Notary)\b[^.]{0,60}$/.test(
        text.slice(Math.max(0, at - 80), at),
      )
    )
      continue;
    // "My residence address is: ..." in an affidavit is the affiant's own: the decedent says "my" only where the
    // decedent speaks the instrument ("I, <decedent>, ..." of a will).
    if (
      /\b(?:my|our)\s+(?:(?:post\s+office|mailing)\s+address\s+and\s+)?$/i.test(
        text.slice(Math.max(0, at - 40), at),
      ) &&
      !decedent?.mentions.some((n) => /\bI\s*,\s*$/.test(text.slice(Math.max(0, n.start - 6), n.start)))
    )
      continue;
    // "Affiant's residence address is ...": a residence said to be another party's own, whatever its case.
    if (
      /\b(?:affiant|grantee|declarant|petitioner|applicant|survivor|trustee)s?['’]s?\s+$/i.test(
        text.slice(Math.max(0, at - 40), at),
      )
    )
      continue;
    const before = text.slice(Math.max(0, at - 200), at);
    const aboutDecedent =
      /\b(?:decedent|deceased|testator|his|her)\b/i.test(before.slice(-160)) ||
      decedent?.mentions.some((n) => n.end <= at && at - n.end < 200) ||
      // "The said Joseph P. Conlon, who resided at ...": the decedent's name printed just before.
      (!!decedent && printedBefore(before, decedent.name.value)) ||
      /^[ \t]*(?:last\s+residence|domicile\b|residence\b)/im.test(m[0]) ||
      /\b(?:his|her)\s+death\b/i.test(m[0]);
    if (!aboutDecedent) continue;
    // "X, Personal Representative of the Estate of Y, Estate No. 98211 in the Orphans' Court ..., residing at ...":
    // the present residence after the estate's caption is the fiduciary's.
    if (/^residing\b/i.test(m[0]) && FIDUCIARY_CAPTION_RE.test(text.slice(Math.max(0, at - 260), at)))
      continue;
    // "X, son and heir at law of Y, deceased, residing at ...": the kin's own residence, the decedent named only in
    // the apposition that says whose kin.
    if (/^residing\b/i.test(m[0]) && KIN_OF_DECEDENT_RE.test(text.slice(Math.max(0, at - 200), at))) continue;
    const from = at + m[0].length;
    // "died on ... while residing at the above-described property": the property's stated street.
    if (ABOVE_PROPERTY_RE.test(text.slice(from, from + 60))) {
      const stated = findStatedPropertyAddress(doc);
      if (stated?.value.line1 && stated.value.city) return stated;
    }
    const addr = readAddress(text, from, 3);
    if (addr && (!cityFirst || sameCity(addr.value, cityFirst.value))) return addr;
    if (cityFirst) continue;
    // The decedent's residence stated without a street: "residence was Garland, Texas" is the city; "residence
    // was Dallas County, Texas" names no city, and a later "residing at" belongs to someone else.
    // ("late of the Town of Bradford": a town read as the place gives way to the street a will's "I, X, of 412
    // Goshen Road, Bradford" states.)
    if (!townFirst && /^\s*the\s+Town\s+of\b/.test(text.slice(from, from + 20))) {
      townFirst = cityStatedElsewhere(text, from);
      if (townFirst) continue;
    }
    cityFirst =
      readCityState(text, from) ?? cityStatedElsewhere(text, from) ?? labelledPlace(text, m[0], from);
    if (cityFirst) continue;
    if (
      !countyOnly &&
      /^\s*(?:in\s+)?(?:\p{Lu}[\p{L}.'-]*\s+){1,3}(?:County|Parish)\b/iu.test(text.slice(from, from + 60))
    ) {
      const street = postOfficeAfterDomicile(text, from) ?? testatorsStreet(text, decedent);
      if (street) return street;
      countyOnly = true;
    }
  }
  if (countyOnly) return null;
  if (cityFirst) return cityFirst;
  // "at the time of his death he resided with the affiant at the property above described": the property's
  // stated street address is the residence.
  if (RESIDED_AT_PROPERTY_RE.test(text)) {
    const at = findStatedPropertyAddress(doc);
    if (at?.value.line1 && at.value.city) return at;
  }
  // "I, NAME, of Raleigh, Wake County, North Carolina" ("late of the Town of X" names no city: null).
  for (const n of decedent?.mentions ?? []) {
    // (An alias and a defined term may stand between: "X, also known as Y (the "Owner"), of 12 Elm Road, ...".)
    const of = text
      .slice(n.end, n.end + 160)
      .match(
        /^\s*,?\s*(?:(?:also\s+known\s+as|a\/k\/a|aka)\s+[^,;()]{2,60}?\s*)?(?:\(\s*(?:the\s+)?["“][^"”()]{2,25}["”]\s*\)\s*)?,?\s*(?:late\s+)?of\s+/i,
      );
    // "I, NAME, of 14 Weldin Road, Wilmington, Delaware 19803": the street when one is given.
    const street = of ? readAddress(text, n.end + of[0].length, 0) : null;
    if (street) return street;
    const cs = of ? readCityState(text, n.end + of[0].length) : null;
    if (cs) return cs;
  }
  // "RAYMOND THOMAS HOLLIS, JR. of 14 Weldin Road, ...": the name printed anywhere with a street after "of"
  // (a scan may lose the "I," that makes it a mention).
  for (const form of new Set((decedent?.mentions ?? []).map((n) => n.name))) {
    const escaped = namePattern(form);
    for (const m of text.matchAll(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'giu'))) {
      const end = (m.index ?? 0) + m[0].length;
      const of = text.slice(end, end + 20).match(/^\s*,?\s*(?:late\s+)?of\s+(?=\d)/i);
      const street = of ? readAddress(text, end + of[0].length, 0) : null;
      if (street) return street;
      // A will's "I, X, also known as Y, of the City of Milwaukee, Milwaukee County, Wisconsin": the testator's
      // own city, said where the testator speaks.
      const speaks = /\bI\s*,\s*$/.test(text.slice(Math.max(0, (m.index ?? 0) - 6), m.index ?? 0));
      const ofCity = speaks
        ? text
            .slice(end, end + 120)
            .match(
              /^\s*,?\s*(?:(?:also\s+known\s+as|a\/k\/a|aka)\s+[^,;()]{2,60}?\s*,\s*)?(?:late\s+)?of\s+/i,
            )
        : null;
      const city = ofCity ? readCityState(text, end + ofCity[0].length) : null;
      if (city) return city;
    }
  }
  return townFirst ?? coverSheetResidence(text) ?? residentCity(text, decedent) ?? devisedHome(text);
}

/**
 * A probate judge's certificate over a recorded will names the testator's county only ("X, late of Y County, South
 * Carolina, died on ..."); the will itself, where the testator speaks, states the street: "I, X, of 14 Elm Avenue,
 * Town, State 29000, being of sound ... mind".
 */
function testatorsStreet(text: string, decedent: DecedentName | null): Located<NormalizedAddress> | null {
  for (const n of decedent?.mentions ?? []) {
    if (!/\bI\s*,\s*$/.test(text.slice(Math.max(0, n.start - 6), n.start))) continue;
    const of = text.slice(n.end, n.end + 20).match(/^\s*,?\s*of\s+(?=\d)/i);
    const street = of ? readAddress(text, n.end + of[0].length, 0) : null;
    if (street) return street;
  }
  return null;
}

/**
 * A statutory form's particulars of the decedent, the domicile a county and the post-office address labelled
 * after it in the same paragraph ("Domicile: Lane County, Oregon.  Post-office address: 88 Elm St, Eugene, ..."):
 * the street the form states for the decedent.
 */
function postOfficeAfterDomicile(text: string, from: number): Located<NormalizedAddress> | null {
  const para = text.slice(from, from + 240).split(/\n[ \t]*\n/)[0]!;
  const label = para.match(/\b(?:post[-\s]?office|mailing)\s+address\s*:\s*/i);
  return label ? readAddress(text, from + (label.index ?? 0) + label[0].length, 2) : null;
}

/**
 * A will that gives its residence only as a county ("a resident of the City and County of Honolulu") still names
 * the testator's street where it devises the home: "I give all of my interest in my home at 1215 Wilder Avenue, ...",
 * "I devise my house and lot in which I now reside, known as 80 Elm Road, ..." (a house only "known as" a street,
 * its residence unsaid, may be any house the testator owned).
 */
function devisedHome(text: string): Located<NormalizedAddress> | null {
  const m = text.match(
    /\b(?:give|devise|bequeath|leave)\b[^.;]{0,80}?\bmy\s+(?:home|residence|house|homestead)(?:\s+(?:(?:located|situated)\s+)?at|(?:\s+and\s+lot)?\s+(?:in\s+which|where)\s+I\s+(?:now\s+)?(?:reside|live),?\s+(?:(?:(?:located|situated)\s+)?at|(?:commonly\s+)?known\s+as))\s+(?=\d)/i,
  );
  return m ? readAddress(text, (m.index ?? 0) + m[0].length, 0) : null;
}

/**
 * A recorder's cover sheet lists the decedent among the grantors with the address on the line below:
 * "Grantor(s):   DOE, JANE ANN (DECEASED)" over "   14 Elm Street, Columbia, MO 65201".
 */
function coverSheetResidence(text: string): Located<NormalizedAddress> | null {
  const m = text.match(/^[ \t]*grantors?(?:\(s\))?[ \t]*:[^\n]*\(\s*deceased\s*\)[ \t]*\n/im);
  return m ? readAddress(text, (m.index ?? 0) + m[0].length, 40) : null;
}

/**
 * "X, late of the City of Bemidji, died on ...": a city named without its state takes the state the document
 * gives where it names that city again ("situated in the City of Bemidji, County of Beltrami, State of
 * Minnesota", "commonly known as 12 Oak Street, Bemidji, MN"); so is a consolidated "City and County of
 * Philadelphia" (the city is the county). A borough or township is no city and stays
 * unread, and so is a town, except in New England, where the town is the municipality itself (no city or village
 * lies inside it), as a New York town holds villages and hamlets of their own names.
 */
const NEW_ENGLAND = new Set(['CT', 'MA', 'RI', 'VT', 'NH', 'ME']);

function cityStatedElsewhere(text: string, from: number): Located<{ city: string; state: string }> | null {
  const m = text
    .slice(from, from + 80)
    .match(
      /^\s*the\s+(City|Village|Town)(?:\s+and\s+County)?\s+of\s+(\p{Lu}[\p{L}.'-]*(?:[ \t]+\p{Lu}[\p{L}.'-]*|[ \t]*\n[ \t]*\p{Lu}[\p{L}.'-]*(?=,)){0,2})(?=\s*[,;)]|\s+(?:died|who|and|deceased)\b)/u,
    );
  if (!m) return null;
  const town = m[1] === 'Town';
  // (A two-word name the line breaks between, "late of the Town of New\nMilford, County of ...", is one name.)
  m[1] = m[2]!.replace(/\s+/g, ' ');
  const escaped = namePattern(m[1]!);
  for (const o of text.matchAll(
    new RegExp(`(?<!\\p{L})(?:(?:City|Village)\\s+of\\s+)?${escaped}(?!\\p{L})`, 'gu'),
  )) {
    const found = readCityState(text, o.index ?? 0);
    if (
      found &&
      found.value.city.toLowerCase() === m[1]!.toLowerCase() &&
      (!town || NEW_ENGLAND.has(found.value.state))
    ) {
      const start = from + (m.index ?? 0) + m[0].length - m[2]!.length;
      return { value: found.value, span: { start, end: start + m[2]!.length }, confidence: 0.6 };
    }
  }
  return null;
}

/**
 * A court certificate's "LATE OF:    West Hartford" (a place alone on the label's line, no "Town of"): the city of
 * the state whose court the caption above names ("STATE OF CONNECTICUT" over "COURT OF PROBATE").
 */
function labelledPlace(
  text: string,
  label: string,
  from: number,
): Located<{ city: string; state: string }> | null {
  if (!/:\s*$/.test(label)) return null;
  const place = text
    .slice(from, text.indexOf('\n', from) >>> 0)
    .match(/^[ \t]*(\p{Lu}[\p{L}.'-]*(?:[ \t]\p{Lu}[\p{L}.'-]*){0,2})[ \t]*$/u);
  if (!place) return null;
  const caption = [
    ...text
      .slice(Math.max(0, from - 800), from)
      .matchAll(
        new RegExp(
          `^[ \\t]*(?:STATE|COMMONWEALTH)\\s+OF\\s+(${STATE_NAME_RE.source})[ \\t]*\\n(?=[ \\t]*[^\\n]*\\bCOURT\\b)`,
          'gim',
        ),
      ),
  ].at(-1);
  const value = caption ? normalizeCityState(`${place[1]}, ${caption[1]}`) : null;
  if (!value) return null;
  const start = from + place[0].indexOf(place[1]!);
  return { value, span: { start, end: start + place[1]!.length }, confidence: 0.6 };
}

/** "NAME, a resident of Austin, Texas" / "a resident of and domiciled in the City of Shreveport, Caddo Parish, Louisiana". */
function residentCity(text: string, decedent: DecedentName | null): Residence | null {
  // "a resident of Fayette County" in a court's order, then "I, X, a resident of Lexington, Fayette County" in
  // the will: the first statement that names a city.
  for (const resident of text.matchAll(
    /\b(?:a\s+)?(?:resident\s+of(?:\s+and\s+domiciled\s+in)?|domiciled\s+in(?:\s+and\s+(?:a\s+)?resident\s+of)?)\s+(?!the\b(?!\s+City\s+of\b))/gi,
  )) {
    const at = resident.index ?? 0;
    // "The decedent died testate on September 9, 2022, a resident of the City of Parma Heights, Ohio.": the
    // death recital's own subject, named by the word.
    const diedResident =
      /\b(?:the\s+)?(?:decedent|deceased|testat(?:or|rix))\b[^.;]{0,40}?\b(?:died|departed\s+this\s+[l1I]ife|passed\s+away)\b[^.;]{0,80}$/i.test(
        text.slice(Math.max(0, at - 160), at),
      );
    if (!diedResident && !decedent?.mentions.some((n) => n.end <= at && at - n.end < 400)) continue;
    // "..., a resident of 1125 Prairie Street, Aurora, Illinois 60506": the street when one is given.
    const street = readAddress(text, at + resident[0].length, 0);
    if (street) return street;
    const cs = readCityState(text, at + resident[0].length);
    if (cs) return cs;
  }
  return null;
}

const STATUS_WORD = '(married|widow(?:ed|er)?|divorced|single|unmarried|never\\s+married)\\b';
const BOX = '(?:[[(][ \\t]*[\\])]|[☐□])';
const TICK = '(?:[[(][ \\t]*[Xx✓✔][ \\t]*[\\])]|[☒☑■])';

/**
 * The status ticked on a form's line of check boxes. The box stands before its word ("[X] Widowed") unless the
 * line ends with a box ("Single [ ]  Married [ ]  Widowed [X]"), which puts each box after its word.
 */
function tickedStatus(text: string): Located<string> | null {
  for (const m of text.matchAll(new RegExp(`^[^\\n]*${TICK}[^\\n]*$`, 'gim'))) {
    const line = m[0];
    const after = new RegExp(`${BOX}|${TICK}`, 'i').test(line.trimEnd().slice(-4));
    const word = after
      ? line.match(new RegExp(`${STATUS_WORD}[ \\t]*${TICK}`, 'i'))
      : line.match(new RegExp(`${TICK}[ \\t]*${STATUS_WORD}`, 'i'));
    if (!word) continue;
    const w = word[1]!.toLowerCase();
    const value = /^(?:single|unmarried|never)/.test(w) ? 'single' : /^widow/.test(w) ? 'widowed' : w;
    const start = (m.index ?? 0) + (word.index ?? 0);
    return { value, span: { start, end: start + word[0].length }, confidence: 0.85 };
  }
  return null;
}

/** A divorce told before `at` or in its own sentence ("The Decedent did not remarry and was divorced at his death"). */
function divorceTold(text: string, at: number): boolean {
  const end = sentenceEnd(text.slice(at, at + 200));
  return /\bdivorc|\bdissol/i.test(text.slice(Math.max(0, at - 300), at + (end < 0 ? 200 : end)));
}

/** Marital status at death from the family-history wording, or null when the document does not say. */
/** "my wife, EVELYN ANN MERCER, died on August 2, 2020": the spouse's death said in so many words. */
// (The name may hold an initial's period: "My wife, GISELE M. THIBODEAU, died on ...".)
const SPOUSE_DIED_RE =
  /\b(?:[Mm]y|[Hh]is|[Hh]er)\s+(?:late\s+)?(?:wife|husband|spouse),?\s+\p{Lu}(?:[^,.;()]|(?<=\b\p{Lu})\.){2,60}?,?\s+(?:died|passed\s+away|departed\s+this\s+[l1I]ife)\b/u;

export function findMaritalStatus(
  doc: Doc,
  opts: { formerSpouseOnly: boolean; spouseDied: boolean; livingSpouse: boolean; others?: string[] },
): Located<string> | null {
  // A form's check boxes: "[ ] Married  [X] Widowed  [ ] Divorced", or the box after its word: "Widowed [X]".
  // The unticked options say nothing.
  const ticked = tickedStatus(doc.text);
  if (ticked) return ticked;
  // A questionnaire's "Was Decedent ever married?  [ ] Yes   [X] No": never married.
  const everMarried = doc.text.match(
    new RegExp(
      `\\b(?:was|has)\\s+(?:the\\s+)?(?:decedent|deceased)\\s+ever\\s+(?:been\\s+)?married\\s*\\?[^\\n]{0,40}?${TICK}[ \\t]*No\\b`,
      'i',
    ),
  );
  if (everMarried)
    return {
      value: 'single',
      span: { start: everMarried.index ?? 0, end: (everMarried.index ?? 0) + everMarried[0].length },
      confidence: 0.8,
    };
  // (A scan reads an empty box as "[ 1" or "[l]".)
  const text = doc.text
    .replace(/(?:[[(][ \t]*[\])]|\[[ \t]*[1lI|][ \t]*\]?(?=[ \t])|[☐□])[ \t]*[A-Za-z][A-Za-z ]{2,20}/g, (m) =>
      ' '.repeat(m.length),
    )
    .replace(new RegExp(`${STATUS_WORD}[ \\t]*(?:[[(][ \\t]*[\\])]|[☐□])`, 'gi'), (m) =>
      ' '.repeat(m.length),
    );
  const hit = (
    re: RegExp,
    value: string,
    confidence = 0.8,
    skip?: (at: number) => boolean,
  ): Located<string> | null => {
    for (const m of text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))) {
      if (skip?.(m.index ?? 0)) continue;
      return { value, span: { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }, confidence };
    }
    return null;
  };
  // "Dwight, a son, who died ..., having never married" / "a child with X, to whom Decedent was never married":
  // a status said of another person or of one relationship, not of the decedent at death.
  // ("affiant is the sister of the decedent ..., and that the decedent never married": the decedent is its subject.)
  const ofAnother = (at: number) => {
    const clause = text.slice(sentenceStart(text, at), at).split(';').at(-1) ?? '';
    if (/\b(?:that|and)\s+(?:the\s+)?(?:decedent|deceased)\s+(?:(?:had|has)\s+)?$/i.test(clause))
      return false;
    // "Travis Lee Smith was never married and left ...": a sentence about someone else named as its subject (a
    // child who died, answered for on the heirship form).
    if ((opts.others ?? []).some((n) => new RegExp(`^\\s*${namePattern(n)}\\s*$`, 'i').test(clause)))
      return true;
    return /\b(?:sons?|daughters?|child(?:ren)?|brothers?|sisters?|nephews?|nieces?|grand\w+|to\s+whom|with\s+whom)\b/i.test(
      clause,
    );
  };
  return (
    formMaritalStatus(text) ??
    // "was a widower at the time of his death" / "so that he died a widower": the status at death in so many words.
    hit(
      /\b(?:(?:was|is)\s+(?:a\s+)?widow(?:er|ed)?\s+at\s+(?:the\s+time\s+of\s+)?(?:his|her)\s+death|(?:he|she|decedent|deceased)\s+died\s+(?:a\s+)?widow(?:er|ed)?)\b/i,
      'widowed',
    ) ??
    // "Decedent was unmarried at his death, his wife having predeceased him": a court's finding of the status at
    // death and why, over the will's own story of an earlier marriage ended in divorce.
    hit(
      /\b(?:unmarried|not\s+married)\b[^.;]{0,40}?,\s*(?:his|her|the\s+(?:decedent|deceased)['’]?s)\s+(?:late\s+)?(?:wife|husband|spouse)(?:,\s*[^,.;]{3,40},)?\s+having\s+(?:predeceased|died\s+before)\s+(?:him|her|the\s+(?:decedent|deceased))\b/i,
      'widowed',
    ) ??
    // "The decedent was a widow; her husband, X, died on ...": the status said of the decedent outright.
    hit(
      /\b(?:(?:the\s+)?(?:decedent|deceased|transferor|testat(?:or|rix)|owner)\s+was|(?:^|[.;]\s+)(?:He|She)\s+was)\s+(?:then\s+)?(?:a\s+)?widow(?:er|ed)?\b/im,
      'widowed',
    ) ??
    // (A scan may read the "m" as "rn": "never having rnarried".)
    hit(
      /\b(?:never\s+(?:having\s+)?(?:been\s+)?(?:m|rn)arried|was\s+never\s+(?:m|rn)arried|having\s+never\s+(?:been\s+)?(?:m|rn)arried)\b/i,
      'single',
      0.8,
      ofAnother,
    ) ??
    // "The decedent was divorced from X in 1998 and did not remarry": said outright, over a form's printed
    // option "surviving spouse / domestic partner" whose box a scan lost.
    hit(
      /\b(?:was|is)\s+divorced\b(?:[^.;]|(?<=\b[A-Z])\.){0,80}\b(?:did\s+not|never)\s+(?:re-?marry|remarried|marry\s+again)\b/i,
      'divorced',
    ) ??
    // A will's "I am married to X" speaks of the day it was signed: X's death recited later (a codicil, the
    // probate certificate) with no spouse left alive leaves the testator widowed.
    (!opts.livingSpouse && SPOUSE_DIED_RE.test(text)
      ? hit(/\b(?:I\s+am\s+married|my\s+(?:wife|husband|spouse)\s+is)\b/i, 'widowed', 0.7)
      : null) ??
    // "X, the husband of the decedent, died on ...; she did not remarry" (a deed's recital: "..., she not having
    // remarried"): the spouse's death and no later marriage outweigh a deed recital's "husband and wife" (a divorce in the same words is the divorced case below).
    hit(
      /\b(?:did\s+not\s+(?:\w+\s+)?(?:remarry|marry\s+again)|never\s+(?:remarried|married\s+again)|(?:not\s+having|having\s+not)\s+(?:re-?married|married\s+again))\b/i,
      'widowed',
      0.8,
      (at) => opts.formerSpouseOnly || !opts.spouseDied || divorceTold(text, at),
    ) ??
    hit(
      // (Not a statute's "the surviving spouse's community property interest": a spouse in general; nor a recital
      // table's "Surviving spouse ...... none".)
      // (Georgia's affidavits of descent: "X, who survived him and to whom he was married and with whom he was living
      // at the time of his death": the spouse at death, whatever the heirs' table calls her.)
      /\b(?:I\s+am\s+married|(?<!\b(?:no|any|without\s+a|not\s+survived\s+by\s+a)\s+)surviving\s+spouse(?!['’]s|[ \t]*(?::|(?:\.[ \t]*){2,})?[ \t]*(?:none|n\/a)\b)|survived\s+by\s+(?:his|her)\s+(?:wife|husband|spouse)|his\s+wife,?\s+is\s+the\s+surviving|husband\s+and\s+wife\s+as\s+joint\s+tenants|my\s+(?:wife|husband)\s+is|(?<!\bnot\s)married\s+to\s+(?:the\s+)?(?:decedent|affiant|declarant)\s+at\s+the\s+time\s+of|(?:the|a)\s+surviving\s+(?:wife|husband)\s+of|widow(?:er)?\s+of\s+(?:the\s+|said\s+)*(?:decedent|deceased)|(?:his|her|decedent'?s)\s+(?:surviving\s+)?widow(?:er)?|marriage\s+(?:continued|subsisted|lasted|remained\s+intact)\s+until\s+(?:his|her|the\s+decedent'?s)\s+death|remained\s+married(?:\s+and\s+(?:living|lived|resided|residing)\s+together)?\s+until\s+(?:his|her|the\s+decedent'?s)\s+death|(?<=\bwho\s+survived\s+(?:him|her)\s+and\s+)to\s+whom\s+(?:he|she|(?:the\s+)?decedent)\s+was\s+married\b[^.;]{0,60}?\bat\s+the\s+time\s+of\s+(?:his|her|the\s+decedent'?s)\s+death)\b/i,
      'married',
    ) ??
    // "Not married at the time of death" after a divorce is divorced, not single.
    (opts.formerSpouseOnly ? hit(/\bdivorce|\bdissol(?:ved|ution)\b/i, 'divorced') : null) ??
    hit(/\b(?:was|is)\s+divorced\b/i, 'divorced') ??
    // "Unmarried at his death" after the spouse died (and no remarriage) is widowed, not single.
    hit(
      // "died ..., having survived his wife, X" / "outlived her husband": the spouse died first.
      /\b(?:did\s+not\s+(?:\w+\s+)?(?:remarry|marry\s+again)|never\s+(?:remarried|married\s+again)|(?:not\s+having|having\s+not)\s+(?:re-?married|married\s+again)|was\s+a\s+widow(?:er)?|predeceased\s+by\s+(?:his|her)\s+(?:wife|husband|spouse)|(?:survived|outlived)\s+(?:his|her)\s+(?:late\s+)?(?:wife|husband|spouse))\b/i,
      'widowed',
    ) ??
    (opts.spouseDied ? hit(/\b(?:spouse|married|wife|husband)\b/i, 'widowed', 0.6) : null) ??
    // A testator's own "my late husband, X": the spouse died before the will was signed (in a will the "I" is the
    // decedent; in an affidavit the same words are the affiant's, whose late spouse may be the decedent).
    (/\blast\s+will\s+and\s+testament\b/i.test(text) && !/\baffiant\b/i.test(text.slice(0, 3000))
      ? hit(/\bmy\s+late\s+(?:wife|husband|spouse)\b/i, 'widowed', 0.6)
      : null) ??
    hit(/\b(?:was\s+(?:single|unmarried)|not\s+married\s+at\s+the\s+time)\b/i, 'single') ??
    hit(
      /\b(?:not\s+survived\s+by\s+a\s+spouse|no\s+surviving\s+spouse|widow(?:ed|er)?\b|predeceased\s+(?:him|her))/i,
      'widowed',
      0.8,
      (at) => inRecitedDeedParty(text, at),
    ) ??
    (opts.livingSpouse ? hit(/\b(?:wife|husband|spouse)\b/i, 'married', 0.6) : null)
  );
}

/**
 * A status word describing a party to an earlier deed the instrument recites ("that certain deed dated April 10,
 * 2009, executed by X, a widow, to X, Trustee"): the party's status on the day of that deed, not at death.
 */
function inRecitedDeedParty(text: string, at: number): boolean {
  const before = text.slice(sentenceStart(text, at), at);
  return (
    /\bdeed\b/i.test(before) &&
    /\b(?:executed|made|signed|granted|conveyed|given)\s+by\s+(?:[^,;()]|(?<=\b\p{Lu})\.){2,60},\s*(?:an?\s+)?$/iu.test(
      before,
    )
  );
}

const STATUS_WORDS: [RegExp, string][] = [
  [/^widow(?:ed|er)?\b/i, 'widowed'],
  [/^divorced\b/i, 'divorced'],
  [/^(?:never\s+married|single)\b/i, 'single'],
  [/^married\b/i, 'married'],
];

/**
 * A death certificate's or a form's filled-in answer, "Marital Status: WIDOWED": the status at death as recorded.
 * A line offering the choices ("Married / Widowed / Divorced") answers nothing.
 */
function formMaritalStatus(text: string): Located<string> | null {
  for (const m of text.matchAll(/\bmarital\s+status\b([^:\n]{0,30}):[ \t]*([^\n]{0,60})/gi)) {
    // (Not a status asked of the affiant or an heir: "Affiant's marital status:", "Marital status of heir:".)
    const lineStart = text.lastIndexOf('\n', m.index ?? 0) + 1;
    const about = `${text.slice(lineStart, m.index ?? 0)} ${m[1]}`;
    if (/\b(?:affiant|declarant|applicant|petitioner|heir|grantee|grantor|my|your)\b/i.test(about)) continue;
    const answer = m[2]!.split(/[ \t]{3,}/)[0]!.trim();
    const found = STATUS_WORDS.filter(([re]) => re.test(answer));
    const others = answer.match(/\b(?:married|widow(?:ed|er)?|divorced|single)\b/gi) ?? [];
    if (found.length !== 1 || others.length > 1) continue;
    const at = m.index ?? 0;
    return { value: found[0]![1], span: { start: at, end: at + m[0].length }, confidence: 0.85 };
  }
  return null;
}
