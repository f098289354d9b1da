import type { NormalizedAddress } from '../../normalize/addresses';
import type { Doc } from '../../text/doc';
import { readName } from '../../text/read-name';
import type { Located } from '../registry';
import { readAddress } from './address-near';

/**
 * Addresses a sentence of their own gives named people: "The mailing address of JOHN R. DOE is P.O. Box 12,
 * Anytown, ...", "The current address of Mary Roe is 4 Elm St, ...". The name is read between "of" and "is"; a
 * role word instead of a name ("the address of the affiant is") is read where the role is known.
 */
export function addressesOfNamed(doc: Doc): { name: string; address: Located<NormalizedAddress> }[] {
  const text = doc.text;
  const out: { name: string; address: Located<NormalizedAddress> }[] = [];
  for (const m of text.matchAll(
    /\b(?:(?:mailing|post[ \t]+office|current|residence|present|last[ \t]+known)[ \t]+)?address(?:es)?[ \t]+of[ \t]+(?=\p{Lu})/gu,
  )) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    const is = text.slice(r.end, r.end + 20).match(/^\s*,?\s*(?:is|was)\s*:?\s*/);
    if (!is) continue;
    const address = readAddress(text, r.end + is[0].length, 2);
    if (address) out.push({ name: r.name, address });
  }
  return out;
}
