import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Wills recorded with the probate court's certificate printed before them (a register's "certificate of probate
 * and appointment", dated at its foot) and a clerk's probate order: the will's own date is its signing, the
 * certificate's date and the appointment it tells are the court's. Invented passages in the style of recorded forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const labels = (text: string) =>
  (parse(text).typeSpecific as { otherDates?: { date: string; label: string }[] }).otherDates ?? [];

const CERTIFIED_WILL = `STATE OF NEW HAMPSHIRE                                  PROBATE DIVISION
                    ESTATE OF ORVILLE JAMES PELLETIER
                 CERTIFICATE OF PROBATE AND OF APPOINTMENT

     I certify that the instrument annexed hereto is a true copy of the Last Will of ORVILLE
JAMES PELLETIER, who died on
January 4, 2022; that said Will was proved and allowed by this Court on March 2, 2022; and that
NORA PELLETIER DUVAL was on the same, date appointed Executor of said estate, and she remains
duly qualified.

     This certificate and the annexed Will are recorded in the land records of the Town of Milford.

     Dated at Nashua, New Hampshire, this 9th day of March, 2022.

                                   ______________________________
                                   Register of Probate
(COURT SEAL)
                    LAST WILL AND TESTAMENT
                              OF
                    ORVILLE JAMES PELLETIER

     I, ORVILLE JAMES PELLETIER, of the County of Hillsborough, New Hampshire, make this my Last
Will and Testament.

     FIRST: I give and devise my house and lot in which I now reside, known as 27 Quarry Lane,
Milford, New Hampshire 03055, to my daughter, NORA PELLETIER DUVAL.

     SECOND: I appoint my daughter, NORA PELLETIER DUVAL, as Executor of this Will.

     IN WITNESS WHEREOF, I have hereunto set my hand this 17th day of August, 2016.

                                   ______________________________
                                   ORVILLE JAMES PELLETIER
`;

describe("a probate court's certificate printed over the will it annexes", () => {
  it('dates the will by its signing, not by the certificate at its head', () => {
    expect(parse(CERTIFIED_WILL).keyDates.instrument).toBe('2016-08-17');
  });
  it('dates the certification and the appointment made "on the same date" as the allowance', () => {
    const dates = labels(CERTIFIED_WILL);
    expect(dates).toContainEqual({ date: '2022-03-09', label: 'court_certification' });
    expect(dates).toContainEqual({ date: '2022-03-02', label: 'letters_issued' });
    expect(dates).toContainEqual({ date: '2022-03-02', label: 'probate_admitted' });
  });
  it("reads the testator's street from the devise of the house in which the testator resides", () => {
    expect(parse(CERTIFIED_WILL).decedent?.residenceAddress).toBe('27 Quarry Ln, Milford, NH 03055');
  });
});

const NEW_ENGLAND_DEVISE = `                    LAST WILL AND TESTAMENT
                              OF
                    HAZEL RUTH LANGLOIS

     I, HAZEL RUTH LANGLOIS, of Bath, County of Sagadahoc and State of Maine, make this my Last Will.

     FIRST: I have two children, GRACE L. MORIN and my son, HENRY P. LANGLOIS.

     SECOND: I give all my right, title and interest in the land with the buildings thereon situated at
18 Quarry Road in Bath, Sagadahoc County, Maine, being the same premises described in the deed to me from
Leon T. Fortier dated April 2, 1988 and recorded in the Sagadahoc County Registry of Deeds in Book 901,
Page 77, to my children in equal shares.

     THIRD: If my daughter does not survive me, her share shall go to her son, CALEB J. MORIN.

     IN WITNESS WHEREOF, I have signed this Will at Bath, Maine, this 3rd day of May, 2019.
`;

describe("a will's devise of land described by the deed it came by", () => {
  it('opens the description at the land with its buildings, not at the deed', () => {
    expect(parse(NEW_ENGLAND_DEVISE).property.legalDescription).toMatch(
      /^the land with the buildings thereon situated at 18 Quarry Road in Bath, .* Book 901, Page 77$/,
    );
  });
  it('reads the town after the street\'s "in" as the city, the county after it as no part of the address', () => {
    expect(parse(NEW_ENGLAND_DEVISE).property.address).toBe('18 Quarry Rd, Bath, ME');
  });
  it('names the grantor of the deed "to me from" as an earlier owner', () => {
    const p = parse(NEW_ENGLAND_DEVISE).people.find((x) => x.name === 'Leon T. Fortier');
    expect(p?.role).toBe('other');
  });
  it("reads the testator's child's son as a grandchild", () => {
    const p = parse(NEW_ENGLAND_DEVISE).people.find((x) => x.name === 'Caleb J. Morin');
    expect(p?.relationship).toBe('grandchild');
  });
});

const PLATTED_LOT = `                    LAST WILL AND TESTAMENT
                              OF
                    EUGENE ROSS TALIAFERRO

     I, EUGENE ROSS TALIAFERRO, of the County of Botetourt, Virginia, make this my Last Will.

     FIRST: I give and devise my house and lot, being Lot 4, Block 1, Section No. 2, according to the Map of
Cedar Ridge, recorded in Plat Book 3, page 41, in the Clerk's Office of the Circuit Court of Botetourt County,
Virginia (Tax Map No. 41.02-1-4), to my wife, LOIS ANN TALIAFERRO.

     IN WITNESS WHEREOF, I have hereunto set my hand this 9th day of June, 2014.
`;

describe("an assessor's number set in parentheses after a platted lot", () => {
  it('ends the description before it', () => {
    expect(parse(PLATTED_LOT).property.legalDescription).toBe(
      "Lot 4, Block 1, Section No. 2, according to the Map of Cedar Ridge, recorded in Plat Book 3, page 41, in the Clerk's Office of the Circuit Court of Botetourt County, Virginia",
    );
  });
});

const WITNESS_RESIDENCES = `     IN WITNESS WHEREOF, I have hereunto set my hand at Stowe, Vermont, this 2nd day of July, 2015.

                                        __________________________________
                                        MAUDE ELLEN BRISSETTE
     Signed by the above-named Testatrix and by her declared to be her Last Will, in our presence, who at
her request, in her presence and in the presence of each other, have hereunto subscribed our names as
witnesses.

___________________________________    residing at
Gilbert T. Ayotte                      41 Mill Brook Road, Stowe, VT 05672

___________________________________    residing at
Yvette M. Charron                      9 Depot Street, Morrisville,
                                       VT 05661
`;

describe('attesting witnesses with "residing at" alone beside the rule', () => {
  it("reads each witness's residence from beside the name, run on to the line under it", () => {
    const people = parse(WITNESS_RESIDENCES).people.filter((p) => p.role === 'witness');
    expect(people.map((p) => [p.name, p.address])).toEqual([
      ['Gilbert T. Ayotte', '41 Mill Brook Rd, Stowe, VT 05672'],
      ['Yvette M. Charron', '9 Depot St, Morrisville, VT 05661'],
    ]);
  });
});

describe('a surname particle abbreviated at the end of a line', () => {
  it('runs the name on to the next line', () => {
    const r = parse(`                    LAST WILL AND TESTAMENT
                              OF
                    ROSE ANNA ST. CYR

     I, ROSE ANNA ST. CYR, of the Town of Derby, County of Orleans and State of Vermont, make this my Will.

     FOURTH: I give and devise all my real estate to my children, LUCIEN PAUL ST.
CYR and ODETTE ST. CYR BEAULIEU, in equal shares.

     FIFTH: I appoint my son, LUCIEN PAUL ST. CYR, as Executor of this Will.

     IN WITNESS WHEREOF, I have hereunto set my hand this 5th day of April, 2012.
`);
    expect(r.parties.grantees.map((g) => g.name)).toEqual(
      expect.arrayContaining(['Lucien Paul St. Cyr', 'Odette St. Cyr Beaulieu']),
    );
    expect(r.people.some((p) => p.name === 'Lucien Paul St')).toBe(false);
  });
});
