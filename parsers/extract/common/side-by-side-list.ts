import { readName } from '../../text/read-name';
import type { Mention } from '../registry';
import { readAddress } from './address-near';
import { cells } from './tables';

/** A cell that opens an address: a street number or a post office box. */
const ADDRESS_CELL_RE = /^(?:\d|P\.?\s?O\.?\s*Box\b)/i;

/**
 * A list of takers printed as blocks side by side, each a name over its address lines ("Rosalind H. Quintero    Dale
 * E. Hochstetler" over "917 West Busby Drive, Apt. 4B    P.O. Box 611" over "Sierra Vista, AZ 85635    Bisbee, AZ
 * 85603"): read across, one block's lines run into the other's. Each column is read as a block of its own, the
 * other cells blanked (same length, so offsets keep). Null unless the list at `from` is laid out so: a line of two
 * or three names and nothing else, over a line of as many addresses in the same columns.
 */
export function sideBySideBlocks(text: string, from: number): Mention[] | null {
  const lines: { start: number; text: string }[] = [];
  for (let pos = text.lastIndexOf('\n', from - 1) + 1; pos < text.length && lines.length < 6; ) {
    const end = text.indexOf('\n', pos) >>> 0;
    const line = text.slice(pos, Math.min(end, text.length));
    if (!line.trim() || line.includes('\f')) break;
    lines.push({ start: pos, text: line });
    pos = end + 1;
  }
  if (lines.length < 2) return null;
  const head = cells(lines[0]!.text);
  if (head.length < 2 || head.length > 3) return null;
  if (!head.every((c) => readName(c.text, 0)?.end === c.text.replace(/[,;]$/, '').length)) return null;
  const second = cells(lines[1]!.text);
  if (second.length !== head.length || !second.every((c) => ADDRESS_CELL_RE.test(c.text))) return null;
  if (!second.every((c, k) => Math.abs(c.at - head[k]!.at) < 4)) return null;
  const column = (at: number) =>
    head.reduce((best, h, k) => (Math.abs(h.at - at) < Math.abs(head[best]!.at - at) ? k : best), 0);
  const blockEnd = lines.at(-1)!.start + lines.at(-1)!.text.length;
  const out: Mention[] = [];
  for (const [k, h] of head.entries()) {
    const chars = text
      .slice(0, blockEnd)
      .replace(/[^\n\f]/g, ' ')
      .split('');
    for (const line of lines)
      for (const c of cells(line.text))
        if (column(c.at) === k)
          for (let i = 0; i < c.text.length; i++) chars[line.start + c.at + i] = c.text[i]!;
    const masked = chars.join('');
    const r = readName(masked, lines[0]!.start + h.at);
    if (!r) return null;
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      address: readAddress(masked, lines[1]!.start + second[k]!.at, 0),
      confidence: 0.75,
    });
  }
  return out;
}
