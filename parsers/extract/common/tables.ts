import { normalizeRelationship } from '../../normalize/relationships';
import type { Doc } from '../../text/doc';
import { readName } from '../../text/read-name';
import type { Mention } from '../registry';
import { readAddress } from './address-near';

type Cell = { text: string; at: number };

/** Cells of a table row: runs of text separated by two or more blanks, with their offsets in the line. */
function cells(line: string): Cell[] {
  return [...line.matchAll(/\S(?:.*?\S)?(?=\s{2,}|\s*$)/g)].map((m) => ({ text: m[0], at: m.index ?? 0 }));
}

const HEADER_CELL: [RegExp, 'name' | 'relationship' | 'address' | 'share'][] = [
  [/^(?:full\s+)?name\b/i, 'name'],
  [/^relation(?:ship)?\b/i, 'relationship'],
  [/^(?:mailing\s+)?address\b/i, 'address'],
  [/^(?:share|interest|portion|percentage)\b/i, 'share'],
];

/** Whether a line is the header row of a people table ("NAME OF HEIR   RELATIONSHIP   ADDRESS   SHARE"). */
export function isTableHeader(line: string): boolean {
  const head = cells(line);
  const kinds = head.map((c) => HEADER_CELL.find(([re]) => re.test(c.text))?.[1]);
  return head.length >= 2 && kinds[0] === 'name' && kinds.filter(Boolean).length >= 2;
}

/**
 * People listed in a table of distributees / heirs ("NAME   RELATIONSHIP   ADDRESS   SHARE"): each row's
 * cells are matched to the header's columns by position.
 */
export function tableMentions(doc: Doc): (Mention & { share: string | null })[] {
  const out: (Mention & { share: string | null })[] = [];
  const lines = doc.lines;
  lines.forEach((line, i) => {
    if (!isTableHeader(line.text)) return;
    const head = cells(line.text);
    const kinds = head.map((c) => HEADER_CELL.find(([re]) => re.test(c.text))?.[1]);
    for (let j = i + 1; j < lines.length; j++) {
      const row = lines[j]!;
      if (!row.text.trim()) {
        if (j === i + 1) continue;
        break;
      }
      const rowCells = cells(row.text);
      // A cell belongs to the header column that starts nearest to it.
      const column = (c: Cell) =>
        head.reduce((best, h, k) => (Math.abs(h.at - c.at) < Math.abs(head[best]!.at - c.at) ? k : best), 0);
      const byKind: Partial<Record<string, Cell>> = {};
      for (const c of rowCells) {
        const kind = kinds[column(c)];
        if (kind && !byKind[kind]) byKind[kind] = c;
      }
      const nameCell = byKind.name;
      const r = nameCell ? readName(doc.text, row.start + nameCell.at) : null;
      if (!r) continue;
      const addrCell = byKind.address;
      // "NAME / ADDRESS" columns print the address on the line under the name.
      const below = lines[j + 1];
      const firstBelow = below ? cells(below.text)[0] : undefined;
      const under =
        !addrCell && below && firstBelow && Math.abs(firstBelow.at - (nameCell?.at ?? 0)) < 8
          ? readAddress(doc.text, below.start + firstBelow.at, 0)
          : null;
      if (under) j++;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        relationship: byKind.relationship ? normalizeRelationship(byKind.relationship.text) : null,
        address: addrCell ? readAddress(doc.text, row.start + addrCell.at, 0) : under,
        share: byKind.share?.text ?? null,
        confidence: 0.8,
      });
    }
  });
  return out;
}
