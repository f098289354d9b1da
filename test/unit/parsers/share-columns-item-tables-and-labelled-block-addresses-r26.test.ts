import { describe, expect, it } from 'vitest';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { findPlaceOfDeath } from '@/parsers/extract/common/decedent';
import { heirMentions } from '@/parsers/extract/common/family';
import { parseDocumentText } from '@/parsers/index';
import { casingHints, toMixedCase } from '@/parsers/normalize/names';
import { Doc } from '@/parsers/text/doc';

const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const dates = (text: string, category: string) =>
  findOtherDates(new Doc([text]), { category }).map((d) => `${d.iso}|${d.label}`);

describe("an heir list with each taker's share in a column beside the address", () => {
  const text = `                           AFFIDAVIT OF HEIRSHIP

     My name is Rosa Ines Tran. I reside at 44 Mockingbird Lane, Tyler, Texas 75701. I am the surviving wife of
DANIEL VAN TRAN (the "Decedent").

     The Decedent died intestate on the 2nd day of June, 2021, in Tyler, Smith County, Texas.

     The Decedent's son, PETER LOC TRAN, died on May 1, 2012, before the Decedent. He was survived by two
children, OWEN PAUL TRAN and GRACE THUY TRAN.

     The Decedent's heirs at law, their relationship to him, their mailing addresses and their interests are as
follows:

  ROSA INES TRAN, surviving spouse                  life estate in
     44 Mockingbird Ln., Tyler, TX 75701            one-third (1/3)

  ANNA MAI TRAN-BELL, daughter                      1/2, subject to
     7 Harbor View Road, Apt. 12                    the life estate
     Galveston, Texas 77550

  OWEN PAUL TRAN, grandson                          1/4, subject to
     P.O. Box 918                                   the life estate
     Longview, Texas 75606

  GRACE THUY TRAN, granddaughter                    1/4, subject to
     3020 Elm Creek Drive                           the life estate
     Plano, Texas 75023

     No other person is an heir of the Decedent.

     SIGNED this 4th day of August, 2021.
`;

  it('reads each address under its name, not into the share beside it', () => {
    const out = parse(text);
    expect(out.parties.grantees.map((g) => `${g.name}|${g.address}`).sort()).toEqual([
      'Anna Mai Tran-Bell|7 Harbor View Rd Apt 12, Galveston, TX 77550',
      'Grace Thuy Tran|3020 Elm Creek Dr, Plano, TX 75023',
      'Owen Paul Tran|PO Box 918, Longview, TX 75606',
      'Rosa Ines Tran|44 Mockingbird Ln, Tyler, TX 75701',
    ]);
  });

  it('keeps the grandchildren of the son who died first as grandchildren and heirs', () => {
    const out = parse(text);
    expect(person(out, 'Owen Paul Tran')).toMatchObject({ role: 'heir', relationship: 'grandchild' });
    expect(person(out, 'Grace Thuy Tran')).toMatchObject({ role: 'heir', relationship: 'grandchild' });
    expect(person(out, 'Peter Loc Tran')).toMatchObject({ role: 'family_member', relationship: 'son' });
  });

  it('leaves a share printed beside a lone name on its line as it is', () => {
    const doc = new Doc([
      `The heirs of the Decedent and their shares are as follows:
   CARL MARSH                    1/2
   DORA MARSH LYNN               1/2
`,
    ]);
    expect(heirMentions(doc).map((h) => h.name)).toEqual(['CARL MARSH', 'DORA MARSH LYNN']);
  });
});

describe('a deed of trust described in an item table beside its value column', () => {
  const text = `8.  The property of the Decedent to be collected is as follows:

    ITEM  DESCRIPTION                                          VALUE
    ----  ---------------------------------------------  ------------
     1    The beneficial interest of the Decedent under    $18,400.00
          that certain Deed of Trust dated March 3,        (unpaid
          2015, made by LUIS ORTEGA PAZ and MARTA          balance)
          ORTEGA, husband and wife, as Grantors, to Snake River Title Company, as Trustee, for the
          benefit of the Decedent, recorded March 9, 2015 as Instrument No. 2015-00417.
`;

  it('dates the lien and its recording through the column', () => {
    expect(dates(text, 'SMALL_ESTATE_AFFIDAVIT')).toEqual(
      expect.arrayContaining(['2015-03-03|lien_dated', '2015-03-09|lien_recorded']),
    );
    expect(dates(text, 'SMALL_ESTATE_AFFIDAVIT')).not.toContain('2015-03-03|trust_dated');
  });

  it("names the deed of trust's makers as non-parties, not the decedent's kin", () => {
    const out = parse(`        AFFIDAVIT FOR COLLECTION OF PERSONAL PROPERTY OF DECEDENT

The undersigned, NORA HALE ("Affiant"), being first duly sworn, states:

1.  EDWIN HALE (the "Decedent") died on January 5, 2023, at Boise, Ada County, Idaho.

2.  The Decedent was a widower. Affiant is the Decedent's only child.

${text}
Dated: March 1, 2023
`);
    expect(person(out, 'Luis Ortega Paz')).toMatchObject({ role: 'other', relationship: null });
    expect(person(out, 'Marta Ortega')).toMatchObject({ role: 'other', relationship: null });
  });

  it('reads a deed of trust wrapped between its words as a lien, not a trust', () => {
    const wrapped = `the Decedent's interest as beneficiary under that certain Deed of
Trust dated July 1, 2018, recorded July 6, 2018 as Instrument No. 2018-1.`;
    expect(dates(wrapped, 'SMALL_ESTATE_AFFIDAVIT')).toEqual([
      '2018-07-01|lien_dated',
      '2018-07-06|lien_recorded',
    ]);
  });
});

describe('a death date spelled out and wrapped before its place', () => {
  it('reads the city after the date', () => {
    const text = `1.  Walter Boyle (the "Decedent") died on the twenty-first day of
    March, 2022, at Saint Luke's Regional Hospital, Meridian, Ada
    County, Idaho.`;
    expect(findPlaceOfDeath(new Doc([text]), null)?.value).toBe('Meridian, ID');
  });
});

describe('an order of sale recited with its suit, case number and statute', () => {
  it('labels the decree that authorized the sale', () => {
    const text = `WHEREAS, by Decree entered June 2, 2022, in the Circuit Court of the County of Botetourt in the suit
styled Ann Lee Pruett, Executrix of the Estate of Roy Dale Pruett v. Carl Pruett, et al., Case No. CL22-000114,
brought under Va. Code Sec. 64.2-532 et seq., to which all of the devisees were made parties defendant, the
Executrix was authorized and directed to sell the real estate hereinafter described at public or private sale; and`;
    expect(dates(text, 'EXECUTOR_DEED')).toContain('2022-06-02|order_of_sale');
  });
});

describe('Spanish two-word particles in names printed only in capitals', () => {
  it('writes "DE LA" / "DE LOS" small after the given name', () => {
    expect(toMixedCase('ANA LUCIA DE LOS SANTOS')).toBe('Ana Lucia de los Santos');
    expect(toMixedCase('PEDRO DE LA VEGA')).toBe('Pedro de la Vega');
  });

  it('keeps a lone particle and a name that opens with one capitalised', () => {
    expect(toMixedCase('HUGO DE LEON')).toBe('Hugo De Leon');
    expect(toMixedCase('DE LA VEGA')).toBe('De La Vega');
  });

  it('follows the capitals the document prints elsewhere', () => {
    const hints = casingHints('signed by Maria De Los Santos before me');
    expect(toMixedCase('RAMON DE LOS SANTOS', hints)).toBe('Ramon De Los Santos');
  });
});

describe("a county clerk's recording page beside the return block", () => {
  it('reads the attorney under "RECORD & RETURN TO:" past the clerk\'s document number', () => {
    const text = `                  ULSTER COUNTY CLERK RECORDING PAGE

RECORD & RETURN TO:                    Instrument #:  2022-00123
                                       Date:          04/11/2022
MARTIN J. OKAFOR, ESQ.                 Receipt #:     55120
12 WALL STREET                         Control #:     99120001
KINGSTON NY 12401

                            EXECUTOR'S DEED

     THIS INDENTURE, made the 1st day of April, 2022, BETWEEN LINDA ROE, as executor of the last will and
testament of JOHN ROE, late of the Town of Esopus, deceased, party of the first part, and MARK LOWE, party of the
second part,
`;
    expect(person(parse(text), 'Martin J. Okafor')?.role).toBe('preparer');
  });
});

describe("a fiduciary deed's ruled box naming each party with a labelled address", () => {
  it("reads the grantor's post office address labelled under the capacity", () => {
    const text = `                      PERSONAL REPRESENTATIVE'S DEED

+------------------------------------------------------------------------+
| GRANTOR:   PAULA ANN REYES, as Personal Representative of the Estate   |
|            of HAROLD REYES, Deceased                                   |
|            Post office address: 815 NE 9th Street, Unit 4,             |
|            Ocala, Florida 34470                                        |
|                                                                        |
| GRANTEE:   SAMUEL KIM, a married man                                   |
|            Post office address: 20 Oak Road, Dunnellon, Florida 34432  |
+------------------------------------------------------------------------+

     THIS DEED is made this 3rd day of May, 2023, by Grantor to Grantee.
`;
    const out = parse(text);
    expect(out.parties.grantors.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Paula Ann Reyes|815 NE 9th St Unit 4, Ocala, FL 34470',
    ]);
  });
});

describe("a witness's printed name beside the signer's wrapped capacity", () => {
  it("reads the witness's address in the witness's own column", () => {
    const text = `Signed, sealed and delivered in our presence:

_______________________________       _________________________________
Witness #1 signature                  PAULA ANN REYES,
Print name: Lionel T. Ashby           individually and as Personal
Address: 101 Main Street, Ste 2       Representative of the Estate of
         Ocala, FL 34471              Harold Reyes, Deceased
`;
    expect(person(parse(text), 'Lionel T. Ashby')?.address).toBe('101 Main St Ste 2, Ocala, FL 34471');
  });
});
