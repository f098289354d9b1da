import { INSTRUMENT_WORDS } from './instrument-words';

/**
 * A scan reads an "m" as "rn" ("Wilrnington", "Septernber") far more often than a document prints a word both
 * ways. A word holding "rn" is read as its "m" spelling when the same document prints that spelling elsewhere
 * (the city in the caption, the month in the acknowledgment); a word printed only one way is left alone ("Warner",
 * "corner"). A small word with an "l" for its "i" ("wlfe", "Przybylskl") is read the same way. The blank the shorter word frees
 * goes into the next gap of its line, so the line keeps its length and the words after the gap keep their columns.
 */

/**
 * Words of the estate forms and of the legal descriptions they carry that a scan misreads this way and a document
 * may print only once ("Letters Testarnentary", "the prernises", "and any amendrnents thereto", "Covenants,
 * Condltions and Restrictions"): their "m" (or "i") spelling is known without a second printing.
 */
const FORM_WORDS = [
  'testamentary',
  'premises',
  'commonwealth',
  'instrument',
  'document',
  'memorandum',
  'amendment',
  'amendments',
  'condominium',
  'condominiums',
  'commencing',
  'improvements',
  'conditions',
  'restrictions',
  'official',
  'subdivision',
  'division',
  'administrator',
  'administration',
  'administratrix',
  // (A Colorado deed's "also known by street and nurnber as": the address's label.)
  'number',
  // (An address's unit, "10450 Lorraine Road, Apartrnent 12B": printed once, in the one address.)
  'apartment',
  // (The months a date in the recitals may be the only printing of: "admitted to probate on Decernber 6".)
  'september',
  'november',
  'december',
  // The family history of an heirship or small-estate affidavit ("Decedent was rnarried only once"): the one word
  // the marital status turns on is often printed only once.
  'married',
  'unmarried',
  'remarried',
  'marriage',
  'marital',
  // So is the decedent's residence ("at the time of his death was dorniciled at ..."), said once.
  'domiciled',
  'domicile',
  // And a chain of title's "by Warranty Deed frorn X": the grantor of the vesting deed after it.
  'from',
  // A Pennsylvania description's improvements: "the one and one-half story frarne dwelling house thereon erected".
  'frame',
];
const FORM = new Set(FORM_WORDS);

/**
 * Two more clusters a scan reads for one letter: an "n" read "ri" ("the Decederit", "three childreri") and a "u"
 * read "ii" ("Aveniie", "Janiiary", "iinder"). Neither cluster is rare in names ("Maria", "Hawaii"), so the word is
 * read back only where the document prints its one-letter spelling elsewhere, or it is one of the form words
 * below or of the instruments' words (instrument-words), whose spelling is known without a second printing.
 */
const CLUSTERS = [
  { read: 'ri', letter: 'n' },
  { read: 'ii', letter: 'u' },
] as const;
const CLUSTER_FORM_WORDS = new Set([
  ...FORM_WORDS,
  'decedent',
  'children',
  'presence',
  'intestate',
  'testament',
  'january',
  'superior',
  'under',
  'survived',
  'surviving',
  'husband',
  'subscribed',
  'avenue',
  'county',
  'estate',
]);

/** The word with one of its "ri"/"ii" clusters read back as the letter it stands for, when that spelling is known. */
function clusterVariant(word: string, known: (v: string) => boolean): string | null {
  for (const { read, letter } of CLUSTERS)
    for (const m of word.matchAll(new RegExp(read, 'gi'))) {
      const at = m.index ?? 0;
      const v = `${word.slice(0, at)}${m[0] === m[0].toUpperCase() ? letter.toUpperCase() : letter}${word.slice(at + 2)}`;
      if (known(v.toLowerCase())) return v;
    }
  return null;
}

/**
 * Words of a legal description a scan prints with an "l" for an "i" between consonants ("more partlcularly
 * described", "the beglnning"): their "i" spelling is known without a second printing.
 */
const FORM_I_WORDS = new Set([
  'particularly',
  'described',
  'beginning',
  'situated',
  'certificate',
  'testimony',
]);

export function repairRnForM(pages: readonly string[]): string[] {
  const words = new Set<string>(FORM_WORDS);
  const printed = new Set<string>();
  const counts = new Map<string, number>();
  for (const page of pages)
    for (const w of page.matchAll(/\p{L}{3,}/gu)) {
      const lower = w[0].toLowerCase();
      counts.set(lower, (counts.get(lower) ?? 0) + 1);
      if (w[0].length < 4) continue;
      if (!/rn/i.test(w[0])) words.add(lower);
      printed.add(w[0]);
    }
  // (A word printed more often than its one-letter spelling is a name of its own: "Maria" beside one "Mana".)
  const knownFor = (word: string) => (v: string) =>
    CLUSTER_FORM_WORDS.has(v) ||
    INSTRUMENT_WORDS.has(v) ||
    (counts.get(v) ?? 0) >= Math.max(1, counts.get(word.toLowerCase()) ?? 0);
  const fix = (word: string): string | null => {
    if (word.length >= 5 && /ri|ii/i.test(word) && !CLUSTER_FORM_WORDS.has(word.toLowerCase())) {
      const v = clusterVariant(word, knownFor(word));
      if (v) return v;
    }
    // A form word with one "i" read "l" anywhere ("Condltions"): the word is known, so any "l" may be its "i".
    if (word.length >= 6 && !/rn/i.test(word))
      for (const m of word.matchAll(/l/g)) {
        const v = `${word.slice(0, m.index)}i${word.slice((m.index ?? 0) + 1)}`;
        if (FORM.has(v.toLowerCase())) return v;
      }
    // A small "i" read as "l" ("husband and wlfe", "Fescue Rldge Drive"), by the same test: the "i" spelling
    // printed elsewhere. Only an "l" between consonants with no vowel before it, which no word spells so: "Holtz"
    // stays though a scan prints it "Hoitz" elsewhere.
    const lead = word.match(/^[^aeiouyAEIOUY]+?(?=l[^aeiouy\s])/);
    if (lead && /^\p{L}\p{Ll}{3,}$/u.test(word) && !/rn/.test(word)) {
      const v = `${lead[0]}i${word.slice(lead[0].length + 1)}`;
      return printed.has(v) ? v : null;
    }
    // Any "l" between consonants that makes one of the form's words ("partlcularly").
    for (const m of word.matchAll(/(?<=[^aeiouy\s])l(?=[^aeiouy\s])/gi)) {
      const v = `${word.slice(0, m.index)}${m[0] === 'L' ? 'I' : 'i'}${word.slice((m.index ?? 0) + 1)}`;
      if (FORM_I_WORDS.has(v.toLowerCase())) return v;
    }
    // The same "l" for a word's last "i" after a consonant ("Dolores Przybylskl" beside "Walter Przybylski"):
    // no word ends so where the document prints its "i" spelling.
    if (/^\p{L}\p{Ll}{3,}[^aeiouy\s]l$/u.test(word) && !/rn/.test(word)) {
      const v = `${word.slice(0, -1)}i`;
      if (printed.has(v)) return v;
    }
    if (word.length < 5 || !/rn/i.test(word)) return null;
    // Each "rn" on its own, then all of them ("Wilrnington", "Srnallhouse").
    const variants = [...word.matchAll(/rn/gi)].map(
      (m) => word.slice(0, m.index) + (m[0] === 'RN' ? 'M' : 'm') + word.slice((m.index ?? 0) + 2),
    );
    variants.push(word.replace(/rn/gi, (m) => (m === 'RN' ? 'M' : 'm')));
    const known = variants.find((v) => words.has(v.toLowerCase()));
    if (known) return known;
    // An "rn" right after a consonant ("Alrnaden", "Srnithfield") is an "m" even when printed once: no word or
    // name sets "rn" after a consonant other than h ("Ahrens"), r, w or y.
    return /(?<=[bcdfgjklmnpqstvxz])rn/i.test(word)
      ? word.replace(/(?<=[bcdfgjklmnpqstvxz])rn/gi, (m) => (m === 'RN' ? 'M' : 'm'))
      : null;
  };
  return pages.map((page) =>
    page.replace(/[^\n]+/g, (line) => {
      let out = '';
      let owed = 0;
      for (const part of line.split(/(?<=[ \t])(?=[^ \t])/)) {
        // Each part is a run of non-blanks and the blanks after it: the freed blanks join those blanks.
        const repaired = part.replace(/\p{L}+/gu, (w) => {
          const v = fix(w);
          if (!v) return w;
          owed += w.length - v.length;
          return v;
        });
        if (owed && /[ \t]$/.test(repaired)) {
          out += repaired + ' '.repeat(owed);
          owed = 0;
        } else out += repaired;
      }
      return out + ' '.repeat(owed);
    }),
  );
}
