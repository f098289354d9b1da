import { normalizeRelationship } from '../../normalize/relationships';
import type { Doc } from '../../text/doc';
import { type ReadName, readName } from '../../text/read-name';
import type { Mention } from '../registry';
import { readAddress } from './address-near';
import { parentInKinCell } from './parent-in-kin-cell';

export type Cell = { text: string; at: number };

/** Cells of a table row: runs of text separated by two or more blanks, with their offsets in the line. */
export function cells(line: string): Cell[] {
  // A ruled table ("| NAME | RELATIONSHIP |"): the rules separate cells like blanks.
  // (A cell of one character, a row's number "1", is a cell of its own.)
  return [...line.replace(/\|/g, ' ').matchAll(/\S(?:.*?\S)??(?=\s{2,}|\s*$)/g)].map((m) => ({
    text: m[0],
    at: m.index ?? 0,
  }));
}

const HEADER_CELL: [RegExp, 'name' | 'relationship' | 'address' | 'share' | 'living' | 'death' | 'issue'][] =
  [
    // The column of the people themselves: "NAME", "Distributee", "Heirs", "Name of Successor" (or "Child": a
    // table of the decedent's children).
    [
      /^(?:full\s+)?(?:name|heirs?|distributees?|successors?|devisees?|beneficiar(?:y|ies)|child(?:ren)?)\b/i,
      'name',
    ],
    // The row's own children: "Issue surviving", "Descendants".
    [/^(?:issue|descendants)\b/i, 'issue'],
    [/^relation(?:ship)?\b/i, 'relationship'],
    // ("Residence" / "Place of Residence": where each heir lives, as the statute asks it. A residence column holds
    // the street address too; a city alone there reads as no address.)
    // ("Status / Address": one column for both, "living; <street>" or "died May 9, 2019".)
    [
      /^(?:(?:mailing|present|current|last\s+known|post\s+office)\s+)?(?:address|residence)\b|^place\s+of\s+residence\b|^(?:status|living)\s*(?:\/|&|and)\s*(?:mailing\s+)?address\b/i,
      'address',
    ],
    [/^(?:share|interest|portion|percentage)\b/i, 'share'],
    [/^(?:living|alive|surviving|status)\b/i, 'living'],
    [/^(?:date\s+of\s+death|died|deceased|death)\b/i, 'death'],
  ];

/** The kinship a table's heading gives all its rows: "All children of Decedent", "that child's children". */
function headingKinship(heading: string): string | null {
  if (/\b(?:child'?s|children'?s)\s+children\b|\bgrand(?:children|child)\b/i.test(heading))
    return 'grandchild';
  // (A form's part may number the heading: "PART 4.  CHILDREN (natural, adopted, or raised in the home)".)
  if (
    /\b(?:all\s+)?children\s+(?:of|born\s+to)\b|^\W*(?:(?:part|section|article)\s+\w+[.:]?\s*)?(?:\d{1,2}[.)]\s*)?children\b/i.test(
      heading,
    )
  )
    return 'child';
  return null;
}

/** A kinship note printed in the name column under a name: "(son)", "surviving spouse", "(granddaughter, by". */
function isKinshipNote(text: string): boolean {
  return /^\(?\s*(?:(?:surviving|adult|minor|only|deceased|predeceased)\s+)?(?:(?:former|ex-?)\s*)?(?:step|grand|great[\s-]grand|half[\s-]?)?(?:wife|husband|spouse|widow(?:er)?|sons?|daughters?|child(?:ren)?|brother|sister|sibling|father|mother|parent|niece|nephew)s?\b/i.test(
    text,
  );
}

const BORN_LEAD_RE = /^(?:b\.|born)[ \t]+[^()]{4,24}?[ \t]+(?=\()/i;

/**
 * The kinship printed in the name column on the lines under a row's name ("(son)", "surviving spouse", or a
 * parenthesised note wrapped over several lines): its text and the last line it takes.
 */
function kinshipUnderName(
  lines: Doc['lines'],
  rowIndex: number,
  nameAt: number,
  from = rowIndex + 1,
): { text: string; last: number } {
  let text = '';
  let last = rowIndex;
  let open = 0;
  for (let k = from; k < Math.min(lines.length, rowIndex + 6); k++) {
    const cell = cells(lines[k]!.text).find((x) => Math.abs(x.at - nameAt) < 8);
    // A children's table prints the birth date under the name with the note after it: "b. April 2, 1966 (son)".
    const c = cell && { ...cell, text: cell.text.replace(BORN_LEAD_RE, '') };
    if (!c || (open <= 0 && !isKinshipNote(c.text))) break;
    text += ` ${c.text}`;
    open += (c.text.match(/\(/g) ?? []).length - (c.text.match(/\)/g) ?? []).length;
    last = k;
    if (open <= 0) break;
  }
  return { text: text.trim(), last };
}

/**
 * The rest of a name wrapped onto the line under it in the name column ("  Merriman", "| Youngblood-Ortiz |",
 * "  De La Cruz"): up to three capitalised words (or a surname's particles), with nothing under the kinship or share columns of that line.
 */
function wrappedName(
  lines: Doc['lines'],
  rowIndex: number,
  nameCell: Cell,
  head: Cell[],
  kinds: (string | undefined)[],
): { text: string; end: number; suffix: boolean } | null {
  // A row too wide for the page wraps its last cells onto a line of their own ("|  2/9  |" under the row):
  // the name's own continuation is on the line after.
  const tail = /^[ \t|]*(?:\d+\/\d+|\d+(?:\.\d+)?%)[ \t|]*$/.test(lines[rowIndex + 1]?.text ?? '');
  const next = lines[rowIndex + (tail ? 2 : 1)];
  if (!next) return null;
  const row = cells(next.text);
  const c = row.find((x) => Math.abs(x.at - nameCell.at) <= 4);
  if (!c || c !== row[0] || isKinshipNote(c.text)) return null;
  // "Cornelius T. Doe," over "Jr.": the generational suffix the name's comma waits for.
  const suffix = /^(?:Jr|Sr|JR|SR)\.?$|^(?:II|III|IV)$/.test(c.text) && /,$/.test(nameCell.text);
  // (Or the surname wraps with its suffix: "Reginald Dwayne" over "Boudreaux, Jr.".) A third word only under an
  // indent ("Roberto Carlos" over "  De La Cruz"): a row's own name at the column is the next row.
  const words = c.at > nameCell.at ? 2 : 1;
  if (
    !suffix &&
    !new RegExp(
      String.raw`^\p{Lu}[\p{L}'’.-]+(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]+|(?:de|del|la|las|los|van|von|der|den|da|di|du|le|y)(?=[ \t]))){0,${words}}(?:,?[ \t]+(?:Jr|Sr|JR|SR)\.?|,?[ \t]+(?:II|III|IV))?,?$`,
      'u',
    ).test(c.text)
  )
    return null;
  // "Jr." or an address word is no surname.
  if (!suffix && /^(?:Apt|Unit|Suite|Ste|Jr|Sr|II|III|IV|Deceased|Living|Yes|No)\b/i.test(c.text))
    return null;
  const taken = row.some((x) =>
    head.some(
      (h, k) => (kinds[k] === 'relationship' || kinds[k] === 'share') && Math.abs(h.at - x.at) < 4 && x !== c,
    ),
  );
  if (taken) return null;
  return {
    text: c.text.replace(/,$/, ''),
    end: next.start + c.at + c.text.replace(/,$/, '').length,
    suffix,
  };
}

/**
 * The address in a row's address cell, which may wrap onto the next rows of its column ("1120 Hewitt Drive, Apt.
 * 12" over "Hewitt, Texas 76643") while the name column stays empty.
 */
function cellAddress(
  doc: Doc,
  rowIndex: number,
  cell: Cell,
  nameAt: number,
  wrapLine = -1,
): Mention['address'] {
  const row = doc.lines[rowIndex]!;
  // A column of status and address opens the cell with the status: "living; 4410 36th Ave S,".
  // (Its later lines stay in the column: "Apt 12, Fargo, ND 58104" under "living;".)
  const column = cell.at;
  const status = cell.text.match(/^(?:living|alive|surviving)[ \t]*[;:,–-][ \t]*(?=\d|P\.?\s?O)/i);
  if (status) cell = { text: cell.text.slice(status[0].length), at: cell.at + status[0].length };
  const own = readAddress(doc.text, row.start + cell.at, 0);
  if (own?.value.city && own.span.end <= row.start + cell.at + cell.text.length + 1) return own;
  const parts = [cell.text.replace(/,$/, '')];
  let end = row.start + cell.at + cell.text.length;
  // (A page break joined by Doc leaves one blank line where the page's head stood: it is passed over.)
  const broken =
    !doc.lines[rowIndex + 1]?.text.trim() &&
    doc.text.slice(row.end, doc.lines[rowIndex + 1]?.start ?? row.end).includes('\f');
  for (
    let j = rowIndex + (broken ? 2 : 1);
    j < Math.min(doc.lines.length, rowIndex + (broken ? 4 : 3));
    j++
  ) {
    const next = cells(doc.lines[j]!.text);
    // (The rest of a wrapped name leaves the row going on.)
    // (So does a note in brackets under the name, "(a minor)".)
    if (
      j !== wrapLine &&
      next.some((c) => Math.abs(c.at - nameAt) < 4 && !isKinshipNote(c.text) && !/^\(.*\)$/.test(c.text))
    )
      break;
    // (A kinship cell run long may reach the address column with one blank between them: "(dau. of Monique)
    // Houston, TX 77063".)
    const cont = next.find((c) => Math.abs(c.at - column) < 4) ?? overrun(doc.lines[j]!.text, column);
    // (A kinship printed under the name, "(son)" or "surviving spouse", leaves the name column free.)
    if (!cont) break;
    parts.push(cont.text.replace(/,$/, ''));
    end = doc.lines[j]!.start + cont.at + cont.text.length;
  }
  const joined = readAddress(parts.join(', '), 0, 0);
  return joined ? { ...joined, span: { start: row.start + cell.at, end } } : own;
}

/** The text of a line from a column on, when a cell of the column before runs up to it with a single blank. */
function overrun(line: string, at: number): Cell | undefined {
  if (!/\S[ \t]$/.test(line.slice(0, at)) || !/^\S/.test(line.slice(at))) return undefined;
  const m = line.slice(at).match(/^\S(?:.*?\S)??(?=\s{2,}|\s*$)/);
  return m ? { text: m[0], at } : undefined;
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
  // (Two columns of the same kind are signature blocks side by side: "Successor Trustee of ...   Successor Trustee of ...".)
  // A column numbering the rows may come first: "| No. | Name | Born | ...".
  const first = /^(?:No\.?|#|Item)$/i.test(head[0]?.text ?? '') ? 1 : 0;
  return head.length >= 2 + first && kinds[first] === 'name' && new Set(kinds.filter(Boolean)).size >= 2;
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
  const named = row.some((c) => Math.abs(c.at - nameAt) < 4 && /^\p{Lu}[\p{L}.'’-]*\s+\p{Lu}/u.test(c.text));
  // A table with no kinship column ("NAME / RELATIONSHIP   ADDRESS   SHARE"): a name with an address beside it.
  if (relAt < 0) {
    const addrAt = head[kinds.indexOf('address')]?.at ?? -99;
    // "NAME / RELATIONSHIP / ADDRESS    SHARE": one column holds all three, the address on the line under the name.
    const under = cells(next)[0];
    if (addrAt < 0 && named && under && Math.abs(under.at - nameAt) < 8)
      return /^(?:\d|P\.?\s?O\.?\s*Box)/i.test(under.text);
    // (A relative who died first has a note there instead, "(deceased 08/21/2016)", and a share of "--".)
    const shareAt = head[kinds.indexOf('share')]?.at ?? -99;
    return (
      named &&
      row.some(
        (c) =>
          (Math.abs(c.at - addrAt) < 4 && /^(?:\d|\(?\s*(?:deceased|died|predeceased)\b)/i.test(c.text)) ||
          (c.at > nameAt + 4 && Math.abs(c.at - shareAt) < 4),
      )
    );
  }
  // (A kinship a scan misread, "Granddaughtcr", still leaves the row its share: "1/12" under SHARE.)
  const shareAt = head[kinds.indexOf('share')]?.at ?? -99;
  return (
    named &&
    row.some(
      (c) =>
        (Math.abs(c.at - relAt) < 4 &&
          (normalizeRelationship(c.text) !== null ||
            normalizeRelationship(`${c.text} ${wrapped}`) !== null)) ||
        (Math.abs(c.at - shareAt) < 4 && /^(?:\d+\/\d+|\d+(?:\.\d+)?%)$/.test(c.text)),
    )
  );
}

/**
 * People listed in a table of distributees / heirs ("NAME   RELATIONSHIP   ADDRESS   SHARE"): each row's
 * cells are matched to the header's columns by position.
 */
export type TableMention = Mention & {
  share: string | null;
  died: boolean;
  takesNothing: boolean;
  /** A row of a table of the decedent's children (or of their issue): family, heirs only if named as such. */
  ofChildren: boolean;
  /** The line over the table's header ("TOD BENEFICIARIES (in equal shares):"), when there is one. */
  heading: string | null;
  /** Whose address the row's address cell refers to ("same address as Theresa Montoya-Lucero"), when it does. */
  sameAddressAs: string | null;
};

/**
 * The person an address cell refers to instead of printing an address ("same address as Theresa" over
 * "Montoya-Lucero, conservator"): the name read from the cell and its column's next lines, while the name
 * column holds no new row.
 */
function sameAddressAs(lines: Doc['lines'], rowIndex: number, cell: Cell, nameAt: number): string | null {
  const lead = cell.text.match(/^(?:the\s+)?same\s+(?:address\s+)?as\s+(?:that\s+of\s+)?/i);
  if (!lead) return null;
  let words = cell.text.slice(lead[0].length);
  for (let k = rowIndex + 1; k < Math.min(lines.length, rowIndex + 3); k++) {
    const row = cells(lines[k]!.text);
    if (row.some((c) => Math.abs(c.at - nameAt) < 4 && /^\p{Lu}/u.test(c.text))) break;
    const cont = row.find((c) => Math.abs(c.at - cell.at) < 4);
    if (!cont) break;
    words += ` ${cont.text}`;
  }
  return readName(words, 0)?.name ?? null;
}

export function tableMentions(doc: Doc): TableMention[] {
  const out: TableMention[] = [];
  const lines = doc.lines;
  lines.forEach((line, i) => {
    if (!isTableHeader(line.text)) return;
    const head = cells(line.text);
    const kinds = head.map((c) => HEADER_CELL.find(([re]) => re.test(c.text))?.[1]);
    const heading = lines
      .slice(Math.max(0, i - 3), i)
      .map((l) => l.text)
      .filter((t) => t.trim() && !/^[\s=_+|-]+$/.test(t))
      .at(-1);
    // "Child   Status   Issue surviving": the name column's own heading says whose the rows are.
    const ofChildren = /^child(?:ren)?\b/i.test(head[kinds.indexOf('name')]?.text ?? '');
    const kinship = (heading ? headingKinship(heading) : null) ?? (ofChildren ? 'child' : null);
    const issueAt = head[kinds.indexOf('issue')]?.at;
    const found = out.length;
    for (let j = i + 1; j < lines.length; j++) {
      const row = lines[j]!;
      // Before the first row: a header too wide for the page wraps its last column's title onto a line of its
      // own ("SHARE" under "NAME"), and the rule under it may be lost to OCR, leaving blank lines.
      if (j <= i + 4 && out.length === found) {
        const lead = cells(row.text);
        if (
          !row.text.trim() ||
          /^[\s|=_-]+$/.test(row.text) ||
          (lead.length > 0 &&
            lead.every((c) => HEADER_CELL.some(([re]) => re.test(c.text)) || /^[=_-]+$/.test(c.text)))
        )
          continue;
      }
      if (!row.text.trim()) {
        // (The blanked head of a page that a cell wrapped over, left by Doc as one line of blanks: passed over.)
        if (row.text.length > 0 && doc.text[row.start - 1] === '\f' && lines[j + 1]?.text.trim()) continue;
        if (j === i + 1 || rowFollows(lines[j + 1]?.text ?? '', lines[j + 2]?.text ?? '', head, kinds))
          continue;
        // A table running over a page break: the page's trailing blank lines stand between its rows.
        let k = j + 1;
        while (k < Math.min(lines.length, j + 4) && !lines[k]!.text.trim()) k++;
        const overPage = doc.text.slice(row.start, lines[k]?.start ?? row.start).includes('\f');
        // (The next page may be laid out from another margin: its columns keep their spacing, shifted as one.)
        const shift = (cells(lines[k]?.text ?? '')[0]?.at ?? 0) - (head[kinds.indexOf('name')]?.at ?? 0);
        const shifted = head.map((h) => ({ ...h, at: h.at + shift }));
        if (overPage && rowFollows(lines[k]?.text ?? '', lines[k + 1]?.text ?? '', shifted, kinds)) {
          j = k - 1;
          continue;
        }
        break;
      }
      // The next outline heading ("D. ASSETS OF THE ESTATE") ends the table when OCR lost the blank line before it.
      if (/^[ \t]*[A-Z]\.[ \t]+[A-Z]{3,}(?:[ \t]+[A-Z]{2,})*\b/.test(row.text)) break;
      // So does the next numbered paragraph of running text ("6. No succession proceedings have been ...").
      if (/^[ \t]*\d{1,2}\.[ \t]+\p{Lu}\p{Ll}*[ \t]+\p{Ll}+[ \t]+\p{Ll}/u.test(row.text)) break;
      const rowCells = splitAtColumns(cells(row.text), head, kinds);
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
      const read = nameCell
        ? (readName(doc.text.slice(0, cellEnd), row.start + nameCell.at) ??
          surnameFirst(nameCell.text, row.start + nameCell.at))
        : null;
      if (!read) continue;
      // A name too long for its column wraps onto the next line ("Donna Kay Strickland" over "  Merriman"),
      // the other columns of that line holding only the rest of their own cells.
      const wrap =
        nameCell && (byKind.address || byKind.relationship)
          ? wrappedName(lines, j, nameCell, head, kinds)
          : null;
      const r = wrap
        ? { ...read, name: `${read.name}${wrap.suffix ? ', ' : ' '}${wrap.text}`, end: wrap.end }
        : read;
      const addrCell = byKind.address;
      // "NAME / ADDRESS" columns print the address on the line under the name, after any note the name's cell
      // runs on with in small letters ("TANNER J. HOFFSTETTER, a minor," over "by Lori ..., his" over "guardian").
      let noteLines = 0;
      while (
        !addrCell &&
        noteLines < 3 &&
        /,$/.test(nameCell?.text ?? '') &&
        /^\p{Ll}/u.test(cells(lines[j + 1 + noteLines]?.text ?? '')[0]?.text ?? '') &&
        Math.abs((cells(lines[j + 1 + noteLines]!.text)[0]?.at ?? -99) - (nameCell?.at ?? 0)) < 4
      )
        noteLines++;
      const below = lines[j + 1];
      const addrLine = lines[j + 1 + noteLines];
      const firstBelow = addrLine ? cells(addrLine.text)[0] : undefined;
      const under =
        !addrCell && addrLine && firstBelow && Math.abs(firstBelow.at - (nameCell?.at ?? 0)) < 8
          ? addressUnderName(doc, j + 1 + noteLines, firstBelow)
          : null;
      if (under) j += 1 + noteLines;
      // "(son)" or "surviving spouse" under the name, the address wrapping beside it.
      // (Under the rest of a wrapped name: "Odell Wayne" over "Smith, Jr." over "b. 1966 (son)".)
      const noted = !under && nameCell ? kinshipUnderName(lines, j, nameCell.at, j + (wrap ? 2 : 1)) : null;
      // "surviving" over "spouse": a kinship wrapped onto the next line of its column.
      let relText = byKind.relationship?.text || noted?.text || '';
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
            // ("Brian Allen Hostetler, son": the kinship after a comma in the name's own cell.)
            doc.text.slice(r.end, r.end + 30).match(/^(?:[\s~.-]*|,[ \t]*)([A-Za-z-]+)\b/)?.[1] ?? '',
          ) ??
          kinship,
        address: addrCell ? cellAddress(doc, j, addrCell, nameCell?.at ?? 0, wrap ? j + 1 : -1) : under,
        share: byKind.share?.text ?? null,
        // "TRAVIS LEBLANC  Stepson  (not an heir)  --": a relative the table lists who takes no share.
        takesNothing:
          /\bnot\s+(?:an?\s+)?heir\b|\b(?:takes?|receives?)\s+nothing\b|\bno\s+share\b/i.test(
            `${loose} ${addrCell?.text ?? ''} ${byKind.share?.text ?? ''}`,
          ) || /^\s*(?:-+|—+|none|nil|0)\s*$/i.test(byKind.share?.text ?? 'x'),
        died:
          /\b(?:died|deceased|predeceased)\b|^\s*no\b/i.test(byKind.living?.text ?? '') ||
          /\b(?:died|deceased|predeceased)\b/i.test(loose) ||
          // "(deceased 08/21/2016)" where the address would be (or, the columns run together, after the name).
          /^\(?\s*(?:died|deceased|predeceased)\b/i.test(byKind.address?.text ?? '') ||
          /^[ \t]*\((?:died|deceased|predeceased)\b/i.test(doc.text.slice(r.end, row.end)) ||
          // A date (or "yes") under a DATE OF DEATH column.
          /\d|^\s*yes\b/i.test(byKind.death?.text ?? ''),
        ofChildren,
        confidence: 0.8,
        heading: heading ?? null,
        sameAddressAs: addrCell ? sameAddressAs(lines, j, addrCell, nameCell?.at ?? 0) : null,
      });
      const parent = byKind.relationship
        ? parentInKinCell(doc, j, byKind.relationship, cells, nameCell?.at ?? 0)
        : null;
      if (parent)
        out.push({
          ...parent,
          address: null,
          share: null,
          takesNothing: true,
          ofChildren: false,
          died: true,
          confidence: 0.7,
          heading: heading ?? null,
          sameAddressAs: null,
        });
      if (issueAt !== undefined) out.push(...issueCells(doc, j, issueAt, nameCell?.at ?? 0, heading ?? null));
      if (noted && noted.last > j) j = noted.last;
      else if (wrap && !under) j++;
    }
  });
  return out;
}

/**
 * A cell that runs into the next column with one blank ("Son (adopted) 1408 N.E. 28th Street,"): split where a
 * word starts right under a later column's header.
 */
function splitAtColumns(row: Cell[], head: Cell[], kinds: (string | undefined)[]): Cell[] {
  const out: Cell[] = [];
  for (const c of row) {
    let rest = c;
    // (A long name overruns its column more often than the table's layout is off: names are never cut.)
    const own = head.reduce(
      (best, h, k) => (Math.abs(h.at - c.at) < Math.abs(head[best]!.at - c.at) ? k : best),
      0,
    );
    if (kinds[own] === 'name') {
      out.push(c);
      continue;
    }
    for (const [i, h] of head.entries()) {
      // (Only at a column whose facts the rows are read for: a line of running text under the table starts
      // left of the name column and would be cut at it.)
      if (!kinds[i] || kinds[i] === 'name') continue;
      const k = h.at - rest.at;
      if (k < 3 || k >= rest.text.length) continue;
      // (A word starting one place either side of the header's first letter still stands under it.)
      const cut = [k, k - 1, k + 1].find((x) => rest.text[x - 1] === ' ' && /\S/.test(rest.text[x] ?? ''));
      if (cut === undefined) continue;
      out.push({ text: rest.text.slice(0, cut - 1), at: rest.at });
      rest = { text: rest.text.slice(cut), at: rest.at + cut };
    }
    out.push(rest);
  }
  return out;
}

/**
 * A name cell filed surname first, as a clerk's index files it ("TISDALE, KEVIN RAY"): the name in reading
 * order, the body naming the same person that way.
 */
function surnameFirst(cell: string, at: number): ReadName | null {
  const m = cell.match(/^([\p{Lu}'’-]{2,}),[ \t]*(\p{Lu}[\p{Lu}'’-]*(?:[ \t]+\p{Lu}[\p{Lu}'’-]*\.?|\.)*)$/u);
  if (!m) return null;
  return { name: `${m[2]!.replace(/\s+/g, ' ')} ${m[1]}`, start: at, end: at + cell.length };
}

/**
 * The names in a row's "Issue surviving" cell, which may wrap onto the lines under it while the name column stays
 * empty ("Eric J. Kinney, son;" over "Megan Kinney-Rought,"): the row's person's children, the decedent's
 * grandchildren.
 */
function issueCells(
  doc: Doc,
  rowIndex: number,
  issueAt: number,
  nameAt: number,
  heading: string | null,
): TableMention[] {
  const out: TableMention[] = [];
  for (let k = rowIndex; k < Math.min(doc.lines.length, rowIndex + 6); k++) {
    const line = doc.lines[k]!;
    const row = cells(line.text);
    if (k > rowIndex && (!row.length || row.some((c) => Math.abs(c.at - nameAt) < 4))) break;
    const c = row.find((x) => Math.abs(x.at - issueAt) < 4);
    if (!c || !/^\p{Lu}/u.test(c.text) || /^(?:none|n\/a|nil)\b/i.test(c.text)) continue;
    const r = readName(doc.text.slice(0, line.start + c.at + c.text.length), line.start + c.at);
    if (r)
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        relationship: 'grandchild',
        address: null,
        share: null,
        died: false,
        takesNothing: false,
        ofChildren: true,
        heading,
        confidence: 0.75,
        sameAddressAs: null,
      });
  }
  return out;
}

// A form's repeated block for each person: "Name:  X" / "Heir: X   Share: 1/2" / "Child No. 1: X", with the
// person's other facts on labelled lines under it ("Relationship: Son", "Address: ...", "Living? Yes").
const BLOCK_LEAD_RE =
  /^[ \t]*(?:(?:\d{1,2}[.)]|\((?:\d{1,2}|[a-z])\))[ \t]+)?(?:(name)(?:\s+of\s+(?:heir|distributee|successor|beneficiary))?|(heir|distributee|successor)|(child|son|daughter))(?:[ \t]+(?:no\.?|#|number)[ \t]*\d{1,2})?[ \t]*:[ \t]*(?=\S)/i;
const BLOCK_HEADING_RE =
  /^[ \t]*(?:(heir|distributee|successor)|(child|son|daughter))(?:[ \t]+(?:no\.?|#|number)[ \t]*\d{1,2})?[ \t]*:?[ \t]*$/i;
const BLOCK_FACT_RE =
  /^(relationship(?:\s+to\s+(?:the\s+)?decedent)?|(?:(?:mailing|current|present|residence)\s+)?address|residence|share|interest|living\s*\??|alive\s*\??|deceased\s*\??|date\s+of\s+death)[ \t]*[:?][ \t]*(.*)$/i;

export type BlockMention = Mention & {
  share: string | null;
  died: boolean;
  kind: 'heir' | 'child' | 'person';
};

/**
 * People a form lists in labelled blocks, one block per person: the name's label says whether the block names an
 * heir ("Heir:", "Distributee:"), a child ("Child No. 2:") or anyone ("Name:", which counts only with a
 * relationship or a share under it).
 */
export function labelledBlockMentions(doc: Doc): BlockMention[] {
  const out: BlockMention[] = [];
  const lines = doc.lines;
  lines.forEach((line, i) => {
    const lead = line.text.match(BLOCK_LEAD_RE);
    if (!lead) return;
    const from = line.start + lead[0].length;
    // The name ends with its cell ("Heir: X          Share: 1/2").
    const cell = line.text.slice(lead[0].length).split(/[ \t]{2,}/)[0]!;
    const r = readName(doc.text.slice(0, from + cell.length), from);
    if (!r || /^(?:n\/?a|none|unknown)\b/i.test(cell)) return;
    const facts: Record<string, string> = {};
    let address: Mention['address'] = null;
    const factCells = (k: number, text: string, offset: number) => {
      const row = cells(text);
      row.forEach((c, n) => {
        const f = c.text.match(BLOCK_FACT_RE);
        if (!f) return;
        const key = f[1]!.toLowerCase().replace(/\s*\?$/, '');
        // "Relationship:   Surviving spouse": the value may stand apart from its label like another cell.
        const next = row[n + 1];
        const apart = !f[2]!.trim() && next && !BLOCK_FACT_RE.test(next.text);
        const value = apart ? next.text : f[2]!.trim();
        const at = apart ? next.at : c.at + c.text.length - value.length;
        if (/address|residence/.test(key)) {
          if (!address) address = readAddress(doc.text, lines[k]!.start + offset + at, 1);
        } else facts[key.split(/\s+/)[0]!] ??= value;
      });
    };
    factCells(i, line.text.slice(lead[0].length + cell.length), lead[0].length + cell.length);
    for (let k = i + 1; k < Math.min(lines.length, i + 6); k++) {
      const t = lines[k]!.text;
      if (!t.trim() || BLOCK_LEAD_RE.test(t)) break;
      // Only the block's own labelled lines (the next paragraph of running text ends it).
      if (!/^[ \t]*[A-Za-z][A-Za-z' ]{1,30}[:?]/.test(t)) break;
      factCells(k, t, 0);
    }
    // "Child No. 2" / "Heir No. 1" heading its block on a line of its own, the name under it labelled "Name:".
    const heading = lead[1] ? lines[i - 1]?.text.match(BLOCK_HEADING_RE) : null;
    const kind = lead[2] || heading?.[1] ? 'heir' : lead[3] || heading?.[2] ? 'child' : 'person';
    const relText = facts.relationship ?? '';
    if (kind === 'person' && !relText && !facts.share && !facts.interest) return;
    const living = facts.living ?? facts.alive;
    const died =
      /^\s*no\b|\b(?:died|deceased|predeceased)\b/i.test(living ?? '') ||
      /^\s*yes\b|\d/i.test(facts.deceased ?? facts.date ?? '') ||
      /\b(?:deceased|predeceased)\b/i.test(relText);
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship:
        normalizeRelationship(relText) ??
        (lead[3] || heading?.[2] ? (normalizeRelationship(lead[3] ?? heading![2]!) ?? 'child') : null) ??
        normalizeRelationship(doc.text.slice(r.end, r.end + 30).match(/^,[ \t]*([A-Za-z-]+)\b/)?.[1] ?? ''),
      address,
      share: facts.share ?? facts.interest ?? null,
      died,
      kind,
      confidence: 0.75,
    });
  });
  return out;
}
