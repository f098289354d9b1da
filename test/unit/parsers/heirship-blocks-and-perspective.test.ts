import { describe, expect, it } from 'vitest';
import { findDeathDate, findDecedentName, findMaritalStatus } from '@/parsers/extract/common/decedent';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { labelledBlockMentions } from '@/parsers/extract/common/tables';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { Doc } from '@/parsers/text/doc';

const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const status = (text: string, opts = { formerSpouseOnly: false, spouseDied: false, livingSpouse: false }) =>
  findMaritalStatus(new Doc([text]), opts)?.value ?? null;

describe('heir lists laid out as labelled blocks', () => {
  it('reads "Heir No. N:" blocks with the facts on labelled lines under each name', () => {
    const blocks = labelledBlockMentions(
      new Doc([
        `HEIRS OF THE DECEDENT
Heir No. 1:  Owen P. Castellano
   Relationship to Decedent:   Grandson
   Mailing Address:  77 Birch Hollow Lane, Ames, Iowa 50010
Heir No. 2:  Marisol Castellano Ruiz        Interest:  one-half
   Relationship:  Niece
   Living?  No
Heir No. 3:  N/A
`,
      ]),
    );
    expect(blocks.map((b) => [b.name, b.relationship, b.kind, b.died])).toEqual([
      ['Owen P. Castellano', 'grandchild', 'heir', false],
      ['Marisol Castellano Ruiz', 'niece', 'heir', true],
    ]);
    expect(blocks[0]?.address?.value.formatted).toBe('77 Birch Hollow Ln, Ames, IA 50010');
    expect(blocks[1]?.share).toBe('one-half');
  });

  it('makes every "Name:" block under an heirs heading an heir, and keeps "Child:" blocks as family', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

Decedent: Wallace J. Fenwick, who died on May 2, 2021.

Children born to the Decedent:
Child 1: Corinne Fenwick Abbott
   Relationship: Daughter
Child 2: Dale Fenwick
   Relationship: Son     Living? No

The persons entitled to the estate are:

Name:      Corinne Fenwick Abbott
Relationship:   Daughter
Address:   5 Hill Road, Salem, Oregon 97301

Name:      Lydia Fenwick
Relationship:   Granddaughter (child of Dale Fenwick)
Address:   18 Lake Street, Bend, Oregon 97701

Signed on June 1, 2021.`);
    expect(out.parties.grantees.map((g) => `${g.name}|${g.role}`)).toEqual([
      'Corinne Fenwick Abbott|heir',
      'Lydia Fenwick|heir',
    ]);
    expect(person(out, 'Lydia Fenwick')?.relationship).toBe('grandchild');
    expect(person(out, 'Dale Fenwick')?.role).toBe('family_member');
  });

  it('keeps reading a one-column "NAME / RELATIONSHIP / ADDRESS" table past the blank lines between rows', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

Mabel Q. Ostrander, deceased, died on March 1, 2022. Her heirs are shown below:

   NAME / RELATIONSHIP / ADDRESS                     SHARE

   Vernon Ostrander, son                             1/2
   22 Pine Street, Joliet, Illinois 60435

   Dolores Ostrander Tate, daughter                  1/2
   9 Elm Court, Peoria, Illinois 61602

Dated: April 4, 2022`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Vernon Ostrander', 'Dolores Ostrander Tate']);
    expect(person(out, 'Dolores Ostrander Tate')?.address).toBe('9 Elm Ct, Peoria, IL 61602');
  });
});

describe('an affiant who speaks of the family from their own side', () => {
  it('reads a grandchild affiant\'s "my father" and "my aunt" as the decedent\'s son and daughter', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

GRETA L. MOORE, being duly sworn, says: I am the grandson of OLIVER K. BRANDT, deceased, who died on
July 9, 2020. My grandfather was married once, to my grandmother, Hilde Brandt, who died in 2015.
He did not remarry. He had two children: my father, Conrad Brandt, and my aunt, Ilse Brandt Keller.
The decedent's heirs at law are his two children, Conrad Brandt and Ilse Brandt Keller.

Dated: August 1, 2020`);
    expect(person(out, 'Conrad Brandt')?.relationship).toBe('son');
    expect(person(out, 'Ilse Brandt Keller')?.relationship).toBe('daughter');
    expect(person(out, 'Hilde Brandt')?.relationship).toBe('spouse');
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Conrad Brandt', 'Ilse Brandt Keller']);
  });
});

describe('decedent facts worded in other ways', () => {
  it('takes a death date printed after the place ("died at <hospital> in <city>, on <date>")', () => {
    const doc = new Doc([
      'That he is the nephew of ARNOLD P. VOSS, who died testate at Mercy General Hospital in Sacramento,\nCalifornia, on the 4th day of May, 2019, leaving a will.',
    ]);
    expect(findDeathDate(doc, findDecedentName(doc))?.iso).toBe('2019-05-04');
  });

  it('reads the marital status at death over statuses said of others', () => {
    // A child's "never married" is not the decedent's status; the statement at death is.
    expect(
      status(
        'The decedent was married to Ruth Voss, who predeceased him. His son, Carl Voss, died in 2001, having never married. The decedent was a widower at the time of his death.',
      ),
    ).toBe('widowed');
    // "to whom Decedent was never married": one relationship, not the decedent's status.
    expect(
      status(
        'Decedent had one daughter with Ann Pole, to whom Decedent was never married. Decedent and Affiant remained married and living together until his death.',
      ),
    ).toBe('married');
    // "no surviving spouse" is no spouse at all.
    expect(
      status(
        'She was married only to Hans Roth, who died in 2010, and did not remarry. She left no surviving spouse.',
      ),
    ).toBe('widowed');
  });

  it('finds the decedent at the last marriage recited, a divorce after a death', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

ETHEL MAY DORN, HEREIN CALLED "DECEDENT," DIED ON MARCH 2, 2021. DECEDENT WAS FIRST MARRIED TO OSCAR DORN,
WHO DIED IN 1980. DECEDENT THEREAFTER MARRIED VICTOR LUND IN 1984, AND THAT MARRIAGE WAS DISSOLVED BY DIVORCE IN
1999. DECEDENT DID NOT MARRY AGAIN.

SWORN TO ON APRIL 1, 2021.`);
    expect(out.decedent?.maritalStatus).toBe('divorced');
    expect(person(out, 'Victor Lund')?.relationship).toBe('former_spouse');
  });

  it('reads "Residence at Death:" and "a resident of <street address>" as the residence', () => {
    const form = parse(`AFFIDAVIT OF HEIRSHIP
Name of Decedent: LYLE T. HARGROVE
Date of Death: June 1, 2022
Residence at Death: 40 Quarry Road, Marble Falls, Texas 78654
Dated: July 1, 2022`);
    expect(form.decedent?.residenceAddress).toBe('40 Quarry Rd, Marble Falls, TX 78654');
    const prose = parse(`AFFIDAVIT OF HEIRSHIP
The Decedent, NORA E. PIKE, died on June 2, 2021, at Mercy Hospital, Joliet, Illinois, a resident of 8 Ash
Lane, Joliet, Illinois 60435.
Dated: July 1, 2021`);
    expect(prose.decedent?.residenceAddress).toBe('8 Ash Ln, Joliet, IL 60435');
  });
});

describe('legal descriptions and recitals', () => {
  it('skips an affidavit statement after "to-wit:" and reads a PLSS description through "described as:"', () => {
    const doc = new Doc([
      `appeared JOHN DOE, who did depose and say, to-wit:

     That he is the son of the decedent.

     The decedent owned the following land, to-wit:

     The South Half of the Southwest Quarter of Section 3, Township 4 North, Range 2 East, more particularly
     described as: Beginning at the Southwest corner of said Section 3; thence North 200 feet to the point of
     beginning.

     That no administration has been had.`,
    ]);
    expect(findLegalDescription(doc)?.value).toMatch(/^The South Half .* to the point of beginning\.$/);
  });

  it('keeps a capitalised "ALL OF" in front of the lot', () => {
    const doc = new Doc([
      'OWNED THE FOLLOWING DESCRIBED REAL PROPERTY:\n\n     ALL OF LOT 4, BLOCK 9, CRESTVIEW ADDITION, AN ADDITION TO THE CITY OF WACO, MCLENNAN COUNTY, TEXAS.\n\nAFFIANT FURTHER SAYS',
    ]);
    expect(findLegalDescription(doc)?.value).toMatch(/^ALL OF LOT 4, BLOCK 9/);
  });

  it('names the grantor of a vesting deed recited as "conveyed to X by Y"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

MARTIN O. FRY, deceased, died on May 1, 2020.

Being the same property conveyed to Martin O. Fry by Dolores K. Wynn and husband, Arthur Wynn, by
special warranty deed dated June 3, 1999.

Dated: June 1, 2020`);
    expect(person(out, 'Dolores K. Wynn')?.role).toBe('other');
    expect(person(out, 'Arthur Wynn')).toBeTruthy();
  });

  it('names the other parent of a child the decedent had outside a marriage', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

Decedent, LEON R. PAGE, died on May 1, 2020. Decedent had one son by Carla Dunn, to whom he was never
married: Adam Dunn Page.

Dated: June 1, 2020`);
    expect(person(out, 'Carla Dunn')?.role).toBe('family_member');
    expect(person(out, 'Carla Dunn')?.relationship).toBeNull();
  });
});

describe('addresses stated in other layouts', () => {
  it('keeps a grid house number whole ("2N415", "39W120")', () => {
    expect(normalizeAddress('0S150 Meadow Lane, Batavia, Illinois 60510')?.formatted).toBe(
      '0S150 Meadow Ln, Batavia, IL 60510',
    );
    expect(normalizeAddress('12 N Main Street, Elgin, IL 60120')?.line1).toBe('12 N Main St');
  });

  it('gives each lettered child the address of its own clause, not the other parent named in it', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

IRMA JO KEEN, HEREIN CALLED "DECEDENT," DIED ON MAY 5, 2021. DECEDENT WAS SURVIVED BY THE FOLLOWING CHILDREN,
TO-WIT:

     (A) ROY DEAN KEEN, SON OF DECEDENT AND WALTER KEEN, WHO RESIDES AT 10 OAK STREET, LUBBOCK, TEXAS 79401; AND

     (B) NELL KEEN FOSTER, DAUGHTER OF DECEDENT AND WALTER KEEN, WHO RESIDES AT 22 ELM AVENUE, SLATON, TEXAS 79364.

THE ONLY HEIRS AT LAW OF DECEDENT ARE HER TWO CHILDREN, ROY DEAN KEEN AND NELL KEEN FOSTER.

SWORN TO ON JUNE 1, 2021.`);
    expect(person(out, 'Roy Dean Keen')?.address).toBe('10 Oak St, Lubbock, TX 79401');
    expect(person(out, 'Nell Keen Foster')?.address).toBe('22 Elm Ave, Slaton, TX 79364');
    expect(person(out, 'Walter Keen')?.address ?? null).toBeNull();
  });

  it("reads a form's \"Affiant's Address:\" and a witness's address label under the name", () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
Name of Affiant: Norma J. Pike
Affiant's Address: 5 Bell Street, Taylor, Texas 76574
Name of Decedent: LEROY PIKE
Date of Death: June 1, 2022

                                   ____________________
                                   Norma J. Pike, Affiant

CORROBORATING WITNESS
Name of Witness: Arlo B. Tibbs
Witness's Address: 7 Dove Lane, Taylor, Texas 76574

                                   ____________________
                                   Arlo B. Tibbs, Witness
Sworn to on July 1, 2022.`);
    expect(person(out, 'Norma J. Pike')?.address).toBe('5 Bell St, Taylor, TX 76574');
    expect(person(out, 'Arlo B. Tibbs')?.address).toBe('7 Dove Ln, Taylor, TX 76574');
  });

  it("reads the attorney's address past a bar number and the firm's line", () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
Decedent: Lyle Pike, who died on June 1, 2022.
Dated: July 1, 2022

Drafted by and when recorded return to:
Carla M. Voss (P51234)
Voss & Reed PLC
40 W. Main Street, Suite 2
Lansing, MI 48933`);
    expect(person(out, 'Carla M. Voss')?.address).toBe('40 W Main St Ste 2, Lansing, MI 48933');
  });

  it('reads the witness who "personally appeared before me" under a disinterested-witness heading', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
Decedent: Lyle Pike, who died on June 1, 2022.

              AFFIDAVIT OF DISINTERESTED WITNESS

STATE OF ALABAMA
COUNTY OF LEE

     Personally appeared before me HOMER T. GRAY, of 12 Pine Street, Opelika, Alabama 36801, who on oath
states that he knew the decedent for thirty years and is not related to him.

Sworn to on July 1, 2022.`);
    expect(person(out, 'Homer T. Gray')?.role).toBe('witness');
    expect(person(out, 'Homer T. Gray')?.address).toBe('12 Pine St, Opelika, AL 36801');
  });
});

describe('small set phrases', () => {
  it('dates the instrument by "WITNESS MY SIGNATURE, this the ... day of"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
That JOHN ROE died on the 2nd day of May, 2020.
     WITNESS MY HAND, this the 9th day of June, 2021.
                                   ______________________
                                   MARY ROE, AFFIANT`);
    expect(out.keyDates.instrument).toBe('2021-06-09');
  });

  it('capitalises a scanned "slide" after "Cabinet N," in a mixed-case description', () => {
    const doc = new Doc(
      [
        'Legal Description: Lot 3, Block 2, Oak Hills, recorded in Plat Cabinet B, slide 44, Plat Records.\n\n',
      ],
      [0.9],
    );
    expect(findLegalDescription(doc)?.value).toContain('Plat Cabinet B, Slide 44');
  });
});
