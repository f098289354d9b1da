import { normalizeRelationship } from '../../normalize/relationships';
import { nameEndingAt, readName } from '../../text/read-name';
import { namePattern } from '../../text/regex-escape';

export type SpouseChild = { name: string; start: number; end: number; relationship: string };

/** "my wife's", "his husband's", "the decedent's spouse's": the spouse whose child is named. */
const SPOUSES = String.raw`(?:my|his|her|(?:the\s+)?(?:decedent|deceased|testator|testatrix)['’]?s)\s+(?:wife|husband|spouse)['’]s\s+(son|daughter|child)`;

/**
 * The child of the decedent's spouse, named either side of the words ("X, my wife's son, whom I legally adopted",
 * "My husband's daughter, Y, has not been adopted by me"): a stepchild, unless the sentence tells the decedent
 * adopted the child, who is then the decedent's own son or daughter.
 */
export function spouseChildren(text: string): SpouseChild[] {
  const out: SpouseChild[] = [];
  const kinship = (word: string, clauseFrom: number): string | null => {
    // The rest of the sentence (a period after an initial does not end it).
    const clause = text.slice(clauseFrom, clauseFrom + 240).split(/(?<!\b\p{Lu})\.(?:\s|$)/u)[0] ?? '';
    const adopted =
      /\badopted\b/i.test(clause) &&
      !/\b(?:not|never)\s+(?:been\s+|formally\s+|legally\s+)*adopted\b/i.test(clause);
    return adopted ? normalizeRelationship(word) : 'stepchild';
  };
  // The name before: ", my wife's son," after it.
  for (const m of text.matchAll(new RegExp(String.raw`,\s*${SPOUSES}\b`, 'giu'))) {
    const r = nameEndingAt(text, m.index ?? 0);
    const relationship = kinship(m[1]!, (m.index ?? 0) + m[0].length);
    if (r && relationship) out.push({ ...r, relationship });
  }
  // The name after: "my wife's daughter, Y,".
  for (const m of text.matchAll(new RegExp(String.raw`\b${SPOUSES},?\s+(?=\p{Lu})`, 'giu'))) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    const relationship = kinship(m[1]!, r.end);
    if (relationship) out.push({ name: r.name, start: r.start, end: r.end, relationship });
  }
  // The spouse by name: "Carolyn Sue Montoya's son, RYAN MICHAEL BRANDT, lived in the Decedent's home", where the
  // text tells elsewhere that the decedent married her (or names her the decedent's wife).
  for (const m of text.matchAll(
    /(?<![\p{L}'’])(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]*)){1,3})['’]s\s+(son|daughter|child),?\s+(?=\p{Lu})/gu,
  )) {
    const parent = namePattern(m[1]!);
    const married = new RegExp(
      String.raw`\b(?:married\s+(?:to\s+)?|(?:his|her|(?:the\s+)?decedent['’]?s)\s+(?:surviving\s+)?(?:wife|husband|spouse),?\s+)${parent}(?!\p{L})`,
      'iu',
    );
    if (!married.test(text)) continue;
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    const relationship = kinship(m[2]!, r.end);
    if (relationship) out.push({ name: r.name, start: r.start, end: r.end, relationship });
  }
  return out;
}
