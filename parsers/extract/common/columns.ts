/**
 * Court captions print two columns separated by "§" or ")" ("ESTATE OF   §  IN THE COUNTY COURT"). Blanking
 * the right column (keeping string length, so offsets stay valid) lets the left one read as running text.
 */
export function leftColumn(text: string): string {
  return text.replace(/[ \t]{2,}[§)][^\n\f]*/g, (m) => ' '.repeat(m.length));
}
