import { normalizeRelationship } from '../../normalize/relationships';

const KIN = String.raw`(?:(?:step|grand|half[\s-]?)?(?:sons?|daughters?|child(?:ren)?|brothers?|sisters?|nephews?|nieces?)|wife|husband|spouse|widow(?:er)?|father|mother)`;

/**
 * Kinships a statement gives the affiants together, in the order they were named: "the affiants, who are the
 * Decedent's son and daughter", "the undersigned, being respectively the decedent's widow, son and daughter". One
 * kinship for each affiant; null when there is no such statement.
 */
export function affiantsKinship(text: string): { at: number; kin: string[] } | null {
  const m = text.match(
    new RegExp(
      String.raw`\b(?:the\s+)?(?:affiants|declarants|deponents|undersigned)\b,?\s+(?:who\s+are|being|are)\s+(?:respectively\s+)?(?:the\s+)?(?:decedent|deceased)['’]?s\s+(${KIN}(?:\s*,\s*${KIN})*,?\s+and\s+${KIN})\b`,
      'i',
    ),
  );
  if (!m) return null;
  const kin = m[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((w) => normalizeRelationship(w));
  if (kin.some((k) => !k)) return null;
  return { at: m.index ?? 0, kin: kin as string[] };
}
