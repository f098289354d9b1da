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

export function heirsNamedInRecital(text: string): Mention[] {
  const out: Mention[] = [];
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
