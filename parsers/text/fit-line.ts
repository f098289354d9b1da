/**
 * The line with `fixed` in its place when a repair lengthened it: the extra characters come out of its runs of
 * blanks (a column gap a blank narrower keeps its column), so the page keeps its length and every offset holds;
 * without spare blanks the line stays as read.
 */
export function fitLine(line: string, fixed: string): string {
  let out = fixed;
  while (out.length > line.length) {
    const spare = out.match(/ {2,}| +$/);
    if (!spare) return line;
    const at = spare.index ?? 0;
    out = out.slice(0, at) + out.slice(at + 1);
  }
  return out.padEnd(line.length, ' ');
}
