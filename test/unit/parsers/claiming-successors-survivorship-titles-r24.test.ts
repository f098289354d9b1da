import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers';

const parse = (...pages: string[]) => parseDocumentText({ pages });
const person = (doc: ReturnType<typeof parse>, name: string) => doc.people.find((p) => p.name === name);

describe('claiming successors, identity-and-survivorship titles, recited deeds and signing clauses', () => {
  it("reads a claiming successor's affidavit: its lettered heirs with ages, the domicile's mailing address and a county named like a state", () => {
    const doc = parse(`After recording return to:              Until a change is requested, all
Rosalind T. Vantongeren                 tax statements shall be sent to:
Vantongeren Probate Law LLC             Percival J. Okonkwo
800 Oak Street, Suite 12                4410 Pine Ridge Lane
Grass Valley, CA 95945                  Nevada City, CA 95959

In the Matter of the Estate of      )   Case No. 24PR0911
ABIGAIL R. OKONKWO,                 )   AFFIDAVIT OF CLAIMING SUCCESSOR
               Deceased.            )

     I, PERCIVAL J. OKONKWO, being first duly sworn, depose and say:

     1.  Decedent.  Name: ABIGAIL R. OKONKWO.  Age at death: 77.  Domicile:
Nevada County, California.  Mailing address: 1215 Sutton Way,
Grass Valley, California 95945.

     2.  The decedent died on March 2, 2024, at Grass Valley, Nevada
County, California.

     3.  The heirs of the decedent, with their ages, addresses and
relationship to the decedent, are:

     (a)  PERCIVAL J. OKONKWO, 49 years of age, son, 4410 Pine Ridge Lane,
          Nevada City, California 95959.
     (b)  MIRIAM OKONKWO-BAPTISTE, age 45, daughter, 77 Elm Court,
          Auburn, California 95603.

     4.  Real property:

          Lot 6, SUTTON MEADOWS, according to the map thereof filed in Book 9 of Maps,
          Page 31, Nevada County Records.
          Tax Lot 0031; Account No. 14-220-07.

     DATED: May 1, 2024.
`);
    expect(doc.category).toBe('SMALL_ESTATE_AFFIDAVIT');
    expect(doc.decedent?.placeOfDeath).toBe('Grass Valley, CA');
    expect(doc.decedent?.residenceAddress).toBe('1215 Sutton Way, Grass Valley, CA 95945');
    expect(doc.parties.grantees.map((g) => [g.name, g.address])).toEqual([
      ['Percival J. Okonkwo', '4410 Pine Ridge Ln, Nevada City, CA 95959'],
      ['Miriam Okonkwo-Baptiste', '77 Elm Ct, Auburn, CA 95603'],
    ]);
    expect(person(doc, 'Percival J. Okonkwo')?.relationship).toBe('son');
    expect(person(doc, 'Miriam Okonkwo-Baptiste')?.relationship).toBe('daughter');
    expect(person(doc, 'Rosalind T. Vantongeren')?.role).toBe('preparer');
    expect(doc.property.legalDescription).toBe(
      'Lot 6, SUTTON MEADOWS, according to the map thereof filed in Book 9 of Maps, Page 31, Nevada County Records.',
    );
  });

  it("takes an identity-and-survivorship affidavit as one of death, with the children a TOD deed designated and the affiant's own kinship", () => {
    const doc = parse(`                AFFIDAVIT OF IDENTITY AND SURVIVORSHIP
              (Transfer on Death Deed - Minn. Stat. 507.071)

GRETA L. HALVORSEN, being first duly sworn, states:

1.   Affiant resides at 300 Lake Street, Duluth, Minnesota 55802, and is the son
     of OSKAR B. HALVORSEN ("Decedent").

2.   Decedent died on August 9, 2023, at Duluth, Minnesota.

3.   The TOD Deed designated as grantee beneficiaries the Decedent's children,
     GRETA L. HALVORSEN and NILS E. HALVORSEN, in equal shares.

Dated: October 2, 2023
`);
    expect(doc.category).toBe('AFFIDAVIT_OF_DEATH');
    expect(doc.parties.grantees.map((g) => [g.name, g.role])).toEqual([
      ['Greta L. Halvorsen', 'beneficiary'],
      ['Nils E. Halvorsen', 'beneficiary'],
    ]);
    expect(person(doc, 'Greta L. Halvorsen')?.relationship).toBe('son');
  });

  it("leaves the status a recited deed gives its grantor out of the decedent's, and keeps every headed parcel", () => {
    const doc = parse(`                    AFFIDAVIT - DEATH OF TRUSTEE

     LUCILLE M. ABERNATHY, of legal age, being first duly sworn, deposes and says:

     That HOWARD P. ABERNATHY, the decedent named in the attached certified copy of
Certificate of Death, is the same person named as Trustee in that certain Trust Transfer Deed
dated June 2, 2011, executed by HOWARD P. ABERNATHY, a widower, to HOWARD P. ABERNATHY,
Trustee of THE ABERNATHY FAMILY TRUST, covering the following described property:

     PARCEL 1: LOT 40 OF TRACT NO. 5512, IN THE CITY OF FRESNO, AS PER MAP RECORDED IN
     BOOK 61, PAGE 14 OF MAPS.

     PARCEL 2: AN EASEMENT FOR INGRESS AND EGRESS OVER THE NORTH 10 FEET OF LOT 41 OF
     SAID TRACT.

     That the decedent died on April 4, 2024, at Fresno, California.

     Executed on May 10, 2024, at Fresno, California.
`);
    expect(doc.decedent?.maritalStatus).toBeNull();
    expect(doc.property.legalDescription).toMatch(
      /^PARCEL 1: LOT 40 .* PARCEL 2: AN EASEMENT .* SAID TRACT\.$/,
    );
  });

  it("dates a will by its testator's present-tense signing clause and its probate by the registrar's statement", () => {
    const doc = parse(`          STATEMENT OF INFORMAL PROBATE OF WILL

     The Register of Probate finds that EDITH R. COLLINGWOOD died on March 3, 2022 at
Bangor, Maine, and that the instrument dated June 9, 2016 is the decedent's last will.

     The will was informally probated on April 20, 2022, and ARTHUR COLLINGWOOD is
appointed Personal Representative.

Dated: April 21, 2022                  ______________________________
                                       Register of Probate

                         LAST WILL AND TESTAMENT
                        OF EDITH R. COLLINGWOOD

     I, EDITH R. COLLINGWOOD, of Bangor, Maine, declare this to be my Last Will.

FIRST: I give my home to my son, ARTHUR COLLINGWOOD.

     IN WITNESS WHEREOF, I sign this will, consisting of two pages, on this ninth day
of June, 2016.
`);
    expect(doc.keyDates.instrument).toBe('2016-06-09');
    const labels = doc.typeSpecific.otherDates as { date: string; label: string }[];
    expect(labels).toContainEqual({ date: '2022-04-20', label: 'probate_admitted' });
  });

  it('reads a five opening a word of small letters as the S it looks like', () => {
    const doc = parse(`                    SMALL ESTATE AFFIDAVIT

     I, CORINNE A. DELACROIX, state that WALTER J. DELACROIX died on May 5, 2023, and that his
heirs are:
     Corinne A. Delacroix, daughter, 52 W. 5outh Boulevard, Peoria, Illinois 61606
`);
    expect(person(doc, 'Corinne A. Delacroix')?.address).toBe('52 W South Blvd, Peoria, IL 61606');
  });
});
