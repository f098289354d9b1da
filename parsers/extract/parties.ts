import type { Category } from '@/db/schema';
import { hasNonNameWord, isEntity } from '../normalize/names';
import { normalizeRelationship, RELATIONSHIP_WORD_RE, RELATIONSHIP_WORDS } from '../normalize/relationships';
import type { Doc } from '../text/doc';
import { readName } from '../text/read-name';
import { addressAfterName, readAddress } from './common/address-near';
import { inVestingRecital } from './common/chain-of-title';
import { restOfCountedList } from './common/counted-list';
import { relationshipAround, sentenceStart, settlorDied } from './common/family';
import { endsWithGrantingVerb } from './common/granting-verb';
import { isIndexEntry, titleOffset } from './common/index-entry';
import { columnParties } from './common/party-columns';
import { readPartyList } from './common/party-list';
import { tableMentions } from './common/tables';
import { DEATH_DEED_RE } from './conveyance';
import type { Mention, Role } from './registry';

// (A "Special" or "Temporary" administrator, appointed for one purpose such as selling the land, conveys as any other.)
// (An administrator "C.T.A." / "d.b.n." / "with the will annexed" serves under a will another was named to carry out;
// one "de bonis non", spelled out, finishes an estate a fiduciary before left unadministered. Maine's code calls
// every fiduciary a personal representative: "Administratrix (Personal Representative) of the Estate of X".)
const FIDUCIARY_RE =
  /\bas\s+(?:the\s+)?(?:duly\s+appointed\s+)?(?:(?:independent|dependent|successor|sole|co|ancillary|special|temporary)\s+|co-\s*){0,2}(executor|executrix|administrator|administratrix|personal\s+representative)s?\b|(?:,|\bthe)\s+(?:the\s+)?(?:duly\s+appointed,?\s+(?:qualified\s+)?(?:and\s+)?(?:acting\s+)?)?(?:(?:independent|dependent|successor|sole|co|ancillary|special|temporary)\s+|co-\s*){0,2}(executor|executrix|administrator|administratrix|personal\s+representative)s?(?:,?\s+(?:C\.\s?T\.\s?A\.|D\.\s?B\.\s?N\.(?:\s?C\.\s?T\.\s?A\.)?|de\s+bonis\s+non(?:\s+cum\s+testamento\s+annexo)?|with\s+(?:the\s+)?will\s+annexed))?(?:\s*\((?:personal\s+representative|executor|executrix|administrat(?:or|rix))\))?,?\s+(?:of|under)\s+the\s+(?:estate|last\s+will|will)\b/gi;

/**
 * "... of the Estate of NAME, deceased," after a capacity (its "of the Estate" may be the capacity's own match):
 * the grantor's address may follow it.
 */
// (The estate's court and file number may follow: "..., deceased, Hardin District Court, Probate Case No. 22-P-0101,";
// or stand in place of "deceased": "of the Estate of X, Estate No. 5120 in the Orphans' Court for Kent County, Maryland,".)
const ESTATE_CLAUSE_RE =
  /^\s+(?:of\s+the\s+(?:estate|last\s+will\s+and\s+testament|will)\s+)?of\s+[\p{Lu}][\p{L}.,'’\s-]{2,60}?,\s*(?:deceased|late\s+of\s+[^,]{2,40}|(?:Estate|Case|File)\s+(?:No\.?|Number|#)\s*[\w-]*\d[\w-]*(?:\s+in\s+the\s+(?:[\p{Lu}][\p{L}.'’-]*\s+){1,4}(?:for|of)\s+(?:[\p{Lu}][\p{L}.'’-]*\s+){1,3}(?:County|Parish)(?:,\s*[\p{Lu}][\p{L}]+(?:\s+[\p{Lu}][\p{L}]+)?)?)?)(?:,\s*(?:[\p{Lu}][\p{L}.'’-]*\s+){1,5}Court\b,?\s*(?:(?:Probate\s+)?(?:Case|File|Estate|Cause|Docket)\s+)?(?:No\.?|Number|#)\s*[\w-]*\d[\w-]*)?\s*/iu;

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

/** The company named first in a fiduciary's clause, read whole ("X TRUST COMPANY, N.A."), with its address. */
function corporateBefore(
  text: string,
  from: number,
  at: number,
  decedentName: string | null,
  isSame: (a: string, b: string) => boolean,
): { name: string; start: number; end: number; address: Mention['address'] } | undefined {
  for (const n of namesIn(text, from, at)) {
    const entity = readPartyList(text, n.start, 1).names[0];
    if (!entity || !isEntity(entity.name) || (decedentName && isSame(entity.name, decedentName))) continue;
    // The estate's own name or an officer's employer ("Trust Officer of X BANK") is not the one serving.
    if (/\b(?:estate|of)\s*$/i.test(text.slice(Math.max(0, n.start - 12), n.start))) continue;
    return {
      name: entity.name,
      start: entity.span.start,
      end: entity.span.end,
      address:
        entity.address ??
        addressAfterName(
          text,
          entity.span.end +
            // ", a national banking association, whose address is": the company's form comes first.
            (text
              .slice(entity.span.end, entity.span.end + 90)
              .match(
                /^\s*,?\s*an?\s+[\w\s-]{0,50}?(?:association|corporation|company|bank|institution)\s*(?=,)/i,
              )?.[0].length ?? 0),
        ),
    };
  }
  return undefined;
}

/**
 * Side-by-side signature blocks ("Unofficial Witness          JANE Q. ROE," over "Raymond T. Doe          as
 * Administrator of the Estate of"): a capacity printed in a right-hand column belongs to the names of that
 * column; a name at the left margin beside it signs another block.
 */
function inCapacityColumn(text: string, nameStart: number, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  if (!/\S[ \t]{6,}$/.test(text.slice(lineStart, at))) return true;
  const column = at - lineStart;
  const nameColumn = nameStart - (text.lastIndexOf('\n', nameStart - 1) + 1);
  return nameColumn >= column - 4;
}

/** The fiduciary grantor of an executor's / administrator's / personal representative's deed. */
export function fiduciaryMentions(
  doc: Doc,
  decedentName: string | null,
  isSame: (a: string, b: string) => boolean,
): Mention[] {
  // (A ruled header box may name them: "| GRANTORS | A, of <address>, and B, ... |" over "|   | as
  // Co-Personal Representatives of ... |"; its rules read as blanks, offsets kept.)
  const text = unboxed(doc.text);
  const out: Mention[] = [];
  const adjacent: boolean[] = [];
  for (const m of text.matchAll(FIDUCIARY_RE)) {
    const at = m.index ?? 0;
    // Sentence start: a period that does not end an initial or abbreviation ("STANLEY J. WOJCIK", "Dr."). (A scan
    // may double a suffix's period where its comma stood: "ANTHONY R. ROE, JR.. unmarried, whose address is".)
    const sentenceEnds = (from: number) => [
      ...text
        .slice(from, at)
        .matchAll(
          /(?<!\b[A-Z]|\b(?:No|Dr|St|Ave|Rd|Mr|Mrs|Ms|Inc|Apt|Ste)|\b(?:Jr|Sr|JR|SR)\.?)\.\s|\n[ \t]*\n/g,
        ),
    ];
    let windowStart = Math.max(0, at - 220);
    let ends = sentenceEnds(windowStart);
    // Co-fiduciaries each with a residence clause ("between A, of Fulton County, Georgia, and B, residing at
    // <address>, as Co-Executors") may open their sentence further back.
    if (!ends.length && windowStart > 0) {
      const wider = Math.max(0, at - 480);
      const widerEnds = sentenceEnds(wider);
      if (widerEnds.length) {
        windowStart = wider;
        ends = widerEnds;
      }
    }
    const cut = ends.length ? (ends.at(-1)!.index ?? 0) + 1 : -1;
    const from = windowStart + Math.max(cut, 0);
    // A cover sheet's labelled index line ("Grantor:  MATSUDA, DANIEL HIROSHI, as Personal Representative of")
    // files the fiduciary surname first; the body names the same person in reading order.
    const lineStart = text.lastIndexOf('\n', at) + 1;
    const labelled = text.slice(lineStart, at).match(/^[ \t]*[\p{L}()' ]{3,30}:[ \t]*/u);
    if (
      labelled &&
      isIndexEntry(text.slice(lineStart + labelled[0].length, text.indexOf('\n', at) >>> 0), text)
    )
      continue;
    // "as Executrix aforesaid" / "as such Executor" refer back to a fiduciary named before.
    if (/^\s+(?:aforesaid|as\s+aforesaid)\b/i.test(text.slice(at + m[0].length, at + m[0].length + 20)))
      continue;
    // "Letters were issued to X, as Administrator, who died before the estate was fully administered": a former
    // fiduciary whom another (an administrator de bonis non) succeeded conveys nothing.
    if (
      /^\s*,?\s*(?:who\s+(?:has\s+)?(?:since\s+|later\s+|thereafter\s+|subsequently\s+)?died|(?:now|since)\s+deceased|who\s+is\s+now\s+deceased)\b/i.test(
        text.slice(at + m[0].length, at + m[0].length + 60),
      )
    )
      continue;
    const names = namesIn(text, from, at).filter(
      (n) =>
        !(decedentName && isSame(n.name, decedentName)) &&
        !isEntity(n.name) &&
        // A place in a residence clause ("of the City of Providence and State of Rhode Island") is no one.
        !/\b(?:City|Village|Town|Township|Borough|County|Parish|State|Commonwealth)\s+of\s+$/i.test(
          text.slice(Math.max(0, n.start - 20), n.start),
        ) &&
        // A name in another column of the same line ("Witness    X, Administrator") signs another block.
        !/[ \t]{3,}\S/.test(text.slice(n.end, at).split('\n')[0] ?? '') &&
        inCapacityColumn(text, n.start, at),
    );
    // The name right before the capacity ("X (a son of the decedent) as Personal Representative") is the
    // fiduciary; a caption or clerk's stamp that OCR ran into the sentence comes before it.
    let last = names.length - 1;
    while (last >= 0 && !/^[\s,]*(?:\([^()]{0,80}\)[\s,]*)?$/.test(text.slice(names[last]!.end, at))) last--;
    // Co-fiduciaries: "A and B, as Co-Executors"; each may carry a capacity of their own ("A, Executrix, and B,
    // Executor, of the Estate of X").
    let first = last;
    while (
      first > 0 &&
      /^\s*,?\s*(?:(?:co-?\s*)?(?:executor|executrix|administrator|administratrix|personal\s+representative)s?\s*,?\s*)?(?:and|&)?\s*$/i.test(
        text.slice(names[first - 1]!.end, names[first]!.start),
      )
    )
      first--;
    // "by X, as Vice President of BANK, as Personal Representative": the company's officer signs, the company serves.
    const fallback = names.find(
      (n) =>
        !hasNonNameWord(n.name, true) &&
        !/^\s*,?\s*(?:its\s+|as\s+(?:its\s+)?)?(?:(?:senior|executive|assistant|first)\s+)?(?:vice\s+president|president|secretary|treasurer|manager|(?:trust\s+|authorized\s+)?officer)\b/i.test(
          text.slice(n.end, n.end + 60),
        ),
    );
    // "We, A, of <address>, and B, of <address>, Co-Executors of ...": a list whose addresses reach the capacity.
    const listed =
      last >= 0
        ? []
        : (names
            .map((n) => readPartyList(text, n.start))
            .find(({ names: l, end }) => {
              const tail = l.at(-1);
              return (
                l.length > 0 &&
                // (The last may live in a town with no street given: "and B, of the City of Providence and
                // State of Rhode Island, Co-Executors of ...".)
                (/^[\s,]*$/.test(text.slice(tail?.address?.span.end ?? tail?.span.end ?? 0, at)) ||
                  (end >= at ? end - at <= 3 : /^[\s,]*$/.test(text.slice(end, at)))) &&
                l.every(
                  (x) =>
                    !isEntity(x.name) &&
                    !(decedentName && isSame(x.name, decedentName)) &&
                    inCapacityColumn(text, x.span.start, at),
                )
              );
            })?.names ?? []);
    // "A, of Fulton County, Georgia, and B, residing at <address>, as Co-Executors": a co-fiduciary before the
    // list, joined to it by "and" after a residence clause that reads as no address.
    const plural =
      /\bco-?\s*(?:executor|executrix|administrat|personal)|(?:executor|administrator|representative)s\b/i;
    if (listed.length && plural.test(m[0]))
      for (let i = names.findIndex((n) => n.start === listed[0]!.span.start) - 1; i >= 0; i--) {
        const n = names[i]!;
        if (
          isEntity(n.name) ||
          (decedentName && isSame(n.name, decedentName)) ||
          !/^\s*,\s*(?:of|residing\s+at|whose\s+(?:[\w-]+\s+)?address\s+is)\s+[^;()]{3,160}?,\s*(?:and|&)\s+$/i.test(
            text.slice(n.end, listed[0]!.span.start),
          )
        )
          break;
        listed.unshift({
          name: n.name,
          span: { start: n.start, end: n.end },
          address: null,
          share: null,
          confidence: 0.8,
        });
      }
    // A trust company or bank serving as fiduciary: "by X BANK, N.A., a national banking association, whose
    // address is ..., as Personal Representative".
    const corporate =
      last >= 0 || listed.length ? undefined : corporateBefore(text, from, at, decedentName, isSame);
    const picks: { name: string; start: number; end: number; address?: Mention['address'] }[] =
      last >= 0
        ? names.slice(first, last + 1)
        : listed.length
          ? listed.map((l) => ({ name: l.name, start: l.span.start, end: l.span.end, address: l.address }))
          : corporate
            ? [corporate]
            : fallback
              ? [fallback]
              : [];
    const kind = (m[1] ?? m[2]!).toLowerCase();
    const capEnd = at + m[0].length;
    const estate = text.slice(capEnd, capEnd + 160).match(ESTATE_CLAUSE_RE);
    const role: Role = kind.startsWith('exec')
      ? 'executor'
      : kind.startsWith('admin')
        ? 'administrator'
        : 'personal_representative';
    for (const pick of picks) {
      adjacent.push(last >= 0 || listed.length > 0 || corporate !== undefined);
      out.push({
        name: pick.name,
        span: { start: pick.start, end: pick.end },
        role,
        address:
          pick.address ??
          addressAfterName(text, pick.end) ??
          (estate && pick.end <= at && at - pick.end < 80
            ? addressAfterName(text, capEnd + estate[0].length)
            : null),
        confidence: 0.85,
      });
    }
  }
  // Once some recital names the fiduciary right before the capacity, the first name of a sentence with an
  // address or a clerk's caption between counts only as that fiduciary (it may carry their address).
  const named = out.filter((_, i) => adjacent[i]);
  return named.length ? out.filter((o, i) => adjacent[i] || named.some((n) => isSame(n.name, o.name))) : out;
}

/**
 * A trustee joining a fiduciary's deed as co-grantor ("..., as Executor of the Estate of X, and Y, of <address>,
 * as Successor Trustee of the X Revocable Trust"): only inside the granting clause, before the grantees.
 */
export function coGrantorTrustees(doc: Doc, clauseFrom: number): Mention[] {
  const text = doc.text;
  const clause = text.slice(clauseFrom, clauseFrom + 900);
  const stop = clause.search(
    /\b(?:for\s+(?:the\s+)?(?:good\s+and\s+valuable\s+)?consideration|does\s+hereby|do\s+hereby|hereby\s+(?:grant|convey)|grants?\s+to|conveys?\s+to)\b|\(\s*(?:hereinafter\s+(?:called\s+|referred\s+to\s+as\s+)?)?(?:the\s+)?["“]?Grantors?["”]?\s*\)\s*,?\s*(?:to|unto)\b/i,
  );
  const region = stop >= 0 ? clause.slice(0, stop) : clause;
  const out: Mention[] = [];
  for (const m of region.matchAll(/\b(?:and|AND)\s+(?=\p{Lu})/gu)) {
    const at = clauseFrom + (m.index ?? 0) + m[0].length;
    const r = readName(text, at);
    if (!r || isEntity(r.name)) continue;
    const tail = text.slice(r.end, clauseFrom + region.length);
    const cap = tail.match(
      /^,?\s*(?:of\s+[^()]{5,120}?,\s*)?as\s+(?:the\s+)?(successor\s+|co-?)?trustees?\s+of\b/i,
    );
    if (!cap) continue;
    // "AND X, as Trustee of the X Revocable Trust, whose address is ..., referred to as the Grantee": the other side.
    if (
      /^(?:[^;]|\n(?![ \t]*\n)){0,300}?(?:\b(?:referred\s+to\s+as|(?:herein(?:after)?\s+)?called|designated\s+as)|\(\s*hereinafter)\s+(?:the\s+)?["“]?Grantees?\b/i.test(
        tail.slice(cap[0].length),
      )
    )
      continue;
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      role: cap[1] && /successor/i.test(cap[1]) ? 'successor_trustee' : 'grantor',
      address: addressAfterName(text, r.end),
      confidence: 0.8,
    });
  }
  return out;
}

// A bare "and" introduces a party only before a name in capitals ("... Grantor, and JOHN SMITH, Grantee"), its
// first name possibly hyphenated or with an apostrophe ("and ANNE-MARIE ...", "and D'ARCY ..."); the "and" may
// stand centred between the parties' paragraphs ("- AND -"), its letters spaced out ("A N D").
// (Nebraska's statutory form names the buyers with the consideration: "in consideration of $1.00 received from
// GRANTEES, A and B, husband and wife, convey to GRANTEES".)
// (The Carolinas' and Georgia's forms: "paid at and before the sealing of these presents by X"; New England's
// "paid to my full satisfaction by X". Michigan's
// statutory form sets the grantee under "Conveys to:" on a line of its own.)
const GRANTEE_ANCHOR_RE =
  /\b(?:to|unto)\s+(?:the\s+)?(?:following\s+(?:persons|heirs|devisees|distributees)|(?:heirs|devisees|distributees)(?:\s+at\s+law)?\s+of\s+(?:the\s+|said\s+)*decedent)\b[^:.;]{0,60}?,?\s*(?:namely|to\s+wit|as\s+follows)\s*[:,]\s*(?=\p{Lu})|\b(?:(?:to|unto)(?:[ \t]*:(?=[ \t]*\n))?|paid(?:,?\s+at\s+and\s+before\s+the\s+sealing(?:\s+and\s+delivery)?\s+of\s+these\s+presents,?[\s-]+|\s+to\s+(?:my|our|his|her|its|their)\s+(?:full\s+)?satisfaction\s+|\s+)by|in\s+favor\s+of|(?:full\s+)?satisfaction\s+of)\s+(?:the\s+said\s+)?(?=\p{Lu})|\b(?:received\s+)?from\s+(?:the\s+)?(?:GRANTEES?|Grantees?)\s*,\s*(?=\p{Lu})|\bunto\s+the\s+(?=\p{Lu}{2,}[\s.,])|\b(?:and|AND|A[ \t]N[ \t]D)(?:[ \t]*[-–—])?\s+(?=\p{Lu}{2,}(?:['’-]\p{Lu}+)*[\s.,])/gu;
const GRANTEE_MARK_RE =
  /^[^.]{0,200}?\b(?:grantees?|whose\s+(?:[\w-]+\s+){0,3}address|residing\s+at|part(?:y|ies)\s+of\s+the\s+second\s+part|(?:with|having)\s+(?:an?\s+|its\s+)?principal\s+(?:office|place\s+of\s+business))\b/i;

/**
 * The grantees' defined term closing a long clause in the same sentence: "to A and B, as Trustees of the X TRUST
 * dated ..., with full power and authority to protect, conserve, sell, ... as provided in Section 689.073, Florida
 * Statutes, whose post office address is ... (hereinafter "Grantee")". No other parenthesis comes between.
 */
const DEFINED_GRANTEE_AHEAD_RE =
  /^(?:[^.()]|\.(?=\d)){0,700}?\(\s*(?:hereinafter\s+(?:called\s+|referred\s+to\s+as\s+)?)?(?:the\s+)?["“]?Grantees?["”]?\s*\)/i;

/** Grantees of a conveyance: the run of names after "to/unto/paid by" that the text marks as grantee or gives an address. */
export function granteeMentions(doc: Doc, exclude: (name: string) => boolean): Mention[] {
  const text = doc.text;
  const out: Mention[] = columnParties(doc, 'grantee').filter((n) => !exclude(n.name));
  for (const m of text.matchAll(GRANTEE_ANCHOR_RE)) {
    const from = (m.index ?? 0) + m[0].length;
    // A form's parenthesised sub-title names kinds of party, not parties: "(Administrator C.T.A. to Limited
    // Liability Company)", "(Executor to Individual)".
    if (
      /\([^()\n]{0,60}$/.test(text.slice(Math.max(0, from - 60), from)) &&
      /^[^()\n]{0,60}\)/.test(text.slice(from, from + 61))
    )
      continue;
    const { names } = readPartyList(text, from);
    const last = names.at(-1);
    if (!last) continue;
    // Periods of initials and abbreviations ("M.", "Ave.") do not end the clause that marks the grantees.
    const tailFrom = last.address?.span.end ?? last.span.end;
    const clause = (at: number, length = 220) =>
      text.slice(at, at + length).replace(/\b([A-Za-z]{1,3})\./g, '$1 ');
    // "does hereby grant, bargain, sell and convey unto the said TERRENCE L. BYNUM": the granting verb itself
    // marks whom the land goes to.
    // ("to the heirs at law of the decedent, namely: A, ...; B, ...": a distribution deed's takers listed.)
    const conveyed =
      /\b(?:namely|to\s+wit|as\s+follows)\s*[:,]\s*$/i.test(m[0]) ||
      (/^(?:to|unto)\b/i.test(m[0]) &&
        endsWithGrantingVerb(text.slice(Math.max(0, (m.index ?? 0) - 100), m.index ?? 0)));
    // (A label's "to:" is a grantee's only after the granting verb: not "When recorded return to:".)
    if (/:$/.test(m[0].trimEnd()) && !conveyed) continue;
    if (
      !conveyed &&
      !GRANTEE_MARK_RE.test(clause(names[0]!.span.end)) &&
      !GRANTEE_MARK_RE.test(clause(tailFrom)) &&
      !DEFINED_GRANTEE_AHEAD_RE.test(clause(tailFrom, 700))
    )
      continue;
    // "A, residing at ..., and B, residing at ..., Co-Administrators of the Estate of X": a co-fiduciary
    // joined by "and" before the capacity, not a grantee. (The capacity may also come before the fiduciaries'
    // shared address: "A and B, Co-Personal Representatives of ..., whose post office address is ...".)
    const capacity =
      /^[^.;]{0,40}?\b(?:co-?)?(?:executors?|executrix|administrat(?:ors?|rix)|personal\s+representatives?)\b/i;
    if (
      /^(?:and|AND)\b/.test(m[0]) &&
      (capacity.test(text.slice(tailFrom, tailFrom + 120)) ||
        capacity.test(text.slice(names[0]!.span.end, names[0]!.span.end + 120)))
    )
      continue;
    for (const n of names) {
      if (exclude(n.name)) break;
      // A company may be the grantee (a buyer LLC); one named after the grantees is not.
      if (isEntity(n.name) && n !== names[0]) break;
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
      /^[ \t]*(?:owners?(?:\s+making\s+this\s+deed)?|grantors?|transferors?)[ \t]*:[ \t]*(?:\n[ \t]*){0,2}/gim,
      'grantor',
    ],
    [/^[ \t]*(?:grantees?|transferees?)[ \t]*:[ \t]*(?:\n[ \t]*){0,2}/gim, 'grantee'],
  ];
  for (const [re, role] of labelled) {
    for (const m of text.matchAll(re)) {
      const from = (m.index ?? 0) + m[0].length;
      const inHeader = (m.index ?? 0) < titleOffset(doc);
      if (isIndexEntry(text.slice(from, text.indexOf('\n', from) >>> 0), text, inHeader)) continue;
      if (inVestingRecital(text, m.index ?? 0)) continue;
      // "Grantee: THE MENON FAMILY REVOCABLE TRUST, dated ...": a company or trust reads as no person's name.
      const line = text.slice(from, text.indexOf('\n', from) >>> 0).trim();
      const person = readName(text, from);
      // "BLUE HERON BUILDERS, LLC": a company whose name reads as a person's up to the comma before its form.
      const company =
        !person ||
        isEntity(text.slice(person.start, person.end + 1)) ||
        /^,?\s*(?:L\.?L\.?C|Inc|Corp|Co\.|Ltd|L\.?P|L\.?L\.?P|N\.A|Company|Corporation)\b/i.test(
          text.slice(person.end, person.end + 16),
        );
      const r =
        company && isEntity(line)
          ? { name: line.replace(/[,;]$/, ''), start: from, end: from + line.length }
          : person;
      if (!r) continue;
      const lineEnd = text.indexOf('\n', r.end);
      // Texas's forms give the party's address under a label of its own: "Grantor's Mailing Address:\n <street>".
      const mailing = text.match(
        new RegExp(`^[ \\t]*${role}s?['’]?s?['’]?[ \\t]+(?:mailing[ \\t]+)?address(?:es)?[ \\t]*:\\s*`, 'im'),
      );
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        role,
        address:
          addressAfterName(text, lineEnd > 0 && lineEnd - r.end < 3 ? lineEnd : r.end) ??
          (mailing ? readAddress(text, (mailing.index ?? 0) + mailing[0].length, 2) : null),
        confidence: 0.8,
      });
      // "Grantee: HAROLD P. GUNN and WANDA GUNN, husband and wife": every person the label names.
      if (r === person) {
        const first = out.length - 1;
        const { names } = readPartyList(text, from);
        if (names[0]?.span.start === person.start)
          for (const n of names.slice(1))
            if (!isEntity(n.name))
              out.push({ name: n.name, span: n.span, role, address: n.address, confidence: 0.8 });
        // "OWNERS: A and B, husband and wife" over "ADDRESS: <street>": the labelled line is all of theirs; so is
        // the one street a header field gives straight after the names it lists ("Grantors: A and B,\n <street>").
        const group = out.slice(first);
        const last = group.at(-1)?.address;
        if (
          group.length > 1 &&
          last &&
          /\n[ \t]*(?:(?:mailing|post\s+office)\s+)?address(?:es)?[ \t]*:[ \t]*$|^[\s,]*$/i.test(
            text.slice(group.at(-1)!.span.end, last.span.start),
          )
        )
          for (const g of group) g.address ??= last;
      }
    }
  }
  // Transfer-on-death designations: "Name: X (my daughter)\n Address: ..." under a beneficiary heading.
  let lastAddress: Mention['address'] = null;
  let previousName = 0;
  for (const m of text.matchAll(/^[ \t]*Name[ \t]*:[ \t]*/gim)) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    // "By: ____ / Name: X / Title: Vice President": a company's signer, not a designee.
    if (signerBlock(text, m.index ?? 0, r.end)) continue;
    // A recorder's intake sheet's "Contact/Mail Information:" block ("Name: X, Esq." over "Firm:" and "Phone:"):
    // the filer the clerk writes to, no designee.
    if (contactBlock(text, m.index ?? 0, r.end)) continue;
    const heading = text.slice(Math.max(0, (m.index ?? 0) - 200, previousName), m.index ?? 0);
    // The heading since the previous designee (not just its paragraph: OCR may put a blank line under it).
    const primary = !/alternate|contingent|secondary/i.test(
      previousName > 0 ? heading : (heading.split(/\n[ \t]*\n/).at(-1) ?? heading),
    );
    previousName = r.end;
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
  if (DEATH_DEED_RE.test(text.slice(0, 3000))) out.push(...designeeMentions(doc));
  return out;
}

/**
 * A transfer-on-death deed's designees laid out in a table under a beneficiaries heading ("TOD BENEFICIARIES:" over
 * "Name   Address   Share"), and the takers of a gift over ("If A does not survive the Owners, her share shall pass
 * to her son, B"): beneficiaries, the latter contingent.
 */
function designeeMentions(doc: Doc): (Mention & { primary: boolean })[] {
  const text = doc.text;
  const out: (Mention & { primary: boolean })[] = [];
  out.push(...numberedDesignees(doc));
  for (const t of tableMentions(doc))
    if (!t.died && /\bbeneficiar(?:y|ies)\b|\bdesignees?\b/i.test(t.heading ?? ''))
      out.push({
        name: t.name,
        span: t.span,
        role: 'beneficiary',
        address: t.address,
        confidence: 0.8,
        primary: !/\b(?:contingent|alternate|secondary|successor)\b/i.test(t.heading ?? ''),
      });
  for (const m of text.matchAll(
    /\b(?:pass(?:es)?|go(?:es)?|vests?|descends?)\s+(?:to|in|unto)\s+(?:(?:his|her|their|the)\s+(?:\w+\s+)?(?:sons?|daughters?|child(?:ren)?|issue|descendants|spouse|wife|husband|brothers?|sisters?),?\s+)?(?=\p{Lu})/gu,
  )) {
    const at = (m.index ?? 0) + m[0].length;
    if (
      !/\b[Ii]f\b(?:[^.]|(?<=\b[A-Z])\.){0,120}\b(?:not\s+survive|predeceases?|fails?\s+to\s+survive)/.test(
        text.slice(sentenceStart(text, at), at),
      )
    )
      continue;
    for (const n of readPartyList(text, at, 4).names)
      if (!isEntity(n.name))
        out.push({
          name: n.name,
          span: n.span,
          role: 'beneficiary',
          address: null,
          confidence: 0.7,
          primary: false,
        });
  }
  return out;
}

/**
 * Designees numbered under a heading of their own ("GRANTEE BENEFICIARIES:" over "1. KRISTA S. OLDHAM    2209 W.
 * Kent Avenue, ..."): each row's name ends with its column, its address beside it.
 */
function numberedDesignees(doc: Doc): (Mention & { primary: boolean })[] {
  const text = doc.text;
  const out: (Mention & { primary: boolean })[] = [];
  for (const h of text.matchAll(
    /^[ \t]*([A-Z][A-Z -]{0,40}\b(?:BENEFICIAR(?:Y|IES)|DESIGNEES?))[ \t]*:[ \t]*\n/gm,
  )) {
    const primary = !/\b(?:CONTINGENT|ALTERNATE|SECONDARY|SUCCESSOR)\b/.test(h[1]!);
    let pos = (h.index ?? 0) + h[0].length;
    for (;;) {
      const row = text.slice(pos).match(/^(?:[ \t]*\n)?([ \t]*\(?\d{1,2}[.)][ \t]+)([^\n]*)(?:\n|$)/);
      if (!row) break;
      const at = pos + row[0].indexOf(row[1]!) + row[1]!.length;
      const lineEnd = at + row[2]!.length;
      const r = readName(text.slice(0, lineEnd), at);
      if (r && !isEntity(r.name)) {
        const gap = text.slice(r.end, lineEnd).match(/^,?[ \t]{2,}(?=\d|P\.?\s?O)/);
        out.push({
          name: r.name,
          span: { start: r.start, end: r.end },
          role: 'beneficiary',
          address: gap ? readAddress(text, r.end + gap[0].length, 0) : null,
          confidence: 0.8,
          primary,
        });
      }
      pos += row[0].length;
    }
  }
  return out;
}

/** A "Name:" line of a signature block: a "By:" line just above it or a "Title:"/"Its:" line just below. */
function signerBlock(text: string, labelAt: number, nameEnd: number): boolean {
  const above = text
    .slice(Math.max(0, labelAt - 160), labelAt)
    .split('\n')
    .slice(-3, -1);
  const below = text
    .slice(nameEnd, nameEnd + 160)
    .split('\n')
    .slice(1, 3);
  return (
    above.some((l) => /^[ \t]*By[ \t]*:/i.test(l)) ||
    below.some((l) => /^[ \t]*(?:Title|Its)[ \t]*:/i.test(l))
  );
}

/**
 * A "Name:" line under a contact or return heading ("10 Contact/Mail Information:", "Return Recorded Document
 * To:"), or over a "Firm:" or "Phone:" line: the person the recorder writes to.
 */
function contactBlock(text: string, labelAt: number, nameEnd: number): boolean {
  const above =
    text
      .slice(Math.max(0, labelAt - 160), labelAt)
      .split('\n')
      .slice(-2, -1)[0] ?? '';
  const below = text
    .slice(nameEnd, nameEnd + 160)
    .split('\n')
    .slice(1, 3);
  return (
    /\b(?:contact|return(?:ed)?\s+(?:\w+\s+){0,2}to|mail(?:ing)?\s+(?:information|to)|submitted\s+by|requested\s+by)\b[^\n]*:[ \t]*$/i.test(
      above,
    ) || below.some((l) => /^[ \t]*(?:Firm|Company|Phone|Telephone|E-?mail)[ \t]*:/i.test(l))
  );
}

/**
 * Where a will's gift starts: its sentence, carried back over an indented legal description set off by blank lines
 * ("I give my residence, ... legally described as:\n\n   Lot 14, ...,\n\ntogether with ..., to X").
 */
function giftStart(text: string, at: number): number {
  let start = sentenceStart(text, at);
  for (let i = 0; i < 4; i++) {
    if (/\bI\s+(?:leave|give|devise|bequeath)\b/i.test(text.slice(start, at))) break;
    const before = text.slice(Math.max(0, start - 300), start);
    const open = before.match(/[,:;][ \t]*\n[ \t]*\n\s*$/);
    if (open) {
      start = sentenceStart(text, start - open[0].length);
      continue;
    }
    // The gift resumed in lower case under a description that ends with its own period ("... Court Clerk.\n\n
    // to my son, X" / "... said lot.\n\nbeing the same property ..., to my niece, X"): back over that paragraph.
    // (The recital may open in parentheses: "... Registry of Deeds.\n\n(being the same premises ...), to my son, X".)
    const blank = /^\(?[a-z]/.test(text.slice(start, start + 2)) ? before.match(/\n[ \t]*\n\s*$/) : null;
    if (!blank) break;
    const paraEnd = start - blank[0].length;
    const above = text.slice(Math.max(0, paraEnd - 1500), paraEnd);
    const gap = [...above.matchAll(/\n[ \t]*\n/g)].at(-1);
    if (!gap) break;
    start = paraEnd - above.length + (gap.index ?? 0) + gap[0].length;
  }
  return start;
}

/** "I appoint", "I name", "I nominate and appoint", "I hereby nominate, constitute and appoint". */
// (Or the court's order proving the will: "Letters Testamentary issue to X as Executrix", "... were on the same
// day issued to X, Executrix".)
// (A codicil's "I revoke Article FIFTH of my Will and appoint my nephew, X, as Executor" appoints too; so do
// "I nominate my son X as ..." without a comma, and South Dakota's "Letters of Personal Representative were issued
// on June 20, 2023 to X".)
const APPOINT_RE =
  /\bI\s+(?:(?:do\s+)?hereby\s+)?(?:revoke\b[^.;]{0,80}?\band\s+)?(?:name|nominate|appoint|designate)(?:,?\s+(?:and\s+)?(?:name|nominate|appoint|constitute|designate))*\s+(?:my\s+\w+,?\s*)?|\bLetters\s+(?:Testamentary|of\s+Personal\s+Representative)\s+(?:(?:shall|be|were|was)\s+)*(?:on\s+the\s+same\s+day\s+|on\s+(?=[^.;]{4,30}?\d\s+(?:un)?to\s)[^.;]{4,30}?\d\s+)?(?:issued?|granted)\s+(?:on\s+[^.;]{4,30}?\d\s+)?(?:un)?to\s+/gi;

/**
 * The executor a will names. A later appointment replaces an earlier one (a codicil revoking the article that
 * named the first); an appointment that only takes effect if the named one cannot serve ("If she fails to
 * qualify, I appoint ...", "as alternate Executor") names no executor. Without an office after the name, the
 * first appointment is taken as before.
 */
function willExecutor(text: string): Mention[] {
  const found: { mention: Mention; named: boolean; co: Mention[] }[] = [];
  for (const m of text.matchAll(APPOINT_RE)) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    // The office the will names: "as Personal Representative" / "as Executrix" / "Executrix of this my Will".
    const office = text
      .slice(r.end, r.end + 80)
      .match(
        /^[^.;]*?\b(?:as\s+)?(?:my\s+|the\s+)?(alternate\s+|successor\s+|substitute\s+)?(?:sole\s+|independent\s+)?(executor|executrix|personal\s+representative|administrator)/i,
      );
    const conditional =
      !!office?.[1] ||
      /\b(?:if|should|in\s+the\s+event)\b[^.;]*$/i.test(
        text.slice(sentenceStart(text, m.index ?? 0), m.index ?? 0),
      );
    // ("Letters of Personal Representative were issued on June 20, 2023 to X": the office the letters name.)
    const role: Mention['role'] = (
      office
        ? /personal/i.test(office[2]!)
        : /personal\s+representative/i.test(m[0])
    )
      ? 'personal_representative'
      : 'executor';
    // "I appoint my wife, A, and my son, B, as Co-Executors": an office held jointly names everyone listed before it.
    const joint =
      !!office &&
      /\bco-?[ \t]*(?:executor|executrix|personal|administrat)|\b(?:executors|personal\s+representatives)\b/i.test(
        text
          .slice(r.end, r.end + 120)
          .match(/^[^.;]*?\b(?:executors?|executrix|representatives?|administrat\w*)/i)?.[0] ?? '',
      );
    const co = joint
      ? readPartyList(text, r.start, 4)
          .names.slice(1)
          .filter((n) => !isEntity(n.name))
          .map((n) => ({
            name: n.name,
            span: n.span,
            role,
            relationship: relationshipAround(text, n.span.start, n.span.end),
            confidence: 0.75,
          }))
      : [];
    found.push({
      named: !!office && !conditional,
      co,
      mention: {
        name: r.name,
        span: { start: r.start, end: r.end },
        role,
        relationship: relationshipAround(text, r.start, r.end),
        confidence: 0.8,
      },
    });
  }
  const chosen = found.filter((f) => f.named).at(-1) ?? found[0];
  return chosen ? [chosen.mention, ...chosen.co] : [];
}

/** Will: executor named, primary devisees and contingent takers, with relationships. */
/**
 * A gift's words that give land: only devisees of real property are a will's grantees; a car or a bequest of
 * money is not. Movable (Louisiana), personal or tangible property is no land; a farm, ranch, tract or cabin is.
 */
const REAL_GIFT_RE =
  /\b(?:real|home|house|residence|residue|residuary|remainder|land|lot|acres?|homestead|estate|farm|ranch|tract|parcel|cabin|cottage)\b|(?<!\b(?:personal|movable|moveable|tangible|intangible)\s+)\bproperty\b/i;

export function willMentions(doc: Doc): (Mention & { primary?: boolean })[] {
  const text = doc.text;
  const out: (Mention & { primary?: boolean })[] = [];
  out.push(...willExecutor(text));
  // A will that devises the land itself ("I devise my house and lot known as ... to X") gives none of it by the
  // residuary clause: the residue's takers are not the land's devisees.
  const REAL_WORDS =
    /\b(?:home|house|residence|homestead|dwelling|real\s+(?:estate|property)|land|lots?|farm|acres?|condominium)\b/i;
  // "all the rest, residue and remainder", "the rest of my estate".
  const RESIDUE_RE = /\b(?:residue|residuary|remainder)\b|\b(?:the|all)\s+rest\s+of\s+my\b/i;
  const specificRealGift = [
    ...text.matchAll(/\bI\s+(?:give|devise|leave|bequeath)\b(?:[^.]|\.(?=\d|[ \t]*[a-z]))*/gi),
  ].some((g) => REAL_WORDS.test(g[0].slice(0, 160)) && !RESIDUE_RE.test(g[0]));
  // A remainder after a life estate ("Upon the death of my wife, ... I give the remainder to my daughter, X"): its
  // taker is a devisee of the land like the life tenant, whatever the gift says of the life tenant's survival.
  const lifeEstate =
    /\blife\s+estate\b|\bfor\s+(?:and\s+during\s+)?(?:the\s+term\s+of\s+)?(?:his|her|their)\s+natural\s+li(?:fe|ves)\b/i.test(
      text,
    );
  // "to my daughter, X" / "to the children of my deceased son, X and Y" (the grandchildren) / "unto my wife, X" /
  // "to my two children, X and Y" /
  // "to her son, X" (the child of a child the gift named: "If my daughter does not survive me, ... to her son").
  for (const m of text.matchAll(
    /\b(?:un)?to\s+(?:(?:the\s+)?(?:children|issue|descendants)\s+of\s+my\s+(?:deceased\s+|late\s+)?(\w+),\s*|my\s+(?:beloved\s+|dear\s+|loving\s+)?(?:(?:two|three|four|five|six|seven|eight|nine|ten)\s+)?\w+(?:\s+and\s+\w+)?(?:,\s*|\s+)|(the\s+)|(?:his|her|their)\s+(sons?|daughters?|child(?:ren)?),?\s*(?:my\s+\w+,\s*)?)?(?=[A-Z])/g,
  )) {
    // "being the same property conveyed to A and B by deed ...": a recital inside the gift names earlier owners.
    if (
      /\b(?:conveyed|deeded|granted|transferred)\s+$/i.test(
        text.slice(Math.max(0, (m.index ?? 0) - 30), m.index ?? 0),
      )
    )
      continue;
    const sentence = text.slice(giftStart(text, m.index ?? 0), m.index ?? 0);
    // "I give ... to X", or a hand-written "My house at ... goes to my nephew X".
    if (
      !/\bI\s+(?:leave|give|devise|bequeath)\b/i.test(sentence) &&
      !/\b(?:goes|go|pass(?:es)?|(?:is\s+to|shall|will)\s+(?:go|pass|be\s+given))\s+$/i.test(sentence)
    )
      continue;
    // "to the Elm Valley Humane Society": only a body is named with "the".
    const names = readPartyList(text, (m.index ?? 0) + m[0].length).names.filter(
      (n) => !m[2] || isEntity(n.name),
    );
    if (!names.length) continue;
    const gift = sentence;
    // "I give and devise to my son, X, in fee simple, my farm known as ...": the land may be named after the taker.
    const given = text
      .slice(names.at(-1)!.span.end, names.at(-1)!.span.end + 240)
      // (The next numbered paragraph, "... if she survives me.\n 2.2 I give my home ...", is another gift.)
      .split(/\.(?=\s+(?:[A-Z]|\(?\d{1,2}(?:\.\d{1,2})*[.)]?\s+[A-Z]))/)[0]!;
    // "If neither of my children survives me, I give ... to X": a gift over.
    // ("If neither my niece nor my nephew survives me, ... shall pass to X".)
    const remainderman =
      lifeEstate &&
      /\bremainder\b/i.test(gift) &&
      /\b(?:upon|after|at|following)\s+(?:the\s+)?(?:death|termination|expiration)\s+of\b/i.test(gift);
    // ("If for any reason that trust is not in existence at my death, ... I give my residuary estate to X";
    // "Should my daughter predecease me, I leave ... to her son, my grandson, X".)
    const contingent =
      !remainderman &&
      /\b(?:if|should)\s+(?:for\s+any\s+reason\s+)?(?:he|she|they|my|both|all|either|any|that|such|said)\b[^.]{0,80}\b(?:not\s+survive|predecease|fails?\s+to\s+survive|fails|not\s+in\s+existence)|\bif\s+(?:neither|none)\b[^.]{0,80}\bsurviv/i.test(
        gift,
      );
    // Only devisees of real property are the will's grantees; a car or a bequest of money is not.
    // Movable (Louisiana), personal or tangible property is no land; a farm, ranch, tract or cabin is.
    const realProperty = REAL_GIFT_RE.test(gift) || REAL_WORDS.test(given);
    // ("to my two children, A and B": the count before the group word.)
    const plural = m[0].match(/\bmy\s+(?:\w+\s+)?(\w+),/i)?.[1];
    // "her son": the child of the nearest relative the sentence names as the testator's ("If my daughter ...").
    const parent = m[1]
      ? normalizeRelationship(m[1])
      : m[3]
        ? normalizeRelationship(
            [...gift.matchAll(/\bmy\s+(?:deceased\s+|late\s+)?(\w+)/gi)].at(-1)?.[1] ?? '',
          )
        : null;
    // A child's children are grandchildren; a sibling's are nieces and nephews (gender not stated for "children").
    const descendants =
      parent === 'son' || parent === 'daughter' || parent === 'child'
        ? 'grandchild'
        : parent === 'sibling' && m[3]
          ? normalizeRelationship(m[3]) === 'son'
            ? 'nephew'
            : normalizeRelationship(m[3]) === 'daughter'
              ? 'niece'
              : null
          : null;
    for (const r of names)
      out.push({
        name: r.name,
        span: r.span,
        role: 'beneficiary',
        // (A charity's seat is given with it: "to X Church, a Michigan corporation, of 12 Elm St, ...".)
        address: isEntity(r.name) ? r.address : null,
        relationship:
          m[1] || m[3]
            ? descendants
            : (relationshipAround(text, r.span.start, r.span.end) ??
              (names.length > 1 && plural ? normalizeRelationship(plural) : null)),
        confidence: 0.8,
        primary:
          !contingent &&
          realProperty &&
          (remainderman || !(specificRealGift && RESIDUE_RE.test(gift) && !REAL_WORDS.test(gift))),
      });
  }
  // A pour-over: "I give to the Trustee then acting under the X REVOCABLE TRUST dated ...": the trust takes.
  for (const m of text.matchAll(
    /\bto\s+the\s+(?:successor\s+)?trustees?\s+(?:then\s+)?(?:acting\s+|serving\s+)?(?:under|of)\s+(?:the\s+)?(?=\p{Lu})/giu,
  )) {
    const at = (m.index ?? 0) + m[0].length;
    const trust = text.slice(at, at + 120).match(/^\p{Lu}[\p{L}.'’ \n-]{2,90}?\bTRUST\b/iu)?.[0];
    const gift = text.slice(giftStart(text, m.index ?? 0), m.index ?? 0);
    if (!trust || !isEntity(trust) || !/\bI\s+(?:leave|give|devise|bequeath)\b/i.test(gift)) continue;
    out.push({
      name: trust.replace(/\s+/g, ' '),
      span: { start: at, end: at + trust.length },
      role: 'beneficiary',
      confidence: 0.8,
      primary: !/\bif\b[^.]{0,80}\b(?:not\s+survive|predecease|fails)\b/i.test(gift),
    });
  }
  // Gifts of things other than land, in a hand-written will's words ("My son X is to get the money in my account",
  // "My grandson X gets the truck") or a trust's ("IN TRUST, for the benefit of my granddaughter, X"): the taker
  // takes under the will, though not the land.
  for (const m of text.matchAll(
    /\b(?:(My)|for\s+the\s+(?:sole\s+)?benefit\s+of\s+my)\s+(?:(?:grand|step)?(?:son|daughter|child)|wife|husband|brother|sister|niece|nephew)\s*,?\s*(?=\p{Lu})/gu,
  )) {
    const r = readName(text, (m.index ?? 0) + m[0].length);
    if (!r) continue;
    const takes =
      /^\s*,?\s*(?:is\s+to\s+(?:get|have|receive)|gets|shall\s+(?:get|have|receive)|will\s+(?:get|have|receive))\b/i;
    if (m[1] && !takes.test(text.slice(r.end, r.end + 30))) continue;
    out.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      role: 'beneficiary',
      relationship: normalizeRelationship(m[0]),
      confidence: 0.75,
      primary: false,
    });
  }
  // A share "split equal between Travis and my niece X" / "divided among my nephew X and my niece Y": each relative
  // the division names takes under the will (a land's devisee only when the will devises no land by itself).
  for (const m of text.matchAll(
    /\b(?:split|divided|shared|distributed)\b(?:\s+[\w-]+){0,3}?\s+(?:between|among(?:st)?)\s+[^.;]{0,200}/gi,
  )) {
    const sentence = text.slice(giftStart(text, m.index ?? 0), (m.index ?? 0) + m[0].length);
    for (const k of m[0].matchAll(new RegExp(`\\bmy\\s+(${RELATIONSHIP_WORD_RE.source})\\s*,?\\s*`, 'gi'))) {
      const at = (m.index ?? 0) + (k.index ?? 0) + k[0].length;
      const r = readName(text, at);
      if (!r || isEntity(r.name)) continue;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        role: 'beneficiary',
        relationship: normalizeRelationship(k[1]!),
        confidence: 0.75,
        primary: !specificRealGift && REAL_WORDS.test(sentence),
      });
    }
  }
  // "It is my intention that my grandchildren, A and B, shall take ... the share their father would have taken":
  // a group the will names as taking takes under it, though no gift sentence names them.
  for (const m of text.matchAll(
    /\bmy\s+(grandchildren|children|sons|daughters|nieces|nephews)\s*,\s*(?=\p{Lu})/giu,
  )) {
    const names = readPartyList(text, (m.index ?? 0) + m[0].length).names;
    const last = names.at(-1);
    if (
      !last ||
      !/^\s*,?\s*(?:shall|will|are\s+to)\s+(?:take|receive|share)\b/i.test(
        text.slice(last.span.end, last.span.end + 40),
      )
    )
      continue;
    for (const r of names)
      if (!isEntity(r.name))
        out.push({
          name: r.name,
          span: r.span,
          role: 'beneficiary',
          relationship: r.relationship ?? normalizeRelationship(m[1]!),
          confidence: 0.75,
          primary: false,
        });
  }
  // Family statements: "My wife is X.", "I have two children, X and Y", "My children are X (my daughter),
  // Y (my son)". A kinship note next to a name beats the group word.
  const family: (Mention & { primary?: boolean })[] = [];
  for (const m of text.matchAll(
    // ("I have two children, both born of my former marriage to X, which ended in divorce: my son A and my
    // daughter B": a clause may come before the colon, and each child's kinship before the name.)
    // ("I have two children from my prior marriage, my son, A, and my daughter, B": whose children they are first.)
    // ("I have two children of my former marriage to X, namely my son, A, ...": the other parent's name before "namely".)
    /\bMy\s+(wife|husband|spouse)\s+is\s+|\bI\s+have\s+(?:had\s+)?(?:one|two|three|\w+)\s+(sons?|daughters?|children|child)\b(?:[^.:;]{0,80}?\b(?:namely|to\s+wit|as\s+follows)|,[^.:;]{0,120}:|\s+(?:from|by|of|with)\s+(?:my|our|a|an|the)\s+[^.:;,]{0,50}?(?=,\s*my\s+(?:son|daughter|child)\b))?\s*[,:]?\s*(?:my\s+(?:son|daughter|child)\s*,?\s*(?=[A-Z]))?|\bMy\s+(sons?|daughters?|children|child)\s+(?:is|are)\s*:?\s*|\bI\s+am\s+(married)\s+to\s+/gi,
  )) {
    const group = m[4] ? 'spouse' : normalizeRelationship(m[1] ?? m[2] ?? m[3] ?? '');
    const at = (m.index ?? 0) + m[0].length;
    const names = m[1] || m[4] ? [readName(text, at)].filter((r) => r !== null) : null;
    const read = names ? null : readPartyList(text, at);
    const listed: { name: string; span: { start: number; end: number }; relationship?: string | null }[] =
      names
        ? names.map((r) => ({ name: r.name, span: { start: r.start, end: r.end }, relationship: null }))
        : read!.names;
    const countWord = m[2] ? m[0].match(/\bhave\s+(?:had\s+)?(\w+)/i)?.[1] : undefined;
    if (read && countWord) listed.push(...restOfCountedList(text, countWord, read.names, read.end));
    for (const r of listed)
      family.push({
        name: r.name,
        span: r.span,
        relationship: r.relationship ?? group,
        role: 'family_member',
        confidence: 0.75,
      });
  }
  // Gifts to a group named earlier ("I give said real estate to my three children named above"): its members
  // take under the will, as contingent takers when the gift depends on another's death.
  // ("to my wife and my two children named above": the spouse and the group in one gift.)
  for (const m of text.matchAll(
    /\bto\s+(?:those\s+of\s+)?my\s+(?:\w+\s+){0,2}?(children|sons|daughters)\b|\bto\s+my\s+(wife|husband|spouse)\b(?:\s+and\s+(?:to\s+)?(?:my|our)\s+(?:\w+\s+){0,2}?(children|sons|daughters)\b)?/gi,
  )) {
    const end = (m.index ?? 0) + m[0].length;
    // "to my children, MARK ..." names the takers itself (read above).
    if (/^,?\s*\p{Lu}/u.test(text.slice(end, end + 4))) continue;
    const gift = text.slice(sentenceStart(text, m.index ?? 0), m.index ?? 0);
    if (!/\bI\s+(?:leave|give|devise|bequeath)\b/i.test(gift)) continue;
    // ("... to my wife, if she survives me, and if not, to my children": the gift over when the first taker dies.)
    const contingent =
      /\bif\s+(?:he|she|they|my\s+\w+)\b[^.]{0,80}\b(?:not\s+survive|predecease|fails|does\s+not|do\s+not)\b|\b(?:and|or|but)\s+if\s+not\s*,?\s*(?:then\s+)?(?:in\s+equal\s+shares\s+)?$/i.test(
        gift,
      );
    // "... my residence at 14 Weldin Road ..., to my wife": the spouse the will names elsewhere. (Her share of
    // another gift leaves the children it names with her takers all the same.)
    const spouseTakes =
      !!m[2] &&
      /\b(?:real|home|house|residence|residue|residuary|remainder|land|lot|acres?|homestead)\b|(?<!personal\s+)\bproperty\b/i.test(
        gift,
      );
    const groups = [m[1], spouseTakes ? m[2] : undefined, m[3]]
      .filter((g) => g !== undefined)
      .map((g) => normalizeRelationship(g));
    if (!groups.length) continue;
    for (const f of family)
      if (
        groups.some(
          (group) =>
            f.relationship === group ||
            (group === 'child' && /^(?:son|daughter)$/.test(f.relationship ?? '')),
        )
      )
        // (The residue given to the group is no land's devise when the will devises the land by itself.)
        out.push({
          ...f,
          role: 'beneficiary',
          // (Only a gift of land makes its takers devisees: "my tangible personal property to my children" does not.)
          primary:
            !contingent &&
            REAL_GIFT_RE.test(gift) &&
            !(specificRealGift && RESIDUE_RE.test(gift) && !REAL_WORDS.test(gift)),
        });
  }
  out.push(...family);
  return out;
}

/** Affidavit of death: the survivor (affiant) and the capacity they claim. */
export function survivorRole(doc: Doc): { role: Role; relationship: string | null } {
  const text = doc.text;
  // The affidavit's title says whose death it evidences and under what: "AFFIDAVIT OF DEATH (Beneficiary Deed ...)",
  // "AFFIDAVIT - DEATH OF JOINT TENANT", "AFFIDAVIT OF DEATH OF TRUSTEE"; the body may recite an earlier joint
  // tenancy or trust all the same.
  const title = text
    .match(/\bAFFIDAVIT\b[ \t-]*(?:OF\s+)?(?:[ \t-]*DEATH)\b[^\n]*(?:\n[^\n(]{0,20}\([^\n]*)?/i)?.[0]
    .toLowerCase();
  const titled: Role | null = !title
    ? null
    : /joint\s+tenan|survivorship|tenants?\s+by\s+the\s+entiret/.test(title)
      ? 'surviving_joint_tenant'
      : /trustee/.test(title)
        ? 'successor_trustee'
        : /beneficiar|transfer[\s-]+on[\s-]+death|\btod\b|\blife\s+tenant|\blife\s+estate/.test(title)
          ? 'beneficiary'
          : null;
  // "... the life estate has terminated, and fee simple title to the property is vested in the remaindermen":
  // they take under the deed that reserved the life estate (joint tenants among themselves or not).
  const remainder =
    /\blife\s+(?:estate|tenan(?:t|cy))\b/i.test(text) && /\bremainderm[ae]n\b/i.test(text)
      ? 'beneficiary'
      : null;
  const role: Role =
    titled ??
    remainder ??
    (/\bsurviving\s+(?:joint\s+)?tenant|\bjoint\s+tenan|\bright\s+of\s+survivorship|\bsurvivorship\s+(?:deed|tenancy)|\btenants?\s+by\s+the\s+entiret/i.test(
      text,
    )
      ? 'surviving_joint_tenant'
      : /\bsuccessor\s+trustee/i.test(text)
        ? 'successor_trustee'
        : 'beneficiary');
  const rel = text.match(
    // (Or in parentheses: "Affiant (the Decedent's daughter)".)
    /\b(?:affiant|declarant|I\s+am)\s*[,(]?\s*(?:the\s+)?(?:his|her|decedent's)\s+(wife|husband|spouse|son|daughter|child)\b/i,
  );
  // "Affiant is of legal age, resides at ..., and is the daughter of X ("Decedent")": the kinship the affiant's own
  // statement gives, to the decedent it names.
  const stated = rel
    ? null
    : text.match(
        /\b(?:affiant|declarant)\b(?:[^.;]|\.(?=\S)|(?<=\b[A-Z][a-z]{0,3})\.){0,200}?\b(?:is|am)\s+(?:the\s+)?(?:(?:only|surviving|adult)\s+)?(wife|husband|spouse|son|daughter|child)\s+of\s+(?:the\s+)?(?:[^.;]|(?<=\b[A-Z])\.){0,80}?\b(?:decedent|deceased)\b/i,
      );
  // "names the Affiant, nephew of the Settlor, as second successor Trustee": the kinship set off after the word,
  // to the decedent or (where the settlor is who died) to the settlor.
  const apposed =
    rel || stated
      ? null
      : text.match(
          new RegExp(
            `\\b(?:affiant|declarant)\\s*,\\s*(?:the\\s+|a\\s+|an\\s+)?(${RELATIONSHIP_WORDS})\\s+of\\s+(?:the\\s+)?(?:said\\s+)?(?:decedent|deceased${settlorDied(text) ? '|settlor|trustor' : ''})\\b`,
            'i',
          ),
        );
  const kin = rel ?? stated ?? apposed;
  return { role, relationship: kin ? normalizeRelationship(kin[1]!) : null };
}

/**
 * Texas-style header blocks: "Grantee: A and B" with a separate "Grantee's Mailing Address:" label whose
 * address applies to each name under that label.
 */
/**
 * The text with the side rules of a ruled box ("| GRANTEE:  X ... |") blanked, offsets kept, so a label or an
 * address inside the box reads like one printed without rules.
 */
function unboxed(text: string): string {
  return (
    text
      // A ruled table of labels and values ("| GRANTEES   | A and B, husband |" / "|   | and wife |"): the rule
      // between the cells stands for the label's colon, and the value may wrap onto rows with an empty label.
      .replace(/^([ \t]*)\|([^|\n]*)\|([^|\n]*)\|([ \t]*)$/gm, (_m, lead, label: string, value, trail) => {
        const colon = label.trim() && !/:\s*$/.test(label) ? ':' : ' ';
        return `${lead} ${label}${colon}${value} ${trail}`;
      })
      .replace(/^([ \t]*)\|/gm, '$1 ')
      .replace(/\|([ \t]*)$/gm, ' $1')
  );
}

/**
 * The value cells of a ruled table of labels and values, the label cells and rules blanked (offsets kept), so a
 * value wrapped over rows ("| PERSONAL REPRESENTATIVE | X |" / "| (GRANTOR) | 2231 Stover Street |" / "|  |
 * Fort Collins, CO 80525 |") reads as the lines it is.
 */
function boxValues(text: string): string {
  return text.replace(
    /^([ \t]*)\|([^|\n]*)\|([^|\n]*)\|([ \t]*)$/gm,
    (_m, lead: string, label: string, value: string, trail: string) =>
      `${lead} ${' '.repeat(label.length)} ${value} ${trail}`,
  );
}

/** The first line of a name-and-address block that is an address ("Constance R. Ellis, Trustee / Estate of X / PO Box 9"). */
function blockAddress(text: string, from: number) {
  const end = text.slice(from).search(/\n[ \t]*\n/);
  const block = text.slice(from, end < 0 ? undefined : from + end);
  for (const line of block.matchAll(/\n[ \t]*/g)) {
    const found = readAddress(text, from + (line.index ?? 0) + line[0].length, 0);
    if (found) return found;
  }
  return null;
}

/**
 * The address a party's labelled block states on a line of its own ("GRANTOR:  X, as Personal Representative of the
 * Estate of Y, Deceased" over "Post office address: 4015 SW 20th Avenue, ..."): read from its label, up to the next
 * label opening a line or a blank line.
 */
function addressLabelledInBlock(text: string, from: number) {
  const rest = text.slice(from, from + 600);
  const end = rest.search(
    /\n[ \t]*\n|\n[ \t]*(?!(?:post[ \t-]*office|mailing|residence|street)?[ \t]*address)[A-Za-z][A-Za-z' ]{1,30}:/i,
  );
  const label = rest
    .slice(0, end < 0 ? undefined : end)
    .match(/\n[ \t]*(?:(?:post[ \t-]*office|mailing|residence|street)[ \t]+)?address[ \t]*:[ \t]*/i);
  return label ? readAddress(text, from + (label.index ?? 0) + label[0].length, 2) : null;
}

export function labelledParties(doc: Doc, side: 'grantor' | 'grantee'): Mention[] {
  const text = unboxed(doc.text);
  // (Oregon's statutory header: "Grantor's Name and Address:" over the name and, after any capacity, its address.)
  const label = new RegExp(
    `^[ \\t]*${side}(?:s|\\(s\\))?(?:[ \\t]*:[ \\t]*|'?s?'?[ \\t]+name[ \\t]+and[ \\t]+address[ \\t]*:\\s*)`,
    'gim',
  );
  const addressLabel = new RegExp(
    // (Colorado's deeds state the grantee's "legal address".)
    `^[ \\t]*${side}s?'?s?'?\\s+(?:mailing\\s+|post\\s+office\\s+|legal\\s+)?address(?:es)?[ \\t]*:\\s*`,
    'im',
  );
  const addrAt = text.match(addressLabel);
  const shared = addrAt ? readAddress(text, (addrAt.index ?? 0) + addrAt[0].length, 2) : null;
  const out: Mention[] = [];
  for (const m of text.matchAll(label)) {
    const from = (m.index ?? 0) + m[0].length;
    const inHeader = (m.index ?? 0) < titleOffset(doc);
    if (isIndexEntry(text.slice(from, text.indexOf('\n', from) >>> 0), text, inHeader)) continue;
    const { names } = readPartyList(text, from);
    // A company under "Grantee:" (a buyer LLC) is a party too; one under "Grantor:" is a corporate fiduciary
    // that the granting clause names.
    const block =
      (/name/i.test(m[0]) ? blockAddress(text, names[0]?.span.end ?? from) : null) ??
      addressLabelledInBlock(text, names.at(-1)?.span.end ?? from);
    for (const n of names)
      if (!isEntity(n.name) || (side === 'grantee' && n === names[0]))
        out.push({ ...n, role: side, address: n.address ?? block ?? shared, relationship: null });
  }
  // A ruled box naming the fiduciary grantor by capacity ("| PERSONAL REPRESENTATIVE | X |" over "| (GRANTOR) |
  // <street> |"): the name and the address under it in the value column.
  if (side === 'grantor') {
    const values = boxValues(doc.text);
    for (const m of doc.text.matchAll(
      /^[ \t]*\|[ \t]*(?:personal[ \t]+representative|executor|executrix|administrator|administratrix)s?\b[^|\n]*\|/gim,
    )) {
      const r = readName(values, (m.index ?? 0) + m[0].length);
      if (!r || isEntity(r.name)) continue;
      const next = values.indexOf('\n', r.end);
      const address = next >= 0 && next - r.end < 60 ? readAddress(values, next + 1, 40) : null;
      out.push({
        name: r.name,
        span: { start: r.start, end: r.end },
        role: side,
        address,
        relationship: null,
        confidence: 0.8,
      });
    }
  }
  return out;
}
