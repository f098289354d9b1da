import { describe, expect, it } from 'vitest';
import { findResidence } from '@/parsers/extract/common/decedent';
import { findLegalDescription, findStatedPropertyAddress } from '@/parsers/extract/common/property';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { Doc } from '@/parsers/text/doc';

const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('residence: "residence address at the time of death was"', () => {
  it('reads the street after the time clause that follows "residence address"', () => {
    const doc = new Doc([
      `1.   Mabel Rose Quint ("Decedent"), whose residence address at the time of her\ndeath was 4120 N 500 W, Kokomo, Indiana 46901, died on May 2, 2022.`,
    ]);
    expect(findResidence(doc, null)?.value).toMatchObject({
      line1: '4120 N 500 W',
      city: 'Kokomo',
      state: 'IN',
      zip: '46901',
    });
  });
});

describe('legal descriptions: government-survey openings and wrapped anchors', () => {
  it('keeps a spelled-out section and township before "described as follows:" as part of the description', () => {
    const doc = new Doc([
      `4.   At the time of her death the Decedent owned the following described real
estate in Howard County, Indiana:

     A part of the Southwest Quarter of Section Nine (9), Township Twenty-four
     (24) North, Range Three (3) East, in Clay Township, Howard County, Indiana,
     described as follows: Beginning at the southwest corner of said Quarter
     Section; thence North 330.00 feet; thence East 264.00 feet; thence South
     330.00 feet; thence West 264.00 feet to the point of beginning.

     Commonly known as 4120 N 500 W, Kokomo, Indiana 46901.`,
    ]);
    const legal = findLegalDescription(doc)?.value ?? '';
    expect(
      legal.startsWith('A part of the Southwest Quarter of Section Nine (9), Township Twenty-four (24)'),
    ).toBe(true);
    expect(legal.endsWith('thence West 264.00 feet to the point of beginning.')).toBe(true);
  });
});

describe('addresses: a post-directional wrapped to the next line', () => {
  it('keeps "Avenue\\n K" as one street', () => {
    expect(normalizeAddress('902 South Avenue\n    K, Lubbock, Texas 79401')?.formatted).toBe(
      '902 S Avenue K, Lubbock, TX 79401',
    );
  });

  it('reads a stated address split that way in an inventory row', () => {
    const doc = new Doc([
      `    HOMESTEAD: Lot 3, Block 9, HILLCREST ADDITION, Lubbock County, Texas;   $92,000.00
    commonly known as 902 South Avenue
    K, Lubbock, Texas 79401.`,
    ]);
    expect(findStatedPropertyAddress(doc)?.value.formatted).toBe('902 S Avenue K, Lubbock, TX 79401');
  });
});

describe('court form captions: the court\'s and filer\'s "STREET ADDRESS:" are no property address', () => {
  const caption = `ATTORNEY OR PARTY WITHOUT ATTORNEY:                FOR COURT USE ONLY
NAME: Oscar T. Bellweather
STREET ADDRESS: 61 Mill Road
CITY: Ukiah          STATE: CA     ZIP CODE: 95482
SUPERIOR COURT OF CALIFORNIA, COUNTY OF MENDOCINO
STREET ADDRESS: 100 North State Street, Ukiah, CA 95482
`;

  it('skips the caption labels', () => {
    expect(findStatedPropertyAddress(new Doc([caption]))).toBeNull();
  });

  it('still reads a "Street address:" line under a description', () => {
    const doc = new Doc([
      `${caption}\n      Legal description:  Lot 4, Block 2, Orchard Park, Ukiah
      Street address:     18 Vine Court, Ukiah, California 95482\n`,
    ]);
    expect(findStatedPropertyAddress(doc)?.value.formatted).toBe('18 Vine Ct, Ukiah, CA 95482');
  });
});

describe('named non-parties: the return-to attorney and the probate referee', () => {
  it('reads the attorney under "WHEN RECORDED MAIL TO:" beside the stamp\'s county line', () => {
    const out = parse(`RECORDING REQUESTED BY AND                        Recorded in Official Records
WHEN RECORDED MAIL TO:                            County of Sonoma

Lucinda M. Ferreira, Esq.
Ferreira Law Group
88 Fourth Street, Suite 3
Santa Rosa, CA 95401

                 AFFIDAVIT -- DEATH OF JOINT TENANT

GRACE T. OYELOWO, of legal age, being first duly sworn, deposes and says:
That SAMUEL OYELOWO, the decedent mentioned in the attached certified copy of Certificate of Death, died on
June 4, 2022.`);
    expect(out.people.find((p) => p.name === 'Lucinda M. Ferreira')?.role).toBe('preparer');
  });

  it('reads the referee after an appraised value with cents', () => {
    const out = parse(`AFFIDAVIT RE REAL PROPERTY OF SMALL VALUE
1. Decedent (name): HAROLD JUNG
   died on (date): January 5, 2023
6. The real property was appraised at $41,250.00 by Ingrid P. Solberg, Probate
   Referee for the County of Sonoma.`);
    expect(out.people.find((p) => p.name === 'Ingrid P. Solberg')?.role).toBe('other');
  });
});

describe('affidavits of death: a co-taker the affiant names beside themself', () => {
  const affidavit = (clause: string) =>
    parse(`AFFIDAVIT OF DEATH OF TRUSTEE

BEFORE ME personally appeared NADINE ROSS HALE ("Affiant"), who, being first duly sworn, deposes and says:
1. Affiant resides at 14 Birch Way, Gainesville, Florida 32601.
2. GEORGE ALAN ROSS (the "Decedent") was the sole trustee of the GEORGE A. ROSS LIVING TRUST.
3. The Decedent died on the 2nd day of May, 2023 in Gainesville, Florida.
4. ${clause}

Signed this 9th day of June, 2023.
                                     ______________________
                                     NADINE ROSS HALE, Affiant`);

  it('adds the co-successor trustee with the kinship and address the clause gives', () => {
    const out = affidavit(
      `Upon the death of the Decedent, Affiant (the Decedent's daughter) and OWEN J. ROSS (the Decedent's son), who resides at 77 Quail Run Rd., Apt. 3, Ocala, Florida 34470, became and are the co-successor trustees of the Trust.`,
    );
    expect(out.parties.grantees.map((g) => `${g.name}|${g.role}`)).toEqual([
      'Nadine Ross Hale|successor_trustee',
      'Owen J. Ross|successor_trustee',
    ]);
    const owen = out.people.find((p) => p.name === 'Owen J. Ross');
    expect(owen?.relationship).toBe('son');
    expect(owen?.address).toBe('77 Quail Run Rd Apt 3, Ocala, FL 34470');
    expect(out.people.find((p) => p.name === 'Nadine Ross Hale')?.relationship).toBe('daughter');
  });

  it('leaves out a person the affiant names with no taking', () => {
    const out = affidavit(`Affiant and OWEN J. ROSS attended the Decedent in his last illness.`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Nadine Ross Hale']);
  });
});
