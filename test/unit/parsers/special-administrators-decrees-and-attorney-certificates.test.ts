import { describe, expect, it } from 'vitest';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

const specialAdministratorDeed = (capacity: string) => `IN THE MATTER OF THE ESTATE OF
ROSALIND T. MARSH, Deceased.

                     ADMINISTRATOR'S DEED

     OTTO J. MARSH, of 12 Elm Street, Pierre, South Dakota 57501, as the duly appointed, qualified and acting
${capacity} of the Estate of ROSALIND T. MARSH, Deceased, Grantor, for and in consideration of the sum of Ten
Dollars ($10.00), does hereby grant and convey unto LENA P. CROWE, a single person, Grantee, whose post office
address is 88 River Road, Yankton, South Dakota 57078, the following described real estate:

     Lot 4, Block 2, Prairie View Addition to the City of Pierre, Hughes County, South Dakota.

     Dated this 3rd day of May, 2023.
`;

describe('special and temporary administrators convey as fiduciaries', () => {
  for (const capacity of ['Special Administrator', 'Temporary Administrator', 'Special Adrninistrator']) {
    it(`reads "${capacity}" as the grantor's capacity`, () => {
      const out = parse(specialAdministratorDeed(capacity));
      expect(out.parties.grantors.map((g) => `${g.name}|${g.role}`)).toEqual(['Otto J. Marsh|administrator']);
      expect(person(out, 'Otto J. Marsh')?.role).toBe('administrator');
    });
  }
});

describe("a court's appointment by a joint decree and order", () => {
  it('dates the letters from "appointed by Order and Decree of said Court entered ..."', () => {
    const text = `I, MIRIAM K. SOTO, of 5 Vale Road, Keene, New Hampshire 03431, Executrix of the Will of PAUL SOTO,
late of Salem, Essex County, Massachusetts, Essex Probate and Family Court Docket No. ES21P0101EA, appointed by
Order and Decree of said Court entered March 2, 2022, for consideration paid, grant to ...`;
    const dates = findOtherDates(new Doc([text]), { category: 'EXECUTOR_DEED' }).map(
      (d) => `${d.iso}|${d.label}`,
    );
    expect(dates).toContain('2022-03-02|letters_issued');
  });
});

describe('a New England parcel opening "the land with the buildings thereon"', () => {
  it('keeps the parcel paragraph ahead of its boundary calls', () => {
    const text = `grant to ALICE WREN of Lowell, Massachusetts,

     a certain parcel of land with the buildings thereon situated in Lowell, being Lot 22 on a plan recorded with
said Registry in Plan Book 12, Plan 4, bounded and described as follows:

     NORTHERLY   by Pine Street, fifty (50) feet;
     EASTERLY    by Lot 23, ninety (90) feet;
     SOUTHERLY   by land of owners unknown, fifty (50) feet; and
     WESTERLY    by Lot 21, ninety (90) feet.

     Being the same premises conveyed to the decedent by deed recorded in Book 100, Page 1.
`;
    const legal = findLegalDescription(new Doc([text]))?.value ?? '';
    expect(legal).toMatch(/^a certain parcel of land with the buildings thereon situated in Lowell/);
    expect(legal).toMatch(/WESTERLY by Lot 21, ninety \(90\) feet\.$/);
  });
});

describe('signature rows, certificates and recitals of a personal representative deed', () => {
  const deed = `                     PERSONAL REPRESENTATIVE'S DEED

     THIS DEED, made this 2nd day of April, 2024, by and between HUGO V. LINDQVIST, Personal Representative of
the Estate of Marta Lindqvist, deceased, of 9 Oak Lane, Bowie, Maryland 20715, Grantor, and TESSA M. GRAY, of
14 Hill Court, Laurel, Maryland 20707, Grantee.

     BEING the same property which, by Deed dated June 1, 1990, was granted and conveyed by Walter Penn unto
Oskar Lindqvist and Marta Lindqvist, his wife, as tenants by the entirety; the said Oskar Lindqvist having
departed this life on March 3, 2015.

WITNESS:                                 GRANTOR:

______________________________           ______________________________(SEAL)
Ines R. Moya                             HUGO V. LINDQVIST, Personal
                                         Representative

______________________________           ______________________________(SEAL)
Bartholomew Q. Vance                     TESSA M. GRAY

                        CERTIFICATE OF PREPARATION

     This is to certify that the within instrument was prepared by or under the supervision of the undersigned,
an attorney admitted to practice before the Court of Appeals of Maryland.

                                        ______________________________
                                        Rosalind E. Achebe
                                        Achebe Law Group, P.A.
                                        300 Main Street, Suite 12
                                        Annapolis, Maryland 21401
`;
  const out = parse(deed);

  it('reads a witness under every rule of the witness column, past the seal marks of the row above', () => {
    expect(person(out, 'Ines R. Moya')?.role).toBe('witness');
    expect(person(out, 'Bartholomew Q. Vance')?.role).toBe('witness');
  });

  it("names the attorney who certifies the instrument's preparation its preparer, at the firm's address", () => {
    const p = person(out, 'Rosalind E. Achebe');
    expect(p?.role).toBe('preparer');
    expect(p?.address).toBe('300 Main St Ste 12, Annapolis, MD 21401');
  });

  it("reads the decedent's spouse named before her in the vesting recital as family", () => {
    const p = person(out, 'Oskar Lindqvist');
    expect(p?.role).toBe('family_member');
    expect(p?.relationship).toBe('spouse');
  });
});

describe('an affidavit of death of a joint tenant', () => {
  const affidavit = `                     AFFIDAVIT OF DEATH OF JOINT TENANT

     I, MARISOL K. FENWICK, being first duly sworn, depose and say:

     1.  I am over the age of eighteen and am the son of OSWALD R. FENWICK, the decedent named in the certified
copy of the Certificate of Death attached hereto.

     2.  The decedent died on June 1st, 2023, at Reno, Washoe County, Nevada. At the time of his death the
decedent was a widower and resided at the property, commonly known as 77 Lakeside Drive, Reno, Nevada 89509.

                                 EXHIBIT "A"
                              LEGAL DESCRIPTION

PARCEL A:
Lot 9 in Block 3 of LAKESIDE TERRACE UNIT 2, as shown by map thereof on file in Book 40 of Plats, Page 12.

PARCEL B:
A non-exclusive easement for ingress and egress over the private road shown on said map.
`;
  const out = parse(affidavit);

  it("reads the affiant's kinship after his age", () => {
    expect(person(out, 'Marisol K. Fenwick')?.relationship).toBe('son');
  });

  it('takes the residence from the property the decedent resided at, past the marital status', () => {
    expect(out.decedent?.residenceAddress).toBe('77 Lakeside Dr, Reno, NV 89509');
  });

  it('joins parcels headed on lines of their own, headings kept', () => {
    expect(out.property.legalDescription).toBe(
      'PARCEL A: Lot 9 in Block 3 of LAKESIDE TERRACE UNIT 2, as shown by map thereof on file in Book 40 of Plats, Page 12. PARCEL B: A non-exclusive easement for ingress and egress over the private road shown on said map.',
    );
  });
});

describe('a small estate affidavit with a minor successor and a parcel map', () => {
  const affidavit = `AFFIDAVIT RE REAL PROPERTY OF SMALL VALUE

1.  Decedent (name): LUCIEN P. ORTIZ
2.  An inventory and appraisal of the real property is attached. (Prepared by Wendell T. Ashe, Probate
    Referee, appraised value $30,000.00.)
3.  Each declarant is a successor of decedent. The successors are:

    NAME / RELATIONSHIP           ADDRESS
    LENA ORTIZ VEGA               44 Pine Street
      (sister)                    Fresno, CA 93701
    NOAH J. ORTIZ                 9 Elm Court
      (nephew, a minor)           Clovis, CA 93612

4.  The interest of NOAH J. ORTIZ, a minor, is claimed on his behalf by RUTH A. ORTIZ, his mother and guardian
    of his estate, 9 Elm Court, Clovis, CA 93612, who signs this affidavit.

LENA ORTIZ VEGA                    ____________________________________
RUTH A. ORTIZ, guardian of         ____________________________________
the estate of Noah J. Ortiz        (SIGNATURE OF AFFIANT)

                   ATTACHMENT - LEGAL DESCRIPTION
All that certain real property situated in the County of Fresno, State of California, described as follows:

Parcel 3, as shown on that certain Parcel Map filed in the office of the County Recorder of Fresno County,
California, in Book 12 of Parcel Maps, at Page 7.

State of California          )
County of Fresno             )
On May 1, 2023, before me, Ana Ruiz, Notary Public, personally appeared LENA ORTIZ VEGA and RUTH A. ORTIZ, who
proved to me on the basis of satisfactory evidence to be the persons whose names are subscribed to the within
instrument.
`;
  const out = parse(affidavit);

  it("reads the mother named as the minor's guardian without a kinship to the decedent, at her address", () => {
    const p = person(out, 'Ruth A. Ortiz');
    expect(p?.relationship).toBeNull();
    expect(p?.address).toBe('9 Elm Ct, Clovis, CA 93612');
  });

  it('names the probate referee who prepared the inventory no preparer', () => {
    expect(person(out, 'Wendell T. Ashe')?.role).toBe('other');
  });

  it('opens the description at the parcel of the parcel map', () => {
    expect(out.property.legalDescription).toMatch(/^Parcel 3, as shown on that certain Parcel Map/);
  });
});

describe('an indenture between parties of the first and second part', () => {
  it('reads the second part after a spaced "- AND -" line, a prefixed second surname cased as printed', () => {
    const out =
      parse(`     THIS DEED, made this first day of June, in the year of our Lord two thousand twenty-three,

     BETWEEN, OWEN T. PRICE, a single man, of 12 Bay Road, Lewes, Delaware 19958, party of the first part,

                                   - AND -

     NORA QUINN-MacDOUGALL, a single woman, of 4 Mill Street, Dover, Delaware 19901, party of the second part.

     WITNESSETH, that the said party of the first part, for and in consideration of the sum of TEN DOLLARS,
does hereby grant and convey unto the said party of the second part ...
`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Nora Quinn-MacDougall']);
  });
});
