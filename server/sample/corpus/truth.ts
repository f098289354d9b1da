import type { Category } from '@/db/schema';
import { ROLE_PRECEDENCE, type Role } from '@/parsers/conventions';
import { type Address, isStreetAddress, normalizeAddress, normalLine1 } from './address';
import { fullName, type Person } from './facts';
import { STATE_NAMES } from './format';

/** Ground truth of one document, key for key in the order of fixtures/documents/pub-NNN.json. */
export type DocTruth = {
  documentType: Category;
  decedent: {
    name: string | null;
    dateOfDeath: string | null;
    placeOfDeath: string | null;
    residenceAddress: string | null;
    maritalStatus: string | null;
  };
  parties: { grantors: TruthParty[]; grantees: TruthParty[] };
  people: TruthPerson[];
  property: {
    legalDescription: string | null;
    address: string | null;
    addressComponents: { line1: string; city: string; state: string; zip: string | null } | null;
    addressSource: 'stated' | 'decedent_residence' | 'party_residence' | 'none';
  };
  consideration: string | null;
  keyDates: { recorded: string; instrument: string | null; death: string | null; other: string | null };
  category: Category;
  county: string;
  state: string;
  scanQuality: 'clean' | 'noisy';
  otherDates: { date: string; label: OtherDateLabel }[];
};

export type TruthParty = { name: string; role: string; address: string | null };
export type TruthPerson = { name: string; role: string; relationship: string | null; address: string | null };

export type OtherDateLabel =
  | 'will_dated'
  | 'probate_admitted'
  | 'letters_issued'
  | 'court_order'
  | 'order_of_sale'
  | 'sale_confirmed'
  | 'court_certification'
  | 'vesting_deed_dated'
  | 'vesting_deed_recorded'
  | 'beneficiary_deed_dated'
  | 'trust_dated'
  | 'lien_dated'
  | 'lien_recorded';

export type { Role } from '@/parsers/conventions';

/** Role precedence from the README: when a person holds several roles, the first in this list wins. */
export const ROLE_ORDER = ROLE_PRECEDENCE;

/** Where the decedent died / lived, as facts: a city, or only a county. */
export type Locale = { city: string | null; county: string | null; state: string };

export function placeTruth(l: Locale | null): string | null {
  if (!l) return null;
  if (l.city) return `${l.city}, ${l.state}`;
  if (l.county) return `${l.county} County, ${l.state}`;
  return null;
}

/** Residence: a street address, a city only, or a county only (→ null). */
export type Residence =
  | { address: Address }
  | { city: string; state: string }
  | { county: string; state: string };

export function residenceTruth(r: Residence | null): string | null {
  if (!r) return null;
  if ('address' in r) return normalizeAddress(r.address);
  if ('city' in r) return `${r.city}, ${r.state}`;
  return null;
}

export function residenceStreet(r: Residence | null): Address | null {
  return r && 'address' in r && isStreetAddress(r.address) ? r.address : null;
}

export function stateName(code: string): string {
  return STATE_NAMES[code] ?? code;
}

/**
 * Accumulates the truth while a template states facts. Each call records what the page says, so the
 * truth can only contain what was written.
 */
export class TruthBuilder {
  private people = new Map<string, TruthPerson>();
  private grantors: TruthParty[] = [];
  private grantees: TruthParty[] = [];
  private dates: { date: string; label: OtherDateLabel }[] = [];
  decedent: DocTruth['decedent'] = {
    name: null,
    dateOfDeath: null,
    placeOfDeath: null,
    residenceAddress: null,
    maritalStatus: null,
  };
  consideration: string | null = null;
  instrument: string | null = null;
  legal: string | null = null;
  statedProperty: Address | null = null;
  private decedentStreet: Address | null = null;

  /** Records a named natural person; a second role only wins if it ranks higher. */
  person(
    p: Person | string,
    role: Role,
    relationship: string | null = null,
    address: Address | null = null,
  ): void {
    const name = typeof p === 'string' ? p : fullName(p);
    const addr = address ? normalizeAddress(address) : null;
    const prev = this.people.get(name);
    if (!prev) {
      this.people.set(name, { name, role, relationship, address: addr });
      return;
    }
    if (ROLE_ORDER.indexOf(role) < ROLE_ORDER.indexOf(prev.role as Role)) prev.role = role;
    prev.relationship ??= relationship;
    prev.address ??= addr;
  }

  grantor(name: Person | string, role: string, address: Address | null): void {
    this.partyAddress(name, address);
    this.grantors.push({
      name: typeof name === 'string' ? name : fullName(name),
      role,
      address: address ? normalizeAddress(address) : null,
    });
  }

  grantee(name: Person | string, role: string, address: Address | null): void {
    this.partyAddress(name, address);
    this.grantees.push({
      name: typeof name === 'string' ? name : fullName(name),
      role,
      address: address ? normalizeAddress(address) : null,
    });
  }

  setDecedent(opts: {
    person: Person;
    death: string | null;
    place: Locale | null;
    residence: Residence | null;
    marital: string | null;
  }): void {
    this.decedent = {
      name: fullName(opts.person),
      dateOfDeath: opts.death,
      placeOfDeath: placeTruth(opts.place),
      residenceAddress: residenceTruth(opts.residence),
      maritalStatus: opts.marital,
    };
    this.decedentStreet = residenceStreet(opts.residence);
  }

  other(date: string, label: OtherDateLabel): void {
    this.dates.push({ date, label });
  }

  build(meta: {
    category: Category;
    county: string;
    state: string;
    recorded: string;
    scanQuality: 'clean' | 'noisy';
  }): DocTruth {
    const dates = [...this.dates].sort((a, b) => a.date.localeCompare(b.date));
    const firstParty = [...this.grantees, ...this.grantors];
    let source: DocTruth['property']['addressSource'] = 'none';
    let addr: Address | null = null;
    if (this.statedProperty) {
      source = 'stated';
      addr = this.statedProperty;
    } else if (this.decedentStreet) {
      source = 'decedent_residence';
      addr = this.decedentStreet;
    } else {
      const partyAddr = firstParty.map((p) => this.partyStreet.get(p.name)).find((a) => !!a);
      if (partyAddr) {
        source = 'party_residence';
        addr = partyAddr;
      }
    }
    return {
      documentType: meta.category,
      decedent: this.decedent,
      parties: { grantors: this.grantors, grantees: this.grantees },
      people: [...this.people.values()],
      property: {
        legalDescription: this.legal,
        address: addr ? normalizeAddress(addr) : null,
        addressComponents: addr
          ? { line1: normalLine1(addr), city: addr.city, state: addr.state, zip: addr.zip }
          : null,
        addressSource: source,
      },
      consideration: this.consideration,
      keyDates: {
        recorded: meta.recorded,
        instrument: this.instrument,
        death: this.decedent.dateOfDeath,
        other: dates[0]?.date ?? null,
      },
      category: meta.category,
      county: meta.county,
      state: meta.state,
      scanQuality: meta.scanQuality,
      otherDates: dates,
    };
  }

  /** Street addresses of parties as stated, for the `party_residence` fallback. */
  private partyStreet = new Map<string, Address>();
  partyAddress(name: Person | string, address: Address | null): void {
    const n = typeof name === 'string' ? name : fullName(name);
    if (isStreetAddress(address) && !this.partyStreet.has(n)) this.partyStreet.set(n, address);
  }
}
