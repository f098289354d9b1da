import { parseLocation } from 'parse-address';
import { repairDigitsInWords } from '../text/word-glyphs';
import { repairAddressWords } from './address-words';
import { toMixedCase } from './names';

/**
 * Street addresses to one USPS Publication 28 line in mixed case: "1234 N Main St Apt 3, City, ST 12345".
 * parse-address does the splitting and abbreviations; this adds casing, ordinals, unit names, state names.
 */

export type AddressParts = {
  line1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};
export type NormalizedAddress = AddressParts & { formatted: string };

export const STATE_CODES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};
const CODES = new Set(Object.values(STATE_CODES));

export const STATE_NAME_RE = new RegExp(
  `\\b(?:${Object.keys(STATE_CODES)
    .sort((a, b) => b.length - a.length)
    .map((s) => s.replace(' ', '\\s+'))
    .join('|')}|${[...CODES].join('|')})\\b`,
  'i',
);

/** "Texas" / "TEXAS" / "Tex." / "TX" -> "TX"; null when not a state. */
export function stateCode(raw: string): string | null {
  const clean = raw
    .replace(/[.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  if (STATE_CODES[clean]) return STATE_CODES[clean];
  // A code printed with periods: "D.C.", "N.Y." ("N.E." is a street's quadrant, never Nebraska).
  const upper = (
    /^[a-z] [a-z]$/.test(clean) && clean !== 'n e' ? clean.replace(' ', '') : clean
  ).toUpperCase();
  return CODES.has(upper) ? upper : null;
}

const UNIT_NAMES: Record<string, string> = {
  apartment: 'Apt',
  apt: 'Apt',
  suite: 'Ste',
  ste: 'Ste',
  unit: 'Unit',
  building: 'Bldg',
  bldg: 'Bldg',
  '#': '#',
  room: 'Rm',
  rm: 'Rm',
  floor: 'Fl',
  fl: 'Fl',
  space: 'Spc',
  spc: 'Spc',
  lot: 'Lot',
  trailer: 'Trlr',
};

const ORDINAL_STREETS: Record<string, string> = {
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
  eleventh: '11th',
  twelfth: '12th',
};

const MILITARY_BASES = new Set([
  'AFB',
  'NAS',
  'NAVSTA',
  'MCAS',
  'MCB',
  'JB',
  'JBSA',
  'JRB',
  'AAF',
  'ANGB',
  'APO',
  'FPO',
]);

/** Particles a street name prints in lower case inside it ("Paseo del Norte", "Calle de los Milagros"). */
const STREET_PARTICLES = new Set(['del', 'de', 'la', 'las', 'los', 'el', 'des', 'du', 'von', 'van', 'der']);

/** Route initialisms Publication 28 writes in capitals before the road's number: "FM 1826", "RM 2222", "US Hwy 290". */
const ROUTE_INITIALISMS = new Set(['FM', 'RM', 'US', 'SR']);

/** A word the address parser reads as nothing ("and" inside a street's name stands for it while it parses). */
const AND_HELD = 'Qxandq';

/** Small words a street's name may print in lower case between capitalised ones ("Lake of the Woods Dr"). */
const STREET_CONNECTIVES = new Set(['of', 'the', 'and', 'on', 'at', 'by', 'in', 'upon', 'over', 'to']);

/**
 * A street's name with a word a blank split ("2207 E. Rob inson Street"): a name's words are capitalised, so a
 * word in small letters right after a capitalised one (not a particle or connective) is the rest of that word.
 */
function joinSplitStreetWords(street: string): string {
  return street.replace(/(?<=(?:^|\s)\p{Lu}\p{Ll}*)\s+(\p{Ll}{2,})(?=\s|$)/gu, (m, rest: string) =>
    STREET_PARTICLES.has(rest) || STREET_CONNECTIVES.has(rest) ? m : rest,
  );
}

function titleWords(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i, words) => {
      if (i > 0 && (STREET_PARTICLES.has(w) || STREET_CONNECTIVES.has(w))) return w;
      const next = words[i + 1] ?? '';
      if (
        ROUTE_INITIALISMS.has(w.toUpperCase()) &&
        (/^\d/.test(next) || (/^us$/i.test(w) && /^(?:Hwy|Highway)$/i.test(next)))
      )
        return w.toUpperCase();
      if (/^\d+(?:st|nd|rd|th)$/i.test(w)) return w.toLowerCase();
      if (/^\d/.test(w)) return w.toUpperCase();
      const ordinal = ORDINAL_STREETS[w.toLowerCase()];
      if (ordinal) return ordinal;
      // A lone letter street ("Avenue O") and mixed-case words are kept as printed.
      if (w.length === 1) return w.toUpperCase();
      // A military installation's kind stays an initialism: "Holloman AFB", "Whidbey Island NAS".
      if (i > 0 && MILITARY_BASES.has(w.toUpperCase())) return w.toUpperCase();
      // A street word printed in lower case (an OCR slip: "old Town") is capitalised.
      if (/^\p{Ll}{3,}$/u.test(w)) return w.charAt(0).toUpperCase() + w.slice(1);
      if (/[a-z]/.test(w)) return w;
      // The French article elided inside a place's name is lower case: "COEUR D'ALENE" is "Coeur d'Alene".
      if (i > 0 && /^D['’]\p{Lu}{2,}$/u.test(w)) return `d${w.charAt(1)}${toMixedCase(w.slice(2))}`;
      return toMixedCase(w);
    })
    .join(' ');
}

/** Undoes OCR slips inside house numbers and ZIPs (O -> 0, l -> 1) without touching words. */
// And the reverse inside words of small letters: "Sewel1 Street", "Br0ok Lane" (a 1 or 0 among or ending small
// letters is the letter it looks like; "21st", "3rd" start with their digits).
function fixNumbers(text: string): string {
  return repairDigitsInWords(
    repairAddressWords(
      text.replace(/\b[\dOoIl]{2,}\b/g, (tok) =>
        /\d/.test(tok) ? tok.replace(/[Oo]/g, '0').replace(/[Il]/g, '1') : tok,
      ),
    ),
  );
}

/** The city as the text prints it: abbreviations keep their period ("St. Petersburg"), which parsing drops. */
function cityAsPrinted(city: string, text: string): string {
  const words = city.replace(/,/g, '').split(/\s+/).filter(Boolean);
  // The address parser drops an apostrophe inside a name ("L'Anse" -> "LAnse"), so one may stand between letters.
  const wordPattern = (w: string) => [...w.replace(/[^A-Za-z0-9'-]/g, '')].join("['’]?");
  const pattern = new RegExp(`\\b${words.map(wordPattern).join('\\.?\\s+')}\\b`, 'gi');
  // The city follows the street, so the last occurrence is the right one ("100 Galveston Ave, Galveston").
  return [...text.matchAll(pattern)].pop()?.[0] ?? city.replace(/,/g, '');
}

/**
 * A street's name as the text prints it: the address parser drops an apostrophe inside a word ("Rock O'Dundee
 * Road" -> "ODundee"), so each word is found again in the text with one allowed between its letters and given back.
 */
function streetAsPrinted(street: string, text: string): string {
  return street
    .split(' ')
    .map((w) => {
      if (!/^\p{L}{3,}$/u.test(w)) return w;
      const printed = text.match(new RegExp(`(?<!\\p{L})${[...w].join("['’]?")}(?!\\p{L})`, 'iu'))?.[0];
      const at = printed ? printed.search(/['’]/) : -1;
      if (!printed || at < 0) return w;
      // (An Irish "O'" takes a capital after it: "O'Dundee".)
      const rest = at === 1 && /^o$/i.test(w[0]!) ? w[1]!.toUpperCase() + w.slice(2) : w.slice(at);
      return `${w.slice(0, at)}'${rest}`;
    })
    .join(' ');
}

/** Normalises a one-line (or line-broken) street address; null when it has no house number or PO Box. */
/** A street line that ends at its suffix, directional or unit: the line break after it separates the city. */
const STREET_LINE_END_RE =
  /^\d[^,\n]*\b(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Blvd|Boulevard|Ct|Court|Cir|Circle|Way|Pl|Place|Ter|Terrace|Pkwy|Parkway|Hwy|Highway|Trl|Trail|Loop|Sq|Square|Cv|Cove|Xing|Crossing)\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW|(?:North|South)(?:east|west)?|East|West)\.?)?(?:,?\s*(?:Apt|Apartment|Suite|Ste|Unit|#)\.?\s*[\w-]+)?[.,]?[ \t]*$/i;

const CITY_LINE_RE = new RegExp(
  `^[ \\t]*(?!(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Blvd|Ct|Way|Pl)\\b)\\p{Lu}[\\p{L} .'-]{1,30},[ \\t]*(?:${STATE_NAME_RE.source})[ \\t]+\\d{5}(?:-\\d{4})?[ \\t]*$`,
  'iu',
);

/**
 * A post-office box as an address's first line opens it: "P.O. Box 84", "PO Box 84", and spelled out, as
 * Mississippi's and Wyoming's attorneys print it, "Post Office Box 84" (Publication 28 writes all of them "PO Box").
 */
export const PO_BOX_START_RE = /^(?:P\.?[ \t]?O\.?[ \t]*|Post[ \t]+Office[ \t]+)Box\b/i;

/** Whether text opens the way an address's first line does: a house number or a post-office box. */
export function opensWithNumberOrBox(text: string): boolean {
  return /^\d/.test(text) || PO_BOX_START_RE.test(text) || TOWN_GRID_RE.test(text);
}

/**
 * A Wisconsin town's grid house number, its axis letter first ("N2281 Stoney Brook Road", "W5430 County Road K"),
 * or both axes, as Waukesha County numbers every house ("N12W23456 Elm Drive", "W18N5432 Oak Lane"): a house
 * number like any other, though it opens with a letter.
 */
const LETTER_GRID = '(?:[NS]\\d{1,3}[EW]\\d{3,5}|[EW]\\d{1,3}[NS]\\d{3,5}|[NSEW]\\d{3,5})';
const TOWN_GRID_RE = new RegExp(`^${LETTER_GRID}(?=[ \\t]+\\p{Lu})`, 'u');

/**
 * A rural route box ("R.R. 2, Box 118", "Rural Route 2 Box 118", "Route 1, Box 77", "Rt. 3, Box 12"): USPS
 * Publication 28 writes "RR 2 Box 118" for every spelling of the route. (A bare "Route" counts only with its box,
 * which no highway route has.) (Running text may wrap between "Box" and its number.)
 */
export const RURAL_ROUTE_RE =
  /^(?:R\.?[ \t]?R\.?|Rural[ \t]+Route|Route|Rte\.?|Rt\.?)[ \t]*(\d{1,3}),?\s*Box\s*(\d+[A-Z]?)\b/i;

function ruralRoute(text: string): NormalizedAddress | null {
  const rr = text.match(RURAL_ROUTE_RE);
  if (!rr) return null;
  const line1 = `RR ${rr[1]} Box ${rr[2]!.toUpperCase()}`;
  const rest = text.slice(rr[0].length).replace(/^[\s,]+/, '');
  const place = normalizeCityState(rest);
  const zip = rest.match(/\b(\d{5}(?:-\d{4})?)$/)?.[1] ?? null;
  const parts = { line1, city: place?.city ?? null, state: place?.state ?? null, zip: place ? zip : null };
  return { ...parts, formatted: formatAddress(parts) };
}

export function normalizeAddress(raw: string): NormalizedAddress | null {
  // "3920 E. Fort Lowell Rd.\nTucson, AZ": without a comma the parser reads the street into the city.
  const lines = raw.split('\n');
  const joined = lines
    .map((l, i) =>
      i < lines.length - 1 &&
      !/,\s*$/.test(l) &&
      // "1417 West Avenue\n N, San Angelo": a lettered street's letter (or a post-directional) wrapped to the
      // next line still ends the street.
      !/^\s*(?:[A-Z]|[NS][EW])\.?,/.test(lines[i + 1]!) &&
      (STREET_LINE_END_RE.test(l.trim()) ||
        // "41882 Via Del Sol\nTemecula, CA 92592": a street with no suffix over a "City, ST ZIP" line.
        // (Not a city name broken over the lines: "Unit 2B, Downers\nGrove, Illinois".)
        (/^\s*\d[^,]*$/.test(l) && CITY_LINE_RE.test(lines[i + 1]!)))
        ? `${l},`
        : l,
    )
    .join('\n');
  const text = fixNumbers(joined)
    .replace(/\s+/g, ' ')
    .replace(/\b(?:P\.?\s?O\.?\s*|Post\s+Office\s+)Box\b/i, 'PO Box')
    // Dotted two-letter directionals: "N.E." -> "NE" (also before the comma: "Drive N.W., Gig Harbor").
    .replace(/\b([NS])\.\s?([EW])\.?(?=[\s,;]|$)/g, '$1$2')
    .replace(/\s+,/g, ',')
    // "200 Elm Street St. Louis, Missouri": a street's suffix then a "St." town with no comma between (the block's line
    // break lost): the suffix ends the street, else the town's "St." reads as a second suffix.
    .replace(
      /^(\d[^,]*?\b(?:Street|Avenue|Road|Drive|Lane|Boulevard|Court|Place|Circle|Parkway|Terrace|Trail|Highway|St|Ave|Rd|Dr|Ln|Blvd|Ct|Pl)\.?)\s+(?=(?:St|Saint)\.?\s+\p{Lu}\p{Ll}+\s*,)/u,
      '$1, ',
    )
    // Washington's quadrant set off by commas after the street ("1427 Hamilton Street, N.W., Washington") is
    // the street's post-directional.
    .replace(/^(\d[^,]*),\s*([NS][EW])(?=\s*,)/, '$1 $2')
    // ... also when the comma after the quadrant is lost at a line break ("Buchanan Street, N.W.\nWashington, D.C.").
    .replace(/^(\d[^,]*),\s*([NS][EW])\s+(?=\p{Lu}[\p{L}.' -]*,)/u, '$1 $2, ')
    // "Washington, D.C. 20011": the District's dotted code.
    .replace(/(?<=,\s*)D\.\s?C\.?(?=\s+\d{5}|\s*$)/, 'DC')
    // "1108 Fifth Avenue, Southeast, Cullman": a post-directional spelled out and set off by commas ends the street.
    .replace(
      /^(\d[^,]*?),\s*((?:North|South)(?:east|west)|North|South|East|West)(?=,\s*\p{Lu}[^,]*,)/iu,
      '$1 $2',
    )
    // "Taylors, Greenville County, South Carolina 29687": the county between city and state is no part of it
    // (a death certificate prints it in capitals: "BOWLING GREEN, WARREN COUNTY, KY 42101").
    .replace(/(?<=,[^,]+),\s*\p{Lu}[\p{L}.'-]+(?:\s+\p{Lu}[\p{L}.'-]+)?\s+(?:County|COUNTY)\s*(?=,)/gu, '')
    // "412 Elm Drive, Ross Township, Pittsburgh, PA 15237": the township the house stands in, before the city of
    // its post office, is no part of the mailing address.
    .replace(
      /^(\d[^,]*),\s*\p{Lu}[\p{L}.'-]+(?:\s+\p{Lu}[\p{L}.'-]+)?\s+(?:Township|TOWNSHIP|Twp\.?|TWP\.?)(?=,\s*\p{Lu}[^,]*,)/u,
      '$1',
    )
    .replace(/[.;:]+$/, '')
    // Publication 28 spells a county road out: "Co. Rd. 222", "CR 222", "Cnty Rd 222" are "County Road 222".
    .replace(/\b(?:Co\.?|Cnty\.?|County)\s*Rd\.?(?=\s+\d)|\bC\.?R\.?(?=\s+\d+\b)/g, 'County Road')
    // ... and a Texas farm- or ranch-to-market road is "FM 1826" / "RM 2222" ("F.M. 1826", "Farm to Market Road 1826").
    .replace(/\b(?:F\.\s?M\.?|Farm[ -]to[ -]Market(?:\s+Road|\s+Rd\.?)?)(?=\s+\d)/gi, 'FM')
    .replace(/\b(?:R\.\s?M\.?|Ranch[ -]to[ -]Market(?:\s+Road|\s+Rd\.?)?)(?=\s+\d)/gi, 'RM')
    .trim();
  if (RURAL_ROUTE_RE.test(text)) return ruralRoute(text);
  if (!/^(?:\d|PO Box)/i.test(text) && !TOWN_GRID_RE.test(text)) return null;
  // parse-address reads "Apartment 221" only after a comma-free street; a period after abbreviations confuses it.
  // A grid house number of northern Illinois and Wisconsin ("2N415 Orchard Road", "39W120 Main St") is one
  // number: the parser would split it into a number and a directional.
  // (So is a Wisconsin town's, "N2281" or "N56W16865".)
  const grid = text.match(new RegExp(`^(\\d{1,3}[NSEW]\\d{2,5}|${LETTER_GRID})(?=\\s)`, 'i'))?.[1];
  // The parser reads "and" inside a street's name ("3219 Bit and Spur Road") as an intersection and gives up: the
  // word is held as a placeholder and printed back after.
  const prepared = (grid ? `1${text.slice(grid.length)}` : text)
    .replace(/(\w)\.(?=[\s,])/g, '$1')
    .replace(/^(\d[^,]*?\s)(?:and|&)(?=\s+\p{Lu}[^,]*,)/u, `$1${AND_HELD}`);
  const parsed = parseLocation(prepared);
  if (parsed && grid) parsed.number = grid.toUpperCase();
  if (!parsed) return null;
  let line1: string | null = null;
  if (parsed.sec_unit_type && /po box/i.test(parsed.sec_unit_type)) {
    line1 = `PO Box ${parsed.sec_unit_num ?? ''}`.trim();
  } else if (parsed.number && parsed.street) {
    const unitType = parsed.sec_unit_type
      ? (UNIT_NAMES[parsed.sec_unit_type.toLowerCase()] ?? titleWords(parsed.sec_unit_type))
      : '';
    // "16 The Circle", "4 The Green": after "The" the suffix word is the street's whole name, kept as printed.
    const named =
      /^the$/i.test(parsed.street) && parsed.type ? text.match(/^\S+\s+the\s+(\p{L}+)/iu)?.[1] : null;
    const parts = [
      parsed.number,
      parsed.prefix?.toUpperCase(),
      streetAsPrinted(titleWords(joinSplitStreetWords(parsed.street)), text),
      named ? titleWords(named) : parsed.type ? titleWords(parsed.type) : undefined,
      parsed.suffix?.toUpperCase(),
      unitType
        ? unitType === '#'
          ? `#${parsed.sec_unit_num ?? ''}`
          : `${unitType} ${parsed.sec_unit_num ?? ''}`.trim()
        : undefined,
    ];
    // A numbered highway is a street name, so the parser leaves it spelled out: Publication 28 writes "Hwy 589"
    // (and "US Hwy 87" for a "U.S. Highway", the country's initials in capitals).
    line1 = restoreFractions(
      parts
        .filter(Boolean)
        .join(' ')
        .replace(/\bHighway(?=\s+\d)/, 'Hwy')
        .replace(new RegExp(`\\b${AND_HELD}\\b`, 'i'), 'and')
        .replace(/\bUs(?=\s+Hwy\b)/, 'US'),
      text,
    );
  }
  if (!line1) return null;
  const city = parsed.city ? titleWords(cityAsPrinted(parsed.city, text)) : null;
  const state = parsed.state ? stateCode(parsed.state) : null;
  // A ZIP+4 is kept as printed.
  const zip = parsed.zip ? (parsed.plus4 ? `${parsed.zip}-${parsed.plus4}` : parsed.zip) : null;
  return { line1, city, state, zip, formatted: formatAddress({ line1, city, state, zip }) };
}

/** The parser drops a fraction's slash ("Avenue R 1/2" -> "Avenue R 12"): the printed fraction comes back. */
function restoreFractions(line1: string, text: string): string {
  let out = line1;
  for (const [, num, den] of text.matchAll(/\b(\d)\/(\d{1,2})\b/g)) {
    out = out.replace(new RegExp(`\\b${num}${den}\\b`), `${num}/${den}`);
  }
  return out;
}

/** "Belton, Texas" -> {city: "Belton", state: "TX"}; null when the state part is not a state. */
export function normalizeCityState(raw: string): { city: string; state: string } | null {
  const m = raw
    .replace(/\s+/g, ' ')
    .trim()
    .match(/^([A-Za-z][A-Za-z .'-]*?),\s*([A-Za-z .]+?)(?:\s+\d{5}(?:-\d{4})?)?[.,]?$/);
  if (!m) return null;
  const state = stateCode(m[2]!);
  if (!state) return null;
  return { city: titleWords(m[1]!.trim()), state };
}

/** "<line1>, <City>, <ST> <ZIP>" leaving out parts that are not stated. */
export function formatAddress(parts: AddressParts): string {
  const tail = [parts.state, parts.zip].filter(Boolean).join(' ');
  return [parts.line1, parts.city, tail].filter(Boolean).join(', ');
}
