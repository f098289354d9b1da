import type { Category } from '@/db/schema';
import { isEntity } from '../normalize/names';
import { normalizeRelationship } from '../normalize/relationships';
import type { Doc } from '../text/doc';
import { readName } from '../text/read-name';
import { addressAfterName, readAddress } from './common/address-near';
import { relationshipAround, sentenceStart } from './common/family';
import { readPartyList } from './common/party-list';
import type { Mention, Role } from './registry';

const FIDUCIARY_RE =
  /\bas\s+(?:the\s+)?(?:duly\s+appointed\s+)?(?:(?:independent|dependent|successor|sole|co-?|ancillary)\s+)?(executor|executrix|administrator|administratrix|personal\s+representative)s?\b|(?:,|\bthe)\s+(?:the\s+)?(?:duly\s+appointed,?\s+(?:qualified\s+)?(?:and\s+)?(?:acting\s+)?)?(?:(?:independent|dependent|successor|sole|co-?|ancillary)\s+)?(executor|executrix|administrator|administratrix|personal\s+representative)s?\s+of\s+the\s+(?:estate|last\s+will|will)\b/gi;

/** "... of the Estate of NAME, deceased," after a capacity: the grantor's address may follow it. */
const ESTATE_CLAUSE_RE =
  /^\s+of\s+the\s+(?:estate|last\s+will\s+and\s+testament|will)\s+of\s+[\p{Lu}][\p{L}.,'’ -]{2,60}?,\s*(?:deceased|late\s+of\s+[^,]{2,40})\s*/iu;

function namesIn(text: string, from: number, to: number): { name: string; start: number; end: number }[] {
  const out: { name: string; start: number; end: number }[] = [];
  let pos = from;
  while (pos < to) {
    const r =
      /[A-Z]/.test(text[pos] ?? '') && !/[A-Za-z]/.test(text[pos - 1] ?? '') ? readName(text, pos) : null;
    if (r && r.end <= to + 2) {
      out.push(r);
      pos = r.end;
    } else pos++;
  }
  return out;
}

/** The fiduciary grantor of an executor's / administrator's / personal representative's deed. */
export function fiduciaryMentions(
  doc: Doc,
  decedentName: string | null,
  isSame: (a: string, b: string) => boolean,
): Mention[] {
  const text = doc.text;
  const out: Mention[] = [];
  for (const m of text.matchAll(FIDUCIARY_RE)) {
    const at = m.index ?? 0;
    const windowStart = Math.max(0, at - 220);
    const sentence = text.slice(windowStart, at);
    // Sentence start: a period that does not end an initial or abbreviation ("STANLEY J. WOJCIK", "Dr.").
    const ends = [
      ...sentence.matchAll(/(?<!\b[A-Z]|\b(?:No|Dr|St|Ave|Rd|Mr|Mrs|Ms|Inc|Jr|Sr))\.\s|\n[ \t]*\n/g),
    ];
    const cut = ends.length ? (ends.at(-1)!.index ?? 0) + 1 : -1;
    const from = windowStart + Math.max(cut, 0);
    const names = namesIn(text, from, at).filter(
      (n) => !(decedentName && isSame(n.name, decedentName)) && !isEntity(n.name),
    );
    const pick = names[0];
    if (!pick) continue;
    const kind = (m[1] ?? m[2]!).toLowerCase();
    const capEnd = at + m[0].length;
    const estate = text.slice(capEnd, capEnd + 160).match(ESTATE_CLAUSE_RE);
    const role: Role = kind.startsWith('exec')
      ? 'executor'
      : kind.startsWith('admin')
        ? 'administrator'
        : 'personal_representative';
    out.push({
      name: pick.name,
      span: { start: pick.start, end: pick.end },
      role,
      address:
        addressAfterName(text, pick.end) ??
        (estate && pick.end < at && at - pick.end < 80
          ? addressAfterName(text, capEnd + estate[0].length)
          : null),
      confidence: 0.85,
    });
  }
  return out;
}

// A bare "and" introduces a party only before a name in capitals ("... Grantor, and JOHN SMITH, Grantee").
const GRANTEE_ANCHOR_RE =
  /\b(?:to|unto|paid\s+by|in\s+favor\s+of)\s+(?:the\s+said\s+)?(?=\p{Lu})|\b(?:and|AND)\s+(?=\p{Lu}{2,}[\s.,])/gu;
const GRANTEE_MARK_RE =
  /^[^.]{0,200}?\b(?:grantees?|whose\s+(?:[\w-]+\s+){0,3}address|residing\s+at|part(?:y|ies)\s+of\s+the\s+second\s+part)\b/i;

/** Grantees of a conveyance: the run of names after "to/unto/paid by" that the text marks as grantee or gives an address. */
export function granteeMentions(doc: Doc, exclude: (name: string) => boolean): Mention[] {
  const text = doc.text;
  const out: Mention[] = [];
  for (const m of text.matchAll(GRANTEE_ANCHOR_RE)) {
    const from = (m.index ?? 0) + m[0].length;
    const { names } = readPartyList(text, from);
    const last = names.at(-1);
    if (!last) continue;
    // Periods of initials and abbreviations ("M.", "Ave.") do not end the clause that marks the grantees.
    const tailFrom = last.address?.span.end ?? last.span.end;
    const clause = (at: number) => text.slice(at, at + 220).replace(/\b([A-Za-z]{1,3})\./g, '$1 ');
    if (!GRANTEE_MARK_RE.test(clause(names[0]!.span.end)) && !GRANTEE_MARK_RE.test(clause(tailFrom)))
      continue;
    for (const n of names) {
      if (exclude(n.name) || isEntity(n.name)) break;
      if (!out.some((o) => o.name.toLowerCase() === n.name.toLowerCase()))
        out.push({ ...n, role: 'grantee', relationship: null, confidence: 0.8 });
    }
  }
  return out;
}

/** Grantor/grantee/beneficiary of ordinary deeds (warranty, TOD, quitclaim) and releases. */
export function otherDeedMentions(doc: Doc, category: Category): Mention[] {
  if (category !== 'OTHER') return [];
  const text = doc.text;
  const out: Mention[] = [];
  const labelled: [RegExp, Role][] = [
    [
      /^[ \t]*(?:owner(?:\s+making\s+this\s+deed)?|grantors?|transferors?)[ \t]*:[ \t]*(?:\n[ \t]*){0,2}/gim,
      'grantor',
    ],
    [/^[ \t]*(?:grantees?|transferees?)[ \t]*:[ \t]*(?:\n[ \t]*){0,2}/gim, 'grantee'],
  ];
  for (const [re, role] of labelled) {
    for (const m of text.matchAll(re)) {
      const r = readName(text, (m.index ?? 0) + m[0].length);
      if (!r) continue;
      const lineEnd = text.indexOf('\n', r.end);
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        role,
        address: addressAfterName(text, lineEnd > 0 && lineEnd - r.end < 3 ? lineEnd : r.end),
        confidence: 0.8,
      });
    }
  }
  // Transfer-on-death designations: "Name: X (my daughter)\n Address: ..." under a beneficiary heading.
  let lastAddress: Mention['address'] = null;
  for (const m of text.matchAll(/^[ \t]*Name[ \t]*:[ \t]*/gim)) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    const heading = text.slice(Math.max(0, (m.index ?? 0) - 200), m.index ?? 0);
    const primary = !/alternate|contingent|secondary/i.test(heading.split(/\n[ \t]*\n/).at(-1) ?? heading);
    const addrLabel = text.slice(r.end, r.end + 120).match(/\n[ \t]*Address[ \t]*:[ \t]*/i);
    let address = addrLabel
      ? addressAfterName(text, r.end + (addrLabel.index ?? 0) + addrLabel[0].length)
      : null;
    if (
      !address &&
      addrLabel &&
      /^same/i.test(text.slice(r.end + (addrLabel.index ?? 0) + addrLabel[0].length, r.end + 200))
    )
      address = lastAddress;
    lastAddress = address ?? lastAddress;
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      role: 'beneficiary',
      address,
      confidence: 0.8,
      primary,
    } as Mention & { primary: boolean });
  }
  return out;
}

/** Will: executor named, primary devisees and contingent takers, with relationships. */
export function willMentions(doc: Doc): (Mention & { primary?: boolean })[] {
  const text = doc.text;
  const out: (Mention & { primary?: boolean })[] = [];
  const exec = text.match(/\bI\s+(?:name|nominate|appoint)\s+(?:my\s+\w+,\s*)?/i);
  if (exec) {
    const r = readName(text, (exec.index ?? 0) + exec[0].length);
    // The office the will names: "as Personal Representative" / "as Executrix".
    const office = text
      .slice(r?.end ?? 0, (r?.end ?? 0) + 80)
      .match(
        /\bas\s+(?:my\s+|the\s+)?(?:sole\s+|independent\s+)?(executor|executrix|personal\s+representative|administrator)/i,
      );
    if (r)
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        role: office && /personal/i.test(office[1]!) ? 'personal_representative' : 'executor',
        relationship: relationshipAround(text, r.start, r.end),
        confidence: 0.8,
      });
  }
  for (const m of text.matchAll(/\bto\s+(?:my\s+\w+,\s*)?(?=[A-Z])/g)) {
    const sentence = text.slice(sentenceStart(text, m.index ?? 0), m.index ?? 0);
    if (!/\bI\s+(?:leave|give|devise|bequeath)\b/i.test(sentence)) continue;
    const { names } = readPartyList(text, (m.index ?? 0) + m[0].length);
    if (!names.length) continue;
    const gift = sentence;
    const contingent = /\bif\s+(?:he|she|they|my)\b[^.]{0,80}\b(?:not\s+survive|predecease|fails)/i.test(
      gift,
    );
    // Only devisees of real property are the will's grantees; a car or a bequest of money is not.
    const realProperty =
      /\b(?:real|home|house|residence|residue|residuary|remainder|property|land|lot|acres?|homestead|estate)\b/i.test(
        gift,
      );
    const plural = m[0].match(/\bmy\s+(\w+),/i)?.[1];
    for (const r of names)
      out.push({
        name: r.name,
        span: r.span,
        role: 'beneficiary',
        relationship:
          relationshipAround(text, r.span.start, r.span.end) ??
          (names.length > 1 && plural ? normalizeRelationship(plural) : null),
        confidence: 0.8,
        primary: !contingent && realProperty,
      });
  }
  // Family statements: "My wife is X.", "I have two children, X and Y", "My children are X (my daughter),
  // Y (my son)". A kinship note next to a name beats the group word.
  for (const m of text.matchAll(
    /\bMy\s+(wife|husband|spouse)\s+is\s+|\bI\s+have\s+(?:one|two|three|\w+)\s+(sons?|daughters?|children|child)\s*[,:]?\s*|\bMy\s+(sons?|daughters?|children|child)\s+(?:is|are)\s*:?\s*/gi,
  )) {
    const group = normalizeRelationship(m[1] ?? m[2] ?? m[3] ?? '');
    const at = (m.index ?? 0) + m[0].length;
    const names = m[1] ? [readName(text, at)].filter((r) => r !== null) : null;
    const listed = names
      ? names.map((r) => ({ name: r.name, span: { start: r.start, end: r.end }, relationship: null }))
      : readPartyList(text, at).names;
    for (const r of listed)
      out.push({
        name: r.name,
        span: r.span,
        relationship: r.relationship ?? group,
        role: 'family_member',
        confidence: 0.75,
      });
  }
  return out;
}

/** Affidavit of death: the survivor (affiant) and the capacity they claim. */
export function survivorRole(doc: Doc): { role: Role; relationship: string | null } {
  const text = doc.text;
  const role: Role = /\bsurviving\s+joint\s+tenant|\bjoint\s+tenan/i.test(text)
    ? 'surviving_joint_tenant'
    : /\bsuccessor\s+trustee/i.test(text)
      ? 'successor_trustee'
      : 'beneficiary';
  const rel = text.match(
    /\b(?:affiant|declarant|I\s+am)\s*,?\s*(?:the\s+)?(?:his|her|decedent's)\s+(wife|husband|spouse|son|daughter|child)\b/i,
  );
  return { role, relationship: rel ? normalizeRelationship(rel[1]!) : null };
}

/**
 * Texas-style header blocks: "Grantee: A and B" with a separate "Grantee's Mailing Address:" label whose
 * address applies to each name under that label.
 */
export function labelledParties(doc: Doc, side: 'grantor' | 'grantee'): Mention[] {
  const text = doc.text;
  const label = new RegExp(`^[ \\t]*${side}s?[ \\t]*:[ \\t]*`, 'gim');
  const addressLabel = new RegExp(
    `^[ \\t]*${side}s?'?s?'?\\s+(?:mailing\\s+)?address(?:es)?[ \\t]*:\\s*`,
    'im',
  );
  const addrAt = text.match(addressLabel);
  const shared = addrAt ? readAddress(text, (addrAt.index ?? 0) + addrAt[0].length, 2) : null;
  const out: Mention[] = [];
  for (const m of text.matchAll(label)) {
    const { names } = readPartyList(text, (m.index ?? 0) + m[0].length);
    for (const n of names)
      if (!isEntity(n.name)) out.push({ ...n, role: side, address: n.address ?? shared, relationship: null });
  }
  return out;
}
