import type { Rng } from '../rng';
import type { Address } from './address';
import type { CorpusCounty } from './counties';
import { ordinal, STATE_NAMES, titleCase, wordsAndFigure } from './format';
import { FEMALE_FIRST, LAST, MALE_FIRST, MIDDLE_FEMALE, MIDDLE_MALE, STREETS } from './pools';

/**
 * The facts of one document, generated before any wording: people, families, addresses, property and
 * dates. Templates write these facts; the truth is computed from them, so it is right by construction.
 */

export type Person = {
  first: string;
  middle: string | null;
  last: string;
  suffix: string | null;
  gender: 'M' | 'F';
};

/** The person's name in the truth convention (mixed case, suffix after a comma). */
export function fullName(p: Person): string {
  return [p.first, p.middle, p.last].filter(Boolean).join(' ') + (p.suffix ? `, ${p.suffix}` : '');
}

/** "LAST FIRST MIDDLE" as county indexes list parties. */
export function indexName(p: Person): string {
  return [p.last, p.first, p.middle, p.suffix].filter(Boolean).join(' ').toUpperCase().replace(/[.,]/g, '');
}

/** Names are unique within one document so that every mention maps to one truth person. */
export class NameBook {
  private used = new Set<string>();
  constructor(private rng: Rng) {}

  person(opts: { gender?: 'M' | 'F'; last?: string; middle?: 'full' | 'initial' | 'none' } = {}): Person {
    for (;;) {
      const rng = this.rng;
      const gender = opts.gender ?? (rng.chance(0.5) ? 'M' : 'F');
      const first = rng.pick(gender === 'M' ? MALE_FIRST : FEMALE_FIRST);
      const mode = opts.middle ?? rng.pick(['full', 'full', 'initial', 'none'] as const);
      const middleFull = rng.pick(gender === 'M' ? MIDDLE_MALE : MIDDLE_FEMALE);
      const middle = mode === 'full' ? middleFull : mode === 'initial' ? `${middleFull[0]}.` : null;
      const suffix = gender === 'M' && rng.chance(0.06) ? rng.pick(['Jr.', 'Sr.', 'III']) : null;
      const p: Person = { first, middle, last: opts.last ?? rng.pick(LAST), suffix, gender };
      const key = `${first} ${p.last}`;
      if (!this.used.has(key)) {
        this.used.add(key);
        return p;
      }
      // A taken first+last with a fixed surname: fall through to another first name.
    }
  }
}

export type Place = { city: string; zip: string };

export function pickPlace(rng: Rng, county: CorpusCounty): Place {
  const c = rng.pick(county.cities);
  return { city: c.name, zip: rng.pick(c.zips) };
}

/** A street address (sometimes with a directional, unit or ordinal street; Queens-style numbers in NY). */
export function makeAddress(rng: Rng, place: Place, state: string, opts: { unit?: boolean } = {}): Address {
  const s = rng.chance(0.12)
    ? { street: ordinal(rng.pick([2, 3, 11, 21, 34, 56, 103])), suffix: 'St' }
    : rng.pick(STREETS);
  const queens = state === 'NY' && rng.chance(0.4);
  return {
    number: queens
      ? `${rng.int(30, 199)}-${String(rng.int(1, 60)).padStart(2, '0')}`
      : String(rng.int(100, 9899)),
    predir: rng.chance(0.2) ? rng.pick(['N', 'S', 'E', 'W', 'NE', 'SW'] as const) : undefined,
    street: s.street,
    suffix: s.suffix,
    unit:
      (opts.unit ?? rng.chance(0.12))
        ? {
            kind: rng.pick(['Apt', 'Ste', 'Unit'] as const),
            id: rng.chance(0.5) ? String(rng.int(1, 420)) : `${rng.int(1, 9)}B`,
          }
        : undefined,
    city: place.city,
    state,
    zip: place.zip,
  };
}

export function makePoBox(rng: Rng, place: Place, state: string): Address {
  return { poBox: String(rng.int(100, 9999)), city: place.city, state, zip: place.zip };
}

/** An address somewhere else in the country, for relatives who moved away. */
export function makeFarAddress(rng: Rng): Address {
  const far = rng.pick([
    { city: 'Asheville', state: 'NC', zip: '28801' },
    { city: 'Tulsa', state: 'OK', zip: '74105' },
    { city: 'Portland', state: 'OR', zip: '97214' },
    { city: 'Albuquerque', state: 'NM', zip: '87110' },
    { city: 'Atlanta', state: 'GA', zip: '30306' },
    { city: 'Naperville', state: 'IL', zip: '60540' },
  ]);
  return makeAddress(rng, { city: far.city, zip: far.zip }, far.state);
}

// ---- dates ----------------------------------------------------------------------------------

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function dateBetween(rng: Rng, fromIso: string, toIso: string): string {
  const a = Date.parse(`${fromIso}T00:00:00Z`);
  const b = Date.parse(`${toIso}T00:00:00Z`);
  const days = Math.max(0, Math.round((b - a) / 86_400_000));
  return addDays(fromIso, rng.int(0, days));
}

// ---- families -------------------------------------------------------------------------------

export type Marriage = {
  spouse: Person;
  married: string;
  end: 'current' | 'divorce' | 'death';
  endDate: string | null;
};
export type Descendant = { person: Person; address: Address | null; relationship: 'grandchild' };
export type Child = {
  person: Person;
  born: string;
  otherParent: Person | null;
  died: string | null;
  descendants: Descendant[];
  address: Address | null;
  step: boolean;
};
export type Kin = { person: Person; living: boolean; half: boolean; address: Address | null };
export type Family = {
  decedent: Person;
  born: string;
  marriages: Marriage[];
  children: Child[];
  parents: Kin[];
  siblings: Kin[];
};
export type HeirFact = {
  person: Person;
  relationship: 'spouse' | 'son' | 'daughter' | 'grandchild' | 'parent' | 'sibling';
  address: Address | null;
  share: string | null;
};

export type MaritalStatus = 'married' | 'widowed' | 'divorced' | 'single';

export function maritalStatus(f: Family): MaritalStatus {
  const last = f.marriages[f.marriages.length - 1];
  if (!last) return 'single';
  return last.end === 'current' ? 'married' : last.end === 'death' ? 'widowed' : 'divorced';
}

/** A family history with several marriages, predeceased children, or parents and siblings as heirs. */
export function makeFamily(
  rng: Rng,
  names: NameBook,
  opts: { death: string; addressFor: () => Address | null },
): Family {
  const deathYear = Number(opts.death.slice(0, 4));
  const born = `${deathYear - rng.int(58, 92)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const bornYear = Number(born.slice(0, 4));
  const decedent = names.person();
  const family: Family = { decedent, born, marriages: [], children: [], parents: [], siblings: [] };
  const nMarriages = rng.pick([0, 1, 1, 1, 2, 2, 3]);
  let year = bornYear + rng.int(19, 27);
  for (let i = 0; i < nMarriages; i++) {
    const last = i === nMarriages - 1;
    const spouse = names.person({
      gender: decedent.gender === 'M' ? 'F' : 'M',
      last: rng.chance(0.6) ? decedent.last : undefined,
    });
    const married = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const end = last
      ? rng.pick(['current', 'current', 'death', 'divorce'] as const)
      : rng.pick(['divorce', 'death'] as const);
    const endYear = Math.min(deathYear - 1, year + rng.int(4, 25));
    const endDate =
      end === 'current'
        ? null
        : dateBetween(rng, `${Math.max(year + 1, endYear - 2)}-01-01`, `${endYear}-12-28`);
    family.marriages.push({ spouse, married, end, endDate });
    year = endDate ? Number(endDate.slice(0, 4)) + rng.int(1, 4) : year;
    const kids = rng.pick([0, 1, 2, 2, 3]);
    for (let k = 0; k < kids; k++)
      family.children.push(makeChild(rng, names, decedent, spouse, married, opts));
  }
  if (nMarriages === 0 && rng.chance(0.2)) {
    family.children.push(makeChild(rng, names, decedent, null, `${bornYear + 22}-06-01`, opts));
  }
  if (family.children.length === 0) {
    for (const g of ['M', 'F'] as const) {
      const living = rng.chance(bornYear > 1950 ? 0.45 : 0.1);
      family.parents.push({
        person: names.person({ gender: g, last: decedent.last }),
        living,
        half: false,
        address: living ? opts.addressFor() : null,
      });
    }
    const nSib = rng.int(1, 4);
    for (let s = 0; s < nSib; s++) {
      const living = rng.chance(0.8);
      family.siblings.push({
        person: names.person({ last: rng.chance(0.7) ? decedent.last : undefined }),
        living,
        half: rng.chance(0.2),
        address: living ? opts.addressFor() : null,
      });
    }
  }
  return family;
}

function makeChild(
  rng: Rng,
  names: NameBook,
  decedent: Person,
  otherParent: Person | null,
  after: string,
  opts: { death: string; addressFor: () => Address | null },
): Child {
  const born = dateBetween(rng, addDays(after, 300), addDays(after, 365 * 12));
  const died = rng.chance(0.15) ? dateBetween(rng, addDays(born, 365 * 20), addDays(opts.death, -30)) : null;
  const person = names.person({ last: rng.chance(0.75) ? decedent.last : undefined });
  const descendants: Descendant[] = [];
  if (died) {
    for (let i = 0, n = rng.int(0, 2); i < n; i++) {
      descendants.push({
        person: names.person({ last: person.last }),
        address: opts.addressFor(),
        relationship: 'grandchild',
      });
    }
  }
  return {
    person,
    born,
    otherParent,
    died,
    descendants,
    address: died ? null : opts.addressFor(),
    step: false,
  };
}

function fraction(num: number, den: number): string {
  const g = (a: number, b: number): number => (b === 0 ? a : g(b, a % b));
  const d = g(num, den);
  return `${num / d}/${den / d}`;
}

/** Heirs by a simplified intestacy: descendants per stirpes, else the spouse, else parents and siblings. */
export function intestateHeirs(f: Family): HeirFact[] {
  const branches = f.children.filter((c) => !c.died || c.descendants.length > 0);
  const heirs: HeirFact[] = [];
  if (branches.length > 0) {
    for (const c of branches) {
      const rel = c.person.gender === 'M' ? 'son' : 'daughter';
      if (!c.died)
        heirs.push({
          person: c.person,
          relationship: rel,
          address: c.address,
          share: fraction(1, branches.length),
        });
      else
        for (const d of c.descendants)
          heirs.push({
            person: d.person,
            relationship: 'grandchild',
            address: d.address,
            share: fraction(1, branches.length * c.descendants.length),
          });
    }
    return heirs;
  }
  const last = f.marriages[f.marriages.length - 1];
  if (last && last.end === 'current')
    return [{ person: last.spouse, relationship: 'spouse', address: null, share: '1/1' }];
  const kin = [...f.parents, ...f.siblings].filter((k) => k.living);
  for (const k of kin) {
    heirs.push({
      person: k.person,
      relationship: f.parents.includes(k) ? 'parent' : 'sibling',
      address: k.address,
      share: fraction(1, kin.length),
    });
  }
  return heirs;
}

// ---- property -------------------------------------------------------------------------------

export type PropertyFact = {
  legal: string;
  address: Address | null;
};

/** A legal description in the county's customary form (lot/block, tract map, NY parcel, acreage, condo). */
export function makeLegal(rng: Rng, county: CorpusCounty, city: string): string {
  const st = STATE_NAMES[county.state] ?? county.state;
  const plat = rng.pick(county.plats);
  const lot = rng.int(1, 48);
  const block = rng.int(1, 20);
  const countyName = `${county.name} County`;
  if (county.state === 'CA') {
    const book = rng.int(12, 990);
    return rng.chance(0.5)
      ? `Lot ${lot}, as shown on that certain map of ${titleCase(plat)}, filed for record in Book ${book} of Maps, at page ${rng.int(1, 90)}, ${countyName} Records.`
      : `Lot ${lot} of ${titleCase(plat)}, in the City of ${city}, County of ${county.name}, State of California, as per map recorded in Book ${book}, Pages ${rng.int(1, 40)} and ${rng.int(41, 80)} of Maps, in the Office of the County Recorder of said County.`;
  }
  if (county.state === 'NY') {
    return county.slug === 'queens-ny'
      ? `ALL that certain plot, piece or parcel of land, with the buildings and improvements thereon erected, situate, lying and being in the Borough and County of Queens, City and State of New York, known and designated as ${plat}, Lot ${rng.int(1, 99)} on the Tax Map of the City of New York.`
      : `ALL THAT TRACT OR PARCEL OF LAND, situate in the City of ${city}, County of Erie and State of New York, being part of ${plat}, Township ${rng.int(10, 13)}, Range ${rng.int(6, 8)} of the Holland Land Company's Survey, and further distinguished as Sublot No. ${lot} as shown on a map filed in the Erie County Clerk's Office under Cover No. ${rng.int(200, 3000)}.`;
  }
  const kind = rng.int(0, 4);
  if (kind === 0) {
    return `${wordsAndFigure(lot, true).replace(/^/, 'LOT ')}, BLOCK ${wordsAndFigure(block, true)}, ${plat}, ${countyName.toUpperCase()}, ${st.toUpperCase()}, ACCORDING TO THE MAP OR PLAT THEREOF RECORDED IN VOLUME ${rng.int(5, 90)}, PAGE ${rng.int(1, 99)}, MAP RECORDS OF ${countyName.toUpperCase()}, ${st.toUpperCase()}.`;
  }
  if (kind === 1 && county.state === 'TX') {
    return `${rng.int(1, 40)}.${String(rng.int(0, 99)).padStart(2, '0')} acres of land, more or less, out of the ${rng.pick(['J. M. Gonzales', 'William Hardin', 'Thomas Toby', 'A. B. Swisher'])} Survey, Abstract No. ${rng.int(10, 900)}, ${countyName}, Texas, being the same land described in the deed recorded in Volume ${rng.int(100, 9000)}, Page ${rng.int(1, 900)} of the Deed Records of ${countyName}, Texas`;
  }
  if (kind === 2) {
    return `Unit ${rng.int(101, 420)}, Building ${rng.int(1, 14)}, of ${plat} CONDOMINIUM, according to the Declaration of Condominium recorded in Official Records Book ${rng.int(1000, 9999)}, Page ${rng.int(1, 2000)}, of the Public Records of ${countyName}, ${st}, together with an undivided interest in the common elements appurtenant thereto.`;
  }
  return `Lot ${lot}, Block ${block}, ${plat}, an addition to the City of ${city}, ${countyName}, ${st}, according to the map or plat thereof recorded in Volume ${rng.int(5, 90)}, Page ${rng.int(1, 99)} of the Plat Records of ${countyName}, ${st}`;
}
