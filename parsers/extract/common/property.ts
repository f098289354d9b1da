import type { NormalizedAddress } from '../../normalize/addresses';
import type { Doc } from '../../text/doc';
import type { Located } from '../registry';
import { readAddress } from './address-near';

const ANCHORS = [
  /^[ \t]*(?:legal\s+description(?:\s+of\s+(?:the\s+)?(?:real\s+)?property)?|property|real\s+property|premises)[ \t]*:[ \t]*/gim,
  /\bdescribed\s+as\s*(?:follows)?\s*(?:,?\s*to[\s-]?wit)?\s*:?\s*/gi,
  /\bfollowing[\s-]+described\s+(?:real\s+)?(?:property|premises|land|real estate|tract)[^:]{0,240}:\s*/gi,
  /\bto[\s-]?wit\s*:\s*/gi,
  /\bviz\s*:\s*/gi,
];
const START_RE =
  /\b(?:(?:Being\s+)?Lots?\s+(?:\d+|[A-Z]+\b|No\.|Number)|ALL\s+(?:THAT|THOSE)\s+(?:CERTAIN\s+)?(?:TRACT|PARCEL|LOT|PIECE|REAL|PLOT|PROPERTY|LAND)|The\s+(?:North|South|East|West)\w*\s+[\d.]+\s+feet|Unit\s+\w+,\s*(?:Building|Bldg)|Unit\s+[\w-]+,\s*[^,\n]{3,60}\bCONDOMINIUMS?\b|BEING\s+(?:a|all\s+of|that)\s+(?:certain\s+)?(?:tract|parcel|lot|portion|part)\b|Tract\s+\d+|A\s+(?:certain\s+)?(?:tract|parcel)\s+of\s+land|[\d.]+\s+acres)/i;
const END_RE =
  /,?\s*(?:and\s+)?(?:being\s+)?(?:(?:the\s+)?(?:premises\s+)?(?:more\s+)?(?:commonly|also)\s+known\s+(?:as|by)|known\s+as\b|with\s+(?:a|the)\s+(?:street|property)\s+address|(?:property|street)\s+address\s*:)|\n[ \t]*\n|\n[ \t]*[A-Z][A-Za-z'() ]{2,45}:[ \t]|,\s*to\s+my\b|\s*Value\s*:|\bAPN\b|\bParcel\s+(?:ID|No)/i;

/** Legal description as printed: from its anchor ("described as:", "Property:") or first "Lot ..."/"ALL THAT TRACT". */
export function findLegalDescription(doc: Doc): Located<string> | null {
  const text = doc.text;
  const starts: number[] = [];
  for (const re of ANCHORS) {
    for (const m of text.matchAll(re)) {
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
  const tail = text.slice(start, start + 1500);
  const endAt = tail.search(END_RE);
  let body = endAt >= 0 ? tail.slice(0, endAt) : tail.slice(0, 600);
  body = body.replace(/[\s,;:]+$/, '');
  const value = body.replace(/\s+/g, ' ').trim();
  if (value.length < 10) return null;
  return { value, span: { start, end: start + body.length }, confidence: 0.8 };
}

const ADDRESS_ANCHOR_RE =
  /\b(?:commonly\s+known\s+as|also\s+known\s+(?:by\s+street\s+and\s+number\s+)?as|known\s+as|property\s+address\s*:|street\s+address(?:\s+of\s+(?:the\s+)?(?:real\s+)?property)?\s*(?::|is)|address(?:\(es\)|es)?\s+of\s+(?:the\s+)?(?:real\s+estate|real\s+property|property|premises)\s*:|street\s+address\s+of|my\s+(?:home|residence|house)\s+(?:at|located\s+at)|property\s+located\s+at|premises\s+located\s+at|situated\s+at)\s*/gi;

/** The property's own street address when the document states one. */
export function findStatedPropertyAddress(doc: Doc): Located<NormalizedAddress> | null {
  for (const m of doc.text.matchAll(ADDRESS_ANCHOR_RE)) {
    const addr = readAddress(doc.text, (m.index ?? 0) + m[0].length, 2);
    if (addr?.value.line1 && !/^PO Box/i.test(addr.value.line1)) return addr;
  }
  return null;
}
