import { readName } from '../../text/read-name';
import { escapeRegex } from '../../text/regex-escape';
import type { Mention } from '../registry';
import { addressAfterName } from './address-near';

// A form that lists the family first and then says who inherits by pointing back at the list's numbers:
// "The persons named in items 1, 2 and 3 above are the only heirs at law of the Decedent", "the individuals
// listed in paragraphs (a) through (c) above are the sole distributees".
const ITEM_REFERENCE_RE =
  /\b(?:persons?|individuals?|people|children|heirs?)\s+(?:named|listed|identified|described|set\s+(?:out|forth))\s+(?:in|at|under)\s+(?:items?|paragraphs?|lines?|numbers?|nos?\.?|subparagraphs?)\s+((?:\(?[0-9a-z]{1,2}\)?(?:\s*(?:,|and|&|through|thru|to|-|–)\s*)?)+?)\s*(?:above|hereinabove|of\s+(?:this|the)\s+\w+)?\s*,?\s+(?:are|is|were|constitute|shall\s+be)\b[^.;]{0,60}?\b(?:heirs?|distributees?|successors?)\b/gi;

/** "1, 2 and 3" / "(a) through (c)" / "1-3": the item marks a reference names, in order. */
function itemKeys(list: string): string[] {
  const keys: string[] = [];
  const parts = [...list.matchAll(/\(?([0-9]{1,2}|[a-z])\)?|(through|thru|to|-|–)/gi)];
  for (let i = 0; i < parts.length; i++) {
    const range = parts[i]![2];
    const prev = keys.at(-1);
    const next = parts[i + 1]?.[1];
    if (range && prev && next) {
      const isNum = /^\d+$/.test(prev);
      const from = isNum ? Number(prev) : prev.charCodeAt(0);
      const to = isNum ? Number(next) : next.toLowerCase().charCodeAt(0);
      // A range of a dozen items at most: anything wider is no list reference.
      for (let k = from + 1; k <= to && k - from <= 12; k++)
        keys.push(isNum ? String(k) : String.fromCharCode(k));
      i++;
    } else if (parts[i]![1]) keys.push(parts[i]![1]!.toLowerCase());
  }
  return keys;
}

/** Heirs named by the numbers of the list items that name them (see ITEM_REFERENCE_RE). */
export function heirsByItemReference(text: string): (Mention & { share: string | null })[] {
  const out: (Mention & { share: string | null })[] = [];
  for (const m of text.matchAll(ITEM_REFERENCE_RE)) {
    const before = text.slice(0, m.index ?? 0);
    for (const key of itemKeys(m[1]!)) {
      const esc = escapeRegex(key);
      // The nearest item with that mark opening its line above the reference: "   2. Jane Q. Roe, daughter, ...".
      const item = [
        ...before.matchAll(new RegExp(`(?:^|\\n)[ \\t]*(?:${esc}[.)]|\\(${esc}\\))[ \\t]+`, 'gi')),
      ].at(-1);
      if (!item) continue;
      const r = readName(text, (item.index ?? 0) + item[0].length);
      if (!r) continue;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        role: 'heir',
        address: addressAfterName(text, r.end),
        share: null,
        confidence: 0.7,
      });
    }
  }
  return out;
}
