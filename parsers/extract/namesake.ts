import { namePattern } from '../text/regex-escape';

/**
 * A father and his "Jr." namesake in one family history: "RAYMOND E. DOE, JR., born ...; other parent: Raymond E.
 * Doe" / "Decedent then married RAYMOND E. DOE". The bare name printed where a parent or a spouse is named (and
 * with no "Jr." after it there) is the elder, a person of his own; elsewhere a bare printing is the same man's name
 * with its suffix left off.
 */
const ELDER_CUE = String.raw`(?:\bmarried|\bother\s+parent\s*:?|\b(?:father|mother|husband|wife|spouse)\s*[:,]?|\b(?:son|daughter|child|children|widow|widower)\s+of)`;

const JUNIOR = /,?\s*\bJr\b\.?\s*$/i;

/** Whether `a` and `b` are "X, Jr." and a bare "X" the text prints as a parent or a spouse. */
export function juniorAndElder(text: string, a: string, b: string): boolean {
  const [junior, bare] = JUNIOR.test(a) ? [a, b] : JUNIOR.test(b) ? [b, a] : [null, null];
  if (!junior || !bare || JUNIOR.test(bare) || /\b(?:Sr|II|III|IV)\b\.?\s*$/i.test(bare)) return false;
  const elder = new RegExp(
    `${ELDER_CUE}[ \\t\\n]+${namePattern(bare)}(?![\\p{L}'’])(?!\\s*,?\\s*Jr\\b)`,
    'iu',
  );
  // (Or where the bare name dies while "X, Jr." lives on to take: "Wendell Isaacs died intestate on ..., whereupon
  // title vested in their children ... WENDELL ISAACS, JR.".)
  const died = new RegExp(
    `(?<![\\p{L}'’])${namePattern(bare)},?[ \\t\\n]+(?:died|departed[ \\t\\n]+this[ \\t\\n]+life|passed[ \\t\\n]+away)\\b`,
    'iu',
  );
  return elder.test(text) || died.test(text);
}
