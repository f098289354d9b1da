import { describe, expect, it } from 'vitest';
import { classify } from '@/parsers/classify';
import { inlineRoleMentions, signatureBlockMentions } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';

/**
 * Fiduciary indentures, printed form captions, tax-map rows and signing blocks of recorded deeds and affidavits:
 * each case is a short invented passage in the style of a real form.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const people = (text: string) => parse(text).people.map((p) => [p.name, p.role]);

describe('fiduciary indentures', () => {
  it('classifies by the capacity of the party of the first part, however far the granting words are', () => {
    const text = `THIS INDENTURE, made the 3rd day of March, 2022, between
WALTER J. OSGOOD, residing at 14 Birch Hollow Road, Rutland, Vermont 05701,
as administrator of the estate of FLORENCE M. OSGOOD, late of the Town of
Hempstead, County of Nassau, deceased,
                                 party of the first part, and
PRIYA K. RAMANATHAN, residing at 77-31 Austin Street, Apt. 2C, Forest Hills,
New York 11375, and DEVRAJ RAMANATHAN, residing at the same address, and
ALICE T. MORROW, residing at 9 Elm Court, Garden City, New York 11530,
                                 party of the second part,
WITNESSETH, that the party of the first part, by virtue of the power and
authority conferred by letters of administration, in consideration of ONE
HUNDRED DOLLARS paid by the party of the second part, does hereby grant and
release unto the party of the second part ...`;
    expect(classify(new Doc([text])).category).toBe('ADMINISTRATOR_DEED');
  });
  it('reads a printed form caption in running case as the title', () => {
    const text = `Form No. 204 - Administrator's Deed (Statutory Short Form)

This deed is made between the parties named below.`;
    expect(classify(new Doc([text])).category).toBe('ADMINISTRATOR_DEED');
  });
  it('takes the kinship stated of the party of the first part', () => {
    const out = parse(`EXECUTOR'S DEED

THIS INDENTURE, made the 9th day of June, 2021, between RUTH E. CALLOWAY,
as executor of the last will and testament of SAMUEL P. CALLOWAY, deceased,
party of the first part, and GEORGE LIN, party of the second part. The
decedent died on the 2nd day of January, 2021. The party of the first part is
the sister of the decedent.`);
    expect(out.people.find((p) => p.name === 'Ruth E. Calloway')?.relationship).toBe('sibling');
  });
  it('reads a decedent who outlived the spouse as widowed', () => {
    const out = parse(`EXECUTOR'S DEED

ROSA DELGADO, as Executor of the Estate of MANUEL DELGADO, deceased, grants to
TOMAS REYES, grantee. Manuel Delgado died on May 5, 2020, having outlived his
late wife, Carmen Delgado.`);
    expect(out.decedent?.maritalStatus).toBe('widowed');
  });
});

describe('tax-map rows', () => {
  it("does not take an assessor row's lot for the legal description", () => {
    const out = parse(`SECTION 12.00   BLOCK 7   LOT 004.001

WARRANTY DEED

Grantor conveys to Grantee the following:
ALL that certain plot, piece or parcel of land situate in the Village of
Mineola, known as Lot 22 on the Map of Willis Park, filed as Map No. 118.`);
    expect(out.property.legalDescription).toMatch(/^ALL that certain plot/);
  });
});

describe("grantees of the Carolinas' forms", () => {
  it('reads the buyer that paid "at and before the sealing and delivery of these presents"', () => {
    const out = parse(`PERSONAL REPRESENTATIVE'S DEED

KNOW ALL MEN BY THESE PRESENTS, that I, MARTHA T. GREER, as Personal Representative of
the Estate of HOMER GREER, deceased, in consideration of the sum of $90,000.00, paid at
and before the sealing and delivery of these presents-by PALMETTO LAND PARTNERS, LLC,
a North Carolina limited liability company (the "Grantee"), have granted, bargained,
sold and released unto the said Grantee the following property.`);
    expect(out.parties.grantees.map((g) => g.name)).toContain('Palmetto Land Partners, LLC');
  });
  it('gives a company grantee the address of a closing "Grantee\'s Address:" line', () => {
    const out = parse(`PERSONAL REPRESENTATIVE'S DEED

I, NORA B. FELDER, as Personal Representative of the Estate of LEON FELDER, deceased, for
$50,000.00 paid by LOWCOUNTRY RENTALS, INC. (the "Grantee"), grant to the said Grantee the
property described below.

Lot 4, Block B, Marsh View, Plat Book 9, Page 12.

Grantee's Mailing Address: 410 W. Main Street, Unit 2, Walterboro,
     South Carolina 29488`);
    expect(out.parties.grantees).toContainEqual({
      name: 'Lowcountry Rentals, Inc.',
      role: 'grantee',
      address: '410 W Main St Unit 2, Walterboro, SC 29488',
    });
  });
});

describe('signing blocks', () => {
  it('reads witnesses labelled by number without a colon', () => {
    const doc = new Doc([
      `_________________________
Witness (1)  Harold B. Quinn

_________________________
Witness #2.  Yvette R. Sandoval`,
    ]);
    const names = signatureBlockMentions(doc).map((m) => [m.name, m.role]);
    expect(names).toContainEqual(['Harold B. Quinn', 'witness']);
    expect(names).toContainEqual(['Yvette R. Sandoval', 'witness']);
  });
  it('ends a side-by-side witness name with its line', () => {
    const out = people(`LAST WILL AND TESTAMENT OF ALMA JUNE PRICE

I, ALMA JUNE PRICE, give my estate to my son, OWEN PRICE.

_______________________       _______________________
Witness: Lena P. Carrow       Witness: Bertram Oyelaran-Fisk
Ashland, OR                   Medford, OR`);
    expect(out).toContainEqual(['Bertram Oyelaran-Fisk', 'witness']);
    expect(out.map((p) => p[0])).not.toContain('Bertram Oyelaran-Fisk Medford');
  });
  it('reads the notary printed beside the capacity', () => {
    const doc = new Doc([
      `________________________________
Notary Public    MAUREEN T. DIEHL
My commission expires: 3/3/2028`,
    ]);
    expect(signatureBlockMentions(doc).map((m) => [m.name, m.role])).toContainEqual([
      'MAUREEN T. DIEHL',
      'notary',
    ]);
  });
  it('reads the officer named under the signature rule of an acknowledgment certificate', () => {
    const doc = new Doc([
      `WITNESS my hand and official seal.

Signature of Notary Public ______________________
                           Lorraine V. Estrada-Holm
                           Commission No. 2291004`,
    ]);
    expect(signatureBlockMentions(doc).map((m) => [m.name, m.role])).toContainEqual([
      'Lorraine V. Estrada-Holm',
      'notary',
    ]);
  });
});

describe('return-to blocks', () => {
  it('reads the attorney named in parentheses after the firm', () => {
    const out = people(`After recording return to: Greer, Vance & Toomey, P.A. (Lydia M. Vance, Esq.),
220 King Street, Charleston, SC 29401

WARRANTY DEED`);
    expect(out).toContainEqual(['Lydia M. Vance', 'preparer']);
  });
  it('reads the name under a return-to label that has a file number beside it', () => {
    const out = people(`RECORD AND RETURN TO:              ESCROW NO. 88-1204
Dominic A. Feraro, Esq.
12 Court Street
Riverhead, NY 11901

BARGAIN AND SALE DEED`);
    expect(out).toContainEqual(['Dominic A. Feraro', 'preparer']);
  });
});

describe('scan specks in parties clauses', () => {
  it('blanks a speck before an initial or surname and after "residing at"', () => {
    const page = cleanOcrPage(
      "between MARGARET -T. OYELOWO, residing at. 41- Juniper Court, and DMITRI K. 'VOLKOV, residing",
    );
    expect(page).toMatch(/MARGARET\s+T\. OYELOWO/);
    expect(page).toMatch(/DMITRI K\.\s+VOLKOV/);
    expect(page).toMatch(/residing at\s+41\s+Juniper Court/);
  });
  it('does not take the signer a seal was stamped under for the notary', () => {
    const doc = new Doc([
      `Dated: March 2, 2023

 ROLAND F. TEAGUE
 NOTARY PUBLIC
 OFFICIAL SEAL

Sworn to before me on March 2, 2023 by ROLAND F. TEAGUE.`,
    ]);
    expect(signatureBlockMentions(doc).filter((m) => m.role === 'notary')).toEqual([]);
  });
  it("does not run a venue line lost its bracket into the affiant's name", () => {
    const doc = new Doc([
      `State of California
County of Sonoma
BEATRIZ L. ANAYA-COLE, of legal age, being first duly sworn, deposes and says:`,
    ]);
    expect(inlineRoleMentions(doc).map((m) => m.name)).toContain('BEATRIZ L. ANAYA-COLE');
  });
});
