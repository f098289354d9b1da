import { describe, expect, it } from 'vitest';
import { findInstrumentDate, findOtherDates } from '@/parsers/extract/common/dates';
import { findDecedentName } from '@/parsers/extract/common/decedent';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { inlineRoleMentions } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { Doc } from '@/parsers/text/doc';

/**
 * Acceptances of a transfer on death, recited instruments and fiduciary deeds laid out in columns: the owner's
 * label marked as the one who died, a recited instrument's heading over its Dated/Recorded labels, a preparer's
 * heading without its colon beside another column's heading, a ruled box of labels and values, signing blocks
 * side by side, letters issued "on that same date", a tax-map lot closing metes and bounds, an indenture's spaced
 * "A N D" and "widower, the said X", a street ending in a spelled-out directional. Invented passages.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe("an owner's label marked as the one who died", () => {
  it('reads "Transferor (deceased):" as the decedent\'s label', () => {
    const d = doc(`Transferor (deceased):   MARTHA JUNE ELLSWORTH

Date of death:   January 9, 2023`);
    expect(findDecedentName(d)?.name.value).toBe('MARTHA JUNE ELLSWORTH');
  });
  it('reads "Owner (the Decedent):" and its death date', () => {
    const out = parse(`AFFIDAVIT OF DEATH

Owner (the Decedent):  Conrad P. Wexley

Date of death:    March 30, 2022`);
    expect(out.decedent?.name).toBe('Conrad P. Wexley');
    expect(out.decedent?.dateOfDeath).toBe('2022-03-30');
  });
});

describe("a recited instrument's heading over its labels", () => {
  const text = `Beneficiary Deed:
    Dated:      June 2, 2015
    Recorded:   June 9, 2015

Signed this 4th day of August, 2023.`;
  it('dates the recited deed and its recording, not this instrument', () => {
    const d = doc(text);
    expect(findOtherDates(d, { category: 'AFFIDAVIT_OF_DEATH' }).map((o) => [o.iso, o.label])).toEqual([
      ['2015-06-02', 'beneficiary_deed_dated'],
      ['2015-06-09', 'vesting_deed_recorded'],
    ]);
    expect(findInstrumentDate(d, { isWill: false })?.iso).toBe('2023-08-04');
  });
  it("keeps this instrument's own Date label", () => {
    const d = doc(`Date of this Instrument:
    Dated:   May 1, 2024`);
    expect(findInstrumentDate(d, { isWill: false })?.iso).toBe('2024-05-01');
  });
});

describe("a preparer's heading without its colon beside another column's heading", () => {
  it('reads the name under the wrapped heading, not the heading beside it', () => {
    const d = doc(`DOCUMENT PREPARED BY               SEND TAX STATEMENTS TO:
AND WHEN RECORDED RETURN TO:       Olivia Farnsworth
Trevor A. Quill                    88 Linden Ave
Quill & Hart, P.C.                 Dayton, OH 45402
40 N Main St, Dayton, OH 45402`);
    const m = inlineRoleMentions(d).filter((x) => x.role === 'preparer');
    expect(m.map((x) => x.name)).toContain('Trevor A. Quill');
    expect(m.map((x) => x.name)).not.toContain('SEND TAX STATEMENTS');
    // The name beside the wrapped heading stands under the tax column's heading: no one the preparer sends to.
    expect(m.map((x) => x.name)).not.toContain('Olivia Farnsworth');
  });
});

describe('a fiduciary deed whose parties stand in a ruled box of labels and values', () => {
  const text = `                  EXECUTOR'S DEED

+----------------------------+----------------------------------------+
| GRANTOR                    | LEONARD P. ASHCROFT, as Executor of    |
|                            | the Estate of MABEL ASHCROFT, deceased |
| Grantor's mailing address  | 14 Orchard Way, Fairhope, Alabama      |
|                            | 36532                                  |
+----------------------------+----------------------------------------+
| GRANTEES                   | OWEN T. BRISCOE and NADIA L. BRISCOE,  |
|                            | wife and husband                       |
| Grantees' post office address| 907 Bayview Drive, Daphne, Alabama   |
|                            | 36526                                  |
+----------------------------+----------------------------------------+

THIS DEED is made by the Grantor named above, as Executor of the Estate of MABEL ASHCROFT, deceased, to the
Grantees named above, their heirs and assigns.`;
  it('reads every grantee of the box in order with the address its label gives', () => {
    const out = parse(text);
    expect(out.parties?.grantees.map((g) => [g.name, g.address])).toEqual([
      ['Owen T. Briscoe', '907 Bayview Dr, Daphne, AL 36526'],
      ['Nadia L. Briscoe', '907 Bayview Dr, Daphne, AL 36526'],
    ]);
  });
  it("gives the grantor the box's address and the couple no kinship to the decedent", () => {
    const out = parse(text);
    expect(out.parties?.grantors[0]?.address).toBe('14 Orchard Way, Fairhope, AL 36532');
    expect(out.people?.find((p) => p.name === 'Owen T. Briscoe')?.relationship).toBeNull();
    expect(out.people?.find((p) => p.name === 'Nadia L. Briscoe')?.relationship).toBeNull();
  });
});

describe('signing blocks beside each other and a recorder stamp beside the preparer', () => {
  it("reads a witness's address under the name in its own column", () => {
    const m = inlineRoleMentions(
      doc(`Witness: Colette M. Vang              HOWARD T. PIKE, as
412 Ash Street, Unit 2                Executor of the Estate of
Billings, MT 59101                    Ada Pike, deceased`),
    );
    expect(m.find((x) => x.name === 'Colette M. Vang')?.address?.value.formatted).toBe(
      '412 Ash St Unit 2, Billings, MT 59101',
    );
  });
  it("reads the preparer under the heading when the stamp's book and page stand beside it", () => {
    const m = inlineRoleMentions(
      doc(`This instrument prepared by:            BOOK 3318 PAGE 207
  Dana R. Whitfield, Esq.               09/03/2024 10:40 AM
  210 Pine Street                       RECORDER OF DEEDS
  Macon, GA 31201`),
    );
    const p = m.find((x) => x.role === 'preparer');
    expect(p?.name).toBe('Dana R. Whitfield');
    expect(p?.address?.value.formatted).toBe('210 Pine St, Macon, GA 31201');
  });
});

describe('letters issued "on that same date"', () => {
  it('dates the letters by the probate day the sentence gave', () => {
    const d = doc(`Her Will dated June 1, 2017 was admitted to probate on August 8, 2023, and Letters of
Administration with the Will annexed were granted to the Grantor, her nephew, on that same date.`);
    expect(
      findOtherDates(d, { category: 'PERSONAL_REPRESENTATIVE_DEED' }).map((o) => [o.iso, o.label]),
    ).toEqual([
      ['2017-06-01', 'will_dated'],
      ['2023-08-08', 'probate_admitted'],
      ['2023-08-08', 'letters_issued'],
    ]);
  });
});

describe('a metes-and-bounds description closed by the lot it makes on the tax map', () => {
  it('keeps the "BEING designated as Lot" paragraph after the calls', () => {
    const d = doc(`SCHEDULE A

     ALL that certain tract of land in the Borough of Fair Haven, County of Monmouth, State of New
Jersey, described as follows:

     BEGINNING at a point in the westerly line of Lake Avenue; thence
     (1) North 80 degrees West, 150.00 feet; thence
     (2) North 10 degrees East, 60.00 feet to the point and place of BEGINNING.

     BEING also known and designated as Tax Lot 9 in Block 44 on the Tax Map of the Borough of Fair Haven.

     Subject to easements of record.`);
    const value = findLegalDescription(d)?.value ?? '';
    expect(value).toMatch(/^ALL that certain tract/);
    expect(value).toMatch(
      /BEING also known and designated as Tax Lot 9 in Block 44 on the Tax Map of the Borough of Fair Haven\.$/,
    );
  });
});

describe('an indenture between the parties', () => {
  const text = `                     ADMINISTRATOR'S DEED

     THIS INDENTURE, made the 2nd day of May, 2024,

     BETWEEN WALTER S. NOWAK, of 18 Elm Row, Erie, Pennsylvania 16501, Administrator of the Estate of
ANNA NOWAK, deceased, party of the first part,

                                   A N D

     GRETA L. FINCH, a single woman, party of the second part.

     WHEREAS, the said ANNA NOWAK died intestate on the 3rd day of March, 2023, survived by her
widower, the said WALTER S. NOWAK; and`;
  it('reads the grantee after an "and" with its letters spaced out', () => {
    expect(parse(text).parties?.grantees.map((g) => g.name)).toEqual(['Greta L. Finch']);
  });
  it('reads the kinship of "her widower, the said X"', () => {
    expect(parse(text).people?.find((p) => p.name === 'Walter S. Nowak')?.relationship).toBe('spouse');
  });
});

describe("a header's preparer and a street ending in a spelled-out directional", () => {
  it('reads the attorney under "PREPARED IN THE OFFICE OF:" beside the return block', () => {
    const m = inlineRoleMentions(
      doc(`PREPARED IN THE OFFICE OF:              AFTER RECORDING RETURN TO:
Moira K. Delacroix                      Ivan Petrov
Delacroix Law, PLLC                     77 Cedar Lane
900 Main Street, Suite 210              Tyler, Texas 75701
Tyler, Texas 75702`),
    );
    const p = m.find((x) => x.name === 'Moira K. Delacroix');
    expect(p?.role).toBe('preparer');
    expect(p?.address?.value.formatted).toBe('900 Main St Ste 210, Tyler, TX 75702');
  });
  it('ends the street at "Drive South" over a line with the county', () => {
    expect(
      normalizeAddress('410 Lakeshore Drive South\n  Austin, Travis County, Texas 78746')?.formatted,
    ).toBe('410 Lakeshore Dr S, Austin, TX 78746');
  });
});
