import { type NormalizedAddress, STATE_NAME_RE } from '../../normalize/addresses';
import type { Doc } from '../../text/doc';
import type { Located } from '../registry';
import { readAddress } from './address-near';

const ANCHORS = [
  /^[ \t]*(?:legal\s+description(?:\s+of\s+(?:the\s+)?(?:real\s+)?property)?|property|real\s+property|premises)[ \t]*:[ \t]*/gim,
  /\b(?:the\s+)?legal\s+description(?:\s+of\s+(?:the\s+)?(?:real\s+)?(?:property|premises|land))?\s+is\s*:?\s*/gi,
  /\bdescribed\s+as\s*(?:follows)?\s*(?:,?\s*to[\s-]?wit)?\s*:?\s*/gi,
  /\bfollowing[\s-]+described\s+(?:real\s+)?(?:property|premises|land|real estate|tract)[^:]{0,240}:\s*/gi,
  /\bto[\s-]?wit\s*:\s*/gi,
  /\bviz\s*:\s*/gi,
];
const START_RE =
  /\b(?:(?:Being\s+)?Lots?\s+(?:\d+|[A-Z]+\b|No\.|Number)|ALL\s+(?:THAT|THOSE)\s+(?:CERTAIN\s+)?(?:TRACT|PARCEL|LOT|PIECE|REAL|PLOT|PROPERTY|LAND)|The\s+(?:North|South|East|West)\w*\s+[\d.]+\s+feet|Unit\s+\w+,\s*(?:Building|Bldg)|Unit\s+[\w-]+,\s*[^,\n]{3,60}\bCONDOMINIUMS?\b|BEING\s+(?:a|all\s+of|that)\s+(?:certain\s+)?(?:tract|parcel|lot|portion|part)\b|BEING\s+known\s+(?:and\s+designated\s+)?as\s+Lots?\b|Tract\s+\d+|A\s+(?:certain\s+)?(?:tract|parcel)\s+of\s+land|[\d.]+\s+acres)/i;
const END_RE =
  /,?\s*(?:a[a-z]d\s+)?(?:being\s+)?(?:(?:the\s+)?(?:premises\s+)?(?:more\s+)?(?:commonly|also)\s+known\s+(?:as|by)|known\s+as\b|with\s+(?:a|the)\s+(?:street|property)\s+address|(?:property|street)\s+address\s*:)|\n[ \t]*\n|\n[ \t]*[A-Z][A-Za-z'() ]{2,45}:[ \t]|,\s*to\s+my\b|\s*Value\s*:|\bAPN\b|\bParcel\s+(?:ID|No)|(?<=\.)[ \t]*\n?[ \t]*\f/i;

const RAN_ON_RE = new RegExp(
  `\\b(?:County|Parish),?\\s+(?:${STATE_NAME_RE.source})(?:\\.|(?=[ \\t]*\\n))(?=[^\\S\\n]*(?:[.,:;'‘’0-9]+[^\\S\\n]*)*\\n?[ \\t]*(?!(?:together|and|being|subject|less|save|except|said|lying|situated|situate|more|as|in|of)\\b)\\p{Ll})`,
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
    .replace(/(?<=\b(?:Volume|Book) \d+, )page\b/g, 'Page');
  return v;
}

/** A page's running head or foot: "Page 1 of 2", a repeated instrument number and stamp time, a rule line. */
const RUNNING_LINE_RE =
  /^[ \t]*(?:[^\n]{0,60}\bPage\s+\d+\s+of\s+\d+\b[^\n]{0,60}|(?:Instrument|Doc(?:ument)?|Inst)?\.?\s*(?:#|No\.?)?\s*[\d\s:/APM-]*|[-_=]{5,})[ \t]*$/i;

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

/** Legal description as printed: from its anchor ("described as:", "Property:") or first "Lot ..."/"ALL THAT TRACT". */
export function findLegalDescription(doc: Doc): Located<string> | null {
  const text = doc.text;
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
      let from = (m.index ?? 0) + m[0].length;
      while (/\s/.test(text[from] ?? '')) from++;
      const ahead = text.slice(from, from + 200);
      const s = ahead.search(START_RE);
      if (s >= 0 && s < 60) starts.push(from + s);
      else if (/^[A-Z]/.test(ahead)) starts.push(from);
    }
  }
  if (starts.length === 0) {
    const s = text.search(START_RE);
    if (s >= 0) starts.push(s);
  }
  let start = starts.sort((a, b) => a - b)[0];
  if (start === undefined) return null;
  // "All that certain land situate in X County, viz:" introduces the description that follows it.
  const intro = text
    .slice(start, start + 300)
    .match(/^(?:[^\n]|\n(?![ \t]*\n)){0,250}?\b(?:viz|to[\s-]?wit|as\s+follows)\s*:\s*/i);
  if (intro && START_RE.test(text.slice(start + intro[0].length, start + intro[0].length + 80)))
    start += intro[0].length;
  // ", being Lot 7, Block C, ...": mid-sentence, "being" introduces the description rather than opening it.
  const being = text.slice(start, start + 8).match(/^being\s+/i);
  if (being && /[,;]\s*$|\p{Ll}\s+$/u.test(text.slice(Math.max(0, start - 3), start)))
    start += being[0].length;
  const tail = text.slice(start, start + 1500);
  const endAt = tail.search(END_RE);
  let body = endAt >= 0 ? tail.slice(0, endAt) : tail.slice(0, 600);
  // OCR may lose the blank line after a description that closes on its county and state; the next paragraph
  // then runs on in lower case ("... County, Texas.\nfor and in consideration of ...").
  const ranOn = body.match(RAN_ON_RE);
  if (ranOn) body = body.slice(0, (ranOn.index ?? 0) + ranOn[0].length);
  body = body.replace(/[\s,;:]+$/, '');
  body = stripRunningHeads(body);
  const printed = body.replace(/\s+/g, ' ').trim();
  const value = doc.fromOcr ? repairDescription(printed) : printed;
  if (value.length < 10) return null;
  return { value, span: { start, end: start + body.length }, confidence: 0.8 };
}

const ADDRESS_ANCHOR_RE =
  /\b(?:commonly\s+known\s+as|also\s+known\s+(?:by\s+street\s+and\s+number\s+)?as|known\s+as|property\s+address\s*:|street\s+address(?:\s+of\s+(?:the\s+)?(?:real\s+)?property)?\s*(?::|is)|address(?:\(es\)|es)?\s+of\s+(?:the\s+)?(?:real\s+estate|real\s+property|property|premises)\s*:|street\s+address\s+of|my\s+(?:home|residence|house|homestead|dwelling)\s*,?\s+(?:(?:located|situated)\s+)?(?:at|known\s+as)|property\s+located\s+at|premises\s+located\s+at|situated\s+at)\s*/gi;

/** The property's own street address when the document states one. */
export function findStatedPropertyAddress(doc: Doc): Located<NormalizedAddress> | null {
  for (const m of doc.text.matchAll(ADDRESS_ANCHOR_RE)) {
    const addr = readAddress(doc.text, (m.index ?? 0) + m[0].length, 2);
    if (addr?.value.line1 && !/^PO Box/i.test(addr.value.line1)) return addr;
  }
  return null;
}
