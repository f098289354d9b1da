import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Texas heirship affidavits close with each disinterested witness's own sworn statement, one after another,
 * often under a single heading. Invented passages in the style of the recorded form.
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
