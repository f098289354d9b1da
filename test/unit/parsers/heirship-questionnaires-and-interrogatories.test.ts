import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

/**
 * Heirship affidavits set as a questionnaire ("Q. ... ?" / "A. ...") or as numbered interrogatories with an
 * "ANSWER:" under each: the answer labels are no part of the names they open, and the decedent is the answer to
 * the question that asks for them. Each case is an invented passage in the style of a real form.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('answer labels', () => {
  it('blanks "Q." and "A." on a page that pairs them, keeping offsets', () => {
    const page = 'Q.  Who are you?\nA.  Marla Jean Ostrander.\nQ.  Where?\nA.  Here.';
    const doc = new Doc([page]);
    expect(doc.text.length).toBe(page.length);
    expect(doc.text).toContain('    Marla Jean Ostrander.');
    expect(doc.text).not.toMatch(/^A\./m);
  });

  it('keeps a lettered list\'s "A." when no question is asked', () => {
    const doc = new Doc(['A.  The first item.\nB.  The second item.']);
    expect(doc.text.startsWith('A.  The first')).toBe(true);
  });

  it('blanks "ANSWER:" under a numbered interrogatory', () => {
    const doc = new Doc(['INTERROGATORY NO. 4:  Who?\n   ANSWER:  Dwight Allen Farris.']);
    expect(doc.text).toContain(`   ${' '.repeat(7)}  Dwight Allen Farris.`);
  });
});

describe('the decedent named in an answer', () => {
  it('reads the answer to "Who is the deceased person ...?"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

Q.  What is your name and address?
A.  Lorna Faye Pruett, 61 Mill Pond Road, Gray, Georgia 31032.

Q.  Who is the deceased person whose heirs are the subject of this affidavit?
A.  EDGAR LOYD PRUETT, who was my brother.

Q.  When and where did he die?
A.  On the 2nd day of May, 2019, in Macon, Georgia.`);
    expect(out.decedent?.name).toBe('Edgar Loyd Pruett');
    expect(out.people.some((p) => p.name.startsWith('A. '))).toBe(false);
  });

  it('reads the answer to an interrogatory asking the full name of the decedent over two lines', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

INTERROGATORY NO. 1:  State the full name of the decedent and every other name by which
he was known.
     ANSWER:  ORVILLE DEAN KESTER, also known as O. D. Kester.

INTERROGATORY NO. 2:  State the date and place of death of the decedent.
     ANSWER:  He died on the 9th day of March, 2020, at Ada, Pontotoc County, Oklahoma.`);
    expect(out.decedent?.name).toBe('Orville Dean Kester');
    expect(out.decedent?.dateOfDeath).toBe('2020-03-09');
  });
});

describe('death and residence asked as questions', () => {
  it('reads the date, place and home from "When and where did he die?" / "Where did he live ...?"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

Q.  Who is the deceased person whose heirs are the subject of this affidavit?
A.  RUFUS ALVIN TEAGUE, who was my father.

Q.  When and where did he die?
A.  On the 5th day of August, 2018, at Fairview Hospital in Dalton, Whitfield County, Georgia.

Q.  Where did he live at the time of his death?
A.  With me at 77 Tunnel Hill Road, Dalton, Georgia 30721.`);
    expect(out.decedent?.dateOfDeath).toBe('2018-08-05');
    expect(out.decedent?.placeOfDeath).toBe('Dalton, GA');
    expect(out.decedent?.residenceAddress).toBe('77 Tunnel Hill Rd, Dalton, GA 30721');
  });

  it('reads the answer to "State the residence of the decedent at the time of his death."', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

INTERROGATORY NO. 1:  State the full name of the decedent.
     ANSWER:  WALLACE EARL NUNLEY.

INTERROGATORY NO. 2:  State the residence of the decedent at the time of his death.
     ANSWER:  508 North Oak Street, Sapulpa, Oklahoma 74066.`);
    expect(out.decedent?.residenceAddress).toBe('508 N Oak St, Sapulpa, OK 74066');
  });
});

describe('prose heirship recitals', () => {
  const recital = `AFFIDAVIT OF HEIRSHIP

Affiants state that they knew WENDELL ROY ASHBY, who died intestate on the 4th day of May, 2021; that the said
Wendell Roy Ashby never married and never had any children; that his father, Amos Lee Ashby, died in 2001, and
his mother, Nettie Ruth Ashby, died in 2010; that his mother had, before her marriage to Amos Lee Ashby, one son,
Carl Dean Moffett, a half-brother of the decedent, who survived him; and that the said Wendell Roy Ashby left
surviving him as his sole and only heirs at law his brother, Floyd Ashby, and his half-brother, Carl Dean
Moffett, each of whom inherited an undivided one-half interest in land conveyed to him by Amos Lee Ashby and
Nettie Ruth Ashby.`;

  it('reads "left surviving him as his sole and only heirs at law" up to "each of whom"', () => {
    const out = parse(recital);
    const heirs = out.parties.grantees.map((g) => g.name).sort();
    expect(heirs).toEqual(['Carl Dean Moffett', 'Floyd Ashby']);
  });

  it('takes "the said X never married" as the decedent never marrying: a parent\'s marriage is no spouse', () => {
    const out = parse(recital);
    const father = out.people.find((p) => p.name === 'Amos Lee Ashby');
    expect(father?.relationship).toBe('parent');
    expect(out.decedent?.maritalStatus).toBe('single');
  });

  it('reads "so that he died a widower" as widowed over a son who never married', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

That appearers knew OSCAR PAUL LANDRY (hereinafter "Decedent"), who died on 3/2/2020. That Decedent was married
but once, to MARIE ANNE GUIDRY, who predeceased him, so that he died a widower. That his
son, LUKE LANDRY, died in 2001, never having married.`);
    expect(out.decedent?.maritalStatus).toBe('widowed');
  });
});

describe('descriptions and addresses in heirship answers', () => {
  it('opens a strip whose width is spelled out and cuts "Said property is known as"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, MYRON JAY PELFREY, died on June 1, 2019. He owned the following:
     The North Forty-five feet (N/45') of Lot Three (3), in Block Nine (9), WESTVIEW ADDITION to the City of
     Henryetta, Okfuskee County, State of Oklahoma, according to the recorded plat thereof. Said property is
     known as 212 West Gentry Street, Henryetta, Oklahoma 74437.`);
    expect(out.property.legalDescription).toBe(
      "The North Forty-five feet (N/45') of Lot Three (3), in Block Nine (9), WESTVIEW ADDITION to the City of Henryetta, Okfuskee County, State of Oklahoma, according to the recorded plat thereof.",
    );
    expect(out.property.address).toBe('212 W Gentry St, Henryetta, OK 74437');
  });

  it('reads a part of a city lot described by calls, to the end of an exhibit that closes the text', () => {
    const calls = Array.from(
      { length: 8 },
      (_, i) => `thence North ${10 + i} degrees East along said line ${40 + i}.0 feet to an iron pin;`,
    ).join('\n');
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, NOLA FAYE BRIDGES, died on May 3, 2020, owning the land in Exhibit "A".
\f                                   EXHIBIT "A"

     A part of City Lot 40 of the City of Starkville, Oktibbeha County, Mississippi, and more
particularly described as follows: Commencing at the Northeast corner of said Lot 40,
${calls}
thence West 20.0 feet to the Point of Beginning, containing 0.2 acre, more or less.`);
    const desc = out.property.legalDescription ?? '';
    expect(desc.startsWith('A part of City Lot 40 of the City of Starkville')).toBe(true);
    expect(desc.endsWith('containing 0.2 acre, more or less.')).toBe(true);
  });

  it('takes the street of "Said property bears the municipal number ..."', () => {
    const out = parse(`AFFIDAVIT OF DEATH, DOMICILE AND HEIRSHIP

That Decedent, ROLAND PAUL THERIOT, died on 5/4/2020, domiciled at 90 Elm Court, Houma, Louisiana 70360, and owned:

     Lot 9, Block 2, BAYOU OAKS SUBDIVISION, Terrebonne Parish, Louisiana.

     Said property bears the municipal number 118 Cypress Lane, Houma, Louisiana.`);
    expect(out.property.address).toBe('118 Cypress Ln, Houma, LA');
    expect(out.property.addressSource).toBe('stated');
  });
});

describe("a spouse's children by a prior marriage", () => {
  it('reads each child named after "has two children by a prior marriage" as a stepchild', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The decedent, GLENN OTIS FARRAR, died on April 2, 2022, survived by his wife, Ruth Ann Farrar, and his son,
Dale Farrar. Two children were born to decedent, namely Dale Farrar and Kevin Farrar.

Ruth Ann Farrar has two children by a prior marriage, Corey Allen Pruitt and Mindy Pruitt Vance. They were never
adopted by the decedent.`);
    const rel = Object.fromEntries(out.people.map((p) => [p.name, p.relationship]));
    expect(rel['Corey Allen Pruitt']).toBe('stepchild');
    expect(rel['Mindy Pruitt Vance']).toBe('stepchild');
  });
});

describe('Louisiana acts of heirship', () => {
  const act = `AFFIDAVIT OF DEATH, DOMICILE AND HEIRSHIP

     BE IT KNOWN, that on this 3rd day of May, 2021, before me, the undersigned Notary Public, personally
came and appeared CLAUDE ANDRE MOUTON, who did depose and say:

     1. That he knew VICTOR LOUIS MOUTON (hereinafter "Decedent"), who died intestate on 1/15/2021.

     2. That Decedent's sole and only heirs at law are his two surviving children, who are entitled to be
recognized as owners of all property of Decedent, in the following proportions:

          CLAUDE ANDRE MOUTON ............................. an undivided one-half (1/2)
          CELESTE MOUTON ARCENEAUX ........................ an undivided one-half (1/2)
`;

  it('reads the first heir on the line after the colon that closes the lead', () => {
    const out = parse(act);
    expect(out.parties.grantees.map((g) => g.name)).toEqual([
      'Claude Andre Mouton',
      'Celeste Mouton Arceneaux',
    ]);
  });

  it('reads no person in the act\'s opening "BE IT KNOWN"', () => {
    const out = parse(act);
    expect(out.people.some((p) => /^be\b/i.test(p.name))).toBe(false);
  });
});

describe('kin named in answers and recitals', () => {
  it('reads the spouse named in the answer to "ever married to anyone else?" and the divorce after it', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

Q.  Who is the deceased person whose heirs are the subject of this affidavit?
A.  DONALD RAY HUFF, who was my husband.

Q.  Was Donald Ray Huff ever married to anyone else?
A.  Yes, once before, to Glenda Sue Marlow. That marriage ended by divorce in 1990.`);
    const glenda = out.people.find((p) => p.name === 'Glenda Sue Marlow');
    expect(glenda?.relationship).toBe('former_spouse');
  });

  it('reads "she had one full brother, X" as a sibling', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

Affiants knew ROSA LEE DUNCAN, who died on March 3, 2022; that she had one full brother, Otis Duncan, who died in
2015, and one full sister, Velma Duncan Pryor, who survived her.`);
    const rel = Object.fromEntries(out.people.map((p) => [p.name, p.relationship]));
    expect(rel['Otis Duncan']).toBe('sibling');
  });
});

describe("co-affiants who appear after the officer's description", () => {
  it('reads both names after "appeared before me, the undersigned authority ..., A, an adult resident citizen of X County, State, and B"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

     PERSONALLY CAME AND APPEARED before me, the undersigned authority in and for the jurisdiction aforesaid,
LUCILLE MAE HARGETT, an adult resident citizen of Tate County, Mississippi, and VERNON EARL SPAIN, an adult
resident citizen of Panola County, Mississippi, who, having been by me first duly sworn, state on oath that
they knew OSCAR LEE HARGETT, who died on the 5th day of March, 2021.`);
    const roles = Object.fromEntries(out.people.map((p) => [p.name, p.role]));
    expect(roles['Vernon Earl Spain']).toBe('affiant');
    expect(roles['Lucille Mae Hargett']).toBe('affiant');
  });
});

describe("a spouse's married name", () => {
  it("takes the maiden name printed again with the decedent's surname as the fuller form", () => {
    const out = parse(`AFFIDAVIT OF DEATH, DOMICILE AND HEIRSHIP

     1. That appearer knew JULES PIERRE MARCANTEL, SR. (hereinafter "Decedent"), who died on 6/6/2020.

     2. That Decedent was married but once, to YVETTE CLAIRE DOUCET; that the said Yvette Claire Doucet
Marcantel predeceased Decedent, having died on May 1, 2015.`);
    const names = out.people.map((p) => p.name);
    expect(names).toContain('Yvette Claire Doucet Marcantel');
    expect(names).not.toContain('Yvette Claire Doucet');
  });
});

describe('a relative of a relative', () => {
  it('names "X, the son of a cousin" as family with no kinship to the decedent', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

The Decedent, MARTHA ANN VOGEL, died on July 7, 2020. Decedent did not adopt any child. Decedent took
DUSTIN RAY KEMP, the son of a cousin, into her home and raised him, but she never adopted him.`);
    const dustin = out.people.find((p) => p.name === 'Dustin Ray Kemp');
    expect(dustin?.role).toBe('family_member');
    expect(dustin?.relationship).toBeNull();
  });
});

describe("a surviving spouse's later marriage", () => {
  it('names the new spouse as no kin of the decedent', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

Q.  Who is the deceased person whose heirs are the subject of this affidavit?
A.  HOMER LEE GRIMSLEY, who was my husband.

Q.  Were you married to him at the time of his death?
A.  Yes. I have since remarried. On May 5, 2021, I married Russell Owen
    Tanner, and I now use the name Joyce Grimsley Tanner.`);
    const russell = out.people.find((p) => p.name === 'Russell Owen Tanner');
    expect(russell?.relationship).toBeNull();
    expect(russell?.role).toBe('other');
  });
});
