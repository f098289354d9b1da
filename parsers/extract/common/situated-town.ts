import { STATE_NAME_RE, stateCode } from '../../normalize/addresses';

/**
 * The town and state a description's opening gives the land before it states the street alone: New England's and
 * New Jersey's "situated in the Town of New Hartford, County of Litchfield and State of Connecticut, known as 12
 * Elm Road". Only in the same sentence, just before the street (`at`); null when the clause names no town.
 */
export function situatedTownBefore(text: string, at: number): { city: string; state: string } | null {
  const before = text.slice(Math.max(0, at - 260), at);
  const clauses = [
    ...before.matchAll(
      new RegExp(
        String.raw`\b(?:situated|situate|lying|located|being)\s+in\s+the\s+(?:City|Town|Village|Borough|Township)\s+of\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}),?\s+(?:in\s+the\s+)?County\s+of\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?,?\s+(?:and\s+)?State\s+of\s+(${STATE_NAME_RE.source})\b[^.;]*$`,
        'giu',
      ),
    ),
  ];
  const m = clauses.at(-1);
  const state = m ? stateCode(m[2]!) : null;
  return m && state ? { city: m[1]!.replace(/\s+/g, ' '), state } : null;
}
