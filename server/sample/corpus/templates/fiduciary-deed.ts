import type { Address } from '../address';
import {
  addDays,
  dateBetween,
  indexName,
  makeAddress,
  makeFarAddress,
  makeLegal,
  makePoBox,
  type Person,
  pickPlace,
} from '../facts';
import { money, numberWords, signature } from '../format';
import { stateName } from '../truth';
import { notaryBlock, preparerBlock, type TemplateInput, type TemplateOutput, Voice } from './common';

export type FiduciaryKind = 'executor' | 'administrator' | 'personal_representative';

const TITLES: Record<FiduciaryKind, string[]> = {
  executor: ["EXECUTOR'S DEED", "INDEPENDENT EXECUTOR'S DEED", "EXECUTRIX'S DEED"],
  administrator: ["ADMINISTRATOR'S DEED", "ADMINISTRATOR'S DEED WITHOUT WARRANTY"],
  personal_representative: ["PERSONAL REPRESENTATIVE'S DEED", "PERSONAL REPRESENTATIVE'S DISTRIBUTIVE DEED"],
};

const CAPACITY: Record<FiduciaryKind, string> = {
  executor: 'Executor',
  administrator: 'Administrator',
  personal_representative: 'Personal Representative',
};

/**
 * Deeds by a fiduciary of an estate: Texas "KNOW ALL MEN" executor's deeds, New York "THIS INDENTURE"
 * executor's and administrator's deeds, and CO/AZ/FL/WA personal representative's deeds.
 */
export function fiduciaryDeed(input: TemplateInput, kind: FiduciaryKind): TemplateOutput {
  const { rng, county, recorded, names, tb } = input;
  const v = new Voice(rng, { allCaps: false });
  const st = stateName(county.state);
  const decedent = names.person();
  const fiduciary = names.person();
  const relativeFid = rng.chance(0.6);
  const death = dateBetween(rng, addDays(recorded, -900), addDays(recorded, -120));
  const letters = dateBetween(rng, addDays(death, 30), addDays(death, 100));
  const signed = dateBetween(rng, addDays(letters, 20), addDays(recorded, -2));
  const willDated =
    kind === 'executor' && rng.chance(0.5)
      ? dateBetween(rng, addDays(death, -4000), addDays(death, -200))
      : null;
  const distribution = kind === 'personal_representative' && rng.chance(0.5);
  const grantees: Person[] = distribution
    ? Array.from({ length: rng.int(1, 2) }, () => names.person({ last: decedent.last }))
    : [names.person()];
  const place = pickPlace(rng, county);
  const propAddr = rng.chance(0.7) ? makeAddress(rng, place, county.state) : null;
  const granteeAddrs: (Address | null)[] = grantees.map(() =>
    rng.chance(0.75)
      ? rng.chance(0.15)
        ? makePoBox(rng, pickPlace(rng, county), county.state)
        : rng.chance(0.2)
          ? makeFarAddress(rng)
          : makeAddress(rng, pickPlace(rng, county), county.state)
      : null,
  );
  const fidAddr = rng.chance(0.4) ? makeAddress(rng, pickPlace(rng, county), county.state) : null;
  const legal = makeLegal(rng, county, place.city);
  const price = distribution ? null : rng.chance(0.45) ? rng.int(60, 900) * 1000 + rng.pick([0, 0, 500]) : 10;
  const cause = `${rng.pick(['PR-', '', `${recorded.slice(2, 4)}-CP-`, `${recorded.slice(0, 4)}PR`])}${rng.int(1000, 99999)}`;
  const court =
    county.state === 'NY'
      ? `the Surrogate's Court of ${county.name} County`
      : county.state === 'TX'
        ? `the County Court at Law No. ${rng.int(1, 4)} of ${county.name} County, Texas`
        : `the ${county.state === 'FL' ? 'Circuit' : county.state === 'CA' ? 'Superior' : 'District'} Court in and for the County of ${county.name}, State of ${st}`;
  const cap =
    kind === 'executor' && fiduciary.gender === 'F' && rng.chance(0.3) ? 'Executrix' : CAPACITY[kind];
  // Executor's deeds often leave the date of death to the probate record.
  const deathStated = kind !== 'executor' || rng.chance(0.6);

  // Truth.
  tb.setDecedent({
    person: decedent,
    death: deathStated ? death : null,
    place: null,
    residence: null,
    marital: null,
  });
  tb.instrument = signed;
  tb.legal = legal;
  tb.statedProperty = propAddr;
  tb.person(decedent, 'decedent');
  tb.grantor(fiduciary, kind, fidAddr);
  tb.person(fiduciary, kind, relativeFid ? (fiduciary.gender === 'M' ? 'son' : 'daughter') : null, fidAddr);
  grantees.forEach((g, i) => {
    tb.grantee(g, 'grantee', granteeAddrs[i] ?? null);
    tb.person(
      g,
      'grantee',
      distribution ? (g.gender === 'M' ? 'son' : 'daughter') : null,
      granteeAddrs[i] ?? null,
    );
  });
  tb.other(letters, 'letters_issued');
  if (willDated) tb.other(willDated, 'will_dated');
  if (price !== null)
    tb.consideration = price === 10 ? '$10.00 and other good and valuable consideration' : money(price);

  const fid = v.name(fiduciary, true);
  const dec = v.name(decedent, true);
  const gName = (g: Person, i: number) => {
    const a = granteeAddrs[i];
    return `${v.name(g, true)}${a ? `, ${rng.pick(['whose mailing address is', 'residing at', 'whose address is'])} ${v.address(a)}` : ''}`;
  };
  const granteeText = grantees.map(gName).join(', and ');
  const considerationText =
    price === null
      ? 'for the purpose of distributing the property to the persons entitled thereto, and for no other consideration'
      : price === 10
        ? 'for and in consideration of the sum of TEN DOLLARS ($10.00) cash and other good and valuable consideration in hand paid'
        : `in consideration of ${numberWords(price)} and 00/100 DOLLARS (${money(price)}), lawful money of the United States, paid`;
  const propertyText = `${legal}${propAddr ? `${legal.endsWith('.') ? ' Being the premises commonly known as' : ', and being commonly known as'} ${v.address(propAddr)}.` : ''}`;
  const relText = relativeFid ? ` (a ${fiduciary.gender === 'M' ? 'son' : 'daughter'} of the decedent)` : '';
  const fidWithAddr = `${fid}${relText}${fidAddr ? `, residing at ${v.address(fidAddr)},` : ''}`;
  const lettersText = `${kind === 'administrator' ? 'Letters of Administration' : kind === 'executor' ? 'Letters Testamentary' : 'Letters of Personal Representative'} having been issued by ${court} on ${v.date(letters)} (Cause No. ${cause})`;
  const deathText = deathStated
    ? `, who died ${kind === 'administrator' ? 'intestate ' : ''}on ${v.date(death)}`
    : '';
  const willText = willDated
    ? `, under the Last Will and Testament of the decedent dated ${v.date(willDated)}`
    : '';

  const lines: string[] = [];
  if (county.state !== 'NY' && rng.chance(0.4)) {
    const prepPlace = makeAddress(rng, pickPlace(rng, county), county.state, { unit: true });
    lines.push(...preparerBlock(input, v, prepPlace));
  }
  lines.push(...v.heading(rng.pick(TITLES[kind])));
  const style =
    county.state === 'NY'
      ? rng.pick(['indenture', 'deed'] as const)
      : county.state === 'TX'
        ? 'texas'
        : 'statutory';
  if (style === 'indenture' || style === 'deed') {
    lines.push(
      ...v.para(
        `${style === 'indenture' ? `THIS INDENTURE, made the ${v.date(signed, 'dayOf')}` : `THIS DEED, dated ${v.date(signed)}`}, between ${fidWithAddr} as ${cap} of the Estate of ${dec}, late of ${county.name} County, New York${deathText}${willText}, ${lettersText}, party of the first part, and ${granteeText}, party of the second part,`,
        '',
        '',
      ),
      '',
      ...v.para(
        `WITNESSETH, that the party of the first part, by virtue of the power and authority given by law, and ${considerationText} by the party of the second part, does hereby grant and release unto the party of the second part, the distributees or successors and assigns of the party of the second part forever, all the estate which the said decedent had at the time of decease in:`,
        '',
        '',
      ),
    );
  } else if (style === 'texas') {
    lines.push(
      'THE STATE OF TEXAS        §',
      '                          §     KNOW ALL MEN BY THESE PRESENTS:',
      `${`COUNTY OF ${county.name.toUpperCase()}`.padEnd(26)}§`,
      '',
      ...v.para(
        `THAT I, ${fidWithAddr} acting herein solely in my capacity as Independent ${cap} of the Estate of ${dec}, Deceased${deathText}${willText}, ${lettersText}, ${considerationText} by ${granteeText}, the receipt of which is hereby acknowledged, have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY unto the said Grantee all that certain lot, tract or parcel of land described as follows, to-wit:`,
        '',
        '',
      ),
    );
  } else {
    lines.push(
      ...v.para(
        `THIS DEED is made on ${v.date(signed)} by ${fidWithAddr} as ${cap} of the Estate of ${dec}, deceased${deathText}${willText}, Grantor, to ${granteeText}, Grantee${grantees.length > 1 ? 's, as tenants in common' : ''}.`,
        '',
        '',
      ),
      '',
      ...v.para(
        `WHEREAS, Grantor was duly appointed ${cap} of said Estate by ${court}, Case No. ${cause}, ${letters ? `on ${v.date(letters)}` : ''}, and is now qualified and acting in said capacity; NOW, THEREFORE, Grantor, ${considerationText}, does hereby convey, assign, transfer and release unto Grantee the following described real property situate in the County of ${county.name}, State of ${st}:`,
        '',
        '',
      ),
    );
  }
  lines.push('', ...v.para(propertyText, '', '     '), '');
  if (distribution) {
    const rels = grantees.map((g) => (g.gender === 'M' ? 'son' : 'daughter'));
    lines.push(
      ...v.para(
        `The Grantee${grantees.length > 1 ? 's are' : ' is'} the decedent's ${rels.join(' and ')}, entitled to distribution of the property under the decedent's estate.`,
      ),
      '',
    );
  }
  lines.push(
    ...v.para(
      rng.pick([
        'TO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto, unto the said Grantee forever, WITHOUT WARRANTY of any kind, express or implied.',
        'The Grantor covenants that the Grantor has not done or suffered anything whereby the said premises have been encumbered in any way whatever.',
        'With all appurtenances, subject to covenants, easements and restrictions of record.',
      ]),
    ),
  );
  lines.push(
    '',
    ...v.para(
      rng.pick([
        `Executed on ${v.date(signed)}.`,
        `WITNESS MY HAND this ${v.date(signed, 'dayOf')}.`,
        `Dated: ${v.date(signed)}`,
      ]),
      '',
      '',
    ),
    ...signature(`${fid}, ${cap}`, [`of the Estate of ${v.name(decedent)}, Deceased`], 26),
  );
  lines.push(
    ...notaryBlock(input, v, {
      signers: `${v.name(fiduciary)}, as ${cap} of the Estate of ${v.name(decedent)}`,
      date: signed,
    }),
  );
  return {
    docType: rng.pick(TITLES[kind]).replace(/'/g, ''),
    lines,
    grantors: [indexName(fiduciary), `${indexName(decedent)} ESTATE`],
    grantees: grantees.map(indexName),
    propertyCity: propAddr?.city ?? null,
  };
}
