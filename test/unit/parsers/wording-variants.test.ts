import { describe, expect, it } from 'vitest';
import { aliasPairs } from '@/parsers/extract/common/aliases';
import { affiantKinship, pluralKinship } from '@/parsers/extract/common/family';
import { isIndexEntry } from '@/parsers/extract/common/index-entry';
import { readPartyList } from '@/parsers/extract/common/party-list';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { findConsideration } from '@/parsers/normalize/consideration';

/**
 * Wordings and layouts of recorded forms the parser must read beyond the labelled documents: each case is a
 * short invented passage in the style of a real form.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('recorder index lines', () => {
  it('recognises surname-first index entries', () => {
    const body = 'ANNA MARIE BECKER and OTTO BECKER, Grantors';
    expect(isIndexEntry('BECKER ANNA MARIE ET AL', body)).toBe(true);
    expect(isIndexEntry('BECKER, OTTO J', body)).toBe(true);
    expect(isIndexEntry('BECKER ANNA MARIE', body)).toBe(true);
    expect(isIndexEntry('Anna Marie Becker', body)).toBe(false);
  });
  it('takes the parties from the body, not from the stamp', () => {
    const out = parse(`Instrument #  2020-1177   Book/Page  88 / 120
GRANTOR: BECKER ANNA MARIE ET AL
GRANTEE: VOSS HEINRICH

                             QUITCLAIM DEED

     ANNA MARIE BECKER, a widow, and OTTO J. BECKER, a single person,
Grantors, QUITCLAIM to HEINRICH VOSS, Grantee, whose mailing address is 12 Elm
St., Hays, Kansas 67601, the following described real estate: Lot 2, Block 9,
OAK PARK ADDITION, Hays, Ellis County, Kansas.

     Dated this 2nd day of May, 2020.`);
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Anna Marie Becker', 'Otto J. Becker']);
    expect(out.parties.grantees).toEqual([
      { name: 'Heinrich Voss', role: 'grantee', address: '12 Elm St, Hays, KS 67601' },
    ]);
    expect(out.people.some((p) => /^Becker|^Voss/.test(p.name))).toBe(false);
  });
});

describe('names given twice', () => {
  it('pairs each alias with the name before it', () => {
    const text =
      'RUTH ANN COLE, also known as R. Ann Cole and Ruthie Cole, and MAE LYNN ORTIZ (formerly Mae L. Webb)';
    expect(aliasPairs(text)).toEqual([
      { primary: 'RUTH ANN COLE', alias: 'R. Ann Cole' },
      { primary: 'RUTH ANN COLE', alias: 'Ruthie Cole' },
      { primary: 'MAE LYNN ORTIZ', alias: 'Mae L. Webb' },
    ]);
  });
});

describe('party lists', () => {
  it('joins a married couple written with et ux', () => {
    const { names } = readPartyList('to PAUL R. ENGEL et ux MARTA ENGEL, parties of the second part', 3);
    expect(names.map((n) => n.name)).toEqual(['PAUL R. ENGEL', 'MARTA ENGEL']);
  });
  it('reads a company whose name wraps onto the next line', () => {
    const text =
      'and RIVERBEND\nLAND PARTNERS, LLC, a Georgia limited liability company, of 5 Elm St., Macon, GA 31201';
    const { names } = readPartyList(text, 4);
    expect(names[0]?.name).toBe('RIVERBEND LAND PARTNERS, LLC');
    expect(names[0]?.address?.value.formatted).toBe('5 Elm St, Macon, GA 31201');
  });
});

describe('kinship statements', () => {
  it('maps plural kinship words onto the names in order', () => {
    const [k] = pluralKinship("The Grantees, A and B, are the decedent's son and surviving spouse.");
    expect(k?.words).toEqual(['son', 'spouse']);
  });
  it('reads the affiant’s own kinship to the decedent', () => {
    const isDecedent = (n: string) => /IDA PRICE/i.test(n);
    expect(affiantKinship('I am the niece of IDA PRICE, deceased.', isDecedent)?.value).toBe('niece');
    expect(
      affiantKinship('That affiant is the surviving tenant and the widower of said decedent.', isDecedent)
        ?.value,
    ).toBe('spouse');
    expect(affiantKinship('Affiant is an heir of IDA PRICE, being her grandson.', isDecedent)?.value).toBe(
      'grandchild',
    );
    expect(affiantKinship('I am the daughter of JOHN ROE, who is living.', isDecedent)).toBeNull();
  });
});

describe('addresses', () => {
  it('separates the city from a street printed on its own line', () => {
    expect(normalizeAddress('77 W. Fort Union Blvd.\nMidvale, UT 84047')?.formatted).toBe(
      '77 W Fort Union Blvd, Midvale, UT 84047',
    );
  });
  it('keeps lower-case particles inside a street name', () => {
    expect(normalizeAddress('12 Camino de los Padres, Tucson, AZ 85718')?.line1).toBe(
      '12 Camino de los Padres',
    );
  });
});

describe('consideration recitals in short or odd forms', () => {
  const value = (text: string) => findConsideration(text)?.value ?? null;
  it('expands the abbreviated "other valuable consideration"', () => {
    expect(value('for and in consideration of $10.00 and OVC, receipt of which')).toBe(
      '$10.00 and other valuable consideration',
    );
    expect(value('for the sum of TEN DOLLARS ($10.00) and O.G.&V.C.')).toBe(
      '$10.00 and other good and valuable consideration',
    );
  });
  it('keeps love and affection beside an amount, and states no amount for "no dollars" or a bound', () => {
    expect(value('in consideration of One Dollar ($1.00) and love and affection')).toBe(
      '$1.00 and love and affection',
    );
    expect(value('for the sum of NO DOLLARS and love and affection')).toBeNull();
    expect(value('The true consideration for this conveyance is less than $100.')).toBeNull();
  });
});

describe('form titles and statutory conditions', () => {
  const smallEstateBody = `STATE OF IOWA
COUNTY OF POLK

     The undersigned, being first duly sworn, states that VERNON L. HASKINS
died on May 2, 2022, that the value of the entire estate does not exceed
$50,000, and that no personal representative has been appointed.`;
  it('classifies small-estate affidavits by title, sub-title or the statute’s conditions', () => {
    expect(parse(`          AFFIDAVIT FOR DISTRIBUTION OF PROPERTY\n\n${smallEstateBody}`).category).toBe(
      'SMALL_ESTATE_AFFIDAVIT',
    );
    expect(parse(`          AFFIDAVIT\n          (Small Estate)\n\n${smallEstateBody}`).category).toBe(
      'SMALL_ESTATE_AFFIDAVIT',
    );
    expect(parse(smallEstateBody).category).toBe('SMALL_ESTATE_AFFIDAVIT');
  });
  it('classifies survivorship and beneficiary affidavits as affidavits of death', () => {
    expect(parse('     AFFIDAVIT OF SURVIVORSHIP\n\nIDA PRICE died on May 1, 2021.').category).toBe(
      'AFFIDAVIT_OF_DEATH',
    );
    expect(parse('     TRANSFER-ON-DEATH BENEFICIARY AFFIDAVIT\n\nIDA PRICE died.').category).toBe(
      'AFFIDAVIT_OF_DEATH',
    );
  });
});

describe('affidavits of death', () => {
  it('makes every listed survivor a grantee and finds the decedent behind a defined term', () => {
    const out = parse(`          BENEFICIARY AFFIDAVIT

     We, LENA M. CROSS and PAUL A. CROSS, of lawful age, being duly sworn, state:

     1.  ALMA JEAN CROSS (the "Owner"), died on June 3, 2021, at Salina, Kansas.

     2.  The grantee beneficiaries named in the owner's deed are: Lena M. Cross,
daughter of the Owner, 40 Oak St., Salina, Kansas 67401; and Paul A. Cross, son
of the Owner, 9 Elm St., Abilene, Kansas 67410.`);
    expect(out.decedent?.name).toBe('Alma Jean Cross');
    expect(out.decedent?.dateOfDeath).toBe('2021-06-03');
    expect(out.parties.grantees.map((g) => `${g.name}|${g.role}|${g.address}`).sort()).toEqual([
      'Lena M. Cross|beneficiary|40 Oak St, Salina, KS 67401',
      'Paul A. Cross|beneficiary|9 Elm St, Abilene, KS 67410',
    ]);
  });
});

describe('fiduciary deeds', () => {
  it('takes a company grantee, the grantee after the granting verb, and an order of sale', () => {
    const out = parse(`                       ADMINISTRATOR'S DEED

     WHEREAS, Ida Mae Price died intestate on the 2nd day of June, 2022; and
WHEREAS, by order of said Court entered on March 1, 2023, the undersigned was
authorized to sell the real estate; NOW, THEREFORE, I, CARL B. PRICE, as
Administrator of the Estate of Ida Mae Price, deceased, do hereby grant,
bargain, sell and convey unto HARBOR POINT HOMES, LLC, a Delaware limited
liability company, the following described real estate: Lot 3, Block 1,
ELM ACRES, Mobile County, Alabama.`);
    expect(out.category).toBe('ADMINISTRATOR_DEED');
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Carl B. Price']);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Harbor Point Homes, LLC']);
    expect(out.people.some((p) => /Harbor/.test(p.name))).toBe(false);
    expect(out.typeSpecific.otherDates).toEqual([{ date: '2023-03-01', label: 'order_of_sale' }]);
  });
});

describe('F1: questionnaires, leader labels, ruled tables and heirs named before their title', () => {
  it('reads a question-and-answer heirship affidavit', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

Q1. What is the full legal name of the decedent?
    ROSALIND MAE PETTIGREW.

Q2. When and where did the decedent die?
    On April 3, 2022, at Mercy Regional Hospital, Florence, South Carolina.

Q3. Where was the decedent domiciled at death?
    88 Quail Run Road, Effingham, Florence County, South Carolina 29541.

Q4. Who are the heirs of the decedent under S.C. Code Section 62-2-103, and their shares?
    Lionel T. Pettigrew, son ........................... one-half (1/2)
    Marva Pettigrew Oakes, daughter .................... one-half (1/2)
`);
    expect(out.decedent).toMatchObject({
      name: 'Rosalind Mae Pettigrew',
      dateOfDeath: '2022-04-03',
      placeOfDeath: 'Florence, SC',
      residenceAddress: '88 Quail Run Rd, Effingham, SC 29541',
    });
    expect(out.parties.grantees.map((g) => `${g.name}|${g.role}`)).toEqual([
      'Lionel T. Pettigrew|heir',
      'Marva Pettigrew Oakes|heir',
    ]);
  });

  it('reads labels set off by dotted leaders', () => {
    const out = parse(`SMALL ESTATE AFFIDAVIT
    Name ............... OSCAR L. FENWICK
    Date of death ...... June 9, 2021
    Place of death ..... Temple, Bell County, Texas
    Domicile ........... 410 Birch Street, Temple, Texas 76501
Decedent was married once, to Irma Fenwick, who died on May 1, 2010.`);
    expect(out.decedent?.dateOfDeath).toBe('2021-06-09');
    expect(out.decedent?.placeOfDeath).toBe('Temple, TX');
    expect(out.decedent?.residenceAddress).toBe('410 Birch St, Temple, TX 76501');
  });

  it("keeps lettered children apart from a deceased child's own descendants", () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
Name of Decedent: WALTER E. GRIMSLEY
3. Children. Decedent had two children, and none other:

   (a) Name: NOLAN GRIMSLEY            Born: May 2, 1970
       Living? YES

   (b) Name: CORA GRIMSLEY DAWES       Born: June 8, 1972
       Living? NO
       Descendants of deceased child:
       (i)  PAXTON DAWES, grandson of Decedent
       (ii) LILA DAWES, granddaughter of Decedent
`);
    const rel = Object.fromEntries(out.people.map((p) => [p.name, `${p.role}|${p.relationship}`]));
    expect(rel['Nolan Grimsley']).toBe('family_member|child');
    expect(rel['Cora Grimsley Dawes']).toBe('family_member|child');
    expect(rel['Paxton Dawes']).toMatch(/\|grandchild$/);
    expect(rel['Lila Dawes']).toMatch(/\|grandchild$/);
  });

  it('takes heirs named before "his only heirs at law"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
That he is the son of EDGAR LYLE MOORE, who departed this life on March 3, 2020, intestate.
That the said real estate descended to and vested in Dennis Ray Moore and Paula Moore Crites, his only heirs
at law, in equal shares.`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Dennis Ray Moore', 'Paula Moore Crites']);
  });

  it('reads the parents of a decedent who never married, not their marriages as his', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
OTIS RAY BLEVINS (the "Decedent") died on May 5, 2021, in Tyler, Smith County, Texas.
The Decedent never married and had no children.
The Decedent's father was Amos Blevins, who died in 1990. The Decedent's mother was Nell Ann Blevins,
who died in 2005. Before his marriage to Nell Ann Blevins, Amos Blevins was married to Vera Blevins.`);
    const rel = Object.fromEntries(out.people.map((p) => [p.name, p.relationship]));
    expect(rel['Amos Blevins']).toBe('parent');
    expect(rel['Nell Ann Blevins']).toBe('parent');
    expect(rel['Vera Blevins'] ?? null).toBe(null);
    expect(out.decedent?.maritalStatus).toBe('single');
  });

  it('reads a ruled table of heirs with wrapped addresses', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
Decedent: LUTHER KNOX
+----------------------+-------------+-------------------------+-------+
| NAME                 | RELATIONSHIP| ADDRESS                 | SHARE |
+----------------------+-------------+-------------------------+-------+
| AGNES KNOX PRIDE     | sister      | 77 Cedar Lane, Apt. 4   | 1/2   |
|                      |             | Lufkin, Texas 75901     |       |
+----------------------+-------------+-------------------------+-------+
| MILO KNOX            | nephew      | 12 Bay Street           | 1/2   |
|                      |             | Crockett, Texas 75835   |       |
+----------------------+-------------+-------------------------+-------+
`);
    expect(out.parties.grantees).toEqual([
      { name: 'Agnes Knox Pride', role: 'heir', address: '77 Cedar Ln Apt 4, Lufkin, TX 75901' },
      { name: 'Milo Knox', role: 'heir', address: '12 Bay St, Crockett, TX 75835' },
    ]);
  });

  it('takes the declarants of a successor declaration as heirs, with their short-year signing date', () => {
    const out = parse(`AFFIDAVIT RE REAL PROPERTY OF SMALL VALUE
(Probate Code, Section 13200)
1. Decedent (name): IVAN PETROV
   died on (date): May 1, 2022
   at (city, state): Fresno, California
2. Each declarant is a successor of decedent. Declarants are the decedent's only children.

Date: 3/14/23   MILA PETROV GRANT

On March 14, 2023 before me, Jo Ann Reyes, Notary Public, personally appeared Mila Petrov Grant
and Oleg Petrov, who proved to me on the basis of satisfactory evidence to be the persons.`);
    expect(out.decedent?.placeOfDeath).toBe('Fresno, CA');
    expect(out.keyDates.instrument).toBe('2023-03-14');
    expect(out.parties.grantees.map((g) => `${g.name}|${g.role}`)).toEqual([
      'Mila Petrov Grant|heir',
      'Oleg Petrov|heir',
    ]);
    expect(out.people.find((p) => p.name === 'Oleg Petrov')?.relationship).toBe('child');
  });

  it('reads witnesses signing side by side under a witness heading', () => {
    const out = parse(`SMALL ESTATE AFFIDAVIT
Decedent: HANNAH ROSS

WITNESSES: Each of the undersigned knew the Decedent and takes nothing.

_______________________________      _______________________________
GLENDA F. HART                       MORRIS ABEL
12 Oak St.                           40 Pine Ave.
Waco, Texas 76701                    Waco, Texas 76705`);
    expect(out.people.filter((p) => p.role === 'witness').map((p) => p.name)).toEqual([
      'Glenda F. Hart',
      'Morris Abel',
    ]);
  });

  it('names companies and trusts of a header block without their descriptions', () => {
    const out = parse(`CORRECTION WARRANTY DEED
Date:       May 1, 2024
Grantor:    BLUE HERON BUILDERS, LLC, a Texas limited liability company
Grantee:    THE ALCOTT LIVING TRUST, dated June 2, 2019
Property (including any improvements), as corrected:

     Lot 9, Block A, HERON COVE, an Addition to Collin County, Texas.`);
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Blue Heron Builders, LLC']);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['The Alcott Living Trust']);
    expect(out.property.legalDescription).toBe(
      'Lot 9, Block A, HERON COVE, an Addition to Collin County, Texas.',
    );
  });

  it('reads leader labels for name and residence, parents named as a pair, and "all of the heirs"', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
Name of Decedent ........ ARLO VANCE PRUETT
Date of Death ........... May 4, 2021
Residence ............... 22 Mill Street, Marion, Ohio 43302
The Decedent's parents were Ezra Pruett and Dora Pruett, both deceased. The Decedent never married.
The said lands passed to Cole Pruett and Ava Pruett Moss, being all of the heirs at law of the decedent.`);
    expect(out.decedent).toMatchObject({
      name: 'Arlo Vance Pruett',
      dateOfDeath: '2021-05-04',
      residenceAddress: '22 Mill St, Marion, OH 43302',
      maritalStatus: 'single',
    });
    expect(out.people.filter((p) => p.relationship === 'parent').map((p) => p.name)).toEqual([
      'Ezra Pruett',
      'Dora Pruett',
    ]);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Cole Pruett', 'Ava Pruett Moss']);
  });

  it('reads prompts that end in a period and an address asked for at death', () => {
    const out = parse(`AFFIDAVIT OF HEIRS
2. State the decedent's full name and your relationship to the decedent.
   JAMES EARL HOLLIS. I am his daughter.
3. Date and place of death?
   September 9, 2022, at AnMed Health Medical Center, Anderson, South Carolina.
4. Decedent's address at death?
   410 Pine Street, Anderson, South Carolina 29621.`);
    expect(out.decedent).toMatchObject({
      name: 'James Earl Hollis',
      dateOfDeath: '2022-09-09',
      placeOfDeath: 'Anderson, SC',
      residenceAddress: '410 Pine St, Anderson, SC 29621',
    });
  });

  it('reads the decedent\'s late spouse from a couple in the chain of title, and an "Attn:" preparer', () => {
    const out = parse(`After recording return to:
Marsh & Toll, PLLC
Attn: Renee K. Toll
12 Main St., Suite 4, Media, PA 19063
Prepared by: Keystone Abstract Co.

                           EXECUTRIX'S DEED
BETWEEN MARY ANN KRAUSE, Executrix of the Last Will and Testament of OTTO F. KRAUSE, deceased, Grantor, and
LEO PINE, Grantee. BEING the same premises which Dale Hess, by Deed dated 5/2/1990, granted and conveyed unto
Otto F. Krause and Hilda Krause, husband and wife. AND the said Hilda Krause departed this life on May 1, 2011.`);
    const hilda = out.people.find((p) => p.name === 'Hilda Krause');
    expect(hilda).toMatchObject({ role: 'family_member', relationship: 'spouse' });
    expect(out.people.find((p) => p.name === 'Renee K. Toll')?.role).toBe('preparer');
    expect(out.people.some((p) => /Keystone/.test(p.name))).toBe(false);
  });

  it('takes a stated street address that names no city', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP
That CALVIN DOSS departed this life on May 1, 2020, having resided at 9 Hill Road, Elkview, West Virginia 25071.
That he died seised of real estate commonly known as 77 Fork Creek Road, and more particularly described as
Lot 4 of Fork Creek Subdivision.`);
    expect(out.property.addressSource).toBe('stated');
    expect(out.property.address).toBe('77 Fork Creek Rd');
  });
});

describe('F1: scans whose signature rules OCR dropped', () => {
  it('keeps side-by-side signers apart and reads them as the witnesses the heading names', () => {
    const page = `SMALL ESTATE AFFIDAVIT
Decedent: NORA BETH SIMMS

WITNESSES: Each of the undersigned knew the Decedent and takes nothing from her estate.


GLENDA F. HART                           MORRIS ABEL
12 Oak Street                            40 Pine Avenue
Waco, Texas 76701                        Waco, Texas 76705`;
    const out = parseDocumentText({ pages: [page], pageConfidence: [0.9] });
    expect(out.people.filter((p) => p.role === 'witness').map((p) => p.name)).toEqual([
      'Glenda F. Hart',
      'Morris Abel',
    ]);
  });
});
