import { describe, expect, it } from 'vitest';
import { classify } from '@/parsers/classify';
import { findDecedentName, findResidence } from '@/parsers/extract/common/decedent';
import { childMentions, heirMentions, kinMentions } from '@/parsers/extract/common/family';
import { findLegalDescription, findStatedPropertyAddress } from '@/parsers/extract/common/property';
import { signatureBlockMentions } from '@/parsers/extract/common/signatures';
import { Doc } from '@/parsers/text/doc';

/**
 * Affidavits of heirship in wordings the earlier rules missed: titles "regarding" or "as to" heirs, a recital
 * naming the decedent's last place of abode between the name and the death, heir lists introduced through a
 * statute cited with state abbreviations, and lists whose lead mentions the property "described below".
 * Invented passages in the style of recorded forms.
 */
const doc = (text: string) => new Doc([text]);

describe('titles that speak of the heirs', () => {
  it('classifies an affidavit "regarding" or "as to" heirs as heirship', () => {
    const body =
      '\n\n     ODETTE PRUSKI, being sworn, states that she knew the family of the decedent.\n\n' +
      'A Warranty Deed recorded in Book 12 conveyed the land to him, subject to a deed of trust.';
    expect(classify(doc(`             AFFIDAVIT REGARDING HEIRS${body}`)).category).toBe(
      'AFFIDAVIT_OF_HEIRSHIP',
    );
    expect(classify(doc(`             AFFIDAVIT AS TO HEIRS${body}`)).category).toBe('AFFIDAVIT_OF_HEIRSHIP');
  });
});

describe('a recital that names the last place of abode before the death', () => {
  const text = `     Affiant says that he knew LUCIUS BRANDON OKAFOR for many years; that the
said Lucius Brandon Okafor, whose last place of abode was 77 Mill Pond Lane,
Lowell, Middlesex County, Massachusetts 01852, departed this life intestate on
4 May 2021 at Lowell General Hospital, Lowell, Massachusetts; that he left no spouse.`;
  it('reads the decedent before "whose last place of abode was ..., departed this life"', () => {
    expect(findDecedentName(doc(text))?.name.value).toBe('Lucius Brandon Okafor');
  });
  it('reads the residence after "last place of abode was"', () => {
    const d = doc(text);
    const residence = findResidence(d, findDecedentName(d));
    expect(residence && 'line1' in residence.value ? residence.value.formatted : null).toBe(
      '77 Mill Pond Ln, Lowell, MA 01852',
    );
  });
  it('does not take a relative whose husband died for the decedent', () => {
    const d = doc(`That MARTA VEIGA, whose husband Tomas Veiga had moved away, died on June 2, 2020.
That the said decedent, ROSALIND PEAK, died on March 1, 2022.`);
    expect(findDecedentName(d)?.name.value).toBe('ROSALIND PEAK');
  });
});

describe('heir lists', () => {
  it('reads a list introduced through a statute cited with state abbreviations', () => {
    const heirs = heirMentions(
      doc(`     That the said decedent left surviving him as his sole heirs at law, pursuant to
Pa. Cons. Stat. § 2103, the following persons, each entitled to one-half:

     HOLLIS EDGAR VANTREASE, son, 14 Quarry Road, Altoona, Pennsylvania 16601; and

     MIRIAM VANTREASE OYELARAN, daughter, 9 Birch Court, Tyrone, Pennsylvania 16686.
`),
    );
    expect(heirs.map((h) => [h.name, h.relationship])).toEqual([
      ['HOLLIS EDGAR VANTREASE', 'son'],
      ['MIRIAM VANTREASE OYELARAN', 'daughter'],
    ]);
    expect(heirs[1]?.address?.value.formatted).toBe('9 Birch Ct, Tyrone, PA 16686');
  });
  it('reads a list whose lead names the real estate "described below" before "are as follows"', () => {
    const heirs = heirMentions(
      doc(`     6.  The heirs at law of the Decedent and their shares in the land described
below are as follows:

         CLEMENTINE ROSS FARNSWORTH, surviving spouse ......... one-half (1/2)
         DEXTER ROSS FARNSWORTH, son .......................... one-half (1/2)
`),
    );
    expect(heirs.map((h) => [h.name, h.relationship])).toEqual([
      ['CLEMENTINE ROSS FARNSWORTH', 'spouse'],
      ['DEXTER ROSS FARNSWORTH', 'son'],
    ]);
  });
  it('still skips a lead that introduces the property described below', () => {
    const heirs = heirMentions(
      doc(`The heirs of the decedent hold the land described below:

     Lot 4, Block 2, Pine Ridge Addition.
`),
    );
    expect(heirs).toEqual([]);
  });
});

describe('a decedent recital with the aliases in parentheses', () => {
  const text = `              Estate of CORNELIA JUNE ABERNATHY, late of Dover,
                     Kent County, Delaware, Deceased

     NOW COMES Felix Abernathy, of 9 Gull Way, Lewes, Delaware 19958, who says:

1.   I am the nephew of CORNELIA JUNE ABERNATHY (also known as Cornelia J.
     Abernathy), who died on the 2nd day of May, 2021, at her home
     at 118 Loockerman Street, Dover, Delaware 19901, where she had lived for years.`;
  it('reads the name before "(also known as ...), who died"', () => {
    const d = findDecedentName(doc(text));
    expect(d?.name.value).toBe('CORNELIA JUNE ABERNATHY');
    expect(d?.mentions.length).toBeGreaterThanOrEqual(2);
  });
  it('prefers the street a later recital gives in the city "late of" named', () => {
    const d = doc(text);
    const residence = findResidence(d, findDecedentName(d));
    expect(residence && 'line1' in residence.value ? residence.value.formatted : null).toBe(
      '118 Loockerman St, Dover, DE 19901',
    );
  });
  it('keeps the "late of" city when the later street is in another city', () => {
    const d = doc(`              Estate of CORNELIA JUNE ABERNATHY, late of Dover,
                     Kent County, Delaware, Deceased

     CORNELIA JUNE ABERNATHY died on May 2, 2021, at her home at 5 Pine Street, Milford, Delaware 19963.`);
    expect(findResidence(d, findDecedentName(d))?.value).toEqual({ city: 'Dover', state: 'DE' });
  });
});

describe('an estate that descends under a statute', () => {
  it('reads the list after "descends under <statute> to ... as follows:"', () => {
    const heirs = heirMentions(
      doc(`5.   There being no spouse or descendant, the decedent's estate descends under
     18-A M.R.S. § 2-103 to his brothers, by representation, as follows:

        Desmond Harlow Pike ............ an undivided 1/2 interest
        Anselm Harlow Pike ............. an undivided 1/2 interest
`),
    );
    expect(heirs.map((h) => [h.name, h.relationship])).toEqual([
      ['Desmond Harlow Pike', 'sibling'],
      ['Anselm Harlow Pike', 'sibling'],
    ]);
  });
});

describe('"known and designated as" a street', () => {
  const text = `     Being a lot of land containing 0.8 acres, more or less, with the buildings
     thereon, situated on the northerly side of Quarry Hill Road in the Town of
     Barre, and known and designated as 12 Quarry Hill Road.

     Being the same lands conveyed to him by deed recorded in Book 40, Page 2.`;
  it('ends the legal description before the street clause', () => {
    expect(findLegalDescription(doc(text))?.value).toBe(
      'Being a lot of land containing 0.8 acres, more or less, with the buildings thereon, situated on the northerly side of Quarry Hill Road in the Town of Barre',
    );
  });
  it('reads the street as the stated property address', () => {
    expect(findStatedPropertyAddress(doc(text))?.value.line1).toBe('12 Quarry Hill Rd');
  });
  it('keeps a lot "known and designated as" inside the description', () => {
    expect(
      findLegalDescription(
        doc(`     ALL that certain parcel of land in the City of Trenton, known and designated as Lot 9 in
     Block 12 on the Tax Map of said City.`),
      )?.value,
    ).toBe(
      'ALL that certain parcel of land in the City of Trenton, known and designated as Lot 9 in Block 12 on the Tax Map of said City.',
    );
  });
});

describe('relatives counted, then named', () => {
  it('reads half-siblings named after "Decedent has two half-sisters on his father\'s side,"', () => {
    const kin = kinMentions(
      doc(`That Decedent has two half-sisters on his father's side, Wilma J. Osei and Nadia P. Osei,
who take nothing from his estate.`),
      () => false,
    );
    expect(kin.map((k) => [k.name, k.relationship, k.died])).toEqual([
      ['Wilma J. Osei', 'sibling', false],
      ['Nadia P. Osei', 'sibling', false],
    ]);
  });
});

describe('a township and range opening the description', () => {
  it('starts the description at "Township N North, Range W West" above its sections', () => {
    const legal = findLegalDescription(
      doc(`     That at the time of her death, Decedent owned the following described
     minerals in and under lands situated in Burke County, North Dakota:

          Township 161 North, Range 91 West of the 5th P.M.
          Section 22: NW1/4
          containing 160.00 acres, more or less.

     That Decedent acquired said interest by Mineral Deed.`),
    );
    expect(legal?.value).toBe(
      'Township 161 North, Range 91 West of the 5th P.M. Section 22: NW1/4 containing 160.00 acres, more or less.',
    );
  });
});

describe('an acknowledgment taken by a Justice of the Peace', () => {
  it('reads the name over "Justice of the Peace" as the notary', () => {
    const m = signatureBlockMentions(
      doc(`     Personally appeared before me the above named Ida Crane, and made oath.

                                        _________________________________
                                        Bertram L. Okoye
                                        Justice of the Peace
                                        My Commission Expires: 03/01/2027
`),
    );
    expect(m.filter((x) => x.role === 'notary').map((x) => x.name)).toEqual(['Bertram L. Okoye']);
  });
});

describe('a relative named with an ordinal', () => {
  it('reads "Decedent\'s first wife, X, died" as a spouse who died', () => {
    const kin = kinMentions(
      doc(`3.  Affiant is the surviving spouse of Decedent. Decedent's first wife, Marguerite Ann Sollars, died on
    May 2, 1990, while married to Decedent.`),
      () => false,
    );
    expect(kin.map((k) => [k.name, k.relationship, k.died])).toEqual([
      ['Marguerite Ann Sollars', 'spouse', true],
    ]);
  });
});

describe('grandchildren named after "leaving ... children and no more, namely"', () => {
  it('reads them as grandchildren through the child who died', () => {
    const kids = childMentions(
      doc(`     3. That there were born to the decedent two (2) children and no more, namely: PERLA ROSA
ANAYA, a daughter, whose address is 40 Sage Lane, Taos, New Mexico 87571; and TOMAS ANAYA, a son, who
died on the 1st day of May, 2015, leaving surviving him two children and no more, namely ISIDRO
ANAYA and LUZ MARINA ANAYA, who are grandchildren of the decedent;
`),
    );
    const luz = kids.find((k) => k.name === 'LUZ MARINA ANAYA');
    expect(kids.find((k) => k.name === 'ISIDRO ANAYA')?.relationship).toBe('grandchild');
    expect([luz?.relationship, luz?.descendantsOf]).toEqual(['grandchild', 'TOMAS ANAYA']);
  });
});
