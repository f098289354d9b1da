import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers';
import { classify } from '@/parsers/classify';
import { juniorAndElder } from '@/parsers/extract/namesake';
import { Doc } from '@/parsers/text/doc';
import { repairLetterNoise } from '@/parsers/text/letter-noise';
import { repairRnForM } from '@/parsers/text/rn-for-m';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

const parse = (...pages: string[]) => parseDocumentText({ pages });
const one = (line: string) => repairLetterNoise([line])[0]!;

describe('letter noise, deeds by heirs, tax-bill addresses and validation-form rows', () => {
  it('reads a letter printed twice or thrice, and a u printed as two i’s, back into a word, keeping the length', () => {
    expect(one('being Lot 4, contaiining 0.51 acres per Plat Recoords')).toBe(
      'being Lot 4, containing 0.51 acres per Plat Recoords ',
    );
    // (The u read as two i's is the cluster repair's, which runs first and keeps each freed place beside its word.)
    const line = 'a resideent of Dayton, being iinmarried, Sitiiated in';
    const [both] = repairLetterNoise(repairRnForM([line]));
    expect(both?.replace(/\s+/g, ' ').trim()).toBe('a resident of Dayton, being unmarried, Situated in');
    expect(both).toHaveLength(line.length);
    expect(one('JAMMMES R. HOLT')).toBe('JAMES R. HOLT  ');
    // (A name keeps its inner capital.)
    expect(repairLetterNoise(['to Rose McQueeen', 'ROSE McQUEEN'])[0]).toBe('to Rose McQueen ');
    // Roman numerals and fill-in marks keep their runs; real words and names stay.
    expect(one('Item VIII, SSN XXX-XX-1234, Mary Moore, filling')).toBe(
      'Item VIII, SSN XXX-XX-1234, Mary Moore, filling',
    );
    // A name printed once against another name printed once is a tie, left as printed; a form word printed once
    // capitalised elsewhere still wins ("Plat Reecords" beside "Deed Records").
    expect(repairLetterNoise(['Anita M. Greer, Esq.', 'Grer & Walton, LLC'])).toEqual([
      'Anita M. Greer, Esq.',
      'Grer & Walton, LLC',
    ]);
    expect(repairLetterNoise(['Plat Reecords', 'Deed Records'])[0]).toBe('Plat Records ');
  });

  it('takes the spelling the document prints elsewhere for a name read with a tripled letter', () => {
    const [a] = repairLetterNoise(['deed to Arnold Pettt and wife', 'ARNOLD PETT, grantor']);
    expect(a).toBe('deed to Arnold Pett and wife ');
    // (Read once where only that spelling is printed: "Gooodwin" beside "GODWIN".)
    expect(repairLetterNoise(['to Ann Gooodwin', 'ANN GODWIN'])[0]).toBe('to Ann Godwin  ');
    // A capitalised word read with a doubled letter comes back only when the document prints it capitalised too.
    const [b] = repairLetterNoise(['Cook County Deeed Records', 'Warranty Deed']);
    expect(b).toBe('Cook County Deed Records ');
  });

  it('drops a speck read as a lone period or comma inside a clause', () => {
    expect(one('to an iron . pin; prepared . by')).toBe('to an iron pin; prepared by    ');
    expect(one('MARTHA , K. OYELARAN, of 4 Elm')).toBe('MARTHA K. OYELARAN, of 4 Elm  ');
    expect(one('and so on . . . the end')).toBe('and so on . . . the end');
  });

  it("reads a bearing's F as its E and an abbreviated degree's c as its e", () => {
    expect(repairWordGlyphs(`thence N 12 dcg. 40' 15" F 210.00 feet`)).toBe(
      `thence N 12 deg. 40' 15" E 210.00 feet`,
    );
    expect(repairWordGlyphs('thence S 8° F, 99.5 feet; Exhibit F 2')).toBe(
      'thence S 8° E, 99.5 feet; Exhibit F 2',
    );
  });

  it('classifies a "Deed of General Warranty" by heirs at law as a deed, not an heirship affidavit', () => {
    for (const title of [
      'DEED OF GENERAL WARRANTY',
      'DEED OF SPECIAL WARRANTY',
      'DEED OF LIMITED WARRANTY',
    ]) {
      const doc = new Doc([
        `          ${title}\n          (By the Heirs at Law of Ada Lee)\n\nThis deed is made`,
      ]);
      expect(classify(doc).category).toBe('OTHER');
    }
  });

  it('parts an elder from his junior where the bare name dies', () => {
    const text = 'Amos Drury died intestate in 2010, and title vested in AMOS DRURY, JR.';
    expect(juniorAndElder(text, 'Amos Drury, Jr.', 'Amos Drury')).toBe(true);
    expect(juniorAndElder('deed to Amos Drury, who conveyed', 'Amos Drury, Jr.', 'Amos Drury')).toBe(false);
  });

  it('reads grantees defined "collectively" and their address for the tax bill', () => {
    const doc = parse(`                    DEED OF GENERAL WARRANTY

     THIS DEED is made this 2nd day of May, 2024, by and between OTIS W. BRANDT,
unmarried, of 55 Oak Lane, Paris, Kentucky 40361 (jointly, "GRANTOR"); and LENA
MARIE FAUST and PAUL FAUST, wife and husband, whose address for the 2025 tax bill is
902 Mill Street, Paris, Kentucky 40361 (collectively, "GRANTEES").

     That for and in consideration of the sum of $88,000.00, the GRANTOR does hereby
grant and convey unto the GRANTEES the following described real property:
`);
    expect(doc.parties.grantors.map((g) => g.name)).toEqual(['Otis W. Brandt']);
    expect(doc.parties.grantees.map((g) => [g.name, g.address])).toEqual([
      ['Lena Marie Faust', '902 Mill St, Paris, KY 40361'],
      ['Paul Faust', '902 Mill St, Paris, KY 40361'],
    ]);
  });

  it('reads a form row’s address under its label when another cell follows on the row, and a decree rendered to sell', () => {
    const doc = parse(`                         EXECUTOR'S DEED

     WHEREAS, the Probate Court, by its decree rendered on the 3rd day of May, 2023,
ordered that said lands be sold; NOW, THEREFORE, JUNE OKAFOR, as Executrix of the
Estate of Sam Okafor, Deceased, does hereby grant and convey unto LEE PARK the
following described real estate: Lot 2, Block C, Elm Park.

 Property Address  17 Birch Lane            Date of Sale     06/01/2023
                   Dothan, AL 36301
`);
    expect(doc.property.address).toBe('17 Birch Ln, Dothan, AL 36301');
    expect(doc.typeSpecific.otherDates).toContainEqual({ date: '2023-05-03', label: 'order_of_sale' });
  });
});
