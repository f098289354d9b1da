import { addDays, dateBetween, indexName, makeAddress, makeLegal, maritalStatus, pickPlace } from '../facts';
import { money, signature } from '../format';
import { residenceStreet } from '../truth';
import { notaryBlock, type Template, Voice } from './common';
import { makeEstateFacts, recordFamilyTruth } from './family-facts';
import { childrenText, heirsText, kinText, marriageText, placeText, residenceText } from './family-text';

/** Texas Estates Code ch. 205 small estate affidavits and California Probate Code §13100 / §13200 affidavits. */
export const smallEstateAffidavit: Template = (input) => {
  const { rng, county, recorded, names, tb } = input;
  const v = new Voice(rng, { allCaps: false });
  const f = makeEstateFacts(rng, names, county, recorded, { minDaysSinceDeath: 75 });
  const signed = dateBetween(rng, addDays(f.death, 45), addDays(recorded, -20));
  const home = residenceStreet(f.residence);
  const ca = county.state === 'CA';
  const realProperty = !ca || rng.chance(0.5);
  const legal = realProperty ? makeLegal(rng, county, home?.city ?? pickPlace(rng, county).city) : null;
  const propAddr =
    realProperty && rng.chance(0.6) ? (home ?? makeAddress(rng, pickPlace(rng, county), county.state)) : null;
  const witnesses = ca ? [] : [names.person(), names.person()];
  const witnessAddrs = witnesses.map(() => makeAddress(rng, pickPlace(rng, county), county.state));
  const order = ca ? null : dateBetween(rng, addDays(signed, 7), addDays(recorded, -1));
  const tellsFamily = !ca;

  tb.setDecedent({
    person: f.family.decedent,
    death: f.death,
    place: f.deathPlace,
    residence: f.residence,
    marital: tellsFamily ? maritalStatus(f.family) : null,
  });
  tb.instrument = signed;
  tb.legal = legal;
  tb.statedProperty = propAddr;
  tb.person(f.family.decedent, 'decedent', null, home);
  tb.grantor(f.family.decedent, 'decedent', home);
  if (tellsFamily) recordFamilyTruth(tb, f);
  for (const h of f.heirs) {
    tb.person(h.person, 'heir', h.relationship, h.address);
    tb.grantee(h.person, 'heir', h.address);
  }
  witnesses.forEach((w, i) => {
    tb.person(w, 'witness', null, witnessAddrs[i] ?? null);
  });
  if (order) tb.other(order, 'court_order');

  const dec = v.name(f.family.decedent, true);
  const place = placeText(v, f.deathPlace, null);
  const res = residenceText(v, f.residence);
  const relWord = (r: string) => (r === 'grandchild' ? rng.pick(['grandchild', 'grandchild']) : r);
  const lines: string[] = [];
  if (ca) {
    lines.push(
      ...v.heading(
        realProperty
          ? 'Affidavit re Real Property of Small Value'
          : 'Declaration for Collection of Personal Property',
      ),
      `                ${realProperty ? 'California Probate Code Section 13200' : 'California Probate Code Sections 13100-13106'}`,
      '',
      'The undersigned state(s) as follows:',
      '',
    );
    const paras = [
      `${dec} died on ${v.date(f.death)}${place ? `, in ${place}` : ''}.`,
      `At least ${realProperty ? 'six months' : '40 days'} have elapsed since the death of the decedent, as shown in a certified copy of the decedent's death certificate attached to this affidavit.`,
      '[X] No proceeding is now being or has been conducted in California for administration of the decedent\u0027s estate.',
      `The gross value of the decedent's real and personal property in California does not exceed ${money(rng.pick([166250, 184500, 208850]))}.${res ? ` The decedent's last residence was ${res}.` : ''}`,
      realProperty
        ? `The real property is described as: ${legal}${propAddr ? ` Commonly known as ${v.address(propAddr)}.` : ''}`
        : 'The decedent owned no real property in California. The property to be transferred is a deposit account and a motor vehicle.',
      `The successor(s) of the decedent, as defined in Probate Code section 13006, is/are: ${f.heirs
        .map(
          (h) =>
            `${v.name(h.person, true)} (${relWord(h.relationship)})${h.address ? `, ${v.address(h.address)}` : ''}`,
        )
        .join('; ')}.`,
      'No other person has a superior right to the interest of the decedent in the described property.',
    ];
    paras.forEach((p, i) => {
      lines.push(...v.para(p, '    ', `${i + 1}.`.padEnd(4)), '');
    });
    lines.push(
      'I declare under penalty of perjury under the laws of the State of California',
      'that the foregoing is true and correct.',
      '',
      `Dated: ${v.date(signed, 'numeric')}`,
    );
    for (const h of f.heirs) lines.push(...signature(v.name(h.person, true), ['Successor'], 40, 2));
  } else {
    const cause = `${recorded.slice(2, 4)}-${rng.int(1000, 9999)}-CP${rng.int(1, 4)}`;
    lines.push(
      `CAUSE NO. ${cause}`,
      '',
      `${`ESTATE OF`.padEnd(34)}§     IN THE COUNTY COURT`,
      `${dec.padEnd(34)}§`,
      `${'DECEASED'.padEnd(34)}§     ${county.name.toUpperCase()} COUNTY, TEXAS`,
      ...v.heading('Small Estate Affidavit and Order'),
      ...v.para(
        'The undersigned Affiants, being all of the distributees of the estate and two disinterested witnesses, appeared before the undersigned officer and, upon oath, stated that the following facts are true:',
      ),
      '',
    );
    const paras = [
      `Decedent, ${dec}, died on ${v.date(f.death, 'numeric')}${place ? ` in ${place}` : ''}. More than 30 days have elapsed since Decedent's death.`,
      `Decedent was domiciled in ${county.name} County, Texas${res ? `, residing at ${res}` : ''}. Decedent died without a will and no administration is pending or necessary.`,
      'The value of the entire assets of the estate, not including homestead and exempt property, does not exceed $75,000.00 and exceeds the known liabilities.',
      `Estate assets: Homestead (EXEMPT): ${legal}${propAddr ? `${legal?.endsWith('.') ? ' Known as' : ', known as'} ${v.address(propAddr)}.` : ''} Value: ${money(rng.int(90, 420) * 1000)}.`,
      `Family history: ${marriageText(v, f)} ${childrenText(v, f)} ${f.family.children.length === 0 ? kinText(v, f) : ''}`,
      `The distributees of the estate are: ${heirsText(v, f, true)}, with their addresses as stated above.`,
    ];
    paras.forEach((p, i) => {
      lines.push(...v.para(p, '     ', `${String.fromCharCode(65 + i)}.`.padEnd(5)), '');
    });
    for (const h of f.heirs) lines.push(...signature(v.name(h.person), ['Distributee'], 40, 2));
    witnesses.forEach((w, i) => {
      const a = witnessAddrs[i];
      lines.push(...signature(v.name(w), [a ? v.address(a) : '', 'Disinterested Witness'], 37, 2));
    });
  }
  const signers = [...f.heirs.map((h) => h.person), ...witnesses].map((p) => v.name(p)).join(', ');
  lines.push(...notaryBlock(input, v, { signers, date: signed, jurat: true }));
  if (order) {
    lines.push(
      '\f',
      ...v.heading('Order Approving Small Estate Affidavit'),
      ...v.para(
        `On ${v.date(order)}, the Court considered the foregoing Small Estate Affidavit of the Estate of ${dec}, Deceased, and finds that it conforms to the terms of Chapter 205 of the Texas Estates Code. It is therefore ORDERED that the Affidavit is APPROVED.`,
      ),
      '',
      `SIGNED ${v.date(order).toUpperCase()}.`,
      ...signature('JUDGE PRESIDING', []),
    );
  }
  return {
    docType: rng.pick(['SMALL ESTATE AFFIDAVIT', 'SMALL ESTATE', 'AFFIDAVIT']),
    lines,
    grantors: [indexName(f.family.decedent)],
    grantees: f.heirs.map((h) => indexName(h.person)),
    propertyCity: propAddr?.city ?? null,
  };
};
