import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';

/**
 * Small-estate transfers by affidavit whose decedent is a numbered section of labels, Waukesha County's two-axis
 * grid house numbers, and survivorship affidavits reciting the joint tenancy deed by its parties before its
 * dates. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('a numbered decedent section whose heading closes with a period', () => {
  const out = parse(`                        TRANSFER BY AFFIDAVIT

The undersigned, being first duly sworn on oath, states:

1.  Decedent information.
    Name:               HAROLD PETER VANDENBERG
    Date of Birth:      03/02/1941
    Date of Death:      09/27/2022
    Place of Death:     Oconomowoc, Waukesha County, Wisconsin
    Domicile at death:  W331N6022 County Road C,
                        Oconomowoc, WI 53066

2.  The decedent was a widower.

3.  The affiant is an heir of the decedent.`);
  it('reads the name under the heading and the death date beside its label', () => {
    expect(out.decedent?.name).toBe('Harold Peter Vandenberg');
    expect(out.decedent?.dateOfDeath).toBe('2022-09-27');
  });
  it('reads the domicile that opens with a grid number', () => {
    expect(out.decedent?.residenceAddress).toBe('W331N6022 County Road C, Oconomowoc, WI 53066');
  });
});

describe('grid house numbers with both axes', () => {
  it('keeps the number whole, north or west axis first', () => {
    expect(normalizeAddress('S74W17211 Janesville Road, Apt. 3,\nMuskego, WI 53150')?.formatted).toBe(
      'S74W17211 Janesville Rd Apt 3, Muskego, WI 53150',
    );
    expect(normalizeAddress('W204N11509 Goldendale Road, Germantown, WI 53022')?.formatted).toBe(
      'W204N11509 Goldendale Rd, Germantown, WI 53022',
    );
  });
  it('still reads the one-axis and northern Illinois forms', () => {
    expect(normalizeAddress('N4410 Pine Lake Drive, Iron River, WI 54847')?.line1).toBe('N4410 Pine Lake Dr');
    expect(normalizeAddress('27W110 Geneva Road, Winfield, IL 60190')?.line1).toBe('27W110 Geneva Rd');
  });
});

describe('a survivorship affidavit reciting the joint tenancy deed by its parties', () => {
  const out = parse(`          AFFIDAVIT OF SURVIVORSHIP AND DEATH OF JOINT TENANT

     I, MAUREEN ANN OSTLUND, being first duly sworn, state:

     1.  WALTER JAMES OSTLUND, the decedent named in the certified death certificate attached
hereto, died on March 3, 2024, at Casper, Natrona County, Wyoming.

     2.  The decedent was one of the grantees named in that certain Warranty Deed from EDGAR T. MOSS
and LILA B. MOSS to WALTER J. OSTLUND and MAUREEN A. OSTLUND, husband and wife, as joint tenants
with full rights of survivorship, and not as tenants in common, dated April 9, 1998, and recorded April
14, 1998, in Book 1502, Page 311, in the records of the County Clerk of Natrona County, Wyoming.

     3.  I am the surviving joint tenant.`);
  it('dates the deed and its recording though its parties run long', () => {
    expect(out.typeSpecific.otherDates).toEqual(
      expect.arrayContaining([
        { date: '1998-04-09', label: 'vesting_deed_dated' },
        { date: '1998-04-14', label: 'vesting_deed_recorded' },
      ]),
    );
  });
});

describe('a beneficiary deed designation that runs the names on in capitals', () => {
  const out = parse(`                          AFFIDAVIT OF DEATH
              (Grantor/Owner under Beneficiary Deed)

I, LUCIA MARIE OCHOA, being first duly sworn, depose and say:

1.  I am one of the grantee beneficiaries named in that certain Beneficiary Deed dated May 2, 2015,
    executed by HECTOR J. OCHOA, a widowed man, as owner, which designated as grantee beneficiaries
    LUCIA MARIE OCHOA and DANIEL P. OCHOA, his daughter and son, in equal shares.

2.  HECTOR JAVIER OCHOA, the decedent named in the certified copy of the Certificate of Death, is the
    same person as the owner named in the above Beneficiary Deed. The decedent died on June 1, 2023.`);
  it('gives each name its own kinship word, in order', () => {
    expect(out.people.find((p) => p.name === 'Lucia Marie Ochoa')?.relationship).toBe('daughter');
    expect(out.people.find((p) => p.name === 'Daniel P. Ochoa')?.relationship).toBe('son');
  });
});
