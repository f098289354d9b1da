/** A literal string as a regex source: names and words found in the text are searched for again later. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A name as a regex source that also matches it wrapped or re-spaced (OCR and line breaks vary the gaps). */
export function namePattern(name: string): string {
  return escapeRegex(name).replace(/\s+/g, '\\s+');
}

/**
 * The same, also wrapped over a ruled table's rows ("SHANNON M.     |" / "|            | McALLISTER, of ..."): a
 * cell's text runs on in the next row, the cells before it empty.
 */
export function cellNamePattern(name: string): string {
  return escapeRegex(name).replace(/\s+/g, String.raw`(?:[ \t]*\|[ \t]*\n(?:[ \t]*\|)+[ \t]*|\s+)`);
}
