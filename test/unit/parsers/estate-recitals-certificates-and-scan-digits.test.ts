import { describe, expect, it } from 'vitest';
import { readAddress } from '@/parsers/extract/common/address-near';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { findLegalDescription, findStatedPropertyAddress } from '@/parsers/extract/common/property';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';
import { readName } from '@/parsers/text/read-name';

/**
 * Recitals of estate documents in wordings the parser met in round 15's blind documents, written differently:
 * another party's own residence beside the decedent's, a death certificate's numbered causes under its spouse
 * box, a stamp-tax schedule's labels under a name, a role label before the parties' address clause, the
 * decedent's marital status between the name and "died", heirs listed after "namely the Executor,", the land's
 * place opening a metes-and-bounds paragraph, co-fiduciaries appointed together, a clerk's certificate dated
 * "Given this ... day of", a surveyor cited by "the survey of", and a scan's 0 and 1 for O and l. Invented passages.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

describe("another party's own residence", () => {
  const out = parse(`                    AFFIDAVIT OF DEATH OF JOINT TENANT

STATE OF IOWA, COUNTY OF STORY

Lorna Faye Kittredge, surviving spouse of Walter Dean Kittredge, deceased, being sworn,
says:

1. The Petitioner's residence is 77 Birchwood Court, Ames, Iowa 50010.

2. Walter Dean Kittredge (the "Decedent") died on June 2, 2022. The Decedent lived at
   1418 Ridgetop Road, Ames, Iowa 50014, until his death.

3. The Decedent and Affiant held the real property described below as joint tenants.`);
  it("does not take the petitioner's residence for the decedent's", () => {
    expect(out.decedent?.residenceAddress).toBe('1418 Ridgetop Rd, Ames, IA 50014');
  });
});

describe("a death certificate's numbered causes under its spouse box", () => {
  const out = parse(`                    AFFIDAVIT OF DEATH OF JOINT TENANT

Curtis Allen Faber, being first duly sworn, states that Norma Jean Faber, the decedent
named in the attached certified copy of the Certificate of Death, is the same person as
Norma J. Faber named as a joint tenant in the deed recorded as Document No. 2019-44120.

                          CERTIFICATE OF DEATH
1. DECEDENT'S NAME: NORMA JEAN FABER
9. SPOUSE (IF WIFE, NAME BEFORE FIRST MARRIAGE): NONE
10. DATE OF DEATH: FEBRUARY 11, 2021
24. PART I. DISEASE OR CONDITION: (a) SEPSIS
                                  (b) LOBAR PNEUMONIA
                                  (c) CHRONIC OBSTRUCTIVE PULMONARY DISEASE
25. MANNER OF DEATH: NATURAL`);
  it('reads none of the lettered causes as a spouse', () => {
    const names = out.people.map((p) => p.name);
    expect(names).not.toContain('Lobar Pneumonia');
    expect(names).not.toContain('Chronic Obstructive Pulmonary Disease');
  });
});

describe("a schedule's labels under a name", () => {
  it("stops a name at the next line's label with a note before its colon", () => {
    const text = 'Grantee:   Noah P. Lindqvist and Ruth A. Lindqvist\nFull value (per return):  $180,000.00';
    expect(readName(text, text.indexOf('Ruth'))?.name).toBe('Ruth A. Lindqvist');
  });
  it("stops a name at the next line's label with dot leaders", () => {
    const text = 'Buyer:   Ruth A. Lindqvist\nTaxable amount .............  $180,000.00';
    expect(readName(text, text.indexOf('Ruth'))?.name).toBe('Ruth A. Lindqvist');
  });
});

describe('a role label before the address clause of the parties just named', () => {
  const out = parse(`                    PERSONAL REPRESENTATIVE'S DEED

     HAZEL MAE ORTEGA died intestate on March 3, 2022. RAMON LUIS ORTEGA was appointed
Personal Representative of her Estate by the District Court of Sandoval County, New Mexico.

     RAMON LUIS ORTEGA, Personal Representative of the Estate of Hazel Mae Ortega, Deceased,
Grantor, conveys to LUCAS WADE PRENTICE and ANYA MARIE PRENTICE, a married couple, as
tenants by the entirety and not as tenants in common, Grantees, whose post office address is
2290 Sagebrush Loop, Unit 4, Rio Rancho, New Mexico 87124, the following real estate in
Sandoval County, New Mexico:

     Lot 12, Block 7, CABEZON SUBDIVISION UNIT 3, Rio Rancho, Sandoval County, New Mexico.

     Dated May 1, 2023.`);
  it('gives each grantee the address', () => {
    expect(out.parties.grantees.map((g) => g.address)).toEqual([
      '2290 Sagebrush Loop Unit 4, Rio Rancho, NM 87124',
      '2290 Sagebrush Loop Unit 4, Rio Rancho, NM 87124',
    ]);
  });
});

describe('the estate recital of a fiduciary deed', () => {
  const out = parse(`                              EXECUTOR'S DEED

GRANT WILLIAM HALE, Executor of the Estate of FLOYD EVERETT HALE, Deceased, Montgomery
County Probate Court Case No. 2022 EST 1190, grants, with fiduciary covenants, to PRIYA
DESAI, whose tax-mailing address is 615 Wyoming Street, Dayton, Ohio 45410, the following
REAL PROPERTY:

     Situated in the City of Dayton, County of Montgomery and State of Ohio, and known as
     being Lot Number Forty-one (41) of Belmont Park Plat, as the same is recorded in Plat
     Book 12, Page 40 of the Plat Records of Montgomery County, Ohio, be the same more or
     less, but subject to all legal highways, easements and restrictions of record.

Parcel Number: R72-0411-0041

STATEMENT OF AUTHORITY. Floyd Everett Hale, a widower, died testate on May 30, 2022, a
resident of the City of Dayton, Montgomery County, Ohio. He left surviving him his three
children and only heirs at law, namely the Executor, Grant William Hale, son, Opal Hale
Brandt, daughter, and Vernon Lee Hale, son, who consents to this sale.`);
  it('reads a city-only residence after "X, a widower, died ..., a resident of the City of"', () => {
    expect(out.decedent?.residenceAddress).toBe('Dayton, OH');
  });
  it('reads the heirs listed after "namely the Executor," with their own kinship', () => {
    expect(person(out, 'Opal Hale Brandt')).toMatchObject({ role: 'heir', relationship: 'daughter' });
    expect(person(out, 'Vernon Lee Hale')).toMatchObject({ role: 'heir', relationship: 'son' });
    expect(person(out, 'Grant William Hale')?.role).toBe('executor');
  });
});

describe('a sentence ending at a four-letter word', () => {
  const out = parse(`                         ADMINISTRATOR'S DEED

     KURT ALLEN MOSS, Administrator of the Estate of NADINE MOSS, Deceased, conveys to
JOEL PARR the real estate described as Lot 3, Block 9, Sunnyside Addition, Ames, Iowa.

     Nadine Moss died intestate on April 4, 2021, leaving her two children and only heirs at
law, Kurt Allen Moss and Lena Moss Carter, each of whom lives in Iowa. Her husband, Ross
Dean Moss, died in 2001.`);
  it('keeps a later sentence\'s death from the heirs named before "Iowa."', () => {
    expect(person(out, 'Lena Moss Carter')?.role).toBe('heir');
    expect(person(out, 'Ross Dean Moss')).toMatchObject({ role: 'family_member', relationship: 'spouse' });
  });
});

describe("the land's place opening a metes-and-bounds paragraph", () => {
  it('keeps "SITUATE within the Township of ..." with the calls it announces', () => {
    const doc = new Doc([
      `I give my farm to my son, as described below:

     SITUATE within the Township of Xenia, Greene County, Ohio, bounded and described as
     follows: Beginning at a stone in the center of Jasper Road; thence North 12 deg. East,
     410.5 feet to an iron pin; thence West 300 feet to the place of beginning, containing
     2.8 acres, more or less.`,
    ]);
    expect(findLegalDescription(doc)?.value).toMatch(
      /^SITUATE within the Township of Xenia, Greene County, Ohio,/,
    );
  });
});

describe('a will\'s "my home and ranch located at"', () => {
  it('states the property address', () => {
    const doc = new Doc([
      'I give my house and ranch located at 4410 County Road 12, Lampasas, Texas 76550, to my daughter, MAVIS ANN COLE.',
    ]);
    expect(findStatedPropertyAddress(doc)?.value.formatted).toBe('4410 County Road 12, Lampasas, TX 76550');
  });
});

describe('co-fiduciaries appointed together', () => {
  const will = (appointment: string) =>
    parse(`                     LAST WILL AND TESTAMENT OF EUNICE MAE TOLLIVER

     I, EUNICE MAE TOLLIVER, of Decatur, Georgia, declare this to be my Last Will.

     ITEM ONE.  I give all of my estate to my daughter, CELIA ROSE TOLLIVER.

     ITEM TWO.  ${appointment}

     Signed this 4th day of April, 2016.`);
  it('makes both of "my daughter, A, and my brother, B, as Co-Personal Representatives" fiduciaries', () => {
    const out = will(
      'I nominate my daughter, CELIA ROSE TOLLIVER, and my brother, AMOS LEE BRYCE, as Co-Personal Representatives of my estate.',
    );
    expect(person(out, 'Amos Lee Bryce')?.role).toBe('personal_representative');
    expect(person(out, 'Celia Rose Tolliver')?.role).toBe('personal_representative');
  });
  it('makes both of "A and B as joint Executors" executors', () => {
    const out = will('I appoint CELIA ROSE TOLLIVER and AMOS LEE BRYCE as joint Executors of this Will.');
    expect(person(out, 'Amos Lee Bryce')?.role).toBe('executor');
    expect(person(out, 'Celia Rose Tolliver')?.role).toBe('executor');
  });
  it('keeps a single executor alone', () => {
    const out = will(
      'I appoint my friend, AMOS LEE BRYCE, as Executor, and CELIA ROSE TOLLIVER shall advise him.',
    );
    expect(person(out, 'Amos Lee Bryce')?.role).toBe('executor');
    expect(person(out, 'Celia Rose Tolliver')?.role).toBe('beneficiary');
  });
});

describe('a clerk\'s certificate dated "Given this ... day of"', () => {
  it('dates the court certification', () => {
    const doc = new Doc([
      `REGISTER'S CERTIFICATE: I certify that the above is a true and correct copy of the Letters
of Administration on file in my office. Given this 2nd day of June, 2021.`,
    ]);
    expect(findOtherDates(doc, { category: 'WILL' })).toContainEqual(
      expect.objectContaining({ iso: '2021-06-02', label: 'court_certification' }),
    );
  });
});

describe('a surveyor cited by "the survey of"', () => {
  const out = parse(`                            EXECUTRIX'S DEED

     MAE BELLE CROSS, Executrix of the Estate of HOYT CROSS, Deceased, conveys to DALE R. PIKE
the following land: BEGINNING at an iron pin; thence East 200 feet to the point of BEGINNING,
as shown by the survey of Harlan P. Quist, Registered Land Surveyor, dated May 2, 2001.`);
  it('names the surveyor as another person', () => {
    expect(person(out, 'Harlan P. Quist')?.role).toBe('other');
  });
});

describe("a scan's 0 and 1 for O and l", () => {
  it('reads "Co1umbus, 0hio" in an address', () => {
    const text = '310 Elm Street, Co1umbus, 0hio 43215';
    expect(readAddress(text, 0, 0)?.value.formatted).toBe('310 Elm St, Columbus, OH 43215');
  });
  it('reads "E1ena" after a capital in a name', () => {
    const text = 'E1ena R. Vasquez, Notary Public';
    expect(readName(text, 0)?.name).toBe('Elena R. Vasquez');
  });
});
