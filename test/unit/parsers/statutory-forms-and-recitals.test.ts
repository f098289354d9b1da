import { describe, expect, it } from 'vitest';
import { pluralKinship } from '@/parsers/extract/common/family';
import { readPartyList } from '@/parsers/extract/common/party-list';
import { parseDocumentText } from '@/parsers/index';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';
import { readName } from '@/parsers/text/read-name';

/**
 * Statutory deed forms of the Midwest ("THIS INDENTURE WITNESSETH, that X CONVEYS AND WARRANTS to Y"), co-fiduciaries
 * with residence clauses, chain-of-title recitals that name another owner's death, and will gifts to several
 * kin: short invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const parties = (list: { name: string; role: string | null }[]) => list.map((p) => `${p.name}|${p.role}`);

describe('statutory conveyance clauses', () => {
  it('reads "WITNESSETH, That X ... CONVEY AND WARRANT to Y" without taking the verbs for a name', () => {
    const out = parse(`                              WARRANTY DEED

     THIS INDENTURE WITNESSETH, That JOHN Q. ADAMS and MARY B. ADAMS, husband
and wife, of Marion County, Indiana, CONVEY AND GENERALLY WARRANT to PETER R.
NOLAN, of Allen County, Indiana, for the sum of Ten Dollars and other valuable
consideration, the following described real estate in Allen County, Indiana:

     Lot 4 in Brookside Addition, Section 2, as per plat thereof recorded in Plat
Book 31, Page 7 in the Office of the Recorder of Allen County, Indiana.`);
    expect(parties(out.parties.grantors)).toEqual(['John Q. Adams|grantor', 'Mary B. Adams|grantor']);
    expect(parties(out.parties.grantees)).toEqual(['Peter R. Nolan|grantee']);
    expect(out.people.map((p) => p.name)).not.toContain('Generally Warrant');
  });

  it('does not read conveying verbs or a department as name words', () => {
    expect(readName('AND SPECIALLY WARRANTS to X', 4)).toBeNull();
    expect(readName('CONVEYS AND QUITCLAIMS to X', 0)).toBeNull();
    expect(readName('Attn: Records Department', 6)).toBeNull();
  });

  it('keeps a company in a return-to block out of the people', () => {
    const out = parse(`                         PERSONAL REPRESENTATIVE'S DEED

     NOREEN K. PALMA, as Personal Representative of the Estate of VICTOR L. PALMA,
deceased, conveys to RIVERBEND CAPITAL, INC., a Kansas corporation, Grantee, the
following real estate: Lot 2, Block 9, ELMWOOD PARK, Sedgwick County, Kansas.

When recorded return to:
     Riverbend Capital, Inc.
     Attn: Title Department
     400 E. Douglas Ave., Wichita, KS 67202`);
    const names = out.people.map((p) => p.name);
    expect(names).not.toContain('Riverbend Capital');
    expect(names).not.toContain('Title Department');
  });

  it('takes a company printed under a "Grantee:" label of a fiduciary deed as the grantee', () => {
    const out = parse(`                            EXECUTOR'S DEED

Date:          March 2, 2023

Grantor:       HOWARD P. LINDELL, as Independent Executor of the Estate of
               MAE R. LINDELL, Deceased

Grantee:       PRAIRIE OAK INVESTMENTS, LLC, an Oklahoma limited
               liability company

Property:      Lot 3, Block 1, CEDAR HILLS ADDITION, Tulsa County, Oklahoma.`);
    expect(parties(out.parties.grantees)).toEqual(['Prairie Oak Investments, LLC|grantee']);
    expect(out.people.map((p) => p.name)).not.toContain('Prairie Oak Investments');
  });
});

describe('co-fiduciaries and their kinship', () => {
  it('reads co-executors each with a residence clause, and "the daughter and son of the decedent"', () => {
    const out = parse(`                            EXECUTORS' DEED

     THIS INDENTURE, made this 3rd day of April, 2023, between ANN B. CARTER, of
Cobb County, Georgia, and JOHN T. CARTER, residing at 55 Elm Street, Marietta,
Georgia 30060, as Co-Executors of the Estate of RUTH L. CARTER, deceased, as
parties of the first part, and LINDA F. MOORE, as party of the second part.

     WHEREAS, Letters Testamentary were issued to Grantors, the daughter and son
of the decedent, on January 9, 2023; and`);
    expect(parties(out.parties.grantors)).toEqual(['Ann B. Carter|executor', 'John T. Carter|executor']);
    const rel = Object.fromEntries(out.people.map((p) => [p.name, p.relationship]));
    expect(rel['Ann B. Carter']).toBe('daughter');
    expect(rel['John T. Carter']).toBe('son');
  });

  it('reads the kinship words of an appositive after the names', () => {
    const k2 = pluralKinship("issued to A and B, the decedent's son and daughter, on May 1");
    expect(k2.map((x) => x.words)).toEqual([['son', 'daughter']]);
    const k3 = pluralKinship(
      'conveyed to Grantees, the sister and nephew of the deceased, as tenants in common',
    );
    expect(k3.map((x) => x.words)).toEqual([['sibling', 'nephew']]);
  });

  it('reads "Grantor, the nephew of Decedent"', () => {
    const out = parse(`                          ADMINISTRATOR'S DEED

Grantor:   PAUL D. RENNER, as Administrator of the Estate of OTTO RENNER, Deceased
Grantee:   KAREN S. HOLT

     Otto Renner ("Decedent") died intestate on May 4, 2022. Grantor, the nephew of
Decedent, was appointed Administrator on July 1, 2022.`);
    expect(out.people.find((p) => p.name === 'Paul D. Renner')?.relationship).toBe('nephew');
  });
});

describe('chain-of-title recitals', () => {
  const deed = `                              EXECUTOR'S DEED

     This Deed is made on May 2, 2023, BETWEEN GRACE L. PRICE, Executrix of the Last
Will and Testament of ARTHUR J. PRICE, deceased, referred to as the Grantor, AND
NORA K. BELL, referred to as the Grantee.

     BEING the same premises conveyed to Arthur J. Price and Helen
M. Price, his wife, by Deed from Samuel T. Ode dated June 4, 1979. The said Helen M.
Price died on March 3, 2009, whereby title vested in Arthur J. Price as surviving
tenant by the entirety. The said Arthur J. Price, who resided at 12 Oak Lane,
Springfield, Illinois 62704, died testate on June 1, 2022, and was predeceased by
his wife.`;

  it("takes the decedent's death and residence, not the co-owner's death", () => {
    const out = parse(deed);
    expect(out.decedent?.dateOfDeath).toBe('2022-06-01');
    expect(out.decedent?.residenceAddress).toBe('12 Oak Ln, Springfield, IL 62704');
    expect(out.decedent?.maritalStatus).toBe('widowed');
  });

  it("names the decedent's co-owner spouse of the vesting deed as a family member", () => {
    const helen = parse(deed).people.find((p) => p.name === 'Helen M. Price');
    expect(helen).toMatchObject({ role: 'family_member', relationship: 'spouse' });
  });

  it('names the grantee of a vesting deed in an ordinary deed as another person', () => {
    const out = parse(`                           QUIT CLAIM DEED

     THIS DEED, made this 2nd day of May, 2023, by and between ALAN R. FOSS, party
of the first part, and DANA M. FOSS, party of the second part.

     Lot 9, Block 2, OAK MANOR, Clay County, Missouri. Being the same property
conveyed to Edna P. Foss by Warranty Deed recorded March 1, 1980.`);
    expect(out.people.find((p) => p.name === 'Edna P. Foss')?.role).toBe('other');
  });

  it('reads a residence city the death recital states with "a resident of the City of"', () => {
    const out = parse(`                            FIDUCIARY DEED

     LAURA M. SIMS, as Executor of the Estate of WALTER K. SIMS, deceased, for valuable
consideration paid, grants, with fiduciary covenants, to ERIC D. LANE, the following
real property: Sublot No. 4 in Lakeview Allotment, Cuyahoga County Records.

     The decedent died testate on March 9, 2022, a resident of the City of Rocky
River, Ohio.`);
    expect(out.decedent?.residenceAddress).toBe('Rocky River, OH');
  });

  it('keeps an Ohio description whole past "State of Ohio:" and "And known as being Sublot"', () => {
    const out = parse(`                            FIDUCIARY DEED

     LAURA M. SIMS, as Executor of the Estate of WALTER K. SIMS, deceased, grants to
ERIC D. LANE the following real property:

     Situated in the Village of Bay Village, County of Cuyahoga and State
of Ohio: And known as being Sublot No. 12 in the Lakeview Allotment of part of
Original Dover Township Lot No. 9, as shown by the recorded plat in Volume 88 of
Maps, Page 3 of Cuyahoga County Records.

     Property Address:   410 Lake Road, Bay Village, Ohio 44140`);
    expect(out.property.legalDescription).toBe(
      'Situated in the Village of Bay Village, County of Cuyahoga and State of Ohio: And known as being Sublot No. 12 in the Lakeview Allotment of part of Original Dover Township Lot No. 9, as shown by the recorded plat in Volume 88 of Maps, Page 3 of Cuyahoga County Records.',
    );
  });
});

describe('will gifts to several kin', () => {
  it('reads "to my daughter, X, and my son, Y" as two devisees and a gift over as contingent', () => {
    const out = parse(`                     LAST WILL AND TESTAMENT OF FRANK D. SMITH

     I, FRANK D. SMITH, of Kent County, Delaware, declare this to be my Last Will.

     SECOND: I give my house and homestead located at 12 Birch Lane, Dover, Delaware
19901, to my daughter, ANNA B. SMITH, and my son, CARL D.
SMITH, in equal shares.

     THIRD: If none of my children survive me, I give my residuary estate to my
grandson, LEO T. SMITH.

     IN WITNESS WHEREOF, I have signed this Will this 4th day of June, 2015.`);
    expect(parties(out.parties.grantees)).toEqual(['Anna B. Smith|beneficiary', 'Carl D. Smith|beneficiary']);
    expect(out.property.address).toBe('12 Birch Ln, Dover, DE 19901');
    expect(out.property.addressSource).toBe('stated');
  });

  it('continues a party list over "and my son,"', () => {
    const text = 'to my daughter, ANNA B. SMITH, and my son, CARL D. SMITH, in equal shares';
    expect(readPartyList(text, 16).names.map((n) => n.name)).toEqual(['ANNA B. SMITH', 'CARL D. SMITH']);
  });
});

describe('signers and OCR readings of them', () => {
  it("names a company's officer from the acknowledgment", () => {
    const out = parse(`                            TRUSTEE'S DEED

     FIRST MIDLAND TRUST COMPANY, as Personal Representative of the Estate of ROY
E. DUNN, deceased, grants to AMY L. CROSS the following real property: Lot 3,
Block 4, HILLCREST, Sedgwick County, Kansas.

     BEFORE ME personally appeared FIRST MIDLAND TRUST COMPANY, by Dana K.
Whitfield, its Senior Vice President, who acknowledged the execution thereof.`);
    expect(out.people.find((p) => p.name === 'Dana K. Whitfield')?.role).toBe('officer');
  });

  it('reads the witness printed under "Witnessed by:" past a seal mark', () => {
    const out = parse(`                            EXECUTRIX'S DEED

     This Deed is made on May 2, 2023, BETWEEN GRACE L. PRICE, Executrix of the Last
Will and Testament of ARTHUR J. PRICE, deceased, referred to as the Grantor, AND
NORA K. BELL, referred to as the Grantee.

Witnessed by:

 (Seal)
Harold B. Quint     GRACE L. PRICE, Executrix
                    of the Last Will and Testament of Arthur J. Price`);
    expect(out.people.find((p) => p.name === 'Harold B. Quint')?.role).toBe('witness');
  });

  it('repairs OCR readings of a middle initial S, a street suffix and a specked label', () => {
    expect(cleanOcrPage(' Martina §. Okafor\n')).toContain('Martina S. Okafor');
    expect(cleanOcrPage('known as 88 Pine Hollow Orive, Austin, Texas 78745.')).toContain(
      'Pine Hollow Drive,',
    );
    expect(cleanOcrPage('.Grantee:   ALBA R. NUNEZ\n')).toMatch(/^\s*Grantee:/);
  });
});

describe("a clerk's order of probate", () => {
  it("dates the probate by the order's own day, not by the will's date it recites", () => {
    const out = parse(`                       ORDER OF PROBATE

     On March 3, 2022, the paper writing dated May 9, 2011, purporting to be the last
will and testament of OSCAR P. HALE, deceased, was presented, and it is ORDERED that
the said writing be admitted to probate.

                     LAST WILL AND TESTAMENT OF OSCAR P. HALE

     I, OSCAR P. HALE, declare this to be my Will. I give my house to my son, PAUL R.
HALE. Signed this 9th day of May, 2011.`);
    expect(out.typeSpecific.otherDates).toContainEqual({ date: '2022-03-03', label: 'probate_admitted' });
    expect(out.typeSpecific.otherDates).not.toContainEqual({ date: '2011-05-09', label: 'probate_admitted' });
  });
});
