import type { Rng } from '../../rng';
import type { Address } from '../address';
import type { CorpusCounty } from '../counties';
import {
  addDays,
  dateBetween,
  type Family,
  type HeirFact,
  intestateHeirs,
  makeAddress,
  makeFamily,
  makeFarAddress,
  makePoBox,
  type NameBook,
  pickPlace,
} from '../facts';
import type { Locale, Residence, TruthBuilder } from '../truth';

/** Facts shared by the heirship and small-estate templates: a decedent, a family and the heirs. */
export type EstateFacts = {
  family: Family;
  heirs: HeirFact[];
  death: string;
  deathPlace: Locale | null;
  hospital: string | null;
  residence: Residence | null;
};

export function makeEstateFacts(
  rng: Rng,
  names: NameBook,
  county: CorpusCounty,
  recorded: string,
  opts: { minDaysSinceDeath?: number } = {},
): EstateFacts {
  const death = dateBetween(
    rng,
    addDays(recorded, -365 * 3),
    addDays(recorded, -(opts.minDaysSinceDeath ?? 60)),
  );
  const addressFor = (): Address | null => {
    const r = rng.next();
    if (r < 0.62) return makeAddress(rng, pickPlace(rng, county), county.state);
    if (r < 0.72) return makePoBox(rng, pickPlace(rng, county), county.state);
    if (r < 0.88) return makeFarAddress(rng);
    return null;
  };
  let family = makeFamily(rng, names, { death, addressFor });
  let heirs = intestateHeirs(family);
  // An estate with no living heir is escheat, not an heirship affidavit: draw again.
  while (heirs.length === 0) {
    family = makeFamily(rng, names, { death, addressFor });
    heirs = intestateHeirs(family);
  }
  const home = pickPlace(rng, county);
  const r = rng.next();
  const residence: Residence | null =
    r < 0.7
      ? { address: makeAddress(rng, home, county.state, { unit: rng.chance(0.08) }) }
      : r < 0.85
        ? { city: home.city, state: county.state }
        : { county: county.name, state: county.state };
  const p = rng.next();
  const deathPlace: Locale | null =
    p < 0.6
      ? { city: pickPlace(rng, county).city, county: null, state: county.state }
      : p < 0.85
        ? { city: null, county: county.name, state: county.state }
        : null;
  const hospital =
    deathPlace?.city && rng.chance(0.4)
      ? rng.pick([
          'Memorial Hermann Hospital',
          'St. Luke Medical Center',
          'Methodist Hospital',
          'Covenant Medical Center',
        ])
      : null;
  return { family, heirs, death, deathPlace, hospital, residence };
}

/** Records the whole family in the truth with the README's roles and relationships. */
export function recordFamilyTruth(tb: TruthBuilder, f: EstateFacts): void {
  const heirNames = new Set(f.heirs.map((h) => h.person));
  for (const m of f.family.marriages) {
    const heir = heirNames.has(m.spouse);
    tb.person(
      m.spouse,
      heir ? 'heir' : 'family_member',
      m.end === 'divorce' ? 'former_spouse' : 'spouse',
      null,
    );
  }
  for (const c of f.family.children) {
    const rel = c.person.gender === 'M' ? 'son' : 'daughter';
    tb.person(c.person, heirNames.has(c.person) ? 'heir' : 'family_member', rel, c.address);
    for (const d of c.descendants) tb.person(d.person, 'heir', 'grandchild', d.address);
  }
  // Only heirs' addresses are written (templates print an address for takers alone).
  for (const k of f.family.parents) {
    const heir = heirNames.has(k.person);
    tb.person(k.person, heir ? 'heir' : 'family_member', 'parent', heir ? k.address : null);
  }
  for (const k of f.family.siblings) {
    const heir = heirNames.has(k.person);
    tb.person(k.person, heir ? 'heir' : 'family_member', 'sibling', heir ? k.address : null);
  }
}
