import { describe, expect, it } from 'vitest';
import { repairMonthGlyphs } from '@/parsers/text/month-glyphs';
import { symbolLetters } from '@/parsers/text/ocr-specks';

describe('scan marks between a date’s day and year, and a copyright sign for an O', () => {
  it("reads a semicolon between a written date's day and year as its comma", () => {
    const line = 'by plat dated October 4; 1977, recorded';
    expect(repairMonthGlyphs(line)).toBe('by plat dated October 4, 1977, recorded');
    expect(repairMonthGlyphs(line)).toHaveLength(line.length);
  });

  it("blanks a speck read as a point before a written date's year", () => {
    const line = 'departed this life on August 27, .2019, intestate';
    expect(repairMonthGlyphs(line)).toBe('departed this life on August 27,  2019, intestate');
    expect(repairMonthGlyphs(line)).toHaveLength(line.length);
    expect(repairMonthGlyphs('dated JUNE 3;. 2001')).toBe('dated JUNE 3,  2001');
  });

  it('leaves marks that are not between a day and a year', () => {
    expect(repairMonthGlyphs('on May 30, 2023; and then')).toBe('on May 30, 2023; and then');
    expect(repairMonthGlyphs('Lot 12; 1984 Plat')).toBe('Lot 12; 1984 Plat');
    expect(repairMonthGlyphs('Section 12; 1990 amendments')).toBe('Section 12; 1990 amendments');
  });

  it("reads a copyright sign before an apostrophe and a capital as an Irish surname's O", () => {
    const line = 'Witness: Siobhan M. ©’Malley';
    expect(symbolLetters(line)).toBe('Witness: Siobhan M. O’Malley');
    expect(symbolLetters("Attest: ©'BRIEN")).toBe("Attest: O'BRIEN");
    // A copyright notice stays.
    expect(symbolLetters('© 2019 Form Co.')).toBe('© 2019 Form Co.');
  });
});
