import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { readName } from '@/parsers/text/read-name';

const parse = (...pages: string[]) => parseDocumentText({ pages });
const otherDates = (d: ReturnType<typeof parse>) =>
  (d.typeSpecific as { otherDates?: { date: string; label: string }[] }).otherDates ?? [];

describe('a granting clause that only points to its schedule', () => {
  const body = `Tax Map 14, Lot 22

                         ADMINISTRATOR'S DEED

     I, GORDON T. ASHWORTH, of 8 Quarry Lane, Concord, New Hampshire 03301, as Administrator of the
Estate of EDITH M. LARKSPUR, late of Keene, New Hampshire, for consideration paid, grant to NOLAN
P. BEAUREGARD, of 41 Pond Road, Keene, New Hampshire 03431, with quitclaim covenants,

that certain tract or parcel of land, with the buildings thereon, situated in the City of Keene,
County of Cheshire, more particularly set forth in Schedule A attached hereto, and commonly known as
212 Marlboro Street, Keene, New Hampshire 03431.

     Edith M. Larkspur died intestate on March 2, 2023.

     Signed this 9th day of October, 2023.`;
  const schedule = `                              SCHEDULE A

     Being a lot of land with the buildings thereon on the northerly side of Marlboro Street, bounded
and described as follows: Beginning at a drill hole in the northerly line of Marlboro Street; thence
northerly 150 feet to an iron pipe; thence easterly 80 feet to a stake; thence southerly 150 feet to
the street line; thence westerly along the street 80 feet to the point of beginning.

     Meaning and intending to describe the premises conveyed to the decedent by deed recorded in
Book 2210, Page 14.`;

  it("reads the schedule's paragraph, from its opening words, and not the assessor's lot", () => {
    const d = parse(body, schedule);
    expect(d.property.legalDescription).toMatch(
      /^Being a lot of land with the buildings thereon .* to the point of beginning\.$/,
    );
    expect(d.property.address).toBe('212 Marlboro St, Keene, NH 03431');
  });
});

describe("a New England probate court's allowance and license to sell", () => {
  it('dates the allowed will as probate_admitted and the license granted by the court as order_of_sale', () => {
    const d = parse(`EXECUTOR'S DEED

     I, MARGUERITE O. DUVAL, of 3 Spring Street, Rutland, Vermont 05701, as Executor of the Estate of
ALPHONSE DUVAL, late of Rutland, Vermont, by authority of a License to Sell granted by the Vermont
Superior Court, Probate Division, Rutland Unit, Docket No. 23-PR-00123, on June 5, 2023, and in
consideration of $180,000.00 paid by CORA B. WESTLAKE, of 9 Elm Street, Brandon, Vermont 05733, grant to
the said CORA B. WESTLAKE the land in Rutland.

     Alphonse Duval died testate on December 1, 2022. His will was allowed by the Rutland Probate Court
on January 20, 2023, and letters testamentary issued to me on January 27, 2023.

     Dated June 20, 2023.`);
    const dates = otherDates(d).map((o) => `${o.label} ${o.date}`);
    expect(dates).toContain('probate_admitted 2023-01-20');
    expect(dates).toContain('order_of_sale 2023-06-05');
    expect(dates).toContain('letters_issued 2023-01-27');
  });
});

describe('the notary certifying in the first person', () => {
  it('reads "I, X, a Notary Public ..." as the notary, a typed blank before the comma or not', () => {
    for (const line of [
      'I, Ji-hoon Baek, a Notary Public of the State of Maryland, do hereby certify',
      'I, ROSALIND E. KIPPAX , a Notary Public in and for said County, do certify',
    ]) {
      const d = parse(`EXECUTOR'S DEED

     THIS DEED, made this 2nd day of May, 2023, by OTTO R. FENWICK, as Executor of the Estate of GRETA
FENWICK, deceased, to LUCIA D. MARSH, Grantee.

     Greta Fenwick died on January 3, 2023.

STATE OF MARYLAND, COUNTY OF ALLEGANY, to-wit:

     ${line} that Otto R. Fenwick acknowledged the foregoing deed.`);
      const notaries = d.people.filter((p) => p.role === 'notary').map((p) => p.name);
      expect(notaries).toEqual([/Ji-hoon/.test(line) ? 'Ji-hoon Baek' : 'Rosalind E. Kippax']);
    }
  });
});

describe('kinship in a recital of heirs', () => {
  it('gives the fiduciary named as "the party of the first part" the kinship before it', () => {
    const d = parse(`ADMINISTRATOR'S DEED

     THIS DEED, made this 5th day of April, 2023, by and between WENDELL A. PRICHARD, of 14 Cole Road,
Dover, Delaware 19901, as Administrator of the Estate of HAZEL J. PRICHARD, deceased, party of the first
part, and IVAN S. KOROLEV, party of the second part.

     WHEREAS, Hazel J. Prichard died intestate on May 1, 2022, leaving as her sole heirs at law her
nephew, the party of the first part, and her niece, DORA L. PRICHARD-VANCE; and

     WITNESSETH, that the party of the first part grants unto the party of the second part Lot 3.`);
    const rel = Object.fromEntries(d.people.map((p) => [p.name, p.relationship]));
    expect(rel['Wendell A. Prichard']).toBe('nephew');
  });

  it('reads a list that leads each name with its kinship, and a child who predeceased as family', () => {
    const d = parse(`EXECUTOR'S DEED

     THIS DEED, made this 5th day of April, 2023, by LEON F. TABOR, as Executor of the Estate of RUTH
TABOR, deceased, to AMOS K. HILL, Grantee.

     WHEREAS, Ruth Tabor died on May 1, 2022, leaving as her sole heirs at law her son, Leon F. Tabor,
and her daughter, Ingrid P. Solheim, her son, Caspar J. Tabor, having predeceased her on March 3,
2018, without issue; and

     WITNESSETH, that the Executor grants unto the Grantee Lot 3.`);
    const byName = Object.fromEntries(d.people.map((p) => [p.name, p]));
    expect(byName['Ingrid P. Solheim']?.relationship).toBe('daughter');
    expect(byName['Ingrid P. Solheim']?.role).toBe('heir');
    expect(byName['Caspar J. Tabor']?.relationship).toBe('son');
    expect(byName['Caspar J. Tabor']?.role).toBe('family_member');
  });
});

describe('grantees named with the consideration and their address blocks', () => {
  it('reads "received from GRANTEE, A and B," and a grantee address label opening a page', () => {
    const d = parse(
      `PERSONAL REPRESENTATIVE'S DEED

     MARTA J. OSTROWSKI, Personal Representative of the Estate of FELIKS OSTROWSKI, Deceased, GRANTOR,
in consideration of Ten Dollars received from GRANTEE, BRYCE L. HOLM and TESSA M. HOLM, husband and
wife, conveys to GRANTEE, as joint tenants, Lot 5, Block 2, Prairie View Addition, Kearney, Nebraska.

     Feliks Ostrowski died on February 2, 2023.`,
      `Grantee's mailing address:  77 W. 31st Street, Apt. 2
                            Kearney, Nebraska 68847

Executed: April 4, 2023`,
    );
    expect(d.parties.grantees).toEqual([
      { name: 'Bryce L. Holm', role: 'grantee', address: '77 W 31st St Apt 2, Kearney, NE 68847' },
      { name: 'Tessa M. Holm', role: 'grantee', address: '77 W 31st St Apt 2, Kearney, NE 68847' },
    ]);
  });

  it('reads a tax-statement label set beside its column of names and address', () => {
    const d = parse(`ADMINISTRATOR'S DEED

     THIS DEED, made this 1st day of June, 2023, by DARIUS P. KNOLL, Administrator of the Estate of
VERA KNOLL, deceased, party of the first part, and HOLLIS R. BRANDT and JUNE A. BRANDT, parties of the
second part, Grantees.

     Vera Knoll died intestate on March 9, 2022.

Grantees' address for tax statements:     Hollis R. Brandt and
                                          June A. Brandt
                                          506 Walnut Street
                                          Marietta, OH 45750`);
    expect(d.parties.grantees.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Hollis R. Brandt|506 Walnut St, Marietta, OH 45750',
      'June A. Brandt|506 Walnut St, Marietta, OH 45750',
    ]);
  });

  it('takes no person from "FOR VALUE RECEIVED" before the grantor', () => {
    const d = parse(`PERSONAL REPRESENTATIVE'S DEED

     FOR VALUE RECEIVED, NORA E. BELLWEATHER, whose address is 4 Sage Court, Nampa, Idaho 83651, the
Personal Representative of the Estate of CLYDE BELLWEATHER, Deceased, does hereby convey unto SILAS
T. MORROW, whose address is 8 Fir Lane, Nampa, Idaho 83651, Lot 2, Block 9, Sunridge Subdivision.

     Clyde Bellweather died on April 1, 2023.`);
    expect(d.people.map((p) => p.name)).not.toContain('Value Received');
    expect(d.parties.grantors.map((g) => g.name)).toEqual(['Nora E. Bellweather']);
  });
});

describe("a scan's 1 inside a name in capitals", () => {
  it("is read as the document's other printing of the word, else as an I", () => {
    const text = 'to ROLAND K. GRIMA1DI and his wife. Roland K. Grimaldi signs below.';
    expect(readName(text, text.indexOf('ROLAND'))?.name).toBe('ROLAND K. GRIMALDI');
    const alone = 'to ROLAND K. FRE1TAG and his wife.';
    expect(readName(alone, alone.indexOf('ROLAND'))?.name).toBe('ROLAND K. FREITAG');
  });
});
