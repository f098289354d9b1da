import { withoutAccents } from '../text/without-accents';
/**
 * A name typed without its accents in one place ("ALEJANDRO MUNOZ GARZA" in a deed typed on a plain keyboard)
 * and with them in another ("Muñoz Garza, Alejandro" on the cover sheet, "ROSA ISELA MUÑOZ") is one spelling:
 * names keep their diacritics, so the accented printing the document itself gives is the name's spelling.
 */

/** The document's accented words keyed by their unaccented lower case ("munoz" → "MUÑOZ"). */
export function accentedWords(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.normalize('NFC').matchAll(/\p{L}+/gu)) {
    const word = m[0];
    const plain = withoutAccents(word);
    if (plain === word || plain.length !== word.length) continue;
    const key = plain.toLowerCase();
    // Two different accentings of one word ("Peña"/"Péna"): the document settles nothing.
    const had = out.get(key);
    if (had !== undefined && had.toLowerCase() !== word.toLowerCase()) out.set(key, '');
    else out.set(key, word);
  }
  return out;
}

/** The name with each unaccented word given the accents the document prints it with elsewhere, its own case kept. */
export function withDocumentAccents(name: string, accents: ReadonlyMap<string, string>): string {
  if (!accents.size) return name;
  return name.replace(/\p{L}+/gu, (word) => {
    const accented = accents.get(word.toLowerCase());
    if (!accented || accented.length !== word.length) return word;
    return [...accented]
      .map((ch, i) => (word[i] === word[i]!.toUpperCase() ? ch.toUpperCase() : ch.toLowerCase()))
      .join('');
  });
}
