import { withoutAccents } from '../text/without-accents';
/**
 * Accents the English data cannot spell. The English LSTM model (`@tesseract.js-data/eng`) has "é" in its
 * character set but no á í ó ú ñ: "José Muñoz" reads "Jose Munoz" or "Jose Mufioz", "Rodríguez" reads
 * "Rodriguez", whatever the scan shows. The lines of a page that hold a name usually written with accents
 * (as English reads it) are read again with the Spanish model, and a word of that reading replaces the
 * English word only where the two differ by accents alone (or by an ñ the English model read as "fi", "ri"
 * or "n"): the Spanish reading of anything else is never used.
 */
import type { Box, OcrLine, OcrWord } from './layout-text';

const marks = (w: string) => w.normalize('NFD').match(/\p{M}/gu)?.length ?? 0;

/**
 * How the English model spells an ñ it cannot read: "n", or the tilde and stem taken for other letters ("fi",
 * "ri", "f", "i", "ii", "fil": "Mufioz", "Murioz", "Ibafez", "Muioz", "Muiioz", "Ibafilez" on the rendered
 * scans).
 */
const TILDE_READINGS = ['n', 'fi', 'ri', 'f', 'i', 'ii', 'fil'];
/** The same in a word in capitals ("MUFIOZ"). */
const TILDE_READINGS_CAPS = ['N', 'FI', 'RI', 'F', 'I', 'II', 'FIL'];

/**
 * Given names and surnames usually written with accents (Spanish, and a Portuguese spelling met in the
 * labelled documents). Any capitalised surname in -ez is a candidate besides these. Left out: names English
 * spells the same and uses far more often (Angela, Los Angeles, Barbara, Monica, Adrian, Leon, Simon), whose
 * every line would be re-read for nothing, and French names (English reads their "é").
 */
const ACCENTED_NAMES = `
  José María Jesús Ramón Andrés Martín Julián Inés Sofía Lucía Raúl Óscar Héctor Víctor Joaquín Ángel Rubén
  Iván Néstor Fermín Germán Efraín Efrén Tomás Agustín Fabián Rocío Belén Concepción Asunción Encarnación Elías
  Matías Isaías Jerónimo Saúl Moisés Noé Máximo Cristóbal Rosalía Begoña Íñigo Luísa Dámaso
  Muñoz Núñez Peña Ibáñez Yáñez Castañeda Ordóñez Avendaño Montaño Montañez Treviño Saldaña Quiñones
  Villaseñor Briceño Patiño Zúñiga Acuña Carreño Dueñas Peñaloza Cantú Doña
  García Rodríguez Martínez Hernández González López Pérez Sánchez Ramírez Gómez Díaz Jiménez Álvarez Vásquez
  Vázquez Velásquez Gutiérrez Chávez Domínguez Fernández Méndez Márquez Suárez Juárez Benítez Bermúdez Sáenz
  Páez Báez Ríos Ruíz Ruiz Ortíz Solís Valdés Cortés Cárdenas Cáceres Córdoba Córdova Ávila Mejía Saldívar
  Echeverría Calderón Luján Aragón Rincón Girón Colón Durán Guzmán Beltrán Galván Román Millán Alemán
  Padrón Andújar Olivárez Español Española
`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Every word the English model may make of `name` (small letters): accents dropped or read as its one accented
 * letter "é" ("Ramén"), each ñ read as any of {@link TILDE_READINGS}.
 */
function englishSpellings(name: string): string[] {
  let spellings = [''];
  for (const ch of name.toLowerCase()) {
    const readings =
      ch === 'ñ' ? TILDE_READINGS : withoutAccents(ch) !== ch ? [withoutAccents(ch), 'é'] : [ch];
    spellings = spellings.flatMap((s) => readings.map((r) => s + r));
  }
  return [...new Set(spellings)];
}

const CANDIDATE_WORDS = new Set(ACCENTED_NAMES.flatMap(englishSpellings));

/**
 * A word's letters in small letters, with every accent dropped but English's "é" ("MUNOZ," -> "munoz",
 * "Ramén" -> "ramén"): "é" only stands for another accented letter where English read one.
 */
const key = (word: string) =>
  [
    ...word
      .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
      .normalize('NFC')
      .toLowerCase(),
  ]
    .map((c) => (c === 'é' ? c : withoutAccents(c)))
    .join('');

/**
 * Whether the English model's word may be a name it read without its accents: one of the names above as
 * English spells it, a capitalised surname in -ez ("Lopez", "ORDOFIEZ"), or a capitalised word with "fi"
 * between vowels where Spanish writes an ñ ("Mufioz", "Castafieda"; "-ified" and "-field" are English).
 */
export function mayHaveLostAccents(word: string): boolean {
  // Each part of a double-barrelled name on its own ("SALDANA-BROOKS").
  const parts = word.split(/[-‐/]/);
  if (parts.length > 1) return parts.some(mayHaveLostAccents);
  const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (CANDIDATE_WORDS.has(key(bare))) return true;
  if (!/^\p{Lu}/u.test(bare)) return false;
  if (/^\p{Lu}\p{Ll}{2,}ez$/u.test(withoutAccents(bare)) || /^\p{Lu}{3,}EZ$/u.test(withoutAccents(bare)))
    return true;
  const lower = withoutAccents(bare).toLowerCase();
  return /[aeou]fi[aeo]|ifi[ao]/.test(lower) && !lower.includes('field');
}

/** Lines of an English reading that hold a word {@link mayHaveLostAccents}: the ones worth a Spanish reading. */
export function candidateLines(lines: readonly OcrLine[]): OcrLine[] {
  return lines.filter((l) => l.words.some((w) => mayHaveLostAccents(w.text)));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the English model may have read for the Spanish reading `spanish`: each ñ as one of
 * {@link TILDE_READINGS}, each accented letter without its accent or as "é" (the one accented letter English
 * has: "Ramén" for "Ramón"), an "e" as "e" or "é" (a speck read as an accent), every other character itself.
 */
function englishReadingsOf(spanish: string): RegExp {
  let source = '';
  for (const ch of spanish) {
    const bare = withoutAccents(ch);
    const acute = bare === bare.toUpperCase() ? 'É' : 'é';
    if (ch === 'ñ' || ch === 'Ñ')
      source += `(?:${(ch === 'ñ' ? TILDE_READINGS : TILDE_READINGS_CAPS).join('|')})`;
    else if (bare !== ch) source += `[${escapeRegExp(bare)}${acute}]`;
    else if (ch === 'e' || ch === 'E') source += `[${ch}${acute}]`;
    else source += escapeRegExp(ch);
  }
  return new RegExp(`^${source}$`, 'u');
}

/**
 * The Spanish reading of a word, when it is the English reading with accents the English model cannot
 * spell: the English word is the Spanish one with its accents dropped (or read as "é") and each ñ read the
 * way English reads it ({@link TILDE_READINGS}), letter case and everything else the same, and the Spanish
 * word carries at least as many accents as the English one. Anything else (a different letter, a lost accent)
 * returns null: the English word stands.
 */
export function adoptSpanishWord(english: string, spanish: string): string | null {
  const eng = english.normalize('NFC');
  const spa = spanish.normalize('NFC');
  if (spa === eng || marks(spa) === 0 || marks(spa) < marks(eng)) return null;
  return englishReadingsOf(spa).test(eng) ? spa : null;
}

const overlapX = (a: Box, b: Box) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/**
 * The English line with the Spanish reading's words adopted where {@link adoptSpanishWord} allows. Words are
 * paired by where they sit (both readings in the same coordinates): an English word takes a Spanish word
 * that overlaps it and is the same word with accents, the one overlapping it most; each Spanish word is
 * taken once. Boxes alone do not pair reliably (Tesseract may stretch a word's box over its neighbour's).
 */
export function mergeSpanishLine(english: OcrLine, spanish: readonly OcrWord[]): OcrLine {
  const taken = new Set<OcrWord>();
  let changed = false;
  const words = english.words.map((e) => {
    let best: { word: OcrWord; text: string } | undefined;
    for (const s of spanish) {
      if (taken.has(s) || overlapX(e, s) <= 0) continue;
      if (best && overlapX(e, s) <= overlapX(e, best.word)) continue;
      const text = adoptSpanishWord(e.text, s.text);
      if (text !== null) best = { word: s, text };
    }
    if (!best) return e;
    taken.add(best.word);
    changed = true;
    return { ...e, text: best.text };
  });
  return changed ? { ...english, words } : english;
}

/** A rectangle of a page to re-read: a line's box with room for accents above its capitals. */
export type LineCrop = { left: number; top: number; width: number; height: number };

/**
 * Where to cut one line out of its page (page coordinates): its box widened by part of its height on every
 * side, the accent over a capital stands above the line's box, but never past halfway to the lines above and
 * below (their ink would make two lines of one).
 */
export function lineCrop(
  line: Box,
  neighbours: readonly Box[],
  page: { width: number; height: number },
): LineCrop {
  const h = line.y1 - line.y0;
  let above = 0.45 * h;
  let below = 0.3 * h;
  for (const n of neighbours) {
    if (n === line || overlapX(n, line) <= 0) continue;
    if (n.y1 <= line.y0) above = Math.min(above, (line.y0 - n.y1) / 2);
    if (n.y0 >= line.y1) below = Math.min(below, (n.y0 - line.y1) / 2);
  }
  const left = Math.max(0, Math.floor(line.x0 - 0.5 * h));
  const top = Math.max(0, Math.floor(line.y0 - above));
  const right = Math.min(page.width, Math.ceil(line.x1 + 0.5 * h));
  const bottom = Math.min(page.height, Math.ceil(line.y1 + below));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** White around a line crop: Tesseract misreads glyphs that touch the image's edge. */
export const CROP_BORDER = 16;

/**
 * A rectangle of 8-bit grayscale page pixels as binary PGM, inside a white border of {@link CROP_BORDER}
 * pixels: the image a line is re-read from.
 */
export function cropPgm(pixels: Buffer, pageWidth: number, rect: LineCrop): Buffer {
  const w = rect.width + 2 * CROP_BORDER;
  const h = rect.height + 2 * CROP_BORDER;
  const header = Buffer.from(`P5\n${w} ${h}\n255\n`, 'ascii');
  const out = Buffer.alloc(header.length + w * h, 255);
  header.copy(out);
  for (let y = 0; y < rect.height; y++) {
    const from = (rect.top + y) * pageWidth + rect.left;
    pixels.copy(out, header.length + (y + CROP_BORDER) * w + CROP_BORDER, from, from + rect.width);
  }
  return out;
}

/**
 * Re-reads a page's candidate lines (page coordinates) with `readSpanish` and returns the lines with the
 * accents adopted, plus how many lines were re-read. `readSpanish` gets each line's crop and answers with
 * the words it read in the crop's coordinates (border included); a line whose re-reading fails keeps its
 * English words, save an abort, which propagates.
 */
export async function restoreAccents(
  lines: readonly OcrLine[],
  page: { width: number; height: number; pixels: Buffer },
  readSpanish: (image: Buffer) => Promise<OcrLine[]>,
  isAbort: (e: unknown) => boolean,
): Promise<{ lines: OcrLine[]; reread: number }> {
  const wanted = new Set(candidateLines(lines));
  if (wanted.size === 0) return { lines: [...lines], reread: 0 };
  const out = await Promise.all(
    lines.map(async (line) => {
      if (!wanted.has(line)) return line;
      const rect = lineCrop(line, lines, page);
      let read: OcrLine[];
      try {
        read = await readSpanish(cropPgm(page.pixels, page.width, rect));
      } catch (e) {
        if (isAbort(e)) throw e;
        return line;
      }
      const dx = rect.left - CROP_BORDER;
      const dy = rect.top - CROP_BORDER;
      const words = read.flatMap((l) =>
        l.words.map((w) => ({ ...w, x0: w.x0 + dx, x1: w.x1 + dx, y0: w.y0 + dy, y1: w.y1 + dy })),
      );
      return mergeSpanishLine(line, words);
    }),
  );
  return { lines: out, reread: wanted.size };
}
