import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';

/**
 * Wills whose codicil reports that a taker died (the gift to that person lapses and the testator is widowed),
 * whose testator is "late of <Town>, in the County of ...", and whose land is given as "my cabin and land at" or
 * "my homestead farm, being the premises at" a street address. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const grantees = (out: ReturnType<typeof parse>) => out.parties.grantees.map((g) => `${g.name} (${g.role})`);

const CODICIL_WILL = `                    LAST WILL AND TESTAMENT OF EDNA LOUISE VOSS

     I, EDNA LOUISE VOSS, of Danbury, County of Fairfield and State of Connecticut, declare this to be my
Last Will and Testament.

     SECOND: I am married to ELMER J. VOSS. We have one daughter, MAREN VOSS KILEY.

     THIRD: I give and devise my cabin and land at 44 Pine Hollow Road, Rangeley, Maine 04970, to my husband,
ELMER J. VOSS, if he survives me.

     FOURTH: All the rest of my estate I give to my husband, ELMER J. VOSS.

                              FIRST CODICIL

     1. My husband, ELMER J. VOSS, died on March 2, 2018, and I have not remarried.

     2. I revoke Article THIRD of my Will and substitute: "THIRD: I give and devise my cabin and land at
44 Pine Hollow Road, Rangeley, Maine 04970, to my daughter, MAREN VOSS KILEY."`;

describe('a will taker the recorded papers say died', () => {
  it('takes nothing, is a family member, and leaves the testator widowed', () => {
    const out = parse(CODICIL_WILL);
    expect(grantees(out)).toEqual(['Maren Voss Kiley (beneficiary)']);
    expect(person(out, 'Elmer J. Voss')?.role).toBe('family_member');
    expect(person(out, 'Elmer J. Voss')?.relationship).toBe('spouse');
    expect(out.decedent?.maritalStatus).toBe('widowed');
  });
  it('still gives to a taker whose death is only a condition ("if he predeceases me")', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF IRMA D. PELL

     I, IRMA D. PELL, of Keene, New Hampshire, make this my Will.

     SECOND: I give my house at 9 Maple Street, Keene, New Hampshire 03431, to my son, CALVIN R. PELL, and
if CALVIN R. PELL predeceases me, to his children.`);
    expect(grantees(out)).toContain('Calvin R. Pell (beneficiary)');
    expect(person(out, 'Calvin R. Pell')?.role).toBe('beneficiary');
  });
});

describe('a testator "late of <Town>, in the County of ..."', () => {
  it('reads no state from the lower-case "in" and takes the city and state the will gives', () => {
    const out =
      parse(`     I certify that the following is a true copy of the Last Will and Testament of EDNA LOUISE VOSS,
late of Danbury, in the County of Fairfield, who died April 9, 2023 at Danbury, Connecticut.

${CODICIL_WILL}`);
    expect(out.decedent?.residenceAddress).toBe('Danbury, CT');
  });
});

describe('land a will names by what stands on it', () => {
  it('takes "my cabin and land at <street>" as the stated property address', () => {
    const out = parse(CODICIL_WILL);
    expect(out.property.addressSource).toBe('stated');
    expect(out.property.addressComponents).toEqual({
      line1: '44 Pine Hollow Rd',
      city: 'Rangeley',
      state: 'ME',
      zip: '04970',
    });
  });
  it('takes "my homestead farm, being the premises at <street>" as the stated property address', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF OTIS W. LAMB

     I, OTIS W. LAMB, of 7 Church Street, Barnet, Vermont 05821, make this my Will.

     SECOND: I give and devise my homestead farm, being the premises at 1210 Stevens Loop, Peacham, Vermont
05862, to my son, DWIGHT O. LAMB.`);
    expect(out.property.addressSource).toBe('stated');
    expect(out.property.address).toBe('1210 Stevens Loop, Peacham, VT 05862');
  });
});

describe('witnesses and officers of a will with its codicil', () => {
  const out = parse(`                    LAST WILL AND TESTAMENT OF HOMER A. BRISSON

     I, HOMER A. BRISSON, of Berlin, New Hampshire, make this my Will.

     SECOND: I give my house at 31 Spruce Street, Berlin, New Hampshire 03570, to my son, LOUIS H. BRISSON.

                                        ______________________________
                                        HOMER A. BRISSON
Witness: ________________________      Witness: ________________________
         Paulette R. Vachon                     Gilles T. Morin
                SELF-PROVED WILL AFFIDAVIT

State of New Hampshire, County of Coos, ss.
     Personally appeared HOMER A. BRISSON and the said witnesses and made oath to the foregoing.
                                        ______________________________
                                        Lucien F. Dube, Justice of the Peace
                                        My Commission Expires: 02/14/2027`);
  it('reads each witness printed under the rule of a "Witness: ____" label, side by side', () => {
    expect(person(out, 'Paulette R. Vachon')?.role).toBe('witness');
    expect(person(out, 'Gilles T. Morin')?.role).toBe('witness');
    expect(person(out, 'Homer A. Brisson')?.role).toBe('decedent');
  });
  it('takes a justice of the peace who took the oath as the notary', () => {
    expect(person(out, 'Lucien F. Dube')?.role).toBe('notary');
  });
});

describe('a will describing the land it devises', () => {
  it('keeps "approximately" before the acreage and ends at the sentence on the gift lapsing', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF ADA P. KNAPP

     I, ADA P. KNAPP, of 80 Mill Road, Tunbridge, Vermont 05077, make this my Will.

     SECOND: I give my farm to my son, EZRA KNAPP, and my daughter, NELL KNAPP ROWE, in equal shares. Said
premises are described as follows: approximately 41 acres of land, with the barn thereon, situated on the
easterly side of Mill Road in the Town of Tunbridge, being the lands conveyed to me by deed recorded in Book 22,
Page 140 of the Tunbridge Land Records. If any of my said children predeceases me, the share of such child
shall pass to his or her issue.`);
    expect(out.property.legalDescription).toBe(
      'approximately 41 acres of land, with the barn thereon, situated on the easterly side of Mill Road in the Town of Tunbridge, being the lands conveyed to me by deed recorded in Book 22, Page 140 of the Tunbridge Land Records.',
    );
  });
});

describe('names in a will set out over lines and columns', () => {
  const out = parse(`                    LAST WILL AND TESTAMENT OF TOMAS E. BACA

     I, TOMAS E. BACA, of 12 Calle Ocho, Chimayo, New Mexico 87522, make this my Will.

     ARTICLE ONE. I have two children, my son LEANDRO BACA and my daughter INES BACA-
QUINTANA, of Velarde, New Mexico.

     ARTICLE TWO. I give my home to my son LEANDRO BACA and my daughter INES BACA-QUINTANA, in equal shares.

WITNESSES: We declare that the Testator signed this instrument as his Will in our presence.

  ____________________________________   ____________________________________
  Dolores M. Archibeque                  Fidel Gallegos
  Truchas, New Mexico                    Cordova, New Mexico`);
  it('joins a hyphenated surname broken at the end of a line', () => {
    expect(out.people.map((p) => p.name)).toContain('Ines Baca-Quintana');
    expect(out.people.map((p) => p.name)).not.toContain('Ines Baca');
  });
  it("ends a witness's printed name with its line, over the town printed under it", () => {
    expect(person(out, 'Fidel Gallegos')?.role).toBe('witness');
    expect(person(out, 'Dolores M. Archibeque')?.role).toBe('witness');
    expect(out.people.some((p) => /Cordova/.test(p.name))).toBe(false);
  });
});

describe('a beneficiary deed numbering its designees under a heading', () => {
  it('reads each numbered row as a beneficiary with the address beside the name', () => {
    const out = parse(`                                BENEFICIARY DEED

OWNER:         LYLE R. HAUGEN, a single man
ADDRESS:       77 Birch Lane, Whitefish, Montana 59937

     The Owner hereby conveys to the grantee beneficiaries named below, effective on the death of the Owner,
the following described real property in Flathead County, Montana:

     Lot 9, Block 2, Spruce Park Addition, according to the recorded plat thereof.

PRIMARY BENEFICIARIES:

  1. MARGO HAUGEN PRYOR            415 E. Idaho Street, Kalispell, MT 59901
  2. DEAN T. HAUGEN                P.O. Box 310, Bigfork, MT 59911

CONTINGENT BENEFICIARY:

  1. ROWAN L. PRYOR                415 E. Idaho Street, Kalispell, MT 59901`);
    expect(grantees(out)).toEqual(['Margo Haugen Pryor (beneficiary)', 'Dean T. Haugen (beneficiary)']);
    expect(out.parties.grantees[1]?.address).toBe('PO Box 310, Bigfork, MT 59911');
    expect(person(out, 'Rowan L. Pryor')?.role).toBe('beneficiary');
  });
});

describe('District of Columbia street addresses', () => {
  it('takes a quadrant set off by commas as the post-directional and "D.C." as the state', () => {
    expect(normalizeAddress('3310 Upton Street, N.E., Washington, D.C. 20018')?.formatted).toBe(
      '3310 Upton St NE, Washington, DC 20018',
    );
    expect(normalizeAddress('601 Irving Place, Washington, D.C. 20002')?.formatted).toBe(
      '601 Irving Pl, Washington, DC 20002',
    );
  });
});

describe('a certificate of satisfaction summarising the lien', () => {
  const out = parse(`Prepared by:                            When recorded, return to:
Chesapeake Federal Bank, N.A.           MILES J. OKAFOR
Mortgage Servicing - Payoff Dept.       3310 Upton Street, N.E.
9100 Corporate Drive, Suite 200         Washington, D.C. 20018
Columbia, Maryland 21046

                        CERTIFICATE OF SATISFACTION

KNOW ALL MEN BY THESE PRESENTS, that CHESAPEAKE FEDERAL BANK, N.A., the holder of the note secured by the
Deed of Trust hereinafter described, does hereby certify that the indebtedness has been paid in full.

  Deed of Trust dated:      03/11/2015
  Grantors/Borrowers:       MILES J. OKAFOR and ADAEZE N. OKAFOR, husband and wife
  Trustees:                 Harlan V. Stroud and Nadia P. Kessler
  Property:                 Lot numbered Forty (40) in Square numbered Four Thousand Two (4002) in the
                            subdivision made by Percival T. Ames, as per plat recorded in Liber 61 at folio 12.
  Premises known as:        3310 Upton Street, N.E., Washington, D.C. 20018`);
  it('takes the borrowers from the "Grantors/Borrowers:" line', () => {
    expect(grantees(out)).toEqual(['Miles J. Okafor (borrower)', 'Adaeze N. Okafor (borrower)']);
  });
  it("names the deed of trust's trustees and the subdivider as non-parties", () => {
    expect(person(out, 'Harlan V. Stroud')?.role).toBe('other');
    expect(person(out, 'Nadia P. Kessler')?.role).toBe('other');
    expect(person(out, 'Percival T. Ames')?.role).toBe('other');
  });
  it("reads no person from the lender's department line under its name", () => {
    expect(out.people.some((p) => /Servicing/.test(p.name))).toBe(false);
  });
});

describe('a Hawaii-style deed defining its parties with "hereinafter called"', () => {
  const out = parse(`                      TRUSTEES' LIMITED WARRANTY DEED

     KNOW ALL MEN BY THESE PRESENTS:

     That LEILANI A. KAMAKA and DUKE P. KAMAKA, Trustees of the Kamaka Family Trust dated 4 May 2010, with full
powers to sell, convey, mortgage, lease or otherwise deal with the real property described herein, whose
residence and mailing address is 85 Puako Place, Hilo, Hawaii 96720, hereinafter called the "Grantor", for
and in consideration of the sum of TEN DOLLARS ($10.00) to the Grantor paid by MAKANI SHORES HOLDINGS LLC, a
Hawaii limited liability company, whose post office address is 44 Kamehameha Avenue, Hilo, Hawaii 96720,
hereinafter called the "Grantee", the receipt of which is hereby acknowledged, does hereby grant, bargain,
sell and convey unto the Grantee, its successors and assigns, all of that certain real property more
particularly described in Exhibit "A" attached hereto and made a part hereof.

                                 EXHIBIT "A"

     All of that certain parcel of land situate at Waiakea, District of South Hilo, Island and County of
Hawaii, State of Hawaii, being LOT 12 of the "PUAINAKO TOWN CENTER", as shown on File Plan No. 1977.`);
  it('reads the grantor named before "hereinafter called the Grantor" and the grantee paid by', () => {
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Leilani A. Kamaka', 'Duke P. Kamaka']);
    expect(grantees(out)).toEqual(['Makani Shores Holdings LLC (grantee)']);
  });
  it('takes the exhibit, not the clause referring to it, as the legal description', () => {
    expect(out.property.legalDescription).toMatch(/^All of that certain parcel of land situate at Waiakea/);
  });
});

describe('a statutory quitclaim naming "THE GRANTEE, X" after its verb', () => {
  it('reads the company after the defined term as the grantee', () => {
    const out = parse(`                              QUITCLAIM DEED

     THE GRANTORS, MAVIS L. TRENT, a widow, whose mailing address is P.O. Box 12, Homer, Alaska 99603, and
OWEN J. TRENT, a single man, whose mailing address is 88 Spruce Lane, Kenai, Alaska 99611, for and in
consideration of TEN DOLLARS ($10.00), CONVEY AND QUITCLAIM to THE GRANTEE, KACHEMAK BAY LAND COMPANY, LLC, an
Alaska limited liability company, whose address is 410 Pioneer Avenue, Homer, Alaska 99603, all of their
interest in the following described real property: Lot 4, Block 1, BAYVIEW SUBDIVISION, Plat No. 77-18.`);
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Mavis L. Trent', 'Owen J. Trent']);
    expect(grantees(out)).toEqual(['Kachemak Bay Land Company, LLC (grantee)']);
  });
});
