import { isAllCaps } from '../../normalize/names';
import { nameEndingAt, readName } from '../../text/read-name';

export type AliasPair = { primary: string; alias: string };

// "X, also (sometimes, otherwise) known as Y", "X, formerly Y", "X (formerly Y)", "X f/k/a Y", "X, née Y".
// ("X, now Y" names the person by Y: see aliasPairs.)
const ALIAS_RE =
  /(?:,\s*|[ \t]+|\s*\(\s*)(?:a\/k\/a|aka|(?:also|sometimes|otherwise)\s+known\s+as|f\/k\/a|n\/k\/a|formerly(?:\s+known\s+as)?|now\s+known\s+as|n[ée]e)\s+/gi;

/**
 * Other names a person is given in the document: the name after an alias word belongs to the person named
 * right before it (one person, one entry; the first-named form is the one the document uses for the role).
 */
export function aliasPairs(text: string): AliasPair[] {
  const out: AliasPair[] = [];
  for (const m of text.matchAll(ALIAS_RE)) {
    const primary = nameEndingAt(text, m.index ?? 0);
    let at = (m.index ?? 0) + m[0].length;
    // "also known as J. Antonio Lucero and Tony Lucero" (or "... and as Tony Lucero"): each name of the list.
    for (let n = 0; primary && n < 4; n++) {
      const alias = readName(text, at);
      if (!alias) break;
      // "..., and MAE LYNN ORTIZ": a name printed in another case style is the next party, not an alias.
      const previous = out.at(-1);
      if (n > 0 && previous && isAllCaps(previous.alias) !== isAllCaps(alias.name)) break;
      out.push({ primary: primary.name, alias: alias.name });
      const sep = text
        .slice(alias.end, alias.end + 12)
        .match(/^\s*(?:,\s*(?:and\s+)?(?:as\s+)?|and\s+(?:as\s+)?|&\s*)(?=\p{Lu})/u);
      if (!sep) break;
      at = alias.end + sep[0].length;
    }
  }
  // "married THI LAN NGUYEN, now Thi Lan Nguyen Pruitt": the name she has now is the one she goes by; the one
  // before it was hers.
  for (const m of text.matchAll(/,\s*now\s+(?=\p{Lu})/gu)) {
    const before = nameEndingAt(text, m.index ?? 0);
    const now = readName(text, (m.index ?? 0) + m[0].length);
    if (before && now) out.push({ primary: now.name, alias: before.name });
  }
  // "That JOHN Q. DOE, the decedent named in the attached certificate, is the same person as JOHN DOE named in
  // ...": the name after belongs to the first name of the sentence.
  for (const m of text.matchAll(
    /\b(?:is|was|being)\s+(?:one\s+and\s+)?the\s+(?:same|identical)\s+person\s+(?:as|who\s+is)\s+/gi,
  )) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 300), at);
    // The statement starts after the last sentence end, colon ("deposes and says:") or blank line.
    const ends = [...before.matchAll(/(?<!\b\p{Lu})\.(?=\s)|[:;]|\n[ \t]*\n/gu)];
    const last = ends.at(-1);
    const from = at - before.length + (last ? (last.index ?? 0) + last[0].length : 0);
    let primary: ReturnType<typeof readName> = null;
    for (let p = from; p < at && !primary; p++)
      if (/\p{Lu}/u.test(text[p] ?? '') && !/[\p{L}.'’-]/u.test(text[p - 1] ?? ''))
        primary = readName(text, p);
    const alias = readName(text, at + m[0].length);
    if (primary && alias && primary.end <= at) out.push({ primary: primary.name, alias: alias.name });
  }
  return out;
}
