import { repairFromOtherPrintings } from '../../normalize/address-words';
import type { NormalizedAddress } from '../../normalize/addresses';
import {
  formatAddress,
  normalizeAddress,
  normalizeCityState,
  opensWithNumberOrBox,
  RURAL_ROUTE_RE,
  STATE_NAME_RE,
} from '../../normalize/addresses';
import { namePattern } from '../../text/regex-escape';
import type { Located } from '../registry';

const ZIP_RE = /\b\d{5}(?:-\d{4})?\b/;

/**
 * Reads a street address starting at `from` (it must begin within a few characters): up to the ZIP code, or
 * to the state when no ZIP is given. Line breaks inside the address are allowed.
 */
export function readAddress(text: string, from: number, maxLead = 3): Located<NormalizedAddress> | null {
  const window = text.slice(from, from + 200).replace(/\f/g, ' ');
  const lead = window.match(/^[\s:,"]*/)?.[0].length ?? 0;
  if (lead > maxLead + 20) return null;
  const body = unitAfterStreet(digitsReadAsLetters(besideLeftColumn(text, from + lead, window.slice(lead))));
  if (!opensWithNumberOrBox(body) && !RURAL_ROUTE_RE.test(body)) return null;
  // A share printed beside an heir's name ("1/4, subject to the life estate") opens with a fraction, never a house.
  if (/^\d{1,2}\/\d{1,3}(?![\d/])/.test(body)) return null;
  // The ZIP must come after a state name and within the address's reach (a 5-digit house number is not one).
  const zip = [...body.matchAll(new RegExp(ZIP_RE.source, 'g'))].find(
    (z) => (z.index ?? 0) > 8 && (z.index ?? 0) < 150 && STATE_NAME_RE.test(body.slice(0, z.index)),
  );
  let cut: number | null = null;
  if (zip) {
    cut = (zip.index ?? 0) + zip[0].length;
  } else {
    const state = [
      ...body.slice(0, 150).matchAll(new RegExp(`,\\s*(${STATE_NAME_RE.source})(?=[\\s,.;)]|$)`, 'gi')),
    ][0];
    if (state) cut = (state.index ?? 0) + state[0].length;
  }
  if (cut === null) return null;
  const raw = body.slice(0, cut);
  if (/\n\s*\n/.test(raw)) return null;
  const read = normalizeAddress(streetInCity(raw));
  if (!read?.city) return null;
  const address = otherPrintings(read, text);
  const start = from + lead;
  return { value: address, span: { start, end: start + cut }, confidence: address.zip ? 0.9 : 0.75 };
}

/**
 * A deed's or will's "41 Elm Avenue in Bath, Sagadahoc County, Maine": the town follows the street after "in" and
 * the county after it is no city, so the address is read as "41 Elm Avenue, Bath, Maine".
 */
function streetInCity(raw: string): string {
  const m = raw.match(
    /^(\d[^,\n]{2,40}?)\s+in\s+(?:the\s+(?:City|Town|Village)\s+of\s+)?(\p{Lu}[\p{L}'-]+(?:[ \t]+\p{Lu}[\p{L}'-]+)?)\s*,\s*(?:(?:\p{Lu}[\p{L}'-]+\s+){1,2}County\s*,\s*)?(?=\p{Lu})/u,
  );
  return m ? `${m[1]}, ${m[2]}, ${raw.slice(m[0].length)}` : raw;
}

/**
 * A unit named before the house number ("Unit 214, 34630 Pacific Coast Highway, Dana Point"): Publication 28 puts it
 * after the street, so it is moved behind the street's comma (same characters, so offsets keep).
 */
function unitAfterStreet(body: string): string {
  const m = body.match(
    /^((?:Unit|Apt\.?|Apartment|Suite|Ste\.?)[ \t]*#?[ \t]*[\w-]*\d[\w-]*,[ \t]*)(\d[^,\n]*,[ \t]*)/i,
  );
  return m ? m[2]! + m[1]! + body.slice(m[0].length) : body;
}

/**
 * A scan's 0 or 1 standing for the letter it looks like in a word of the city or state ("Akron, 0hio 44312",
 * "Cuyahoga Fa1ls"): an O opening a word, an l between small letters. Same length, so offsets keep.
 */
function digitsReadAsLetters(body: string): string {
  return body.replace(/(?<![\p{L}\p{N}])0(?=\p{Ll}{2,})/gu, 'O').replace(/(?<=\p{Ll})1(?=\p{Ll})/gu, 'l');
}

/**
 * An address printed in a right-hand column ("KAREN P. DOE       6127 Shady Oak Lane\n(one-half interest)
 * Rocklin, California 95677"): on its later lines, what another column prints to the left is blanked (offsets kept).
 */
function besideLeftColumn(text: string, start: number, body: string): string {
  const col = start - (text.lastIndexOf('\n', start - 1) + 1);
  if (col < 8) return body;
  return body.replace(/(?<=\n)[^\n]*/g, (line) => {
    // The right-hand cell starts near the address's column, or (a scan's columns drift) past a wide gap after it.
    for (let p = Math.max(2, col - 3); p <= Math.min(line.length - 1, col + 3); p++)
      if (/\S/.test(line[p]!) && /[ \t]{2}$/.test(line.slice(0, p)) && /\S/.test(line.slice(0, p)))
        return ' '.repeat(p) + line.slice(p);
    const gap = [...line.matchAll(/\S[ \t]{3,}(?=\S)/g)].at(-1);
    const p = gap ? (gap.index ?? 0) + gap[0].length : -1;
    if (
      p >= col - 3 &&
      /\S/.test(line.slice(0, col)) &&
      !/\b\d{5}\b/.test(line.slice(0, p)) &&
      /\b\d{5}\b|,\s*\p{Lu}/u.test(line.slice(p))
    )
      return ' '.repeat(p) + line.slice(p);
    return line;
  });
}

/** Like readAddress, but also accepts a bare "City, State" (used for residences). */
export function readCityState(text: string, from: number): Located<{ city: string; state: string }> | null {
  const window = text.slice(from, from + 120);
  const m = window.match(
    new RegExp(
      // A city's name may wrap over a line ("the City of Rocky\nRiver, Ohio"). A New York village is the place
      // within its town ("the Village of Pelham Manor, Town of Pelham, County of ..."); a town alone is no city.
      // New England's "of Laconia, in the County of Belknap and State of New Hampshire" puts "in the" before it.
      // (Louisiana's acts name the parish so: "the City of Ruston, Parish of Lincoln, State of Louisiana"; a county's
      // name may take two words: "the City of Kirkwood, St. Louis County, Missouri".)
      `^\\s*(?:the\\s+)?(?:(?:City|Village)\\s+of\\s+)?([A-Z][A-Za-z .'-]{1,40}?(?:[ \\t]*\\n[ \\t]*[A-Z][A-Za-z .'-]{1,20}?)?),\\s*(?:Town\\s+of\\s+[A-Z][A-Za-z .'-]{1,30}?,\\s*)?(?:(?:[A-Z][a-z]+\\.?\\s+){1,2}(?:County|Parish),\\s*|(?:in\\s+(?:the\\s+|said\\s+)?)?(?:County|Parish)\\s+of\\s+[A-Z][a-z]+(?:,\\s*|\\s+and\\s+))?(?:(?:the\\s+)?(?:State|Commonwealth)\\s+of\\s+)?(${STATE_NAME_RE.source})`,
      'i',
    ),
  );
  // A postal code is printed in capitals: a lower-case "in" / "or" after the comma is a word, not Indiana or Oregon.
  if (!m || /^[a-z]{2}$/.test(m[2]!)) return null;
  const parsed = normalizeCityState(`${m[1]!.replace(/\s+/g, ' ')}, ${m[2]}`);
  if (!parsed || /county|parish|\b(?:town|city|borough|village|township)\s+of\b|^the\s/i.test(m[1]!))
    return null;
  const lead = m[0].length - m[0].trimStart().length;
  // (The city's word as the document prints it elsewhere: a scan's "Hamil ton" is the "Hamilton" of the deed.)
  const city = repairFromOtherPrintings(parsed.city, text, { city: true });
  return {
    value: { ...parsed, city },
    span: { start: from + lead, end: from + m[0].length },
    confidence: 0.7,
  };
}

/**
 * Words between a name and its address: ", Grantee, whose address is", ", daughter and only child,", ", and I live
 * at", ", a grandson of the Decedent, who resides at".
 */
const LEAD_RE = new RegExp(
  [
    // (A questionnaire's answer: "Father: X - living; address 2201 W. Cuthbert Ave., ...".)
    '^(?:\\s*\\([^)]{0,40}\\))?[\\s,]*(?:[-–—][ \\t]*living[;,]?[ \\t]*address[ \\t]*:?[ \\t]*)?',
    '(?:(?:as\\s+)?(?:grantees?|grantors?)\\b[\\s,]*)?',
    // A trust's date between its name and its address: ", under agreement dated March 3, 2020, whose ... address is".
    '(?:(?:under\\s+(?:(?:trust\\s+)?agreement|declaration(?:\\s+of\\s+trust)?|trust\\s+instrument)\\s+|u\\/a\\/?d?\\s+)?dated\\s+(?:[A-Za-z]+\\.?\\s+\\d{1,2},?\\s+\\d{4}|\\d{1,2}\\/\\d{1,2}\\/\\d{2,4}),\\s*)?',
    // A child list's birth date between the name and the address: ", born July 9, 1970, who resides at".
    // (A kinship may carry the age: ", son, age 47" over the address line.)
    // (Also the formal "born the 17th day of December, A.D. 1990,".)
    '(?:born\\s+(?:[A-Za-z]+\\s+\\d{1,2},?\\s+|the\\s+\\d{1,2}(?:st|nd|rd|th)\\s+day\\s+of\\s+[A-Za-z]+,?\\s+(?:A\\.?\\s?D\\.?\\s+)?)?\\d{4},\\s*)?',
    // (Or come before it: ", age 52, son, <address>".)
    "(?:(?:aged?\\s+\\d{1,3}(?:\\s+years(?:\\s+(?:of\\s+age|old))?)?,\\s*)?(?:(?:a|an|the|his|her|my|our)\\s+)?(?:(?:decedent|deceased)'?s\\s+)?(?:(?:surviving|only|adult|full|whole|half)[\\s-]+)?(?:son|daughter|child|wife|husband|spouse|grand\\w+|brother|sister|nephew|niece)(?:\\s+of\\s+(?:the\\s+|said\\s+)*[A-Za-z]+)?[a-z ]{0,25}(?:\\s*\\([^()]{0,90}\\))?,\\s*(?:living,\\s*)?(?:aged?\\s+\\d{1,3}(?:\\s+years)?,?\\s*)?(?=\\d|P\\.?\\s?O|R\\.?\\s?R\\.?\\s*\\d|Rural\\s+Route|of\\s|whose\\s|residing\\s|who\\s|born\\s))?",
    '(?:born\\s+(?:[A-Za-z]+\\s+\\d{1,2},?\\s+)?\\d{4},\\s*)?',
    // ", an adult, whose mailing address is": the person's age status before the address.
    '(?:(?:an?\\s+(?:adult|minor)|living),\\s*)?',
    // Louisiana's appearers: ", a person of the full age of majority, domiciled in Caddo Parish, Louisiana,".
    '(?:an?\\s+(?:person|resident|major)\\s+of\\s+(?:the\\s+)?(?:full\\s+)?age\\s+of\\s+majority(?:\\s+of\\s+(?:the\\s+)?[A-Z][A-Za-z]+(?:\\s+of\\s+[A-Z][A-Za-z]+)?(?:\\s+Parish)?(?:,\\s*(?:State\\s+of\\s+)?Louisiana)?)?,?\\s*)?',
    '(?:domiciled\\s+in\\s+(?:the\\s+)?[A-Z][A-Za-z]+(?:\\s+of\\s+[A-Z][A-Za-z]+)?(?:\\s+Parish)?(?:,\\s*(?:State\\s+of\\s+)?[A-Z][a-z]+)?,\\s*)?',
    // ", a Vermont limited liability company with a principal place of business at": a company's form first.
    // (A lender's charter: ", a federally chartered credit union having its principal office at"; Massachusetts's
    // "having a usual place of business at".)
    '(?:an?\\s+(?:[A-Z][a-z]+\\s+){1,2}(?:limited\\s+liability\\s+company|(?:nonprofit\\s+|banking\\s+)?corporation|limited\\s+partnership|credit\\s+union|(?:savings\\s+)?bank|(?:national\\s+banking|savings\\s+and\\s+loan)\\s+association)\\s*,?\\s*(?=with\\s|having\\s|whose\\s|hereinafter\\s))?',
    // ", hereinafter called the Grantee, whose current address is": the defined term before the address.
    '(?:hereinafter\\s+(?:called|referred\\s+to\\s+as)\\s+(?:the\\s+)?["“]?(?:grantee|grantor)s?["”]?\\s*,\\s*(?=whose\\s))?',
    // ("My name is X. I reside at ...": the next sentence of a sworn statement; "I, X, having been first duly sworn,
    // state that I live at ...": the same statement after the oath.)
    '(?:(?:\\.\\s+)?(?:and\\s+)?(?:,?\\s*(?:having\\s+been|being)\\s+(?:first\\s+)?(?:duly\\s+)?sworn(?:\\s+(?:up)?on\\s+(?:\\w+\\s+)?oath)?,?\\s*(?:state|say|declare|depose\\s+and\\s+say)\\s+that\\s+)?I\\s+(?:live|reside)\\s+at\\s*',
    // (Maryland's sellers give where they move to: "whose mailing address after settlement is"; Kentucky's grantees
    // the address their tax bill goes to: "whose address for the 2024 tax bill is".)
    '|(?:whose\\s+(?:[\\w-]+\\s+){0,3}address(?:\\s+(?:after|upon|following)\\s+(?:settlement|closing|conveyance|recording))?(?:\\s+for\\s+(?:the\\s+)?(?:\\d{4}\\s+)?(?:(?:real\\s+)?(?:property\\s+)?tax(?:es)?(?:\\s+(?:bills?|statements?|notices?|purposes))?|mailing\\s+purposes))?\\s+is|(?:having|with)\\s+(?:an?\\s+|its\\s+)?(?:(?:principal\\s+|usual\\s+|chief\\s+|registered\\s+)?(?:office|place\\s+of\\s+business)|(?:mailing\\s+)?address)\\s+(?:of|at)|residing\\s+at|living\\s+at|domiciled\\s+at|(?:who\\s+)?(?:surviv(?:es|ed)\\s+(?:him|her|(?:the\\s+)?(?:decedent|deceased))\\s+and\\s+)?(?:resides|lives)\\s+(?:with\\s+(?:the\\s+)?(?:affiant|declarant|undersigned)\\s+)?at|of|at|address:|current\\s+address:|mailing\\s+address:|located\\s+at)\\s*)?',
  ].join(''),
  'i',
);

/** Address clause right after a name: ", 1300 W Fir Ave, ..." / "whose address is ..." / "residing at ...". */
export function addressAfterName(text: string, end: number): Located<NormalizedAddress> | null {
  const after = text.slice(end, end + 200);
  const lead = after.match(LEAD_RE);
  const offset = lead ? lead[0].length : 0;
  return readAddress(text, end + offset, 2);
}

/**
 * Whether the words between a name and the address after it state that address as the person's own: a bare
 * comma or a description ("X (son, born of our marriage), living, <address>", "X, our son, who lives at"), not a
 * bare "of" / "at" that may lead to someone else's place.
 */
export function addressLeadIsStated(text: string, end: number): boolean {
  const lead = text.slice(end, end + 200).match(LEAD_RE)?.[0] ?? '';
  if (!addressAfterName(text, end)) return false;
  return (
    /\b(?:who\s+(?:\w+\s+){0,4}(?:lives|resides)\s+at|residing\s+at|living\s+at|domiciled\s+at|whose\s+(?:[\w-]+\s+){0,3}address(?:\s+(?:after|upon|following)\s+(?:settlement|closing|conveyance|recording))?(?:\s+for\s+(?:the\s+)?(?:\d{4}\s+)?(?:(?:real\s+)?(?:property\s+)?tax(?:es)?(?:\s+(?:bills?|statements?|notices?|purposes))?|mailing\s+purposes))?\s+is)\s*$/i.test(
      lead,
    ) || /^(?:[ \t]*\([^()\n]{0,60}\))?[ \t]*,[\s,]*(?:(?:living|an?\s+(?:adult|minor)),\s*)?$/i.test(lead)
  );
}

/**
 * The address a clause later in the same sentence gives a party: "MARGARET C. FARRELL, Executrix of the Last Will of
 * JOSEPH CONLON, deceased, whose post office address is ...", "PETER J. OSTROWSKI and ANN E. OSTROWSKI, husband and
 * wife, as survivorship marital property, of 3905 ...", "A and B, husband and wife, who reside at ...". Only a
 * co-party named with "and" or the estate's decedent may be named in between (the clause is theirs otherwise).
 */
export function clauseAddressAfter(
  text: string,
  end: number,
  others: { name: string; deceased: boolean }[],
): Located<NormalizedAddress> | null {
  let window = text.slice(end, end + 320);
  // The sentence, up to where the next party is introduced. (A role label the address clause follows names the
  // parties just listed: "A and B, husband and wife, as joint tenants ..., GRANTEES, whose mailing address is"; or
  // the label defined in parentheses: '... (herein called "GRANTEES"), whose mailing address is'.)
  const stop = window.search(
    /;|\n[ \t]*\n|(?<!\b(?:[A-Z]|No|Nos|Mr|Mrs|Ms|Dr|St|Jr|Sr|Co|Inc|Ave|Rd|P\.O|[A-Z]\.[A-Z]))\.(?=\s+[A-Z])|\b(?:GRANTORS?|GRANTEES?|Grantors?|Grantees?)\b(?![ \t"”')]*,?\s*whose\s)|\b(?:conveys?|grants?|quit\s*claims?|and\s+warrants?)\b|\bto\s+(?=\p{Lu}{2})/u,
  );
  if (stop >= 0) window = window.slice(0, stop);
  const phrase = window.match(
    // (A buyer moving in: "whose post office address is about to be 412 Linden Terrace".)
    // (A company's seat: "having its principal office at", "with an office at".)
    /\b(?:whose\s+(?:[\w-]+\s+){0,4}address(?:\s+for\s+(?:the\s+)?(?:\d{4}\s+)?(?:(?:real\s+)?(?:property\s+)?tax(?:es)?(?:\s+(?:bills?|statements?|notices?|purposes))?|mailing\s+purposes))?\s+is(?:\s+(?:about\s+to\s+be|to\s+be|will\s+be))?|(?:having|with)\s+(?:its|an|a)\s+(?:(?:principal|main|chief|home|registered)\s+)?(?:office|place\s+of\s+business)\s+(?:located\s+)?at|who\s+(?:both\s+|each\s+)?(?:resides?|lives?)\s+at|residing\s+at|of(?=\s+(?:\d|P\.?\s?O\.?\s*Box|R\.?\s?R\.?\s*\d|Rural\s+Route))|mailing\s+address\s*:)[ \t]*\n?[ \t]*|(?<=\bdeceased,?)[ \t|]*\n[ \t|]*(?=\d|P\.?\s?O\.?\s*Box)/i,
  );
  if (!phrase) return null;
  const between = window.slice(0, phrase.index);
  for (const o of others) {
    const escaped = namePattern(o.name);
    for (const m of between.matchAll(new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'giu'))) {
      if (o.deceased) continue;
      // A co-party: only names, commas and "and" before it ("A, B and C, husband and wife, ...").
      if (/\b(?!and\b)[a-z]{2,}/.test(between.slice(0, m.index))) return null;
    }
  }
  return readAddress(text, end + (phrase.index ?? 0) + phrase[0].length, 2);
}

/** The address with its street and city words as the document's other printings have them (see address-words). */
function otherPrintings(address: NormalizedAddress, text: string): NormalizedAddress {
  const line1 = address.line1 ? repairFromOtherPrintings(address.line1, text) : null;
  const city = address.city ? repairFromOtherPrintings(address.city, text, { city: true }) : null;
  if (line1 === address.line1 && city === address.city) return address;
  const parts = { line1, city, state: address.state, zip: address.zip };
  return { ...parts, formatted: formatAddress(parts) };
}
