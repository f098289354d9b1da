import { isEntity } from '../../normalize/names';
import { normalizeRelationship, RELATIONSHIP_WORDS } from '../../normalize/relationships';
import { type ReadName, readName } from '../../text/read-name';
import type { Mention } from '../registry';
import { addressAfterName, readAddress } from './address-near';

const REL = RELATIONSHIP_WORDS;

/**
 * Words that may follow a party's name before the next name or its address: marital descriptions
 * ("a single man", "husband and wife"), tenancy ("as joint tenants"), capacity ("individually"), a reference
 * back to an address given before ("of the address above") and kinship
 * ("my daughter", or the bare word of a list "A, son, and B, daughter"). The kinship groups are captured.
 */
const DESCRIPTOR_RE = new RegExp(
  `^(?:[\\s,]*(?:(?:a|an)\\s+(?:single|married|unmarried|widowed|divorced)\\s+(?:man|woman|person)(?:[^,;]{0,60}?\\bseparate\\s+property)?|(?:a|an)\\s+(?:widow|widower|adult|minor)\\b|(?:a|an)\\s+(?:\\p{Lu}[\\p{L}]+\\s+){1,2}(?:[\\p{Ll}-]+\\s+)?(?:limited\\s+liability\\s+company|(?:nonprofit\\s+|professional\\s+)?corporation|(?:limited\\s+|general\\s+)?partnership|national\\s+(?:banking\\s+)?association|banking\\s+corporation|trust\\s+company)|husband\\s+and\\s+wife|wife\\s+and\\s+husband|a\\s+married\\s+couple|(?:as\\s+)?(?:joint\\s+tenants|tenants\\s+(?:in\\s+common|by\\s+the\\s+entiret(?:y|ies))|community\\s+property)(?:\\s+with\\s+(?:full\\s+)?rights?\\s+of\\s+survivorship)?|individually|as\\s+(?:mortgagors?|borrowers?|trustors?|makers?)\\b|(?:(?:of|at)\\s+|whose\\s+address\\s+is\\s+)the\\s+(?:address|residence)\\s+(?:(?:stated|given|set\\s+(?:forth|out)|shown)\\s+)?(?:above|herein\\s*above)|(?:divorced|widowed)(?:\\s+and\\s+not\\s+since\\s+remarried)?|(?:unmarried|married|single|widow|widower)(?=\\s*[,;])|(?:(?:my|his|her|our|the\\s+decedent's|decedent's)\\s+(?:(?:only|adult|surviving)\\s+)?(${REL}))|(${REL})(?=[ \\t]*[,;.)])|(?:(?:a|an|the)\\s+)?(${REL})(?:\\s+of\\s+(?:the\\s+|said\\s+)*(?:decedent|deceased)\\b|(?=[ \\t]*[,;.)]))))+`,
  'iu',
);

const KINSHIP_WORDS_RE = new RegExp(
  `\\b(?:my|his|her|our|the\\s+decedent's|decedent's)\\s+(?:(?:only|adult|surviving)\\s+)?(${REL})`,
  'iu',
);

/** A kinship phrase ending the descriptors: "..., my son" (before "THOMAS E. ROE" it is Thomas's). */
const KIN_BEFORE_NAME_RE = new RegExp(
  `[\\s,]*(?:my|his|her|our|the\\s+decedent's|decedent's)\\s+(?:(?:only|adult|surviving)\\s+)?(?:${REL})$`,
  'iu',
);

const KIN_AHEAD_RE = new RegExp(
  `^,\\s+(?:my|his|her|our)\\s+(?:(?:only|adult|surviving|beloved)\\s+)?(?:${REL})[ \\t]+`,
  'iu',
);

/** The same in a list that prints each kinship before its name, set off by commas: ", my daughter, B". */
const KIN_AHEAD_COMMA_RE = new RegExp(
  `^,\\s+(?:my|his|her|our)\\s+(?:(?:only|adult|surviving|beloved)\\s+)?(?:${REL}),?[ \\t\\n]+`,
  'iu',
);

/** An entity written in capitals ("PEACHTREE FEDERAL CREDIT UNION", "ACME HOLDINGS, LLC"). */
const CAPS_ENTITY_RE =
  /^\p{Lu}(?:[\p{Lu}0-9&.'’ -]|\n[ \t]*(?=\p{Lu})){2,80}?(?:,\s*(?:L\.?L\.?C|INC|N\.A|L\.?P|CORP|LTD)\.?)?(?=\s*(?:,|\(|\n|$|\s+(?:the|a|an|as|whose|of|does|do|hereby|by|dated|under)\b))/u;
const CAPS_ENTITY_WHOLE_RE = new RegExp(CAPS_ENTITY_RE.source.replace('{2,80}?', '{2,80}'), 'u');
/** An entity in mixed case ending in its form ("Parkside Holdings, LLC"). */
const MIXED_ENTITY_RE =
  /^\p{Lu}(?:[\p{L}0-9&.'’ -]|\n[ \t]*(?=\p{Lu})){2,60}?,?\s+(?:LLC|L\.L\.C\.|Inc\.?|N\.A\.|LP|Corp\.?|Company|Bank|Credit Union|Trust|Parish|Church|Cathedral|Chapel)(?![\p{L}\d])/u;

/** Another name the party went by, between the name and its descriptors: ", formerly known as Ann B. Roe". */
const ALIAS_LEAD_RE =
  /^[\s,]*\(?(?:formerly\s+known\s+as|(?:also|sometimes|otherwise)\s+known\s+as|now\s+known\s+as|a\/k\/a|f\/k\/a|n\/k\/a|formerly|n[ée]e)\s+/iu;

/**
 * Where a party lives when no street is given: "of the City of Joliet, County of Will, State of Illinois",
 * "residing in the Town of Essex". It states no address; the next party's name comes after it.
 */
// (Also "an adult resident citizen of Yalobusha County, Mississippi": the county named before its word.)
const RESIDENCE_CLAUSE_RE =
  /^[\s,]*(?:of|residing\s+in|(?:an?\s+)?(?:adult\s+)?residents?(?:\s+citizens?)?\s+of)\s+(?:the\s+)?(?:(?:(?:City|Village|Town|Township|Borough|County|Parish|State|Commonwealth)\s+of\s+\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){0,3}(?:,?\s*(?:and\s+)?(?:the\s+)?(?=(?:City|Village|Town|Township|Borough|County|Parish|State|Commonwealth)\s+of\s))?){1,4}|\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*){0,2}\s+(?:County|Parish)(?:,\s*\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)?)?)/u;

/**
 * A Louisiana act's appearer clause with no address of its own: "(the) wife of A," then "a person of the full age
 * of majority, domiciled in <parish>, <state>," then "who declared that ..." or its marital recital alone ("married
 * but once and then to X, with whom he is living and residing", "single and never married", "divorced from X") up to
 * the paragraph's end (a comma, semicolon or "and" before the blank line that opens the next appearer or the shared
 * residence).
 */
const LOUISIANA_APPEARER_RE =
  /^,?\s*(?:(?:the\s+)?(?:wife|husband|spouse)\s+of\s+(?:the\s+said\s+)?\p{Lu}(?:[^,;.\n]|\.(?=[ \t]*\p{Lu})|\n(?![ \t]*\n)){2,60}?(?:,\s*(?:Jr|Sr|II|III|IV)\.?)?,\s*)?an?\s+(?:person|resident|major)\s+of\s+(?:the\s+)?(?:full\s+)?age\s+of\s+majority,?\s*(?:domiciled\s+(?:in|at)\s+[^;]{3,100}?,\s*)?(?:who\s+(?:declared|declares|stated)\s+that\b|(?:who\s+is\s+|being\s+)?(?:(?:has\s+been|was|is)\s+)?(?:married|single|unmarried|divorced|widowed|never\s+(?:been\s+)?married|an?\s+(?:widow|widower|single\s+(?:man|woman|person))|the\s+(?:widow|widower|surviving\s+spouse)\s+of)\b)[^;]{0,400}?(?=[,;]?\s*(?:and\s*)?\n[ \t]*\n)/iu;

/**
 * A Louisiana appearer described before the address of its own: ", a person of the full age of majority, (married but
 * once and then to X, with whom he is living,) domiciled in the Parish of Y, State of Louisiana, whose mailing address
 * is ..." (the address is read after it).
 */
const LOUISIANA_APPEARER_LEAD_RE =
  /^,?\s*an?\s+(?:person|resident|major)\s+of\s+(?:the\s+)?(?:full\s+)?age\s+of\s+majority,?\s*(?:(?:married|single|unmarried|divorced|widowed|never\s+(?:been\s+)?married)\b[^;]{0,160}?,\s*(?=domiciled\s|whose\s))?(?:domiciled\s+(?:in|at)\s+(?:the\s+)?(?:Parish|County|City|Town)\s+of\s+[^;,\n]{2,40},\s*(?:(?:State\s+of\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?,\s*)?)?(?=whose\s+(?:mailing\s+|post\s+office\s+)?address\s+is\b)/u;

/** The descriptors, other names and street-less residence after a party's name, in any order. */
function readDescriptors(
  text: string,
  from: number,
  kinLeads = false,
): { end: number; words: string; relationship: string | null } {
  let end = from;
  let words = '';
  let relationship: string | null = null;
  for (let round = 0; round < 6; round++) {
    const rest = text.slice(end, end + 200);
    const desc = rest.match(DESCRIPTOR_RE);
    // "to my daughter A, my son B, and my grandson C": a kinship printed right before a name (no comma between)
    // is that name's, not a description of the name before it; the list's separator reads it.
    const ahead = desc?.[0].match(KIN_BEFORE_NAME_RE);
    // (In a list whose first kinship stood before its name, "my son, A, my daughter, B", a comma may part them too.)
    const gap = desc
      ? (rest.slice(desc[0].length).match(kinLeads ? /^,?[ \t\n]+(?=\p{Lu})/u : /^[ \t]+(?=\p{Lu})/u)?.[0]
          .length ?? 0)
      : 0;
    if (desc && ahead && gap && readName(text, end + desc[0].length + gap)) {
      const kept = desc[0].slice(0, desc[0].length - ahead[0].length);
      const kin = kept.match(KINSHIP_WORDS_RE)?.[1];
      relationship ??= kin ? normalizeRelationship(kin) : null;
      words += kept;
      end += kept.length;
      break;
    }
    if (desc) {
      words += desc[0];
      // (A descriptor after the kinship, "his wife, as tenants by the entirety", leaves its group unset: the
      // kinship is read from the words.)
      const kin = desc[1] ?? desc[2] ?? desc[3] ?? desc[0].match(KINSHIP_WORDS_RE)?.[1];
      relationship ??= kin ? normalizeRelationship(kin) : null;
      end += desc[0].length;
      continue;
    }
    // "a single person, surviving spouse of Gerald A. Roe, deceased, whose address is ...": whose widow the party
    // is says nothing of where the party lives; the address follows.
    const widowOf = rest.match(
      /^[\s,]*(?:the\s+)?(?:surviving\s+(?:spouse|wife|husband)|widow(?:er)?)\s+of\s+/i,
    );
    const dead = widowOf ? readName(text, end + widowOf[0].length) : null;
    if (widowOf && dead) {
      end =
        dead.end +
        (text.slice(dead.end, dead.end + 20).match(/^,?\s*(?:deceased|dec'd)\b/i)?.[0].length ?? 0);
      continue;
    }
    const alias = rest.match(ALIAS_LEAD_RE);
    const other = alias ? readName(text, end + alias[0].length) : null;
    if (alias && other) {
      end = other.end + (text[other.end] === ')' ? 1 : 0);
      continue;
    }
    const residence = rest.match(RESIDENCE_CLAUSE_RE);
    if (!residence) break;
    end += residence[0].length;
  }
  return { end, words, relationship };
}

/** An item's kinship through another relative, run on to the item's share (see readPartyList). */
const THROUGH_KIN_SHARE_RE = new RegExp(
  `^[\\s,]*(?:and\\s+)?(?:(?:a|an|the)\\s+)?(?:(?:only|sole|eldest|oldest|youngest|surviving)\\s+)?(?:${REL})\\s+of\\b[^;]{0,240}?,\\s*(?:as\\s+to\\s+)?an?\\s+undivided\\s+[^,;]{0,40}?interest(?=\\s*[;,.])`,
  'iu',
);

export type PartyName = Mention & { share: string | null };

function readEntity(text: string, pos: number): { name: string; start: number; end: number } | null {
  const rest = text.slice(pos, pos + 120);
  const lazy = rest.match(MIXED_ENTITY_RE) ?? rest.match(CAPS_ENTITY_RE);
  // A name wrapped over a line ("BROOKSIDE\nPROPERTIES, LLC") is whole only when read to its end.
  const m = lazy && isEntity(lazy[0]) ? lazy : rest.match(CAPS_ENTITY_WHOLE_RE);
  if (!m || !isEntity(m[0])) return null;
  let raw = m[0].replace(/[\s,]+$/, '');
  // "MAGNOLIA STATE FEDERAL CREDIT\nUNION, a federally chartered ...": the name wraps before the comma that
  // ends it; the capitals on the next line finish it.
  const wrap = rest
    .slice(raw.length)
    .match(/^[ \t]*\n[ \t]*\p{Lu}[\p{Lu}&.'’-]*(?:[ \t]+\p{Lu}[\p{Lu}&.'’-]*){0,2}(?=,)/u);
  if (wrap && /^\p{Lu}[\p{Lu}0-9&.'’ -]*$/u.test(raw) && isEntity(raw + wrap[0])) raw += wrap[0];
  const name = raw.replace(/\s+/g, ' ');
  return { name, start: pos, end: pos + raw.length };
}

/**
 * "KHANH VAN TRAN and MY LINH TRAN": a given name spelled like a common word ("My", "Will", "Do") reads as a name
 * when the surname of the party named before it follows.
 */
function givenNameLikeAWord(text: string, pos: number, before: string | undefined): ReadName | null {
  const surname = before?.split(/\s+/).at(-1)?.toLowerCase();
  const first = text.slice(pos, pos + 20).match(/^\p{Lu}\p{L}{1,5}[ \t]+/u);
  if (!surname || !first || NOT_GIVEN_NAMES.has(first[0].trim().toLowerCase())) return null;
  const rest = readName(text, pos + first[0].length);
  if (!rest || rest.name.split(/\s+/).at(-1)?.toLowerCase() !== surname) return null;
  return { name: `${first[0].trim()} ${rest.name}`, start: pos, end: rest.end };
}

const NOT_GIVEN_NAMES = new Set(
  'the to of and or as at by in on for a an his her their its our your said unto from with all each both'.split(
    ' ',
  ),
);

/**
 * Reads the run of parties that starts at `from`: "A and B, husband and wife, both residing at <address>",
 * "A, my daughter, whose address is <address>, ...; and B, my son, whose address is ...". An address
 * stated once after several names ("both of", "whose address is") applies to every name before it.
 */
export function readPartyList(text: string, from: number, maxNames = 6): { names: PartyName[]; end: number } {
  const names: PartyName[] = [];
  let pos = from;
  let spouseJoined = false;
  let bareAnd = false;
  // "namely my son, A, my daughter, B, and my son, C": the list prints each kinship before its name.
  const kinLeads = new RegExp(
    `\\b(?:my|his|her|our)\\s+(?:(?:only|adult|surviving|beloved)\\s+)?(?:${REL}),?[ \\t\\n]*$`,
    'i',
  ).test(text.slice(Math.max(0, from - 40), from));
  while (names.length < maxNames) {
    while (/[ \t\n"“(]/.test(text[pos] ?? '')) pos++;
    const person = readName(text, pos) ?? givenNameLikeAWord(text, pos, names.at(-1)?.name);
    // "PIKES PEAK HOMEBUYERS, LLC": a company whose name reads as a person's up to its comma.
    const entity = readEntity(text, pos);
    // "Geneva L. Pruitt unto Cedar Knoll Homes, LLC" is a person and, past the verb, another party.
    const spansVerb =
      !!person && !!entity && /\s(?:unto|to|from|by)\s/.test(text.slice(person.end, entity.end));
    const r =
      entity && !spansVerb && (!person || isEntity(person.name) || entity.end > person.end) ? entity : person;
    if (!r) break;
    const described = readDescriptors(text, r.end, kinLeads);
    let end = described.end;
    const relationship = described.relationship;
    // A parenthesised note after the name: "(sister)", "(the "Grantee")".
    const paren = text.slice(end, end + 40).match(/^\s*\(([^)]{1,30})\)/);
    const parenRel = paren && new RegExp(REL, 'i').test(paren[1]!) ? normalizeRelationship(paren[1]!) : null;
    if (paren) end += paren[0].length;
    end += text.slice(end, end + 200).match(LOUISIANA_APPEARER_LEAD_RE)?.[0].length ?? 0;
    // A Louisiana appearer described before any address: ", wife of A, a person of the full age of majority,
    // domiciled in the Parish of X, State of Louisiana, who declared that ...". The declaration runs to the
    // next appearer ("..., and\n\n B") or to the address the appearers share ("...,\n\n both presently residing at").
    const appearer = addressAfterName(text, end)
      ? null
      : text.slice(end, end + 700).match(LOUISIANA_APPEARER_RE);
    if (appearer) end += appearer[0].length;
    // (Or their parish first: "...;\n\n both domiciled in the Parish of X, Louisiana, whose mailing address is".)
    const shared = text
      .slice(end, end + 160)
      .match(
        /^[\s,;]*(?:both|all|each)\s+(?:(?:(?:presently|now)\s+)?(?:residing|domiciled)\s+in\s+(?:the\s+)?(?:Parish|County|City|Town)\s+of\s+[^;,\n]{2,40},\s*(?:(?:State\s+of\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?,\s*)?(?=whose\b))?(?:of|(?:(?:presently|now)\s+)?(?:residing|domiciled)\s+at|whose\s+(?:mailing\s+)?address\s+is)\s*/iu,
      );
    const address = shared ? readAddress(text, end + shared[0].length, 2) : addressAfterName(text, end);
    // One address after a couple ("husband and wife, ... whose address is") or "both of" belongs to each.
    const joint = shared || /husband|wife|joint|common|community|entiret/i.test(described.words);
    if (joint && address) for (const n of names) if (!n.address) n.address = address;
    // "A and her husband, B, of <address>": the couple's one address is the wife's too.
    const spouseBefore = names.at(-1);
    if (address && spouseJoined && spouseBefore && !spouseBefore.address) spouseBefore.address = address;
    // "A and B, 1204 E. Kay Street, ...": two names joined bare, the address printed once after the pair.
    if (
      address &&
      bareAnd &&
      spouseBefore &&
      !spouseBefore.address &&
      !/,\s*$/.test(text.slice(spouseBefore.span.end, r.start))
    )
      spouseBefore.address = address;
    names.push({
      name: r.name,
      span: { start: r.start, end: r.end },
      relationship: relationship ?? parenRel,
      address,
      share: null,
      confidence: 0.8,
    });
    if (address) end = address.span.end;
    // Trailing words before the separator: ", as to an undivided one-half (1/2) interest", ", an undivided
    // one-third (1/3) interest;".
    // (A distribution's item may first say through whom the party takes: "X, grandson of the decedent and only
    // child of Y, a son of the decedent who died ..., an undivided one-third (1/3) interest;": Y is no party.)
    const share =
      text
        .slice(end, end + 80)
        .match(/^[\s,]*(?:as\s+to\s+an?\s+(?:undivided\s+)?|an?\s+undivided\s+)[^,;]{0,40}?interest/i) ??
      text.slice(end, end + 320).match(THROUGH_KIN_SHARE_RE);
    if (share) end += share[0].length;
    // A Louisiana appearer's declarations after the address run to the semicolon before the next appearer: ", who
    // declared that he has been married but once and then to X, ..., and that the property is his separate
    // property; and B, ...".
    // (Or, with no semicolon near, to the paragraph's end: "..., who declared that he has never been married,\n\n".)
    const declared =
      text
        .slice(end, end + 400)
        .match(/^,?\s*who\s+(?:declared|declares|stated)\s+that\b[^;]{0,350}(?=;)/i) ??
      text
        .slice(end, end + 400)
        .match(
          /^,?\s*who\s+(?:declared|declares|stated)\s+that\b[^;]{0,350}?(?=,?\s*(?:and\s*)?\n[ \t]*\n)/i,
        );
    if (declared) end += declared[0].length;
    // "JAMES R. PATTERSON et ux DONNA K. PATTERSON": et ux / et vir join a married couple.
    // "to my son, X, and my daughter, Y": the next name's kinship stated before it.
    // ("A, my son B": the kinship before the next name, read with that name.)
    const kinAhead = text.slice(end, end + 60).match(kinLeads ? KIN_AHEAD_COMMA_RE : KIN_AHEAD_RE);
    const sep =
      (kinAhead && /^\p{Lu}/u.test(text.slice(end + kinAhead[0].length)) ? kinAhead : null) ??
      text
        .slice(end, end + 60)
        .match(
          new RegExp(
            `^[\\s,]*(?:;\\s*)?(?:(?:and|&)\\s+(?:(?:his\\s+)?wife|(?:her\\s+)?husband),?|(?:and|&)\\s+(?:to\\s+)?(?:my|his|her|our|(?:the\\s+)?decedent'?s)\\s+(?:(?:only|adult|surviving|beloved)\\s+)?(?:${REL}),?|and|&|et\\s+(?:ux|vir)\\.?,?)\\s+|^\\s*;\\s*|^,\\s+(?=\\p{Lu})`,
            'iu',
          ),
        );
    if (!sep) {
      pos = end;
      break;
    }
    spouseJoined = /\b(?:wife|husband)\b/i.test(sep[0]);
    bareAnd = /^\s*(?:and|&)\s+$/i.test(sep[0]);
    pos = end + sep[0].length;
  }
  return { names, end: pos };
}
