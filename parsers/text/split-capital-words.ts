/**
 * A word in capitals that a scan broke with a blank ("MAEVE O'DONNELL-McKE NNA", "ROSALI ND") where the document
 * prints the whole word elsewhere ("McKENNA" in the caption, "McKenna" in the acknowledgment): the halves are that
 * word. Only when one half is a fragment of three letters or fewer printed nowhere else on its own, so real words
 * the document uses apart are left as printed. The blank moves behind the word, so every page keeps its length.
 */

/** A word in capitals, perhaps behind a surname's small prefix ("McNU", "MacD", "DuBO"). */
const CAPS_WORD = String.raw`(?:Ma?c|D[eiu]|L[ae]|Van)?\p{Lu}+`;

export function joinSplitCapitalWords(pages: readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const page of pages)
    for (const w of page.matchAll(/\p{L}+/gu)) {
      const key = w[0].toLowerCase();
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  const seen = (w: string) => count.get(w.toLowerCase()) ?? 0;
  const pair = new RegExp(String.raw`(?<![\p{L}\d])(${CAPS_WORD}) (?=(\p{Lu}+)(?![\p{L}\d]))`, 'gu');
  return pages.map((page) =>
    page.replace(/[^\n]+/g, (line) => {
      let out = '';
      let last = 0;
      for (const m of line.matchAll(pair)) {
        const at = m.index ?? 0;
        if (at < last) continue;
        const [, a = '', b = ''] = m;
        const whole = a + b;
        // (A half printed only here is a fragment of three letters or fewer: "DE LEON" beside a "DeLeon" stays.)
        const fragment = (w: string) => seen(w) === 1 && w.length <= 3;
        if (whole.length < 5 || seen(whole) < 1 || !(fragment(a) || fragment(b))) continue;
        out += `${line.slice(last, at)}${whole} `;
        last = at + whole.length + 1;
      }
      return out + line.slice(last);
    }),
  );
}
