/**
 * Court captions print two columns separated by "§" or ")" ("ESTATE OF   §  IN THE COUNTY COURT"). Blanking
 * the right column (keeping string length, so offsets stay valid) lets the left one read as running text.
 */
export function leftColumn(text: string): string {
  return text.replace(/[ \t]{2,}[§)][^\n\f]*/g, (m) => ' '.repeat(m.length));
}

/** A recording form's right-hand box labels (the Wisconsin State Bar forms and their like). */
const BOX_LABEL_RE =
  /(?:^|[ \t]{2,})(Recording\s+Area|Name\s+and\s+Return\s+Address|Parcel\s+Identification\s+Number(?:\s*\(PIN\))?)[ \t]*$/gm;

/**
 * A recording form prints its right-hand box ("Recording Area", "Name and Return Address", the parcel number)
 * beside the first lines of the instrument, so a legal description or property address there runs on into
 * the box's lines ("the recorded plat thereof, being part of Government  Vandertie & Schmitt, S.C."). From the
 * first box label on, each line is cut at the label's column (blanked, keeping offsets) until running text
 * crosses that column or two blank lines end the header.
 */
export function blankFormBox(text: string): string {
  const label = BOX_LABEL_RE.exec(text);
  BOX_LABEL_RE.lastIndex = 0;
  if (!label) return text;
  const labelAt = (label.index ?? 0) + label[0].length - label[0].trimStart().length;
  const lineStart = text.lastIndexOf('\n', labelAt) + 1;
  const col = labelAt - lineStart;
  if (col < 30) return text;
  let out = text.slice(0, lineStart);
  let pos = lineStart;
  let blanks = 0;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(pos, end);
    blanks = line.trim() ? 0 : blanks + 1;
    // A word crossing the column is running text at full width: the box has ended.
    const crosses = line.length > col && line[col - 1] !== ' ' && line[col] !== ' ';
    if (blanks >= 2 || crosses || line.includes('\f')) break;
    out += line.length > col ? line.slice(0, col) + ' '.repeat(line.length - col) : line;
    if (nl < 0) return out;
    out += '\n';
    pos = end + 1;
  }
  return out + text.slice(pos);
}

/** Words of a share or estate a list prints beside each taker ("1/4, subject to", "the life estate", "one-half"). */
const SHARE_CELL_RE =
  /\d+\s*\/\s*\d+|\d%|\b(?:interest|share|undivided|life\s+estate|remainder|subject\s+to|one[\s-](?:half|third|fourth|quarter|fifth|sixth|eighth)|(?:halves|thirds|fourths|quarters|fifths|sixths|eighths))\b/i;

/**
 * A list of takers may print each one's share in a right-hand column beside the name and its address lines
 * ("MARY ROE, daughter          1/3, subject to\n    12 Elm St.              the life estate\n    Waco, Texas 76701"),
 * so the address read under the name runs on into the share (a share beside the name alone is in no address's way).
 * From the list's first line (at `from`) to the first line whose words cross the column's gutter, a column of cells
 * that are mostly share words and never an address is blanked, keeping offsets.
 */
export function blankShareColumn(text: string, from: number): string {
  const first = text.lastIndexOf('\n', from - 1) + 1;
  const rows = text.slice(first, from + 2400).split('\n');
  const cellOf = (line: string) => {
    const gap = line.match(/\S([ \t]{4,})(\S[^\n]*)$/);
    return gap ? { at: (gap.index ?? 0) + 1 + gap[1]!.length, value: gap[2]! } : null;
  };
  const col = cellOf(rows[0] ?? '')?.at;
  if (!col) return text;
  const cells: { start: number; value: string; besideAddress: boolean }[] = [];
  let start = first;
  for (const line of rows) {
    const cell = cellOf(line);
    if (cell && Math.abs(cell.at - col) <= 2)
      cells.push({
        start: start + cell.at,
        value: cell.value,
        besideAddress: /^[ \t]*(?:\d|P\.?\s?O\.?\s*Box\b)/i.test(line),
      });
    // Running text across the gutter: the list's layout has ended.
    else if (/\S/.test(line.slice(col - 3, col + 1))) break;
    start += line.length + 1;
  }
  // Only a share run on beside the address lines is in the way ("RAMIRO ROE      1/2" one to a line is read as is).
  if (
    cells.length < 2 ||
    !cells.some((c) => c.besideAddress) ||
    cells.filter((c) => SHARE_CELL_RE.test(c.value)).length * 2 < cells.length ||
    cells.some((c) => /\b\d{5}\b|\bP\.?\s?O\.?\s*Box\b|^\d+[ \t]+\p{L}/iu.test(c.value))
  )
    return text;
  let out = text;
  for (const c of cells)
    out = out.slice(0, c.start) + c.value.replace(/[^\t]/g, ' ') + out.slice(c.start + c.value.length);
  return out;
}
