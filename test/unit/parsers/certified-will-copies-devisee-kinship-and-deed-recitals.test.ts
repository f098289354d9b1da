import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { findDates } from '@/parsers/normalize/dates';
import { repairRnForM } from '@/parsers/text/rn-for-m';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * Certified copies of probated wills recorded to evidence title (the clerk's certificate over the copy, a devise
 * naming each taker after a kinship word, witnesses' residences beside their signature rules), scans' misreads in
 * such copies, and warranty deeds whose recital lays the earlier deed out in labels or whose preparer disclaims the
 * title work. Invented passages in the style of real forms.
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
      'of Harnrnond, LA 70401 and Hammond; the corner of the Warner tract, Decernber 2',
    ]);
    expect(page).toContain('of Hammond,   LA 70401');
    expect(page).toContain('the corner of the Warner tract');
    expect(page).toContain('Decernber');
    expect(page).toHaveLength(
      'of Harnrnond, LA 70401 and Hammond; the corner of the Warner tract, Decernber 2'.length,
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
