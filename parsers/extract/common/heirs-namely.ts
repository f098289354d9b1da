import type { Mention } from '../registry';
import { readPartyList } from './party-list';

/**
 * A fiduciary deed's recital that names the heirs after the words: "WHEREAS, the heirs at law of the decedent,
 * namely A, a daughter, and B, a son, being all of the heirs at law of the decedent, have consented in writing to
 * the sale" (or "the decedent's heirs at law, to wit: A and B"). The people listed are the heirs (those the
 * recitals name as heirs, whether or not they take here).
 */
const HEIRS_NAMELY_RE =
  /\b(?:(?:the\s+|said\s+)*(?:decedent|deceased)['’]?s\s+)?(?:sole\s+|only\s+|surviving\s+)*(?:heirs(?:\s+at\s+law)?|distributees)(?:\s+of\s+(?:the\s+|said\s+)*(?:decedent|deceased))?\s*,?\s*(?:namely|to\s+wit|viz\.?)\s*[,:]?\s*(?=\p{Lu})/giu;

/**
 * The heirs named before the words, as the decedent's children: "survived by his wife, W, and his two adult
 * children, A and B, who are his sole heirs at law". The list ends where the clause says they are the heirs; the
 * children's kinship is "child" (the recital does not say which is a son and which a daughter).
 */
const CHILDREN_WHO_ARE_HEIRS_RE =
  /\b(?:his|her|their|the\s+decedent['’]?s)\s+(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+)?(?:adult\s+|surviving\s+|living\s+)*children\s*,\s*(?=\p{Lu})/giu;

function childrenWhoAreHeirs(text: string): Mention[] {
  const out: Mention[] = [];
  for (const m of text.matchAll(CHILDREN_WHO_ARE_HEIRS_RE)) {
    const { names, end } = readPartyList(text, (m.index ?? 0) + m[0].length);
    if (
      !/^\s*,?\s*(?:who|which)\s+(?:are|were)\s+(?:all\s+)?(?:of\s+)?(?:his|her|their|the)\s+(?:sole\s+|only\s+|surviving\s+)*heirs\b/i.test(
        text.slice(end, end + 80),
      )
    )
      continue;
    for (const n of names)
      out.push({
        name: n.name,
        span: n.span,
        role: 'heir',
        relationship: n.relationship ?? 'child',
        address: n.address,
        confidence: 0.7,
      });
  }
  return out;
}

export function heirsNamedInRecital(text: string): Mention[] {
  const out: Mention[] = childrenWhoAreHeirs(text);
  for (const m of text.matchAll(HEIRS_NAMELY_RE))
    for (const n of readPartyList(text, (m.index ?? 0) + m[0].length).names)
      out.push({
        name: n.name,
        span: n.span,
        role: 'heir',
        relationship: n.relationship,
        address: n.address,
        confidence: 0.75,
      });
  return out;
}
