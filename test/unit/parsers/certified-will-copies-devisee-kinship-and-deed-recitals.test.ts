import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { findDates } from '@/parsers/normalize/dates';
import { repairRnForM } from '@/parsers/text/rn-for-m';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * Certified copies of probated wills recorded to evidence title (the clerk's certificate over the copy, a devise
 * naming each taker after a kinship word, witnesses' residences beside their signature rules), scans' misreads in
 * such copies, will takers named after a clause and a colon, in a division "between" relatives or beside a
 * witness's capacity, and deeds whose recital lays the earlier deed out in labels, whose preparer disclaims the
 * title work, or that open with the consideration. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const grantees = (out: ReturnType<typeof parse>) => out.parties.grantees.map((g) => `${g.name} (${g.role})`);

const CERTIFIED_WILL = `STATE OF SOUTH CAROLINA                 IN THE PROBATE COURT
COUNTY OF RICHLAND                      ESTATE FILE NO. 2022-ES-40-0918

IN THE MATTER OF THE ESTATE OF
WALTER PRESCOTT GREENLEE, Deceased

                    CERTIFICATE AND CERTIFIED COPY

     The undersigned Judge of Probate hereby certifies that the paper writing attached hereto, dated the
3rd day of May, 2011, was, on the 9th day of January, 2023, duly proved and admitted to probate in solemn
form as the Last Will and Testament of WALTER PRESCOTT GREENLEE, who died at Columbia, South Carolina, on the
2lst day of Nove mber, 2022.

     The attached four (4) sheets are a true and correct copy of said Will.

     WITNESS my hand and the seal of said Court, this 14th day of February, 2023.
\f                        LAST WILL AND TESTAMENT
                      OF WALTER PRESCOTT GREENLEE

     I, WALTER PRESCOTT GREENLEE, of 77 Hampton Oaks Drive, Columbia, South Carolina, make this my Will.

     SECOND: I have three children: my son OWEN P. GREENLEE, my daughter RUTH G. ABERNATHY and my
daughter LYDIA GREENLEE MOSS.

     THIRD: I give and devise my farm in Kershaw County, South Carolina, described as Tract 4 of the
Greenlee Division, as shown on plat recorded in Plat Book 61, Page 12, together with the farmhouse and barns
thereon, to my son OWEN P. GREENLEE, my daughter RUTH G. ABERNATHY, and my granddaughter CORA J. MOSS,
in equal shares.

     FOURTH: I give my pocket watch to my grandson, PETER L. MOSS.

     IN WITNESS WHEREOF, I have signed this Will on the 3rd day of May, 2011.

                                   ______________________________
                                   WALTER PRESCOTT GREENLEE

     Signed and declared by the testator in our presence, and we have signed our names hereto as
witnesses in his presence and in the presence of each other.

______________________________  residing at 410 Devine St.,
Harriet M. Colclough                           Columbia, SC 29205

______________________________  residing at 58 Gervais Rd., Unit 2,
Thaddeus R. Pinckney                           Columbia, SC 29201`;

describe('a certified copy of a probated will', () => {
  const out = parse(CERTIFIED_WILL);
  it('dates the probate set off by commas and the clerk certificate that calls the copy "the attached sheets"', () => {
    expect(out.keyDates.other).toBe('2023-01-09');
    const labels = (out.typeSpecific as { otherDates?: { date: string; label: string }[] }).otherDates;
    expect(labels).toEqual([
      { date: '2023-01-09', label: 'probate_admitted' },
      { date: '2023-02-14', label: 'court_certification' },
    ]);
  });
  it('reads a death date whose ordinal and month a scan garbled ("2lst day of Nove mber")', () => {
    expect(out.decedent?.dateOfDeath).toBe('2022-11-21');
    expect(out.keyDates.death).toBe('2022-11-21');
  });
  it('gives each devisee named after its own kinship word the land, not the one before it', () => {
    expect(grantees(out)).toEqual([
      'Owen P. Greenlee (beneficiary)',
      'Ruth G. Abernathy (beneficiary)',
      'Cora J. Moss (beneficiary)',
    ]);
    expect(person(out, 'Cora J. Moss')?.relationship).toBe('grandchild');
    expect(person(out, 'Peter L. Moss')?.role).toBe('beneficiary');
  });
  it('ends the description before "together with the farmhouse and barns"', () => {
    expect(out.property.legalDescription).toBe(
      'Tract 4 of the Greenlee Division, as shown on plat recorded in Plat Book 61, Page 12',
    );
  });
  it('reads a witness residence beside the signature rule, two blanks from it', () => {
    expect(person(out, 'Harriet M. Colclough')?.address).toBe('410 Devine St, Columbia, SC 29205');
    expect(person(out, 'Thaddeus R. Pinckney')?.address).toBe('58 Gervais Rd Unit 2, Columbia, SC 29201');
  });
});

describe("a scan's misread letters", () => {
  it('reads rn as m only where the document prints the m spelling elsewhere', () => {
    const [page] = repairRnForM([
      'of Harnrnond, LA 70401 and Hammond; the corner of the Warner tract, Hornbeck 2',
    ]);
    expect(page).toContain('of Hammond,   LA 70401');
    expect(page).toContain('the corner of the Warner tract');
    expect(page).toContain('Hornbeck');
    expect(page).toHaveLength(
      'of Harnrnond, LA 70401 and Hammond; the corner of the Warner tract, Hornbeck 2'.length,
    );
  });
  it('reads a small l between capitals as I, and a 1 between capitals of a name as I', () => {
    expect(repairWordGlyphs('ESTATE OF MacDONALD, PHlLLlPS and WlLLIAMSON')).toBe(
      'ESTATE OF MacDONALD, PHILLIPS and WILLIAMSON',
    );
    const out = parse(`                    LAST WILL AND TESTAMENT OF ROSE ANN KOVAC

     I, ROSE ANN KOVAC, of Toledo, Ohio, make this my Will. I was formerly married to STEPHEN
J. GR1MES, which marriage ended in divorce.`);
    expect(out.people.map((p) => p.name)).toContain('Stephen J. Grimes');
  });
  it('joins a month name broken by a blank only when both halves are two letters or more', () => {
    expect(findDates('the 4th day of Aug ust, 2019').map((d) => d.iso)).toEqual(['2019-08-04']);
    expect(findDates('Janu ary 9, 2020').map((d) => d.iso)).toEqual(['2020-01-09']);
  });
});

describe('warranty deeds', () => {
  const DEED = `Prepared without benefit of title search by:
Orrin T. Lachance, Esq.
12 Main Street
Brattleboro, VT 05301

                              WARRANTY DEED

     KNOW ALL PERSONS BY THESE PRESENTS, that I, DELIA M. FORTIN, a single woman, of 88 Canal Street,
Brattleboro, Vermont 05301, for consideration paid, grant to GEORGE A. HASKELL, of 19 Elm Street, Keene,
New Hampshire 03431, with WARRANTY COVENANTS, the land in Brattleboro described in Schedule A.

     Signed this 2nd day of August, 2023.

_________________________________
Delia M. Fortin

                                SCHEDULE A

     Lot 7 of the Canal Street Subdivision, as shown on Plan No. 44 recorded in the Brattleboro Land Records.

     BEING THE PREMISES ACQUIRED BY QUITCLAIM DEED

     GRANTOR   :  ROLAND E. BISSONNETTE and MARIE BISSONNETTE
     GRANTEE   :  DELIA M. FORTIN
     DATED     :  April 4, 2001`;
  it('names as preparer the attorney who "prepared without benefit of title search"', () => {
    const out = parse(DEED);
    expect(person(out, 'Orrin T. Lachance')?.role).toBe('preparer');
  });
  it("keeps the recited deed's labelled grantor a named non-party", () => {
    const out = parse(DEED);
    expect(person(out, 'Roland E. Bissonnette')?.role).toBe('other');
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Delia M. Fortin']);
  });
  it('reads no name from a notary certification box', () => {
    const out = parse(`${DEED}

+------------------------------------------------------------+
| NOTARY CERTIFICATION STATEMENT                             |
| ______________________          08/02/2023                 |
| Signature of Notary             Date of Notarization and   |
|                                 Certification Statement    |
| Paulette R. Gagne                                          |
| Printed Name of Notary          (Official Stamp or Seal)   |
+------------------------------------------------------------+`);
    expect(out.people.map((p) => p.name)).not.toContain('Certification Statement');
  });
});

describe('will takers named in other turns of phrase', () => {
  it('reads the children listed after a clause and a colon as takers of a gift "to my children"', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF NORMAN E. FISK

     I, NORMAN E. FISK, of Laramie, Wyoming, make this my Will.

     I am married to JUNE A. FISK. I have two children, both of my first marriage, which ended in her
death: my daughter ALMA FISK REESE and my son DALE N. FISK.

     I give my house at 210 Grand Avenue, Laramie, Wyoming 82070, to my wife, JUNE A. FISK, if she survives
me. If she does not survive me, I give said house to my children who survive me, in equal shares.`);
    expect(grantees(out)).toEqual(['June A. Fisk (beneficiary)']);
    expect(person(out, 'Alma Fisk Reese')?.role).toBe('beneficiary');
    expect(person(out, 'Dale N. Fisk')?.role).toBe('beneficiary');
  });
  it('gives a share "split between" relatives to each relative named', () => {
    const out = parse(`                              My Last Will

I Hazel Joy Brandt of 12 Birch Lane, Fargo, North Dakota write this will in my own hand.

My house at 12 Birch Lane in Fargo goes to my nephew Curtis Dean Brandt.

The rest of what I have is to be divided equally among Curtis and my niece Ilse Brandt Okafor.`);
    expect(grantees(out)).toEqual(['Curtis Dean Brandt (beneficiary)']);
    expect(person(out, 'Ilse Brandt Okafor')?.role).toBe('beneficiary');
    expect(person(out, 'Ilse Brandt Okafor')?.relationship).toBe('niece');
  });
  it("reads a witness's residence after the capacity on the signer's line", () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF OLIVE R. TATE

     I, OLIVE R. TATE, of Bristol, Tennessee, make this my Will. I give my home to my son, GLEN A. TATE.

     Signed by the Testatrix in our presence, and we have signed as attesting witnesses.

__________________________________
Wanda P. Orr, Witness, of 18 Ash St., Bristol, TN

__________________________________
Luis M. Arce, Witness, of 402 State St., Apt. 6, Bristol, TN`);
    expect(person(out, 'Wanda P. Orr')?.address).toBe('18 Ash St, Bristol, TN');
    expect(person(out, 'Luis M. Arce')?.address).toBe('402 State St Apt 6, Bristol, TN');
  });
});

describe('a deed that opens with its consideration', () => {
  it('takes the grantor and address named after "For the consideration of ..., "', () => {
    const out = parse(`                              WARRANTY DEED

     For the consideration of Ten Dollar(s) ($10.00) and other valuable consideration,
HAROLD V. STEEN, a single person, whose address is 44 North Elm Street, Cresco, Iowa 52136, does hereby
Convey to MIRIAM K. LUND, of 9 Oak Court, Decorah, Iowa 52101, the following described real estate in
Howard County, Iowa: Lot 3, Block 2, Original Town of Cresco.

                                          _____________________________
                                          HAROLD V. STEEN, Grantor`);
    expect(out.parties.grantors).toEqual([
      { name: 'Harold V. Steen', role: 'grantor', address: '44 N Elm St, Cresco, IA 52136' },
    ]);
  });
});

describe("a company grantor's place of business", () => {
  it('reads the address after "having a usual place of business at"', () => {
    const out = parse(`                              QUITCLAIM DEED

     NORTH SHORE DWELLINGS, LLC, a Massachusetts limited liability
company having a usual place of business at 12 Derby Street, Suite 3,
Salem, Massachusetts 01970,

for consideration paid, and in full consideration of $412,000.00, grants to ANNA T. KOWAL, of 6 Lafayette
Street, Salem, Massachusetts 01970, with quitclaim covenants, the land in Salem described as Lot 9 on Plan 77.`);
    expect(out.parties.grantors).toEqual([
      { name: 'North Shore Dwellings, LLC', role: 'grantor', address: '12 Derby St Ste 3, Salem, MA 01970' },
    ]);
  });
});

describe("a party's address under its own label", () => {
  it('reads "Grantor\'s Mailing Address:" for a company grantor named on the "Grantor:" line', () => {
    const out = parse(`                         SPECIAL WARRANTY DEED

Date:       June 3, 2024

Grantor:    LONE MESA BUILDERS, LLC, a Texas limited liability company

Grantor's Mailing Address:
            900 Commerce St., Suite 210
            Fort Worth, Tarrant County, Texas 76102

Grantee:    RAJ P. MEHTA

Grantee's Mailing Address:
            18 Bluebonnet Ct., Keller, Texas 76248

Consideration: Ten Dollars and other good and valuable consideration.

Property: Lot 4, Block B, Mesa Ridge Addition, Tarrant County, Texas.`);
    expect(out.parties.grantors).toEqual([
      {
        name: 'Lone Mesa Builders, LLC',
        role: 'grantor',
        address: '900 Commerce St Ste 210, Fort Worth, TX 76102',
      },
    ]);
  });
});
