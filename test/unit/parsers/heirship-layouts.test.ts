import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

/**
 * Layouts and wordings of heirship and small-estate affidavits from other states: recorder stamps set in
 * columns, distributee tables whose cells wrap, Louisiana acts, questionnaire items and sentences that run
 * over a page's running foot. Each case is an invented passage in the style of a real form.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const people = (out: ReturnType<typeof parse>) =>
  Object.fromEntries(out.people.map((p) => [p.name, `${p.role}|${p.relationship}`]));

describe('recorder stamps set in columns', () => {
  it('does not take a stamp cell naming the mortgage book for the title', () => {
    const out = parse(`ST. LANDRY PARISH RECORDER        FILE # 1188234
RECORDED 03/02/2022                 BOOK 77  FOLIO 12
DEPUTY - KMT                        MORTGAGE/CONVEYANCE

                 AFFIDAVIT OF SUCCESSION AND HEIRSHIP

The Decedent, JEANNE MARIE THIBODEAUX, died on May 5, 2021.`);
    expect(out.category).toBe('AFFIDAVIT_OF_HEIRSHIP');
  });
});

describe('distributee tables', () => {
  it('reads a "Heirs / Address / Share" table with the kinship noted under each name', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
The Decedent, WALTER JAMES PRUDHOMME, died on June 2, 2020. His heirs are:

   HEIRS                         ADDRESS                        SHARE
   Lucille Prudhomme Breaux      88 Magnolia Lane               1/2
   (daughter)                    Opelousas, LA 70570

   Dominic Paul Prudhomme        412 Cypress Street             1/2
   (grandson, by representation  Eunice, LA 70535
   of Paul Prudhomme, deceased)
`);
    const rel = people(out);
    expect(rel['Lucille Prudhomme Breaux']).toBe('heir|daughter');
    expect(rel['Dominic Paul Prudhomme']).toBe('heir|grandchild');
    expect(out.parties.grantees.map((g) => g.address)).toEqual([
      '88 Magnolia Ln, Opelousas, LA 70570',
      '412 Cypress St, Eunice, LA 70535',
    ]);
  });

  it('joins a name wrapped onto the next line of its column', () => {
    const out = parse(`SMALL ESTATE AFFIDAVIT
The Decedent, HAZEL MAY ORCUTT, died on March 3, 2022.

   Name                     Relation    Address                 Share
   Gretchen Orcutt          Daughter    19 Pine Hill Rd.,       1/2
     Vandermeer                         Joplin, MO 64801
   Lyle Dean Orcutt         Son         7 Elm Ct.,              1/2
                                        Neosho, MO 64850
`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual([
      'Gretchen Orcutt Vandermeer',
      'Lyle Dean Orcutt',
    ]);
  });
});

describe('children and grandchildren in running text', () => {
  it("reads a predeceased child's own child named after 'survived by'", () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
The Decedent, ROLAND PIERCE WEBB, died on April 4, 2021. Another child, MARTIN LEE WEBB, predeceased the
Decedent in 2015, leaving one child, ELENA ROSE WEBB, who survives.`);
    const rel = people(out);
    expect(rel['Martin Lee Webb']).toMatch(/^family_member\|(?:son|child)$/);
    expect(rel['Elena Rose Webb']).toMatch(/\|grandchild$/);
  });

  it("takes the child's sex from 'leaving surviving her' and keeps her children apart", () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
The Decedent, ARLO DEAN FISK, died on July 9, 2022; that of his marriage two children were born, namely
NORA JEAN FISK, who resides at 12 Oak Street, Tyler, Texas 75701; and PAULA ANN FISK, who died on
March 3, 2019, leaving surviving her two children and no others, namely CODY FISK HALE, of 4 Elm Street,
Tyler, Texas 75702, and MIA FISK HALE, of 9 Ash Street, Tyler, Texas 75703; that no other children were born.`);
    const rel = people(out);
    expect(rel['Paula Ann Fisk']).toBe('family_member|daughter');
    expect(rel['Cody Fisk Hale']).toMatch(/\|grandchild$/);
    expect(rel['Mia Fisk Hale']).toMatch(/\|grandchild$/);
  });

  it('ends a list of children at the next lettered paragraph', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
    (c) The Decedent, OSCAR NEAL BRANDT, died on May 2, 2023.

    (d) Two children were born to the Decedent and Ilse Brandt, namely myself, KARA LYNN BRANDT, born
    1970, and my sister, DANA RUTH BRANDT, born 1974.

    (e) Ilse Brandt had a son by a prior marriage, TOBIAS REIMER, who was never adopted.`);
    const rel = people(out);
    expect(rel['Dana Ruth Brandt']).toMatch(/\|daughter$/);
    expect(rel['Ilse Brandt'] ?? '').not.toMatch(/\|child$/);
  });
});

describe('children listed under a long lead-in', () => {
  it('reads lettered children with "who now resides at" addresses and stops at the next numbered statement', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
3.  The Decedent, VERNON ELI CASH, died on May 2, 2023. Two children were born of the marriage of the Decedent
    and his late wife, all of whom are living, over the age of majority and residing in this State:
    (a) JUNE ADA CASH, daughter, born 1961, who now resides at 14 Lake Road, Waco, Texas 76701; and
    (b) TODD CASH, son, born 1965, who resides out of state at 9 Bay Street, Mobile, Alabama 36602.
4.  The Decedent owned the following property: Lot 2, Block 5, Sunrise Addition, McLennan County, Texas.`);
    const addr = Object.fromEntries(out.people.map((p) => [p.name, p.address]));
    expect(addr['June Ada Cash']).toBe('14 Lake Rd, Waco, TX 76701');
    expect(addr['Todd Cash']).toBe('9 Bay St, Mobile, AL 36602');
  });
});

describe('marriage wording', () => {
  it('reads "the surviving husband of" as married', () => {
    const out = parse(`AFFIDAVIT OF SURVIVING HEIRS
GERALD TOM NIX, of lawful age, states that he is the surviving husband of ANNA BETH NIX, Deceased, who
died on October 3, 2023.`);
    expect(out.decedent?.maritalStatus).toBe('married');
  });

  it('is not misled by "never dissolved" and reads "did not marry again" as widowed', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
The Decedent, SAMUEL OBI NWOSU, died on June 1, 2023. The Decedent was married only once, to GRACE ADA
NWOSU, on May 2, 1980. That marriage was never dissolved. Grace Ada Nwosu died on April 9, 2015, and the
Decedent did not marry again.`);
    expect(out.decedent?.maritalStatus).toBe('widowed');
    expect(people(out)['Grace Ada Nwosu']).toBe('family_member|spouse');
  });

  it('reads a questionnaire answer ticking "No" to "ever married"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
1.  Name of Decedent: ELLIS WADE TURNBOW
2.  Date of death: 3/4/2022
7.  Has the Deceased ever been married?   [ ] Yes   [X] No`);
    expect(out.decedent?.maritalStatus).toBe('single');
  });
});

describe('questionnaire items', () => {
  it('reads the residence "at date of death", a parent labelled by kinship and a real-property item', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
1.  Name of Decedent: CORY ALLEN BASS
2.  Date of death: 1/5/2023
4.  Decedent's residence at time of death: 88 Mesa Verde Dr., Odessa, TX 79762
9.  Names of Decedent's parents:
    Father: LEROY BASS - deceased 2/2/2010
    Mother: NADINE KAY BASS - living
14. Real property owned by Decedent:
    An undivided one-half interest in Lot 4, Block 2, Sunset Addition, Ector County, Texas.`);
    expect(out.decedent?.residenceAddress).toBe('88 Mesa Verde Dr, Odessa, TX 79762');
    const rel = people(out);
    expect(rel['Leroy Bass']).toBe('family_member|parent');
    expect(rel['Nadine Kay Bass']).toMatch(/\|parent$/);
    expect(out.property.legalDescription).toBe(
      'An undivided one-half interest in Lot 4, Block 2, Sunset Addition, Ector County, Texas.',
    );
  });
});

describe('Louisiana acts', () => {
  it('reads the property from "bearing municipal number", a leading "together with" and "THUS DONE AND PASSED"', () => {
    const out = parse(`AFFIDAVIT OF DEATH AND HEIRSHIP
The Decedent, LOUIS ANDRE BERGERON, died on the 2nd day of March, 2022. The Decedent owned:

     That certain parcel of ground, together with all improvements thereon, situated in Lafourche Parish,
     Louisiana, being Lot 9 of Bayou Oaks Subdivision, per plat recorded in Book 12, Page 4, bearing
     the municipal number 210 Bayou Oaks Drive, Thibodaux, Louisiana 70301.

     THUS DONE AND PASSED at Thibodaux, Louisiana, on this 9th day of May, 2022, before me.`);
    expect(out.property.legalDescription).toBe(
      'That certain parcel of ground, together with all improvements thereon, situated in Lafourche Parish, Louisiana, being Lot 9 of Bayou Oaks Subdivision, per plat recorded in Book 12, Page 4',
    );
    expect(out.property.address).toBe('210 Bayou Oaks Dr, Thibodaux, LA 70301');
    expect(out.property.addressSource).toBe('stated');
    expect(out.keyDates.instrument).toBe('2022-05-09');
  });
});

describe('signers', () => {
  it('takes the person appeared "known to me to be the person whose name is subscribed" as affiant', () => {
    const out = parse(`HEIRSHIP AFFIDAVIT
Before me, the undersigned authority, personally appeared DORIS ANN KEMP, known to me to be the person
whose name is subscribed hereto, who after being duly sworn deposed and said: The Decedent, HOMER KEMP,
died on May 1, 2021.`);
    expect(people(out)['Doris Ann Kemp']).toBe('affiant|null');
  });

  it('reads every witness signing under a witnesses heading, not only the first', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
The Decedent, HOMER KEMP, died on May 1, 2021.

                    AFFIDAVITS OF DISINTERESTED WITNESSES

Each of us knew the Decedent and is not related to him.


______________________________________
CLAYTON ROSS MERCER
12 Hill Road, Tyler, Texas 75701


______________________________________
EDNA MAE FOLSOM
44 Vale Road, Tyler, Texas 75702
`);
    const rel = people(out);
    expect(rel['Clayton Ross Mercer']).toBe('witness|null');
    expect(rel['Edna Mae Folsom']).toBe('witness|null');
  });

  it('ends a name printed under a label line with its line', () => {
    const out = parse(`When Recorded Mail To:
Priscilla J. Oakes
Oakes & Lindqvist, PLLC
40 Main Street, Abilene, Texas 79601

AFFIDAVIT OF HEIRSHIP
The Decedent, HOMER KEMP, died on May 1, 2021.`);
    expect(out.people.map((p) => p.name)).toContain('Priscilla J. Oakes');
  });
});

describe('sentences over a page break', () => {
  it("blanks the page's running foot between the halves of a sentence", () => {
    const doc = new Doc([
      'the heirs of the Decedent are ANNA LEE, surviving\n\nAffidavit of Heirship - Page 1 of 2\n',
      'spouse; and BO LEE, son.',
    ]);
    expect(doc.text).not.toContain('Page 1 of 2');
    expect(doc.text.length).toBe(doc.pages[0]!.length + 1 + doc.pages[1]!.length);
    expect(doc.text.replace(/\s+/g, ' ')).toContain('surviving spouse; and BO LEE');
  });

  it('keeps a running foot after a finished sentence', () => {
    const doc = new Doc(['The Decedent left no will.\n\nPage 1 of 2\n', 'IN WITNESS WHEREOF ...']);
    expect(doc.text).toContain('Page 1 of 2');
  });
});
