import { isEntity } from '../../normalize/names';
import type { Doc } from '../../text/doc';
import { nameEndingAt, readName } from '../../text/read-name';
import type { Mention, Role } from '../registry';
import { addressAfterName, readAddress } from './address-near';
import { isIndexEntry, titleOffset } from './index-entry';
import { readPartyList } from './party-list';
import { isHeadingLine } from './sections';

const BLOCK_ROLES: [RegExp, Role][] = [
  [/^notary\s+public\b/i, 'notary'],
  [
    /^(?:disinterested\s+|credible\s+|attesting\s+|subscribing\s+|unofficial\s+)?witness(?:es|ed\s+by)?\b/i,
    'witness',
  ],
  [/^(?:affiant|declarant|deponent)\b/i, 'affiant'],
  // Small estate affidavits are signed by each distributee: an heir.
  [/^distributee\b/i, 'heir'],
  [/^(?:owner|grantor)\b/i, 'grantor'],
  [/^(?:preparer|attorney)\b/i, 'preparer'],
];

/** Titles of a corporate signer: "X, Vice President, Loan Servicing". */
const OFFICER_RE =
  /^(?:its\s*:?\s*)?(?:(?:senior|executive|assistant|first)\s+)?(?:vice\s+president|president|secretary|treasurer|(?:general\s+)?manager|managing\s+member|member|authorized\s+(?:signer|signatory|agent|officer|representative)|officer|chief\s+\w+\s+officer|loan\s+officer)\b/i;

const OFFICER_LINE_RE = new RegExp(`${OFFICER_RE.source}[\\s,.]*$`, 'i');

function roleOf(label: string): Role | undefined {
  return BLOCK_ROLES.find(([re]) => re.test(label.trim()))?.[1];
}

/** Column segments of a line: text runs separated by three or more blanks, with their offsets in the line. */
function columns(line: string): { text: string; at: number }[] {
  return [...line.matchAll(/\S(?:.*?\S)?(?=\s{3,}|\s*$)/g)].flatMap((m) => {
    const at = m.index ?? 0;
    // A seal mark in front of the notary's printed name: "(SEAL)  DOMINIC R. TAFOYA".
    const seal = m[0].match(/^[([]\s*(?:SEAL|STAMP|L\.\s?S\.|NOTARY\s+SEAL)\s*[)\]]\s*/i);
    if (!seal || seal[0].length === m[0].length) return [{ text: m[0], at }];
    return [
      { text: m[0].slice(0, seal[0].trimEnd().length), at },
      { text: m[0].slice(seal[0].length), at: at + seal[0].length },
    ];
  });
}

/**
 * People named in signature blocks: the name line(s) above "Notary Public", "Witness", "Affiant", ... (also
 * side by side in columns), "Notary Public: X" and "X, Declarant" on one line, "Print Name: X" under a
 * witness or notary heading, and "X, Vice President" for corporate officers.
 */
export function signatureBlockMentions(doc: Doc): Mention[] {
  const out: Mention[] = [];
  const lines = doc.lines;
  const push = (r: { name: string; start: number; end: number }, role: Role, address: Mention['address']) => {
    if (!isEntity(r.name))
      out.push({ name: r.name, span: { start: r.start, end: r.end }, role, address, confidence: 0.85 });
  };
  lines.forEach((line, i) => {
    for (const col of columns(line.text)) {
      const at = line.start + col.at;
      // "Notary Public: Judith E. Harlow" / "Witness: X".
      const labelled = col.text.match(/^([A-Za-z ]{4,30}?)\s*:\s*(?=\p{Lu})/u);
      const labelRole = labelled ? roleOf(labelled[1]!) : undefined;
      if (labelled && labelRole) {
        if (isIndexEntry(col.text.slice(labelled[0].length), doc.text, at < titleOffset(doc))) continue;
        const r = readName(doc.text, at + labelled[0].length);
        // "Preparer Information: X, 505 5th Ave., Suite 700, Des Moines, IA 50309" on the label's own line.
        if (r) push(r, labelRole, addressBelow(doc, i) ?? addressAfterName(doc.text, r.end));
        continue;
      }
      // "Print Name: X" (or "Name: X") under a "Witnesses:" / notary heading.
      const printed = col.text.match(/^(?:print(?:ed)?(?:\s+name)?|name)\s*:\s*/i);
      if (printed) {
        // The nearest heading above decides: "Notary Public" right above wins over witness lines further up.
        const heading = lines
          .slice(Math.max(0, i - 6), i)
          .reverse()
          .map((l) => l.text)
          .find((t) => /witness|notary/i.test(t));
        const role = !heading
          ? undefined
          : /notary/i.test(heading) && !/witness/i.test(heading)
            ? 'notary'
            : /witness/i.test(heading)
              ? 'witness'
              : undefined;
        const r = role ? readName(doc.text, at + printed[0].length) : null;
        if (r && role) push(r, role, addressBelow(doc, i));
        continue;
      }
      // "NGUYEN THI LAN, Declarant" / "Sandra Lowery-Dix, Vice President".
      const r0 = /^\p{Lu}/u.test(col.text) ? readName(doc.text, at) : null;
      if (r0) {
        const after = doc.text.slice(r0.end, line.start + col.at + col.text.length).replace(/^,\s*/, '');
        if (r0.end < line.end && /^,/.test(doc.text.slice(r0.end, r0.end + 1))) {
          const role = OFFICER_RE.test(after) ? 'officer' : roleOf(after);
          if (role) {
            push(r0, role, null);
            continue;
          }
        }
      }
      // A title alone under a corporate signature ("By: X" above "Vice President") marks its officer.
      const role = roleOf(col.text) ?? (OFFICER_LINE_RE.test(col.text) ? 'officer' : undefined);
      if (!role || col.text.length > 110) continue;
      let address: Mention['address'] = null;
      // The cell right below the role line: an address ("Witness\n1480 Big Beaver Rd., ...") or, under a
      // signature line, the printed name ("Notary Public, State of Texas\nDwayne K. Fontenot").
      const below = lines[i + 1];
      const belowCell = below ? (columns(below.text).find((c) => Math.abs(c.at - col.at) < 8) ?? null) : null;
      const belowAddress =
        belowCell && /^\d/.test(belowCell.text) ? addressInColumn(doc, i + 1, col.at) : null;
      const found = out.length;
      for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
        const above = lines[j]!;
        // The same column of the line above (blocks side by side), else the whole line.
        const cell = columns(above.text).find((c) => Math.abs(c.at - col.at) < 8) ?? null;
        const atText = cell ? cell.text : '';
        // OCR may put a blank line inside a block ("Name.\n\n5725 Cedar Hollow Cove ...\nWitness").
        if (!above.text.trim() && j === i - 2 && address) continue;
        if (!atText || /^_+$/.test(atText) || /^_{3,}/.test(atText)) break;
        const byPrefix = atText.match(/^By\s*:\s*/i)?.[0].length ?? 0;
        const cellStart = above.start + (cell?.at ?? 0) + byPrefix;
        const addr = readAddress(doc.text, cellStart, 40);
        if (/^\d/.test(atText) && addr) {
          address = addr;
          continue;
        }
        // An address line too garbled to read ("4711 3rd Steet, Garland. I'X") still sits between name and role.
        if (/^\S?\d{2,}[ \t]+\S[^\n]*,/.test(atText)) continue;
        const r = readName(doc.text, cellStart);
        if (r) push(r, role, address ?? belowAddress);
        break;
      }
      const aboveIsLine = /^\s*_{3,}/.test(lines[i - 1]?.text.slice(col.at) ?? '');
      if (out.length === found && aboveIsLine && belowCell && !roleOf(belowCell.text)) {
        // The printed name may come after the officer's residence or commission lines.
        for (let j = i + 1; j < Math.min(lines.length, i + 4); j++) {
          const cell = columns(lines[j]!.text).find((c) => Math.abs(c.at - col.at) < 8);
          if (!cell) break;
          if (
            /^(?:residing|resident|my\s+commission|commission|comm\.|state\s+of|county\s+of)\b/i.test(
              cell.text,
            )
          )
            continue;
          const r = readName(doc.text, lines[j]!.start + cell.at);
          if (r && r.end <= lines[j]!.end) push(r, role, addressInColumn(doc, j + 1, col.at));
          break;
        }
      }
      // A heading over the signature lines ("Witnessed by:"): the name printed under the first line below it.
      if (out.length === found && /:\s*$/.test(col.text)) {
        for (let j = i + 1; j < Math.min(lines.length, i + 5); j++) {
          const cell = columns(lines[j]!.text).find((c) => Math.abs(c.at - col.at) < 8);
          if (!cell || /^_{3,}/.test(cell.text)) continue;
          const r = readName(doc.text, lines[j]!.start + cell.at);
          if (r && r.end <= lines[j]!.start + cell.at + cell.text.length) push(r, role, null);
          break;
        }
      }
    }
  });
  // A lone signature line under a section headed "CORROBORATING WITNESS:" with the signer's name (and address)
  // printed below it and no capacity word: the heading gives the role.
  lines.forEach((line, i) => {
    if (!/^\s*_{5,}(?:\s*$|\s{3,}(?:residing|of)\b)/.test(line.text)) return;
    const nameLine = lines[i + 1];
    if (!nameLine || !/\S/.test(nameLine.text)) return;
    const r = readName(doc.text, nameLine.start);
    if (!r || r.end < nameLine.end - 1 || out.some((o) => o.span.start === r.start)) return;
    if (roleOf(lines[i + 2]?.text ?? '')) return;
    const heading = lines
      .slice(Math.max(0, i - 12), i)
      .reverse()
      .map((l) => l.text.trim())
      .find((t) => isHeadingLine(t) || /^[A-Z][A-Z ]{3,40}:$/.test(t) || /\bwitness(?:es)?\s*:$/i.test(t));
    if (heading && /\bWITNESS(?:ES)?\b/i.test(heading) && !/\bNOTARY\b/i.test(heading))
      push(
        r,
        'witness',
        lines[i + 2]
          ? (addressInColumn(doc, i + 2, 0) ?? readAddress(doc.text, lines[i + 2]!.start, 8))
          : null,
      );
  });
  return out;
}

/**
 * A street address printed in one column over two or three lines ("1120 W. French Pl." / "San Antonio, TX
 * 78201"), beside another block's address: only the cells of that column are read.
 */
function addressInColumn(doc: Doc, lineIndex: number, colAt: number): Mention['address'] {
  const cells: { text: string; start: number }[] = [];
  for (let j = lineIndex; j < Math.min(doc.lines.length, lineIndex + 3); j++) {
    const line = doc.lines[j]!;
    const cell = columns(line.text).find((c) => Math.abs(c.at - colAt) < 8);
    if (!cell) break;
    cells.push({ text: cell.text, start: line.start + cell.at });
  }
  if (!cells.length || !/^\d|^P\.?\s?O\.?\s*Box/i.test(cells[0]!.text)) return null;
  const joined = cells.map((c) => c.text.replace(/,$/, '')).join(', ');
  const found = readAddress(joined, 0, 0);
  if (!found) return null;
  const last = cells.at(-1)!;
  return { ...found, span: { start: cells[0]!.start, end: last.start + last.text.length } };
}

/** "Address: ..." on the line right below a name. */
function addressBelow(doc: Doc, lineIndex: number): Mention['address'] {
  const next = doc.lines[lineIndex + 1];
  if (!next) return null;
  const m = next.text.match(/^\s*(?:address|residing at)\s*:?\s*/i);
  return m ? readAddress(doc.text, next.start + m[0].length, 2) : null;
}

const INLINE: [RegExp, Role][] = [
  [/\bbefore me,?\s+(?=\p{Lu}[^,]{3,40},\s*(?:a\s+)?(?:[Nn]otary|NOTARY))/gu, 'notary'],
  [/\bWitness(?:es)?\s*:\s*/g, 'witness'],
  [/\bMy\s+name\s+is\s+/g, 'affiant'],
  [/^[ \t]*Affiant\s*:\s*/gim, 'affiant'],
  // "Comes now the Affiant, LORENZO T. WASHINGTON, ..." / "The undersigned Affiant, KATHLEEN M. BJORKLUND,".
  [
    /\b(?:Affiant|AFFIANT|Declarant|DECLARANT|Deponent|DEPONENT),\s*(?=\p{Lu}{2,}|\p{Lu}\p{Ll}+\s+\p{Lu})/gu,
    'affiant',
  ],
  [
    /\bI,\s*(?=\p{Lu}[^,]{3,40},(?:\s*(?:of|residing\s+at)\s+\d[^;]{5,100}?\d{5},)?\s*(?:declare|being|state|do\s+(?:hereby\s+)?(?:solemnly\s+)?(?:swear|state|declare|certify)|am\b|the\s+undersigned))/gu,
    'affiant',
  ],
  [
    /\b(?:personally\s+appeared|appeared\s+before\s+me)\b[^.]{0,80}?,\s*(?=\p{Lu}[\p{Lu} .'-]{4,40},\s*who\s+(?:being|after))/giu,
    'affiant',
  ],
  [/\b(?:instrument\s+)?prepared\s+by\s*:?\s*/gi, 'preparer'],
  [
    /\b(?:return\s+to|when\s+recorded,?\s+(?:return|mail)\s+to|after\s+recording\s+return\s+to)\s*:?\s*/gi,
    'preparer',
  ],
];

/** The nearest heading line (mostly capitals) within a few lines above `offset`. */
function headingAbove(doc: Doc, offset: number): string {
  const index = doc.lines.findIndex((l) => l.end >= offset);
  for (let i = index - 1; i >= Math.max(0, index - 4); i--) {
    const t = doc.lines[i]!.text;
    if (isHeadingLine(t)) return t;
    if (/\S/.test(t) && !/^[\s_]*$/.test(t)) return '';
  }
  return '';
}

/** People introduced inline: "Witness: X", "I, X, declare", "before me, X, Notary Public", "prepared by: X". */
export function inlineRoleMentions(doc: Doc): Mention[] {
  const text = doc.text;
  const out: Mention[] = [];
  for (const [re, role] of INLINE) {
    for (const m of text.matchAll(re)) {
      let from = (m.index ?? 0) + m[0].length;
      // "THIS INSTRUMENT PREPARED BY:      SEND TAX NOTICE TO:": a heading over its own column of lines.
      const colon = (m.index ?? 0) + m[0].indexOf(':') + 1;
      if (
        colon > (m.index ?? 0) &&
        /^[ \t]{3,}\S[^\n]*:[ \t]*$/.test(text.slice(colon, text.indexOf('\n', colon) >>> 0))
      ) {
        const below = nameInColumnBelow(doc, m.index ?? 0);
        if (below) out.push({ ...below, role, confidence: 0.8 });
        continue;
      }
      // "Prepared by:" over a signature line: the name is printed under the line.
      const blank = m[0].includes(':') ? /[\s_]/ : /\s/;
      while (blank.test(text[from] ?? '') && from - (m.index ?? 0) < 160) from++;
      const r = readName(text, from);
      if (!r) continue;
      if (isEntity(text.slice(r.start, r.end + 40).split(/\n/)[0] ?? '')) continue;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        // "AFFIDAVIT OF DISINTERESTED WITNESS  I, X, ... being duly sworn": a witness's own sworn statement.
        role: role === 'affiant' && /WITNESS/.test(headingAbove(doc, m.index ?? 0)) ? 'witness' : role,
        address: addressAfterName(text, trimEsq(text, r.end)),
        confidence: 0.8,
      });
    }
  }
  // "Personally appeared ..., A and B, who, after being duly sworn": every name of the list swears.
  for (const m of text.matchAll(
    /\b(?:personally\s+(?:came\s+and\s+)?appeared|appeared\s+before\s+me)\b(?:[^.]{0,120}?,)?\s*(?=\p{Lu})/giu,
  )) {
    const { names, end } = readPartyList(text, (m.index ?? 0) + m[0].length, 4);
    if (!names.length || !/^[\s,]*who\b/i.test(text.slice(end, end + 12))) continue;
    for (const n of names)
      if (!isEntity(n.name)) out.push({ name: n.name, span: n.span, role: 'affiant', confidence: 0.8 });
  }
  // "We, A and B, of lawful age, being first duly sworn": co-affiants.
  for (const m of text.matchAll(/\bWe,\s*(?=\p{Lu})/gu)) {
    const { names, end } = readPartyList(text, (m.index ?? 0) + m[0].length, 6);
    const swears =
      /^[\s,]*(?:of\s+(?:lawful|legal|full)\s+age|being\b|the\s+undersigned|do\s+(?:hereby\s+)?(?:solemnly\s+)?(?:swear|state|declare|certify)|(?:state|declare|certify|depose)\b)/i;
    if (!swears.test(text.slice(end, end + 40))) continue;
    for (const n of names)
      if (!isEntity(n.name)) out.push({ name: n.name, span: n.span, role: 'affiant', confidence: 0.8 });
  }
  // "Affiant, being first duly sworn" / "X, being first duly sworn, deposes and says".
  for (const m of text.matchAll(
    /(?<![\p{L}.'’-])(\p{Lu}[\p{L}.'’ -]{4,50}),(?:\s*who,?)?(?:\s*(?:of\s+(?:lawful|legal|full)\s+age|an?\s+(?:adult|resident)\b[^,;.]{0,60}(?:,\s*\p{Lu}[\p{L} ]{2,30})?|a\s+resident\s+of\s+[^,]{3,40}),)?(?:\s*who,?)?\s*(?:after\s+)?(?:being\s+(?:first\s+)?duly|first\s+being\s+duly)\s+sworn/gu,
  )) {
    // "Now comes DOROTHY ANN MUELLER, who, being ...": the name is the words right before the comma.
    const r = readName(text, m.index ?? 0) ?? nameEndingAt(text, (m.index ?? 0) + m[1]!.length);
    if (r) out.push({ name: r.name, span: { start: r.start, end: r.end }, role: 'affiant', confidence: 0.8 });
  }
  return out;
}

/** The name (and address) printed in the column under a heading that starts at `offset`. */
function nameInColumnBelow(doc: Doc, offset: number): Omit<Mention, 'role'> | null {
  const i = doc.lines.findIndex((l) => offset >= l.start && offset <= l.end);
  if (i < 0) return null;
  const colAt = offset - doc.lines[i]!.start;
  for (let j = i + 1; j < Math.min(doc.lines.length, i + 4); j++) {
    const line = doc.lines[j]!;
    const cell = columns(line.text).find((c) => Math.abs(c.at - colAt) < 8);
    if (!cell || /^_{3,}/.test(cell.text)) continue;
    const r = readName(doc.text, line.start + cell.at);
    if (!r || r.end > line.start + cell.at + cell.text.length + 1) return null;
    return {
      name: r.name,
      span: { start: r.start, end: r.end },
      address: addressInColumn(doc, j + 1, colAt),
    };
  }
  return null;
}

/** Skips ", Esq." after a name so the address that follows is found. */
function trimEsq(text: string, end: number): number {
  const m = text.slice(end, end + 30).match(/^,?\s*(?:Esquire|Esq\.?|Attorney\s+at\s+Law|Attorney)\b\.?,?/i);
  let at = m ? end + m[0].length : end;
  // The law firm's line between the attorney and the firm's address ("Espinoza & Tate, P.A.").
  const firm = text.slice(at, at + 80).match(/^[ \t]*\n[ \t]*([^\n]{3,60})(?=\n)/);
  const isFirm = (name: string) =>
    !/^\s*\d/.test(name) && (isEntity(name) || /&|\bP\.?A\.?\b|\bLaw\b|\bPLLC\b|\bLLP\b/.test(name));
  if (firm && isFirm(firm[1]!)) at += firm[0].length;
  // The firm on the address's own line: "Brandt & Lowe LLP, 251 N. Illinois St., ...".
  const inline = text
    .slice(at, at + 90)
    .match(
      /^[\s,]*([^,\n]{3,60}?(?:,\s*(?:P\.?C|P\.?A|L\.?L\.?P|L\.?L\.?C|PLLC|Inc|Ltd)\.?)?),\s*(?=\d|P\.?\s?O\.?\s*Box)/i,
    );
  if (inline && isFirm(inline[1]!)) at += inline[0].length;
  return at;
}

/** Shared addresses: "Witness: A; Witness: B, both of 401 E Jackson St ..." apply to each named. */
export function sharedAddress(doc: Doc, mentions: Mention[]): void {
  for (const m of doc.text.matchAll(/\b(?:both|all|each)\s+of\s+/gi)) {
    const addr = readAddress(doc.text, (m.index ?? 0) + m[0].length, 2);
    if (!addr) continue;
    for (const mention of mentions)
      if (!mention.address && (m.index ?? 0) - mention.span.end < 120 && mention.span.end <= (m.index ?? 0))
        mention.address = addr;
  }
}

/**
 * Names and address of a "Mail tax statements to:" / "After recording return to:" block: a names line
 * followed by the address lines. Used for parties whose address the body does not state.
 */
export function mailBlockAddresses(
  doc: Doc,
): { names: string[]; address: NonNullable<Mention['address']> }[] {
  const out: { names: string[]; address: NonNullable<Mention['address']> }[] = [];
  const lines = doc.lines;
  lines.forEach((line, i) => {
    if (!/\b(?:return|mail|send)\b[^:\n]{0,60}\bto\s*:\s*$/i.test(line.text)) return;
    const namesLine = lines[i + 1];
    const addrLine = lines[i + 2];
    if (!namesLine || !addrLine) return;
    const lead = namesLine.text.length - namesLine.text.trimStart().length;
    const { names } = readPartyList(doc.text, namesLine.start + lead, 4);
    const address = readAddress(doc.text, addrLine.start, 8);
    if (names.length && address) out.push({ names: names.map((n) => n.name), address });
  });
  // One-line blocks: "Taxpayer Information: Daniel J. Kowalczyk and Teresa M. Kowalczyk, 3812 Cottage Grove
  // Ave., Des Moines, IA 50311" (the tax statements go to the new owners).
  for (const m of doc.text.matchAll(
    /^[ \t]*(?:taxpayer(?:'s)?\s+information|(?:send|mail)\s+(?:subsequent\s+)?tax\s+(?:bills?|statements?|notices?)\s+to)[ \t]*:[ \t]*/gim,
  )) {
    const { names } = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 4);
    const address = names.at(-1)?.address;
    if (names.length && address) out.push({ names: names.map((n) => n.name), address });
  }
  // Header blocks in columns: "ADDRESS NEW OWNER(S):   SEND TAX BILLS TO:   MAP-PARCEL NO.:" with the names
  // and the address printed under their heading.
  lines.forEach((line, i) => {
    for (const col of columns(line.text)) {
      if (!BLOCK_HEADING_RE.test(col.text) || col.text.length === line.text.trim().length) continue;
      const names: string[] = [];
      for (let j = i + 1; j < Math.min(lines.length, i + 6); j++) {
        const cell = columns(lines[j]!.text).find((c) => Math.abs(c.at - col.at) < 8);
        if (!cell) break;
        if (/^(?:\d|P\.?\s?O\.?\s*Box)/i.test(cell.text)) {
          const address = addressInColumn(doc, j, col.at);
          const parties = readPartyList(names.join(' '), 0, 4).names.map((n) => n.name);
          if (address && parties.length) out.push({ names: parties, address });
          break;
        }
        names.push(cell.text);
      }
    }
  });
  return out;
}

const BLOCK_HEADING_RE =
  /^(?:address\s+(?:of\s+)?new\s+owners?(?:\(s\))?|new\s+owners?'?s?'?\s+(?:mailing\s+)?address|(?:send|mail)\s+tax\s+(?:bills?|statements?|notices?)\s+to|grantees?'?s?'?\s+(?:mailing\s+)?address|(?:when\s+recorded,?\s+)?(?:return|mail)\s+to)\s*:\s*$/i;

/** The address the affiant states as their own: "Affiant resides at ...", "I live at ...", "Affiant's address: ...". */
export function affiantAddress(doc: Doc): Mention['address'] {
  const re =
    /\b(?:(?:I|[Aa]ffiant|[Dd]eclarant)\s+(?:currently\s+)?(?:resides?|lives?)\s+at|(?:[Mm]y|[Aa]ffiant'?s|[Dd]eclarant'?s)\s+(?:mailing\s+|current\s+|residence\s+)?address\s*(?:is|:))\s*/g;
  for (const m of doc.text.matchAll(re)) {
    const found = readAddress(doc.text, (m.index ?? 0) + m[0].length, 2);
    if (found) return found;
  }
  return null;
}
