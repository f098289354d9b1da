import { describe, expect, it } from 'vitest';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { findStatedPropertyAddress } from '@/parsers/extract/common/property';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { isEntity } from '@/parsers/normalize/names';
import { Doc } from '@/parsers/text/doc';

const parse = (...pages: string[]) => parseDocumentText({ pages });

describe('court-sale recitals of administrators’ deeds', () => {
  it('dates the appointment told before the court and the order told before its leave to sell', () => {
    const doc = new Doc([
      `ADMINISTRATOR'S DEED

     WHEREAS, on March 3, 2021, the Circuit Court of Pope County, Arkansas, Probate Division, in Case
No. 58PR-21-77, appointed GLENDA SUE ORTON as Administratrix of the Estate of Virgil Orton, deceased; and

     WHEREAS, by Order of said Court made and entered on the 14th day of October, 2021, the Administratrix
was authorized and directed to sell the lands hereinafter described; and`,
    ]);
    const dates = findOtherDates(doc, { category: 'ADMINISTRATOR_DEED' }).map((d) => `${d.label} ${d.iso}`);
    expect(dates).toContain('letters_issued 2021-03-03');
    expect(dates).toContain('order_of_sale 2021-10-14');
  });

  it('names the decedent’s children the recital calls the heirs, without reading the parent’s pronoun as theirs', () => {
    const d = parse(`ADMINISTRATRIX'S DEED

     FOR AND IN CONSIDERATION of $10.00, I, NORA LEE PRUITT, Administratrix of the Estate of Calvin Ray
Pruitt, deceased, do hereby convey unto ALVIN J. MARSH the land described as Lot 2, Block 5, PINE RIDGE.

     Calvin Ray Pruitt died intestate on May 1, 2022, survived by his wife, Nora Lee Pruitt, and his three
children, Tessa Pruitt Vance, Cole Ray Pruitt and Ada Pruitt Lyle, who are his sole heirs at law.`);
    const heirs = d.people.filter((p) => p.role === 'heir').map((p) => `${p.name} ${p.relationship}`);
    expect(heirs).toEqual(['Tessa Pruitt Vance child', 'Cole Ray Pruitt child', 'Ada Pruitt Lyle child']);
  });
});

describe('New England and New Jersey deed wordings', () => {
  it('gives a street stated alone the town and state the description opened with', () => {
    const doc = new Doc([
      `SCHEDULE A

     All that certain piece or parcel of land situated in the Town of West Haven, County of New Haven and
State of Connecticut, known as 48 Orchard Hill Road, and being Lot 9 on a map on file in the Town Clerk's
Office.`,
    ]);
    expect(findStatedPropertyAddress(doc)?.value.formatted).toBe('48 Orchard Hill Rd, West Haven, CT');
  });

  it('reads a decedent "late of the Town of" a two-word town the line breaks between', () => {
    const d = parse(`EXECUTOR'S DEED

KNOW YE, THAT I, OWEN R. BLAKE, of 9 Pond Lane, Avon, Connecticut 06001, Executor of the Will of
HAZEL MAY BLAKE, late of the Town of East
Haddam, County of Middlesex and State of Connecticut, who died on March 2, 2023, convey to GRETA
SOLIS, of 3 Birch Road, East Haddam, Connecticut 06423, the land described below.`);
    expect(d.decedent?.residenceAddress).toBe('East Haddam, CT');
  });

  it('takes the payer of the consideration as grantee when a speck sits after the name', () => {
    const d = parse(`EXECUTRIX'S DEED

KNOW YE, THAT I, LOIS K. PARR, of 5 Elm Street, Canton, Connecticut 06019, Executrix of the Will of
DEAN PARR, late of the Town of Canton, County of Hartford and State of Connecticut, for the consideration
of $200,000.00 received to my full satisfaction of RUTH A. OKAFOR~, of 71 High Street, Bristol,
Connecticut 06010, do give, grant, bargain, sell and confirm unto the said\` RUTH A. OKAFOR the land
described in Schedule A.`);
    expect(d.parties.grantees.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Ruth A. Okafor|71 High St, Bristol, CT 06010',
    ]);
  });

  it('lists the witnesses under "in the presence of" when the scan misread its article', () => {
    const d = parse(`WARRANTY DEED

I, PAUL DENT, of 3 Oak Road, Salem, Connecticut 06420, for consideration paid, grant to ANN
ROWE, of 8 Ash Road, Salem, Connecticut 06420, the land described below.

Signed, sealed and delivered
in tbe presence of:

_________________________           _________________________
Maria L. Costa                      PAUL DENT
_________________________
Jon T. Kerr`);
    const witnesses = d.people.filter((p) => p.role === 'witness').map((p) => p.name);
    expect(witnesses).toEqual(['Maria L. Costa', 'Jon T. Kerr']);
  });

  it('keeps the apostrophe of a street’s name that the address parser drops', () => {
    expect(normalizeAddress("12 Glen O'Hara Road, Easton, MA 02356")?.line1).toBe("12 Glen O'Hara Rd");
  });

  it('reads a road whose d the scan split into "cl"', () => {
    const d = parse(`EXECUTORS' DEED

This Deed is made on May 1, 2023, BETWEEN RITA COLE, whose post office address is 2 Hill Road,
Clinton, New Jersey 08809, as Executrix of the Will of ABEL COLE, deceased, referred to as the Grantor,
AND NED FOX, whose post office address is 4 Vale Road, Clinton, New Jersey 08809, referred to as the Grantee.
     Commonly known as 20 Mill Pond Roacl, Clinton, New Jersey 08809.`);
    expect(d.property.address).toBe('20 Mill Pond Rd, Clinton, NJ 08809');
  });

  it('takes a firm styled "Associates" for a company', () => {
    expect(isEntity('Maple Ridge Associates')).toBe(true);
  });
});

describe('papers copied after a fiduciary deed', () => {
  it('does not date the deed by the probate court’s license to sell copied after it', () => {
    const d = parse(`EXECUTOR'S DEED

     I, ROSS M. HALE, of 4 Shore Road, Wareham, Massachusetts 02571, as Executor under the Will of EDITH
HALE, late of Wareham, Plymouth County, Massachusetts, by the power conferred by License to Sell granted
on March 1, 2023, for consideration paid, grant to TODD LIN, of 6 Dock Street, Wareham, Massachusetts
02571, the land at 10 Cove Road, Wareham, Massachusetts.

     WITNESS my hand and seal this 12th day of April, 2023.

                          CERTIFIED COPY OF LICENSE

     On the petition of Ross M. Hale, Executor, it is DECREED that the Executor be licensed to sell.

Date: March 1, 2023                         ______________________________`);
    expect(d.keyDates.instrument).toBe('2023-04-12');
  });

  it('drops a doubled comma from a description', () => {
    const d = parse(`ADMINISTRATOR'S DEED

I, JO WEBB, Administratrix of the Estate of LEE WEBB, deceased, do hereby convey unto KIM RAY the
following lands lying in Pope County, Arkansas, to-wit:

     Lot Two (2), Block One (1), OAK HILL ADDITION to the City of Russellville, Pope County, Arkansas,, as
     shown by plat of record in Plat Book 4, at Page 9.

     TO HAVE AND TO HOLD the same unto the said Grantee.`);
    expect(d.property.legalDescription).toContain('Pope County, Arkansas, as shown by plat');
  });
});
