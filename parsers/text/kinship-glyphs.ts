import { oneEdit } from './edit-distance';
import { eachLine } from './ocr-reconcile';

/**
 * A kinship noun a typed copy of a scan prints a letter off ("to her daugher, my granddaughter", "his brotther",
 * "my grandsen"): the word after a possessive or article is the kin's noun whose one letter was lost, doubled or
 * misread. The extractors anchor on these nouns, and a will or affidavit often says a kin's relationship once.
 * Only words of five letters or more, the first letter kept; a real word a letter off a kin noun ("farther",
 * "mothers") is itself a known word and stays. A line that grows takes the letter out of its blanks or the next lines' (eachLine).
 */

const KIN = [
  'daughter',
  'daughters',
  'granddaughter',
  'granddaughters',
  'grandson',
  'grandsons',
  'grandchild',
  'grandchildren',
  'children',
  'husband',
  'brother',
  'brothers',
  'sister',
  'sisters',
  'mother',
  'father',
  'nephew',
  'nephews',
  'niece',
  'nieces',
  'spouse',
  'widow',
  'widower',
  'cousin',
  'cousins',
  'spouses',
  'husbands',
  'stepson',
  'stepdaughter',
  'stepchild',
  'stepchildren',
];
/** Words of running text a letter off a kin noun. */
const NOT_KIN = new Set([
  'farther',
  'rather',
  'smother',
  'mothers',
  'fathers',
  'window',
  'widows',
  'spoused',
]);
const KNOWN = new Set(KIN);

const SLOT_RE =
  /(?<=\b(?:[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Tt]he|[Aa]|[Ss]aid|[Dd]ecedent['’]s|DECEDENT['’]S|MY|HIS|HER)[ \t]+)\p{L}{5,}(?=[ \t,;.]|$)/gmu;

export function repairKinshipGlyphs(text: string): string {
  return eachLine(text, (line) =>
    line.replace(SLOT_RE, (read: string) => {
      const lower = read.toLowerCase();
      if (KNOWN.has(lower) || NOT_KIN.has(lower)) return read;
      const hit = KIN.filter((k) => k[0] === lower[0] && oneEdit(k, lower));
      if (hit.length !== 1) return read;
      const want = hit[0]!;
      return read === read.toUpperCase()
        ? want.toUpperCase()
        : /^\p{Lu}/u.test(read)
          ? want[0]!.toUpperCase() + want.slice(1)
          : want;
    }),
  );
}
