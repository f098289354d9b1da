import { normalizeRelationship, RELATIONSHIP_WORDS } from '../../normalize/relationships';

const REL = RELATIONSHIP_WORDS;

/**
 * Kinship words said once for a whole list, in the list's order: "A and B, the Decedent's daughter and son", "A, B
 * and C, his son, daughter and nephew, respectively". Each name takes its own word; null when the words do not
 * pair off one to one with the names (a plural group word, "her children", gives every name the same kinship and
 * is read elsewhere).
 */
export function respectiveKinship(text: string, listEnd: number, count: number): string[] | null {
  if (count < 2) return null;
  const m = text
    .slice(listEnd, listEnd + 160)
    .match(
      new RegExp(
        `^\\s*,\\s*(?:who\\s+are\\s+)?(?:respectively\\s+)?(?:the\\s+)?(?:(?:decedent|deceased|transferor|grantor|owner|testat(?:or|rix))['’]?s|his|her)\\s+((?:${REL})(?:\\s*,\\s*(?:${REL}))*\\s*,?\\s+and\\s+(?:${REL}))\\b`,
        'i',
      ),
    );
  if (!m) return null;
  const words = m[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  // A plural word ("sons and daughters") names groups, not one relative each.
  if (words.length !== count || words.some((w) => /(?:s|children)$/i.test(w))) return null;
  const kin = words.map((w) => normalizeRelationship(w));
  return kin.every((k) => k !== null) ? (kin as string[]) : null;
}
