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
  // "Affiant THI X is the surviving spouse of Y, a/k/a O. R. Y (the "Decedent"), and resides at 1418 Elm Drive, ...":
  // a co-affiant's statement of who they are and where they live, said of the name after the role word. (Its
  // clause may hold an alias's initials; it ends at a sentence's period or a semicolon.)
  for (const m of text.matchAll(/\b(?:[Aa]ffiant|AFFIANT|[Dd]eclarant|DECLARANT)[ \t]+(?=\p{Lu})/gu)) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    const says = text
      .slice(r.end, r.end + 300)
      .match(
        /^,?\s+(?:is|was)\s+(?:[^.;]|(?<=\b\p{Lu})\.){0,240}?,?\s+and\s+(?:currently\s+)?(?:resides|lives)\s+at\s+/u,
      );
    const address = says ? readAddress(text, r.end + says[0].length, 2) : null;
    if (address) out.push({ name: r.name, address });
  }
  return out;
}
