import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
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
