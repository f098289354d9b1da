import { describe, expect, it } from 'vitest';
import { findInstrumentDate, findOtherDates } from '@/parsers/extract/common/dates';
import { findDecedentName } from '@/parsers/extract/common/decedent';
import { inlineRoleMentions } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

/**
 * Acceptances of a transfer on death, recited instruments and fiduciary deeds laid out in columns: the owner's
 * label marked as the one who died, a recited instrument's heading over its Dated/Recorded labels, a preparer's
 * heading without its colon beside another column's heading. Invented passages.
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
  });
});
