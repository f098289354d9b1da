import { addDays, dateBetween, indexName, makeAddress, makeLegal, pickPlace } from '../facts';
import { labelled, signature } from '../format';
import { residenceStreet } from '../truth';
import { notaryBlock, type Template, Voice, venue } from './common';
import { makeEstateFacts, recordFamilyTruth } from './family-facts';
import { childrenText, heirsText, kinText, marriageText, placeText, residenceText } from './family-text';

/** Texas Estates Code §203.002 affidavit of facts concerning the identity of heirs. */
export const affidavitOfHeirship: Template = (input) => {
  const { rng, county, recorded, names, tb } = input;
  const v = new Voice(rng);
  const f = makeEstateFacts(rng, names, county, recorded);
  const signed = dateBetween(rng, addDays(f.death, 30), addDays(recorded, -3));
  const affiant = names.person();
  const affiantAddr = makeAddress(rng, pickPlace(rng, county), county.state);
  const knewSince = Number(f.death.slice(0, 4)) - rng.int(8, 45);
  const home = residenceStreet(f.residence);
  const legal = makeLegal(rng, county, home?.city ?? pickPlace(rng, county).city);
  const stateAddr = rng.chance(0.5) ? home : null;
  const witnesses = rng.chance(0.5) ? [names.person(), names.person()] : [];
  const witnessAddrs = witnesses.map(() => makeAddress(rng, pickPlace(rng, county), county.state));

  // Truth, from the same facts the wording below states.
  tb.setDecedent({
    person: f.family.decedent,
    death: f.death,
    place: f.deathPlace,
    residence: f.residence,
    marital: f.family.marriages.length === 0 ? 'single' : maritalOf(f),
  });
  tb.instrument = signed;
  tb.legal = legal;
  tb.statedProperty = stateAddr;
  tb.person(f.family.decedent, 'decedent', null, home);
  tb.grantor(f.family.decedent, 'decedent', home);
  tb.person(affiant, 'affiant', null, affiantAddr);
  recordFamilyTruth(tb, f);
  for (const h of f.heirs) tb.grantee(h.person, 'heir', h.address);
  witnesses.forEach((w, i) => {
    tb.person(w, 'witness', null, witnessAddrs[i] ?? null);
  });

  const dec = v.name(f.family.decedent, true);
  const place = placeText(v, f.deathPlace, f.hospital);
  const res = residenceText(v, f.residence);
  const lines: string[] = [];
  if (rng.chance(0.5)) {
    lines.push(
      ...v.heading(rng.pick(['Affidavit of Facts Concerning Identity of Heirs', 'Affidavit of Heirship'])),
      ...labelled('Date:', v.date(signed), 16),
      ...labelled('Decedent:', dec, 16),
      ...labelled('Property:', legal, 16),
      ...labelled('Affiant:', v.name(affiant), 16),
      '',
      ...v.para(
        'Affiant on oath swears that the following statements are true and are within the personal knowledge of Affiant:',
        '',
        '',
      ),
      '',
    );
    const paras = [
      `My name is ${v.name(affiant)}, and I live at ${v.address(affiantAddr)}. I am personally familiar with the family and marital history of ${dec}, Decedent, and I have personal knowledge of the facts stated in this affidavit.`,
      `I knew Decedent from ${knewSince} until the date of death. Decedent died on ${v.date(f.death)}.${place ? ` Decedent's place of death was ${place}.` : ''}${res ? ` At the time of Decedent's death, Decedent's residence was ${res}.` : ''}`,
      `Decedent's marital history was as follows: ${marriageText(v, f)}`,
      childrenText(v, f),
      ...(f.family.children.length === 0 ? [kinText(v, f)] : []),
      'Decedent died without leaving a written will. There has been no administration of Decedent\u0027s estate and none is necessary.',
      'Decedent left no debts that are unpaid, except: none. There are no unpaid estate or inheritance taxes.',
      ...(stateAddr
        ? [
            `To the best of Affiant's knowledge, Decedent owned an interest in the Property located at ${v.address(stateAddr)}.`,
          ]
        : []),
      `The following are the heirs of Decedent: ${heirsText(v, f, rng.chance(0.5))}.`,
    ];
    paras.forEach((p, i) => {
      lines.push(...v.para(p, '    ', `${String(i + 1)}.`.padEnd(4)), '');
    });
  } else {
    lines.push(...v.heading('Affidavit of Heirship and Family History'), ...venue(rng, county), '');
    lines.push(
      ...v.para(
        `Personally appeared before me, the undersigned notary, ${v.name(affiant)}, who being duly sworn states that the following facts are true and within affiant's personal knowledge:`,
        '',
        '',
      ),
      '',
    );
    const col = 18;
    const block = (label: string, text: string) => [...labelled(label, v.text(text), col), ''];
    lines.push(
      ...block(
        'AFFIANT:',
        `${v.name(affiant)}, ${v.address(affiantAddr)}. Affiant knew the deceased since ${knewSince} and is not an heir.`,
      ),
      ...labelled('DECEASED:', dec, col),
      ...labelled('DIED:', `${v.date(f.death)}${place ? `, at ${place}` : ''}`, col),
      ...(res ? labelled('LAST RESIDENCE:', v.text(res), col) : []),
      ...labelled(
        'WILL:',
        v.text('The deceased left no will and no administration is pending or necessary.'),
        col,
      ),
      '',
      ...block('MARRIAGES:', marriageText(v, f)),
      ...block('CHILDREN:', childrenText(v, f)),
      ...(f.family.children.length === 0 ? block('OTHER FAMILY:', kinText(v, f)) : []),
      ...block(
        'PROPERTY:',
        `${legal}${stateAddr ? `${legal.endsWith('.') ? ' Commonly known as' : ', commonly known as'} ${v.address(stateAddr)}.` : ''}`,
      ),
      ...block('HEIRS:', `${heirsText(v, f, true)}.`),
    );
  }
  lines.push(...signature(v.name(affiant), ['Affiant']));
  witnesses.forEach((w, i) => {
    const a = witnessAddrs[i];
    lines.push(...signature(v.name(w), [...(a ? [v.address(a)] : []), 'Witness'], 37, 2));
  });
  const signers = [affiant, ...witnesses].map((p) => v.name(p)).join(', ');
  lines.push(...notaryBlock(input, v, { signers, date: signed, jurat: true }));
  return {
    docType: rng.pick(['AFFIDAVIT OF HEIRSHIP', 'AFF HEIRSHIP', 'AFFIDAVIT']),
    lines,
    grantors: [indexName(f.family.decedent)],
    grantees: f.heirs.map((h) => indexName(h.person)),
    propertyCity: stateAddr?.city ?? home?.city ?? null,
  };
};

function maritalOf(f: ReturnType<typeof makeEstateFacts>): 'married' | 'widowed' | 'divorced' {
  const last = f.family.marriages[f.family.marriages.length - 1];
  return last?.end === 'current' ? 'married' : last?.end === 'death' ? 'widowed' : 'divorced';
}
