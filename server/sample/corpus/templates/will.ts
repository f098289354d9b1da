import { addDays, dateBetween, indexName, makeAddress, makeLegal, pickPlace } from '../facts';
import { centre, signature } from '../format';
import { stateName } from '../truth';
import { notaryBlock, type Template, Voice } from './common';

/** A recorded will with attesting witnesses and a self-proving affidavit, after the order admitting it. */
export const will: Template = (input) => {
  const { rng, county, recorded, names, tb } = input;
  const v = new Voice(rng, { allCaps: false });
  const st = stateName(county.state);
  const testator = names.person();
  const married = rng.chance(0.65);
  const spouse = married
    ? names.person({ gender: testator.gender === 'M' ? 'F' : 'M', last: testator.last })
    : null;
  const kids = Array.from({ length: rng.int(married ? 0 : 1, 3) }, () =>
    names.person({ last: testator.last }),
  );
  const willDate = dateBetween(rng, addDays(recorded, -6000), addDays(recorded, -500));
  const death = dateBetween(rng, addDays(willDate, 200), addDays(recorded, -90));
  const admitted = dateBetween(rng, addDays(death, 30), addDays(recorded, -5));
  const home = pickPlace(rng, county);
  const homeAddr = rng.chance(0.6) ? makeAddress(rng, home, county.state) : null;
  // Recited mid-sentence, so without its closing period.
  const legal = makeLegal(rng, county, home.city).replace(/\.$/, '');
  const deathCity = rng.chance(0.6) ? pickPlace(rng, county).city : null;
  const witnesses = [names.person(), names.person()];
  const primary = spouse ? [spouse] : kids;
  const contingent = spouse ? kids : [];
  const executor = spouse ?? kids[0]!;
  const rel = (p: typeof testator) => (p === spouse ? 'spouse' : p.gender === 'M' ? 'son' : 'daughter');
  const pron = testator.gender === 'M' ? 'wife' : 'husband';

  tb.setDecedent({
    person: testator,
    death,
    place: deathCity ? { city: deathCity, county: null, state: county.state } : null,
    residence: { city: home.city, state: county.state },
    marital: married ? 'married' : null,
  });
  tb.instrument = willDate;
  tb.legal = legal;
  tb.statedProperty = homeAddr;
  tb.person(testator, 'decedent');
  tb.grantor(testator, 'decedent', null);
  for (const p of primary) tb.grantee(p, 'beneficiary', null);
  tb.person(executor, 'executor', rel(executor));
  for (const p of [...primary, ...contingent]) tb.person(p, 'beneficiary', rel(p));
  for (const w of witnesses) tb.person(w, 'witness');
  tb.other(admitted, 'probate_admitted');

  const T = v.name(testator, true);
  const lines: string[] = [
    `CAUSE NO. ${rng.int(10000, 99999)}`,
    '',
    ...v.heading('Order Admitting Will to Probate'),
    ...v.para(
      `On this day the Court heard the Application for Probate of the Will of ${T} ("Decedent"). The Court finds that Decedent died on ${v.date(death)}${deathCity ? ` in ${deathCity}, ${st}` : ''}; that the Court has jurisdiction and venue; and that Decedent left a valid Will dated ${v.date(willDate)}, which was executed with the formalities required by law and was not revoked. It is therefore ORDERED that the Will is admitted to probate.`,
    ),
    '',
    `SIGNED on ${v.date(admitted)}.`,
    ...signature('JUDGE PRESIDING', []),
    '\f',
    centre('LAST WILL AND TESTAMENT'),
    centre('OF'),
    centre(T),
    '',
    ...v.para(
      `I, ${T}, a resident of ${home.city}, ${county.name} County, ${st}, make this my Last Will, and revoke all earlier wills and codicils.`,
    ),
    '',
    centre('ARTICLE I'),
    centre('FAMILY'),
    '',
    ...v.para(
      `${spouse ? `My ${pron} is ${v.name(spouse, true)}. ` : 'I am not married. '}${kids.length ? `My ${kids.length === 1 ? 'child is' : 'children are'} ${kids.map((k) => `${v.name(k, true)} (my ${k.gender === 'M' ? 'son' : 'daughter'})`).join(', ')}.` : 'I have no children.'}`,
    ),
    '',
    centre('ARTICLE II'),
    centre('DISPOSITION'),
    '',
    ...v.para(
      `I leave all of my property, including ${homeAddr ? `my home at ${v.address(homeAddr)}, described as ` : 'the real property described as '}${legal}, to ${spouse ? `my ${pron}, ${v.name(spouse, true)}` : `my children, ${kids.map((k) => v.name(k, true)).join(' and ')}, in equal shares`}.${contingent.length ? ` If my ${pron} does not survive me by thirty days, I leave all of my property to my children, ${contingent.map((k) => v.name(k, true)).join(' and ')}, in equal shares.` : ''}`,
    ),
    '',
    centre('ARTICLE III'),
    centre('EXECUTOR'),
    '',
    ...v.para(
      `I name ${v.name(executor, true)} Independent Executor of this Will. No bond shall be required.`,
    ),
    '',
    ...v.para(`IN WITNESS WHEREOF, I have signed this Will on ${v.date(willDate)}.`),
    ...signature(T, ['Testator']),
    '',
    ...v.para(
      `The foregoing instrument was, on the date last above written, signed and declared by ${T}, the Testator, to be the Testator's Last Will and Testament in our presence, and we have signed our names below as attesting witnesses.`,
    ),
    ...witnesses.flatMap((w) => signature(v.name(w), ['Witness'], 40, 1)),
    ...v.heading('Self-Proving Affidavit'),
  ];
  lines.push(
    ...notaryBlock(input, v, {
      signers: `${T}, the Testator, and ${witnesses.map((w) => v.name(w)).join(' and ')}, witnesses`,
      date: willDate,
      jurat: true,
    }),
  );
  return {
    docType: rng.pick(['WILL', 'LAST WILL AND TESTAMENT', 'PROBATE WILL']),
    lines,
    grantors: [indexName(testator)],
    grantees: primary.map(indexName),
    propertyCity: homeAddr?.city ?? home.city,
  };
};
