import { isEntity } from '../../normalize/names';
import type { Doc } from '../../text/doc';
import { readName } from '../../text/read-name';
import type { Mention } from '../registry';
import { addressUnderRuledName } from './signatures';

/**
 * Maryland's (and others') attorney's certification: "I HEREBY CERTIFY that the within instrument was prepared by or
 * under the supervision of the undersigned, an attorney admitted to practice ..." over a signature rule. The name
 * printed under that rule (the firm and its address below it) is the instrument's preparer, though no "Prepared by:"
 * label names him.
 */
const CERTIFIES_PREPARATION_RE =
  /\b(?:was|were|has\s+been)\s+prepared\s+by\s+(?:or\s+under\s+the\s+(?:direct\s+)?supervision\s+of\s+)?(?:the\s+)?undersigned\b/gi;

export function attorneyCertificateMentions(doc: Doc): Mention[] {
  const out: Mention[] = [];
  const lines = doc.lines;
  for (const m of doc.text.matchAll(CERTIFIES_PREPARATION_RE)) {
    const i = lines.findIndex((l) => l.start <= (m.index ?? 0) && (m.index ?? 0) <= l.end);
    if (i < 0) continue;
    for (let j = i + 1; j < Math.min(lines.length - 1, i + 10); j++) {
      const rule = lines[j]!.text.match(/^([ \t]*)_{5,}[ \t]*$/);
      if (!rule) continue;
      const next = lines[j + 1]!;
      const at = next.text.search(/\S/);
      const r = at >= 0 ? readName(doc.text.slice(0, next.end), next.start + at) : null;
      if (r && !isEntity(r.name) && r.end >= next.start + next.text.trimEnd().length - 1)
        out.push({
          name: r.name,
          span: { start: r.start, end: r.end },
          role: 'preparer',
          address: addressUnderRuledName(doc, r.start, r.end),
          confidence: 0.8,
        });
      break;
    }
  }
  return out;
}
