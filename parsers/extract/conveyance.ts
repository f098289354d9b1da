import { isEntity } from '../normalize/names';
import type { Doc } from '../text/doc';
import { type PartyName, readPartyList } from './common/party-list';
import type { Role } from './registry';

/**
 * Parties of ordinary conveyances and releases written as running text, for instruments without
 * "Grantor:"/"Grantee:" labels: statutory deed forms ("THE GRANTOR, X, ... CONVEYS and QUIT CLAIMS to Y"),
 * "I or we, X and Y, do hereby convey to ...", deeds upon death ("transfer ... to the following grantee
 * beneficiaries: ..."), and lien releases ("X, the holder of ... executed by A and B").
 */

export type ConveyanceParty = PartyName & { role: Role; partyRole: string };

const GRANTOR_ANCHORS: RegExp[] = [
  /\b(?:THE\s+)?GRANTORS?(?:\(S\))?\s*,\s*/g,
  /\bI(?:\s+or\s+we)?,\s*(?=[^;]{0,300}?\b(?:convey|transfer|grant|quit\s*claim|warrant|release|sell)s?\b)/g,
  /\bBETWEEN\s+/g,
  // Oregon / Washington statutory forms: "GREGORY ALAN PEMBERTON, Grantor, conveys to ...".
  // Also with the defined term in parentheses: "X, ("Grantor"), for and in consideration of ...".
  /(?:^|\n)[ \t]*(?=\p{Lu}[^\n]{3,80}?,\s*(?:\(\s*["“]?(?:the\s+)?)?(?:as\s+)?(?:Grantors?|GRANTORS?)\b)/gu,
  // "THIS WARRANTY DEED made the 2nd day of June, 2023, by X, ..., hereinafter called the grantor".
  /\bmade\b[^.;]{0,80}?\bby\s+(?=[^;]{0,300}?\bhereinafter\s+(?:called|referred\s+to\s+as)\s+(?:the\s+)?["“]?grantor)/gi,
];

const HEREINAFTER_TO_RE =
  /\bhereinafter\s+(?:called|referred\s+to\s+as)\s+(?:the\s+)?["“]?grantors?["”]?\)?,?\s+(?:to|and|unto)\s+/gi;

/** Grantees named before their defined term: "paid by A and B ("Grantee")", "to A, (the "Grantee")". */
const DEFINED_GRANTEE_RE =
  /\b(?:paid\s+by|unto|to)\s+(?=[^;()]{3,300}?\(\s*(?:the\s+)?["“]?Grantees?["”]?\s*\))/gi;

const CONVEY_TO_RE =
  /\b(?:convey|conveys|conveyed|quit\s*claims?|quitclaims?|grants?|warrants?|transfers?|releases?|remises?|bargains?|sells?)\b[^.;]{0,200}?\b(?:unto|to)\s+(?:the\s+following\s+(?:grantee\s+)?(?:beneficiar(?:y|ies)|grantees?|persons?)\s*:\s*)?(?:the\s+said\s+)?/gi;

const RELEASE_TITLE_RE =
  /\bRELEASE\s+OF\s+(?:LIEN|MORTGAGE|DEED\s+OF\s+TRUST)|\bSATISFACTION\b|\bCANCELLATION\s+OF\b|\bRECONVEYANCE\b/i;
const DEATH_DEED_RE =
  /\bTRANSFER\s+ON\s+DEATH\b|\bUPON\s+DEATH\b|\bBENEFICIARY\s+DEED\b|\bT\.?O\.?D\.?\s+DEED\b/i;

function firstList(text: string, re: RegExp): PartyName[] {
  for (const m of text.matchAll(re)) {
    const { names } = readPartyList(text, (m.index ?? 0) + m[0].length);
    if (names.length) return names;
  }
  return [];
}

export function conveyanceParties(doc: Doc): ConveyanceParty[] {
  const text = doc.text;
  if (RELEASE_TITLE_RE.test(text.slice(0, 2000))) {
    // Lienholder: the entity that "does hereby release"; borrowers: who executed the lien.
    const holder =
      firstList(text, /\bKNOW\s+ALL\s+(?:MEN|PERSONS)\s+BY\s+THESE\s+PRESENTS[,:]?\s*(?:that\s+)?/gi).filter(
        (n) => isEntity(n.name),
      )[0] ??
      firstList(text, /\b(?:the\s+undersigned|holder|beneficiary|lender|mortgagee)\s*,\s*/gi).filter((n) =>
        isEntity(n.name),
      )[0];
    const borrowers = firstList(
      text,
      // Amounts in between keep their decimal point: "note in the sum of $120,000.00 executed by".
      /\b(?:deed\s+of\s+trust|security\s+deed|mortgage|lien|note)\b(?:[^.;]|\.(?=\d)){0,120}?\b(?:executed|made|given|granted)\s+by\s+/gi,
    );
    return [
      ...(holder ? [{ ...holder, role: 'grantor' as Role, partyRole: 'lienholder' }] : []),
      ...borrowers.map((b) => ({ ...b, role: 'grantee' as Role, partyRole: 'borrower' })),
    ];
  }
  const out: ConveyanceParty[] = [];
  for (const re of GRANTOR_ANCHORS) {
    const grantors = firstList(text, re);
    if (grantors.length) {
      out.push(...grantors.map((g) => ({ ...g, role: 'grantor' as Role, partyRole: 'grantor' })));
      break;
    }
  }
  const death = DEATH_DEED_RE.test(text.slice(0, 3000));
  const hereinafter = firstList(text, HEREINAFTER_TO_RE);
  const listed = hereinafter.length ? hereinafter : firstList(text, DEFINED_GRANTEE_RE);
  const grantees = (listed.length ? listed : firstList(text, CONVEY_TO_RE)).filter(
    (g) => !out.some((o) => o.name === g.name),
  );
  const role: Role = death ? 'beneficiary' : 'grantee';
  out.push(...grantees.map((g) => ({ ...g, role, partyRole: role })));
  return out;
}
