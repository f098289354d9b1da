import { describe, expect, it } from 'vitest';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

/**
 * Texas heirship affidavits close with each disinterested witness's own sworn statement, one after another,
 * often under a single heading; small estate affidavits list the land in an inventory row by its street. Invented
 * passages in the style of the recorded forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });

const affidavit = (heading: string) => `AFFIDAVIT OF FACTS CONCERNING THE IDENTITY OF HEIRS

     My name is DELIA ROSE KUBALA. I am the daughter of OTTO JOSEF KUBALA,
Decedent, who died on April 3, 2022, in Yoakum, Texas. Decedent's only heirs
are his children, DELIA ROSE KUBALA and FRANK OTTO KUBALA.

                                   ______________________________________
                                   DELIA ROSE KUBALA
${heading}
     I, HARLAN J. MIKESKA, having been first duly sworn, state that I live at
412 West Gonzales Street, Yoakum, Texas 77995; that I am not related to
Decedent and take no interest in Decedent's estate; and that the facts stated
in the foregoing affidavit are true and correct.

                                   ______________________________________
                                   HARLAN J. MIKESKA

     I, NORMA LEE STRAKOS, having been first duly sworn, state that I live
at 88 Hochheim Road, Yoakum, Texas 77995; that I am not related to Decedent;
and that the facts stated in the foregoing affidavit are true and correct.

                                   ______________________________________
                                   NORMA LEE STRAKOS
`;

describe("a disinterested witness's own sworn statement", () => {
  for (const heading of ['                    AFFIDAVIT OF DISINTERESTED WITNESS\n', '']) {
    it(`reads each witness and the address they live at${heading ? ' under one heading' : ' with no heading'}`, () => {
      const people = parse(affidavit(heading)).people;
      const find = (name: string) => people.find((p) => p.name === name);
      expect(find('Harlan J. Mikeska')).toMatchObject({
        role: 'witness',
        address: '412 W Gonzales St, Yoakum, TX 77995',
      });
      expect(find('Norma Lee Strakos')).toMatchObject({
        role: 'witness',
        address: '88 Hochheim Rd, Yoakum, TX 77995',
      });
    });
  }
});

describe("a small estate affidavit's inventory row naming the land by its street", () => {
  const text = `SMALL ESTATE AFFIDAVIT

1.  Wilbur Ray Kessel (Decedent) died on May 9, 2024, and his last address
    was 19 Orchard Lane, Wentzville, Missouri 63385.

5.  All property of the Decedent and its value:

    Description                                              Net value
    Real estate, 2207 Pitman Avenue, Wentzville, MO 63385,
      fair market value $142,000.00                          $142,000.00
    Savings account, First State Bank                          $3,118.00
`;
  it('states the property address from the row, not the residence', () => {
    const out = parseDocumentText({ pages: [text] });
    expect(out.property.address).toBe('2207 Pitman Ave, Wentzville, MO 63385');
    expect(out.property.addressSource).toBe('stated');
  });
});

describe('a legal description anchor with a scan speck before its verb', () => {
  it('starts the description after "The legal description. is:"', () => {
    const legal = findLegalDescription(
      new Doc([
        `     3. Property. The property consists of the land and all the buildings
on the land in the Township of Clinton, County of Hunterdon and State of
New Jersey. The legal description. is:

     BEGINNING at an iron pin in the northerly line of Halstead Road, said
pin being the southwesterly corner of Lot 7 in Block 12; thence North 10
degrees East, 150.00 feet to the point and place of BEGINNING.
`,
      ]),
    )?.value;
    expect(legal).toMatch(/^BEGINNING at an iron pin in the northerly line of Halstead Road/);
  });
});
