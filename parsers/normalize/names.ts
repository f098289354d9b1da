import { parseFullName } from 'parse-full-name';
import { oneEdit } from '../text/edit-distance';
import { escapeRegex } from '../text/regex-escape';

/**
 * Person and entity names as recorded documents print them: ALL CAPS captions, index order ("SMITH JOHN R"),
 * aliases ("a/k/a"), couples ("JOHN SMITH and wife, MARY SMITH"), trailing capacities (", Independent Executor").
 */

const SUFFIXES: Record<string, string> = {
  jr: 'Jr.',
  sr: 'Sr.',
  ii: 'II',
  iii: 'III',
  iv: 'IV',
  v: 'V',
  esq: 'Esq.',
};

/** Surnames whose inner capital cannot be derived by rule (DE+LUCA yes, DE+VONTE no). */
const INNER_CAPITAL_NAMES = [
  'DeLuca',
  'DeLeon',
  'DeAngelis',
  'DeSantis',
  'DeMarco',
  'DeVito',
  'DeFranco',
  'DiFranco',
  'DiMaggio',
  'DiNapoli',
  'DiStefano',
  'DiSalvo',
  'DiPietro',
  'DiMarco',
  'DiGiorgio',
  'DiBenedetto',
  'DiLorenzo',
  'DiCarlo',
  'DiPaolo',
  'DiMartino',
  'DeRosa',
  'DeLaCruz',
  'DeLaRosa',
  'DeLaGarza',
  'DeWitt',
  'DeJesus',
  'LaRue',
  'LaRosa',
  'LeBlanc',
  'LeClair',
  'LaFleur',
  'DuBois',
  'MacDonald',
  'MacKenzie',
  'MacArthur',
  'MacLean',
  'MacLeod',
  'MacMillan',
  'MacGregor',
  'MacIntosh',
  'MacNeil',
  'MacPherson',
  'VanHorn',
];
const INNER_CAPITAL = new Map(INNER_CAPITAL_NAMES.map((n) => [n.toUpperCase(), n]));

// (A business partnership styled "X Associates" sells land as a company does.)
const ENTITY_RE =
  /\b(?:L\.?L\.?C|P\.?L\.?L\.?C|P\.?L\.?C|L\.?L\.?P|L\.?P|INC|INCORPORATED|CORP|CORPORATION|COMPANY|CO\.|BANK|N\.?A\.|TRUST|TRUSTEES?|ASSOCIATION|ASSOCIATES|CREDIT UNION|MORTGAGE|FINANCIAL|TITLE|SAVINGS|LENDING|SERVICES|HOLDINGS|PARTNERS|PARTNERSHIP|FUND|FOUNDATION|CHURCH|MINISTRIES|UNIVERSITY|AUTHORITY|DEPARTMENT|CITY OF|COUNTY OF|STATE OF|ESTATE OF|GROUP|ENTERPRISES|PROPERTIES|INVESTMENTS|REALTY|HOMES|FEDERAL|ABSTRACT|LAW\s+OFFICES?|LAW\s+FIRM)\b|\bCO\.(?=[\s,;)]|$)/i;

/**
 * Charities and other bodies a will or deed may name as taker ("St. Brendan's Hospital", "Humane Society", a
 * saint's "St. Augustine of Hippo Parish": a parish after a saint's name is a church, not a surname).
 */
const ORGANISATION_RE =
  /\b(?:SOCIETY|HOSPITAL|COLLEGE|SCHOOLS?|MUSEUM|LIBRARY|CHARITIES|CONGREGATION|SYNAGOGUE|INSTITUTE|ACADEMY|SALVATION\s+ARMY|RED\s+CROSS|HABITAT\s+FOR\s+HUMANITY|COOPERATIVE|CO-OP)\b|\b(?:ST\.?|SAINTS?)\s+\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,4}\s+(?:PARISH|CATHEDRAL|CHAPEL)\b/iu;

/** True for companies, banks, trusts, governments: they are parties, never people. */
export function isEntity(name: string): boolean {
  return ENTITY_RE.test(name) || ORGANISATION_RE.test(name);
}

/**
 * Words that never occur in a person's name but do in the captions, seals and titles that OCR runs into a name
 * ("OFFICIAL SEAL JANET STROUD", "San Diego Clerk-Recorder", "Personal Representative's Distributive Deed").
 */
const NOT_NAME_WORDS =
  `official notary public commission expires recorder registrar clerk-recorder distributive
  representative representative's representatives county parish subdivision addition condominium condominiums
  records recorded instrument document deed affidavit decedent deceased executor administrator plat
  heights estates terrace acres`
    .split(/\s+/)
    .filter(Boolean);

/**
 * Whether a candidate person name holds a word no name holds. With `fuzzy` (OCR text) a word one letter away
 * from such a word counts too ("Oficial"), for words of six letters or more.
 */
export function hasNonNameWord(name: string, fuzzy = false): boolean {
  return name
    .toLowerCase()
    .split(/[\s,-]+/)
    .map((w) => w.replace(/['’]s$/, ''))
    .some((w) =>
      NOT_NAME_WORDS.some((n) => n === w || (fuzzy && n.length >= 6 && w.length >= 6 && oneEdit(w, n))),
    );
}

/** Capitalises one all-caps word, keeping name particles and prefixes (McAdams, O'Neill, DeLuca). */
function capitaliseWord(word: string, hints: ReadonlyMap<string, string>): string {
  if (!word) return word;
  const bare = word.replace(/[.,]+$/, '');
  const tail = word.slice(bare.length);
  const lowerBare = bare.toLowerCase();
  const suffix = SUFFIXES[lowerBare];
  // Suffixes keep the document's own punctuation: "JR." -> "Jr.", "JR" -> "Jr".
  if (suffix && bare.length > 1) return suffix.replace(/\.$/, '') + tail;
  // (A company's form keeps its capitals, dotted or not: "L.L.C.", "P.L.L.C.", "L.P.".)
  if (/^(?:L\.?L\.?[CP]|L\.?P|P\.?L\.?L\.?C|P\.?C|USA|N\.A|NA|FSB)$/.test(bare)) return bare + tail;
  const hinted = hints.get(bare.toUpperCase()) ?? INNER_CAPITAL.get(bare.toUpperCase());
  if (hinted) return hinted + tail;
  if (bare.includes('-'))
    return (
      bare
        .split('-')
        .map((p) => capitaliseWord(p, hints))
        .join('-') + tail
    );
  const apostrophe = bare.match(/^([A-Za-z])['’]([A-Za-z]{2,})$/);
  if (apostrophe) return `${apostrophe[1]!.toUpperCase()}'${capitaliseWord(apostrophe[2]!, hints)}${tail}`;
  if (/^mc[a-z]{2,}$/i.test(bare)) return `Mc${bare[2]!.toUpperCase()}${bare.slice(3).toLowerCase()}${tail}`;
  return bare.charAt(0).toUpperCase() + bare.slice(1).toLowerCase() + tail;
}

/** True when a string has no lower-case letters (an ALL CAPS rendering). */
export function isAllCaps(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/**
 * Converts an ALL CAPS name to mixed case; a name already in mixed case keeps its own casing.
 * `hints` maps an upper-cased word to the casing the same document prints elsewhere (e.g. "DeLeon").
 */
export function toMixedCase(name: string, hints: ReadonlyMap<string, string> = new Map()): string {
  // "Brendan T. Mc Guire": a blank a scan or a typist left after the prefix "Mc" (never a word of its own) is
  // no part of the surname "McGuire".
  const clean = name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<![\p{L}'’-])Mc (?=\p{Lu}\p{Ll})/gu, 'Mc');
  const phrased = withParticlePhrases(clean, hints);
  if (phrased !== clean) return toMixedCase(phrased, hints);
  const words = clean.split(' ');
  return words
    .map((word, i) => {
      // A married name after the given names and family surname: "MARIA ELENA ZAPATA DE TREVINO" (a surname
      // that itself opens with the particle, "ISABEL DE LEON", comes right after the given names).
      if ((word === 'DE' || word === 'DEL') && i >= 3 && i === words.length - 2) return word.toLowerCase();
      // A Spanish surname's two-word particle after a given name ("MARISELA DE LA CRUZ TATE") is printed small, as
      // the name is written: "Marisela de la Cruz Tate" (unless the document prints it "De La", a hint above).
      if (word === 'DE' && i >= 1 && /^(?:LA|LOS|LAS)$/.test(words[i + 1] ?? '')) return 'de';
      if (/^(?:LA|LOS|LAS)$/.test(word) && i >= 2 && words[i - 1] === 'DE') return word.toLowerCase();
      // A body's connectives stay small: "CITY OF MILLBROOK" is the City of Millbrook (no person's name has them).
      if (i > 0 && /^(?:OF|THE|AND|FOR)$/.test(word)) return word.toLowerCase();
      if (isAllCaps(word) && word.replace(/[^\p{L}]/gu, '').length > 1) return capitaliseWord(word, hints);
      if (word.includes('-'))
        return word
          .split('-')
          .map((part) =>
            isAllCaps(part) && part.length > 1 ? capitaliseWord(part, hints) : prefixedCaps(part, hints),
          )
          .join('-');
      return prefixedCaps(word, hints);
    })
    .join(' ');
}

/** A surname prefix printed in mixed case before a capitalised rest: "McKINNEY", "DeSHAWN". */
function prefixedCaps(word: string, hints: ReadonlyMap<string, string>): string {
  const prefixed = word.match(/^(Mc|Mac|De|Di|Da|La|Le|Du|Van|Von|O')(\p{Lu}{2,}.*)$/u);
  return prefixed && isAllCaps(prefixed[2]!) ? prefixed[1]! + capitaliseWord(prefixed[2]!, hints) : word;
}

/** Lower-case words that belong inside a name ("Lucía Fernández de la Torre"). */
const NAME_PARTICLES = new Set(
  'de la del della di da das do dos du van von der den ter le bin ibn al y e'.split(' '),
);

/**
 * The document's own mixed-case printing of an ALL CAPS name ("LUCÍA FERNÁNDEZ DE LA TORRE" is signed
 * "Lucía Fernández de la Torre"), or null when the name is only ever printed in capitals.
 */
export function documentCasing(name: string, text: string): string | null {
  const words = name.trim().split(/\s+/).map(escapeRegex);
  if (words.length < 2) return null;
  const re = new RegExp(`(?<!\\p{L})${words.join('\\s+')}(?!\\p{L})`, 'giu');
  for (const m of text.matchAll(re)) {
    // "Dolores\nwhitlock" is an OCR misread capital, not the document's casing of the name.
    const lowerWord = m[0].split(/\s+/).some((w) => /^\p{Ll}/u.test(w) && !NAME_PARTICLES.has(w));
    // "LISA DINAPOLI-McGRATH" is still a capitals printing: only its "Mc" is small.
    const capsWord = m[0].split(/\s+/).some((w) => w.replace(/[^\p{L}]/gu, '').length > 1 && isAllCaps(w));
    if (/\p{Ll}/u.test(m[0]) && !isAllCaps(m[0]) && !lowerWord && !capsWord) return m[0].replace(/\s+/g, ' ');
  }
  return null;
}

/** Lower-case particles that open a surname ("de la Garza", "van der Berg"); "Van Buren" is capitalised instead. */
const PARTICLE_PHRASE_RE =
  /(?<=\p{Ll}\s+)(?:(?:de|del|la|las|los|van|von|der|den|du|da|di|dos|das)\s+){1,3}\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?/gu;

/**
 * Words of a mixed-case text with an inner capital ("DeLeon", "McAdams"), keyed by their upper case, and
 * surnames with lower-case particles the document prints after a mixed-case given name ("Maria de la Garza").
 */
export function casingHints(text: string): Map<string, string> {
  const hints = new Map<string, string>();
  for (const m of text.matchAll(/\b[A-Z][a-z]+[A-Z][a-z]+\b/g)) hints.set(m[0].toUpperCase(), m[0]);
  for (const m of text.matchAll(PARTICLE_PHRASE_RE)) {
    const phrase = m[0].replace(/\s+/g, ' ').replace(/-.*$/, '');
    hints.set(phrase.toUpperCase(), phrase);
  }
  // (A document that prints the particle capitalised, "Raul De La Cruz", keeps it so in the capitals names too.)
  for (const m of text.matchAll(/(?<![\p{L}])De\s+(La|Los|Las)(?=\s+\p{Lu}\p{Ll})/gu))
    hints.set(`DE ${m[1]!.toUpperCase()}`, `De ${m[1]}`);
  return hints;
}

/** An ALL CAPS particle surname ("DE LA GARZA") printed as the document prints it elsewhere ("de la Garza"). */
function withParticlePhrases(name: string, hints: ReadonlyMap<string, string>): string {
  let out = name;
  for (const [upper, cased] of hints) {
    if (!upper.includes(' ')) continue;
    const re = new RegExp(`(?<!\\p{L})${upper.replace(/ /g, '\\s+')}(?!\\p{L})`, 'gu');
    out = out.replace(re, cased);
  }
  return out;
}

const TRAILING_CAPACITY_RE =
  /[,\s]+(?:as\s+)?(?:the\s+)?(?:independent\s+|dependent\s+|successor\s+|sole\s+)?(?:executor|executrix|administrator|administratrix|personal representative|trustee|affiant|declarant|deceased|decedent|grantor|grantee|testator|testatrix|heir|owner|notary|witness|esq\.?|attorney)\b.*$/i;

/** Strips punctuation, capacities and honorifics that follow or precede a name in running text. */
export function cleanName(raw: string): string {
  let name = raw.replace(/\s+/g, ' ').trim();
  name = name.replace(TRAILING_CAPACITY_RE, '');
  name = name.replace(/^(?:mr|mrs|ms|dr|miss)\.?\s+/i, '');
  name = name.replace(/[\s,;:]+$/, '').replace(/^[\s,;:(]+/, '');
  // A lone trailing period belongs to an initial or suffix only.
  if (/\.$/.test(name) && !/(?:\b[A-Z]|\bJr|\bSr)\.$/i.test(name)) name = name.slice(0, -1);
  return name.trim();
}

/** "SMITH JOHN R" or "SMITH, JOHN R." (index order) -> "John R Smith" style reading order, mixed case. */
export function fromIndexOrder(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  const comma = clean.match(/^([^,]+),\s*(.+)$/);
  if (comma && !SUFFIXES[comma[2]!.replace(/\./g, '').toLowerCase()]) {
    return toMixedCase(`${comma[2]} ${comma[1]}`);
  }
  const words = clean.split(' ');
  if (words.length < 2) return toMixedCase(clean);
  const last = words[0]!;
  let rest = words.slice(1);
  const tail = rest[rest.length - 1] ?? '';
  let suffix = '';
  if (SUFFIXES[tail.replace(/\./g, '').toLowerCase()] && rest.length > 1) {
    suffix = `, ${tail}`;
    rest = rest.slice(0, -1);
  }
  return toMixedCase(`${rest.join(' ')} ${last}${suffix}`);
}

/** Splits "A and B", "A, B and C", "A and wife, B" into names; a/k/a parts are dropped (see splitAliases). */
export function splitNameList(text: string): string[] {
  const withoutAliases = text.replace(
    /\s*\b(?:a\/k\/a|aka|(?:also|sometimes|otherwise) known as|f\/k\/a|formerly known as)\b[^,;]*?(?=[,;]|\s+and\s+|\s*&\s*|$)/gi,
    '',
  );
  return withoutAliases
    .replace(
      /\b(?:husband and wife|wife and husband|a married couple|as joint tenants[^,;]*|as tenants in common)\b/gi,
      '',
    )
    .split(
      /\s*(?:;|,?\s+and\s+(?:(?:his\s+)?wife|(?:her\s+)?husband|spouse)?,?\s*|,?\s*&\s*|,\s+(?=[A-Z]))\s*/i,
    )
    .map(cleanName)
    .filter((n) => n.length > 2 && /[A-Za-z]{2}/.test(n));
}

/** "ARTHUR LEE LUNDQUIST, also known as ART L. LUNDQUIST" -> primary and aliases. */
export function splitAliases(text: string): { primary: string; aliases: string[] } {
  const parts = text.split(
    /\s*,?\s*\b(?:a\/k\/a|aka|(?:also|sometimes|otherwise) known as|f\/k\/a|formerly known as|n\/k\/a)\b\s*/i,
  );
  return { primary: cleanName(parts[0] ?? ''), aliases: parts.slice(1).map(cleanName).filter(Boolean) };
}

type NameParts = { first: string; middle: string; last: string; suffix: string };

/** First/middle/last split (parse-full-name) after our own cleanup. */
export function nameParts(name: string): NameParts {
  // A middle initial printed without its period ("ROSALIND E ACHTERBERG" on a notary's seal) reads as one.
  const p = parseFullName(cleanName(name).replace(/(?<=\S\s)(\p{Lu})(?=\s+\S)/gu, '$1.'));
  return {
    first: p.first.toLowerCase(),
    middle: p.middle.toLowerCase(),
    last: p.last.toLowerCase(),
    suffix: p.suffix.replace(/[.,]/g, '').toLowerCase(),
  };
}

function compatibleToken(a: string, b: string): boolean {
  if (!a || !b) return true;
  const x = a.replace(/\./g, '');
  const y = b.replace(/\./g, '');
  if (x === y) return true;
  return (x.length === 1 && y.startsWith(x)) || (y.length === 1 && x.startsWith(y));
}

/**
 * "Khanh Van Tran" / "Khanh V. Tran": a middle name that reads as a surname particle ("van tran") is the other
 * rendering's middle initial.
 */
function particleAsMiddle(x: NameParts, y: NameParts): boolean {
  const particle = x.last.match(/^(\S+)\s+(.+)$/);
  if (!particle || particle[2] !== y.last || !y.middle || x.middle) return false;
  if (x.suffix !== y.suffix && x.suffix && y.suffix) return false;
  const my = y.middle.split(' ').filter(Boolean);
  return compatibleToken(x.first, y.first) && my.length === 1 && compatibleToken(particle[1]!, my[0]!);
}

/** Whether two renderings name the same company or trust: the same letters and digits, in any case. */
export const sameEntity = (a: string, b: string) =>
  a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Whether two renderings name the same person ("HOWARD K. YEE" / "Howard Kwan Yee"): same last name and
 * suffix, first names equal or an initial of each other, middle names compatible.
 */
export function sameName(a: string, b: string): boolean {
  const x = nameParts(a);
  const y = nameParts(b);
  if (!x.last) return false;
  if (x.last !== y.last) return particleAsMiddle(x, y) || particleAsMiddle(y, x);
  if (x.suffix !== y.suffix && x.suffix && y.suffix) return false;
  if (!compatibleToken(x.first, y.first)) return false;
  const mx = x.middle.split(' ').filter(Boolean);
  const my = y.middle.split(' ').filter(Boolean);
  if (mx.length && my.length)
    return (
      compatibleToken(mx[0]!, my[0]!) ||
      letterDropped(mx[0]!, my[0]!) ||
      letterDropped(my[0]!, mx[0]!) ||
      maidenInitial(mx, my) ||
      maidenInitial(my, mx)
    );
  return true;
}

/**
 * "Rosalind Hochsteler Quintero" / "Rosalind Hochstetler Quintero": a long middle name one letter short of the
 * other rendering's, the first and last names the same, is a scan's dropped letter, not another person.
 */
function letterDropped(short: string, long: string): boolean {
  if (short.length < 6 || short.length + 1 !== long.length) return false;
  for (let i = 0; i < long.length; i++) if (short === long.slice(0, i) + long.slice(i + 1)) return true;
  return false;
}

/**
 * "Dorothy K. Ambler" / "Dorothy Jean Kessler Ambler": a married woman signs with the initial of her maiden
 * name, the last of her full name's middle names, and leaves the given middle name off.
 */
function maidenInitial(one: string[], full: string[]): boolean {
  return (
    one.length === 1 &&
    one[0]!.replace(/\./g, '').length === 1 &&
    full.length > 1 &&
    compatibleToken(one[0]!, full.at(-1)!)
  );
}

/** The fuller of two renderings of one name: more letters wins (full middle name over its initial). */
export function fullerName(a: string, b: string): string {
  const letters = (s: string) => s.replace(/[^\p{L}]/gu, '').length;
  // Same letters: the form whose initials and "Jr."/"Sr." keep their periods (a scan may lose one, and a notary's
  // seal prints "HEATHER L BRISBANE" over the signed "Heather L. Brisbane").
  const dotted = (s: string) => s.match(/(?<![\p{L}'’])(?:\p{L}|Jr|Sr)\./giu)?.length ?? 0;
  if (letters(b) === letters(a) && dotted(b) > dotted(a)) return b;
  return letters(b) > letters(a) ? b : a;
}
