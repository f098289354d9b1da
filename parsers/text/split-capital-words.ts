/**
 * A word in capitals that a scan broke with a blank ("MAEVE O'DONNELL-McKE NNA", "ROSALI ND") where the document
 * prints the whole word elsewhere ("McKENNA" in the caption, "McKenna" in the acknowledgment): the halves are that
 * word. Only when one half is a fragment of three letters or fewer printed nowhere else on its own, so real words
 * the document uses apart are left as printed. The blank moves behind the word, so every page keeps its length.
 */

/** A word in capitals, perhaps behind a surname's small prefix ("McNU", "MacD", "DuBO"). */
const CAPS_WORD = String.raw`(?:Ma?c|D[eiu]|L[ae]|Van)?\p{Lu}+`;

/**
 * A word in small letters (perhaps capitalised) that a typed copy of a scan broke the same way ("Plat Book 12, Pa ge
 * 45", "this 3rd day of Mar ch, 2023"): joined on the same test, a fragment half printed nowhere else as it stands.
 */
const SMALL_PAIR_RE = /(?<![\p{L}\d'’-])(\p{Lu}?\p{Ll}+) (?=(\p{Ll}+)(?![\p{L}\d'’-]))/gu;

export function joinSplitCapitalWords(pages: readonly string[]): string[] {
  const count = new Map<string, number>();
  // (A half is a fragment when printed nowhere else in its own casing: "GE" of "RUTLED GE-FAMBRO" is no "Pa ge".)
  const asPrinted = new Map<string, number>();
  for (const page of pages)
    for (const w of page.matchAll(/\p{L}+/gu)) {
      const key = w[0].toLowerCase();
      count.set(key, (count.get(key) ?? 0) + 1);
      asPrinted.set(w[0], (asPrinted.get(w[0]) ?? 0) + 1);
    }
  const seen = (w: string) => count.get(w.toLowerCase()) ?? 0;
  const fragment = (w: string) => (asPrinted.get(w) ?? 0) === 1 && w.length <= 3;
  const pair = new RegExp(String.raw`(?<![\p{L}\d])(${CAPS_WORD}) (?=(\p{Lu}+)(?![\p{L}\d]))`, 'gu');
  const join = (line: string, re: RegExp, shortest: number) => {
    let out = '';
    let last = 0;
    for (const m of line.matchAll(re)) {
      const at = m.index ?? 0;
      if (at < last) continue;
      const [, a = '', b = ''] = m;
      const whole = a + b;
      // (A half printed only here is a fragment of three letters or fewer: "DE LEON" beside a "DeLeon" stays.)
      if (whole.length < shortest || seen(whole) < 1 || !(fragment(a) || fragment(b))) continue;
      // (The blank goes behind the rest of a hyphenated name: "RUTLEDGE-FAMBRO ", not "RUTLEDGE -FAMBRO".)
      const tail = line.slice(at + whole.length + 1).match(/^(?:-\p{L}+)*/u)?.[0] ?? '';
      out += `${line.slice(last, at)}${whole}${tail} `;
      last = at + whole.length + 1 + tail.length;
    }
    return out + line.slice(last);
  };
  return pages.map((page) => page.replace(/[^\n]+/g, (line) => join(join(line, pair, 5), SMALL_PAIR_RE, 4)));
}
