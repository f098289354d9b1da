import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';
import { ZParsedDocumentSchema } from '@/parsers/types';

/** Hand-written documents in wordings and states the fixtures do not use. */

const NY_EXECUTORS_DEED = `QUEENS COUNTY CLERK
Recorded: 05/22/2023 at 9:14 AM

EXECUTOR'S DEED

THIS INDENTURE, made the 2nd day of May, 2023, between MARGARET O'NEILL, residing at 87-14 Parsons Boulevard,
Jamaica, New York 11432, as Executrix of the Last Will and Testament of FRANCIS X. O'NEILL, late of Queens County,
deceased, who departed this life on the 14th day of November, 2022, party of the first part, and RAJESH K. PATEL,
residing at 42-20 Kissena Blvd., Apt. 3C, Flushing, NY 11355, party of the second part,

WITNESSETH, that the party of the first part, in consideration of TEN DOLLARS AND OTHER VALUABLE CONSIDERATION paid
by the party of the second part, does hereby grant and release unto the party of the second part all that certain plot.

Letters Testamentary were issued to the party of the first part by the Surrogate's Court, Queens County, on January 9, 2023.`;

const SIBLING_HEIRSHIP = `Recorded 03/03/2021
AFFIDAVIT OF HEIRSHIP

Decedent: JOHN PAUL MCKENZIE
JOHN PAUL MCKENZIE departed this life on or about the 8th day of January, 2021, in Abilene, Taylor County, Texas.
Decedent was never married and had no children.
The heirs of the Decedent are: MARY ANN MCKENZIE (sister), 410 Elm Street, Abilene, Texas 79601; and ROBERT LEE
MCKENZIE (brother), 1220 Pine Ave., Abilene, Texas 79603.
SWORN TO AND SUBSCRIBED before me on February 2, 2021.
__________________
Carla Mendez
Notary Public`;

const WARRANTY_DEED = `Doc# 2021-55512  Recorded 07/01/2021
WARRANTY DEED
Date: June 15, 2021
Grantor: HECTOR RUIZ
Grantee: PARKSIDE HOLDINGS, LLC
Consideration: for and in consideration of the sum of $412,500.00 paid by Grantee.
Property: Lot 4, Block 9, MEADOW RIDGE, Travis County, Texas, commonly known as 1201 Meadow Ridge Ln., Austin, Texas 78745.`;

describe('documents in other wording', () => {
  it('reads a New York executor’s indenture', () => {
    const d = parseDocumentText({ pages: [NY_EXECUTORS_DEED] });
    expect(d.category).toBe('EXECUTOR_DEED');
    expect(d.decedent?.name).toBe("Francis X. O'Neill");
    expect(d.decedent?.dateOfDeath).toBe('2022-11-14');
    expect(d.decedent?.residenceAddress).toBeNull();
    expect(d.parties.grantors).toEqual([
      { name: "Margaret O'Neill", role: 'executor', address: '87-14 Parsons Blvd, Jamaica, NY 11432' },
    ]);
    expect(d.parties.grantees).toEqual([
      { name: 'Rajesh K. Patel', role: 'grantee', address: '42-20 Kissena Blvd Apt 3C, Flushing, NY 11355' },
    ]);
    expect(d.consideration).toBe('$10.00 and other valuable consideration');
    expect(d.keyDates).toEqual({
      recorded: '2023-05-22',
      instrument: '2023-05-02',
      death: '2022-11-14',
      other: '2023-01-09',
    });
  });

  it('reads a sibling heirship with "departed this life"', () => {
    const d = parseDocumentText({ pages: [SIBLING_HEIRSHIP] });
    expect(d.category).toBe('AFFIDAVIT_OF_HEIRSHIP');
    expect(d.decedent).toMatchObject({
      name: 'John Paul McKenzie',
      dateOfDeath: '2021-01-08',
      placeOfDeath: 'Abilene, TX',
      maritalStatus: 'single',
    });
    expect(d.parties.grantees.map((g) => [g.name, g.role, g.address])).toEqual([
      ['Mary Ann McKenzie', 'heir', '410 Elm St, Abilene, TX 79601'],
      ['Robert Lee McKenzie', 'heir', '1220 Pine Ave, Abilene, TX 79603'],
    ]);
    expect(d.people.find((p) => p.name === 'Robert Lee McKenzie')?.relationship).toBe('sibling');
    expect(d.people.find((p) => p.name === 'Carla Mendez')?.role).toBe('notary');
  });

  it('reads a warranty deed to a company as OTHER', () => {
    const d = parseDocumentText({ pages: [WARRANTY_DEED] });
    expect(d.category).toBe('OTHER');
    expect(d.decedent).toBeNull();
    expect(d.parties.grantors).toEqual([{ name: 'Hector Ruiz', role: 'grantor', address: null }]);
    expect(d.parties.grantees).toEqual([{ name: 'Parkside Holdings, LLC', role: 'grantee', address: null }]);
    expect(d.people.map((p) => p.name)).toEqual(['Hector Ruiz']);
    expect(d.consideration).toBe('$412,500.00');
    expect(d.property).toMatchObject({
      address: '1201 Meadow Ridge Ln, Austin, TX 78745',
      addressSource: 'stated',
      legalDescription: 'Lot 4, Block 9, MEADOW RIDGE, Travis County, Texas',
    });
  });

  it('never throws and keeps the contract on garbage', () => {
    for (const pages of [
      [],
      [''],
      ['\u0000\u0001 ~~~ 12/99/9999'],
      ['x'.repeat(50_000)],
      [null as unknown as string],
    ]) {
      const d = parseDocumentText({ pages });
      expect(ZParsedDocumentSchema.safeParse(d).success).toBe(true);
      expect(d.category).toBe('OTHER');
    }
  });

  it('lowers confidence with low OCR confidence', () => {
    const clean = parseDocumentText({ pages: [SIBLING_HEIRSHIP] });
    const noisy = parseDocumentText({ pages: [SIBLING_HEIRSHIP], pageConfidence: [0.5] });
    expect(noisy.confidence).toBeLessThan(clean.confidence);
    expect(noisy.provenance['decedent.name']?.confidence).toBeLessThan(
      clean.provenance['decedent.name']?.confidence ?? 0,
    );
  });
});

describe('F3: questionnaire forms, co-fiduciaries, releases and hand-written wills', () => {
  const parse = (text: string) => parseDocumentText({ pages: [text] });

  it('reads a family-history questionnaire with check boxes and tables', () => {
    const out = parse(`FILED 2022 OCT 3  PM 2:15
AFFIDAVIT OF FAMILY HISTORY

 1. Full name of Decedent:  OSCAR LEE VANDERMEER
 2. Date of death: June 2, 2022     Place of death: Ames, Iowa
 3. Marital status at death: [ ] Married  [ ] Widowed  [X] Divorced  [ ] Never married
 4. Spouse(s) - name and how the marriage ended:
      GRETA VANDERMEER; marriage dissolved in 1990.
 5. Children of Decedent:

    NAME                   LIVING?        CURRENT ADDRESS
    Paula Vandermeer Ross  Yes            12 Oak St., Ames, IA 50010
    Dirk Lee Vandermeer    No - deceased  --
`);
    expect(out.decedent?.name).toBe('Oscar Lee Vandermeer');
    expect(out.decedent?.dateOfDeath).toBe('2022-06-02');
    expect(out.decedent?.maritalStatus).toBe('divorced');
    expect(out.keyDates.recorded).toBe('2022-10-03');
    const byName = Object.fromEntries(out.people.map((p) => [p.name, p]));
    expect(byName['Greta Vandermeer']?.relationship).toBe('former_spouse');
    expect(byName['Dirk Lee Vandermeer']).toMatchObject({ role: 'family_member', relationship: 'child' });
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Paula Vandermeer Ross']);
  });

  it('reads co-executors each given with an address, and the will they act under', () => {
    const out = parse(`EXECUTORS' DEED

     We, ANNA MARIE COSTA, of 9 Elm Street, Bristol, Rhode Island 02809, and PAUL J. COSTA, of 4 Main Road,
Tiverton, Rhode Island 02878, Co-Executors of the Will of VICTOR COSTA, late of 22 Hope Street, Bristol,
Rhode Island, deceased, for consideration paid, grant to LENA FARIA, of 5 Pine Lane, Bristol, Rhode Island
02809, That certain lot of land with the buildings thereon, being Lot 3 on Plat 14.`);
    expect(out.decedent?.name).toBe('Victor Costa');
    expect(out.decedent?.residenceAddress).toBe('22 Hope St, Bristol, RI');
    expect(out.parties.grantors.map((g) => [g.name, g.role])).toEqual([
      ['Anna Marie Costa', 'executor'],
      ['Paul J. Costa', 'executor'],
    ]);
    expect(out.property.legalDescription).toMatch(/^That certain lot of land/);
  });

  it('reads a discharge whose mortgage is described under from/to/dated labels', () => {
    const out = parse(`DISCHARGE OF MORTGAGE

     NORTHSHORE SAVINGS BANK, a Massachusetts banking corporation having its usual place of business at 10 Main
Street, Salem, Massachusetts 01970, holder of a mortgage

     from:  ALAN R. PIKE and JUNE T. PIKE
     to:    Northshore Savings Bank
     dated: May 1, 2015

acknowledges satisfaction of the same.

Property:  4 Derby Street, Salem, Massachusetts 01970

     Witness its hand and corporate seal this 2nd day of March, 2023.`);
    expect(out.parties.grantors.map((g) => [g.name, g.role])).toEqual([
      ['Northshore Savings Bank', 'lienholder'],
    ]);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Alan R. Pike', 'June T. Pike']);
    expect(out.keyDates.instrument).toBe('2023-03-02');
    expect(out.property.address).toBe('4 Derby St, Salem, MA 01970');
  });

  it('reads a deed between parties of the first and second part with an exhibit legal description', () => {
    const out = parse(`DEED

     THIS DEED, made this 1st day of May, 2023, by and between OAK RIDGE BUILDERS, LLC, a Virginia limited
liability company, party of the first part, Grantor, and MARCUS T. LEE and NINA P. LEE, husband and wife,
parties of the second part, Grantees, conveys all that lot of ground described in Exhibit A attached hereto.

     BEING the same property which, by Deed dated March 2, 2020, was granted and conveyed by Carl F. Dunn
and Rita L. Dunn unto Oak Ridge Builders, LLC.

                                 EXHIBIT A
                             Legal Description

     Lot 5 in Block B in the subdivision known as "ELM HILL", as per plat recorded in Plat Book 12 at page 3.`);
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Oak Ridge Builders, LLC']);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Marcus T. Lee', 'Nina P. Lee']);
    expect(out.people.map((p) => p.name)).toEqual(expect.arrayContaining(['Carl F. Dunn', 'Rita L. Dunn']));
    expect(out.property.legalDescription).toBe(
      'Lot 5 in Block B in the subdivision known as "ELM HILL", as per plat recorded in Plat Book 12 at page 3.',
    );
  });

  it('reads a hand-written will: gifts that "go to" a relative named without commas', () => {
    const out = parse(`Recorded 07/10/2023
LAST WILL

I Edna Rose Kiel of 40 Birch Street, Pierre, South Dakota being of sound mind write this as my last will.

My husband Otto Kiel died in 2010.

My house at 40 Birch St. in Pierre goes to my niece Hanna Marie Brandt.

Signed by me in my own hand this 5th day of June 2018.`);
    expect(out.decedent?.name).toBe('Edna Rose Kiel');
    expect(out.decedent?.residenceAddress).toBe('40 Birch St, Pierre, SD');
    expect(out.decedent?.maritalStatus).toBe('widowed');
    expect(out.parties.grantees).toEqual([
      { name: 'Hanna Marie Brandt', role: 'beneficiary', address: null },
    ]);
    expect(out.property.address).toBe('40 Birch St, Pierre');
    expect(out.keyDates.instrument).toBe('2018-06-05');
  });

  it('reads brothers and sisters listed as the children of the decedent’s parents', () => {
    const out = parse(`AFFIDAVIT OF HEIRSHIP

Name of Decedent:   ROY DEAN HALL

     The children of Decedent's parents are:

         (a) MAE HALL ORR, full sister, living;
         (b) JAMES HALL, brother, who died on May 1, 2019, leaving one child, TODD HALL, living,
             who takes the share of his deceased father.
`);
    const byName = Object.fromEntries(out.people.map((p) => [p.name, p.relationship]));
    expect(byName).toMatchObject({
      'Mae Hall Orr': 'sibling',
      'James Hall': 'sibling',
      'Todd Hall': 'nephew',
    });
  });

  it('reads the ticked marital status whichever side of its word the box is printed', () => {
    const status = (line: string) =>
      parse(`AFFIDAVIT OF HEIRSHIP\nDecedent: EDNA MAE CARLSON\n${line}\n`).decedent?.maritalStatus;
    expect(status('Marital status:  Single [ ]  Married [ ]  Widowed [X]  Divorced [ ]')).toBe('widowed');
    expect(status('Marital status:  [ ] Single  [ ] Married  [ ] Widowed  [X] Divorced')).toBe('divorced');
    expect(status('Marital status:  ☐ Married  ☒ Never married')).toBe('single');
  });

  it('repairs scan misreads of real words, quotes, pronouns and initials', () => {
    const page = cleanOcrPage(
      [
        'with all the buildings and improvements thereon, appurtenant thereto,',
        'designated as Lot 2 on that plat entitled "Plat',
        'of Elm Acres", recorded in the Records of Honolulu, Hawail 96815.',
        'FIRST: My Family.   [am married to ROSE ANN KIEL, who is my wife.',
        '                    Gregory T..Nakashian',
        'in and for New Castle C ounty, Delaware, this day.',
      ].join('\n'),
    );
    expect(page).toContain('improvements thereon, appurtenant thereto,');
    expect(page).toContain('entitled "Plat');
    expect(page).toContain('Hawaii 96815');
    expect(page).toMatch(/I am married to ROSE ANN KIEL/);
    expect(page).toContain('Gregory T. Nakashian');
    expect(page).toContain('New Castle County, Delaware');
  });
});

describe('F2: seal boxes, exhibits, filled-in blanks and recitals of other wording', () => {
  const ADMINISTRATORS_DEED = `Recorded 08/14/2023 10:02 AM
ADMINISTRATOR'S DEED

     THIS DEED, made this 1st day of August, 2023, between CORA B. LINDQVIST, as Administrator of the Estate
of ARVID P. LINDQVIST, deceased, GRANTOR, and WALTER J. OYELARAN, as Trustee of the OYELARAN FAMILY TRUST dated
June 2, 2010, whose address is 88 Orchard Way, Dayton, Ohio 45402, referred to as the Grantee.

     ARVID P. LINDQVIST died intestate in Dayton, Ohio on March 2, 2023, having never married. Letters of
Administration were issued to the Administrator, a niece of the decedent, on April 4, 2023.

     The Grantor, for the sum of $10.00, conveys to the Grantee the real estate described in Exhibit A.

   +-----------------------------------+
   |        NOTARIAL SEAL              |
   |   HELGA M. STRAND, Notary Public  |
   |   My Commission Expires 1/1/2027  |
   +-----------------------------------+
\fEXHIBIT A
LEGAL DESCRIPTION

     ALL THAT CERTAIN parcel of land situate in the City of Dayton, County of Montgomery, State of Ohio,
bounded and described as follows: BEGINNING at an iron pin on the east line of Orchard Way; thence east
120 feet; thence south 60 feet to the place of beginning.

     FOR INFORMATION ONLY: commonly known as 88 Orchard Way, Dayton, Ohio 45402.`;

  it('reads the description from the exhibit, intro paragraph included', () => {
    const d = parseDocumentText({ pages: ADMINISTRATORS_DEED.split('\f') });
    expect(d.property.legalDescription).toBe(
      'ALL THAT CERTAIN parcel of land situate in the City of Dayton, County of Montgomery, State of Ohio, bounded and described as follows: BEGINNING at an iron pin on the east line of Orchard Way; thence east 120 feet; thence south 60 feet to the place of beginning.',
    );
  });

  it('reads the place of death before its date, the marital status and the fiduciary kinship', () => {
    const d = parseDocumentText({ pages: ADMINISTRATORS_DEED.split('\f') });
    expect(d.decedent).toMatchObject({
      name: 'Arvid P. Lindqvist',
      dateOfDeath: '2023-03-02',
      placeOfDeath: 'Dayton, OH',
      maritalStatus: 'single',
    });
    expect(d.people.find((p) => p.name === 'Cora B. Lindqvist')?.relationship).toBe('niece');
  });

  it('takes the trust as grantee and the notary from a drawn seal', () => {
    const d = parseDocumentText({ pages: ADMINISTRATORS_DEED.split('\f') });
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Oyelaran Family Trust']);
    expect(d.parties.grantors.map((g) => g.name)).toEqual(['Cora B. Lindqvist']);
    expect(d.people.find((p) => p.name === 'Walter J. Oyelaran')?.role).toBe('grantee');
    expect(d.people.find((p) => p.name === 'Helga M. Strand')?.role).toBe('notary');
  });

  it('reads a form blank filled in over its rule', () => {
    const d = parseDocumentText({
      pages: [
        `Recorded 02/02/2022
AFFIDAVIT OF DEATH
Name of Decedent: ____MARTHA JEAN KOSKINEN________________
Date of Death: ______January 5, 2022_______________
Place of Death: _____Duluth, St. Louis County, Minnesota_____
The undersigned surviving joint tenant states that the decedent and affiant held title as joint tenants.`,
      ],
    });
    expect(d.decedent).toMatchObject({
      name: 'Martha Jean Koskinen',
      dateOfDeath: '2022-01-05',
      placeOfDeath: 'Duluth, MN',
    });
  });
});

describe('F2: OCR readings of a fiduciary deed', () => {
  const OCR_DEED = `RECORDED 03/04/2022 AT 10:15 AM

                    EXECUTORS’ DEED

     THIS INDENTURE, made the eighty day of February, 2022,
BETWEENHAROLD T. VOSS, Executor of the Last Will and Testament of MARTHA L. VOSS, deceased, Grantor, and
GRETA M. HALL, whose address is 14 Pine Street, Erie, Pennsylvania 16501, Grantee.

     The said Martha L. Voss died testate at Erie, Pennsylvania on Febrary 3, 2021.
Witness: Dennis 0. Tran
     The Grantor, for the sum of $1.00, grants and conveys unto the Grantee the premises.`;

  it('reads the title, the glued parties clause, a misspelled month and a zero for an initial', () => {
    const d = parseDocumentText({ pages: [OCR_DEED], pageConfidence: [0.9] });
    expect(d.category).toBe('EXECUTOR_DEED');
    expect(d.parties.grantors.map((g) => g.name)).toEqual(['Harold T. Voss']);
    expect(d.decedent).toMatchObject({ dateOfDeath: '2021-02-03', placeOfDeath: 'Erie, PA' });
    expect(d.keyDates.instrument).toBe('2022-02-08');
    expect(d.people.map((p) => p.name)).toContain('Dennis O. Tran');
  });
});

describe('F5: exceptions, exhibits, short-year deaths and seal layouts', () => {
  const PR_DEED = `Recorded 04/11/2024 at 10:02 AM
PERSONAL REPRESENTATIVE'S DEED

ANNA LISE BERGQUIST, as Personal Representative of the Estate of OSCAR HENRIK BERGQUIST, Deceased, does
hereby convey unto CARL J. WEBER, of 88 Aspen Court, Missoula, Montana 59801, the real property described in
Exhibit "A" attached hereto.

Oscar Henrik Bergquist, a resident of Lolo, Missoula County, Montana, died on 7/3/23 at Community Medical
Center, Missoula, Montana. At the time of his death he resided at the property described herein.

The Trust Agreement of the grantee is that of THE WEBER LIVING TRUST,
dated June 1, 2001, which is not affected hereby.

DATED this 2nd day of April, 2024.

                              ______________________________
                              ANNA LISE BERGQUIST, Personal Representative

Signature ____________________        (Seal)
        GRETA M. SOLBERG              GRETA M. SOLBERG
                                       COMM. # 4471002
                                   NOTARY PUBLIC - MONTANA

                               EXHIBIT "A"
Tract 4 of Certificate of Survey No. 2210, records of Missoula County, Montana;

EXCEPTING THEREFROM the West 20 feet for road purposes.

Situate in the County of Missoula, State of Montana.

Property Address: 1716 Lolo Creek Road, Lolo, MT 59847`;

  it('reads an exhibit description with its exception and situs paragraphs', () => {
    const d = parseDocumentText({ pages: [PR_DEED] });
    expect(d.property.legalDescription).toBe(
      'Tract 4 of Certificate of Survey No. 2210, records of Missoula County, Montana; EXCEPTING THEREFROM the West 20 feet for road purposes. Situate in the County of Missoula, State of Montana.',
    );
  });

  it('reads a two-digit-year death, its hospital city, and a residence at the property', () => {
    const d = parseDocumentText({ pages: [PR_DEED] });
    expect(d.decedent).toMatchObject({
      dateOfDeath: '2023-07-03',
      placeOfDeath: 'Missoula, MT',
      residenceAddress: '1716 Lolo Creek Rd, Lolo, MT 59847',
    });
  });

  it('takes the signing date over a wrapped trust date, and the notary above a commission number', () => {
    const d = parseDocumentText({ pages: [PR_DEED] });
    expect(d.keyDates.instrument).toBe('2024-04-02');
    expect(d.people.find((p) => p.name === 'Greta M. Solberg')?.role).toBe('notary');
  });

  it('reads a place of death with diacritics, a colon-drawn seal and a probate referee', () => {
    const d = parseDocumentText({
      pages: [
        `Recorded 02/02/2023
AFFIDAVIT OF SURVIVING JOINT TENANT
Name of Decedent: LUCIA MARISOL CHÁVEZ
Date of Death: 10/09/2022
Place of Death: Holy Cross Hospital, Peñasco, Taos County, New Mexico
The property was appraised by FELIPE D. ARCHULETA, a probate referee, at $90,000.
The undersigned surviving joint tenant states that the decedent and affiant held title as joint tenants.
    .............................
    :  RUTH E. LOVATO           :
    :  Notary Public            :
    :  State of New Mexico      :
    .............................`,
      ],
    });
    expect(d.decedent?.placeOfDeath).toBe('Peñasco, NM');
    expect(d.people.find((p) => p.name === 'Ruth E. Lovato')?.role).toBe('notary');
    expect(d.people.find((p) => p.name === 'Felipe D. Archuleta')?.role).toBe('other');
  });

  it('ends a will’s description before the furnishings that go with the house', () => {
    const d = parseDocumentText({
      pages: [
        `LAST WILL AND TESTAMENT OF HELMUT K. BRANDT
I, HELMUT K. BRANDT, of Sandpoint, Bonner County, Idaho, declare this to be my will.
I give my home, legally described as Lot 3, Block 9, LAKEVIEW ADDITION, records of Bonner County, Idaho,
together with all furnishings therein, to my son, DIETER BRANDT.
IN WITNESS WHEREOF, I have signed this Will this 4th day of May, 2019.`,
      ],
    });
    expect(d.property.legalDescription).toBe(
      'Lot 3, Block 9, LAKEVIEW ADDITION, records of Bonner County, Idaho',
    );
  });
});

describe('F4: new wordings of deeds, releases and heirship affidavits', () => {
  it('reads the grantees of a deed form that prints GRANTOR and GRANTEE side by side', () => {
    const d = parseDocumentText({
      pages: [
        `EXECUTOR'S DEED

THIS DEED made this 2nd day of June, 2023, by and between

GRANTOR                                  GRANTEE
WALTER P. HINES, Executor of the         OMAR J. FALLON and wife,
Estate of EDNA MAE HINES,                LUCIA R. FALLON
Deceased                                 77 Birch Hollow Lane
410 Mill Creek Road                      Cary, NC 27513
Apex, NC 27502

WHEREAS, Edna Mae Hines died testate on March 3, 2022, and Walter P. Hines qualified as Executor;
the Grantor does grant, bargain, sell and convey unto the Grantee, in fee simple, the lot described below.`,
      ],
    });
    expect(d.parties.grantees.map((g) => [g.name, g.address])).toEqual([
      ['Omar J. Fallon', '77 Birch Hollow Ln, Cary, NC 27513'],
      ['Lucia R. Fallon', '77 Birch Hollow Ln, Cary, NC 27513'],
    ]);
    expect(d.parties.grantors[0]?.address).toBe('410 Mill Creek Rd, Apex, NC 27502');
  });

  it('takes the heirs "of Decedent, and the persons entitled to his estate, are" and a dead son’s children', () => {
    const d = parseDocumentText({
      pages: [
        `AFFIDAVIT OF HEIRSHIP
My name is Carla Jean Mott. I am the daughter of HENRY LEE MOTT (hereinafter "Decedent").
Decedent departed this life on March 2, 2021, in Waco, McLennan County, Texas.
Of the marriage of Decedent and Ruth Mott two children were born, namely myself, Carla Jean Mott, and my brother,
DALE HENRY MOTT, who died intestate on May 1, 2018, before our father. My brother Dale Henry Mott left surviving him
one child and no others, namely EVAN DALE MOTT, an adult, whose mailing address is P.O. Box 88, Hewitt, Texas 76643.
By reason of the foregoing, the sole heirs at law of Decedent, and the persons entitled to his estate, are Carla
Jean Mott, who takes one-half, and Evan Dale Mott, the child of the deceased son Dale Henry Mott, who takes one-half.`,
      ],
    });
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Carla Jean Mott', 'Evan Dale Mott']);
    const rel = (n: string) => d.people.find((p) => p.name === n)?.relationship;
    expect(rel('Dale Henry Mott')).toBe('son');
    expect(rel('Evan Dale Mott')).toBe('grandchild');
    expect(d.parties.grantees[1]?.address).toBe('PO Box 88, Hewitt, TX 76643');
  });

  it('reads a lienholder whose name wraps, the deed-of-trust trustee, and an unboxed notary seal', () => {
    const d = parseDocumentText({
      pages: [
        `CANCELLATION AND RELEASE OF DEED OF TRUST

KNOW ALL MEN BY THESE PRESENTS, that DELTA RIVER FEDERAL CREDIT
UNION, a federally chartered credit union, the owner and holder of the indebtedness secured by that certain Deed of
Trust executed by JOHN A. BELL and wife, MARY C. BELL, to Owen T. Price, Trustee, for the benefit of the credit union,
dated May 2, 2016, does hereby cancel and release said Deed of Trust.
WITNESS the signature of the undersigned duly authorized officer, this the 5th day of June, 2023.

     (SEAL)    MISSISSIPPI NOTARY PUBLIC
               GRETA M. HOLLOWAY
               Commission Expires 03/01/2027`,
      ],
    });
    expect(d.parties.grantors[0]?.name).toBe('Delta River Federal Credit Union');
    expect(d.keyDates.instrument).toBe('2023-06-05');
    const role = (n: string) => d.people.find((p) => p.name === n)?.role;
    expect(role('Owen T. Price')).toBe('other');
    expect(role('Greta M. Holloway')).toBe('notary');
  });

  it('keeps a relative’s own divorce out of the decedent’s marriages', () => {
    const d = parseDocumentText({
      pages: [
        `SMALL ESTATE AFFIDAVIT
Name of Decedent:      JUAN PABLO REYES
Date of Death:         3/9/2022
Decedent's father:     PABLO REYES, SR., deceased (died 1/2/2001)
Decedent's father was previously married to Marta Ochoa, which marriage ended in divorce.
Decedent never married.`,
      ],
    });
    const marta = d.people.find((p) => p.name === 'Marta Ochoa');
    expect(marta?.relationship ?? null).toBeNull();
    expect(d.people.find((p) => p.name === 'Pablo Reyes, Sr.')?.relationship).toBe('parent');
  });
});

describe('F5: OCR reading of a place of death', () => {
  it('reads the state after a comma the scan turned into a period', () => {
    const d = parseDocumentText({
      pages: [
        `Recorded 05/02/2023
PERSONAL REPRESENTATIVE'S DEED
WALTER P. HINES, as Personal Representative of the Estate of EDNA MAE HINES, Deceased, does hereby convey
unto RUTH HINES the property described below.
Edna Mae Hines died on March 3, 2022 at St. Vincent Regional Hospital,
Billings. Montana. Her husband predeceased her.`,
      ],
      pageConfidence: [0.9],
    });
    expect(d.decedent?.placeOfDeath).toBe('Billings, MT');
  });
});

describe('F7: corporate fiduciaries, co-trustee grantees and form lists', () => {
  it('takes a trust company serving as personal representative as the grantor, and co-trustees’ trust as grantee', () => {
    const d = parseDocumentText({
      pages: [
        `Recorded 04/11/2023
PERSONAL REPRESENTATIVE'S DEED
THIS DEED is made this 3rd day of April, 2023, by SUNCOAST FIDUCIARY BANK, N.A., a national banking
association, whose address is 410 Bay Street, Suite 200, Tampa, FL 33602, as Personal Representative of
the ESTATE OF HAROLD B. KEMP, Deceased ("Grantor"), to ELLEN R. VOSS and MARK T. VOSS, as Trustees of the
VOSS FAMILY REVOCABLE TRUST dated May 1, 2018, whose post office address is 88 Palm Drive, Naples, FL 34102
("Grantees").
Grantor conveys the property for TEN DOLLARS ($10.00).
SUNCOAST FIDUCIARY BANK, N.A., as Personal Representative
By: _____________________________
    Nora L. Quill,
    Senior Vice President and Trust Officer`,
      ],
    });
    expect(d.parties.grantors).toEqual([
      {
        name: 'Suncoast Fiduciary Bank, N.A.',
        role: 'personal_representative',
        address: '410 Bay St Ste 200, Tampa, FL 33602',
      },
    ]);
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Voss Family Revocable Trust']);
    expect(d.people.find((p) => p.name === 'Nora L. Quill')?.role).toBe('officer');
    expect(d.people.some((p) => p.name === 'Ellen R. Voss' && p.role === 'grantor')).toBe(false);
  });

  it('keeps a namesake “Jr.” son apart from the decedent and drops a table row marked as no heir', () => {
    const d = parseDocumentText({
      pages: [
        `AFFIDAVIT OF HEIRSHIP
Decedent:       HENRY LOUIS PICARD
Date of Death:  March 2, 2022
Property:       The real property described in Exhibit "A" attached hereto
The heirs of Decedent are listed below.

 NAME OF HEIR                   RELATION   ADDRESS                    SHARE
 -----------------------------  ---------  -------------------------  -----
 HENRY LOUIS PICARD, JR.        Son        12 Oak Dr.                  1/1
                                           Lafayette, LA 70501
 DEAN ALLEN FONTENOT            Stepson    (not an heir)               --
`,
        `                          EXHIBIT "A"

     BEING 1.25 acres of land out of the J. MARTIN SURVEY, Abstract No. 9, described by metes and bounds as follows:

     BEGINNING at an iron rod found;

     THENCE North 10.00 feet to the POINT OF BEGINNING.`,
      ],
    });
    expect(d.decedent?.name).toBe('Henry Louis Picard');
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Henry Louis Picard, Jr.']);
    expect(d.people.find((p) => p.name === 'Dean Allen Fontenot')?.role).toBe('family_member');
    expect(d.property.legalDescription).toMatch(
      /^BEING 1\.25 acres .* THENCE North 10\.00 feet .*BEGINNING\.$/,
    );
  });

  it('reads heirs listed after a statute citation, up to the next numbered statement, and form-blank parents', () => {
    const d = parseDocumentText({
      pages: [
        `Prepared by: LAW OFFICE OF DANA K. RUIZ, 10 Main St., Austin, TX 78701
AFFIDAVIT OF HEIRSHIP
1.  Name of Decedent: ____PEDRO ANTONIO RUIZ MENDEZ____________
2.  Date of death: June 3, 2022
3.  Name of Decedent's father: ____JUAN CARLOS RUIZ____________
    Living?  [ ] Yes  [X] No
4.  Name of Decedent's mother: ____ANA SOFIA MENDEZ DE RUIZ______
5.  Decedent's sister, LUCIA RUIZ MENDEZ, resides at 77 Elm St., Unit 4, Santa Fe, New Mexico 87501.
6.  The heirs and their shares under Tex. Est. Code Sec. 201.001 are:
        ANA SOFIA MENDEZ DE RUIZ ............... one-half (1/2)
        LUCIA RUIZ MENDEZ ...................... one-half (1/2)
7.  Decedent owned Lot 4, Block 2, HILLTOP ADDITION, PHASE II, Travis County, Texas.`,
      ],
    });
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Ana Sofia Mendez de Ruiz', 'Lucia Ruiz Mendez']);
    const names = d.people.map((p) => p.name);
    expect(names).toContain('Juan Carlos Ruiz');
    expect(names).not.toContain('Santa Fe');
    expect(names).not.toContain('Law Office');
    expect(names).not.toContain('Phase II');
  });
});

describe('F6', () => {
  it('reads a distributee table whose rows are set apart by blank lines, and a form’s family lines', () => {
    const d = parseDocumentText({
      pages: [
        `Recorded 03/01/2023
SMALL ESTATE AFFIDAVIT
1.  Name of Decedent:            JOHN PAUL NOWAK
    Date of Death:               January 2, 2023
    Last Address of Decedent:    18 Elm Court
                                 Peoria, Illinois 61602
2.  Parents:                     WALTER NOWAK, father, deceased
                                 ANNA NOWAK, mother, deceased
3.  The distributees are:

    NAME AND ADDRESS                     RELATIONSHIP           SHARE
    ---------------------------------    -------------------    -----
    MARK A. NOWAK                        brother                1/2
    4 Oak Street
    Peoria, IL 61603

    JANE NOWAK LEE                       surviving              1/2
    77 Pine Road                         sister
    Pekin, IL 61554

4.  Legal description: Lot 3 in Elm Court Subdivision, Peoria County, Illinois.`,
      ],
    });
    expect(d.decedent?.residenceAddress).toBe('18 Elm Ct, Peoria, IL 61602');
    expect(d.parties.grantees.map((g) => g.name)).toEqual(['Mark A. Nowak', 'Jane Nowak Lee']);
    const jane = d.people.find((p) => p.name === 'Jane Nowak Lee');
    expect(jane?.relationship).toBe('sibling');
    expect(jane?.address).toBe('77 Pine Rd, Pekin, IL 61554');
    const father = d.people.find((p) => p.name === 'Walter Nowak');
    expect(father?.role).toBe('family_member');
    expect(father?.relationship).toBe('parent');
  });

  it('reads a statutory short-form deed: grantor before "for consideration paid", boundary calls after its lot', () => {
    const d = parseDocumentText({
      pages: [
        `Recorded: 04/03/2023
QUITCLAIM DEED

     NORTHFIELD HOLDINGS, LLC, a Massachusetts limited liability company having a usual place of
business at 5 Main Street, Springfield, Massachusetts 01103,

for consideration paid, and in full consideration of $250,000.00,

grants to ANNA B. KOWAL, of 9 Elm Street, Ludlow, Massachusetts 01056, with QUITCLAIM COVENANTS

     A certain parcel of land situated in Ludlow, Hampden County, Massachusetts, being Lot 4 on a plan drawn
by Carl D. Weiss, PLS, bounded and described as follows:

     NORTHERLY by Elm Street, one hundred (100) feet;
     SOUTHERLY by Lot 5, one hundred (100) feet.

Containing 10,000 square feet of land, more or less.

     Subject to easements of record.`,
      ],
    });
    expect(d.parties.grantors.map((g) => g.name)).toEqual(['Northfield Holdings, LLC']);
    expect(d.property.legalDescription).toMatch(/^A certain parcel .* NORTHERLY by .* more or less\.$/);
    expect(d.people.find((p) => p.name === 'Carl D. Weiss')?.role).toBe('other');
  });

  it('takes a preparer from a right-hand column label and a notary from a seal row shared with its title', () => {
    const d = parseDocumentText({
      pages: [
        `Recorded 05/05/2023
AFFIDAVIT OF DEATH OF JOINT TENANT
MARY K. DOLE, being first duly sworn, states that JAMES R. DOLE, the decedent, died on March 3, 2023, and
that she is the surviving joint tenant of Lot 2, Block 1, OAK HILLS, Sedgwick County, Kansas.

                                        __________________________________
     ------------------------------     Paula M. Reyes
     | NOTARY PUBLIC - State of   |     Notary Public
     | Kansas  PAULA M. REYES     |
     ------------------------------

THIS INSTRUMENT WAS DRAFTED BY:         TAX STATEMENTS FOR THE REAL
Erik T. Lund (#0312287)                 PROPERTY SHOULD BE SENT TO:
Lund Law, P.A.                          Mary K. Dole
4400 West 78th Street                   12 Oak Lane
Bloomington, MN 55435                   Wichita, KS 67208`,
      ],
    });
    const names = d.people.map((p) => p.name);
    expect(names).not.toContain('Kansas Paula M. Reyes');
    expect(d.people.find((p) => p.name === 'Paula M. Reyes')?.role).toBe('notary');
    expect(d.people.find((p) => p.name === 'Erik T. Lund')?.role).toBe('preparer');
    expect(names).not.toContain('Tax Statements');
  });
});

describe('preparer beside a law firm', () => {
  it('keeps the attorney and leaves out the firm named after the comma', () => {
    const d = parseDocumentText({
      pages: [
        `Recorded 04/11/2023
EXECUTOR'S DEED
ANNA B. MILLER, as Executor of the Estate of JOHN C. MILLER, deceased, conveys to PETER LANG the real
estate described as Lot 4 in Block 2 of MEADOW VIEW, in Lake County, Illinois.

This instrument prepared by: Carol J. Fenwick, Fenwick Law Offices, P.C.,
200 Main St., Libertyville, Illinois 60048`,
      ],
    });
    expect(d.people.find((p) => p.name === 'Carol J. Fenwick')?.role).toBe('preparer');
    expect(d.people.map((p) => p.name)).not.toContain('Fenwick Law Offices');
  });
});
