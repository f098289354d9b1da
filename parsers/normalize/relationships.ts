/**
 * Kinship words to the ground-truth vocabulary: spouse, former_spouse, son, daughter, child, stepchild,
 * grandchild, sibling, parent, niece, nephew.
 */

const RELATIONSHIPS: [RegExp, string][] = [
  [/\b(?:former|ex-?|divorced)[\s-]*(?:wife|husband|spouse)\b/i, 'former_spouse'],
  [/\bstep[\s-]?(?:son|daughter|child(?:ren)?)\b/i, 'stepchild'],
  [/\bgrand[\s-]?(?:son|daughter|child(?:ren)?)s?\b/i, 'grandchild'],
  [/\b(?:wife|husband|spouse|widow|widower)\b/i, 'spouse'],
  [/\bsons?\b/i, 'son'],
  [/\bdaughters?\b/i, 'daughter'],
  [/\b(?:child|children|issue)\b/i, 'child'],
  [/\b(?:half[\s-]?)?(?:brother|sister|sibling)s?\b/i, 'sibling'],
  [/\b(?:father|mother|parent)s?\b/i, 'parent'],
  [/\bnieces?\b/i, 'niece'],
  [/\bnephews?\b/i, 'nephew'],
];

/** The first kinship term in `text`, normalised; null when there is none. */
export function normalizeRelationship(text: string): string | null {
  let best: { index: number; value: string } | null = null;
  for (const [re, value] of RELATIONSHIPS) {
    const m = re.exec(text);
    if (m && (best === null || m.index < best.index)) best = { index: m.index, value };
  }
  return best?.value ?? null;
}

/** Regex source matching any kinship word, for locating relationship phrases next to names. */
export const RELATIONSHIP_WORD_RE =
  /\b(?:(?:former|ex-?)\s*)?(?:step|grand|half[\s-]?)?(?:wife|husband|spouse|widow(?:er)?|sons?|daughters?|child(?:ren)?|brother|sister|sibling|father|mother|parent|niece|nephew)s?\b/i;
/** The same kinship words without their word boundaries, to splice into a larger pattern. */
export const RELATIONSHIP_WORDS = RELATIONSHIP_WORD_RE.source.replace(/^\\b|\\b$/g, '');
