import { isEntity } from '../../normalize/names';
import type { Doc } from '../../text/doc';
import { nameEndingAt, readName } from '../../text/read-name';
import type { Mention } from '../registry';

/**
 * The person named to carry on the decedent's trust: "leaves the residue of her estate to X, as successor trustee of
 * the Y Living Trust", "My daughter, X, is named Successor Trustee of said trust", "X shall serve as successor
 * trustee". Who takes for the trust holds the estate as its trustee, not as an heir or devisee in person.
 */
export function successorTrusteeMentions(doc: Doc): Mention[] {
  const out: Mention[] = [];
  const add = (r: { name: string; start: number; end: number } | null) => {
    if (!r || isEntity(r.name)) return;
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      role: 'successor_trustee',
      confidence: 0.7,
    });
  };
  for (const m of doc.text.matchAll(
    /,?[ \t]*\n?[ \t]*(?:as|is\s+(?:hereby\s+)?(?:named|appointed|designated)(?:\s+as)?|shall\s+(?:serve|act)\s+as)\s+(?:the\s+|its\s+|my\s+)?successor\s+trustee\b/gi,
  ))
    add(nameEndingAt(doc.text, m.index ?? 0));
  // A co-trustee the affiant names beside themself: "The other Successor Trustee is my sister, X, of ...".
  for (const m of doc.text.matchAll(
    /\b(?:the\s+)?other\s+(?:co-?)?successor\s+(?:co-?)?trustee\s+is\s+(?:(?:my|his|her|our)\s+\w+\s*,\s*)?(?=\p{Lu})/giu,
  ))
    add(readName(doc.text, (m.index ?? 0) + m[0].length));
  return out;
}
