import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { findDates } from '@/parsers/normalize/dates';
import { repairRnForM } from '@/parsers/text/rn-for-m';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * A state bar's warranty-deed form whose parties are defined '("Grantor," whether one or more)', a Wisconsin town's
 * grid house number, a return box naming the new owners, a drafter's block beside an acknowledgment, a sales
 * validation form typed with colons after its labels, Alabama's court recitals that date the decree before the verb,
 * and a scan's misreads of a few fixed words. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (p: ReturnType<typeof parse>, name: string) => p.people.find((x) => x.name === name);

const BAR_FORM_DEED = `DOCUMENT NUMBER        STATE BAR OF WISCONSIN FORM 3-2003
                              QUIT CLAIM DEED
-------------------------------------------------------------------------------
THIS DEED, made between GRETCHEN A. HOLLENBECK and WALTER P. HOLLENBECK, wife and
husband, of W5430 County Road K, Luxemburg, Wisconsin 54217

("Grantor," whether one or more), and MEE YANG and CHUE LOR, a married couple, as
survivorship marital property

("Grantee," whether one or more).
                                            +--------------------------------+
Grantor quit claims to Grantee the          | Name and Return Address:       |
following described real estate in          | Mee Yang                       |
Kewaunee County, State of Wisconsin:        | Chue Lor                       |
                                            | 612 Maple Grove Court          |
                                            | Algoma, WI 54201               |
                                            +--------------------------------+
Lot Four (4), MAPLE GROVE, in the City of Algoma, Kewaunee County, Wisconsin..

Dated June 3, 2024.

* Gretchen A. Hollenbeck                  * Walter P. Hollenbeck

THIS INSTRUMENT DRAFTED BY:                the persons who executed the
Atty. Renata S. Dufek                      foregoing instrument and
Dufek & Moravec, S.C.                      acknowledged the same.
118 N. Main Street, Algoma, WI 54201
`;

describe('a state bar form deed', () => {
  const p = parse(BAR_FORM_DEED);

  it('reads each side up to its "whether one or more" defined term', () => {
    expect(p.parties.grantors.map((g) => g.name)).toEqual(['Gretchen A. Hollenbeck', 'Walter P. Hollenbeck']);
    expect(p.parties.grantees.map((g) => g.name)).toEqual(['Mee Yang', 'Chue Lor']);
  });

  it("gives the couple the town's grid address they share", () => {
    expect(p.parties.grantors.map((g) => g.address)).toEqual([
      'W5430 County Road K, Luxemburg, WI 54217',
      'W5430 County Road K, Luxemburg, WI 54217',
    ]);
  });

  it('gives every owner the return box names its street', () => {
    expect(p.parties.grantees.map((g) => g.address)).toEqual([
      '612 Maple Grove Ct, Algoma, WI 54201',
      '612 Maple Grove Ct, Algoma, WI 54201',
    ]);
  });

  it('reads the drafter from the column beside the acknowledgment, title and firm aside', () => {
    expect(person(p, 'Renata S. Dufek')?.role).toBe('preparer');
  });

  it("drops the scan's second closing period from the description", () => {
    expect(p.property.legalDescription).toBe(
      'Lot Four (4), MAPLE GROVE, in the City of Algoma, Kewaunee County, Wisconsin.',
    );
  });
});

describe('a name read with a look-alike consonant', () => {
  it('takes the spelling the rest of the document prints', () => {
    const p = parse(`THIS DEED, made between ROBERT L. SZCZEPANSKV ("Grantor," whether one or more), and
ANNA M. ROE ("Grantee," whether one or more).

Dated May 1, 2024.

* Robert L. Szczepansky
Personally came before me the above-named Robert L. Szczepansky.`);
    expect(p.parties.grantors.map((g) => g.name)).toEqual(['Robert L. Szczepansky']);
  });
});

describe("a sales validation form typed with its labels' colons", () => {
  const p = parse(`ADMINISTRATOR'S DEED

I, JOANNA B. TUBBS, as Administratrix of the Estate of Ollie Tubbs, deceased, do hereby grant and convey unto
KEVIN DOSS (herein referred to as Grantee), the following real estate, to-wit:

     Lot 3, Block 9, Pinecrest, as recorded in Map Book 4, at Page 17.

                   Real Estate Sales Validation Form

Grantor's Name:    Joanna B. Tubbs, Admx.,     Grantee's Name:   Kevin Doss
                   Estate of Ollie Tubbs
Mailing Address:   88 Elm Street               Mailing Address:  12 Oak Lane
                   Centreville, AL 35042                         Brent, AL 35034

Property Address:  407 Fairvlew Circle         Date of Sale:     04/02/2024
                   Centreville, AL 35042       Total Purchase Price
`);

  it("gives the grantor the address in the grantor's column", () => {
    expect(p.parties.grantors[0]?.address).toBe('88 Elm St, Centreville, AL 35042');
  });

  it("reads the property's address from its own cells, not the date beside it", () => {
    expect(p.property.address).toBe('407 Fairview Cir, Centreville, AL 35042');
  });
});

describe('court recitals dated before their verb', () => {
  it('dates a decree the court "did on <date>, render" and an order "rendered on" that confirmed the sale', () => {
    const p = parse(`ADMINISTRATOR'S DEED

WHEREAS, on the 2nd day of September, 2022, Letters of Administration upon the estate of said decedent were
granted to JOANNA B. TUBBS; and

WHEREAS, the said Court did on the 14th day of March, 2023, enter its decree authorizing the sale of said real
estate; and the said Court by its order rendered on the 3rd day of May, 2023, confirmed said sale;
`);
    const other = (p.typeSpecific as { otherDates?: { date: string; label: string }[] }).otherDates ?? [];
    expect(other).toEqual(
      expect.arrayContaining([
        { date: '2022-09-02', label: 'letters_issued' },
        { date: '2023-03-14', label: 'order_of_sale' },
        { date: '2023-05-03', label: 'sale_confirmed' },
      ]),
    );
  });
});

describe("a scan's misreads of fixed words", () => {
  it('restores words no spelling holds', () => {
    expect(repairWordGlyphs('accordlng to the plat, 1100 Hampshlre Road, 12 Lakevlew Dr')).toBe(
      'according to the plat, 1100 Hampshire Road, 12 Lakeview Dr',
    );
    expect(repairWordGlyphs('P.0. Box 88 and PO Box 9')).toBe('P.O. Box 88 and PO Box 9');
    expect(repairWordGlyphs('on the 4th clay of June')).toBe('on the 4th day  of June');
    expect(repairWordGlyphs("Sean P. O' Malley")).toBe("Sean P. O'Malley ");
    expect(repairWordGlyphs('North 12 degrees 4B minutes East')).toBe('North 12 degrees 48 minutes East');
    expect(repairWordGlyphs('12 G1en Oaks Road, N412l Elm Lane')).toBe('12 Glen Oaks Road, N4121 Elm Lane');
    expect(repairWordGlyphs('the within-named Grantces')).toBe('the within-named Grantees');
  });

  it('keeps codes and real words', () => {
    expect(repairWordGlyphs('Unit 1B, Apt 4B, Clay County, the clay soil')).toBe(
      'Unit 1B, Apt 4B, Clay County, the clay soil',
    );
  });

  it('reads a frame dwelling printed once', () => {
    expect(repairRnForM(['one story frarne dwelling'])[0]).toBe('one story frame  dwelling');
  });

  it('reads a Wisconsin grid house number as the number', () => {
    expect(normalizeAddress('N2281 Stoney Brook Road, Kaukauna, Wisconsin 54130')?.formatted).toBe(
      'N2281 Stoney Brook Rd, Kaukauna, WI 54130',
    );
    expect(findDates('on the 4th day of June, 2023')[0]?.iso).toBe('2023-06-04');
  });
});
