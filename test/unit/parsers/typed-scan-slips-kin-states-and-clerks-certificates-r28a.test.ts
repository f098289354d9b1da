import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers';
import { oneLetterSlip } from '@/parsers/extract/registry';
import { repairAddressWords } from '@/parsers/normalize/address-words';
import { repairKinshipGlyphs } from '@/parsers/text/kinship-glyphs';
import { repairMonthGlyphs } from '@/parsers/text/month-glyphs';
import { repairRnForM } from '@/parsers/text/rn-for-m';
import { joinSplitCapitalWords } from '@/parsers/text/split-capital-words';
import { repairStateGlyphs } from '@/parsers/text/state-glyphs';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

const parse = (...pages: string[]) => parseDocumentText({ pages });
const person = (doc: ReturnType<typeof parse>, name: string) => doc.people.find((p) => p.name === name);

describe('typed scan slips: letter clusters, lost or doubled letters, kin nouns, states; clerks’ probate certificates', () => {
  it('reads "ri" as n and "ii" as u where the document prints the one-letter spelling or it is a form word', () => {
    const [page] = repairRnForM([
      'the Decedent had two childreri; the Decederit lived on Maple Aveniie until Janiiary 4, 2020,\n' +
        'the Decedent of 12 Maple Avenue, with her children',
    ]);
    expect(page).toContain('two children;  the Decedent  lived on Maple Avenue  until January  4, 2020');
    // A name printed with its cluster as often as without keeps it ("Maria" is no misread "Mana").
    const [names] = repairRnForM(['Maria Lopez and Maria Ruiz; Mana Lopez']);
    expect(names).toBe('Maria Lopez and Maria Ruiz; Mana Lopez');
  });

  it('reads a state a letter off in the slots only a state fills, keeping the line length', () => {
    expect(repairStateGlyphs('died in Dalton, Whitfield County, Gergia.   ')).toBe(
      'died in Dalton, Whitfield County, Georgia.  ',
    );
    expect(repairStateGlyphs('Augusta, Georgio 30901')).toBe('Augusta, Georgia 30901');
    expect(repairStateGlyphs('Wake County, Norfh Carolina')).toBe('Wake County, North Carolina');
    // Short names and anything already a state stay.
    expect(repairStateGlyphs('Lucas County, Ohia; Story County, Iowa')).toBe(
      'Lucas County, Ohia; Story County, Iowa',
    );
    expect(repairStateGlyphs('Fairfax County, Virginia Beach')).toBe('Fairfax County, Virginia Beach');
  });

  it('reads a kin noun a letter off after a possessive or article', () => {
    expect(repairKinshipGlyphs('to his daugher, my granddaughter,\n    ITEM')).toBe(
      'to his daughter, my granddaughter,\n   ITEM',
    );
    expect(repairKinshipGlyphs('to my brotther, JAMES')).toBe('to my brother, JAMES ');
    expect(repairKinshipGlyphs('the farther side of the lot')).toBe('the farther side of the lot');
  });

  it('reads a month with a doubled or lost letter in a date slot', () => {
    expect(repairMonthGlyphs('on the 2nd day of Apriil, 2021, exhibited')).toBe(
      'on the 2nd day of April, 2021, exhibited ',
    );
    expect(repairMonthGlyphs('dated Agust 3, 2019  and')).toBe('dated August 3, 2019 and');
    expect(repairMonthGlyphs('the Mayy Company')).toBe('the Mayy Company');
  });

  it("reads a numbered list's first mark typed as l as a one", () => {
    expect(repairWordGlyphs('   l. ANN ROE, a daughter;\n   2. TOM ROE, a son.')).toBe(
      '   1. ANN ROE, a daughter;\n   2. TOM ROE, a son.',
    );
    expect(repairWordGlyphs('   I. Introduction\n   II. Facts')).toBe('   I. Introduction\n   II. Facts');
  });

  it('joins a small word a blank split where a half is a fragment printed nowhere else', () => {
    const [page] = joinSplitCapitalWords([
      'Plat Book 4, Pa ge 12; Book 5, Page 9; MARY LEE GE-LANE and ROEGE',
    ]);
    expect(page).toBe('Plat Book 4, Page  12; Book 5, Page 9; MARY LEE GE-LANE and ROEGE');
    const [caps] = joinSplitCapitalWords(['ANN ROSSI-DUNN and ANN ROS SI-DUNN, one ROSSI']);
    expect(caps).toBe('ANN ROSSI-DUNN and ANN ROSSI-DUNN , one ROSSI');
  });

  it('reads street kinds with a lost or doubled letter, and a misread short kind ending the street', () => {
    expect(repairAddressWords('18 Elm Stret, Suite 4')).toBe('18 Elm Street, Suite 4');
    expect(repairAddressWords('22 Oak Strreet')).toBe('22 Oak Street');
    expect(repairAddressWords('9 Pine Rood, Salem')).toBe('9 Pine Road, Salem');
    expect(repairAddressWords('9 Rood Avenue, Grand Junction')).toBe('9 Rood Avenue, Grand Junction');
  });

  it('takes two readings of a three-word name a letter apart for one person', () => {
    expect(oneLetterSlip('Gloria Jen Pettway', 'Gloria Jean Pettway')).toBe(true);
    expect(oneLetterSlip('Leand T. McIver', 'Leland T. McIver')).toBe(true);
    expect(oneLetterSlip('Jon Roe', 'John Roe')).toBe(false);
    expect(oneLetterSlip('Ann Marie Roe', 'Ann Marie Poe')).toBe(false);
  });

  it('keeps the fuller of two slipped readings printed as often, and the spouse of a prior marriage as former', () => {
    const doc = parse(`AFFIDAVIT OF DESCENT

Personally appeared HENRY P. DOE, who deposes and says:
1. ROBERT LEE MASON (the "Decedent") died intestate on May 2, 2021.
2. The Decedent was first married to LINDA JEN CARVER, which marriage was dissolved by divorce in 1990. The
Decedent thereafter married JOAN MASON, who survived him and to whom he was married at the time of his death.
3. The Decedent had one child, born of his marriage to Linda Jean Carver, and no other children:
   1. PAUL MASON, a son, who survived him.
`);
    expect(person(doc, 'Linda Jean Carver')?.relationship).toBe('former_spouse');
    expect(person(doc, 'Linda Jen Carver')).toBeUndefined();
    expect(doc.decedent?.maritalStatus).toBe('married');
  });

  it("reads a clerk's probate certificate dated before its verb, a will's county-then-street residence and a Drawn by block", () => {
    const doc = parse(`Drawn by and mail to: Carla B. Nunn, Attorney at Law, 10 Main Street, Raleigh, NC 27601

IN THE MATTER OF THE ESTATE OF ELLEN RAE BOYD, Deceased
                    CERTIFICATE OF PROBATE OF WILL
     I, the undersigned Clerk of Superior Court of Wake County, do certify that the paper writing hereto
attached was on the 3rd day of June, 2022, presented to me for probate in common form and was adjudged
to be the Last Will and Testament of ELLEN RAE BOYD, who died on May 1, 2022.

                    LAST WILL AND TESTAMENT OF ELLEN RAE BOYD
     I, ELLEN RAE BOYD, of Wake County, North Carolina, residing at 55 Oak Lane, Cary, North Carolina
27511, do make this my Last Will and Testament.
`);
    expect((doc.typeSpecific.otherDates as { date: string; label: string }[]) ?? []).toContainEqual({
      date: '2022-06-03',
      label: 'probate_admitted',
    });
    expect(doc.decedent?.residenceAddress).toBe('55 Oak Ln, Cary, NC 27511');
    expect(person(doc, 'Carla B. Nunn')?.role).toBe('preparer');
  });
});
