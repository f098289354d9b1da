import { readName } from '../../text/read-name';
import type { Mention } from '../registry';

// The takers' title, then the takers in apposition and the verb that says what they take: "The claiming
// successors, Affiant and Brian K. Doe, are each entitled to one-half", "the distributees, the undersigned and
// Mary Roe, are entitled to ...". The affiant may be one of them, named by the word only.
const TITLE_RE =
  /\b(?:the\s+)?(?:(?:claiming|surviving|rightful|legal)\s+)?(?:successors?|distributees?|heirs?(?:\s+at\s+law)?)\s*,\s*(?=\p{Lu}|the\s+undersigned\b)/giu;
const SELF_RE = /^(?:(?:the\s+|your\s+)?(?:affiant|declarant|undersigned)|myself|I)\b/i;
const SEPARATOR_RE = /^\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)/i;
const VERB_RE =
  /^\s*,?\s*(?:(?:are|were|is)\s+(?:each\s+|both\s+|all\s+|jointly\s+)?entitled|(?:are|were|is)\s+the\s+(?:only|sole)\b|(?:each\s+)?(?:take|takes|inherit|inherits|succeed|succeeds)\b)/i;

/** Takers named in apposition to their title (see TITLE_RE): their names, and whether the affiant is one. */
export function successorsInApposition(text: string): { names: Mention[]; affiant: boolean } {
  const names: Mention[] = [];
  let affiant = false;
  for (const m of text.matchAll(TITLE_RE)) {
    const found: Mention[] = [];
    let self = false;
    let at = (m.index ?? 0) + m[0].length;
    for (let n = 0; n < 8; n++) {
      const rest = text.slice(at, at + 80);
      const me = rest.match(SELF_RE);
      const r = me ? null : readName(text, at);
      if (me) {
        self = true;
        at += me[0].length;
      } else if (r) {
        found.push({ name: r.name, span: { start: r.start, end: r.end }, role: 'heir', confidence: 0.7 });
        at = r.end;
      } else break;
      const sep = text.slice(at, at + 10).match(SEPARATOR_RE);
      // The list ends where its verb comes; a comma before the verb separates nothing.
      if (VERB_RE.test(text.slice(at, at + 60))) {
        if (found.length + (self ? 1 : 0) >= 1) {
          names.push(...found);
          affiant ||= self;
        }
        break;
      }
      if (!sep) break;
      at += sep[0].length;
    }
  }
  return { names, affiant };
}
