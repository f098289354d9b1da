import type { Rng } from '../../rng';
import { type Address, type AddressStyle, randomAddressStyle, renderAddress } from '../address';
import type { CorpusCounty } from '../counties';
import { fullName, type NameBook, type Person } from '../facts';
import { centre, type DateStyle, fmtDate, signature, wrap } from '../format';
import { stateName, type TruthBuilder } from '../truth';

/** What every template gets: the facts sources and the truth being built alongside the wording. */
export type TemplateInput = {
  rng: Rng;
  county: CorpusCounty;
  /** Recording date of the instrument (the stamp's date). */
  recorded: string;
  names: NameBook;
  tb: TruthBuilder;
};

/** What a template produces: the body lines ("\f" forces a page break) and the portal's index fields. */
export type TemplateOutput = {
  docType: string;
  lines: string[];
  grantors: string[];
  grantees: string[];
  propertyCity: string | null;
};

export type Template = (input: TemplateInput) => TemplateOutput;

/** Per-document writing choices, so one document is internally consistent. */
export class Voice {
  readonly caps: boolean;
  readonly addr: AddressStyle;
  readonly dateStyle: DateStyle;
  constructor(
    readonly rng: Rng,
    opts: { allCaps?: boolean } = {},
  ) {
    this.caps = opts.allCaps ?? rng.chance(0.15);
    this.addr = randomAddressStyle(rng, this.caps);
    this.dateStyle = rng.pick(['long', 'long', 'longOrdinal', 'dayOfThe'] as const);
  }
  /** A name as written: ALL CAPS in caps documents, otherwise mixed case. */
  name(p: Person, forceCaps = false): string {
    return this.caps || forceCaps ? fullName(p).toUpperCase() : fullName(p);
  }
  address(a: Address): string {
    return renderAddress(a, this.addr);
  }
  date(iso: string, style: DateStyle = this.dateStyle): string {
    const s = fmtDate(iso, style);
    return this.caps ? s.toUpperCase() : s;
  }
  text(s: string): string {
    return this.caps ? s.toUpperCase() : s;
  }
  para(s: string, indent = '', first = '     '): string[] {
    return wrap(this.text(s), 78, indent, indent + first);
  }
  heading(s: string): string[] {
    return ['', centre(s.toUpperCase()), ''];
  }
}

/** Venue caption "STATE OF TEXAS / COUNTY OF X" in one of several layouts. */
export function venue(rng: Rng, county: CorpusCounty): string[] {
  const st = stateName(county.state).toUpperCase();
  const co = county.name.toUpperCase();
  const style = rng.int(0, 2);
  if (style === 0) return [`STATE OF ${st}`, `COUNTY OF ${co}`];
  if (style === 1) {
    const w = Math.max(st.length, co.length) + 12;
    return [`${`STATE OF ${st}`.padEnd(w)})`, `${' '.repeat(w)}) ss.`, `${`COUNTY OF ${co}`.padEnd(w)})`];
  }
  const w = Math.max(st.length, co.length) + 14;
  return [`${`THE STATE OF ${st}`.padEnd(w)}§`, `${`COUNTY OF ${co}`.padEnd(w)}§`];
}

/** Notary acknowledgment or jurat; records the notary in the truth. */
export function notaryBlock(
  input: TemplateInput,
  v: Voice,
  opts: { signers: string; date: string; jurat?: boolean },
): string[] {
  const { rng, county, tb, names } = input;
  const notary = names.person();
  tb.person(notary, 'notary');
  const nName = v.caps || rng.chance(0.2) ? fullName(notary).toUpperCase() : fullName(notary);
  const st = stateName(county.state);
  const body = opts.jurat
    ? rng.pick([
        `Subscribed and sworn to (or affirmed) before me on ${fmtDate(opts.date, 'dayOfThe')}, by ${opts.signers}, proved to me on the basis of satisfactory evidence to be the person(s) who appeared before me.`,
        `SWORN TO AND SUBSCRIBED before me by ${opts.signers} on ${fmtDate(opts.date, 'long')}.`,
      ])
    : rng.pick([
        `This instrument was acknowledged before me on ${fmtDate(opts.date, 'long')}, by ${opts.signers}.`,
        `The foregoing instrument was acknowledged before me this ${fmtDate(opts.date, 'dayOf')}, by ${opts.signers}.`,
        `On ${fmtDate(opts.date, 'long')}, before me, the undersigned notary public, personally appeared ${opts.signers}, personally known to me or proved to me on the basis of satisfactory evidence to be the person(s) whose name(s) is/are subscribed to the within instrument.`,
      ]);
  const captions = rng.pick([
    [`Notary Public, State of ${st}`],
    [
      'Notary Public',
      `My commission expires: ${fmtDate(`${Number(input.recorded.slice(0, 4)) + rng.int(1, 4)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'numeric')}`,
    ],
    [`Notary Public in and for the State of ${st}`],
    ['Notary Public', `Commission # ${rng.int(1_000_000, 2_999_999)}`],
  ]);
  return ['', ...venue(rng, county), '', ...v.para(body), ...signature(nName, captions, 40, 3)];
}

/** "Prepared by / return to" block naming an attorney (truth role `preparer`). */
export function preparerBlock(input: TemplateInput, v: Voice, place: Address): string[] {
  const { rng, tb, names } = input;
  const atty = names.person({ middle: 'initial' });
  tb.person(atty, 'preparer', null, place);
  const label = rng.pick([
    'This instrument prepared by:',
    'AFTER RECORDING RETURN TO:',
    'Prepared by and return to:',
  ]);
  return [
    label,
    `   ${fullName(atty)}${rng.chance(0.5) ? ', Esq.' : ', Attorney at Law'}`,
    `   ${v.address(place)}`,
    '',
  ];
}
