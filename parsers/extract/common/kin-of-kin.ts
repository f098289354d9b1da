import { normalizeRelationship, RELATIONSHIP_WORDS } from '../../normalize/relationships';

const REL = RELATIONSHIP_WORDS;

/**
 * A kinship told through another relative of the decedent: "X, the only child of the decedent's son, Y" /
 * "X, a daughter of his late brother". The first word is X's relation to that relative, not to the decedent.
 */
const KIN_OF_KIN_RE = new RegExp(
  String.raw`^\s*,\s*(?:a|an|the)\s+(?:(?:only|sole|eldest|oldest|youngest|surviving|adult|minor)\s+)?(${REL})\s+of\s+(?:(?:the\s+)?(?:said\s+)?(?:decedent|deceased)['’]?s|his|her|their)\s+(?:(?:late|deceased|predeceased|only|eldest|oldest|youngest)\s+)?(${REL})\b`,
  'i',
);

const DESCENDANT = new Set(['son', 'daughter', 'child']);

/**
 * The decedent's relation to a person described as a relative's relative, read from the words right after the
 * name: `undefined` when the words say no such thing; otherwise the composed relation (a child's child is a
 * grandchild; a sibling's son or daughter a nephew or niece), or null when it does not compose into the
 * vocabulary (a sibling's child of unstated sex, a spouse's parent).
 */
export function kinOfKin(after: string): string | null | undefined {
  const m = after.match(KIN_OF_KIN_RE);
  if (!m) return undefined;
  const own = normalizeRelationship(m[1]!);
  const via = normalizeRelationship(m[2]!);
  if (!own || !via) return null;
  if (DESCENDANT.has(own) && DESCENDANT.has(via)) return 'grandchild';
  if (via === 'sibling' && own === 'son') return 'nephew';
  if (via === 'sibling' && own === 'daughter') return 'niece';
  return null;
}
