import { normalizeRelationship } from '../../normalize/relationships';
import type { Doc } from '../../text/doc';
import { readName } from '../../text/read-name';
import type { Mention } from '../registry';
import { readAddress } from './address-near';

type Cell = { text: string; at: number };

/** Cells of a table row: runs of text separated by two or more blanks, with their offsets in the line. */
function cells(line: string): Cell[] {
  // A ruled table ("| NAME | RELATIONSHIP |"): the rules separate cells like blanks.
  return [...line.replace(/\|/g, ' ').matchAll(/\S(?:.*?\S)?(?=\s{2,}|\s*$)/g)].map((m) => ({
    text: m[0],
    at: m.index ?? 0,
  }));
}

const HEADER_CELL: [RegExp, 'name' | 'relationship' | 'address' | 'share' | 'living' | 'death'][] = [
  [/^(?:full\s+)?name\b/i, 'name'],
  [/^relation(?:ship)?\b/i, 'relationship'],
  [/^(?:(?:mailing|present|current|last\s+known)\s+)?address\b/i, 'address'],
  [/^(?:share|interest|portion|percentage)\b/i, 'share'],
  [/^(?:living|alive|surviving|status)\b/i, 'living'],
  [/^(?:date\s+of\s+death|died|deceased|death)\b/i, 'death'],
];

/** The kinship a table's heading gives all its rows: "All children of Decedent", "that child's children". */
function headingKinship(heading: string): string | null {
  if (/\b(?:child'?s|children'?s)\s+children\b|\bgrand(?:children|child)\b/i.test(heading))
    return 'grandchild';
  if (/\b(?:all\s+)?children\s+(?:of|born\s+to)\b|^\W*(?:\d{1,2}[.)]\s*)?children\b/i.test(heading))
    return 'child';
  return null;
}

/**
 * The address in a row's address cell, which may wrap onto the next rows of its column ("1120 Hewitt Drive, Apt.
 * 12" over "Hewitt, Texas 76643") while the name column stays empty.
 */
function cellAddress(doc: Doc, rowIndex: number, cell: Cell, nameAt: number): Mention['address'] {
  const row = doc.lines[rowIndex]!;
  const own = readAddress(doc.text, row.start + cell.at, 0);
  if (own?.value.city && own.span.end <= row.start + cell.at + cell.text.length + 1) return own;
  const parts = [cell.text.replace(/,$/, '')];
  let end = row.start + cell.at + cell.text.length;
  for (let j = rowIndex + 1; j < Math.min(doc.lines.length, rowIndex + 3); j++) {
    const next = cells(doc.lines[j]!.text);
    if (next.some((c) => Math.abs(c.at - nameAt) < 4)) break;
    const cont = next.find((c) => Math.abs(c.at - cell.at) < 4);
    if (!cont) break;
    parts.push(cont.text.replace(/,$/, ''));
    end = doc.lines[j]!.start + cont.at + cont.text.length;
  }
  const joined = readAddress(parts.join(', '), 0, 0);
  return joined ? { ...joined, span: { start: row.start + cell.at, end } } : own;
}

/**
 * The address printed under a name in its own column, which may wrap onto the lines below while other columns
 * of those lines carry the rest of the row ("1427 North Oliver Street      spouse").
 */
function addressUnderName(doc: Doc, lineIndex: number, first: Cell): Mention['address'] {
  const line = doc.lines[lineIndex]!;
  if (cells(line.text).length === 1) return readAddress(doc.text, line.start + first.at, 0);
  const parts = [first.text.replace(/,$/, '')];
  let end = line.start + first.at + first.text.length;
  const next = doc.lines[lineIndex + 1];
  const cont = next ? cells(next.text)[0] : undefined;
  if (next && cont && Math.abs(cont.at - first.at) < 2) {
    parts.push(cont.text.replace(/,$/, ''));
    end = next.start + cont.at + cont.text.length;
  }
  const joined = readAddress(parts.join(', '), 0, 0);
  return joined ? { ...joined, span: { start: line.start + first.at, end } } : null;
}

/** Whether a line is the header row of a people table ("NAME OF HEIR   RELATIONSHIP   ADDRESS   SHARE"). */
export function isTableHeader(line: string): boolean {
  const head = cells(line);
  const kinds = head.map((c) => HEADER_CELL.find(([re]) => re.test(c.text))?.[1]);
  return head.length >= 2 && kinds[0] === 'name' && kinds.filter(Boolean).length >= 2;
}

/**
 * Whether a line after a blank one is another row of the table (rows of name-and-address blocks set apart by
 * blank lines): a cell under the name column and a kinship word under the relationship column.
 */
function rowFollows(line: string, next: string, head: Cell[], kinds: (string | undefined)[]): boolean {
  const row = cells(line);
  const nameAt = head[kinds.indexOf('name')]?.at ?? -99;
  const relAt = head[kinds.indexOf('relationship')]?.at ?? -99;
  // (The kinship may wrap onto the next line: "surviving" over "spouse".)
  const wrapped = cells(next).find((c) => Math.abs(c.at - relAt) < 4)?.text ?? '';
  return (
    row.some((c) => Math.abs(c.at - nameAt) < 4 && /^\p{Lu}[\p{L}.'’-]*\s+\p{Lu}/u.test(c.text)) &&
    row.some(
      (c) =>
        Math.abs(c.at - relAt) < 4 &&
        (normalizeRelationship(c.text) !== null || normalizeRelationship(`${c.text} ${wrapped}`) !== null),
    )
  );
}

/**
 * People listed in a table of distributees / heirs ("NAME   RELATIONSHIP   ADDRESS   SHARE"): each row's
 * cells are matched to the header's columns by position.
 */
export function tableMentions(
  doc: Doc,
): (Mention & { share: string | null; died: boolean; takesNothing: boolean })[] {
  const out: (Mention & { share: string | null; died: boolean; takesNothing: boolean })[] = [];
  const lines = doc.lines;
  lines.forEach((line, i) => {
    if (!isTableHeader(line.text)) return;
    const head = cells(line.text);
    const kinds = head.map((c) => HEADER_CELL.find(([re]) => re.test(c.text))?.[1]);
    const heading = lines
      .slice(Math.max(0, i - 3), i)
      .map((l) => l.text)
      .filter((t) => t.trim() && !/^[\s=_-]+$/.test(t))
      .at(-1);
    const kinship = heading ? headingKinship(heading) : null;
    for (let j = i + 1; j < lines.length; j++) {
      const row = lines[j]!;
      if (!row.text.trim()) {
        if (j === i + 1 || rowFollows(lines[j + 1]?.text ?? '', lines[j + 2]?.text ?? '', head, kinds))
          continue;
        break;
      }
      // The next outline heading ("D. ASSETS OF THE ESTATE") ends the table when OCR lost the blank line before it.
      if (/^[ \t]*[A-Z]\.[ \t]+[A-Z]{3,}(?:[ \t]+[A-Z]{2,})*\b/.test(row.text)) break;
      const rowCells = cells(row.text);
      // A cell belongs to the header column that starts nearest to it.
      // OCR keeps the cells of a row apart but not where they stand: a row with as many cells as the header,
      // whose first cell is the name, is read in the header's order.
      const inOrder =
        rowCells.length === head.length &&
        rowCells.length >= 3 &&
        /^\p{Lu}[\p{L}.'’-]*\s+\p{Lu}/u.test(rowCells[0]!.text);
      const column = (c: Cell) =>
        inOrder
          ? rowCells.indexOf(c)
          : head.reduce(
              (best, h, k) => (Math.abs(h.at - c.at) < Math.abs(head[best]!.at - c.at) ? k : best),
              0,
            );
      const byKind: Partial<Record<string, Cell>> = {};
      // Cells of no named column or the living column: "08/19/1962 No - died" under BORN / LIVING?.
      let loose = '';
      for (const c of rowCells) {
        const kind = kinds[column(c)];
        if (kind && !byKind[kind]) byKind[kind] = c;
        if (!kind || kind === 'living') loose += ` ${c.text}`;
      }
      // A wrapped address's last line ("College Station, TX 77845") printed under the name column is no name.
      const nameCell = /^[A-Za-z .'-]+,\s*[A-Z]{2}\s+\d{5}\b/.test(byKind.name?.text ?? '')
        ? undefined
        : byKind.name;
      // The name ends with its cell ("Paula Ross  Yes": two blanks part the columns).
      const cellEnd = nameCell ? row.start + nameCell.at + nameCell.text.length : 0;
      const r = nameCell ? readName(doc.text.slice(0, cellEnd), row.start + nameCell.at) : null;
      if (!r) continue;
      const addrCell = byKind.address;
      // "NAME / ADDRESS" columns print the address on the line under the name.
      const below = lines[j + 1];
      const firstBelow = below ? cells(below.text)[0] : undefined;
      const under =
        !addrCell && below && firstBelow && Math.abs(firstBelow.at - (nameCell?.at ?? 0)) < 8
          ? addressUnderName(doc, j + 1, firstBelow)
          : null;
      if (under) j++;
      // "surviving" over "spouse": a kinship wrapped onto the next line of its column.
      let relText = byKind.relationship?.text ?? '';
      const relAt = byKind.relationship?.at ?? -99;
      const relBelow = below ? cells(below.text).find((c) => Math.abs(c.at - relAt) < 3) : undefined;
      if (relText && !normalizeRelationship(relText) && relBelow) relText += ` ${relBelow.text}`;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        relationship:
          (relText ? normalizeRelationship(relText) : null) ??
          // Columns OCR ran together: the kinship word right after the name ("JOSEPH KOCUREK Son 607 N. ...").
          normalizeRelationship(
            doc.text.slice(r.end, r.end + 30).match(/^[\s~.-]*([A-Za-z-]+)\b/)?.[1] ?? '',
          ) ??
          kinship,
        address: addrCell ? cellAddress(doc, j, addrCell, nameCell?.at ?? 0) : under,
        share: byKind.share?.text ?? null,
        // "TRAVIS LEBLANC  Stepson  (not an heir)  --": a relative the table lists who takes no share.
        takesNothing:
          /\bnot\s+(?:an?\s+)?heir\b|\b(?:takes?|receives?)\s+nothing\b|\bno\s+share\b/i.test(
            `${loose} ${addrCell?.text ?? ''} ${byKind.share?.text ?? ''}`,
          ) || /^\s*(?:-+|—+|none|nil|0)\s*$/i.test(byKind.share?.text ?? 'x'),
        died:
          /\b(?:died|deceased|predeceased)\b|^\s*no\b/i.test(byKind.living?.text ?? '') ||
          /\b(?:died|deceased|predeceased)\b/i.test(loose) ||
          // A date (or "yes") under a DATE OF DEATH column.
          /\d|^\s*yes\b/i.test(byKind.death?.text ?? ''),
        confidence: 0.8,
      });
    }
  });
  return out;
}
