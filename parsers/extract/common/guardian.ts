import type { NormalizedAddress } from '../../normalize/addresses';
import { normalizeRelationship, RELATIONSHIP_WORDS } from '../../normalize/relationships';
import { nameEndingAt, readName } from '../../text/read-name';
import { namePattern } from '../../text/regex-escape';
import type { Located } from '../registry';
import { readAddress } from './address-near';

const REL = RELATIONSHIP_WORDS;

export type GuardianSigner = {
  guardian: { name: string; span: { start: number; end: number } };
  ward: { name: string; span: { start: number; end: number } };
  /** The guardian's own kinship to the decedent ("..., a minor, and sister of decedent"). */
  relationship: string | null;
  /** The guardian's residence printed under the block, and whether the ward is said to live there too. */
  address: Located<NormalizedAddress> | null;
  wardLivesThere: boolean;
  /** Whether the guardian's words open a signature block (the line above is the signature rule). */
  signs: boolean;
};

/** Whether the line holding `at` starts with the name and has a signature rule (or "By: ____") right above it. */
function underSignatureRule(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  if (text.slice(lineStart, at).trim()) return false;
  const above = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, Math.max(0, lineStart - 1));
  return /^[ \t]*(?:By:?[ \t]*)?_{5,}[ \t_]*$/.test(above);
}

/**
 * A declarant who signs for an heir who cannot sign ("LORENA X, as guardian of the estate of SOFIA Y, a minor",
 * "as conservator of the estate of Z", "as guardian ad litem for W", a parent "as natural guardian and next friend of V",
 * or the bare title "X, Guardian of the Estate of Y, a minor"): the ward is the successor, the guardian only
 * swears. A signature rule or a form's "(SIGNATURE OF DECLARANT)" label may stand between the words of the
 * capacity when the block is printed beside its signature line.
 */
export function guardianSigners(text: string): GuardianSigner[] {
  const out: GuardianSigner[] = [];
  // (What a form prints beside or under a signer's words: signature rules, "> ____", "(SIGNATURE OF DECLARANT)".)
  const noise = String.raw`(?:[\s>_]|\((?:SIGNATURE|TYPE\s+OR\s+PRINT)[^)\n]{0,40}\))*`;
  const capacity = new RegExp(
    String.raw`,\s*(?:as\s+)?(?:the\s+)?(?:(?:court[\s-]+appointed|legal|general|natural)\s+)?(?:guardian|conservator)(?:\s+ad\s+litem)?${noise}(?:and${noise}next${noise}friend${noise})?(?:(?:of|for)${noise}the${noise}(?:estate|person)(?:${noise}and${noise}(?:estate|person))?${noise})?(?:of|for)${noise}(?=\p{Lu})`,
    'giu',
  );
  for (const m of text.matchAll(capacity)) {
    const guardian = nameEndingAt(text, m.index ?? 0);
    const ward = readName(text, (m.index ?? 0) + m[0].length);
    if (!guardian || !ward) continue;
    // The words after the ward's name, without the form's labels, up to the block's end (a blank line).
    const rest = text.slice(ward.end, ward.end + 300).split(/\n[ \t]*\n/)[0]!;
    const plain = rest.replace(new RegExp(noise.replace(/\*$/, '+'), 'g'), ' ');
    const kin = plain.match(
      new RegExp(
        String.raw`^\s*,?\s*(?:(?:a|an)\s+(?:minor|incapacitated\s+person|protected\s+person)\s*,?\s*)?(?:and\s+)?(?:the\s+)?(${REL})\s+of\s+(?:the\s+)?(?:said\s+)?(?:decedent|deceased)\b`,
        'i',
      ),
    );
    let address: Located<NormalizedAddress> | null = null;
    let lineStart = rest.indexOf('\n');
    while (lineStart >= 0 && !address) {
      address = readAddress(text, ward.end + lineStart + 1, 3);
      lineStart = rest.indexOf('\n', lineStart + 1);
    }
    const after = address ? text.slice(address.span.end, address.span.end + 80) : '';
    out.push({
      guardian: { name: guardian.name, span: { start: guardian.start, end: guardian.end } },
      ward: { name: ward.name, span: { start: ward.start, end: ward.end } },
      relationship: kin ? normalizeRelationship(kin[1]!) : null,
      address,
      wardLivesThere:
        /^\s*\(?\s*(?:residence|address)\s+of\s+(?:the\s+)?guardian\s+and\s+(?:the\s+)?(?:minor|ward)\b/i.test(
          after,
        ),
      signs: underSignatureRule(text, guardian.start),
    });
  }
  // "SOFIA Y, a minor, by PATRICIA X, her mother and natural guardian": the ward signs through the parent.
  for (const m of text.matchAll(
    /,\s*(?:a\s+minor|an?\s+(?:incapacitated|protected)\s+person)\s*,?\s+(?:by\s+and\s+through|by|through)\s+(?=\p{Lu})/giu,
  )) {
    const ward = nameEndingAt(text, m.index ?? 0);
    const guardian = readName(text, (m.index ?? 0) + m[0].length);
    if (!ward || !guardian) continue;
    if (
      !/^\s*,?\s*(?:(?:his|her|their)\s+(?:mother|father|parents?)\s*(?:and\s+)?)?(?:(?:natural|legal|general)\s+)?guardian\b|^\s*,?\s*(?:his|her|their)\s+(?:mother|father|parents?)\b/i.test(
        text.slice(guardian.end, guardian.end + 60),
      ) ||
      out.some((o) => o.ward.name === ward.name && o.guardian.name === guardian.name)
    )
      continue;
    const home = wardsHome(text, ward.name);
    out.push({
      guardian: { name: guardian.name, span: { start: guardian.start, end: guardian.end } },
      ward: { name: ward.name, span: { start: ward.start, end: ward.end } },
      relationship: null,
      address: home,
      wardLivesThere: home !== null,
      signs: false,
    });
  }
  return out;
}

/**
 * Where a minor lives with the parent who signs for them: "SOFIA Y, a minor, age 15 ... residing with her mother at
 * 2207 Tealbrook Dr., ..." (a table's address cell may carry the words): the parent's home too.
 */
function wardsHome(text: string, ward: string): Located<NormalizedAddress> | null {
  const escaped = namePattern(ward);
  for (const m of text.matchAll(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'giu'))) {
    const end = (m.index ?? 0) + m[0].length;
    const lives = text
      .slice(end, end + 160)
      .match(
        /^[^.;]{0,100}?\b(?:resid(?:es|ing)|lives|living)\s+with\s+(?:his|her|their)\s+(?:mother|father|parents?|guardian)\b[^.;\d]{0,60}?\bat\s+/i,
      );
    const address = lives ? readAddress(text, end + lives[0].length, 0) : null;
    if (address) return address;
  }
  return null;
}

/**
 * A minor heir's parent named as the one the minor lives with ("a minor, who resides with his mother and natural
 * guardian, X, at <street>"): a named non-party who takes nothing, with the home the sentence gives.
 */
export function minorsParents(
  text: string,
): { name: string; span: { start: number; end: number }; address: Located<NormalizedAddress> | null }[] {
  const out: ReturnType<typeof minorsParents> = [];
  for (const m of text.matchAll(
    /\b(?:his|her|their)\s+(?:mother|father|parents?)\s+and\s+(?:natural\s+|legal\s+|general\s+)?guardians?,?\s+(?:is\s+)?/gi,
  )) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    const at = text
      .slice(r.end, r.end + 30)
      .match(/^\s*,?\s*(?:who\s+resides\s+)?(?:at|of|residing\s+at)\s+/i);
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      address: at ? readAddress(text, r.end + at[0].length, 0) : null,
    });
  }
  return out;
}

/**
 * A parent named before the words that make her the ward's guardian: "... is claimed on her behalf by COLLEEN M.
 * HOLLOWAY, her mother and guardian of her estate, 1418 34th Street, Sacramento, CA 95816, who signs". The "her"
 * is the ward's, so the kinship is to the ward, not to the decedent; the address after the clause is the parent's.
 */
export function parentsNamedAsGuardians(text: string): {
  name: string;
  clause: { start: number; end: number };
  address: Located<NormalizedAddress> | null;
}[] {
  const out: ReturnType<typeof parentsNamedAsGuardians> = [];
  for (const m of text.matchAll(
    /,\s*(?:his|her|their)\s+(?:mother|father|parents?)\s+and\s+(?:natural\s+|legal\s+|general\s+)?guardians?(?:\s+(?:of|for)\s+(?:his|her|their|the)\s+(?:estate|person)(?:\s+and\s+(?:estate|person))?)?\s*,?\s*/gi,
  )) {
    const at = m.index ?? 0;
    const r = nameEndingAt(text, at);
    if (!r) continue;
    out.push({
      name: r.name,
      clause: { start: r.start, end: at + m[0].length },
      address: readAddress(text, at + m[0].length, 0),
    });
  }
  return out;
}
