import type { Doc } from '../../text/doc';
import { nameEndingAt } from '../../text/read-name';
import type { Mention, Role } from '../registry';
import { addressAfterName } from './address-near';
import { readPartyList } from './party-list';

/**
 * People an ordinary deed or release names because an owner or borrower died: the dead owner ("the sole heirs
 * at law of X, deceased", "unto the Estate of X, Deceased") and the fiduciary of that estate ("c/o Y,
 * Executor"), or the one the grantor inherited from ("acquired by Grantor by inheritance from her mother, X, who
 * died intestate"), or whose surviving spouse releases ("X, surviving spouse of Y, deceased"), or whose survivor conveys ("Grantor X is
 * the surviving joint tenant of Y, deceased"). No one died "in" such an instrument, so neither is its decedent.
 */

/** Words after a name that say its bearer is dead. */
const DEAD_RE = /^,?\s*(?:now\s+)?(?:deceased|dec'd|who\s+died|late\s+of)\b/i;

const FIDUCIARY_OF_ESTATE_RE =
  /\b(?:execut(?:ors?|rix)|administrat(?:ors?|rix)|personal\s+representatives?)\s+of\s+the\s+estate\s+of\s+(?:the\s+)?(?:late\s+)?$/i;

/** "by Deed of Distribution from Y, Personal Representative": the grantor of an earlier deed, named in its recital. */
const PRIOR_DEED_FROM_RE = /\b(?:deed|conveyance)(?:\s+of\s+(?!trust\b)[\p{L}]+)?\s+from\s+(?:the\s+)?$/iu;

export function deceasedOwnerMentions(doc: Doc): Mention[] {
  const out: Mention[] = [];
  for (const m of doc.text.matchAll(
    /\b(?:(?:heirs?(?:\s+at\s+law)?(?:\s+and\s+(?:devisees?|distributees?))?|devisees?|distributees?|estate)\s+of|(?:surviving\s+)?(?:spouse|widow|widower|joint\s+tenant|tenant\s+by\s+the\s+entirety)\s+of|(?:inheritance|descent)\s+from(?:\s+(?:his|her|their)\s+(?:late\s+)?\p{Ll}+,)?)\s+(?:the\s+(?:said\s+)?|said\s+)?(?:late\s+)?(?=\p{Lu})/giu,
  )) {
    const n = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 1).names[0];
    // "Y, Personal Representative of the Estate of X": an estate with a fiduciary is a dead person's.
    const administered = FIDUCIARY_OF_ESTATE_RE.test(
      doc.text.slice(Math.max(0, (m.index ?? 0) - 60), (m.index ?? 0) + m[0].length),
    );
    if (n && (administered || DEAD_RE.test(doc.text.slice(n.span.end, n.span.end + 20))))
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  // A Louisiana succession is a dead person's estate, and "the late X" a dead person: "by Judgment of Possession
  // ... in the matter entitled "Succession of X"; the late X having acquired said property by act ...".
  for (const m of doc.text.matchAll(/\b(?:succession\s+of|the\s+late)\s+(?=\p{Lu})/giu)) {
    const n = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 1).names[0];
    if (n) out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  return out;
}

const OFFICES: [RegExp, Role][] = [
  [/^execut(?:or|rix)/i, 'executor'],
  [/^administrat(?:or|rix)/i, 'administrator'],
  [/^personal/i, 'personal_representative'],
];

/** "Y, Executor, 1127 Elm St, ...": the fiduciary of the dead owner's or borrower's estate, with the address given. */
export function estateFiduciaryMentions(doc: Doc): Mention[] {
  const out: Mention[] = [];
  for (const m of doc.text.matchAll(
    /,[ \t]*(?:as[ \t]+)?(?:the[ \t]+)?(?:co-?|successor[ \t]+|independent[ \t]+)?(execut(?:or|rix)|administrat(?:or|rix)|personal[ \t]+representative)\b/gi,
  )) {
    const r = nameEndingAt(doc.text, m.index ?? 0);
    const role = OFFICES.find(([re]) => re.test(m[1]!))?.[1];
    if (!r || !role) continue;
    const end = (m.index ?? 0) + m[0].length;
    const prior = PRIOR_DEED_FROM_RE.test(doc.text.slice(Math.max(0, r.start - 60), r.start));
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      role: prior ? 'other' : role,
      address: addressAfterName(doc.text, end),
      confidence: 0.7,
    });
  }
  return out;
}
