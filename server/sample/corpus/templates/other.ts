import type { Address } from '../address';
import {
  addDays,
  dateBetween,
  indexName,
  makeAddress,
  makeLegal,
  makePoBox,
  type Person,
  pickPlace,
} from '../facts';
import { joinAnd, money, numberWords, signature } from '../format';
import { LENDERS } from '../pools';
import { stateName } from '../truth';
import { notaryBlock, type Template, type TemplateInput, type TemplateOutput, Voice } from './common';

/** Instruments that are not estate documents: warranty deeds and releases of lien (no decedent). */
export const other: Template = (input) =>
  input.rng.chance(0.55) ? warrantyDeed(input) : releaseOfLien(input);

function warrantyDeed(input: TemplateInput): TemplateOutput {
  const { rng, county, recorded, names, tb } = input;
  const v = new Voice(rng);
  const st = stateName(county.state);
  const grantors = Array.from({ length: rng.int(1, 2) }, () => names.person());
  const grantees = Array.from({ length: rng.int(1, 2) }, () => names.person());
  const signed = dateBetween(rng, addDays(recorded, -40), addDays(recorded, -1));
  const place = pickPlace(rng, county);
  const legal = makeLegal(rng, county, place.city);
  const propAddr = rng.chance(0.6) ? makeAddress(rng, place, county.state) : null;
  const gteeAddr: Address | null = rng.chance(0.7)
    ? (propAddr ?? makeAddress(rng, place, county.state))
    : null;
  const price = rng.chance(0.5) ? 10 : rng.int(90, 950) * 1000;

  tb.instrument = signed;
  // Truth keeps the legal description as printed (upper case in an all-caps deed).
  tb.legal = v.text(legal);
  tb.statedProperty = propAddr;
  tb.consideration = price === 10 ? '$10.00 and other good and valuable consideration' : money(price);
  for (const g of grantors) {
    tb.grantor(g, 'grantor', null);
    tb.person(g, 'grantor');
  }
  for (const g of grantees) {
    tb.grantee(g, 'grantee', gteeAddr);
    tb.person(g, 'grantee', null, gteeAddr);
  }
  const gtors = joinAnd(grantors.map((p) => v.name(p, true)));
  const gtees = joinAnd(grantees.map((p) => v.name(p, true)));
  const considerationText =
    price === 10
      ? 'TEN AND NO/100 DOLLARS ($10.00) and other good and valuable consideration'
      : `${numberWords(price)} AND NO/100 DOLLARS (${money(price)})`;
  const lines = [
    ...v.heading(rng.pick(['Warranty Deed', 'General Warranty Deed'])),
    ...v.para(
      `${gtors}, ("Grantor"), for and in consideration of ${considerationText}, paid by ${gtees}${gteeAddr ? `, whose address is ${v.address(gteeAddr)}` : ''} ("Grantee"), the receipt of which is hereby acknowledged, does hereby GRANT, SELL and CONVEY to Grantee the following described real property in ${county.name} County, ${st}:`,
      '',
      '',
    ),
    '',
    ...v.para(
      `${legal}${propAddr ? `${legal.endsWith('.') ? ' Property Address:' : ', commonly known as'} ${v.address(propAddr)}.` : ''}`,
    ),
    '',
    ...v.para(
      'Grantor binds Grantor and Grantor\u0027s heirs to WARRANT AND FOREVER DEFEND all and singular the property to Grantee against every person whomsoever lawfully claiming the same or any part thereof.',
    ),
    '',
    `Dated: ${v.date(signed)}`,
    ...grantors.flatMap((g) => signature(v.name(g, true), ['Grantor'], 40, 2)),
    ...notaryBlock(input, v, { signers: joinAnd(grantors.map((p) => v.name(p))), date: signed }),
  ];
  return {
    docType: rng.pick(['WARRANTY DEED', 'DEED', 'WD']),
    lines,
    grantors: grantors.map(indexName),
    grantees: grantees.map(indexName),
    propertyCity: propAddr?.city ?? null,
  };
}

function releaseOfLien(input: TemplateInput): TemplateOutput {
  const { rng, county, recorded, names, tb } = input;
  const v = new Voice(rng, { allCaps: false });
  const st = stateName(county.state);
  const lender = rng.pick(LENDERS);
  const borrowers: Person[] = [names.person()];
  if (rng.chance(0.5)) borrowers.push(names.person({ last: borrowers[0]!.last }));
  const officer = names.person();
  const signed = dateBetween(rng, addDays(recorded, -30), addDays(recorded, -1));
  const lienDated = dateBetween(rng, addDays(recorded, -365 * 20), addDays(recorded, -365));
  const lienRecorded = addDays(lienDated, rng.int(1, 15));
  const place = pickPlace(rng, county);
  const legal = makeLegal(rng, county, place.city);
  const bAddr = rng.chance(0.6)
    ? rng.chance(0.2)
      ? makePoBox(rng, place, county.state)
      : makeAddress(rng, place, county.state)
    : null;
  const instr = `${lienRecorded.slice(0, 4)}${rng.int(10000, 999999)}`;

  tb.instrument = signed;
  tb.legal = legal;
  tb.grantor(lender, 'lienholder', null);
  for (const b of borrowers) {
    tb.grantee(b, 'borrower', bAddr);
    tb.person(b, 'grantee', null, bAddr);
  }
  tb.person(officer, 'officer');
  tb.other(lienDated, 'lien_dated');
  tb.other(lienRecorded, 'lien_recorded');
  const bs = joinAnd(borrowers.map((b) => v.name(b, true)));
  const lines = [
    ...v.heading('Release of Lien'),
    ...v.para(
      `KNOW ALL PERSONS BY THESE PRESENTS: That ${lender.toUpperCase()}, the legal owner and holder of the note in the original principal sum of ${money(rng.int(60, 600) * 1000)} executed by ${bs}${bAddr ? `, whose address is ${v.address(bAddr)}` : ''}, and secured by a Deed of Trust dated ${v.date(lienDated)}, recorded on ${v.date(lienRecorded)} under Instrument No. ${instr} of the Official Public Records of ${county.name} County, ${st}, covering the following described property:`,
      '',
      '',
    ),
    '',
    ...v.para(legal),
    '',
    ...v.para(
      'for and in consideration of the full and final payment of said note, does hereby RELEASE and DISCHARGE the above described property from all liens held by the undersigned securing said indebtedness.',
      '',
      '',
    ),
    '',
    `EXECUTED ${v.date(signed)}.`,
    '',
    `${lender.toUpperCase()}`,
    ...signature(
      `By: ${v.name(officer)}`,
      [rng.pick(['Vice President', 'Assistant Secretary', 'Authorized Officer'])],
      0,
      2,
    ),
    ...notaryBlock(input, v, { signers: `${v.name(officer)}, on behalf of ${lender}`, date: signed }),
  ];
  return {
    docType: rng.pick(['RELEASE OF LIEN', 'RELEASE', 'REL LIEN']),
    lines,
    grantors: [lender.toUpperCase().replace(/[.,]/g, '')],
    grantees: borrowers.map(indexName),
    propertyCity: null,
  };
}
