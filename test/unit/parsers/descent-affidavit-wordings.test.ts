import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Affidavits of heirship, descent and facts relating to title in the wordings of more states: aliases listed
 * with "and as", children recited in "That ...; that ..." clauses or tabulated with their issue, heirs on whom an
 * estate "devolves", Louisiana's authentic acts signed by "Appearers". Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const heirs = (out: ReturnType<typeof parse>) => out.parties.grantees.map((g) => `${g.name} (${g.role})`);

describe('the decedent named with aliases', () => {
  it('keeps the first name when the aliases are listed "as A and as B"', () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     ODELL JAMES FARRINGTON, also known as O. J. Farrington and as Jim Farrington (the "Decedent"),
died on the 4th day of May, 2020, a resident of Logan County, Colorado.

     The Decedent left as his sole heirs his two sons, Wade Farrington and Perry Farrington.`);
    expect(out.decedent?.name).toBe('Odell James Farrington');
    expect(out.people.some((p) => p.name === 'Jim Farrington')).toBe(false);
  });
  it('reads "sometimes known as" and "otherwise known as" as alias words', () => {
    for (const word of ['sometimes known as', 'otherwise known as']) {
      const out = parse(`                    AFFIDAVIT OF DESCENT

     Affiants say that ROSALIE MAE KETTERING, ${word} Rosie Kettering (hereinafter "Decedent"), departed
this life intestate on March 2, 2021, a resident of Hall County, Georgia.

     The heirs at law of Decedent are her daughters, Iris Kettering and Dawn Kettering.`);
      expect(out.decedent?.name).toBe('Rosalie Mae Kettering');
    }
  });
});

describe('children recited in the clauses of one sentence', () => {
  const out = parse(`                    AFFIDAVIT OF DEATH AND HEIRSHIP

     HOLLIS GRANT PEARCE, being first duly sworn, states:

     That he is a son of MAVIS ELAINE PEARCE, deceased, who died on the 2nd day of June, 2022;

     That there were born to the decedent three children, HOLLIS GRANT PEARCE, NORA PEARCE LINDQUIST
and CALVIN DEAN PEARCE; that Calvin Dean Pearce died on April 3, 2015, and was survived by one child,
TESSA PEARCE ORTIZ; and that the decedent had no other children;

     That the decedent's heirs at law are Hollis Grant Pearce, Nora Pearce Lindquist and Tessa Pearce Ortiz.`);
  it('reads every child the list names before the next "that" clause', () => {
    expect(person(out, 'Nora Pearce Lindquist')?.relationship).toBe('child');
    expect(person(out, 'Calvin Dean Pearce')).toMatchObject({ role: 'family_member', relationship: 'child' });
  });
  it('makes the children of a listed child who died the grandchildren', () => {
    expect(person(out, 'Tessa Pearce Ortiz')?.relationship).toBe('grandchild');
  });
});

describe('children numbered at the start of their lines', () => {
  it('reads each numbered item as a child', () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     1.  DEATH. GUSTAVE PAUL THIBODEAUX (the "decedent") died intestate in Lafayette, Louisiana, on
March 5, 2021.

     2.  CHILDREN. The decedent had two children and no others:

         1.  ANSEL THIBODEAUX, a son, who resides at 12 Bayou Lane, Lafayette, Louisiana 70501; and

         2.  CORINNE THIBODEAUX FOREMAN, a daughter, who resides at 400 Pine Street, Lake Charles,
             Louisiana 70601.

     3.  HEIRS. The decedent's heirs are his two children named above.`);
    expect(person(out, 'Ansel Thibodeaux')?.relationship).toBe('son');
    expect(person(out, 'Corinne Thibodeaux Foreman')?.relationship).toBe('daughter');
  });
  it('does not read a later statement\'s list as children when "no children" opens a paragraph before it', () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     That the decedent, LUCILLE ANN MAYHEW, died intestate on May 1, 2021;

     That no children were born to Lucille Ann Mayhew and none were adopted by her;

     That the sole heirs at law of Lucille Ann Mayhew are her brothers, to wit:

          1.  Dorsey K. Mayhew, 14 Oak St., Tupelo, Mississippi 38801
          2.  Elton R. Mayhew, 22 Elm St., Tupelo, Mississippi 38804`);
    expect(person(out, 'Dorsey K. Mayhew')?.relationship).toBe('sibling');
    expect(person(out, 'Elton R. Mayhew')?.relationship).toBe('sibling');
  });
});

describe('a table of the children and their issue', () => {
  const out = parse(`          AFFIDAVIT OF DEATH AND HEIRSHIP

     1.  WALLACE EDGAR PRUETT (hereinafter "Decedent") died on 3 March 2021, a resident of Tioga County.

     2.  Decedent had three children. Their status is shown below:

   Child                 Status                       Issue surviving
   --------------------  ---------------------------  --------------------
   Lyle W. Pruett        living                       --
   Opal Pruett Dimock    died 5 May 2016              Trevor Dimock, son;
                                                      Jenna Dimock Hale,
                                                      daughter
   Noel Pruett           died 1 June 2001             none

     3.  Decedent's heirs, and their shares, are as follows:

   HEIR                    RELATIONSHIP     SHARE
   ----------------------  ---------------  -----
   Lyle W. Pruett          son              1/2
   Trevor Dimock           grandson         1/4
   Jenna Dimock Hale       granddaughter    1/4`);
  it('reads the children who died as family', () => {
    expect(person(out, 'Opal Pruett Dimock')).toMatchObject({ role: 'family_member', relationship: 'child' });
    expect(person(out, 'Noel Pruett')).toMatchObject({ role: 'family_member', relationship: 'child' });
  });
});

describe('a table of the children when another person inherits', () => {
  it('makes no heir of a living child the table lists', () => {
    const out = parse(`          AFFIDAVIT OF DEATH AND HEIRSHIP

     1.  ARLO DEAN KESSLER (hereinafter "Decedent") died on 2 April 2022, a resident of Bexar County.

     2.  Decedent had two children, both of his only marriage:

   Child                 Status             Issue surviving
   --------------------  -----------------  --------------------
   Rhett Kessler         living             --
   Della Kessler Voss    living             --

     3.  All of Decedent's property was community property, and Decedent's heirs are as follows:

   HEIR                    RELATIONSHIP       SHARE
   ----------------------  -----------------  -----
   Ida Mae Kessler         surviving spouse   all`);
    expect(heirs(out)).toEqual(['Ida Mae Kessler (heir)']);
    expect(person(out, 'Rhett Kessler')?.relationship).toBe('child');
  });
});

describe('the issue column of a table of the children', () => {
  it("reads the names under it as the decedent's grandchildren", () => {
    const out = parse(`          AFFIDAVIT OF DEATH AND HEIRSHIP

     1.  MAXINE RUTH COLVARD (hereinafter "Decedent") died on 9 May 2022, a resident of Potter County.

     2.  Decedent had two children:

   Children              Status             Issue surviving
   --------------------  -----------------  --------------------
   Dwight Colvard        living             --
   Loretta Colvard Ames  died 2 July 2019   Camden Ames, son;
                                            Willa Ames, daughter

     3.  Decedent's heirs are her living child and the children of her deceased child, named above.`);
    expect(person(out, 'Willa Ames')?.relationship).toBe('grandchild');
    expect(person(out, 'Dwight Colvard')?.relationship).toBe('child');
  });
});

describe('an estate that "devolves upon" its heirs', () => {
  it('reads the heirs laid out as name-and-share lines with the address under each', () => {
    const out = parse(`                    AFFIDAVIT OF DEATH AND HEIRSHIP

     I.  DEATH. AUGUSTIN LEROY BERGERON (the "decedent") died intestate on June 4, 2021.

     II.  HEIRS. The decedent's estate devolves upon his two daughters, in full ownership, as follows:

         ELISE BERGERON MOUTON .................. an undivided 1/2
         18 Magnolia Drive, Houma, LA 70360

         SIMONE BERGERON ........................ an undivided 1/2
         2204 Canal Boulevard, Thibodaux, LA 70301

     III.  The decedent owned no immovable property other than his home.`);
    expect(heirs(out)).toEqual(['Elise Bergeron Mouton (heir)', 'Simone Bergeron (heir)']);
  });
});

describe("a Louisiana act's signers and date", () => {
  const out = parse(`FILED FOR RECORD: 05/02/2023 09:12:40 AM

          AFFIDAVIT OF DEATH, DOMICILE, AND HEIRSHIP

     BE IT KNOWN, that on this 14th day of April, 2023, before me, the undersigned Notary Public,
personally came and appeared PRISCILLA ANN HEBERT, who declared that THEODORE JOSEPH HEBERT (the
"decedent") died intestate on January 9, 2023, and that his sole heir is his daughter, Priscilla Ann Hebert.

     THUS DONE AND PASSED on the day, month and year first above written.

WITNESSES:                              APPEARERS:


______________________________          __________________________________
Printed name: Lionel P. Arceneaux       PRISCILLA ANN HEBERT


______________________________          __________________________________
Printed name: Yvette M. Savoie          CLAUDETTE R. BOUDREAUX`);
  it('dates the act by its opening "BE IT KNOWN, that on this ..."', () => {
    expect(out.keyDates.instrument).toBe('2023-04-14');
  });
  it('reads the "Appearers" column as the affiants, not witnesses', () => {
    expect(person(out, 'Claudette R. Boudreaux')?.role).toBe('affiant');
  });
  it('reads every printed name under the WITNESSES heading as a witness', () => {
    expect(person(out, 'Lionel P. Arceneaux')?.role).toBe('witness');
    expect(person(out, 'Yvette M. Savoie')?.role).toBe('witness');
  });
});

describe('legal descriptions that say "known as" of something other than the street address', () => {
  it("reads on past a numbered road's name", () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     CORNELIUS WADE ABBOTT (the "Decedent") died on May 2, 2020, owning the following:

     ALL THAT CERTAIN tract of land situate in the Township of Ulster, County of Bradford, bounded as
follows: BEGINNING at a point in the center line of Township Road 417, known as Hemlock Hollow Road;
thence along said road North 12 degrees East 300.00 feet to the place of beginning.

     The Decedent's heirs are his sons, Ward Abbott and Lewis Abbott.`);
    expect(out.property.legalDescription).toContain('known as Hemlock Hollow Road; thence along said road');
  });
  it('reads on past Ohio\'s "and known as being part of ..."', () => {
    const out = parse(`                    AFFIDAVIT OF FACTS RELATING TO TITLE

     The Decedent, MARGARET ELLEN FOGG, died on July 1, 2022, seized of the following described real property:

          Situated in the Village of Geneva, County of Ashtabula and State of Ohio, and known as being part
     of Original Harpersfield Township Lot No. 3, as recorded in Volume 2, Page 14 of Ashtabula County Plat
     Records.

     Her heirs at law are her sons, Arthur Fogg and Bernard Fogg.`);
    expect(out.property.legalDescription).toContain('and known as being part of Original Harpersfield');
  });
});

describe("a recorder's cover sheet that files the parties surname first", () => {
  it('reads no person from the index names under "Grantor(s):"', () => {
    const out = parse(`Instrument Number:  202100412          Recorded Date:  03/02/2021

Grantor(s):
   HOLCOMB VERNA JEAN

Grantee(s):
   HOLCOMB DALE R

                AFFIDAVIT OF DEATH AND HEIRSHIP

     1.  VERNA JEAN HOLCOMB (hereinafter "Decedent") died on 4 January 2021.

     2.  Decedent's sole heir is her son, Dale R. Holcomb.`);
    expect(out.people.some((p) => p.name === 'Holcomb Verna Jean')).toBe(false);
    expect(out.decedent?.name).toBe('Verna Jean Holcomb');
  });
});

describe('relatives named beside the affiant or by another parent', () => {
  it('reads the sibling listed after "namely Affiant and"', () => {
    const out = parse(`                    AFFIDAVIT OF FACTS RELATING TO TITLE

     Affiant, NOREEN T. BIALEK, is the sister of CONRAD JOSEPH WOZNIAK (the "Decedent"), who died on
June 3, 2022. The Decedent was survived by two siblings, namely Affiant and FELIX ADAM WOZNIAK.

     The sole heir at law of the Decedent is his mother, Helena Wozniak.`);
    expect(person(out, 'Felix Adam Wozniak')?.relationship).toBe('sibling');
  });
  it('reads "X, daughter of <spouse> by a prior marriage" as a stepchild', () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

 1. Full name of decedent:    HOMER JAMES TRUITT
 2. Name of surviving spouse: NELDA RAE TRUITT
 3. Does the surviving spouse have descendants who are not the decedent's?  Yes.
    Name(s): CARLY ANNE VOSS, daughter of Nelda Rae Truitt by a previous marriage; not adopted.`);
    expect(person(out, 'Carly Anne Voss')).toMatchObject({
      role: 'family_member',
      relationship: 'stepchild',
    });
  });
});

describe('addresses of the people an heirship affidavit describes', () => {
  const out = parse(`                    AFFIDAVIT OF DEATH AND HEIRSHIP

     1.  Affiant is over the age of twenty-one and resides at 77 Quarry Lane, Ada, Oklahoma 74820.

     2.  LEON ARVEL PRICHARD (the "Decedent") died intestate on the 3rd day of May, 2021.

     3.  CHILDREN

     Two children were born to the Decedent, as follows:

         (a)  DORIS PRICHARD KEEL, a daughter, who died on June 1, 2019, leaving surviving her one child,
              namely WESLEY KEEL, a grandson of the Decedent, who resides at 9 Elm Court, Ada, Oklahoma 74820;

         (b)  HOMER PRICHARD, a son, who is living and whose mailing address is 412 Oak Street, Highway
              Junction, Oklahoma 74801.

     4.  The Decedent's heirs at law are Homer Prichard and Wesley Keel.

                                        __________________________________
                                        MYRA JANE FOSTER, Affiant`);
  it("reads the affiant's address after words about the affiant", () => {
    expect(person(out, 'Myra Jane Foster')?.address).toBe('77 Quarry Ln, Ada, OK 74820');
  });
  it('gives a child "whose mailing address is" that address', () => {
    expect(person(out, 'Homer Prichard')?.address).toBe('412 Oak St, Highway Junction, OK 74801');
  });
  it("gives a grandchild the address after the kinship and 'who resides at', not to the parent", () => {
    expect(person(out, 'Wesley Keel')?.address).toBe('9 Elm Ct, Ada, OK 74820');
    expect(person(out, 'Doris Prichard Keel')?.address).toBeNull();
  });
  it('reads the children under a heading set apart from the sentence that introduces them', () => {
    expect(person(out, 'Homer Prichard')?.relationship).toBe('son');
  });
});

describe('numbered highways in street addresses', () => {
  it('abbreviates "Highway 49" to "Hwy 49" as Publication 28 does', () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     That CLOVIS EARL DEES died on May 4, 2020, and that his sole heirs at law are his sons, Ray Dees,
who resides at 1880 Highway 49, Wiggins, Mississippi 39577, and Lamar Dees.`);
    expect(person(out, 'Ray Dees')?.address).toBe('1880 Hwy 49, Wiggins, MS 39577');
  });
});

describe('the deed that vested title in the decedent', () => {
  const vestingDates = (text: string) =>
    (parse(text).typeSpecific as { otherDates?: { date: string; label: string }[] }).otherDates;
  it('dates a deed by which the property was "acquired by him"', () => {
    expect(
      vestingDates(`                    AFFIDAVIT OF HEIRSHIP

     ALPHONSE REMY GUIDRY (the "decedent") died on May 2, 2021, owning a house that was his separate
property, having been acquired by him through a Warranty Deed from Lucien Pitre dated March 3, 1994.

     The decedent's heirs are his two sons, Remy Guidry and Paul Guidry.`),
    ).toContainEqual({ date: '1994-03-03', label: 'vesting_deed_dated' });
  });
  it('dates a deed named under "Source of title:"', () => {
    expect(
      vestingDates(`                    AFFIDAVIT OF HEIRSHIP

 1. Full name of decedent:    OTIS RAY BLAND
 2. Source of title: Deed from Ivan Hupp to Otis R. Bland, dated July 9, 1979, of record in Deed Book 77.
 3. The heirs at law of the decedent are his daughters, Ada Bland and Ina Bland.`),
    ).toContainEqual({ date: '1979-07-09', label: 'vesting_deed_dated' });
  });
});
