import { describe, expect, it } from 'vitest';
import { aliasPairs } from '@/parsers/extract/common/aliases';
import { affiantKinship, pluralKinship } from '@/parsers/extract/common/family';
import { isIndexEntry } from '@/parsers/extract/common/index-entry';
import { readPartyList } from '@/parsers/extract/common/party-list';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { findConsideration } from '@/parsers/normalize/consideration';

/**
 * Wordings and layouts of recorded forms the parser must read beyond the labelled documents: each case is a
 * short invented passage in the style of a real form.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('recorder index lines', () => {
  it('recognises surname-first index entries', () => {
    const body = 'ANNA MARIE BECKER and OTTO BECKER, Grantors';
    expect(isIndexEntry('BECKER ANNA MARIE ET AL', body)).toBe(true);
    expect(isIndexEntry('BECKER, OTTO J', body)).toBe(true);
    expect(isIndexEntry('BECKER ANNA MARIE', body)).toBe(true);
    expect(isIndexEntry('Anna Marie Becker', body)).toBe(false);
  });
  it('takes the parties from the body, not from the stamp', () => {
    const out = parse(`Instrument #  2020-1177   Book/Page  88 / 120
GRANTOR: BECKER ANNA MARIE ET AL
GRANTEE: VOSS HEINRICH

                             QUITCLAIM DEED

     ANNA MARIE BECKER, a widow, and OTTO J. BECKER, a single person,
Grantors, QUITCLAIM to HEINRICH VOSS, Grantee, whose mailing address is 12 Elm
St., Hays, Kansas 67601, the following described real estate: Lot 2, Block 9,
OAK PARK ADDITION, Hays, Ellis County, Kansas.

     Dated this 2nd day of May, 2020.`);
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Anna Marie Becker', 'Otto J. Becker']);
    expect(out.parties.grantees).toEqual([
      { name: 'Heinrich Voss', role: 'grantee', address: '12 Elm St, Hays, KS 67601' },
    ]);
    expect(out.people.some((p) => /^Becker|^Voss/.test(p.name))).toBe(false);
  });
});

describe('names given twice', () => {
  it('pairs each alias with the name before it', () => {
    const text =
      'RUTH ANN COLE, also known as R. Ann Cole and Ruthie Cole, and MAE LYNN ORTIZ (formerly Mae L. Webb)';
    expect(aliasPairs(text)).toEqual([
      { primary: 'RUTH ANN COLE', alias: 'R. Ann Cole' },
      { primary: 'RUTH ANN COLE', alias: 'Ruthie Cole' },
      { primary: 'MAE LYNN ORTIZ', alias: 'Mae L. Webb' },
    ]);
  });
});

describe('party lists', () => {
  it('joins a married couple written with et ux', () => {
    const { names } = readPartyList('to PAUL R. ENGEL et ux MARTA ENGEL, parties of the second part', 3);
    expect(names.map((n) => n.name)).toEqual(['PAUL R. ENGEL', 'MARTA ENGEL']);
  });
  it('reads a company whose name wraps onto the next line', () => {
    const text =
      'and RIVERBEND\nLAND PARTNERS, LLC, a Georgia limited liability company, of 5 Elm St., Macon, GA 31201';
    const { names } = readPartyList(text, 4);
    expect(names[0]?.name).toBe('RIVERBEND LAND PARTNERS, LLC');
    expect(names[0]?.address?.value.formatted).toBe('5 Elm St, Macon, GA 31201');
  });
});

describe('kinship statements', () => {
  it('maps plural kinship words onto the names in order', () => {
    const [k] = pluralKinship("The Grantees, A and B, are the decedent's son and surviving spouse.");
    expect(k?.words).toEqual(['son', 'spouse']);
  });
  it('reads the affiant’s own kinship to the decedent', () => {
    const isDecedent = (n: string) => /IDA PRICE/i.test(n);
    expect(affiantKinship('I am the niece of IDA PRICE, deceased.', isDecedent)?.value).toBe('niece');
    expect(
      affiantKinship('That affiant is the surviving tenant and the widower of said decedent.', isDecedent)
        ?.value,
    ).toBe('spouse');
    expect(affiantKinship('Affiant is an heir of IDA PRICE, being her grandson.', isDecedent)?.value).toBe(
      'grandchild',
    );
    expect(affiantKinship('I am the daughter of JOHN ROE, who is living.', isDecedent)).toBeNull();
  });
});

describe('addresses', () => {
  it('separates the city from a street printed on its own line', () => {
    expect(normalizeAddress('77 W. Fort Union Blvd.\nMidvale, UT 84047')?.formatted).toBe(
      '77 W Fort Union Blvd, Midvale, UT 84047',
    );
  });
  it('keeps lower-case particles inside a street name', () => {
    expect(normalizeAddress('12 Camino de los Padres, Tucson, AZ 85718')?.line1).toBe(
      '12 Camino de los Padres',
    );
  });
});

describe('consideration recitals in short or odd forms', () => {
  const value = (text: string) => findConsideration(text)?.value ?? null;
  it('expands the abbreviated "other valuable consideration"', () => {
    expect(value('for and in consideration of $10.00 and OVC, receipt of which')).toBe(
      '$10.00 and other valuable consideration',
    );
    expect(value('for the sum of TEN DOLLARS ($10.00) and O.G.&V.C.')).toBe(
      '$10.00 and other good and valuable consideration',
    );
  });
  it('keeps love and affection beside an amount, and states no amount for "no dollars" or a bound', () => {
    expect(value('in consideration of One Dollar ($1.00) and love and affection')).toBe(
      '$1.00 and love and affection',
    );
    expect(value('for the sum of NO DOLLARS and love and affection')).toBeNull();
    expect(value('The true consideration for this conveyance is less than $100.')).toBeNull();
  });
});

describe('form titles and statutory conditions', () => {
  const smallEstateBody = `STATE OF IOWA
COUNTY OF POLK

     The undersigned, being first duly sworn, states that VERNON L. HASKINS
died on May 2, 2022, that the value of the entire estate does not exceed
$50,000, and that no personal representative has been appointed.`;
  it('classifies small-estate affidavits by title, sub-title or the statute’s conditions', () => {
    expect(parse(`          AFFIDAVIT FOR DISTRIBUTION OF PROPERTY\n\n${smallEstateBody}`).category).toBe(
      'SMALL_ESTATE_AFFIDAVIT',
    );
    expect(parse(`          AFFIDAVIT\n          (Small Estate)\n\n${smallEstateBody}`).category).toBe(
      'SMALL_ESTATE_AFFIDAVIT',
    );
    expect(parse(smallEstateBody).category).toBe('SMALL_ESTATE_AFFIDAVIT');
  });
  it('classifies survivorship and beneficiary affidavits as affidavits of death', () => {
    expect(parse('     AFFIDAVIT OF SURVIVORSHIP\n\nIDA PRICE died on May 1, 2021.').category).toBe(
      'AFFIDAVIT_OF_DEATH',
    );
    expect(parse('     TRANSFER-ON-DEATH BENEFICIARY AFFIDAVIT\n\nIDA PRICE died.').category).toBe(
      'AFFIDAVIT_OF_DEATH',
    );
  });
});

describe('affidavits of death', () => {
  it('makes every listed survivor a grantee and finds the decedent behind a defined term', () => {
    const out = parse(`          BENEFICIARY AFFIDAVIT

     We, LENA M. CROSS and PAUL A. CROSS, of lawful age, being duly sworn, state:

     1.  ALMA JEAN CROSS (the "Owner"), died on June 3, 2021, at Salina, Kansas.

     2.  The grantee beneficiaries named in the owner's deed are: Lena M. Cross,
daughter of the Owner, 40 Oak St., Salina, Kansas 67401; and Paul A. Cross, son
of the Owner, 9 Elm St., Abilene, Kansas 67410.`);
    expect(out.decedent?.name).toBe('Alma Jean Cross');
    expect(out.decedent?.dateOfDeath).toBe('2021-06-03');
    expect(out.parties.grantees.map((g) => `${g.name}|${g.role}|${g.address}`).sort()).toEqual([
      'Lena M. Cross|beneficiary|40 Oak St, Salina, KS 67401',
      'Paul A. Cross|beneficiary|9 Elm St, Abilene, KS 67410',
    ]);
  });
});

describe('fiduciary deeds', () => {
  it('takes a company grantee, the grantee after the granting verb, and an order of sale', () => {
    const out = parse(`                       ADMINISTRATOR'S DEED

     WHEREAS, Ida Mae Price died intestate on the 2nd day of June, 2022; and
WHEREAS, by order of said Court entered on March 1, 2023, the undersigned was
authorized to sell the real estate; NOW, THEREFORE, I, CARL B. PRICE, as
Administrator of the Estate of Ida Mae Price, deceased, do hereby grant,
bargain, sell and convey unto HARBOR POINT HOMES, LLC, a Delaware limited
liability company, the following described real estate: Lot 3, Block 1,
ELM ACRES, Mobile County, Alabama.`);
    expect(out.category).toBe('ADMINISTRATOR_DEED');
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Carl B. Price']);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Harbor Point Homes, LLC']);
    expect(out.people.some((p) => /Harbor/.test(p.name))).toBe(false);
    expect(out.typeSpecific.otherDates).toEqual([{ date: '2023-03-01', label: 'order_of_sale' }]);
  });
});
