import { wordsToNumber } from '../../normalize/consideration';
import { readName } from '../../text/read-name';

type Named = { name: string; span: { start: number; end: number } };

/**
 * A family statement counts its members ("I have three children: A and B, who were born of my marriage to X, and
 * C, my wife's son, whom I adopted"): a clause about some of them may part the list, so the members still missing
 * from the count are the names after "and" later in the same sentence.
 */
export function restOfCountedList(text: string, countWord: string, listed: Named[], end: number): Named[] {
  const count = wordsToNumber(countWord);
  if (!count || listed.length === 0 || listed.length >= count) return [];
  const sentence = text.slice(end, end + 400).split(/(?<!\b\p{Lu})\.(?:\s|$)|;/u)[0] ?? '';
  const out: Named[] = [];
  for (const m of sentence.matchAll(/(?:^|,)\s*and\s+(?=\p{Lu})/gu)) {
    if (listed.length + out.length >= count) break;
    const r = readName(text, end + (m.index ?? 0) + m[0].length);
    if (r) out.push({ name: r.name, span: { start: r.start, end: r.end } });
  }
  return out;
}
