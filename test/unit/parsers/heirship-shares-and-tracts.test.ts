import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { findDates } from '@/parsers/normalize/dates';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';

/**
 * Heirship and small-estate wordings: shares printed before each heir, "the only persons entitled" recitals,
 * numbered tracts and acreage openings, an inventory's homestead row, kinship before "Distributee", a notary
 * block that wraps its state, and signing lines that open a page or carry an item number.
 */
const parse = (pages: string[]) => parseDocumentText({ pages });

describe('heirs listed with their shares before their names', () => {
  it('reads "an undivided one-half interest to X, sister, of ..." items as heirs', () => {
    const d = parse([
      `Recorded 04/04/2022
AFFIDAVIT OF HEIRSHIP
ORVILLE JAMES LINDQVIST ("Decedent") died on January 9, 2022, in Tyler, Texas. Decedent was never married.
The heirs of Decedent and the interests they take are: an undivided one-half interest to ROSA MAE
LINDQVIST, sister, of 88 Birch Lane, Tyler, Texas 75701; and 50% to OSCAR PAUL LINDQVIST, brother, of
14 Ash Street, Whitehouse, Texas 75791.
Signed on March 30, 2022.`,
    ]);
    expect(d.parties.grantees.map((g) => [g.name, g.role, g.address])).toEqual([
      ['Rosa Mae Lindqvist', 'heir', '88 Birch Ln, Tyler, TX 75701'],
      ['Oscar Paul Lindqvist', 'heir', '14 Ash St, Whitehouse, TX 75791'],
    ]);
  });

  it('reads "the heirs at law of Decedent, and the sole persons entitled to her estate, are ..."', () => {
    const d = parse([
      `Recorded 08/08/2021
AFFIDAVIT OF HEIRSHIP
1. NELLIE GRACE OYLER (the "Decedent") died on May 2, 2021, in Lubbock, Texas.
2. The heirs at law of Decedent, and the sole persons entitled to her estate, are CORA LYNN OYLER,
daughter, of 4402 Elgin Ave., Lubbock, Texas 79413; and DEAN ALBERT OYLER, son.
Executed August 1, 2021.`,
    ]);
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Cora Lynn Oyler', 'Dean Albert Oyler']);
  });
});

describe('legal descriptions under headings and tract labels', () => {
  it('opens at "All of that certain 12.5 acre tract" under a bare section heading', () => {
    const d = parse([
      `Recorded 02/02/2022
AFFIDAVIT OF HEIRSHIP
Decedent: HAROLD VAN ZANDT, who died on July 7, 2021.

SECTION 2 - REAL ESTATE

     All of that certain 12.5 acre tract of land in the Juan Seguin Survey, Abstract No. 7, Guadalupe
County, Texas, described in deed recorded in Volume 300, Page 12, Deed Records of Guadalupe County, Texas,
commonly known as 410 Rio Vista Road, Seguin, Texas 78155.`,
    ]);
    expect(d.property.legalDescription).toBe(
      'All of that certain 12.5 acre tract of land in the Juan Seguin Survey, Abstract No. 7, Guadalupe County, Texas, described in deed recorded in Volume 300, Page 12, Deed Records of Guadalupe County, Texas',
    );
  });

  it('skips an inventory\'s "Tract A above" reference and reads the labelled tract', () => {
    const d = parse([
      `Recorded 06/06/2022
SMALL ESTATE AFFIDAVIT
Decedent: LUCILLE ANN BRENNER, who died on March 3, 2022.
ASSETS:
   Residence, Tract 2 below                               $88,000.00
   Savings account                                        $ 3,100.00
   TRACT 2: Being 3.25 acres, more or less, out of the Hiram Baker Survey, Abstract No. 9, Lee
   County, Texas, described in Volume 55, Page 601, Official Records of Lee County, Texas.

DISTRIBUTEES: ...`,
    ]);
    expect(d.property.legalDescription).toBe(
      'Being 3.25 acres, more or less, out of the Hiram Baker Survey, Abstract No. 9, Lee County, Texas, described in Volume 55, Page 601, Official Records of Lee County, Texas.',
    );
  });
});

describe('property address from an inventory row', () => {
  it('takes "Homestead: 711 N. 4th Street" as the stated address, completed by the residence', () => {
    const d = parse([
      `Recorded 05/05/2022
SMALL ESTATE AFFIDAVIT
1. VERNON LEE CASH ("Decedent") died on January 4, 2022. Decedent resided at 711 N. 4th Street,
Lamesa, Texas 79331.
2. ASSETS:
   Homestead: 711 N. 4th Street (described below)          $64,000.00
   Pickup truck                                           $ 5,000.00
   HOMESTEAD: Lot 3, Block 8, ORIGINAL TOWN OF LAMESA, Dawson County, Texas.
Signed April 20, 2022.`,
    ]);
    expect(d.property.addressSource).toBe('stated');
    expect(d.property.addressComponents).toEqual({
      line1: '711 N 4th St',
      city: 'Lamesa',
      state: 'TX',
      zip: '79331',
    });
  });
});

describe('signature blocks of small-estate and heirship affidavits', () => {
  it('reads "Son and Distributee", a notary whose state wraps, and witnesses "none of whom is related"', () => {
    const d = parse([
      `Recorded 09/09/2022
SMALL ESTATE AFFIDAVIT
Decedent: MABEL IRENE FOSTER, who died on June 1, 2022. The distributee is her son, ALVIN RAY FOSTER.
Sworn this 2nd day of September, 2022.

_____________________________
ALVIN RAY FOSTER
4 Quail Run, Brady, TX 76825
Son and Distributee

   We, the undersigned, none of whom is related to Decedent, swear that the facts above are true.

_____________________________      _____________________________
WENDELL K. PRATT                   OPAL JEAN HARMON
12 Main St., Brady, TX 76825       19 Elm St., Brady, TX 76825

                                   _____________________________
                                   Notary Public in and for
                                   the State of Texas
                                   LORENA B. QUIROGA`,
    ]);
    expect(d.parties.grantees.map((g) => [g.name, g.role])).toEqual([['Alvin Ray Foster', 'heir']]);
    const role = (n: string) => d.people.find((p) => p.name === n)?.role;
    expect(role('Wendell K. Pratt')).toBe('witness');
    expect(role('Opal Jean Harmon')).toBe('witness');
    expect(role('Lorena B. Quiroga')).toBe('notary');
  });
});

describe('signing dates', () => {
  it('reads a numbered "7. Signed ..." line and a "Dated" line that opens a page', () => {
    const numbered = parse([
      `Recorded 03/03/2023
AFFIDAVIT OF HEIRSHIP
1. PEARL ANN GOSS ("Decedent") died on October 2, 2022.
7. Signed February 14, 2023.`,
    ]);
    expect(numbered.keyDates.instrument).toBe('2023-02-14');
    const paged = parse([
      `Recorded 03/03/2023
AFFIDAVIT OF HEIRSHIP
PEARL ANN GOSS ("Decedent") died on October 2, 2022.`,
      `Dated February 15, 2023.`,
    ]);
    expect(paged.keyDates.instrument).toBe('2023-02-15');
  });

  it('reads "the 3rd.-day of May" with scan specks before "day"', () => {
    expect(findDates('this 3rd.-day of May, 2022')[0]?.iso).toBe('2022-05-03');
    expect(findDates('Sworn this 24th-.day of August, 2023.')[0]?.iso).toBe('2023-08-24');
  });
});

describe('scan specks read as periods', () => {
  it('drops a period after a recording noun before its number and after a list separator', () => {
    const page = [
      'Lot 4, Block 2, MESA VERDE ADDITION, recorded in Book. 88, Slide. 14, Plat Records of Ector County.',
      'The heirs are ANNA LEE ROYCE, daughter;.',
      'and PAUL ROYCE, son.',
      'Vol. 12 stays abbreviated.',
    ].join('\n');
    const out = cleanOcrPage(page);
    expect(out).toContain('Book 88, Slide 14');
    expect(out).toContain('daughter;\n');
    expect(out).toContain('Vol. 12');
  });
});
