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
