import type { Doc } from '../../text/doc';
import type { Mention } from '../registry';
import { readPartyList } from './party-list';

/**
 * Earlier owners named in a chain-of-title recital ("by deed from Harold F. Whitcomb and Eleanor Whitcomb, his
 * wife", "inherited from Dorothy M. Fischer, deceased", "Grant Deed ... executed by X to Y", "Deed dated ... and recorded ..., from X to Y"): named
 * non-parties of this instrument.
 */
const PRIOR_OWNER_RE =
  /\b(?:deed|conveyance)\s+from\s+|\bsame\s+(?:premises|property|land|real\s+estate)\s+which\s+|\b(?:inherited|acquired|purchased|received)\s+(?:title\s+|the\s+(?:said\s+)?(?:property|premises|real\s+estate)\s+)?from\s+|\bdeed\b[^.;]{0,80}?\bexecuted\s+by\s+|\bdeed\s+dated\b(?:[^.;]|(?<=\bNo)\.){0,160}?,?\s+from\s+(?=[A-Z]{2})/gi;

export function priorOwnerMentions(doc: Doc): Mention[] {
  const out: Mention[] = [];
  for (const m of doc.text.matchAll(PRIOR_OWNER_RE)) {
    const { names } = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4);
    for (const n of names)
      out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  return out;
}
