import { withoutAccents } from '../text/without-accents';

/**
 * A name typed without its accents in one place ("ALEJANDRO MUNOZ GARZA" in a deed typed on a plain keyboard)
 * and with them in another ("Muñoz Garza, Alejandro" on the cover sheet) is one spelling: names keep their
 * diacritics, so the accented printing the document itself gives of that person is the name's spelling. A relative
 * sharing a word of the name is no printing of it: the son typed "ANDRES RAUL PENA" throughout keeps his plain
 * letters beside his father "RAÚL PEÑA".
 */

type Token = { plain: string; word: string; start: number; end: number };

/** The document's words, and where its accented words stand keyed by their unaccented lower case ("munoz"). */
export type DocumentAccents = { text: string; tokens: Token[]; accented: Map<string, number[]> };

export function documentAccents(source: string): DocumentAccents {
  const text = source.normalize('NFC');
  const tokens: Token[] = [];
  const accented = new Map<string, number[]>();
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const word = m[0];
    const plain = withoutAccents(word);
    const start = m.index ?? 0;
    tokens.push({ plain: plain.toLowerCase(), word, start, end: start + word.length });
    if (plain === word || plain.length !== word.length) continue;
    const key = plain.toLowerCase();
    const at = accented.get(key);
    if (at) at.push(tokens.length - 1);
    else accented.set(key, [tokens.length - 1]);
  }
  return { text, tokens, accented };
}

/**
 * Whether the token at `at` stands in a printing of the name whose words are `words`: a run of words joined by
 * blanks and single marks ("Muñoz Garza, Alejandro", "MUÑOZ-CASTILLO") holding every word of the name, within
 * a word or two more than the name has.
 */
function inPrintingOf(words: string[], doc: DocumentAccents, at: number): boolean {
  const reach = words.length + 1;
  const joined = (i: number) =>
    /^\s*[,.'’-]?\s*$/.test(doc.text.slice(doc.tokens[i]!.end, doc.tokens[i + 1]!.start));
  let lo = at;
  while (lo > 0 && at - lo < reach && joined(lo - 1)) lo--;
  let hi = at;
  while (hi + 1 < doc.tokens.length && hi - at < reach && joined(hi)) hi++;
  const run = new Set(doc.tokens.slice(lo, hi + 1).map((t) => t.plain));
  return words.every((w) => run.has(w));
}

/** The name with each unaccented word given the accents the document prints that person's name with, its own case kept. */
export function withDocumentAccents(name: string, doc: DocumentAccents): string {
  if (!doc.accented.size) return name;
  const words = [...name.matchAll(/\p{L}+/gu)].map((m) => withoutAccents(m[0]).toLowerCase());
  return name.replace(/\p{L}+/gu, (word) => {
    if (withoutAccents(word) !== word) return word;
    let accented: string | null = null;
    for (const at of doc.accented.get(word.toLowerCase()) ?? []) {
      if (!inPrintingOf(words, doc, at)) continue;
      const w = doc.tokens[at]!.word;
      // Two different accentings of one word ("Peña"/"Péna"): the document settles nothing.
      if (accented && accented.toLowerCase() !== w.toLowerCase()) return word;
      accented = w;
    }
    if (!accented || accented.length !== word.length) return word;
    return [...accented]
      .map((ch, i) => (word[i] === word[i]!.toUpperCase() ? ch.toUpperCase() : ch.toLowerCase()))
      .join('');
  });
}
