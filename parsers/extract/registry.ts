import { type NormalizedAddress, STATE_CODES, STATE_NAME_RE } from '../normalize/addresses';
import {
  documentCasing,
  fullerName,
  hasNonNameWord,
  isAllCaps,
  isEntity,
  sameName,
  toMixedCase,
} from '../normalize/names';
import { editDistance } from '../text/edit-distance';

export { ROLE_PRECEDENCE, type Role } from '../conventions';

import { ROLE_PRECEDENCE, type Role } from '../conventions';
import { type DocumentAccents, documentAccents, withDocumentAccents } from '../normalize/name-accents';
import { escapeRegex, namePattern } from '../text/regex-escape';
import { juniorAndElder } from './namesake';

export type Span = { start: number; end: number };
export type Located<T> = { value: T; span: Span; confidence: number };

export type PersonRecord = {
  name: Located<string>;
  roles: Set<Role>;
  relationship: Located<string> | null;
  address: Located<NormalizedAddress> | null;
  aliases: string[];
  /** Every place the person is named (relationships may be stated next to any of them). */
  spans: Span[];
  /** Free-form facts for typeSpecific (otherParent, living, share, descendantsOf). */
  facts: Record<string, unknown>;
};

export type Mention = {
  name: string;
  span: Span;
  role?: Role;
  relationship?: string | null;
  address?: Located<NormalizedAddress> | null;
  confidence?: number;
};

/**
 * Everyone the extractors find, merged by name: "HOWARD K. YEE" and "Howard Kwan Yee" become one person
 * under the fuller form; entities are kept apart (they may be parties, never people).
 */
/** Kinship nouns a relative's own name follows ("his father, Francis Kowalczyk"). */
const KIN_NOUNS =
  'wife|husband|spouse|widow|widower|father|mother|parent|son|daughter|child|brother|sister|grandson|granddaughter|nephew|niece|uncle|aunt|cousin';

export class PersonRegistry {
  readonly people: PersonRecord[] = [];
  readonly entities: Located<string>[] = [];
  constructor(
    private readonly hints: ReadonlyMap<string, string>,
    private readonly text = '',
    /** OCR text: a name misread by a letter or two ("Noserta"/"Roberta") is still the same person. */
    private readonly fuzzy = false,
  ) {}

  private same(a: string, b: string): boolean {
    // "... III" is never the same person as the unnumbered name: a father and his namesake son.
    const numeral = (n: string) => /\b(?:II|III|IV)\s*$/.test(n);
    if (numeral(a) !== numeral(b)) return false;
    return (
      sameName(a, b) ||
      glyphVariant(a, b) ||
      oneLetterSlip(a, b) ||
      (this.fuzzy &&
        (nearName(a, b) ||
          (lostFirstWord(a, b) && !this.printedInRunningText(a) && !this.printedAlone(a, b)) ||
          (lostFirstWord(b, a) && !this.printedInRunningText(b) && !this.printedAlone(b, a))))
    );
  }

  /**
   * OCR loses a name's first word at one printing, not at several: a shorter reading printed twice or more
   * without the longer name's first word before it (a caption's and a form's "Decedent (name): GILBERTO
   * ABREGO" beside the son "ADRIAN GILBERTO ABREGO") is a name of its own.
   */
  private printedAlone(part: string, whole: string): boolean {
    const esc = (t: string) => escapeRegex(t.trim());
    const first = esc(whole.trim().split(/\s+/)[0] ?? '');
    const words = esc(part).replace(/\s+/g, '\\s+');
    const re = new RegExp(`(?<!\\b${first}[\\s,.]*)(?<!\\p{L})${words}(?!\\p{L})`, 'giu');
    return [...this.text.matchAll(re)].length >= 2;
  }

  /**
   * A shorter reading printed after an ordinary word ("married once, to Leonard Kocurek") or a kinship noun ("The
   * Decedent's father, Francis Kowalczyk") is a name of its own, not a reading that lost its first word (the
   * father "Leonard Kocurek" beside his son "Joseph Leonard Kocurek").
   */
  private printedInRunningText(name: string): boolean {
    const escaped = namePattern(name);
    return new RegExp(`(?<=\\b(?:to|and|with|${KIN_NOUNS}),?[ \\t]+)${escaped}\\b`, 'i').test(this.text);
  }

  /** How often a rendering is printed (case-insensitive): the commoner of two OCR readings is the right one. */
  private printed(name: string): number {
    const escaped = namePattern(name);
    return [...this.text.matchAll(new RegExp(escaped, 'gi'))].length;
  }

  /** A place the document names as a county ("El Paso" of "El Paso County"), read as a name off a stamp or caption. */
  private isPlaceName(name: string): boolean {
    // A state's whole name read off a place ("... of Pennington County, South Dakota, Evelyn R. Hagen, ...").
    if (STATE_CODES[name.replace(/\s+/g, ' ').trim().toLowerCase()]) return true;
    const escaped = namePattern(name);
    // Also a city in an address line: "..., Unit 12, Las Cruces, New Mexico 88011".
    return new RegExp(
      `(?<!\\p{L})${escaped}[ \\t]+(?:County|Parish)\\b|\\bCounty[ \\t]+of[ \\t]+${escaped}(?![ \\t]*\\p{L})|(?<=\\d[^\\n,]{0,40},\\s*(?:(?:Apt|Unit|Suite|Ste)\\.?\\s*[\\w-]+,\\s*)?)${escaped},?\\s+(?:${STATE_NAME_RE.source}),?\\s+\\d{5}\\b`,
      'iu',
    ).test(this.text);
  }

  private accents: DocumentAccents | undefined;

  /** Mixed-case display form: the document's own casing when it prints the name that way anywhere. */
  private display(name: string): string {
    this.accents ??= documentAccents(this.text);
    const clean = withDocumentAccents(name.replace(/\s+/g, ' ').trim(), this.accents);
    const spelled = this.respelled(clean);
    const shown =
      (isAllCaps(spelled) ? documentCasing(spelled, this.text) : null) ?? toMixedCase(spelled, this.hints);
    if (!this.fuzzy) return shown;
    // OCR may lose an initial's period in one printing ("Keoni R Pahinui"); another printing keeps it.
    const dotted = shown.replace(/(?<=(?:^|\s)\p{Lu})(?=\s+\p{Lu})/gu, '.');
    return restoreInnerCapitals(dotted !== shown && this.printed(dotted) > 0 ? dotted : shown, this.hints);
  }

  /**
   * A name's word read with a vowel's look-alike consonant (a y read as a v, an e as a c: "DANIEL J. KOWALCZVK"),
   * where the document prints the spelled reading more often (its signatures' and acknowledgment's "Kowalczyk"):
   * the spelled reading. Only a swap that eases a run of consonants no name holds, so "Ivy" or "Vance" stay.
   */
  private respelled(name: string): string {
    const times = (w: string) =>
      [...this.text.matchAll(new RegExp(`(?<![\\p{L}'’-])${escapeRegex(w)}(?![\\p{L}'’-])`, 'giu'))].length;
    return name.replace(/\p{L}{5,}/gu, (word) => {
      const own = times(word);
      for (const m of word.matchAll(/[vcVC]/g)) {
        const at = m.index ?? 0;
        const swap = { v: 'y', c: 'e', V: 'Y', C: 'E' }[m[0]]!;
        const v = `${word.slice(0, at)}${swap}${word.slice(at + 1)}`;
        if (strainedLetters(v) >= strainedLetters(word)) continue;
        const n = times(v);
        if (n >= 2 && n > own) return v;
      }
      return word;
    });
  }

  private aliasOf: { primary: string; alias: string }[] = [];
  // "KRISTIN THORSEN LINDGREN, also known as Kristin T. Lindgren, being first duly sworn": the a/k/a is a short
  // form of the same name, and the person goes by the full form it was given for, even where only the short form
  // is read (the sworn sentence's subject, a return-to block).
  private shortFormOf: { primary: string; alias: string }[] = [];

  /** Names the document gives as another name of someone ("X, formerly Y"): mentions of Y are X. */
  setAliases(pairs: { primary: string; alias: string }[]): void {
    this.aliasOf = pairs.filter((p) => !sameName(p.primary, p.alias));
    this.shortFormOf = pairs.filter((p) => sameName(p.primary, p.alias));
  }

  private primaryFor(display: string): string {
    const pair = this.aliasOf.find((p) => sameName(toMixedCase(p.alias, this.hints), display));
    if (pair && !this.aliasOf.some((p) => sameName(toMixedCase(p.primary, this.hints), display)))
      return this.display(pair.primary);
    const short = this.shortFormOf.find((p) => toMixedCase(p.alias, this.hints) === display);
    const full = short && this.display(short.primary);
    return full && full !== display && fullerName(full, display) === full ? full : display;
  }

  find(name: string): PersonRecord | undefined {
    const display = toMixedCase(name, this.hints);
    // A generational suffix the decedent's name lacks marks the namesake child ("X, Jr." beside decedent "X").
    const suffix = /\b(?:Jr|Sr|II|III|IV)\b\.?\s*$/i;
    // Nor is "X, Jr." the "X, Sr." whose alias ("R. D. X") prints no suffix.
    const generation = (n: string) => n.match(/\b(Jr|Sr|II|III|IV)\b\.?\s*$/i)?.[1]?.toLowerCase();
    const clash = (n: string) =>
      !!generation(n) && !!generation(display) && generation(n) !== generation(display);
    return this.people.find(
      (p) =>
        !(p.roles.has('decedent') && suffix.test(display) && !suffix.test(p.name.value)) &&
        !clash(p.name.value) &&
        (this.same(p.name.value, display) || p.aliases.some((a) => this.same(a, display))) &&
        !juniorAndElder(this.text, p.name.value, display),
    );
  }

  add(mention: Mention): PersonRecord | null {
    const display = this.primaryFor(this.display(mention.name));
    if (isEntity(display)) {
      if (!this.entities.some((e) => e.value.toLowerCase() === display.toLowerCase()))
        this.entities.push({ value: display, span: mention.span, confidence: mention.confidence ?? 0.8 });
      return null;
    }
    if (hasNonNameWord(display, this.fuzzy) || this.isPlaceName(display)) return null;
    const confidence = mention.confidence ?? 0.85;
    let person = this.find(display);
    if (!person) {
      person = {
        name: { value: display, span: mention.span, confidence },
        roles: new Set(),
        relationship: null,
        address: null,
        aliases: [],
        spans: [],
        facts: {},
      };
      this.people.push(person);
    } else if (lostFirstWord(display, person.name.value)) {
      // Keep the whole name over a reading that lost its first word.
    } else if (lostFirstWord(person.name.value, display)) {
      person.name = { value: display, span: mention.span, confidence };
    } else if (!sameName(person.name.value, display)) {
      const [now, was] = [this.printed(display), this.printed(person.name.value)];
      // Printed as often: the reading given where the person takes a higher role (the heirs' table over the
      // family history) names them.
      // (Two look-alike readings printed as often: the one that spells a name, not a cluster no name has.)
      const spelled =
        now === was && glyphVariant(display, person.name.value) && vowelGlyphSwap(display, person.name.value)
          ? Math.sign(strainedLetters(person.name.value) - strainedLetters(display))
          : now === was
            ? slipWinner(display, person.name.value)
            : 0;
      if (now > was || spelled > 0 || (now === was && spelled === 0 && outranks(mention.role, person.roles)))
        person.name = { value: display, span: mention.span, confidence };
    } else if (fullerName(person.name.value, display) !== person.name.value) {
      person.name = { value: display, span: mention.span, confidence };
    }
    person.spans.push(mention.span);
    if (mention.role) person.roles.add(mention.role);
    // A gendered term ("daughter") refines a generic "child" found earlier; so does "stepchild" (a child the spouse
    // had by a prior marriage, read where that marriage is named).
    const refines =
      person.relationship?.value === 'child' &&
      (mention.relationship === 'son' ||
        mention.relationship === 'daughter' ||
        mention.relationship === 'stepchild');
    if (mention.relationship && (!person.relationship || refines))
      person.relationship = { value: mention.relationship, span: mention.span, confidence: confidence * 0.9 };
    if (mention.address && !person.address) person.address = mention.address;
    return person;
  }

  addAlias(person: PersonRecord, alias: string): void {
    person.aliases.push(toMixedCase(alias, this.hints));
  }

  /** Highest-precedence role of a person, or "other". */
  static primaryRole(person: PersonRecord): Role {
    return ROLE_PRECEDENCE.find((r) => person.roles.has(r)) ?? 'other';
  }
}

const upperCount = (s: string) => s.replace(/[^\p{Lu}]/gu, '').length;

/**
 * OCR drops the inner capital of "DeLuca" / "McDonald" far more often than it invents one: a mixed-case word
 * takes the casing the name rules (and the document's other printings) give its capitals, when that casing
 * has more capitals and the same letters.
 */
function restoreInnerCapitals(name: string, hints: ReadonlyMap<string, string>): string {
  return name
    .split(' ')
    .map((w) => {
      if (isAllCaps(w) || !/^\p{Lu}/u.test(w)) return w;
      const ruled = toMixedCase(w.toUpperCase(), hints);
      return ruled.toLowerCase() === w.toLowerCase() && upperCount(ruled) > upperCount(w) ? ruled : w;
    })
    .join(' ');
}

/** The words of a name, lower case, without their periods and commas. */
const nameWords = (n: string) => n.toLowerCase().replace(/[.,]/g, '').split(/\s+/).filter(Boolean);

/** The one word pair two readings of a name differ in, every other word the same; null otherwise. */
function differingWord(a: string, b: string): [string, string] | null {
  const wa = nameWords(a);
  const wb = nameWords(b);
  if (wa.length !== wb.length) return null;
  const differ = wa.map((w, i) => [w, wb[i]!] as [string, string]).filter(([x, y]) => x !== y);
  return differ.length === 1 ? differ[0]! : null;
}

/**
 * Two readings of a name of three words or more (initials count) that differ in one word by a single letter lost,
 * doubled or read as another ("GLORIA JEN PETTWAY" / "Gloria Jean Pettway", "LEAND T. McIVER" / "LELAND T.
 * McIVER", "Adfyemi" / "Adeyemi"): a typed copy of a scan carries such slips even without OCR's page confidences, and
 * two relatives whose names differ so little in every other word the same are not met with. The word keeps its first
 * letter and three letters at least.
 */
export function oneLetterSlip(a: string, b: string): boolean {
  if (nameWords(a).length < 3) return false;
  const pair = differingWord(a, b);
  if (!pair) return false;
  const [x, y] = pair;
  if (Math.min(x.length, y.length) < 3 || x[0] !== y[0] || !/^\p{L}+$/u.test(x + y)) return false;
  return editDistance(x, y) === 1;
}

/**
 * Which of two slipped readings printed as often is the name (1: the first, -1: the second, 0: neither told): a
 * scan's extra letter doubles the one beside it ("RUTLEEDGE"), while a letter of the name is lost anywhere ("Jen" of
 * "Jean"). So the longer reading wins unless its extra letter is such a double.
 */
function slipWinner(a: string, b: string): number {
  if (!oneLetterSlip(a, b)) return 0;
  const [x, y] = differingWord(a, b)!;
  if (x.length === y.length) return 0;
  const [long, sign] = x.length > y.length ? [x, 1] : [y, -1];
  const short = long === x ? y : x;
  const at = [...long].findIndex((c, i) => c !== short[i]);
  const i = at < 0 ? long.length - 1 : at;
  const doubled = long[i] === long[i - 1] || long[i] === long[i + 1];
  return doubled ? -sign : sign;
}

/**
 * An OCR reading that lost the first word of a name at a line start or behind a speck ("Allen Castillo" of
 * "Patrick Allen Castillo"): two or more words that end a name of one more word.
 */
export function lostFirstWord(part: string, whole: string): boolean {
  const wp = part.toLowerCase().replace(/[.,]/g, '').split(/\s+/).filter(Boolean);
  const ww = whole.toLowerCase().replace(/[.,]/g, '').split(/\s+/).filter(Boolean);
  return wp.length >= 2 && ww.length === wp.length + 1 && ww.slice(1).join(' ') === wp.join(' ');
}

function outranks(role: Role | undefined, held: ReadonlySet<Role>): boolean {
  if (!role) return false;
  const rank = ROLE_PRECEDENCE.indexOf(role);
  return [...held].every((r) => ROLE_PRECEDENCE.indexOf(r) > rank);
}

/**
 * Two readings of one name that differ only where a scan confuses look-alike glyphs (i, l, 1 and I; o and 0; c and e; v
 * and y) in one long word ("Meredlth" / "Meredith"): the same person even in text not flagged as OCR (a scan's text layer).
 */
export function glyphVariant(a: string, b: string): boolean {
  const wa = a.split(/\s+/).filter(Boolean);
  const wb = b.split(/\s+/).filter(Boolean);
  if (wa.length < 2 || wa.length !== wb.length) return false;
  // (A middle name one reading gives by its initial, "Dolores G. Etchevcrry" / "Dolores Goicoechea Etcheverry", is
  // no other letter.)
  const initialOf = (i: string, w: string) => /^\p{Lu}\.?$/u.test(i) && w.length > 2 && w.startsWith(i[0]!);
  const differ = wa
    .map((w, i) => [w, wb[i]!] as const)
    .filter(([x, y]) => x !== y && !initialOf(x, y) && !initialOf(y, x));
  if (differ.length !== 1) return false;
  const [x, y] = differ[0]!;
  // (A short surname too, where the e read as a c leaves no vowel, which no name lacks: "Phan Thi Lc" / "Phan Thi
  // Le".)
  const vowelless = (w: string) => !/[aeiouy]/i.test(w);
  const shortSwap =
    x.length === y.length && x.length >= 2 && (vowelless(x) || vowelless(y)) && /[ce]/i.test(x + y);
  if (x.length !== y.length || (x.length < 5 && !shortSwap)) return false;
  // (A small c and e differ by the bar a faint scan loses: "Hoffstettcr" / "Hoffstetter".)
  // (And a y whose tail a faint scan loses reads as a v: "O'SHAUGHNESSV" / "O'SHAUGHNESSY".)
  const look = (c: string) =>
    /[il1I|]/.test(c) ? 'l' : /[oO0]/.test(c) ? 'o' : /[ce]/.test(c) ? 'e' : /[vy]/i.test(c) ? 'y' : c;
  let swaps = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    if (look(x[i]!) !== look(y[i]!)) return false;
    swaps++;
  }
  return swaps === 1;
}

/**
 * Whether two readings differ by a vowel's look-alike consonant (an e read as a c, a y as a v) in a word of the same
 * length: the swaps whose wrong reading sets a consonant among consonants. (An i read as an l is no such swap:
 * "Holtz" and "Hoitz" are both spellings.)
 */
function vowelGlyphSwap(a: string, b: string): boolean {
  const wa = a.toLowerCase().split(/\s+/);
  const wb = b.toLowerCase().split(/\s+/);
  if (wa.length !== wb.length) return false;
  return wa.some((x, i) => {
    const y = wb[i]!;
    if (x === y || x.length !== y.length) return false;
    return [...x].every((c, k) => c === y[k] || /^(?:ce|ec|vy|yv)$/.test(c + y[k]));
  });
}

/**
 * Letters a name's spelling strains to hold: those beyond the second of each run of consonants (a y counts as a
 * vowel). A scan's look-alike glyph lands a consonant among consonants ("Ashbv", "Etchevcrry"); the true reading
 * has the vowel ("Ashby", "Etcheverry").
 */
function strainedLetters(name: string): number {
  let strained = 0;
  for (const run of name.toLowerCase().match(/[b-df-hj-np-tv-xz]+/g) ?? [])
    strained += Math.max(0, run.length - 2);
  return strained;
}

/** Two OCR readings of one name: same number of words, each equal, an initial of the other, or a letter or two off. */
export function nearName(a: string, b: string): boolean {
  const wa = a.toLowerCase().replace(/[.,]/g, '').split(/\s+/).filter(Boolean);
  const wb = b.toLowerCase().replace(/[.,]/g, '').split(/\s+/).filter(Boolean);
  if (wa.length < 2 || wa.length !== wb.length) return false;
  let fuzzyWords = 0;
  for (let i = 0; i < wa.length; i++) {
    const x = wa[i]!;
    const y = wb[i]!;
    if (x === y || (x.length === 1 && y.startsWith(x)) || (y.length === 1 && x.startsWith(y))) continue;
    const limit = Math.min(x.length, y.length) >= 6 ? 2 : Math.min(x.length, y.length) >= 4 ? 1 : 0;
    if (editDistance(x, y) > limit) return false;
    fuzzyWords++;
  }
  return fuzzyWords <= 1;
}
