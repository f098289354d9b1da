import type { Doc } from '../../text/doc';
import { readName } from '../../text/read-name';
import type { Mention } from '../registry';
import { readAddress } from './address-near';

/**
 * A sales-validation or transfer form set in label cells beside each other (Alabama's RT-1: "Grantor's Name   X
 * Grantee's Name   Y" over "Mailing Address   <street>   Mailing Address   <street>"): each party's names and
 * the mailing address printed in the cells right of its labels. The cells are read as running text by blanking
 * everything else (string length kept, so offsets stay valid).
 */
export type FormParty = { side: 'grantor' | 'grantee'; names: string[]; address: Mention['address'] };

// (A typed copy of the form may set a colon after each label: "Grantor's Name:    X   Grantee's Name:   Y".)
const NAME_LABEL_RE = /(?<=^[ \t]*|[ \t]{2})(Grant(or|ee)['’]?s[ \t]+Name):?[ \t]{2,}(?=\S)/gim;
// (A cell filled up to its label leaves one blank before a street number: "Mailing Address 1412 18th".)
const ADDRESS_LABEL_RE = /^Mailing[ \t]+Address:?(?:[ \t]{2,}(?=\S)|[ \t](?=\d))/i;

/** The cell of `line` that starts at `at`: up to the next run of three or more blanks. */
function cellAt(line: string, at: number): { from: number; to: number } | null {
  const rest = line.slice(at);
  const lead = rest.match(/^[ \t]*/)?.[0].length ?? 0;
  if (lead > 3 || !rest.trim()) return null;
  const cut = rest.slice(lead).search(/[ \t]{3,}/);
  return { from: at + lead, to: cut < 0 ? line.length : at + lead + cut };
}

/** The text with every character but line and page breaks blanked, to copy cells back into. */
function blanked(text: string): string[] {
  return text.split('').map((c) => (c === '\n' || c === '\f' ? c : ' '));
}

function located(a: Mention['address'], start: number, end: number): Mention['address'] {
  return a ? { ...a, span: { start, end } } : null;
}

export function validationFormParties(doc: Doc): FormParty[] {
  const text = doc.text;
  const out: FormParty[] = [];
  doc.lines.forEach((line, i) => {
    for (const m of line.text.matchAll(NAME_LABEL_RE)) {
      const labelAt = m.index ?? 0;
      const valueAt = labelAt + m[0].length;
      const chars = blanked(text);
      const keep = (start: number, from: number, to: number) => {
        for (let k = from; k < to; k++) chars[start + k] = text[start + k]!;
      };
      let addressLine = -1;
      let addressAt = labelAt;
      for (let j = i; j < Math.min(doc.lines.length, i + 6); j++) {
        const l = doc.lines[j]!;
        // The address label stands where the name label stood (give or take a column), a row or two under it.
        const shift = [0, 1, -1, 2, -2].find((d) => ADDRESS_LABEL_RE.test(l.text.slice(labelAt + d)));
        if (j > i && shift !== undefined) {
          addressLine = j;
          addressAt = labelAt + shift;
          break;
        }
        if (j > i && l.text.slice(labelAt, valueAt).trim()) break;
        // (The other party's cell may run a row longer: this one is blank there.)
        const cell = cellAt(l.text, valueAt);
        if (cell) keep(l.start, cell.from, cell.to);
        else if (!l.text.trim()) break;
      }
      if (addressLine < 0) continue;
      const nameText = chars.join('');
      const names: string[] = [];
      for (let pos = doc.lines[i]!.start + valueAt; pos < doc.lines[addressLine]!.start; pos++) {
        if (!/\p{Lu}/u.test(nameText[pos] ?? '') || /\p{L}/u.test(nameText[pos - 1] ?? '')) continue;
        const r = readName(nameText, pos);
        if (r) {
          names.push(r.name);
          pos = r.end;
        }
      }
      const first = doc.lines[addressLine]!;
      const valueStart = addressAt + (first.text.slice(addressAt).match(ADDRESS_LABEL_RE)?.[0].length ?? 0);
      const masked = blanked(text);
      const cells: string[] = [];
      let cellsEnd = first.start + valueStart;
      // (A narrow cell wraps its address over up to four rows: "1412 18th" / "Street S.W." / "Birmingham," / "AL 35211".)
      for (let j = addressLine; j < Math.min(doc.lines.length, addressLine + 4); j++) {
        const l = doc.lines[j]!;
        if (j > addressLine && l.text.slice(addressAt, valueStart).trim()) break;
        const cell = cellAt(l.text, valueStart);
        if (!cell) break;
        for (let k = cell.from; k < cell.to; k++) masked[l.start + k] = text[l.start + k]!;
        cells.push(l.text.slice(cell.from, cell.to));
        cellsEnd = l.start + cell.to;
      }
      // A cell far right leaves a wide margin between its rows: read wrapped over many, the cells joined close.
      const address =
        readAddress(masked.join(''), first.start + valueStart, 0) ??
        located(readAddress(cells.join('\n'), 0, 0), first.start + valueStart, cellsEnd);
      out.push({ side: m[2]!.toLowerCase() === 'or' ? 'grantor' : 'grantee', names, address });
    }
  });
  return out;
}
