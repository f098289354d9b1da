/**
 * Whether the words before a "to"/"unto" end in a granting verb ("does hereby grant, bargain, sell and convey unto
 * X"): the verb itself then marks whom the land goes to, with no "Grantee" label or address needed.
 *
 * The deed's warranty, set off by commas, may stand between the verb and "unto" ("do hereby transfer and convey,
 * without covenants of warranty, unto X"; "grants, with general warranty covenants, to X"), and so may
 * "forever" ("convey and forever quitclaim unto X" is the verb's own order; "release forever unto X" is not).
 */
const GRANTING_VERB = String.raw`(?:convey|conveys|grant|grants|release|releases|quit\s*claims?|sell|sells|transfer|transfers|bargain|bargains|warrant|warrants)\b(?:\s+(?:and|&)\s+\w+)?`;
const WARRANTY_ASIDE = String.raw`(?:\s*,\s*(?:with|without)\s+(?:[\w-]+\s+){0,3}(?:covenants?|warrant(?:y|ies))(?:\s+of\s+(?:[\w-]+\s+){0,2}?(?:warranty|title))?\s*,|\s+forever)?`;
const BEFORE_UNTO_RE = new RegExp(String.raw`\b${GRANTING_VERB}${WARRANTY_ASIDE}\s+$`, 'i');

export function endsWithGrantingVerb(before: string): boolean {
  return BEFORE_UNTO_RE.test(before);
}
