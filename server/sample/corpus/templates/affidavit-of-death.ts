import { addDays, dateBetween, indexName, makeAddress, makeLegal, pickPlace } from '../facts';
import { signature } from '../format';
import { stateName } from '../truth';
import { notaryBlock, type Template, Voice } from './common';

/**
 * Affidavits of death: of a joint tenant (Cal. Prob. Code §210 and its AZ/WA equivalents), of a trustee
 * (successor trustee takes over), and of a transferor under a transfer-on-death deed.
 */
export const affidavitOfDeath: Template = (input) => {
  const { rng, county, recorded, names, tb } = input;
  const v = new Voice(rng, { allCaps: false });
  const st = stateName(county.state);
  const kind = county.state === 'CA' ? rng.pick(['joint_tenant', 'trustee', 'tod'] as const) : 'joint_tenant';
  const decedent = names.person();
  const spouse = kind === 'joint_tenant' && rng.chance(0.7);
  const affiant = names.person(
    spouse ? { gender: decedent.gender === 'M' ? 'F' : 'M', last: decedent.last } : {},
  );
  const death = dateBetween(rng, addDays(recorded, -500), addDays(recorded, -20));
  const signed = dateBetween(rng, addDays(death, 10), addDays(recorded, -1));
  const vestDated = dateBetween(rng, addDays(death, -9000), addDays(death, -400));
  const vestRecorded = addDays(vestDated, rng.int(2, 20));
  const place = pickPlace(rng, county);
  const deathCity = rng.chance(0.7) ? pickPlace(rng, county).city : null;
  const legal = makeLegal(rng, county, place.city);
  const propAddr = rng.chance(0.55) ? makeAddress(rng, place, county.state) : null;
  const affAddr = rng.chance(0.7)
    ? propAddr && rng.chance(0.5)
      ? propAddr
      : makeAddress(rng, pickPlace(rng, county), county.state)
    : null;
  const role =
    kind === 'joint_tenant'
      ? 'surviving_joint_tenant'
      : kind === 'trustee'
        ? 'successor_trustee'
        : 'beneficiary';
  const trustName = `The ${decedent.last} Family Trust`;
  const docNo = `${vestRecorded.slice(0, 4)}${rng.int(100000, 999999)}`;

  tb.setDecedent({
    person: decedent,
    death,
    place: deathCity ? { city: deathCity, county: null, state: county.state } : null,
    residence: null,
    marital: spouse ? 'married' : null,
  });
  tb.instrument = signed;
  tb.legal = legal;
  tb.statedProperty = propAddr;
  tb.person(decedent, 'decedent');
  tb.grantor(decedent, 'decedent', null);
  tb.grantee(affiant, role, affAddr);
  tb.person(affiant, role, spouse ? 'spouse' : null, affAddr);
  tb.other(
    vestDated,
    kind === 'trustee' ? 'trust_dated' : kind === 'tod' ? 'beneficiary_deed_dated' : 'vesting_deed_dated',
  );
  if (kind !== 'trustee') tb.other(vestRecorded, 'vesting_deed_recorded');

  const dec = v.name(decedent, true);
  const aff = v.name(affiant, true);
  const title =
    kind === 'joint_tenant'
      ? rng.pick(['Affidavit of Death of Joint Tenant', 'Affidavit - Death of Joint Tenant'])
      : kind === 'trustee'
        ? 'Affidavit of Death of Trustee'
        : 'Affidavit of Death of Transferor';
  const lines: string[] = [];
  if (rng.chance(0.6) || !affAddr) {
    lines.push('RECORDING REQUESTED BY AND WHEN RECORDED MAIL TO:', `   ${v.name(affiant)}`);
    if (affAddr) lines.push(`   ${v.address(affAddr)}`);
    lines.push(
      '',
      `APN: ${rng.int(100, 999)}-${rng.int(10, 99)}-${String(rng.int(1, 999)).padStart(3, '0')}`,
      '',
    );
  }
  lines.push(...v.heading(title));
  const vesting =
    kind === 'trustee'
      ? `is the same person named as trustee of ${trustName}, dated ${v.date(vestDated)}, in which title to the following described property is vested:`
      : kind === 'tod'
        ? `is the transferor named in the Revocable Transfer on Death Deed dated ${v.date(vestDated)} and recorded ${v.date(vestRecorded)} as Document No. ${docNo} in the Official Records of ${county.name} County, affecting the following described property:`
        : `is the same person as ${dec} named as one of the parties in the deed dated ${v.date(vestDated)} and recorded ${v.date(vestRecorded)} as Instrument No. ${docNo}, Official Records of ${county.name} County, ${st}, in which title to the following described property was vested as joint tenants:`;
  lines.push(
    ...v.para(
      `${aff}, of legal age, being first duly sworn, deposes and says: That ${dec}, the decedent mentioned in the attached certified copy of Certificate of Death, ${vesting}`,
      '',
      '',
    ),
    '',
    ...v.para(
      `${legal}${propAddr ? `${legal.endsWith('.') ? ' Commonly known as' : ', commonly known as'} ${v.address(propAddr)}.` : ''}`,
    ),
    '',
  );
  const capacity =
    kind === 'joint_tenant'
      ? `affiant${spouse ? `, ${decedent.gender === 'M' ? 'his wife' : 'her husband'},` : ''} is the surviving joint tenant`
      : kind === 'trustee'
        ? 'affiant is the successor trustee named in said trust and has accepted the trusteeship'
        : 'affiant is the beneficiary named in said deed';
  lines.push(
    ...v.para(
      `That the said decedent died on ${v.date(death)}${deathCity ? `, in ${deathCity}, ${st}` : ''}, and that ${capacity}${affAddr ? `, residing at ${v.address(affAddr)}` : ''}.`,
      '',
      '',
    ),
    '',
    `Dated: ${v.date(signed)}`,
    ...signature(aff, ['Affiant']),
  );
  lines.push(...notaryBlock(input, v, { signers: v.name(affiant), date: signed, jurat: true }));
  return {
    docType: rng.pick(['AFFIDAVIT OF DEATH', 'AFFIDAVIT DEATH JOINT TENANT', 'AFFIDAVIT']),
    lines,
    grantors: [indexName(decedent)],
    grantees: [indexName(affiant)],
    propertyCity: propAddr?.city ?? null,
  };
};
