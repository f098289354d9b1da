import { repairFromOtherPrintings, repairSurveyWords } from '../../normalize/address-words';
import {
  formatAddress,
  type NormalizedAddress,
  normalizeAddress,
  STATE_NAME_RE,
} from '../../normalize/addresses';
import { toMixedCase } from '../../normalize/names';
import type { Doc } from '../../text/doc';
import type { Located } from '../registry';
import { readAddress } from './address-near';
import { blankFormBox } from './columns';
import { situatedTownBefore } from './situated-town';

const ANCHORS = [
  // "Property (including any improvements), as corrected:": a note or qualifier may stand before the colon.
  // A questionnaire's item: "15. Real property in which Decedent owned an interest:".
  /(?:^|(?<=\f))[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:legal\s+description(?:\s+of\s+(?:the\s+)?(?:real\s+)?property)?|property|real\s+property|premises|tract\s+(?:no\.?\s*)?(?:\d{1,2}|[A-Z]|one|two|three|four))(?:[ \t]*\([^)\n]{0,60}\))?(?:,[ \t]*[a-z][^:\n]{0,30}|[ \t]+(?:in\s+which|owned|of\s+(?:the\s+)?(?:decedent|deceased))\b[^:\n]{0,50})?[ \t]*:[ \t]*/gim,
  // (A scan's speck may sit before the verb: "The legal description. is:".)
  /\b(?:the\s+)?legal\s+description(?:\s+of\s+(?:the\s+)?(?:real\s+)?(?:property|premises|land))?[.,'’`]?\s+is\s*:?\s*/gi,
  // "The following is a legal description of decedent's real property in California, the gross value of which
  // does not exceed $61,250:" (California's DE-305).
  /\blegal\s+description\s+of\s+(?:the\s+)?(?:decedent'?s\s+|deceased'?s\s+)?(?:real\s+)?(?:property|premises|land)\b[^:.;]{0,160}:[ \t]*(?=\n)\s*/gi,
  /\bdescribed\s+as\s*(?:follows)?\s*(?:,?\s*to[\s-]?wit)?\s*:?\s*/gi,
  // "grants ... to X the following real property:" names no "described" before its colon.
  // ("the following described real\n estate in X County:" may wrap between its words.)
  // (An heirship affidavit for a mineral title: "the following described mineral interest situated in X County:".)
  /\bfollowing[\s-]+(?:described\s+)?(?:real\s+)?(?:property|premises|land|real\s+estate|tract|(?:mineral|royalty|oil\s+and\s+gas|leasehold)\s+interests?)[^:]{0,240}:\s*/gi,
  /\bto[\s-]?wit\s*:\s*/gi,
  /\bviz\s*:\s*/gi,
  // An exhibit's or schedule's heading line: "EXHIBIT "A"\n LEGAL DESCRIPTION\n\n UNIT 3-B IN ...".
  // (A court form's numbered attachment: "ATTACHMENT 5a - LEGAL DESCRIPTION", the form's item 5a pointing to it.)
  /^[ \t]*(?:(?:EXHIBIT|SCHEDULE|ATTACHMENT)[ \t]+["“]?[A-Z0-9]{1,2}[a-z]?["”]?[ \t]*[-–—:]?[ \t]*)?LEGAL DESCRIPTION(?: OF (?:THE )?(?:REAL )?(?:PROPERTY|PREMISES))?[ \t]*\n/gim,
];
// (Also a government survey's aliquot part: "The Southeast Quarter (SE1/4) of Section 14, Township ...", or the
// township and range that open a line above its sections: "Township 140 North, Range 96 West of the 5th P.M.\n Section 8: SE1/4".)
// ("The South Sixty feet (S/60') of Lots ...": a strip's width may be spelled out; "A part of City Lot 212 of ...".)
// (A parcel of a recorded parcel map opens one: "Parcel 2, as shown on that certain Parcel Map filed ...".)
const START_RE =
  /\b(?:(?:Being\s+)?Lots?\s+(?:\d+|(?!(?:on|in|of|and|or|the|which|that|at|to|with|is|was|as|an?|upon|where|being|owned|located|situated|known)\b)[A-Z]+\b|No\.|Number)|ALL\s+(?:OF\s+)?(?:THAT|THOSE)\s+(?:CERTAIN\s+)?(?:[\d.]+[\s-]+ACRES?\s+)?(?:TRACT|PARCEL|LOT|PIECE|REAL|PLOT|PROPERTY|LAND)|(?:THAT|THOSE)\s+CERTAIN\s+(?:TRACTS?|PARCELS?|LOTS?|PIECES?|PLOTS?)\s+(?:or\s+\w+\s+)?of\s+(?:land|ground)|The\s+(?:North|South|East|West)\w*\s+(?:[\d.]+|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)){0,3})\s+feet|A\s+(?:part|portion)\s+of\s+(?:City\s+|Town\s+)?Lots?\s+\d+\b|Unit\s+\w+,\s*(?:Building|Bldg)|(?:THAT|THOSE)\s+CERTAIN\s+(?:condominium\s+)?(?:units?|apartments?)\s+(?:(?:known|designated|described)\s+(?:and\s+designated\s+)?as\s+)?(?=(?:Condominium\s+)?(?:Apartment|Unit)\s+(?:No\.?\s*)?[\w-]*\d[\w-]*\b[^.]{0,60}\bcondominium)|(?:Condominium\s+)?(?:Apartment|Unit)\s+(?:No\.?\s*)?[\w-]*\d[\w-]*\b(?=[^.]{0,60}\bcondominium)|Unit\s+[\w-]+,\s*[^,\n]{3,60}\bCONDOMINIUMS?\b|BEING\s+(?:a|all\s+of|that)\s+(?:certain\s+)?(?:tract|parcel|lot|portion|part)\b|BEING\s+known\s+(?:and\s+designated\s+)?as\s+Lots?\b|Tract\s+\d+(?![ \t]+(?:below|above|herein|hereof|hereinafter|described)\b)|Parcel\s+\d{1,3}[A-Z]?(?=,?\s+(?:as\s+(?:shown|delineated)|of\s+Parcel\s+Map|according\s+to|on\s+(?:the\s+|that\s+certain\s+)?(?:Parcel\s+)?Map)\b)|A\s+(?:certain\s+)?(?:tract|parcel)\s+of\s+land|[\d.]+\s+acres|BEING\s+[\d.]+\s+acres?\b|(?:The\s+)?(?:(?:North|South)(?:[\s-]?(?:east|west))?|East|West)\s+(?:Quarter|Half|One[\s-](?:Quarter|Half|Fourth))\b(?=[^.;]{0,160}\bSection\b)|\b(?:[NS][EW]?|[EW])\s?1\/[24]\b(?=[^.;]{0,160}\bSection\b)|(?<=(?:^|\n)[ \t]*)Township\s+\d+\s+(?:North|South|N|S)\b,?\s+Range\s+\d+\s+(?:East|West|E|W)\b)/i;
// (Maryland's "... folio 77. The improvements thereon being known as No. 1418 ..." names the street too, and
// "..., and being the property commonly known as 2130 ..." does, and Texas's "..., being the same property known as
// 1906 ...".) A will's gift verb after it ends it too:
// "... IN DOUGLAS COUNTY, KANSAS, I give to the Trustee ...". So does a sentence naming the street: "... this
// description. Said property being known as 146 ...".
// (A line "Label: ..." ends it, but not a line continuing a sentence: "in the City of\n Columbus: Being Lot ...";
// so does a summary's next row set off by a dot leader, "G. Property address ...... 8712 ...".)
// (Nor does Ohio's "Known as and being Lot Number 26412 in the City of X": the lot, not a street, is known so;
// nor "..., and known as: Lot Number 9 in ...", the lot set after a colon.)
// (So does the assessor's reference a sentence of its own gives after it: ". Tax Map 2N3 08, Tax Lot 900;
// Account No. R1234"; or set in parentheses after the plat's recording, "... Virginia (Tax Map No. 12.04-1-7)".)
// (A will's next sentence on the gift's lapse, "If either of my said children fails to survive me, ...", ends it.)
// (So does a will's sweep of more land into the same gift: "..., together with all other real estate I may own".)
const END_RE =
  /,?\s*(?:a[a-z]d\s+)?(?:the\s+improvements\s+there(?:on|upon)\s+(?:erected\s+)?|said\s+(?:property|premises)\s+)?(?:being\s+|(?:said|the|this)\s+(?:property|premises|lot|parcel|tract)\s+(?:is|being)\s+)?(?:(?:the\s+)?(?:(?:premises|property)\s+)?(?:more\s+)?(?:commonly|also|municipally|locally)\s+known\s+(?:as|by)|the\s+same\s+(?:property|premises)\s+(?:(?:commonly|also|locally)\s+)?known\s+as\b|(?<!\b(?:project|subdivision|development|condominium|regime)\s+)known\s+(?:and\s+(?:designated|numbered)\s+)?as\b(?!\s*["“]|:?\s+(?:and\s+)?(?:being\s+)?(?:all\s+of\s+|part\s+of\s+)?(?:Sub|Tax\s+)?lots?\b)|with\s+(?:a|the)\s+(?:street|property)\s+address|(?:with|bearing|bears?|having)\s+(?:a\s+|the\s+)?municipal\s+(?:number|address|No\.)|(?:property|street)\s+address\s*:)|\n[ \t]*\n|(?<!\b(?:of|in|the|and|at|to)[ \t]*)\n[ \t]*(?![^\n:]*\b(?:follows|wit|viz|described(?:\s+as|\s+(?:real\s+)?(?:estate|property|land|premises|tract))?)\s*:)(?!(?:of|in|and|the|to|at|on|by)\s)[A-Z][A-Za-z'() ]{2,45}:[ \t]|\n[ \t]*(?:[A-Z0-9]{1,2}[.)][ \t]+)?[A-Z][A-Za-z'() ]{2,45}?[ \t]*\.{3,}[ \t]|,\s*(?:(?:an?\s+)?(?:undivided\s+)?(?:(?:one|two|three|four|an?)[\s-]+(?:half|third|fourth|quarter|fifth|sixth)s?|\d+\/\d+|\d+(?:\.\d+)?\s*%)(?:\s*\(\d+\/\d+\))?(?:\s+(?:interest|share))?\s+(?:in\s+equal\s+shares\s+)?)?to\s+(?:my|the\s+children\s+of)\b|,\s*together\s+with\s+(?:all\s+)?(?:the\s+|its\s+|their\s+)?(?:improvements|buildings|furnishings|furniture|contents|household|fixtures|tenements|hereditaments|appurtenances|rest|residue|other\s+(?:real\s+(?:estate|property)|lands?|property|interests?)|(?:\w*house|home|cabin|cottage|camp|dwelling|residence|barn|outbuilding|structure|mobile\s+home|manufactured\s+home)s?(?=\s+(?:and|thereon|located|situated|standing|erected|on|upon|there)\b|,))\b|\s*Value\s*:|,\s*I\s+(?:give|devise|bequeath|leave)\b|\bAPN\b|\b(?:(?:Assessor'?s|Tax)\s+)?Parcel\s+(?:ID|No)|\s*\(\s*Tax\s+(?:Map|Lot|Account)\s+(?:No\.?|Number|#)[^()\n]{1,40}\)|(?<=\.)[ \t]*\n?[ \t]*(?:Tax\s+(?:Map|Lot|Account)|Account)\s+(?:No\.?\s*|Number\s*|#\s*)?:?\s*[\w-]*\d|(?<=\.)[ \t]*\n?[ \t]*\f|(?<=\.)\s+If\s+(?:either|any|both|neither|none|my|he|she|they|said|such)\b(?=[^.]{0,80}\b(?:surviv|predeceas|fail))/i;

/**
 * An end of the description at "known as" that names no street address: a numbered road's name ("the center
 * line of State Route 2015, known as Durell Road, ...") or Ohio's "and known as being part of Original Lot No. 7", or a condominium's "unit known as Unit 14-B of ...".
 */
function namesNoAddress(tail: string, at: number): boolean {
  // (A house number after it is the address: "Highway 5, known as 1234 Highway 5".)
  const known = tail
    .slice(at)
    .match(
      /^,?\s*(?:a[a-z]d\s+)?known\s+(?:and\s+designated\s+)?as\s+(?:(being\s+(?:all|part)\s+of\b|(?:Condominium\s+)?(?:Unit|Apartment)\s+(?:No\.?\s*)?[\w-]*\d)|(?!\d))/i,
    );
  if (!known) return false;
  // (Louisiana's "situated in the Parish of X, in that part thereof known as OAKWOOD PARK SUBDIVISION, in
  // Section 12, ...": a subdivision's or addition's name, no street.)
  const rest = tail.slice(at + known[0].length, at + known[0].length + 80);
  if (
    /\bpart\s+thereof\s*$/i.test(tail.slice(0, at)) ||
    /^(?:the\s+)?(?:[\p{L}'’.&-]+[ \t\n]+){1,5}(?:SUBDIVISION|ADDITION|RESUBDIVISION|ESTATES|PLAT)\b/iu.test(
      rest,
    )
  )
    return true;
  return !!known[1] || /\b(?:Route|Highway|Hwy|Road|Rte?\.?)\s+[\dA-Z-]+,?\s*$/i.test(tail.slice(0, at));
}

// Metes-and-bounds calls laid out one per paragraph ("BEGINNING at ...;\n\n THENCE North ...") also continue it,
// and so does the lot the calls make on a tax map or plat ("BEING known and designated as Lot 14 in Block 812 on
// the Tax Map of ...", "Being known as Lot 9 in Block 55 ...", "Being Lot 17 in Block 3204 on the Tax Map of ..."); so does the next of several parcels
// headed on lines of their own ("PARCEL TWO (2):", "Parcel B:").
const CONTINUATION_RE =
  /^(?:(?:PARCEL|TRACT)[ \t]+(?:[A-Z]|\d{1,2}|ONE|TWO|THREE|FOUR|FIVE|SIX|[IVX]{1,4})(?:[ \t]*\(\d{1,2}\))?[ \t]*:[ \t]*\n|(?:BEGINNING|COMMENCING)\s+at\b|BEING\s+(?:(?:also\s+)?known\s+(?:and\s+designated\s+)?as|designated\s+as)\s+(?:Tax\s+)?Lots?\b|BEING\s+(?:Tax\s+)?Lots?\s+[\w.-]+,?\s+(?:in\s+)?Block\s+[\w.-]+\s+(?:on|of|in)\s+the\s+(?:Official\s+)?(?:Tax\s+)?Map\b|(?:RUNNING\s+)?THENCE\b|(?:NORTH|SOUTH)?(?:EAST|WEST)?(?<=\w)ERLY\s+(?:by|on|along)\b|Containing\s+[\d,.]+\s+(?:square\s+feet|acres?)\b|(?:SAVE|LESS)\s+AND\s+EXCEPT|EXCEPT(?:ING|ION)?\b|(?:AND\s+)?ALSO\s+EXCEPT|RESERVING|Situated?\s+in\s+the\s+(?:County|City|Town|Parish)\s+of)/i;

// (A government survey's tract lines under its township and range, "Section 14: E1/2", continue it.)
const RAN_ON_RE = new RegExp(
  `\\b(?:County|Parish),?\\s+(?:${STATE_NAME_RE.source})(?:\\.|(?=[ \\t]*\\n))(?=[^\\S\\n]*(?:[.,:;'‘’0-9]+[^\\S\\n]*)*\\n?[ \\t]*(?!(?:together|and|being|subject|less|save|except|said|lying|situated|situate|more|as|in|of|containing)\\b|Section\\s+\\d)(?<next>\\p{Ll}))`,
  'iu',
);

/** Small words that stand before a capitalised reference noun as printed ("of the said County"). */
const SMALL_BEFORE_NOUN = new Set(
  'the and of in on at to for said with being by from as an all that this thereof recorded filed described same which'.split(
    ' ',
  ),
);
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * Letters OCR lost in a description's set phrases ("map or pat thereof"), and capitals OCR read as small
 * letters in a mixed-case description ("unit 204", "pinellas County", "of the public
 * Records", "recorded in volume 19, Page 2"): a description starts with a capital, the word before a capitalised
 * recording noun is a name ("Plat Records", "Pinellas County"), and a reference noun before its number is
 * capitalised when the description capitalises the others.
 */
function repairDescription(value: string): string {
  let v = value.replace(/\b(map or )(p[a-z]?at|pl[a-z]t)(?= thereof\b)/gi, (m, lead: string, w: string) =>
    w.toLowerCase() === 'plat' ? m : `${lead}${w === w.toUpperCase() ? 'PLAT' : 'plat'}`,
  );
  if (!/\p{Ll}/u.test(v)) return v;
  v = v.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  v = v.replace(
    /\b(\p{Ll}{3,})(?=[ ]+(?:Records|County|Parish|Subdivision|Addition|Survey|Condominiums?)\b)/gu,
    (w: string) => (SMALL_BEFORE_NOUN.has(w) ? w : capital(w)),
  );
  v = v.replace(/\bdeclaration(?= of Condominium)/g, 'Declaration');
  v = v.replace(/\b(?:city|town|village)(?= of \p{Lu})/gu, capital);
  // "out of the william Hardin Survey": a name before the capitalised word of a survey or subdivision.
  v = v.replace(/\b\p{Ll}{3,}(?= \p{Lu}\p{Ll}+ (?:Survey|Subdivision|Addition)\b)/gu, (w: string) =>
    SMALL_BEFORE_NOUN.has(w) ? w : capital(w),
  );
  // "recorded in volume 24, page 23" in a description that capitalises its lots, surveys or records.
  if (/\b(?:Lot|Block|Unit|Tract|Abstract|Survey|Records)\b/.test(v))
    v = v.replace(/\bvolume (\d+), page\b/g, 'Volume $1, Page');
  // "Volume 19, Page 2" is printed as a pair: one of them capitalised means both are.
  v = v
    .replace(/\b(?:volume|book)(?= \d+, Page\b)/g, capital)
    // "Plat Cabinet 4, Slide 112" likewise.
    .replace(/(?<=\bCabinet [\w-]+, )slide\b/g, 'Slide');
  return v;
}

/** A page's running head or foot: "Page 1 of 2", a repeated instrument number and stamp time, a rule line. */
// (Also a recorder's book-and-page head: "BK 0112 PG 0456", Louisiana's "ORIG 1218  BNDL 13492  Pg 2".)
const RUNNING_LINE_RE =
  /^[ \t]*(?:[^\n]{0,60}\bPage\s+\d+\s+of\s+\d+\b[^\n]{0,60}|(?:[A-Z]{2,6}\.?[ \t]+\d+[ \t]+){1,3}(?:Pg|PG|Page|PAGE)\.?[ \t]*\d+|(?:Instrument|Doc(?:ument)?|Inst)?\.?\s*(?:#|No\.?)?\s*[\d\s:/APM-]*|[-_=]{5,})[ \t]*$/i;

/** A description running over a page break loses the lines the recorder prints around the break. */
function stripRunningHeads(body: string): string {
  if (!body.includes('\f')) return body;
  return body
    .split('\f')
    .map((page, i, pages) => {
      const lines = page.split('\n');
      // Foot of a page before a break; head of a page after one.
      if (i < pages.length - 1)
        while (lines.length > 1 && (RUNNING_LINE_RE.test(lines.at(-1)!) || !lines.at(-1)!.trim()))
          lines.pop();
      if (i > 0)
        for (
          let n = 0;
          n < 4 && lines.length > 1 && (RUNNING_LINE_RE.test(lines[0]!) || !lines[0]!.trim());
          n++
        )
          lines.shift();
      return lines.join('\n');
    })
    .join('\n');
}

/** Where the first opening of a description that is no pointer to another page stands, or -1. */
function firstNonReference(text: string): number {
  for (const m of text.matchAll(new RegExp(START_RE.source, 'gi')))
    if (!isReference(text.slice(m.index ?? 0, (m.index ?? 0) + 120))) return m.index ?? 0;
  return -1;
}

/**
 * A description that only points elsewhere ("SEE EXHIBIT "A" ATTACHED HERETO", "[X] Please see attached Legal
 * Description annexed hereto as Schedule A", a cover sheet's "Legal Description: Page 1" or "See Below"): the
 * text is there.
 */
function isReference(ahead: string): boolean {
  // Also "The real property described in Exhibit "A" attached hereto" and "See paragraph 12 below", and a cover
  // sheet's short form that sends the reader to the page with the full text ("Pt SE 1/4 Sec 9-48-13, see page 1").
  // ("all of that certain real property more particularly described in Exhibit "A"": Hawaii's granting clause.)
  // (Or the pointer in brackets on the short form's next line: "Lot 12, Block 4, X PLAT\n (full legal description
  // on page 2)", "(legal continued on page 3)".)
  return /^(?:\[[ xX]?\][ \t]*)?(?:[^\n]{1,60}?[,;(][ \t]*see\s+(?:page|pg\.?)\s+\d+\)?[ \t]*(?:\n|$)|[^\n]{1,80}(?:[ \t]|\n[ \t]*)\((?:(?:full|complete|entire)\s+)?(?:legal(?:\s+description)?\s+)?(?:is\s+)?(?:continued\s+|set\s+(?:forth|out)\s+|appears\s+)?(?:on|at|see)\s+(?:page|pg\.?)\s+\d+\)[ \t]*(?:\n|$)|(?:please\s+)?see\s+(?:the\s+)?(?:attached\s+)?(?:exhibit|schedule|addendum|legal\s+description|rider|attachment)|(?:please\s+)?see\s+(?:paragraph|section|item|part|page)\s+[\w.]+[ \t]*(?:below|above|herein|hereof)?[ \t]*(?:\n|$)|(?:all\s+(?:of\s+)?(?:that|those)\s+certain\s+)?(?:the\s+)?(?:real\s+)?(?:property|premises|land)\s+(?:more\s+particularly\s+)?(?:described|set\s+forth)\s+(?:in|on)\s+(?:the\s+)?(?:attached\s+)?(?:exhibit|schedule)|(?:as\s+)?(?:described|set\s+forth)\s+(?:in|on)\s+(?:the\s+)?(?:attached\s+)?(?:exhibit|schedule)|(?:on\s+)?(?:page|pg\.?)\s+\d+[ \t]*(?:\n|$)|(?:please\s+)?see\s+(?:below|above)[ \t]*(?:\n|$))/i.test(
    ahead,
  );
}

/**
 * "ALL that certain lot ... situate in the Borough of X, ..., described as follows: BEGINNING ..." opening its own
 * paragraph: the parcel's opening words belong to the description (a granting clause's mid-sentence "all that
 * certain land situate in X County, viz:" does not). Where that paragraph starts, or null.
 */
function parcelParagraphStart(text: string, start: number): number | null {
  // Right under a heading ("SCHEDULE A\n LEGAL DESCRIPTION\n ALL that certain ..."), OCR having lost the blank line.
  const prevLine = text.slice(0, start).match(/(?:^|\n)([^\n]*)\n[ \t]*$/)?.[1] ?? null;
  if (
    prevLine !== null &&
    /\p{Lu}/u.test(prevLine) &&
    !/\p{Ll}/u.test(prevLine) &&
    PARCEL_OPENING_RE.test(text.slice(start, start + 120))
  )
    return start;
  const before = text.slice(Math.max(0, start - 700), start);
  const cut = Math.max(before.search(/(?:\n[ \t]*\n|\f)(?![\s\S]*(?:\n[ \t]*\n|\f))/), -1);
  const lead = cut < 0 ? 0 : (before.slice(cut).match(/^(?:\n[ \t]*\n|\f)\s*/)?.[0].length ?? 0) + cut;
  const from = start - before.length + lead;
  if (from > start) return null;
  // (A paragraph longer than the window has no start in it.)
  if ((cut >= 0 || start <= 700) && PARCEL_OPENING_RE.test(text.slice(from, from + 120))) return from;
  if ((cut >= 0 || start <= 700) && from < start && TIED_CALLS_RE.test(text.slice(from, from + 40)))
    return from;
  // OCR may lose the blank line above the paragraph: a line that opens with the capitals "ALL THAT CERTAIN".
  const opener = [...before.slice(lead).matchAll(/\n[ \t]*(?=ALL\s+(?:OF\s+)?(?:THAT|THOSE)\b)/g)].at(-1);
  const at = opener ? from + (opener.index ?? 0) + opener[0].length : -1;
  return at >= 0 && PARCEL_OPENING_RE.test(text.slice(at, at + 120)) ? at : null;
}

// ("A part of City Lot 212 of ..., more particularly described as follows: Commencing ..." opens one too, and so
// does the land's place: "SITUATED in the Eighth Civil District of Knox County, Tennessee, and being more
// particularly bounded and described as follows: BEGINNING ...", and "A tract of land being part of Lot 4 ...", "The
// land with the buildings thereon situated in X, ..., bounded and described as follows:" over its boundary calls, or
// "being shown as Lot 7 on a plan ...".)
const PARCEL_OPENING_RE =
  /^(?:(?:the|a|that)\s+(?:certain\s+)?(?:land|parcel\s+of\s+land)\s*,?\s+(?:together\s+)?with\s+the\s+buildings\b|(?:ALL\s+(?:OF\s+)?(?:THAT|THOSE)\s+(?:CERTAIN\s+)?|(?:A|THAT)\s+CERTAIN\s+|BEING\s+(?:all\s+of\s+|a\s+part\s+of\s+|(?:that|a)\s+certain\s+|an?\s+)?|(?:A|THE)\s+(?:part|portion)\s+of\s+(?:city\s+|town\s+)?)(?:lots?|parcels?|pieces?|tracts?|plots?|land|real|property|premises)\b|SITUATED?\s+(?:in|within)\s+the\s+\p{L}|(?:A|THE)\s+(?:tract|parcel|piece)\s+of\s+land\b)/iu;

// Calls tied to a lot's corner open with their point: "Beginning at a point 165.00 feet South ... of the Northwest
// corner of Lot 4, Block 12, ..., and running thence ...": the lot read inside the paragraph is part of its calls.
const TIED_CALLS_RE = /^(?:BEGINNING|COMMENCING)\s+at\s+(?:a|the)\s+point\b/i;

/** A description's closing words that send the reader to a schedule or exhibit printed with the deed. */
const REFERS_TO_SCHEDULE_RE =
  /\b(?:more\s+particularly\s+|further\s+)?(?:described|set\s+forth|bounded\s+and\s+described)\s+(?:in|on)\s+(?:the\s+)?(?:attached\s+)?(?:SCHEDULE|EXHIBIT|Schedule|Exhibit)\s+["“]?[A-Z0-9]{1,2}["”]?(?:\s+(?:annexed|attached)\s+hereto)?(?:[^.;]{0,40})?\.?\s*$/;

/**
 * The description only points to an exhibit ("See Exhibit "A" attached hereto"): an exhibit's bare heading line
 * ("EXHIBIT "A"") with a parcel opening right under it.
 */
function exhibitStart(text: string): number | undefined {
  // (An exhibit usually opens its own page: its heading may follow the page break directly.)
  // (A subtitle may stand under the heading: "SCHEDULE A" over "(Description of Premises)".)
  for (const m of text.matchAll(
    /(?:^|\f)[ \t]*(?:EXHIBIT|SCHEDULE)[ \t]+["“]?[A-Z0-9]{1,2}["”]?[ \t]*\n\s*(?:\([^()\n]{3,60}\)[ \t]*\n\s*)?/gm,
  )) {
    const from = (m.index ?? 0) + m[0].length;
    if (text.slice(from, from + 80).search(START_RE) === 0) return from;
  }
  return undefined;
}

/**
 * Where the first description opening is printed, past a tax-parcel label's lot number ("Parcel/Block & Lot No.
 * 765-H-214", "Map/Block/Lot No.: 12-4-7"): that identifies the parcel for the assessor and describes nothing.
 */
function firstOpening(text: string): number {
  const re = new RegExp(START_RE.source, 'gi');
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    const lineHead = text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
    if (/\b(?:parcel|tax|map|block)\b[^\n]{0,20}[/&][ \t]*$/i.test(lineHead)) continue;
    // New England's assessor's reference, "Assessor's Plat 8, Lot 1142" or "Tax Map 27, Lot 114", names the
    // assessor's lot: the deed describes the land elsewhere.
    if (
      /\b(?:assessor'?s?|tax)[ \t]+(?:plat|map)[ \t]+(?:No\.?[ \t]*)?[\w.-]+[ \t]*,?[ \t]*$/i.test(lineHead)
    )
      continue;
    // A tax-map row of numbered cells ("DISTRICT 0200  SECTION 416.00  BLOCK 02.00  LOT 031.000", "Block 1204 Lot 7"):
    // the assessor's lot, not the deed's.
    if (
      /\b(?:district|section|block|map|parcel)\b\.?[ \t]*[:#]?[ \t]*\d[\d.-]*[ \t]+$/i.test(lineHead) &&
      !/,/.test(lineHead)
    )
      continue;
    // (A scan may misread its labels, "LOCK 2.00": two or more numbered cells before it, in capitals, make the row.)
    if (
      !/[,a-z]/.test(lineHead) &&
      (lineHead.match(/\b[A-Z]{3,}\.?[ \t]*[:#]?[ \t]*\d[\d.-]*(?=[ \t])/g) ?? []).length >= 2
    )
      continue;
    return at;
  }
  return -1;
}

/**
 * An inventory's row ("1.  Homestead: Lot 12, Block 4, WESTWIND     YES     $164,300.00") sets the description
 * in a column beside flag and value columns: those cells, at the end of a line past a wide gap, are no part of it.
 * (After a value, a one-letter flag column: "$142,500.00   E", E for exempt; a flag may be a ticked box, "[X] Yes".)
 */
const VALUE_CELLS_RE =
  /[ \t]{3,}(?:\$[ \t]*[\d,]+(?:\.\d{2})?|[\d,]+\.\d{2}|(?:\[[ Xx✓]?\][ \t]?)?(?:YES|NO|Yes|No|N\/A))(?:[ \t]{2,}(?:\$[ \t]*[\d,]+(?:\.\d{2})?|[\d,]+\.\d{2}|(?:\[[ Xx✓]?\][ \t]?)?(?:YES|NO|Yes|No|N\/A)|[A-Z])){0,3}[ \t]*$/gm;

/** A bare "to-wit:" / "viz:" ending a sentence about people (kin, heirs) with no word for land in it. */
function introducesPeople(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 300), at);
  const sentence = before.slice(Math.max(before.search(/[.;:]\s+(?=[^.;:]*$)/) + 1, 0));
  return (
    /\b(?:children|child|sons?|daughters?|grandchildren|heirs?|issue|brothers?|sisters?|siblings|nieces?|nephews?|survivors?|persons?)\b/i.test(
      sentence,
    ) &&
    !/\b(?:property|premises|land|real\s+estate|lots?|tracts?|parcels?|acres?|interests?|minerals?|described|situated?|located)\b/i.test(
      sentence,
    )
  );
}

/**
 * A recording cover sheet's one-line short form of the description ("LEGAL DESCRIPTION:  Lot 7, Block 3, X ACRES
 * SUBDIVISION, Plat 82-117" among the sheet's "GRANTOR:" / "GRANTEES:" rows) where the instrument below prints the
 * description in full ("Lot Seven (7), Block Three (3), X ACRES SUBDIVISION, according to the plat filed under Plat
 * No. 82-117, Records of ..."): the instrument's own text is the description. A later start counts when it names
 * every name word of the short form. (So does a sheet's row the label calls abbreviated: "Legal Description
 * (abbreviated):  LOT 14, X DIV 2, VOL 27\n PG 51-53".)
 */
function coverSheetShortForm(text: string, at: number, starts: number[]): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const label =
    /^[ \t]*((?:abbreviated|brief|short)[ \t]+)?legal(?:[ \t]+description)?(?:[ \t]*\((abbreviated|abbrev\.?|brief|short(?:[ \t]+form)?)\))?[ \t]*:[ \t]+$/i.exec(
      text.slice(lineStart, at),
    );
  if (!label) return false;
  const lineEnd = text.indexOf('\n', at) >>> 0;
  const next = text.slice(lineEnd + 1, text.indexOf('\n', lineEnd + 1) >>> 0);
  // (A value wrapped onto indented lines under it is the full description the sheet carries, unless the label
  // calls it the short form: Washington's "Legal Description (abbreviated):" row.)
  if (!label[1] && !label[2] && next.trim() && !/^[ \t]*[A-Z][A-Za-z'’ ]{1,30}:/.test(next)) return false;
  const names = (text.slice(at, lineEnd).match(/\p{Lu}[\p{L}'’]{3,}/gu) ?? [])
    .map((w) => w.toLowerCase())
    .filter((w) => !/^(?:lots?|blocks?|plat|units?|tracts?|parcels?|section|township|range)$/.test(w));
  if (names.length === 0) return false;
  return starts.some((s) => {
    if (s <= lineEnd) return false;
    const ahead = text.slice(s, s + 300).toLowerCase();
    return names.every((w) => ahead.includes(w));
  });
}

/** Legal description as printed: from its anchor ("described as:", "Property:") or first "Lot ..."/"ALL THAT TRACT". */
export function findLegalDescription(doc: Doc): Located<string> | null {
  const text = blankFormBox(doc.text);
  const starts: number[] = [];
  for (const re of ANCHORS) {
    for (const m of text.matchAll(re)) {
      // "COMMONWEALTH OF VIRGINIA, COUNTY OF HENRICO, to-wit:" opens an acknowledgment, not a description.
      const lineStart = text.lastIndexOf('\n', m.index ?? 0) + 1;
      if (
        /\b(?:STATE|COMMONWEALTH|COUNTY|CITY)\s+OF\b/i.test(text.slice(lineStart, m.index ?? 0)) &&
        /wit|viz/i.test(m[0])
      )
        continue;
      // A corrective deed's recital of the error ("wherein the premises were erroneously described as Lot No. 41")
      // quotes the description it replaces.
      if (
        /\b(?:erroneously|incorrectly|mistakenly|wrongly|improperly)\s+$/i.test(
          text.slice(Math.max(0, (m.index ?? 0) - 30), m.index ?? 0),
        )
      )
        continue;
      // "there were born to Decedent two (2) children, both of whom are living, to-wit:" introduces the heirs.
      if (/^(?:to[\s-]?wit|viz)\b/i.test(m[0]) && introducesPeople(text, m.index ?? 0)) continue;
      let from = (m.index ?? 0) + m[0].length;
      while (/\s/.test(text[from] ?? '')) from++;
      // "to-wit:" closing a page: the next page's running head comes before the description.
      while (text.slice(m.index ?? 0, from).includes('\f')) {
        const lineEnd = text.indexOf('\n', from);
        if (lineEnd < 0 || !RUNNING_LINE_RE.test(text.slice(from, lineEnd))) break;
        from = lineEnd;
        while (/\s/.test(text[from] ?? '')) from++;
      }
      // The parcel's tax number on its own line under the heading ("APN: 935-61-214", "Tax Parcel No. 12-004")
      // identifies it for the assessor; the description follows.
      const parcelLine = text
        .slice(from, from + 120)
        .match(
          /^(?:APN|A\.P\.N\.|(?:Assessor'?s\s+|Tax\s+)?Parcel\s+(?:No\.?|Number|ID))[ \t]*[:#]?[ \t]*[\w.-]*\d[^\n]*\n\s*/i,
        );
      if (parcelLine) from += parcelLine[0].length;
      const ahead = text.slice(from, from + 200);
      // "did depose and say ..., to-wit:\n That she is the daughter of ...": an affidavit's statements, no land.
      if (/^(?:That|THAT)\s+(?!(?:certain|part|portion|piece|parcel|tract|lot|strip|area)\b)/i.test(ahead))
        continue;
      // "to-wit:\n Commence at the Northeast corner of the NE 1/4 of Section 22, ...": a metes-and-bounds description
      // opens with its point of commencement, before the survey part it names.
      if (/^(?:COMMENC(?:E|ING)|BEGIN(?:NING)?)\s+at\b/i.test(ahead)) {
        starts.push(from);
        continue;
      }
      const s = ahead.search(START_RE);
      // "The surface estate only of the North 10.00 acres of ...", "All of Lot 5": the estate or part the
      // description opens with belongs to it.
      const qualifier =
        s > 0 &&
        // (It may wrap: "An undivided twenty percent (20%) interest as tenant in common\n in Lot 5 of ...".)
        // (Or the land's place: "Land in Sumner County, Tennessee, being Lot No. 27 on the Plan of ...".)
        /^(?:The|THE|An?|AN?|All|ALL|Land|LAND)\s(?:[^.;:\n]|\n(?![ \t]*\n))*\b(?:of|in|OF|IN)\b/.test(
          ahead.slice(0, s),
        ) &&
        !/[.;:]/.test(ahead.slice(0, s));
      // "described as follows: approximately 96 acres of land, ...": the estimate is part of the acreage.
      const estimate = s > 0 && /^(?:approximately|about|roughly)\s+$/i.test(ahead.slice(0, s));
      if (qualifier || estimate) starts.push(from);
      else if (s >= 0 && s < 60) starts.push(from + s);
      else if (/^[A-Z]/.test(ahead)) starts.push(from);
    }
  }
  if (starts.length === 0) {
    const s = firstOpening(text);
    if (s >= 0) starts.push(s);
  }
  let start =
    starts
      .filter((s) => !isReference(text.slice(s, s + 120)) && !coverSheetShortForm(text, s, starts))
      .sort((a, b) => a - b)[0] ??
    exhibitStart(text) ??
    // A caption's "Property: See paragraph 12 below": the description printed further on, where it opens.
    // (Past a cover sheet's short form that sends the reader on: "Lot 12, Block 4, X PLAT (full legal description
    // on page 2)" opens like the description it points to.)
    (starts.length ? firstNonReference(text) : -1);
  if (start < 0) return sameAsDeedDescription(text);
  // "that certain lot ..., situated in the City of X, more particularly described in Exhibit A attached hereto":
  // the granting clause only points to the exhibit (or schedule) printed with the deed, which describes the land.
  const clause = text.slice(start, start + 900).split(/\n[ \t]*\n|\f/)[0]!;
  if (
    /\b(?:described|set\s+forth)\s+(?:in|on)\s+(?:the\s+)?(?:attached\s+)?(?:Exhibit|Schedule)\b/i.test(
      clause,
    ) ||
    REFERS_TO_SCHEDULE_RE.test(clause)
  ) {
    const exhibit = exhibitStart(text);
    if (exhibit !== undefined && exhibit > start) start = exhibit;
  }
  // "A certain parcel of land, ..., bounded and described as follows:" over a blank line, then boundary calls
  // ("NORTHERLY by ...", or "BEGINNING at ..." and its courses): the parcel's paragraph opens the description.
  const calls =
    /^(?:(?:NORTH|SOUTH)?(?:EAST|WEST)?(?<=\w)ERLY\s+(?:by|on|along)|(?:BEGINNING|COMMENCING)\s+at)\b/i.test(
      text.slice(start, start + 20),
    );
  const colon = calls ? text.slice(Math.max(0, start - 40), start).match(/:[ \t]*\n[ \t]*\n\s*$/) : null;
  const opening =
    parcelParagraphStart(text, start) ?? (colon ? parcelParagraphStart(text, start - colon[0].length) : null);
  if (opening !== null) start = opening;
  else {
    // "All that certain land situate in X County, viz:" introduces the description that follows it (so does
    // Michigan's "Land situated in the Township of X, County of Y, State of Michigan, described as:").
    const intro = text
      .slice(start, start + 300)
      .match(
        /^(?:[^\n]|\n(?![ \t]*\n)){0,250}?\b(?:viz|to[\s-]?wit|(?:described\s+)?as\s+follows|described\s+as)\s*:\s*/i,
      );
    // "BEING all of Lot 23, X, as shown on map recorded in Book of Maps 1978, Page 412, ..., and being more
    // particularly described as follows: BEGINNING ...": a lot on a recorded plat is itself part of the description.
    // So is a tract placed by the government survey: "A tract of land in the Northeast one-quarter of Section 12,
    // Township 1 South, Range 2 East of the Willamette Meridian, ..., described as follows: Beginning ...".
    const platted =
      intro &&
      (/\b(?:Book|Volume|Cabinet|Slide|Plat\s+Book)\b[^,;]{0,20}?,?\s+(?:Page|Pg\.?|Slide)\s+\w+/i.test(
        intro[0],
      ) ||
        // (Its numbers may be spelled out with the figures after them: "Section Fourteen (14), Township
        // Twenty-two (22) North".)
        /\bSection\s+(?:[A-Za-z-]+\s*\(\d+\)|\d+)\s*,?\s+(?:in\s+)?Township\s+(?:[A-Za-z-]+\s*\(\d+\)|\d+)\s*(?:North|South|[NS])\b/i.test(
          intro[0],
        ) ||
        // So is the lot a part is cut from: "A part of City Lot 212 of the City of X, ..., described as follows:".
        /^(?:A|The)\s+(?:part|portion)\s+of\s+(?:City\s+|Town\s+)?Lots?\s+\d+\b/i.test(intro[0]) ||
        // And a survey's township and range without a section: "A tract of land being part of Lot 4 of U.S. Survey
        // 1953, Township 44 North, Range 6 East of the Fifth Principal Meridian, ..., described as follows:".
        /\bTownship\s+(?:[A-Za-z-]+\s*\(\d+\)|\d+)\s*(?:North|South|[NS])\b,?\s+Range\s+(?:[A-Za-z-]+\s*\(\d+\)|\d+)\s*(?:East|West|[EW])\b/i.test(
          intro[0],
        ));
    if (intro && !platted && START_RE.test(text.slice(start + intro[0].length, start + intro[0].length + 80)))
      start += intro[0].length;
    // ", being Lot 7, Block C, ...": mid-sentence, "being" introduces the description rather than opening it.
    // (So does "being all of": "my house and lot at ..., being all of Lot 17, Block B, ..." describes Lot 17.)
    const being = text.slice(start, start + 30).match(/^being\s+(?:all\s+of\s+(?=Lots?\s+\d))?/i);
    if (being && /[,;]\s*$|\p{Ll}\s+$/u.test(text.slice(Math.max(0, start - 8), start)))
      start += being[0].length;
  }
  // "PARCEL ONE (1):" on its own line over the first of several parcels heads the description it opens (so does
  // "PARCEL 1:" opening the parcel's first line, when the next parcel is headed so after it: alone, "TRACT 1: Being
  // 1.50 acres ..." is an inventory's label).
  const heading = text
    .slice(Math.max(0, start - 60), start)
    .match(/(?:^|\n)[ \t]*((?:PARCEL|TRACT)[ \t]+(?:A|1|ONE|I)(?:[ \t]*\(1\))?[ \t]*:)(?:[ \t]*\n)?[ \t]*$/i);
  const headingLength = heading ? heading[0].length - heading[0].indexOf(heading[1]!) : 0;
  if (heading) start -= headingLength;
  // The parcels after a first headed on its own line ("PARCEL 2: AN UNDIVIDED ...") continue it.
  const headedParcels = !!heading && !/:[ \t]*\n/.test(heading[0]);
  let joinedParcel = false;
  start = mineralInterestOpening(text, start);
  let tail = text.slice(start, start + 1500);
  let endAt = tail.search(END_RE);
  // "That certain lot of ground, together with all buildings and improvements thereon, situated in ..., being
  // Lot 17, ...": improvements named before the description says which lot it is do not end it.
  // Nor does a "known as" that names no street address (see namesNoAddress).
  while (
    endAt >= 0 &&
    // (A count of one, "ONE (1) CERTAIN LOT OR PARCEL OF GROUND", says no more than "A certain lot".)
    ((!/\d/.test(tail.slice(0, endAt).replace(/^one\s*\(1\)\s*/i, '')) &&
      /^,\s*together\s+with\b/i.test(tail.slice(endAt))) ||
      namesNoAddress(tail, endAt))
  ) {
    const more = tail.slice(endAt + 1).search(END_RE);
    endAt = more >= 0 ? endAt + 1 + more : -1;
  }
  let continued = false;
  // A paragraph of exceptions ("EXCEPTING THEREFROM ...", "LESS AND EXCEPT ...") or of the situs ("Situate in the
  // County of ...") after a blank line still belongs to the description.
  // (So does one the page's end cut off: a scan's page may break between the calls and their acreage.)
  while (endAt >= 0 && /^(?:\n[ \t]*\n|[ \t]*\n?[ \t]*\f)/.test(tail.slice(endAt))) {
    const next = tail.slice(endAt).match(/^\s*/)![0].length + endAt;
    // "Situated in the City of X, County of Y and State of Z:" / "... described as follows:" closing its paragraph
    // announces the next one, which is more of the description (unless it is a label or a reference).
    const announced =
      /:[ \t]*$/.test(tail.slice(0, endAt)) &&
      /^\p{L}[^\n:]{0,60}\s/u.test(tail.slice(next, next + 80)) &&
      !isReference(tail.slice(next, next + 120));
    // So does a paragraph that breaks off mid-call ("..., and running thence\n\n(1) along the center line ...").
    const runsOn = /\b(?:running\s+)?thence[ \t]*$/i.test(tail.slice(0, endAt));
    const nextParcel =
      headedParcels &&
      /^(?:PARCEL|TRACT)[ \t]+(?:[A-Z]|\d{1,2}|TWO|THREE|FOUR|FIVE|SIX|[IVX]{1,4})(?:[ \t]*\(\d{1,2}\))?[ \t]*:[ \t]+\S/i.test(
        tail.slice(next, next + 60),
      );
    if (!announced && !runsOn && !nextParcel && !CONTINUATION_RE.test(tail.slice(next, next + 60))) break;
    joinedParcel ||= nextParcel;
    const more = tail.slice(next).search(END_RE);
    endAt = more >= 0 ? next + more : -1;
    continued = true;
  }
  // (A description continued to the end of the text, as an exhibit on the last page is, runs to its end; so does
  // one paragraph that closes the text, however long its calls run.)
  if (headedParcels && !joinedParcel && tail.startsWith(heading[1]!)) {
    start += headingLength;
    tail = tail.slice(headingLength);
    if (endAt >= 0) endAt -= headingLength;
  }
  const closesText = start + tail.length >= text.length;
  let body = endAt >= 0 ? tail.slice(0, endAt) : tail.slice(0, continued || closesText ? undefined : 600);
  // OCR may lose the blank line after a description that closes on its county and state; the next paragraph
  // then runs on in lower case ("... County, Texas.\nfor and in consideration of ...").
  // The state must be printed as one: "Greenville County in\nPlat Book 5" continues after the word "in".
  // A state closed by its period ends it before any word ("... Dane County, Wisconsin. Tax Parcel ..."); a state
  // at a line's end without one only before a word in lower case: "Lane County Oregon\n Plat Records" is the
  // description's own next line. (The flag that lets "county" match any case lets \p{Ll} match a capital too.)
  const ranOn = [...body.matchAll(new RegExp(RAN_ON_RE.source, 'giu'))].find(
    (m) =>
      /\p{Lu}/u.test(m[0].split(/,?\s+/).at(-1) ?? '') &&
      (m[0].endsWith('.') || /^\p{Ll}/u.test(m.groups?.next ?? '')),
  );
  if (ranOn) body = body.slice(0, (ranOn.index ?? 0) + ranOn[0].length);
  // A scan may lose the blank line before the form's next numbered statement ("...Wisconsin.\n 9. At least 10
  // days have passed ..."): a numbered line of running text after the closing period ends the description.
  const nextItem = body.search(/(?<=[.)])[ \t]*\n[ \t]*\d{1,2}\.[ \t]+\p{Lu}\p{Ll}*[ \t]+\p{Ll}{2,}\b/u);
  if (nextItem > 0) body = body.slice(0, nextItem);
  body = body.replace(/[\s,;:]+$/, '');
  // "... Brown County, Wisconsin.\n(Vacant land; no improvements.)": a note after the description's closing
  // period describes no land.
  body = body.replace(/(?<=\.)\s*\([^()\d]{3,80}\)$/, '');
  // An inventory's value line under the description ("(vacant lot) ........ $18,500.00") values the land, it
  // describes none of it.
  body = body.replace(/(?<=\.)[ \t]*\n[^\n]*?\.{4,}[ \t]*\$[ \t]*[\d,]+(?:\.\d{2})?[ \t]*$/, '');
  body = stripRunningHeads(body);
  // (A period standing alone after a call's semicolon, "208.7 feet; . thence", is a speck of the scan.)
  // A scan's text layer may carry its misreads even where no OCR was run here: a one or zero inside a word
  // ("Court C1erk", "Rec0rds") is its l or o, and a symbol standing alone after the closing period is a speck.
  const printed = body
    .replace(VALUE_CELLS_RE, '')
    .replace(/;\s+\.(?=\s)/g, ';')
    // (So is a quote mark standing alone before a comma, "Survey No. 4512 ', located": a quote or a foot mark
    // touches its word.)
    .replace(/[ \t]+['‘’`]+(?=[,;])/g, '')
    .replace(/(?<=\p{L})[10](?=\p{Ll}{2})|(?<=\p{Ll})[10](?=\p{Ll})/gu, (d) => (d === '1' ? 'l' : 'o'))
    // (A zero closing a capitalised word, "in Ri0 Grande Estates", is its o too: no lot or unit code is so cased.)
    .replace(/(?<=\b\p{Lu}\p{Ll}+)0(?![\p{L}\d])/gu, 'o')
    // A tilde or backtick is no mark of a typed description ("Lot~ 31", "(50 feet` wide)", "plat entitled
    // "`Oak Hills"").
    .replace(/[ \t]*~+|`+/g, '')
    .replace(/(?<=\.)\s+[~©®™«»•°¢¥€£¶|]+$/u, '')
    // (So is a second period after the closing one, "Brown County, Wisconsin..", where no ellipsis is meant; a
    // backtick touching it, "square feet.`", went with every backtick above.)
    .replace(/(?<=[^.])\.\.$/, '.')
    .replace(/\s+/g, ' ')
    // (A quote standing alone between two words, "along ' the same", touches neither: the scan's.)
    .replace(/(?<=\p{L}) ['‘’](?= \p{L})/gu, '')
    // (And a period standing alone between the words of a call, "along Lot No. 28 . North 14 degrees": typed text
    // sets no blank before a period.)
    .replace(/(?<=[\p{L}\d]) \.(?= )/gu, '')
    // (Nor does typed text set a blank between a word and its comma: "State of New York , known as" is the scan's.)
    .replace(/(?<=[\p{L}\d.)]) (?=,)/gu, '')
    // (Nor two commas in a row, "Sebastian County, Arkansas,, as shown by plat": the second is a speck.)
    .replace(/,(?:[ \t]*,)+/g, ',')
    // A word a scan broke before its ending ("numbered and delinea ted upon"): the ending is no word alone.
    .replace(/(?<=\p{Ll}{3}) (?=(?:ted|ed|ing|tion|ments?|ly)\b)/gu, '')
    // So is a record's page or book number a scan split by a blank ("Plat Book 18, Page 4 4, in the Office"): a
    // reference's number is one run of digits before its comma.
    .replace(/\b((?:Page|Pg\.?|Book|Volume|Vol\.|Liber|Folio)\s+\d{1,3}) (\d{1,3})(?=[,;])/g, '$1$2')
    .trim();
  // (A scan's 0 for an O inside a word in capitals, "WILSHIRE ESTATES SUBDIVISI0N", even in text given as typed.)
  // (And a word whose e lost its bar, "bounded by Wcstover Street", that the document prints in full as
  // often elsewhere, "front on Westover Street": see repairFromOtherPrintings.)
  // (So is a call's fixed word a faint scan misread, "Wcst": see repairSurveyWords.)
  const zeroes = repairSurveyWords(
    repairFromOtherPrintings(
      printed.replace(/(?<=\p{Lu}{2})0(?=\p{Lu})|(?<=\p{Lu})0(?=\p{Lu}{2})/gu, 'O'),
      doc.text,
    ),
  );
  const value = doc.fromOcr ? repairDescription(zeroes) : zeroes;
  if (value.length < 10) return null;
  return { value, span: { start, end: start + body.length }, confidence: 0.8 };
}

/**
 * A will or affidavit that describes the land only by the deed it came by ("my real estate located at 19 Linden
 * Street, ..., being the same premises conveyed to me by deed recorded in the X County Registry of Deeds at Book
 * 3318, Page 2240"): that clause, up to the page of the record, is the description, with the records the page is in
 * when they are named after it (New England's "Book 61, Page 203 of the Woodstock Land Records").
 */
function sameAsDeedDescription(text: string): Located<string> | null {
  // (Kentucky's records are the county clerk's: "Deed Book 812, Page 344, in the office of the Hardin County Clerk".)
  const m = text.match(
    /\bbeing\s+the\s+same\s+(?:lands?\s+and\s+)?(?:premises|property|real\s+estate|land|lot|parcel|tract)\s+(?:which\s+(?:was|were)\s+)?(?:conveyed|deeded|granted|devised|described)\b(?:[^.;]|(?<=\b(?:No|Pg|[A-Z]))\.){0,240}?\b(?:Book|Volume|Vol\.|Liber)\s+[\w-]+\s*,?\s+(?:at\s+)?(?:Page|Pg\.?|Folio)\s+\d+(?:\s+(?:of|in)\s+(?:the\s+)?(?:[\w.'’-]+\s+){1,4}?(?:Land\s+Records|Registry(?:\s+of\s+Deeds)?)|,?\s+in\s+the\s+office\s+of\s+the\s+(?:[\w.'’-]+\s+){1,4}?(?:Clerk|Recorder)\b)?/i,
  );
  if (!m) return null;
  const start = builtLandOpening(text, m.index ?? 0) ?? measuredGift(text, m.index ?? 0);
  const end = (m.index ?? 0) + m[0].length;
  return { value: text.slice(start, end).replace(/\s+/g, ' '), span: { start, end }, confidence: 0.6 };
}

/**
 * New England's land formula opening the gift's object in the same sentence ("I give my interest in the real estate
 * with the buildings thereon situated at 12 Elm Street in Bath, Maine, being the same premises ..."): the land it
 * names, with its buildings and place, is described before the deed it came by.
 */
function builtLandOpening(text: string, at: number): number | null {
  const before = text.slice(Math.max(0, at - 300), at);
  const land = [
    ...before.matchAll(
      /\b(?:the|a|that)\s+(?:certain\s+)?(?:land|real\s+estate|lot|parcel\s+of\s+land)\s*,?\s+(?:together\s+)?with\s+the\s+buildings\s+there(?:on|upon)\b/gi,
    ),
  ].at(-1);
  if (!land) return null;
  const object = before.slice(land.index ?? 0);
  return /[.;]/.test(object.replace(/\b(?:No|St|Rd|Ave|Dr)\./g, '')) ? null : at - object.length;
}

/**
 * A will's gift that measures the land before naming the deed it came by ("I give and devise my home place and
 * farm of approximately forty-two (42) acres, located at 6185 ..., being the same property conveyed to me by deed
 * ..."): its acreage describes the land, so the description opens at the gift's object, after "my". (A gift that
 * only locates it, "my real estate located at 19 Linden Street, ...", describes it by the deed alone.)
 */
function measuredGift(text: string, at: number): number {
  const before = text.slice(Math.max(0, at - 300), at);
  const gift = [
    ...before.matchAll(
      /\b(?:give|devise|bequeath)(?:\s+and\s+(?:give|devise|bequeath))?\s+(?:unto\s+)?my\s+/gi,
    ),
  ].at(-1);
  if (!gift) return at;
  const object = before.slice((gift.index ?? 0) + gift[0].length);
  return /[.;]/.test(object.replace(/\b(?:No|St|Rd|Ave|Dr)\./g, '')) ||
    !/\b(?:of|containing)\s+(?:approximately\s+|about\s+)?[\w()\s-]{1,40}?\bacres?\b/i.test(object)
    ? at
    : at - object.length;
}

// (Also an inventory's row for the homestead, "Homestead, 2314 E. 17th Street (see below)   $112,400.00".)
// (Also Pennsylvania's "Premises being: 212 Elm Lane, Town, PA 19000" after the description.)
// (And a will's "I give and devise my home, premises 1427 Elm Street, N.W., ...", or "my home place and farm
// located at 7104 ...", or "my farm of approximately forty (40) acres, located at", measured first.)
// (A form's label may carry a note: "Property address (optional):".)
// (Louisiana's "Improvements thereon bear the Municipal No. 412 Elm Street, ..." after the description; an
// assessor's "Situs address: 1180 Orchard Rd, ..." under it.)
// (Pennsylvania's paragraph of its own after the description, "BEING No. 3322 Tudor Street, Philadelphia, PA
// 19136." or "Being Premises No. 41 Elm Street", is the street address; the city and state must follow it.)
// (A will's devise names the land by its street: "I give and devise all of my real estate at 112 Maple Street, ...".)
const ADDRESS_ANCHOR_RE =
  /(?<=^|\n)[ \t]*(?:property|premises)[ \t]*:(?=[ \t]*\d)|(?<=^|\n)[ \t]*BEING\s+(?:(?:Premises|House)\s+)?No\.(?=[ \t]*\d)|(?<=^|\n)[ \t]*(?:\d{1,2}[.)][ \t]*)?(?:the\s+)?homestead[ \t]*[,:][ \t]*(?=\d)|(?<=^|\n)[ \t]*(?:[A-Z0-9]{1,2}[.)][ \t]+)?property\s+address(?:[ \t]{2,}|[ \t]*\.{3,}[ \t]*)(?=\d)|\b(?:commonly\s+known\s+as|common\s+(?:street\s+)?address\s*:|also\s+known\s+(?:by\s+street\s+and\s+number\s+)?as|known\s+(?:under|by)\s+the\s+(?:present|current)\s+system\s+of\s+(?:street\s+|house\s+)?numbering(?:\s+houses)?\s+as|known\s+(?:and\s+(?:designated|numbered)\s+)?(?:as|by)(?:\s+and\s+by)?(?:\s+(?:the\s+)?street\s+(?:address|and\s+number))?(?:\s+No\.(?=\s*\d))?|(?:property|situs)\s+address(?:\s*\([^()\n]{1,20}\))?\s*:|premises\s*:|(?:premises|property)\s+being\s*:(?=[ \t]*\d)|street\s+address(?:\s+of\s+(?:the\s+)?(?:real\s+)?property)?\s*(?::|is)|address(?:\(es\)|es)?\s+of\s+(?:the\s+)?(?:real\s+estate|real\s+property|property|premises)\s*:|street\s+address\s+of|my\s+(?:home(?:[ \t]?place)?|residence|house|homestead|dwelling|camp|cabin|cottage)(?:\s+(?:farm|property))?(?:\s+and\s+(?:the\s+)?(?:real\s+(?:estate|property)|residence|home|house|dwelling|homestead|lot|land|farm|ranch|acreage))?(?:\s+(?:of|containing)\s+(?:approximately\s+|about\s+)?[\w()\s-]{1,40}?\bacres?)?\s*,?\s+(?:(?:being\s+the\s+premises|located|situated)\s+)?(?:at|known\s+as|premises(?=\s+\d))|\bmy\s+(?:farm|ranch|tract|land|acreage)\s+(?:of|containing)\s+(?:approximately\s+|about\s+)?[\w()\s-]{1,40}?\bacres?\s*,?\s+(?:located|situated)\s+at|(?:property|real\s+estate)\s+located\s+at|my\s+real\s+(?:estate|property)\s+at(?=\s+\d)|\bmy\s+(?:farm|ranch|home|house|residence|homestead|cabin|cottage|land|lot|property|real\s+(?:estate|property))\s+(?:known\s+as|called)\s+["“][^"”\n]{2,60}["”]\s*,?\s*(?:(?:located|situated)\s+)?at|premises\s+located\s+at|situated\s+at|(?:bearing|bears?|having|has|with)\s+(?:a\s+|the\s+)?municipal\s+(?:number|address|No\.)(?:\s+of)?|municipal\s+(?:number|address)\s*(?::|is))\s*/gi;

/**
 * A stated street given with its city alone ("My house at 2114 S. Duluth Ave. in Sioux Falls goes to ..."):
 * line 1 and city, no state.
 */
export function findStatedStreet(doc: Doc): Located<NormalizedAddress> | null {
  for (const m of doc.text.matchAll(ADDRESS_ANCHOR_RE)) {
    const from = (m.index ?? 0) + m[0].length;
    const street = doc.text
      .slice(from, from + 100)
      .match(
        /^(\d+[ \t]+[^,\n]{3,40}?)\.?,?\s+in\s+(?:the\s+(?:City|Town|Village)\s+of\s+)?(\p{Lu}\p{L}+(?:[ \t]+\p{Lu}\p{L}+)?)\b/u,
      );
    const line1 = street ? normalizeAddress(street[1]!)?.line1 : null;
    if (!street || !line1) continue;
    const city = toMixedCase(street[2]!);
    const value = {
      line1,
      city,
      state: null,
      zip: null,
      formatted: formatAddress({ line1, city, state: null, zip: null }),
    };
    return { value, span: { start: from, end: from + street[0].length }, confidence: 0.6 };
  }
  return null;
}

/**
 * "Premises: 612 Knoll Drive" in a header's right column, its city line printed under it ("North Wales, PA 19454")
 * beside the other column's lines: the address read from that column only.
 */
function columnAddress(text: string, from: number): Located<NormalizedAddress> | null {
  let at = from;
  while (text[at] === ' ' || text[at] === '\t') at++;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at);
  // (Or the row's own label, its value the first cell: "Property Address:  3208 Elm Circle     Date of Sale:  ...";
  // a label without its colon too when another cell follows on the row: "Property Address  2215 Hollywood Drive
  // Date of Sale  09/07/2022" over "Montgomery, AL 36111".)
  if (
    lineEnd < 0 ||
    (!/\S[ \t]{3,}|:[ \t]*$/.test(text.slice(lineStart, at)) &&
      !/\S[ \t]{3,}\S/.test(text.slice(at, lineEnd)))
  )
    return null;
  const col = at - lineStart;
  const first = text
    .slice(at, lineEnd)
    .split(/[ \t]{3,}/)[0]!
    .trim();
  let nextStart = lineEnd + 1;
  let nextEnd = text.indexOf('\n', nextStart);
  let next = text.slice(nextStart, nextEnd < 0 ? undefined : nextEnd);
  // A row too wide for the page wraps its last cell onto a line of its own ("03/04/2024" under the row, left of
  // the column): the column goes on on the line after.
  if (/^[ \t]*\S+[ \t]*$/.test(next) && next.trimEnd().length < col && nextEnd > 0) {
    nextStart = nextEnd + 1;
    nextEnd = text.indexOf('\n', nextStart);
    next = text.slice(nextStart, nextEnd < 0 ? undefined : nextEnd);
  }
  const cells = [...next.matchAll(/\S(?:.*?\S)?(?=[ \t]{3,}|[ \t]*$)/g)];
  // OCR keeps the columns apart but not their positions: the right column's next cell is the line's last.
  const rightmost =
    !/\S[ \t]{3,}\S/.test(text.slice(at, lineEnd)) && cells.length >= 2 ? cells.at(-1) : undefined;
  const cell = cells.find((c) => Math.abs((c.index ?? 0) - col) <= 3) ?? rightmost;
  if (!/^\d/.test(first) || !cell) return null;
  const found = readAddress(`${first}, ${cell[0]}`, 0, 0);
  return found
    ? { ...found, span: { start: at, end: nextStart + (cell.index ?? 0) + cell[0].length } }
    : null;
}

/**
 * A court form's caption ("SUPERIOR COURT OF CALIFORNIA, COUNTY OF X\n STREET ADDRESS: 825 Fifth Street, ...", or
 * the filer's box "NAME: ...\n STREET ADDRESS: ...") prints the court's or the filer's street under the same label
 * a property's address uses: a "Street address:" line right under a court's name or a "Name:" line is no property's.
 */
function isCaptionAddress(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  if (!/^[ \t]*street\s+address\s*:/i.test(text.slice(lineStart, at + 20))) return false;
  const prev = text.slice(0, Math.max(0, lineStart - 1)).match(/[^\n]*$/)?.[0] ?? '';
  return /\bCOURT\s+OF\b|^[ \t]*(?:ATTORNEY\s+OR\s+PARTY\b[^\n]*|NAME\s*:)/i.test(prev);
}

/** The property's own street address when the document states one. */
export function findStatedPropertyAddress(doc: Doc): Located<NormalizedAddress> | null {
  // (A recording form's box beside the "Property address:" line is no part of it.)
  const boxed = blankFormBox(doc.text);
  const stated: Located<NormalizedAddress>[] = [];
  for (const m of boxed.matchAll(ADDRESS_ANCHOR_RE)) {
    const from = (m.index ?? 0) + m[0].length;
    if (isCaptionAddress(boxed, m.index ?? 0)) continue;
    // A form's row ("Property Address   21415 Twin Beech Road     Date of Sale  08/08/2023"): the address is
    // the cell under the label's value, not the rest of the row.
    const row = /\S[ \t]{3,}\S/.test(boxed.slice(from, boxed.indexOf('\n', from) >>> 0));
    const addr = row
      ? (columnAddress(boxed, from) ?? readAddress(boxed, from, 2))
      : (readAddress(boxed, from, 2) ?? columnAddress(boxed, from));
    if (addr?.value.line1 && !/^PO Box/i.test(addr.value.line1)) stated.push(addr);
  }
  // The first stated wins; but where a will devises "my house and lot at 12 Elm Avenue, Town, State" and a
  // recording summary after it states the same street with its ZIP ("Street Address: 12 Elm Avenue, Town, SC
  // 29000"), the fuller statement of that same address is the one to keep.
  const first = stated[0];
  if (first) {
    const fuller = first.value.zip
      ? undefined
      : stated.find(
          (a) =>
            a.value.zip &&
            a.value.line1?.toLowerCase() === first.value.line1?.toLowerCase() &&
            a.value.city?.toLowerCase() === first.value.city?.toLowerCase() &&
            a.value.state === first.value.state,
        );
    return fuller ?? first;
  }
  // A "Property:" heading over labelled rows ("Legal: Lot 112 ...", "Address: 7841 E. Calle Granada, ...",
  // "Parcel: ..."): the bare "Address:" row is the property's own.
  for (const m of doc.text.matchAll(/(?<=^|\n)[ \t]*(?:street\s+)?address[ \t]*:[ \t]*(?=\d)/gi)) {
    if (!underPropertyHeading(doc.text, m.index ?? 0)) continue;
    const addr = readAddress(doc.text, (m.index ?? 0) + m[0].length, 2);
    if (addr?.value.line1 && !/^PO Box/i.test(addr.value.line1)) return addr;
  }
  // "Decedent resided at 12 Ivy Glen Court, Montgomery, Texas 77356, the street address of the Property": the
  // address the words after it name as the property's.
  for (const m of doc.text.matchAll(
    /,?\s*(?:being\s+|which\s+is\s+)?the\s+(?:street\s+|physical\s+|mailing\s+)?address\s+of\s+(?:the\s+|said\s+)*(?:subject\s+)?(?:property|premises|real\s+(?:property|estate))\b/gi,
  )) {
    const at = m.index ?? 0;
    const before = doc.text.slice(Math.max(0, at - 160), at);
    for (const d of before.matchAll(/(?<![\w-])\d/g)) {
      const addr = readAddress(doc.text, at - before.length + (d.index ?? 0), 0);
      if (addr?.value.line1 && addr.value.city && addr.span.end === at) return addr;
    }
  }
  // An inventory's row naming the land by its street ("Real estate, 714 Elm Road, Town, Missouri 63301, fair market
  // value $98,000.00"): the land's own address, as the asset table states it.
  for (const m of doc.text.matchAll(
    /(?<=^|\n)[ \t]*(?:[a-z0-9]{1,2}[.)][ \t]+)?real[ \t]+(?:estate|property)[ \t]*(?:[,:]|[ \t]+(?:located[ \t]+)?at\b)[ \t]*(?=\d)/gi,
  )) {
    const addr = readAddress(doc.text, (m.index ?? 0) + m[0].length, 2);
    if (addr?.value.line1 && addr.value.city && !/^PO Box/i.test(addr.value.line1)) return addr;
  }
  // "commonly known as 5104 Big Tyler Road, and more particularly described ...": a street with no city stated.
  // (A quote speck may touch its comma: "known as 27 Elm Road', and being".)
  // (Georgia's "known as 2218 Elm Boulevard under the present system of numbering houses in the City of X"; the
  // street may wrap onto the next line.)
  for (const m of doc.text.matchAll(ADDRESS_ANCHOR_RE)) {
    const from = (m.index ?? 0) + m[0].length;
    const street = doc.text.slice(from, from + 80).match(STREET_ONLY_RE);
    const line = street ? normalizeAddress(street[1]!) : null;
    if (!line?.line1 || line.city) continue;
    // (The town and state the same sentence gave the land before: "situated in the Town of X, County of Y and
    // State of Z, known as 27 Elm Road".)
    const town = situatedTownBefore(doc.text, m.index ?? 0);
    const value = town
      ? { ...line, ...town, formatted: formatAddress({ line1: line.line1, ...town, zip: null }) }
      : line;
    return { value, span: { start: from, end: from + street![1]!.length }, confidence: 0.6 };
  }
  return null;
}

/** Whether the line at `at` sits in a block of rows headed "Property:" (or "Real Estate:"), no blank line between. */
function underPropertyHeading(text: string, at: number): boolean {
  const block =
    text
      .slice(Math.max(0, at - 600), at)
      .split(/\n[ \t]*\n/)
      .at(-1) ?? '';
  return /(?:^|\n)[ \t]*(?:\d{1,2}[.)][ \t]*)?(?:(?:the\s+)?subject\s+|real\s+)?(?:property|premises|real\s+estate)[ \t]*:[ \t]*\n/i.test(
    block,
  );
}

const STREET_ONLY_RE =
  /^[ \t]*(\d+[A-Za-z-]*[ \t]+(?:[NSEW]\.?[ \t]+)?(?:(?:\p{Lu}[\p{L}'’.-]*|\d+(?:st|nd|rd|th))(?:[ \t]+|[ \t]*\n[ \t]*)){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Court|Ct|Circle|Cir|Way|Place|Pl|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Trail|Trl|Loop|Cove|Cv|Pike)\b\.?)(?=['’]?,?\s*(?:and|being|which|in|of|under|according)\b|\.\s|;|,\s*\p{Ll}|[ \t]*\((?:see|as|described)\b)/u;

/**
 * "An undivided one-fourth (1/4) interest in and to the oil, gas and other minerals in, on and under the following
 * described lands situated in Eddy County, New Mexico: Township 22 South, ...": a mineral deed's or heirship's
 * interest clause opening the paragraph, in one sentence with the lands, is part of the description (as when the
 * lands follow without a colon). A labelled interest ("Interest of Decedent: ...") apart from its lands is not.
 */
function mineralInterestOpening(text: string, start: number): number {
  const before = text.slice(Math.max(0, start - 400), start);
  const para = before.search(/(?:^|\n[ \t]*\n)[ \t]*(?=[^\n]*(?:\n(?![ \t]*\n)[^\n]*)*$)/);
  if (para < 0) return start;
  const lead = before.slice(para).match(/^\s*/)![0].length;
  const clause = before.slice(para + lead);
  return /^An?\s+undivided\s[^.;]*?\binterest\s+in\s+and\s+to\s[^.;]*?\b(?:minerals?|oil|gas|royalt(?:y|ies))\b[^.;]*:\s*$/i.test(
    clause,
  )
    ? start - before.length + para + lead
    : start;
}
