import type { Rng } from '../rng';
import { STATE_NAMES } from './format';

/** A postal address as a fact; `render` writes it on the page, `normalize` gives the truth form. */
export type Address = {
  number?: string;
  predir?: 'N' | 'S' | 'E' | 'W' | 'NE' | 'NW' | 'SE' | 'SW';
  /** Street name as printed without suffix: "Fir", "56th", "Avenue X", "Via Granados". */
  street?: string;
  /** USPS suffix abbreviation, absent for streets written without one. */
  suffix?: string;
  unit?: { kind: 'Apt' | 'Ste' | 'Unit'; id: string };
  poBox?: string;
  city: string;
  state: string;
  zip: string | null;
};

const DIR_LONG: Record<string, string> = {
  N: 'North',
  S: 'South',
  E: 'East',
  W: 'West',
  NE: 'Northeast',
  NW: 'Northwest',
  SE: 'Southeast',
  SW: 'Southwest',
};

export const SUFFIX_LONG: Record<string, string> = {
  St: 'Street',
  Ave: 'Avenue',
  Blvd: 'Boulevard',
  Dr: 'Drive',
  Ln: 'Lane',
  Rd: 'Road',
  Ct: 'Court',
  Cir: 'Circle',
  Pkwy: 'Parkway',
  Trl: 'Trail',
  Pl: 'Place',
  Ter: 'Terrace',
  Way: 'Way',
  Hwy: 'Highway',
  Loop: 'Loop',
  Cv: 'Cove',
};

const UNIT_LONG: Record<string, string> = { Apt: 'Apartment', Ste: 'Suite', Unit: 'Unit' };

export type AddressStyle = {
  /** `usps` = "W Fir Ave", `dotted` = "W. Fir Ave.", `long` = "West Fir Avenue". */
  street: 'usps' | 'dotted' | 'long';
  /** Full state name or its code. */
  stateName: boolean;
  /** Comma between the street and the unit ("Highway, Apartment 221"). */
  unitComma: boolean;
  caps: boolean;
};

export function randomAddressStyle(rng: Rng, caps = false): AddressStyle {
  return {
    street: rng.pick(['usps', 'dotted', 'long', 'long'] as const),
    stateName: rng.chance(0.5),
    unitComma: rng.chance(0.5),
    caps,
  };
}

function line1Parts(a: Address, style: AddressStyle['street']): string {
  if (a.poBox) return style === 'usps' ? `PO Box ${a.poBox}` : `P.O. Box ${a.poBox}`;
  const dir = a.predir
    ? style === 'long'
      ? DIR_LONG[a.predir]
      : style === 'dotted'
        ? `${a.predir}.`
        : a.predir
    : '';
  const suffix = a.suffix
    ? style === 'long'
      ? SUFFIX_LONG[a.suffix]
      : style === 'dotted' && a.suffix !== 'Way' && a.suffix !== 'Loop'
        ? `${a.suffix}.`
        : a.suffix
    : '';
  return [a.number, dir, a.street, suffix].filter(Boolean).join(' ');
}

/** The address as written in a document, in the given style. */
export function renderAddress(a: Address, style: AddressStyle): string {
  let line = line1Parts(a, style.street);
  if (a.unit && !a.poBox) {
    const kind = style.street === 'long' ? UNIT_LONG[a.unit.kind] : a.unit.kind;
    line += `${style.unitComma ? ',' : ''} ${kind}${style.street === 'dotted' && a.unit.kind !== 'Unit' ? '.' : ''} ${a.unit.id}`;
  }
  const state = style.stateName ? (STATE_NAMES[a.state] ?? a.state) : a.state;
  const out = `${line}, ${a.city}, ${state}${a.zip ? ` ${a.zip}` : ''}`;
  return style.caps ? out.toUpperCase() : out;
}

/** Street line in the truth convention: "2505 Lake Austin Blvd Apt 318", "PO Box 1712". */
export function normalLine1(a: Address): string {
  const base = line1Parts(a, 'usps');
  return a.unit && !a.poBox ? `${base} ${a.unit.kind} ${a.unit.id}` : base;
}

/** One-line normalized address: "<line1>, <City>, <ST> <ZIP>". */
export function normalizeAddress(a: Address): string {
  return `${normalLine1(a)}, ${a.city}, ${a.state}${a.zip ? ` ${a.zip}` : ''}`;
}

export function isStreetAddress(a: Address | null | undefined): a is Address {
  return !!a && !a.poBox && !!a.street;
}
