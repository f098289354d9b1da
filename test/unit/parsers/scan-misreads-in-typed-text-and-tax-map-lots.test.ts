import { describe, expect, it } from 'vitest';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('scan misreads carried in typed text, and a tax-map lot after its calls', () => {
  it("reads a closing e printed as c in the forms' words, and a one printed as l before a number", () => {
    const doc = new Doc([
      'The said Ida Mae Frost died intestatc, leaving thc premises at 9 Oak Avenuc, Lot l7.',
    ]);
    expect(doc.text).toBe(
      'The said Ida Mae Frost died intestate, leaving the premises at 9 Oak Avenue, Lot 17.',
    );
    // A word that truly ends in c is kept.
    expect(new Doc(['Acme Holdings, Inc. of the public record']).text).toBe(
      'Acme Holdings, Inc. of the public record',
    );
  });

  it('keeps a couple "husband and wifc" from being the decedent\'s kin', () => {
    const out = parse(`                         EXECUTRIX'S DEED

This Deed is made on June 2, 2022, BETWEEN MARGARET L. TOOMEY, as Executrix of the Last Will and Testament of
HOWARD TOOMEY, deceased, whose post office address is 8 Birch Lane, Trenton, New Jersey 08608, referred to as
the Grantor, AND DESMOND PRICE and LENA PRICE, husband and wifc, whose post office address is 31 Maple Street,
Ewing, New Jersey 08618, referred to as the Grantee.`);
    const lena = out.people.find((p) => p.name === 'Lena Price');
    expect(lena?.relationship ?? null).toBeNull();
  });

  it('dates the probate and the letters from a month with its m read as rn', () => {
    const text = `The said Howard Toomey died on March 1, 2021, leaving a Will which was admitted to probate by the
Surrogate of Mercer County on Novernber 9, 2021, and Letters Testamentary were issued on that date to Margaret L.
Toomey.`;
    const dates = findOtherDates(new Doc([text]), { category: 'EXECUTOR_DEED' }).map(
      (d) => `${d.label} ${d.iso}`,
    );
    expect(dates).toContain('probate_admitted 2021-11-09');
    expect(dates).toContain('letters_issued 2021-11-09');
  });

  it('continues a metes-and-bounds description into "Being known as Lot X in Block Y on the Tax Map" past a page break', () => {
    const doc = new Doc([
      `3. Property. The legal description is:

     BEGINNING at a point in the southerly line of Elm Road, distant 80.00 feet westerly from Park Place;
thence South 10 degrees East, 100.00 feet; thence West 40.00 feet to the point and place of BEGINNING.`,
      `     Being known as Lot 22 in Block 410 on the Tax Map of the Township of Ewing. Commonly known as 31 Maple
Street, Ewing, New Jersey 08618.`,
    ]);
    expect(findLegalDescription(doc)?.value).toBe(
      'BEGINNING at a point in the southerly line of Elm Road, distant 80.00 feet westerly from Park Place; thence South 10 degrees East, 100.00 feet; thence West 40.00 feet to the point and place of BEGINNING. Being known as Lot 22 in Block 410 on the Tax Map of the Township of Ewing.',
    );
  });

  it('keeps the return address of an attorney who witnessed the deed and took its acknowledgment', () => {
    const out =
      parse(`BETWEEN MARGARET L. TOOMEY, as Executrix of the Last Will and Testament of HOWARD TOOMEY, deceased,
whose post office address is 8 Birch Lane, Trenton, New Jersey 08608, referred to as the Grantor,

AND DESMOND PRICE, whose post office address is 31 Maple Street, Ewing, New Jersey 08618, referred to as
the Grantee.

Witnessed by:

___________________________           ____________________________________
Paul K. Brandt                        MARGARET L. TOOMEY, Executrix

STATE OF NEW JERSEY, COUNTY OF MERCER     SS.:

     I CERTIFY that on June 2, 2022, MARGARET L. TOOMEY personally came before me.

                                      ____________________________________
                                      Paul K. Brandt
                                      An Attorney at Law of the
                                      State of New Jersey

RECORD AND RETURN TO:
Brandt Law, LLC
Attn: Paul K. Brandt, Esq.
77 West State Street, Suite 5
Trenton, New Jersey 08608`);
    const paul = out.people.find((p) => p.name === 'Paul K. Brandt');
    expect(paul?.role).toBe('witness');
    expect(paul?.address).toBe('77 W State St Ste 5, Trenton, NJ 08608');
  });

  it('reads "B0x" as Box in a rural route, and drops a lone quote speck before a comma in a description', () => {
    expect(new Doc(['Rural Route 4, B0x 9, Lolo, Montana 59847']).text).toBe(
      'Rural Route 4, Box 9, Lolo, Montana 59847',
    );
    const doc = new Doc([
      `the following described real property:

     Tract 5 of Certificate of Survey No. 781 ', located in the NE1/4 of Section 3, Township 11 North, Range 19
     West, P.M.M., Ravalli County, Montana.`,
    ]);
    expect(findLegalDescription(doc)?.value).toBe(
      'Tract 5 of Certificate of Survey No. 781, located in the NE1/4 of Section 3, Township 11 North, Range 19 West, P.M.M., Ravalli County, Montana.',
    );
  });

  it('describes "my home at ..., being all of Lot 9, ..." as the lot itself', () => {
    const doc = new Doc([
      `ITEM III. I give and devise my home at 12 Pine Street, Raleigh, North Carolina 27601, being all of Lot 9,
Block 4, of OAKWOOD, as shown on plat recorded in Plat Book 12, Page 30, Wake County Registry, to my niece.`,
    ]);
    expect(findLegalDescription(doc)?.value.startsWith('Lot 9, Block 4, of OAKWOOD')).toBe(true);
  });

  it('dates the probate "duly proven in common form" and letters issued "on the same date" in a later sentence', () => {
    const text = `The paper writing annexed hereto was on the 3rd day of May, 2022, duly proven in common form as the Last
Will and Testament of EDNA FAYE COBB, who died on the 1st day of March, 2022. The Will being self-proved, it was
ordered recorded, and Letters Testamentary were on the same date issued to ROY COBB, the Executor named therein.`;
    const dates = findOtherDates(new Doc([text]), { category: 'WILL' }).map((d) => `${d.label} ${d.iso}`);
    expect(dates).toContain('probate_admitted 2022-05-03');
    expect(dates).toContain('letters_issued 2022-05-03');
  });
});
