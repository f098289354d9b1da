import type { Doc } from '../../text/doc';
import { readName } from '../../text/read-name';
import { sentenceStart } from './family';

/**
 * "Mark Edward Schaefer died on October 30, 2020, survived by one child, Tyler James Schaefer, who takes his
 * father's share by representation": the child who died is the taker's father, so the decedent's son. Also "X died on
 * ..., leaving two children, A and B, who take her share by representation": the share is the one who died's, so
 * "her" is X's (a share taken by representation is the parent's, not the taker's own). Returns each such child's
 * name with the kinship the words give.
 */
export function parentsByRepresentation(doc: Doc): { name: string; relationship: 'son' | 'daughter' }[] {
  const text = doc.text;
  const out: { name: string; relationship: 'son' | 'daughter' }[] = [];
  for (const m of text.matchAll(
    /\b(?:his|her|their)\s+(?:deceased\s+|late\s+)?(father|mother)['’]s\s+(?:share|portion|interest|part)\b|\b(?:who|which|they|each\s+of\s+whom)\s+(?:shall\s+|will\s+|are\s+to\s+)?(?:take|takes|receive|receives|inherit|inherits|share\s+in|divide)\s+(his|her)\s+(?:share|portion|interest|part)\b(?=[^.;]{0,40}?\b(?:by\s+(?:right\s+of\s+)?representation|per\s+stirpes)\b)/gi,
  )) {
    const at = m.index ?? 0;
    const start = sentenceStart(text, at);
    const lead =
      text.slice(start, at).match(/^\s*(?:\(?(?:\d{1,2}|[a-z])[.)]\s+)?(?:that\s+)?/i)?.[0].length ?? 0;
    const r = readName(text, start + lead);
    if (!r) continue;
    // The sentence is about that child's death and who survived it.
    if (
      !/^,?\s+(?:(?:who|also)\s+)?(?:died|predeceased|passed\s+away)\b[^.;]*\b(?:survived\s+by|leaving|left)\b/i.test(
        text.slice(r.end, at),
      )
    )
      continue;
    const word = (m[1] ?? m[2]!).toLowerCase();
    out.push({ name: r.name, relationship: word === 'father' || word === 'his' ? 'son' : 'daughter' });
  }
  return out;
}
