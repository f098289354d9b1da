import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers';
import { repairMonthGlyphs } from '@/parsers/text/month-glyphs';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

const parse = (...pages: string[]) => parseDocumentText({ pages });
const person = (doc: ReturnType<typeof parse>, name: string) => doc.people.find((p) => p.name === name);

describe('numbered heirship statements, date glyphs, cover-sheet pointers and share-closed distributee blocks', () => {
  it("reads a month's day and its run-together letters back, keeping the line's length", () => {
    expect(repairMonthGlyphs('by deed dated August l, 1988, recorded')).toBe(
      'by deed dated August 1, 1988, recorded',
    );
    expect(repairMonthGlyphs('entered on March I9, 2011, in')).toBe('entered on March 19, 2011, in');
    const line = '   D.   By Order entered Febmary 11, 2020, the Court';
    expect(repairMonthGlyphs(line)).toBe('   D.  By Order entered February 11, 2020, the Court');
    expect(repairMonthGlyphs(line)).toHaveLength(line.length);
    // A word that is no month, and a number that holds no letter, stay.
    expect(repairMonthGlyphs('the Febmary estate, Lot 4l')).toBe('the Febmary estate, Lot 4l');
  });

  it('reads a small l ending a word of capitals as its I', () => {
    expect(repairWordGlyphs('ROSA MARl OCHOA and Hal Al')).toBe('ROSA MARI OCHOA and Hal Al');
  });

  it('ends a lettered list at the next numbered statement, even one typed on the next line', () => {
    const doc = parse(`                     AFFIDAVIT OF HEIRSHIP

     Re: ESTEBAN RUIZ OLMEDO, Deceased

     (1) That ESTEBAN RUIZ OLMEDO died intestate on or about the 9th day of June,
2021, in Laurel, Jones County, Mississippi, residing at 88 Magnolia Drive, Laurel,
Mississippi 39440.

     (2) That Decedent was married once, to CARMEN LUZ OLMEDO, who survives him.


\f
     (3) That of the marriage there were born two children, namely:

         (a) TOMAS OLMEDO, a son, who is living and whose mailing
             address is 14 Pine Street, Hattiesburg, Mississippi 39401; and

         (b) LUCIA OLMEDO VEGA, a daughter, who predeceased Decedent on
             May 4, 2018, leaving surviving her one child, MATEO
             VEGA, a grandson of Decedent, who is of legal age and
             resides at 702 Cedar Lane, Meridian, Mississippi 39301.
             Lucia Olmedo Vega left no other child or descendant.
     (4) That Decedent had one other child, RAFAEL OLMEDO, a son, born of a prior
relationship, who is of legal age and resides at 31 Oak Road, Biloxi, Mississippi 39530.

     (5) That the heirs at law of Decedent are CARMEN LUZ OLMEDO, TOMAS OLMEDO, RAFAEL
OLMEDO and MATEO VEGA.
`);
    expect(person(doc, 'Rafael Olmedo')?.relationship).toBe('son');
    expect(person(doc, 'Mateo Vega')?.relationship).toBe('grandchild');
    expect(person(doc, 'Mateo Vega')?.address).toBe('702 Cedar Ln, Meridian, MS 39301');
  });

  it("passes over a cover sheet's short legal description that points to a later page, and reads share-closed blocks", () => {
    const doc = parse(`                  RECORDER OF DEEDS COVER SHEET

Title of Document:        SMALL ESTATE AFFIDAVIT
Grantor(s):               HOLLIS, RAYMOND T., DECEASED
Legal Description:        Lot 3, Block 9, ELMWOOD SECOND ADDITION
                          (complete legal description on page 2)
\f
                        SMALL ESTATE AFFIDAVIT

     The undersigned, GRETA HOLLIS PAYNE, of lawful age, being first duly sworn, states upon oath:

1.  Raymond T. Hollis, the decedent, died on April 3, 2023, at Sedalia, Pettis
    County, Missouri.

2.  The decedent had two children, both of whom survive him: Owen Hollis and the affiant.

3.  A description of all property of the decedent is as follows:

        Lot 3, Block 9, ELMWOOD SECOND ADDITION, a subdivision in Sedalia, Pettis
        County, Missouri, according to the recorded plat thereof.

4.  The persons entitled to the property of the decedent, their addresses,
    relationship to the decedent, and the share each is entitled to
    receive, are:

    Owen Hollis, son
      19 Elm Street, Sedalia, Missouri 65301
      One-half (1/2) of all property

    Greta Hollis Payne, daughter (affiant)
      402 Vine Street, Marshall, Missouri 65340
      One-half (1/2) of all property

5.  Affiant understands that the persons paying are discharged.
`);
    expect(doc.property.legalDescription).toBe(
      'Lot 3, Block 9, ELMWOOD SECOND ADDITION, a subdivision in Sedalia, Pettis County, Missouri, according to the recorded plat thereof.',
    );
    expect(doc.parties.grantees.map((g) => [g.name, g.role])).toEqual([
      ['Owen Hollis', 'heir'],
      ['Greta Hollis Payne', 'heir'],
    ]);
  });
});
