import { isAllCaps } from '../../normalize/names';
import { nameEndingAt, readName } from '../../text/read-name';

export type AliasPair = { primary: string; alias: string };

// "X, also known as Y", "X, formerly Y", "X (formerly Y)", "X f/k/a Y", "X, née Y".
const ALIAS_RE =
  /(?:,\s*|[ \t]+|\s*\(\s*)(?:a\/k\/a|aka|also\s+known\s+as|f\/k\/a|n\/k\/a|formerly(?:\s+known\s+as)?|now\s+known\s+as|n[ée]e)\s+/gi;

/**
 * Other names a person is given in the document: the name after an alias word belongs to the person named
 * right before it (one person, one entry; the first-named form is the one the document uses for the role).
 */
export function aliasPairs(text: string): AliasPair[] {
  const out: AliasPair[] = [];
  for (const m of text.matchAll(ALIAS_RE)) {
    const primary = nameEndingAt(text, m.index ?? 0);
    let at = (m.index ?? 0) + m[0].length;
    // "also known as J. Antonio Lucero and Tony Lucero": each name of the list.
    for (let n = 0; primary && n < 4; n++) {
      const alias = readName(text, at);
      if (!alias) break;
      // "..., and MAE LYNN ORTIZ": a name printed in another case style is the next party, not an alias.
      const previous = out.at(-1);
      if (n > 0 && previous && isAllCaps(previous.alias) !== isAllCaps(alias.name)) break;
      out.push({ primary: primary.name, alias: alias.name });
      const sep = text
        .slice(alias.end, alias.end + 12)
        .match(/^\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)(?=\p{Lu})/u);
      if (!sep) break;
      at = alias.end + sep[0].length;
    }
  }
  return out;
}
