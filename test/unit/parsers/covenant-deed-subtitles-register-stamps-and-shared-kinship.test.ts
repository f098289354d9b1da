import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

const parse = (text: string) => parseDocumentText({ pages: [text] });
const otherDates = (text: string) =>
  (parse(text).typeSpecific.otherDates ?? []) as { date: string; label: string }[];

const COVENANT_DEED = `CITY REGISTER COVER PAGE
Document Date: 08-01-2024
Recorded/Filed     08-19-2024 14:07
                       BARGAIN AND SALE DEED WITHOUT COVENANTS
                              (ADMINISTRATOR'S DEED)

THIS INDENTURE, made the 1st day of August, 2024,

BETWEEN

TOMASZ WRÓBEL, residing at 78-02 Myrtle Avenue, Glendale, New York 11385, as administrator of the estate of
HALINA WRÓBEL, late of 66-10 Forest Avenue, Ridgewood, New York 11385, deceased,

                                            party of the first part, and

JEAN-PAUL ROUSSEAU, residing at 12 Linden Place, Yonkers, New York 10701,
                                            party of the second part,

WITNESSETH, that the party of the first part, to whom Letters of Administration were issued by the Surrogate's
Court, Kings County, on March 3, 2024, upon the decree of said Court dated February 27, 2024 admitting the
petition, and by order entered May 6, 2024 admitting to probate a codicil, does hereby grant and release unto
the party of the second part all that certain plot of land.`;

describe('a covenant deed whose sub-title names the fiduciary', () => {
  it('is the fiduciary deed the parenthesised sub-title names', () => {
    expect(parse(COVENANT_DEED).category).toBe('ADMINISTRATOR_DEED');
  });

  it('keeps an ordinary covenant deed with a descriptive sub-title as OTHER', () => {
    const text = `QUITCLAIM DEED\n(Individual to Individual)\n\nTHIS DEED, made June 2, 2024, between A. B. STONE and C. D. FIELD.`;
    expect(parse(text).category).toBe('OTHER');
  });

  it('reads a hyphenated grantee in capitals after the bare "and"', () => {
    expect(parse(COVENANT_DEED).parties.grantees).toEqual([
      { name: 'Jean-Paul Rousseau', role: 'grantee', address: '12 Linden Pl, Yonkers, NY 10701' },
    ]);
  });

  it('takes a register stamp with a 24-hour clock time on a recorded line', () => {
    expect(parse(COVENANT_DEED).keyDates.recorded).toBe('2024-08-19');
  });

  it('does not take a clock time on an unlabelled line as the recording', () => {
    const text = `Document Date: 08-01-2024\nPrinted 08-21-2024 14:07\n\nWARRANTY DEED\n\nDated: August 1, 2024`;
    expect(parse(text).keyDates.recorded).not.toBe('2024-08-21');
  });

  it('dates a probate decree named before its "admitting ... to probate"', () => {
    const dates = otherDates(COVENANT_DEED);
    expect(dates).toContainEqual({ date: '2024-05-06', label: 'probate_admitted' });
    expect(dates).not.toContainEqual({ date: '2024-02-27', label: 'probate_admitted' });
  });
});

const SALE_DEED = `EXECUTOR'S DEED

     WHEREAS, the Court, by its Order Authorizing Sale entered January 8, 2024, authorized the Executor to sell;
and the Court, by its Order Ratifying and Confirming Sale entered March 19, 2024, confirmed said sale;

     NOW, THEREFORE, I, OSWALDO PINHEIRO, as Executor of the Estate of Lucinda Pinheiro, Deceased, do hereby grant,
bargain, sell and convey unto WESLEY T. HOLLOWAY, Grantee, the following lands.

     WITNESS my hand and seal as such Executor this 4th day of April, 2024.`;

describe('court-sale deeds', () => {
  it('reads an order ratifying and confirming the sale', () => {
    expect(otherDates(SALE_DEED)).toContainEqual({ date: '2024-03-19', label: 'sale_confirmed' });
  });

  it('dates the instrument by a signing line that names the capacity', () => {
    expect(parse(SALE_DEED).keyDates.instrument).toBe('2024-04-04');
  });
});

describe('indenture parties and recitals', () => {
  const TRUST_GRANTEE = `EXECUTOR'S DEED

THIS DEED, made this 5th day of May, 2024,

BETWEEN, ARLO K. VANCE, of 9 Orchard Road, Dover, Delaware 19901, Executor of the Estate of MINA VANCE, deceased,
party of the first part,

                              - AND -

THE BRIARWOOD LIVING TRUST, under trust agreement dated October 12, 2019, whose post office address is
45 Saddle Brook Court, Newark, Delaware 19711, party of the second part.

WITNESSETH, that the party of the first part hereby grants and conveys unto the party of the second part.

AND the said Mina Vance, never having rnarried, departed this life on the 3rd day of January, 2024.`;

  it('reads a grantee after a centred "- AND -", with its address after the trust date', () => {
    expect(parse(TRUST_GRANTEE).parties.grantees).toEqual([
      {
        name: 'The Briarwood Living Trust',
        role: 'grantee',
        address: '45 Saddle Brook Ct, Newark, DE 19711',
      },
    ]);
  });

  it('reads a never-married decedent through a scan’s "rn" for "m"', () => {
    expect(parse(TRUST_GRANTEE).decedent?.maritalStatus).toBe('single');
  });

  it('gives each relative the kinship of a possessive said once for both', () => {
    const text = `PERSONAL REPRESENTATIVE'S DEED

I, FENTON R. ASHBY, as Personal Representative of the Estate of GRETA ASHBY, do grant and release unto
FENTON R. ASHBY and LORNA ASHBY PRUITT, hereinafter called "Grantees", the following property.

Under Article IV of the Will, the lot was devised to the testatrix's grandson, Fenton R. Ashby, and niece,
Lorna Ashby Pruitt, in equal shares.`;
    const people = parse(text).people;
    expect(people.find((p) => p.name === 'Lorna Ashby Pruitt')?.relationship).toBe('niece');
    expect(people.find((p) => p.name === 'Fenton R. Ashby')?.relationship).toBe('grandchild');
  });
});
