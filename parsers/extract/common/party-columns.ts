import type { Doc } from '../../text/doc';
import type { Mention } from '../registry';
import { readAddress } from './address-near';
import { readPartyList } from './party-list';

/**
 * Deed forms that print the parties side by side under a "GRANTOR    GRANTEE" heading (North Carolina and
 * other state bar forms): the names, capacities and addresses of one party stand in one column until a blank
 * line. The column is read as running text by blanking the other cells (string length kept, so offsets stay
 * valid).
 */
export function columnParties(doc: Doc, role: 'grantor' | 'grantee'): Mention[] {
  const text = doc.text;
  const heading =
    /^([ \t]*)(GRANTORS?(?:\(S\))?:?)([ \t]{3,}|[ \t]*\|[ \t]*)(GRANTEES?(?:\(S\))?:?)[ \t]*$/gm;
  for (const m of text.matchAll(heading)) {
    const left = m[1]!.length;
    const right = left + m[2]!.length + m[3]!.length;
    // A form that rules the columns apart ("GRANTOR    |    GRANTEE") cuts every row at its bar, however far
    // the cells stand from the centred headings.
    const ruled = m[3]!.includes('|');
    const lineStart = m.index ?? 0;
    let pos = lineStart + m[0].length + 1;
    const chars: string[] = text.split('').map((c) => (c === '\n' || c === '\f' ? c : ' '));
    let first = -1;
    while (pos < text.length) {
      const end = text.indexOf('\n', pos) >>> 0;
      const line = text.slice(pos, Math.min(end, text.length));
      if (!line.trim()) break;
      // The right cell starts at the first run of text at or past the heading's right column (less a little
      // slack for a ragged layout); the left cell is everything before it.
      const gap = [...line.matchAll(/[ \t]{2,}(?=\S)/g)].find(
        (g) => (g.index ?? 0) + g[0].length >= right - 4,
      );
      const bar = ruled ? line.indexOf('|') : -1;
      const cut = bar >= 0 ? bar : gap ? (gap.index ?? 0) + gap[0].length : line.length;
      const [from, to] =
        role === 'grantee' ? [cut + (bar >= 0 ? 1 : 0), line.length] : [ruled ? 0 : left, cut];
      for (let i = from; i < to; i++) chars[pos + i] = line[i]!;
      if (first < 0 && line.slice(from, to).trim())
        first = pos + from + (line.slice(from).match(/^\s*/)?.[0].length ?? 0);
      pos = end + 1;
      if (end >= text.length) break;
    }
    if (first < 0) continue;
    const masked = chars.join('');
    const { names } = readPartyList(masked, first);
    // One mailing address printed under the block ("A and wife, B / street / city", or a fiduciary's capacity
    // lines then the street) is that of every party the block names.
    const blockEnd = pos;
    let shared: Mention['address'] = null;
    for (const line of masked.slice(first, blockEnd).matchAll(/(?<=^|\n)[ \t]*(?=\d|P\.?\s?O\.?\s*Box)/gi)) {
      shared = readAddress(masked, first + (line.index ?? 0) + line[0].length, 0);
      if (shared) break;
    }
    if (names.length)
      return names.map((n) => ({
        ...n,
        address: n.address ?? shared,
        role,
        relationship: null,
        confidence: 0.8,
      }));
  }
  return [];
}
