import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';

/**
 * Round 24: a cover sheet's mixed-case index lines filed surname first, names typed without their accents in
 * the body, a fiduciary's capacity line between the signer and the address, Florida's "first party / second
 * party" quit-claim form, sale orders recited with "authorizing and directing" and "reported to and confirmed",
 * and scan slips (a state's I read as l, a leading 1 or 01 in a word, a blank inside a street's name, before a
 * word's "-ion" or inside a ZIP). Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const names = (ps: { name: string }[]) => ps.map((p) => p.name);
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

const FIDUCIARY_DEED = `Grantor:     Delacroix-Pruitt, Helen Margaret, Executor
             of the Estate of Walter James Delacroix
Grantees:    Peña Ruiz, Tomás; Peña, Lucía Ana
                          EXECUTOR'S DEED

     For the consideration of Ninety Thousand Dollar(s), HELEN MARGARET DELACROIX-PRUITT, as Executor of the
Estate of WALTER JAMES DELACROIX, Deceased, does hereby Convey to TOMAS PENA RUIZ and LUCÍA ANA PEÑA, husband and
wife, as Joint Tenants, the following described real estate in Polk County, lowa:

     Lot 7, Block 2, MAPLE RIDGE ADDITION to the City of Ankeny, Polk County, lowa.

     The decedent died on May 9, 2021; the grantor is his sister.

Dated: June 30, 2022

                                   By: ______________________________
                                       HELEN MARGARET DELACROIX-PRUITT,
                                       Executor
                                       RR 4, Box 27
                                       Slater, IA 50244

                                        __________________________________
                                        Owen R. Mc Allister
                                        Notary Public in and for the State of Iowa`;

describe('a cover sheet filing the parties surname first in mixed case', () => {
  const out = parse(FIDUCIARY_DEED);
  it('reads the fiduciary from the body, not the index line', () => {
    expect(names(out.parties.grantors)).toEqual(['Helen Margaret Delacroix-Pruitt']);
  });
  it('reads each grantee once, with the accents the document prints elsewhere', () => {
    expect(names(out.parties.grantees)).toEqual(['Tomás Peña Ruiz', 'Lucía Ana Peña']);
  });
  it('gives the fiduciary the rural route under the capacity line of the signature', () => {
    expect(out.parties.grantors[0]?.address).toBe('RR 4 Box 27, Slater, IA 50244');
  });
  it('joins the surname prefix a blank split off ("Mc Allister")', () => {
    expect(person(out, 'Owen R. McAllister')?.role).toBe('notary');
  });
  it('reads the state whose capital I the scan printed as a small l', () => {
    expect(out.property.legalDescription).toBe(
      'Lot 7, Block 2, MAPLE RIDGE ADDITION to the City of Ankeny, Polk County, Iowa.',
    );
  });
});

describe("Florida's quit-claim form naming first and second party", () => {
  const out = parse(`                            QUIT-CLAIM DEED

     THIS QUIT-CLAIM DEED, executed this 3rd day of May, A.D. 2021, by TERESA L. VOSS and GRANT H. VOSS, wife
and husband, whose post office address is 88 W. Fair bank Avenue, Winter Park, Florida 32789, first party, to
HERON BAY HOLDINGS, LLC, a Florida limited 1iability company, whose post office address is P.O. Box 3321,
Sanford, Florida 32772, second party:

     WITNESSETH, That the first party, for and in consideration of the sum of $10.00, does hereby remise,
release and quit-claim unto the said second party forever, the following described land in Seminole County,
Florida: Lot 9, HERON BAY, according to the plat thereof, Plat Book 40, Page 12.`);
  it('reads the first party as grantors, with the street a blank split joined', () => {
    expect(out.parties.grantors.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Teresa L. Voss|88 W Fairbank Ave, Winter Park, FL 32789',
      'Grant H. Voss|88 W Fairbank Ave, Winter Park, FL 32789',
    ]);
  });
  it('reads the second party as the grantee company with its box', () => {
    expect(out.parties.grantees.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Heron Bay Holdings, LLC|PO Box 3321, Sanford, FL 32772',
    ]);
  });
});

describe('sale orders recited in running words', () => {
  const out = parse(`                           ADMINISTRATRIX'S DEED

     WHEREAS, Letters of Administration upon the Estate of Harold Lee Tubbs were issued on the 2nd day of
June, 2020, to CORA BETH TUBBS; and

     WHEREAS, upon her petition, the Probate Court of Baldwin County, Alabama, on the 9th day of
September, 2020, entered its order authorizing and directing the sale of the real property; and

     WHEREAS, said sale was reported to and confirmed by the said Court by its decree entered on the 21st
day of October, 2020;

     NOW, THEREFORE, I, CORA BETH TUBBS, as Administratrix of the Estate of Harold Lee Tubbs, deceased, do
hereby grant and convey unto PELICAN LAND, LLC the following real estate: Lot 3, Block A, GULF PINES.

     Property address: 41 Salt and Pepper Lane, Foley, Alabama 36535.`);
  it('dates the order of sale and its confirmation', () => {
    const dates = out.typeSpecific.otherDates as { date: string; label: string }[];
    expect(dates).toEqual(
      expect.arrayContaining([
        { date: '2020-09-09', label: 'order_of_sale' },
        { date: '2020-10-21', label: 'sale_confirmed' },
      ]),
    );
  });
  it('reads a street whose name holds "and"', () => {
    expect(out.property.address).toBe('41 Salt and Pepper Ln, Foley, AL 36535');
  });
});

describe('scan slips in addresses and descriptions', () => {
  it('joins a ZIP a blank split after the state', () => {
    const out = parse(`                        STATUTORY WARRANTY DEED

     THE GRANTOR, NORA E. FISK, a single woman, whose address is 210 Harbor View Lane, 01ympia, Washington
98501, for and in consideration of TEN DOLLARS, conveys and warrants to DEAN P. ORTIZ the following described
real estate: Lot 4 of BAYSIDE PLAT, in the Northeast Quarter of Sect ion 9, Township 17 North, Range 2 West, W.M.

     Commonly known as 77 Cove Point Road NW, Olympia, WA 985 02.`);
    expect(out.property.address).toBe('77 Cove Point Rd NW, Olympia, WA 98502');
    expect(out.parties.grantors[0]?.address).toBe('210 Harbor View Ln, Olympia, WA 98501');
    expect(out.property.legalDescription).toContain('Quarter of Section 9,');
  });
  it('keeps small connectives of a street name in small letters', () => {
    expect(normalizeAddress('9 Lake of the Pines Dr, Ely, MN 55731')?.line1).toBe('9 Lake of the Pines Dr');
  });
});
