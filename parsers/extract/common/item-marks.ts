/**
 * Marks that open the items of a list of people laid out one item per line ("a.  X, age 52, son, <address>.\n
 * b.  Y, ...", "(1) X, ...\n (2) Y, ..."). An item's address may end with a period, which ends no list when the
 * next line opens with the next mark of the same kind.
 */

type Mark = { kind: 'letter' | 'number'; style: 'dot' | 'paren' | 'enclosed'; value: number };

// (The item names a person, the name closed by its comma: "a.  MINH Q. TRAN, age 52, son, ...". A form's numbered
// headings, "1.  DECEDENT" over "2.  STATUTORY REQUIREMENTS", are no list of people.)
const MARK_RE =
  /^[ \t]*(?:\(([a-z]|\d{1,2})\)|([a-z]|\d{1,2})([.)]))[ \t]+(?=\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){1,4},)/u;

function markAt(line: string): Mark | null {
  const m = line.match(MARK_RE);
  if (!m) return null;
  const raw = (m[1] ?? m[2])!;
  const style = m[1] ? 'enclosed' : m[3] === '.' ? 'dot' : 'paren';
  return /^\d/.test(raw)
    ? { kind: 'number', style, value: Number(raw) }
    : { kind: 'letter', style, value: raw.charCodeAt(0) - 96 };
}

/**
 * Whether `region` (a list's text) opens with an item mark and the first line after offset `at` opens with the
 * mark that follows the last one printed before `at` ("a." ... then "b.").
 */
export function nextItemFollows(region: string, at: number): boolean {
  const first = markAt(region);
  if (!first) return false;
  let last = first;
  for (const line of region.slice(0, at).split('\n').slice(1)) {
    const mk = markAt(line);
    if (mk && mk.kind === first.kind && mk.style === first.style) last = mk;
  }
  const after = region.slice(at).match(/^\.?[ \t]*\n(?:[ \t]*\n)?([^\n]*)/);
  const next = after ? markAt(after[1]!) : null;
  return !!next && next.kind === last.kind && next.style === last.style && next.value === last.value + 1;
}
