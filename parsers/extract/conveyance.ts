import { isEntity, sameEntity } from '../normalize/names';
import type { Doc } from '../text/doc';
import { escapeRegex } from '../text/regex-escape';
import { withoutAccents } from '../text/without-accents';
import { clauseAddressAfter, readAddress } from './common/address-near';
import { type PartyName, readPartyList } from './common/party-list';
import { mailBlockAddresses } from './common/signatures';
import type { Mention, Role } from './registry';

/**
 * Parties of ordinary conveyances and releases written as running text, for instruments without
 * "Grantor:"/"Grantee:" labels: statutory deed forms ("THE GRANTOR, X, ... CONVEYS and QUIT CLAIMS to Y"),
 * "I or we, X and Y, do hereby convey to ...", deeds upon death ("transfer ... to the following grantee
 * beneficiaries: ..."), and lien releases ("X, the holder of ... executed by A and B").
 */

export type ConveyanceParty = PartyName & { role: Role; partyRole: string };

/**
 * The term a Louisiana act defines for the appearers on one side: '(hereinafter sometimes collectively called
 * "SELLERS")', '(hereinafter collectively "Vendor")', '(hereinafter called "VENDOR(S)")', or unparenthesised after
 * the appearer's paragraph: 'hereinafter called "PURCHASER", here present'.
 */
function appearersTerm(words: string): string {
  const lead =
    'hereinafter\\s+(?:sometimes\\s+)?(?:(?:collectively|jointly)\\s+)?(?:(?:called|referred\\s+to\\s+as|designated\\s+as)\\s+)?';
  return `(?:\\(\\s*(?:${lead})?(?:the\\s+)?["“]?(?:${words})(?:\\(S\\))?["”]?\\s*\\)|\\b${lead}(?:the\\s+)?["“](?:${words})(?:\\(S\\))?["”])`;
}

const GRANTOR_ANCHORS: RegExp[] = [
  /\b(?:THE\s+)?GRANTORS?(?:\(S\))?\s*,\s*/g,
  // Also heirs speaking together: "that we, A and B, being all of the heirs at law of X, ... quitclaim unto Y".
  /\b(?:I(?:\s+or\s+we)?|[Ww]e),\s*(?=[^;]{0,300}?\b(?:convey|transfer|grant|quit\s*claim|warrant|release|sell|CONVEY|TRANSFER|GRANT|QUIT\s*CLAIM|WARRANT|RELEASE|SELL)[sS]?\b)/g,
  // The grantors set out in paragraphs of their own under "... and other valuable considerations, we," (each with
  // a marital description and an address), the verb only after the heirship they hold by: a longer reach.
  /\b(?:I(?:\s+or\s+we)?|[Ww]e),[ \t]*\n(?=[^;]{0,800}?\b(?:convey|transfer|grant|quit\s*claim|warrant|release|sell|CONVEY|TRANSFER|GRANT|QUIT\s*CLAIM|WARRANT|RELEASE|SELL)[sS]?\b)/g,
  // Grantors named before their defined term: "that we, A and B (hereinafter "Grantors"), in consideration of ...".
  // (In capitals too: "THAT WE, A and B, ..., whose mailing address is ... (hereinafter called GRANTORS)".)
  /\b(?:(?:(?:[Tt]hat|THAT)\s+)?(?:[Ww]e|WE|I),|[Tt]hat|THAT)\s+(?=\p{Lu}[^;()]{3,300}?\(\s*(?:hereinafter\s+(?:(?:called|referred\s+to\s+as)\s+)?)?(?:the\s+)?["“]?(?:Grantors?|GRANTORS?)(?:,?["”]?,?\s+whether\s+one\s+or\s+more)?["”]?\s*\))/gu,
  // Louisiana's authentic act of sale: "... personally came and appeared: A, a person of the full age of majority,
  // ...; and B, ... (hereinafter sometimes collectively called "SELLERS"), who declared that ... unto: C".
  // (The verb may be left out: "(hereinafter collectively "Vendor")", "(hereinafter called "VENDOR(S)")".)
  // (A heading may stand over them: "personally came and appeared:\n\nVENDOR(S):\n\n A, ...".)
  new RegExp(
    `\\bpersonally\\s+came\\s+and\\s+appeared\\s*:?\\s*(?:(?:VENDORS?|SELLERS?|GRANTORS?)(?:\\(S\\))?\\s*:\\s*)?(?=[\\s\\S]{3,1500}?${appearersTerm('Sellers?|Vendors?|Grantors?|Donors?')})`,
    'giu',
  ),
  // (A comma may follow it: "BETWEEN, A and B, husband and wife, ..., parties of the first part".)
  /\bBETWEEN,?\s+/g,
  // "THIS DEED, made ..., by and between X, ..., party of the first part, and Y, party of the second part".
  /\bby\s+and\s+between\s+(?=\p{Lu})/giu,
  // Colorado's forms: "THIS DEED, made this 26th day of May, 2023, between X, a Colorado limited liability company
  // ("Grantor"), and Y ("Grantees"), whose legal address is ...": the grantor named before its defined term.
  /\bbetween\s+(?=\p{Lu}[^;()]{3,300}?\(\s*(?:hereinafter\s+(?:(?:called|referred\s+to\s+as)\s+)?)?(?:the\s+)?["“]?(?:Grantors?|GRANTORS?)(?:,?["”]?,?\s+whether\s+one\s+or\s+more)?["”]?\s*\))/gu,
  /\bbetween\s+(?=\p{Lu}[^;]{0,300}?\bpart(?:y|ies)\s+of\s+the\s+first\s+part)/giu,
  // Iowa's forms open with the consideration: "For the consideration of One Dollar(s) ($1.00) and other valuable
  // consideration, X, a single person, ..., does hereby Quit Claim to Y" (the signer's "X, Grantor" comes later).
  /\bFor\s+the\s+consideration\s+of\b[^;]{0,160}?\bconsideration\s*,\s*(?=\p{Lu}[^;]{0,400}?\b(?:do|does)\s+hereby\s+(?:quit\s*claim|convey|grant|sell|release))/giu,
  // A paragraph opening with its grantors, wrapped over lines: "DONALD R. FISCHER and CAROL A. FISCHER, husband
  // and wife, and KAREN\nFISCHER WOLFE, a widow, Grantors, QUITCLAIM to ...". (A suffix's period, "JR.", is no
  // sentence's end.)
  /(?:^|\n[ \t]*\n)[ \t]*(?=\p{Lu}(?:[^\n.;]|\n(?![ \t]*\n)|(?<=\b(?:\p{Lu}|[JS][Rr]))\.){3,240}?,\s*(?:Grantors?|GRANTORS?)\b)/gu,
  // Oregon / Washington statutory forms: "GREGORY ALAN PEMBERTON, Grantor, conveys to ...".
  // Also with the defined term in parentheses: "X, ("Grantor"), for and in consideration of ...".
  /(?:^|\n)[ \t]*(?=\p{Lu}[^\n]{3,80}?,\s*(?:\(\s*["“]?(?:the\s+)?)?(?:as\s+)?(?:Grantors?|GRANTORS?)\b)/gu,
  // Indiana / Illinois / Ohio statutory forms: "THIS INDENTURE WITNESSETH, that X, ..., CONVEYS AND WARRANTS to Y";
  // also "KNOW ALL PERSONS BY THESE PRESENTS, that X ... quitclaims to Y".
  /\b(?:WITNESSETH|[Ww]itnesseth|PRESENTS|[Pp]resents)\s*[,:]?\s*(?:that|That|THAT)\s+(?=\p{Lu}[^;]{0,400}?\b(?:[Cc]onveys?|CONVEYS?|[Ww]arrants?|WARRANTS?|[Qq]uit\s*[Cc]laims?|QUIT\s*CLAIMS?|QUITCLAIMS?|[Gg]rants?|GRANTS?)\b(?:\s+(?:and|AND)\s+(?:\w+\s+){1,2})?\s*(?:to|unto|TO|UNTO)\s)/gu,
  // Hawaii's form: "KNOW ALL MEN BY THESE PRESENTS: That X and Y, Trustees of ..., whose residence and mailing
  // address is ..., hereinafter called the "Grantor", for and in consideration of ..." (the verb comes much later).
  /\b(?:WITNESSETH|[Ww]itnesseth|PRESENTS|[Pp]resents)\s*[,:]?\s*(?:that|That|THAT)\s+(?=\p{Lu}[^;]{0,600}?\bhereinafter\s+(?:called|referred\s+to\s+as)\s+(?:the\s+)?["“]?Grantors?\b)/gu,
  // Idaho's and Montana's forms open with the consideration: "FOR VALUE RECEIVED, A and B, husband and wife, ...,
  // hereinafter called the Grantors, do hereby grant ..." (or "A, the grantor, does hereby grant").
  /\b(?:FOR|For)\s+(?:VALUE|[Vv]alue)\s+(?:RECEIVED|[Rr]eceived),?\s+(?=\p{Lu}[^;]{0,400}?\b(?:hereinafter\s+(?:called|referred\s+to\s+as)\s+(?:the\s+)?["“]?|the\s+)(?:GRANTORS?|[Gg]rantors?)\b)/gu,
  // "THIS WARRANTY DEED made the 2nd day of June, 2023, by X, ..., hereinafter called the grantor".
  /\bmade\b[^.;]{0,80}?\bby\s+(?=[^;]{0,300}?\bhereinafter\s+(?:called|referred\s+to\s+as)\s+(?:the\s+)?["“]?grantor)/gi,
  // Florida's quit-claim form names its parties by place: "THIS QUIT-CLAIM DEED, executed this 8th day of June,
  // A.D. 2023, by A and B, husband and wife, whose post office address is ..., first party, to C, ..., second party".
  /\b(?:executed|made)\b(?:[^.;]|(?<=\b[A-Z])\.){0,80}?\bby\s+(?=\p{Lu}[^;]{0,400}?\bfirst\s+party\b)/giu,
  // Statutory short forms (Massachusetts and others): "X, of <residence>, for (valuable) consideration paid, grants to Y
  // with quitclaim covenants" — a paragraph opening with the grantor, its residence clause possibly long.
  // (Not from above the deed's title: a stamp's block there, "TRANSFERRED / APR 03 2023", is no grantor.)
  /(?:^|\n[ \t]*\n)[ \t]*(?=\p{Lu}(?:(?!\n[ \t]*(?:[A-Z'’-]+[ \t]+)*DEED[ \t]*\n)[^;]){3,400}?\bfor\s+(?:full\s+|valuable\s+)?consideration\s+paid\b)/gu,
];

// (Pennsylvania's indenture may centre the "and" between the parties' paragraphs, its letters spaced: "A N D".)
const HEREINAFTER_TO_RE =
  /\bhereinafter\s+(?:called|referred\s+to\s+as)\s+(?:the\s+)?["“]?grantors?,?["”]?\)?,?\s+(?:to|and|unto|a[ \t]n[ \t]d)\s+/gi;

/**
 * Grantees named before their defined term: "paid by A and B ("Grantee")", "to A, (the "Grantee")", a Louisiana sale's
 * "unto: A, ..., (hereinafter called "PURCHASER")".
 */
// (Or without the parentheses: "paid by X LLC, ..., whose ... address is ..., hereinafter called the "Grantee"".)
// (Or with a word qualifying the quoted term: '(collectively, "GRANTEES")', '(jointly the "Grantees")'. A bare
// '(hereinafter "Grantees")' is not read so: its names may follow a "by" no anchor here knows.)
const DEFINED_GRANTEE_RE =
  /\b(?:paid\s+by|unto|to|and)\s*:?\s+(?=[^;()]{3,400}?\(\s*(?:hereinafter\s+(?:called|referred\s+to\s+as)\s+|(?:collectively|jointly|together)\s+|[a-z][a-z ]{1,24}?,\s*(?=(?:the\s+)?["“]))?(?:the\s+)?["“]?(?:Grantees?|Purchasers?|Buyers?|Vendees?)(?:,?["”]?,?\s+whether\s+one\s+or\s+more)?["”]?\s*\))|\bpaid\s+by\s+(?=[^;()]{3,300}?,\s*hereinafter\s+(?:called|referred\s+to\s+as)\s+(?:the\s+)?["“]?Grantees?\b)/gi;

/**
 * A Louisiana sale's buyers set out as appearer paragraphs after "unto:", each with its own parenthesised number and
 * marital recital (so with parentheses and semicolons before the defined term): "unto:\n\n A (XXX-XX-1234), a person
 * of the full age of majority, married ...; and\n\n B (...), ...;\n\n both domiciled in ..., whose mailing address
 * is ... (hereinafter collectively "Purchaser")", perhaps under a "PURCHASER(S):" heading. Read only when no shorter
 * defined-term clause names them.
 */
const APPEARER_PURCHASER_RE = new RegExp(
  `\\bunto\\s*:?\\s+(?:(?:PURCHASERS?|VENDEES?|BUYERS?)(?:\\(S\\))?\\s*:\\s*)?(?=[\\s\\S]{3,1500}?${appearersTerm('Purchasers?|Vendees?|Buyers?')})`,
  'giu',
);

/**
 * "... party of the first part, Grantor, and X and Y, husband and wife, parties of the second part"; the "and" may
 * stand centred on its own line between the two parties' paragraphs ("-AND-", "- AND -").
 */
const SECOND_PART_RE =
  /\bpart(?:y|ies)\s+of\s+the\s+first\s+part(?:\s*,\s*(?:the\s+)?["“]?Grantors?["”]?)?\s*,?\s+-?[ \t]*and[ \t]*-?\s+(?:the\s+)?(?=\p{Lu}[^;]{0,300}?\bpart(?:y|ies)\s+of\s+the\s+second\s+part)/giu;

/** Florida's quit-claim form: "..., first party, to C, a Florida limited liability company, ..., second party". */
const SECOND_PARTY_RE =
  /\bfirst\s+party\s*,?\s+(?:to|unto)\s+(?:the\s+)?(?=\p{Lu}[^;]{0,400}?\bsecond\s+party\b)/giu;

// (The statutory form's "CONVEY AND QUITCLAIM to THE GRANTEE, X": the defined term before the name.)
const CONVEY_TO_RE =
  /\b(?:convey|conveys|conveyed|quit\s*claims?|quitclaims?|grants?|warrants?|transfers?|releases?|remises?|bargains?|sells?)\b[^.;]{0,200}?\b(?:unto|to)\s+(?:the\s+following\s+(?:grantee\s+)?(?:beneficiar(?:y|ies)|grantees?|persons?)\s*:\s*)?(?:the\s+said\s+)?(?:THE\s+GRANTEES?(?:\(S\))?\s*,\s*)?/gi;

const RELEASE_TITLE_RE =
  /\b(?:RELEASE|DISCHARGE)\s+OF\s+(?:LIEN|MORTGAGE|DEED\s+OF\s+TRUST)|\bSATISFACTION\b|\bCANCELLATION\s+OF\b|\bRECONVEYANCE\b/i;
export const DEATH_DEED_RE =
  /\bTRANSFER\s+ON\s+DEATH\b|\bUPON\s+DEATH\b|\bBENEFICIARY\s+DEED\b|\bT\.?O\.?D\.?\s+DEED\b/i;

const HOLDER_LABEL_RE =
  /^[ \t]*(?:lien[ \t]*)?holder(?:[ \t]+of[ \t]+(?:the[ \t]+)?(?:note|lien|mortgage|deed[ \t]+of[ \t]+trust)(?:[ \t]+and[ \t]+(?:the[ \t]+)?lien)?)?[ \t]*:[ \t]*/gim;

/**
 * The address under a "Holder's Mailing Address:" label: on the label's line or the next lines, after any
 * "c/o X, Independent Executor" line naming whom the mail reaches.
 */
function labelledHolderAddress(text: string): PartyName['address'] {
  const label = text.match(
    /^[ \t]*(?:lien[ \t]*)?holder['’]?s?['’]?[ \t]+(?:mailing[ \t]+|post[ \t]+office[ \t]+)?address[ \t]*:[ \t]*/im,
  );
  if (!label) return null;
  let at = (label.index ?? 0) + label[0].length;
  for (let line = 0; line < 3 && at < text.length; line++) {
    const found = readAddress(text, at, 8);
    if (found) return found;
    const nl = text.indexOf('\n', at);
    if (nl < 0 || /^\n[ \t]*\n/.test(text.slice(nl))) break;
    at = nl + 1;
  }
  return null;
}

/**
 * The address the release's own opening gives the holder where it names it: "that X BANK, N.A., a national banking
 * association, whose address is 9 Main Street, ...". Any printing of the name may carry the clause, but not one
 * whose clause names the borrowers first ("X, the holder of the mortgage executed by A and B, whose address is"
 * gives the borrowers' address).
 */
function holderClauseAddress(text: string, name: string, borrowers: PartyName[]): PartyName['address'] {
  const others = borrowers.map((b) => ({ name: b.name, deceased: false }));
  const escaped = escapeRegex(name).replace(/,?\s+/g, ',?\\s+');
  for (const m of text.matchAll(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'giu'))) {
    const found = clauseAddressAfter(text, (m.index ?? 0) + m[0].length, others);
    if (found) return found;
  }
  return null;
}

/**
 * The grantors up to the defined term that closes them: "between X, a Colorado limited liability company
 * ("Grantor"), and A and B ("Grantees")" reads on as one list, but the names after "("Grantor")" are the other side.
 */
function closedByDefinedTerm(text: string, names: PartyName[]): PartyName[] {
  const first = names[0];
  if (!first) return names;
  const term =
    /\(\s*(?:(?:collectively|jointly|together)\s+|[A-Za-z][a-z ]{1,24}?,\s*(?=(?:the\s+)?["“]))?(?:the\s+)?["“]?(?:Grantors?|GRANTORS?)(?:,?["”]?,?\s+whether\s+one\s+or\s+more)?["”]?\s*\)/g;
  term.lastIndex = first.span.end;
  const close = term.exec(text);
  if (!close) return names;
  // (An address the list shared out from past the term, "..., as joint tenants, whose legal address is ...", is the
  // other side's.)
  return names
    .filter((n) => n.span.start < close.index)
    .map((n) => (n.address && n.address.span.start > close.index ? { ...n, address: null } : n));
}

function firstList(text: string, re: RegExp): PartyName[] {
  for (const m of text.matchAll(re)) {
    const { names } = readPartyList(text, (m.index ?? 0) + m[0].length);
    if (names.length) return names;
  }
  return [];
}

/** The entity named right before a marker ("X, the legal owner and holder"), read back from the marker. */
function entityBefore(text: string, marker: RegExp): PartyName | undefined {
  for (const m of text.matchAll(marker)) {
    const lineStart =
      Math.max(text.lastIndexOf('\n', m.index ?? 0), text.lastIndexOf(',', (m.index ?? 0) - 1)) + 1;
    const from = lineStart + (text.slice(lineStart, m.index ?? 0).match(/^\s*/)?.[0].length ?? 0);
    const { names } = readPartyList(text, from, 1);
    const n = names[0];
    if (n && isEntity(n.name)) return n;
  }
  return undefined;
}

export function conveyanceParties(doc: Doc): ConveyanceParty[] {
  const text = doc.text;
  if (RELEASE_TITLE_RE.test(text.slice(0, 2000))) {
    // Lienholder: the entity that "does hereby release"; borrowers: who executed the lien.
    // (Texas's release form labels it: "Holder of Note and Lien:  X, ...", over "Holder's Mailing Address:".)
    const holder =
      firstList(text, HOLDER_LABEL_RE).filter((n) => isEntity(n.name))[0] ??
      firstList(
        text,
        /\bKNOW\s+ALL\s+(?:MEN|PERSONS)\s+BY\s+THESE\s+PRESENTS[,:;!.]?\s*(?:that\s+)?/gi,
      ).filter((n) => isEntity(n.name))[0] ??
      firstList(text, /\b(?:the\s+undersigned|holder|beneficiary|lender|mortgagee)\s*,\s*/gi).filter((n) =>
        isEntity(n.name),
      )[0] ??
      // OCR may move the "KNOW ALL PERSONS" line away from the "That X, the legal owner" it opens.
      firstList(text, /\bThat\s+(?=\p{Lu}{2})/gu).filter(
        (n) => isEntity(n.name) && /^\s*,/.test(text.slice(n.span.end, n.span.end + 3)),
      )[0] ??
      // A paragraph opening with the holder: "NORTHSTAR HOME LENDING, INC., a Minnesota corporation, the owner and
      // holder of that certain mortgage ...".
      firstList(
        text,
        // Its address may come between: "..., a Massachusetts banking corporation having its usual place of
        // business at 640 Massachusetts Avenue, Arlington, Massachusetts 02476, holder of a mortgage".
        /(?:^|\n[ \t]*\n)[ \t]*(?=\p{Lu}[^\n]{3,80}?,[^.;]{0,200}?\b(?:owner\s+and\s+)?(?:legal\s+)?holder\b)/gu,
      ).filter((n) => isEntity(n.name))[0] ??
      // A scan may lose the blank line above that paragraph: any line opening with the company.
      firstList(
        text,
        /(?:^|\n)[ \t]*(?=\p{Lu}[^\n]{3,80}?,[^.;]{0,200}?\b(?:owner\s+and\s+)?(?:legal\s+)?holder\b)/gu,
      ).filter((n) => isEntity(n.name))[0] ??
      // "NOW, THEREFORE, FRONT RANGE CREDIT UNION, the legal owner and holder of said note and lien".
      entityBefore(text, /,\s*the\s+(?:legal\s+)?(?:owner\s+and\s+)?(?:legal\s+)?holder\b/gi) ??
      // The company signing over its capacity: "PIEDMONT HERITAGE CREDIT UNION," over "Secured Creditor"
      // (North Carolina's statutory satisfaction, whose body says only "the undersigned").
      firstList(
        text,
        /(?:^|\n)[ \t]*(?=\p{Lu}[^\n]{3,80}?,?[ \t]*\n[ \t]*(?:(?:current\s+)?secured\s+creditor|(?:lien|note)\s*holder|mortgagee|beneficiary)[ \t]*(?:\n|$))/giu,
      ).filter((n) => isEntity(n.name))[0];
    const borrowers = firstList(
      text,
      // Amounts in between keep their decimal point: "note in the sum of $120,000.00 executed by".
      // Or "holder of a mortgage from A and B to the Bank" / a "from:" label under it.
      /\b(?:deed\s+of\s+trust|security\s+deed|mortgage|lien|note)\b(?:[^.;]|\.(?=\d)){0,120}?\b(?:(?:executed|made|given|granted)\s+by\s+|from\s*:?\s+(?=[A-Z]))/gi,
    );
    // "WHEREAS, on <date>, A and wife, B, executed a promissory note ...": the makers named before the verb.
    if (!borrowers.length)
      for (const m of text.matchAll(/\bWHEREAS,?\s+(?:on\s+[^,]{5,40},\s*(?:\d{4},\s*)?)?/gi)) {
        const list = readPartyList(text, (m.index ?? 0) + m[0].length);
        const after = text.slice(list.end, list.end + 120);
        if (
          list.names.length &&
          !list.names.some((n) => isEntity(n.name)) &&
          /^[\s,]*(?:executed|made|gave|signed|delivered)\b[^.;]{0,60}?\b(?:note|deed\s+of\s+trust|mortgage|security\s+deed|lien)\b/i.test(
            after,
          )
        ) {
          borrowers.push(...list.names);
          break;
        }
      }
    // A certificate's summary of the lien: "Grantors/Borrowers:   A and B, husband and wife".
    if (!borrowers.length)
      borrowers.push(
        ...firstList(
          text,
          // (A security instrument's summary names its makers "Original grantor(s):".)
          // (Or lettered with a dot leader, Kansas's release: "A. Mortgagors ........ A and B, husband and wife".)
          /^[ \t]*(?:[A-Z0-9]{1,2}[.)][ \t]+)?(?:(?:(?:grantors?|makers?)[ \t]*\/[ \t]*)?(?:borrowers?|mortgagors?|trustors?)|original[ \t]+(?:grantor|borrower|mortgagor|trustor)(?:\(s\)|s)?)[ \t]*(?::|\.{3,})[ \t]*/gim,
        ).filter((n) => !isEntity(n.name)),
      );
    // A borrower who died: the lien is released to the estate ("releases unto the Estate of X, deceased").
    if (!borrowers.length)
      borrowers.push(
        ...firstList(
          text,
          /\b(?:release[sd]?|discharge[sd]?|reconvey(?:s|ed)?)\b[^.;]{0,80}?\b(?:un)?to\s+(?:the\s+)?estate\s+of\s+(?:the\s+late\s+)?/gi,
        )
          .filter((n) => !isEntity(n.name))
          .slice(0, 1),
      );
    // (Else the address of the block the recorded release is mailed back to, when it names the holder:
    // "Prepared by and after recording mail to:" over the company, its desk and its box.)
    const holderAddress =
      holder && !holder.address
        ? (labelledHolderAddress(text) ??
          holderClauseAddress(text, holder.name, borrowers) ??
          mailBlockAddresses(doc).find((b) => b.names.some((n) => sameEntity(n, holder.name)))?.address ??
          null)
        : null;
    return [
      ...(holder
        ? [
            {
              ...holder,
              address: holder.address ?? holderAddress,
              role: 'grantor' as Role,
              partyRole: 'lienholder',
            },
          ]
        : []),
      ...borrowers.map((b) => ({ ...b, role: 'grantee' as Role, partyRole: 'borrower' })),
    ];
  }
  const out: ConveyanceParty[] = [];
  for (const re of GRANTOR_ANCHORS) {
    // "A and B, Trustees of the X Trust": the capacity after the names is no party of its own.
    const grantors = closedByDefinedTerm(
      text,
      firstList(text, re).filter((g) => !/^(?:co-?)?trustees?\s+of\b/i.test(g.name)),
    );
    if (grantors.length) {
      out.push(...grantors.map((g) => ({ ...g, role: 'grantor' as Role, partyRole: 'grantor' })));
      break;
    }
  }
  const death = DEATH_DEED_RE.test(text.slice(0, 3000));
  const hereinafter = firstList(text, HEREINAFTER_TO_RE);
  const secondPart = hereinafter.length
    ? []
    : firstList(text, SECOND_PART_RE).concat(firstList(text, SECOND_PARTY_RE));
  const listed = hereinafter.length
    ? hereinafter
    : secondPart.length
      ? secondPart
      : firstList(text, DEFINED_GRANTEE_RE);
  if (!listed.length) listed.push(...firstList(text, APPEARER_PURCHASER_RE));
  const grantees = listed.length ? listed : firstList(text, CONVEY_TO_RE);
  const role: Role = death ? 'beneficiary' : 'grantee';
  out.push(...grantees.map((g) => ({ ...g, role, partyRole: role })));
  return out;
}

/**
 * The spouses a Louisiana act's appearers name in declaring their marital status ("who declared that he has been
 * married but once and then to X, with whom he is living", "... to Y, from whom she is now divorced", or the
 * recital alone: "a person of the full age of majority, married but once and then to X"): named non-parties of the
 * sale.
 */
export function declaredSpouseMentions(doc: Doc): Mention[] {
  const out: Mention[] = [];
  let appearers: string[] | null = null;
  for (const m of doc.text.matchAll(
    /\b(?:who\s+declared\s+that\s+(?:he|she)\s+(?:has\s+been|was|is)\s+|age\s+of\s+majority,\s*(?:who\s+is\s+|being\s+)?)married\b[^.;]{0,40}?\bto\s+(?=\p{Lu})/giu,
  )) {
    const n = readPartyList(doc.text, (m.index ?? 0) + m[0].length, 1).names[0];
    if (!n || isEntity(n.name)) continue;
    // Husband and wife may sell together: the wife the husband declares he married ("to CLAIRE ANNE MOUTON") is
    // the co-appearer signing under her married name ("CLAIRE MOUTON LEBLANC"), no other person.
    appearers ??= conveyanceParties(doc).map((c) => c.name);
    // (Each of a couple selling or buying together names the other: a party, no spouse apart.)
    if (appearers.some((a) => a.toLowerCase() === n.name.toLowerCase() || marriedNameOf(n.name, a))) continue;
    out.push({ name: n.name, span: n.span, role: 'other', relationship: null, confidence: 0.7 });
  }
  return out;
}

/**
 * Whether `married` is `maiden` under a married name: the same given name, and the maiden surname kept among the
 * later names ("Claire Anne Mouton" → "Claire Mouton LeBlanc").
 */
function marriedNameOf(maiden: string, married: string): boolean {
  const words = (n: string) =>
    withoutAccents(n)
      .toLowerCase()
      .replace(/,?\s+(?:jr|sr|ii|iii|iv)\.?$/, '')
      .split(/[\s.,]+/)
      .filter(Boolean);
  const a = words(maiden);
  const b = words(married);
  if (a.length < 2 || b.length < 2 || a[0] !== b[0]) return false;
  return a.join(' ') !== b.join(' ') && b.slice(1, -1).includes(a.at(-1)!);
}
