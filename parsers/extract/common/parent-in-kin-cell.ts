import { normalizeRelationship } from '../../normalize/relationships';
import type { Doc } from '../../text/doc';
import { readName } from '../../text/read-name';
import type { Cell } from './tables';

/**
 * The note a grandchild's or nephew's kinship cell wraps over its column's next lines, naming the parent the row
 * takes through and that parent's own kinship and death: "granddaughter" over "(daughter of" / "Andre Michel" /
 * "DuBois, a son" / "who died ...)". The parent is a relative of the decedent who takes nothing; a note that
 * names no kinship of the parent's own ("(son of Janice)") or no death says too little to add anyone.
 */
const PARENT_NOTE_RE =
  /\(\s*(?:grand)?(?:son|daughter|child|dau\.?)\s+of\s+(\p{Lu}[^,()]{2,60}?),\s*(?:(?:a|an|the)\s+)?(?:(?:decedent|deceased)['’]s\s+)?(son|daughter|child|brother|sister)\b(?:\s+of\s+(?:the\s+)?(?:decedent|deceased))?,?\s*(?:who\s+)?(?:died|deceased|predeceased)\b/iu;

export function parentInKinCell(
  doc: Doc,
  rowIndex: number,
  rel: Cell,
  cellsOf: (line: string) => Cell[],
  nameAt: number,
): { name: string; span: { start: number; end: number }; relationship: string } | null {
  const lines = doc.lines;
  // Each piece of the cell with where it starts in the document, to place the parent's name.
  const pieces = [{ text: rel.text, start: lines[rowIndex]!.start + rel.at }];
  for (let k = rowIndex + 1; k < Math.min(lines.length, rowIndex + 7); k++) {
    const row = cellsOf(lines[k]!.text);
    // The next row's name in the name column ends the cell.
    if (!lines[k]!.text.trim() || row.some((c) => Math.abs(c.at - nameAt) < 4 && /^\p{Lu}/u.test(c.text)))
      break;
    const c = row.find((x) => Math.abs(x.at - rel.at) < 4);
    if (!c) break;
    pieces.push({ text: c.text, start: lines[k]!.start + c.at });
  }
  const joined = pieces.map((p) => p.text).join(' ');
  const m = joined.match(PARENT_NOTE_RE);
  if (!m) return null;
  const nameAt0 = (m.index ?? 0) + m[0].indexOf(m[1]!);
  const r = readName(joined.slice(0, nameAt0 + m[1]!.length), nameAt0);
  const relationship = normalizeRelationship(m[2]!);
  if (!r || !relationship) return null;
  // The joined cell's offset back to the document: the piece the name opens in.
  let offset = 0;
  const piece = pieces.find((p) => {
    const hit = r.start < offset + p.text.length + 1;
    if (!hit) offset += p.text.length + 1;
    return hit;
  })!;
  const start = piece.start + (r.start - offset);
  return {
    name: r.name,
    span: { start, end: start + Math.min(r.name.length, piece.text.length) },
    relationship,
  };
}
