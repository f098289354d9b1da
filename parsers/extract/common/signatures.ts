import { isEntity } from '../../normalize/names';
import type { Doc } from '../../text/doc';
import { readName } from '../../text/read-name';
import type { Mention, Role } from '../registry';
import { addressAfterName, readAddress } from './address-near';
import { readPartyList } from './party-list';

const BLOCK_ROLES: [RegExp, Role][] = [
  [/^notary\s+public\b/i, 'notary'],
  [
    /^(?:disinterested\s+|credible\s+|attesting\s+|subscribing\s+|unofficial\s+)?witness(?:es)?\b/i,
    'witness',
  ],
  [/^(?:affiant|declarant|deponent)\b/i, 'affiant'],
  [/^(?:owner|grantor)\b/i, 'grantor'],
  [/^(?:preparer|attorney)\b/i, 'preparer'],
];

/** Titles of a corporate signer: "X, Vice President, Loan Servicing". */
const OFFICER_RE =
  /^(?:its\s+)?(?:(?:senior|executive|assistant|first)\s+)?(?:vice\s+president|president|secretary|treasurer|(?:general\s+)?manager|managing\s+member|member|authorized\s+(?:signer|signatory|agent|officer|representative)|officer|chief\s+\w+\s+officer|loan\s+officer)\b/i;

const OFFICER_LINE_RE = new RegExp(`${OFFICER_RE.source}[\\s,.]*$`, 'i');

function roleOf(label: string): Role | undefined {
  return BLOCK_ROLES.find(([re]) => re.test(label.trim()))?.[1];
}

/** Column segments of a line: text runs separated by three or more blanks, with their offsets in the line. */
function columns(line: string): { text: string; at: number }[] {
  return [...line.matchAll(/\S(?:.*?\S)?(?=\s{3,}|\s*$)/g)].map((m) => ({ text: m[0], at: m.index ?? 0 }));
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
        const r = readName(doc.text, at + labelled[0].length);
        if (r) push(r, labelRole, addressBelow(doc, i));
        continue;
      }
      // "Print Name: X" (or "Name: X") under a "Witnesses:" / notary heading.
      const printed = col.text.match(/^(?:print(?:ed)?\s+)?name\s*:\s*/i);
      if (printed) {
        const heading = lines
          .slice(Math.max(0, i - 6), i)
          .map((l) => l.text)
          .join('\n');
        const role = /witness/i.test(heading) ? 'witness' : /notary/i.test(heading) ? 'notary' : undefined;
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
      const belowAt = below && belowCell ? below.start + belowCell.at : -1;
      const belowAddress = belowCell && /^\d/.test(belowCell.text) ? readAddress(doc.text, belowAt, 0) : null;
      const found = out.length;
      for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
        const above = lines[j]!;
        // The same column of the line above (blocks side by side), else the whole line.
        const cell = columns(above.text).find((c) => Math.abs(c.at - col.at) < 8) ?? null;
        const atText = cell ? cell.text : '';
        if (!atText || /^_+$/.test(atText) || /^_{3,}/.test(atText)) break;
        const byPrefix = atText.match(/^By\s*:\s*/i)?.[0].length ?? 0;
        const cellStart = above.start + (cell?.at ?? 0) + byPrefix;
        const addr = readAddress(doc.text, cellStart, 40);
        if (/^\d/.test(atText) && addr) {
          address = addr;
          continue;
        }
        const r = readName(doc.text, cellStart);
        if (r) push(r, role, address ?? belowAddress);
        break;
      }
      const aboveIsLine = /^\s*_{3,}/.test(lines[i - 1]?.text.slice(col.at) ?? '');
      if (out.length === found && aboveIsLine && belowCell && !roleOf(belowCell.text)) {
        const r = readName(doc.text, belowAt);
        if (r && r.end <= below!.end) push(r, role, null);
      }
    }
  });
  return out;
}

/** "Address: ..." on the line right below a name. */
function addressBelow(doc: Doc, lineIndex: number): Mention['address'] {
  const next = doc.lines[lineIndex + 1];
  if (!next) return null;
  const m = next.text.match(/^\s*(?:address|residing at)\s*:?\s*/i);
  return m ? readAddress(doc.text, next.start + m[0].length, 2) : null;
}

const INLINE: [RegExp, Role][] = [
  [/\bbefore me,?\s+(?=\p{Lu}[^,]{3,40},\s*(?:a\s+)?notary)/gu, 'notary'],
  [/\bWitness(?:es)?\s*:\s*/g, 'witness'],
  [/\bMy\s+name\s+is\s+/g, 'affiant'],
  [/^[ \t]*Affiant\s*:\s*/gim, 'affiant'],
  [
    /\bI,\s*(?=\p{Lu}[^,]{3,40},\s*(?:declare|being|state|do\s+(?:hereby\s+)?(?:solemnly\s+)?(?:swear|state|declare|certify)|am\b|the\s+undersigned))/gu,
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

/** People introduced inline: "Witness: X", "I, X, declare", "before me, X, Notary Public", "prepared by: X". */
export function inlineRoleMentions(doc: Doc): Mention[] {
  const text = doc.text;
  const out: Mention[] = [];
  for (const [re, role] of INLINE) {
    for (const m of text.matchAll(re)) {
      let from = (m.index ?? 0) + m[0].length;
      while (/\s/.test(text[from] ?? '')) from++;
      const r = readName(text, from);
      if (!r) continue;
      if (isEntity(text.slice(r.start, r.end + 40).split(/\n/)[0] ?? '')) continue;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        role,
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
  // "Affiant, being first duly sworn" / "X, being first duly sworn, deposes and says".
  for (const m of text.matchAll(
    /(?<![\p{L}.'’-])(\p{Lu}[\p{L}.'’ -]{4,50}),(?:\s*(?:of\s+(?:lawful|legal|full)\s+age|an\s+adult|a\s+resident\s+of\s+[^,]{3,40}),)?\s*being\s+(?:first\s+)?duly\s+sworn/gu,
  )) {
    const r = readName(text, m.index ?? 0);
    if (r) out.push({ name: r.name, span: { start: r.start, end: r.end }, role: 'affiant', confidence: 0.8 });
  }
  return out;
}

/** Skips ", Esq." after a name so the address that follows is found. */
function trimEsq(text: string, end: number): number {
  const m = text.slice(end, end + 30).match(/^,?\s*(?:Esq\.?|Attorney\s+at\s+Law|Attorney)\b\.?,?/i);
  let at = m ? end + m[0].length : end;
  // The law firm's line between the attorney and the firm's address ("Espinoza & Tate, P.A.").
  const firm = text.slice(at, at + 80).match(/^[ \t]*\n[ \t]*([^\n]{3,60})(?=\n)/);
  if (
    firm &&
    !/^\s*\d/.test(firm[1]!) &&
    (isEntity(firm[1]!) || /&|\bP\.?A\.?\b|\bLaw\b|\bPLLC\b|\bLLP\b/.test(firm[1]!))
  )
    at += firm[0].length;
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
  return out;
}
