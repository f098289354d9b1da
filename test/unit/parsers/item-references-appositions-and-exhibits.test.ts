import { describe, expect, it } from 'vitest';
import { heirsByItemReference } from '@/parsers/extract/common/heirs-by-item';
import { successorsInApposition } from '@/parsers/extract/common/successors-apposition';
import { parseDocumentText } from '@/parsers/index';

/**
 * Heirship and small-estate wordings beyond the labelled documents: heirs named by the numbers of the list that
 * names them, takers in apposition to their title, labels set off by dotted leaders, exhibits that are writings of
 * their own, and the non-parties such forms name. Each case is an invented passage in another state's style.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

describe('the decedent behind a defined term and a maiden name', () => {
  it('reads "X, formerly Y, hereinafter the "Decedent"" and passes over a late husband "married only one time, to"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

     1.  GLADYS IRENE VOTAW, formerly Gladys Irene Pruett, hereinafter the
"Decedent", died intestate on the 3rd day of March, 2022, in Hays,
Ellis County, Kansas.

     2.  Decedent was married only one time, to WENDELL VOTAW, who died on
or about June 9, 2001. Decedent did not remarry.`);
    expect(out.decedent?.name).toBe('Gladys Irene Votaw');
    expect(out.decedent?.dateOfDeath).toBe('2022-03-03');
    expect(out.decedent?.placeOfDeath).toBe('Hays, KS');
    expect(person(out, 'Wendell Votaw')).toMatchObject({ role: 'family_member', relationship: 'spouse' });
  });

  it('takes the place of a recital that says "died intestate on" when the date came from a certificate', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
RE: NORMAN PAUL ECKHART, Deceased

2.  That NORMAN PAUL ECKHART (the "Decedent") died intestate on the 2nd day
    of March, 2023, at St. Alphonsus Medical Center, in the City of Boise,
    Ada County, Idaho; and that no administration is pending.
\f
CERTIFICATE OF DEATH (abstract)
      Decedent:        ECKHART NORMAN PAUL
      Date of Death:   03/02/2023
      County of Death: ADA`);
    expect(out.decedent?.placeOfDeath).toBe('Boise, ID');
  });

  it('reads a bare "Full name" label over the date of death', () => {
    const out = parse(`SMALL ESTATE AFFIDAVIT
    Full name .......... WINIFRED A. COYLE
    Date of death ...... October 4, 2022
    Place of death ..... Cheyenne, Laramie County, Wyoming`);
    expect(out.decedent?.name).toBe('Winifred A. Coyle');
    expect(out.decedent?.dateOfDeath).toBe('2022-10-04');
  });
});

describe('descriptions of mineral interests and of land in a named municipality', () => {
  it('keeps the undivided share of a royalty interest as part of the description', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
     5.  At her death Decedent owned the following described royalty
interest situated in Reeves County, Texas:

         An undivided 1/16 royalty interest in and under the North Half
         (N/2) of Section 12, Block 55, T&P RR Co. Survey, Reeves County,
         Texas, containing 320 acres, more or less.

     6.  Decedent left no will.`);
    expect(out.property.legalDescription).toMatch(
      /^An undivided 1\/16 royalty interest in and under the North Half/,
    );
  });

  it('starts the description after "Land situated in ..., described as:"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
REAL PROPERTY:
   Land situated in the City of Lansing, County of Ingham,
   State of Michigan, described as:

      Lot 112, ASHWOOD PARK SUBDIVISION, according to the recorded plat
      thereof, as recorded in Liber 31 of Plats, Page 9, Ingham County Records.

   Commonly known as: 2207 Marigold Avenue, Lansing, MI 48910`);
    expect(out.property.legalDescription).toMatch(/^Lot 112, ASHWOOD PARK SUBDIVISION/);
  });
});

describe('heirs named by the numbers of their list items', () => {
  const text = `AFFIDAVIT OF DESCENT
The Decedent, ELMER JOHN STRAND, died on May 2, 2023.

CHILDREN OF THE DECEDENT:
   (a) Ruth Ann Strand-Miller, daughter, age 52
       44 Oak Lane, Dover, Delaware 19901
   (b) Carl E. Strand, son, age 49
       18 Mill Road, Milford, Delaware 19963
   (c) Walter Strand, son, who died in 2019 without issue.

The individuals listed in paragraphs (a) through (b) above are the sole heirs
at law of the Decedent.`;

  it('reads the items a reference names, with ranges of letters', () => {
    expect(heirsByItemReference(text).map((h) => h.name)).toEqual([
      'Ruth Ann Strand-Miller',
      'Carl E. Strand',
    ]);
  });

  it('makes them the grantees, with the address under a kinship that carries the age', () => {
    const out = parse(text);
    expect(out.parties.grantees.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Ruth Ann Strand-Miller|44 Oak Ln, Dover, DE 19901',
      'Carl E. Strand|18 Mill Rd, Milford, DE 19963',
    ]);
    expect(person(out, 'Walter Strand')?.role).toBe('family_member');
  });
});

describe('takers named in apposition to their title', () => {
  it('finds the affiant among them by the word only', () => {
    const found = successorsInApposition(
      'The distributees, the undersigned and Paul R. Wendt, are entitled in equal shares to the property.',
    );
    expect(found.affiant).toBe(true);
    expect(found.names.map((n) => n.name)).toEqual(['Paul R. Wendt']);
    expect(successorsInApposition('The heirs, if any, are unknown.').names).toEqual([]);
  });

  it('makes the signing affiant and the named successor the grantees of a small estate affidavit', () => {
    const out = parse(`AFFIDAVIT FOR COLLECTION OF PERSONAL PROPERTY

     MARTHA JEAN OYELARAN, being first duly sworn, deposes and says:

     1.  HAROLD OYELARAN ("Decedent") died on June 1, 2023, at Boise, Idaho.

     2.  The claiming successors, Affiant and Daniel T. Oyelaran, are each
entitled to one-half of Decedent's estate.

                                       ______________________________
                                       MARTHA JEAN OYELARAN
                                       Affiant`);
    expect(out.parties.grantees.map((g) => g.name).sort()).toEqual([
      'Daniel T. Oyelaran',
      'Martha Jean Oyelaran',
    ]);
  });
});

describe('labels, tables and signers', () => {
  it('reads a signer set off by dotted leaders with the address line under it', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
DECLARANT ......... Lorna B. Fitch
Address ........... 77 Harbor View Road, Rockland, Maine 04841
DECEDENT .......... ARTHUR FITCH
Date of death ..... 01/12/2023`);
    expect(person(out, 'Lorna B. Fitch')?.address).toBe('77 Harbor View Rd, Rockland, ME 04841');
  });

  it("reads the decedent's last address after a sentence naming a late husband", () => {
    const out = parse(`AFFIDAVIT RE REAL PROPERTY OF SMALL VALUE
1. Decedent (name): ROSALIE ANN DUARTE
   died on (date): May 2, 2022

DECEDENT'S INTEREST: 100%, held as a widow, her husband, FELIX DUARTE, having
died in 2015.

DECEDENT'S LAST ADDRESS: 612 Palm Drive, Indio, California 92201`);
    expect(out.decedent?.residenceAddress).toBe('612 Palm Dr, Indio, CA 92201');
  });

  it('reads the address of a "Status / Address" column after the status', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
The Decedent, OSCAR LUND, died on April 4, 2023. The children of the Decedent are:

  | Name               | Relationship | Status / Address          |
  | ANNA LUND REYES    | daughter     | living; 90 Pine Ct,       |
  |                    |              | Apt 3, Bismarck, ND 58501 |
  | ERIK LUND          | son          | died June 1, 2020         |
`);
    expect(person(out, 'Anna Lund Reyes')?.address).toBe('90 Pine Ct Apt 3, Bismarck, ND 58501');
    expect(person(out, 'Erik Lund')?.role).toBe('family_member');
  });

  it('makes the lone signer of a corroborating statement a witness, the date beside the rule', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
The Decedent, OSCAR LUND, died on April 4, 2023.

                    CORROBORATING STATEMENT

     The undersigned states that she is not related to the Decedent.

     Dated: May 9, 2023           ____________________________
                                  Helga R. Sorensen
                                  210 3rd Ave. N., Minot, ND 58703`);
    expect(person(out, 'Helga R. Sorensen')).toMatchObject({
      role: 'witness',
      address: '210 3rd Ave N, Minot, ND 58703',
    });
  });

  it('names an appraiser who signs an attached inventory as a non-party', () => {
    const out = parse(`AFFIDAVIT RE REAL PROPERTY OF SMALL VALUE
1. Decedent (name): ROSALIE ANN DUARTE
                       INVENTORY AND APPRAISAL
Date: March 1, 2022                  ______________________________
                                     GORDON P. ASHBY
                                     Probate Referee, Imperial County`);
    expect(person(out, 'Gordon P. Ashby')?.role).toBe('other');
  });

  it('names the purchasers under a contract the decedent held as non-parties', () => {
    const out = parse(`AFFIDAVIT FOR COLLECTION OF SMALL ESTATE
1. The decedent, IVAN PETROV, died on March 3, 2024.
2. The seller's interest of the decedent in that certain Real Estate Contract
   recorded under Auditor's File No. 771204, in which CARLOS M. ABREU and
   LUISA ABREU are purchasers.`);
    expect(person(out, 'Carlos M. Abreu')?.role).toBe('other');
    expect(person(out, 'Luisa Abreu')?.role).toBe('other');
  });
});

describe('dates of attached writings and certificates', () => {
  it("dates the instrument by its own signing, not by an exhibit's authority signed earlier", () => {
    const out = parse(`AFFIDAVIT FOR COLLECTION OF SMALL ESTATE
The decedent, IVAN PETROV, died on March 3, 2024.

     SIGNED this 12th day of May, 2024, at Olympia, Washington.
\f
                                 EXHIBIT 2
                 WRITTEN AUTHORITY OF SUCCESSOR

     I authorize my brother to collect the property on my behalf.

     Dated: April 2, 2024`);
    expect(out.keyDates.instrument).toBe('2024-05-12');
  });

  it("dates a clerk's certified copy read through a scan's zero, the place before the date", () => {
    const out = parse(`AFFIDAVIT FOR COLLECTION OF SMALL ESTATE
The decedent, IVAN PETROV, died on March 3, 2024.
     Dated: May 12, 2024.

                        CERTIFICATE OF CLERK
     I hereby certify that the foregoing is a full, true and correct c0py
of the original Affidavit on file in this office.

     Dated: Hilo, Hawaii, June 3, 2024.`);
    expect(out.keyDates.other).toBe('2024-06-03');
  });
});
