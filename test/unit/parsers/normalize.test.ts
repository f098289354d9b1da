import { describe, expect, it } from 'vitest';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { findConsideration } from '@/parsers/normalize/consideration';
import { findDates, parseDate } from '@/parsers/normalize/dates';
import {
  cleanName,
  fromIndexOrder,
  isEntity,
  sameName,
  splitAliases,
  splitNameList,
  toMixedCase,
} from '@/parsers/normalize/names';
import { normalizeRelationship } from '@/parsers/normalize/relationships';

describe('names', () => {
  it('converts ALL CAPS to mixed case keeping prefixes and suffixes', () => {
    expect(toMixedCase('SHELBY J. MCADAMS')).toBe('Shelby J. McAdams');
    expect(toMixedCase("PATRICK O'NEILL")).toBe("Patrick O'Neill");
    expect(toMixedCase('FRANK ANTHONY DELUCA')).toBe('Frank Anthony DeLuca');
    expect(toMixedCase('DEVONTE L. HARRIS')).toBe('Devonte L. Harris');
    expect(toMixedCase('JOHN R. SMITH, JR.')).toBe('John R. Smith, Jr.');
    expect(toMixedCase('MARY-ANNE LOPEZ-GARZA')).toBe('Mary-Anne Lopez-Garza');
    expect(toMixedCase('Louise Mayhew Brannigan')).toBe('Louise Mayhew Brannigan');
  });
  it('uses casing printed elsewhere in the document', () => {
    expect(toMixedCase('AUGUSTINE P. DEVRIES', new Map([['DEVRIES', 'DeVries']]))).toBe(
      'Augustine P. DeVries',
    );
  });
  it('reads index order', () => {
    expect(fromIndexOrder('SMITH JOHN R')).toBe('John R Smith');
    expect(fromIndexOrder('SMITH, JOHN R.')).toBe('John R. Smith');
    expect(fromIndexOrder('SMITH JOHN R JR')).toBe('John R Smith, Jr');
  });
  it('splits couples and lists, dropping aliases and marital words', () => {
    expect(splitNameList('ANTHONY J. PELLEGRINO and JOAN M. PELLEGRINO, husband and wife')).toEqual([
      'ANTHONY J. PELLEGRINO',
      'JOAN M. PELLEGRINO',
    ]);
    expect(splitNameList('JOHN SMITH and wife, MARY SMITH')).toEqual(['JOHN SMITH', 'MARY SMITH']);
    expect(splitNameList('JOSE GARZA a/k/a JOE GARZA and ANA GARZA')).toEqual(['JOSE GARZA', 'ANA GARZA']);
    expect(splitAliases('ARTHUR LEE LUNDQUIST, also known as ART L. LUNDQUIST')).toEqual({
      primary: 'ARTHUR LEE LUNDQUIST',
      aliases: ['ART L. LUNDQUIST'],
    });
  });
  it('strips capacities and recognises entities and the same person', () => {
    expect(cleanName('CHARLES EDWIN MAYHEW, Independent Executor')).toBe('CHARLES EDWIN MAYHEW');
    expect(cleanName('Nadia F. Ghoshal, Esq.')).toBe('Nadia F. Ghoshal');
    expect(isEntity('Kaczmarek & Doyle, LLP')).toBe(true);
    expect(isEntity('Wells Fargo Bank, N.A.')).toBe(true);
    expect(isEntity('Estate of John Smith')).toBe(true);
    expect(isEntity('Janet Whitlock Sims')).toBe(false);
    expect(sameName('HOWARD K. YEE', 'Howard Kwan Yee')).toBe(true);
    expect(sameName('Curtis Wade Abernathy', 'Leon Curtis Abernathy')).toBe(false);
    expect(sameName('John Smith, Jr.', 'John Smith, Sr.')).toBe(false);
  });
});

describe('addresses', () => {
  const cases: [string, string][] = [
    ['3411 56th Street, Lubbock, Texas 79413', '3411 56th St, Lubbock, TX 79413'],
    [
      '5508 Brownfield Highway, Apartment 221, Lubbock, Texas 79407',
      '5508 Brownfield Hwy Apt 221, Lubbock, TX 79407',
    ],
    ['401 E. Jackson St., Suite 2340, Tampa, FL 33602', '401 E Jackson St Ste 2340, Tampa, FL 33602'],
    ['1300 WEST FIR AVENUE, MCALLEN, TEXAS 78501', '1300 W Fir Ave, McAllen, TX 78501'],
    ['P.O. Box 1712, League City, Texas 77574', 'PO Box 1712, League City, TX 77574'],
    ['87-14 Parsons Boulevard, Jamaica, New York 11432', '87-14 Parsons Blvd, Jamaica, NY 11432'],
    ['100 Fifth Avenue, New York, NY 10011', '100 5th Ave, New York, NY 10011'],
    ['22 Sandpiper, Irvine, CA 92604', '22 Sandpiper, Irvine, CA 92604'],
    ['27432 Via Granados, Mission Viejo, California 92691', '27432 Via Granados, Mission Viejo, CA 92691'],
    ['2414 Avenue O, Galveston, Texas 77550', '2414 Avenue O, Galveston, TX 77550'],
    ['1604 Tahuaya Drive, Belton, Texas', '1604 Tahuaya Dr, Belton, TX'],
    ['6125 South Forest Street, Centennial, Colorado 80121', '6125 S Forest St, Centennial, CO 80121'],
    ['2210 1st Ave NE, St. Petersburg, FL 33713', '2210 1st Ave NE, St. Petersburg, FL 33713'],
    ['1O5 Main Street, Dallas, TX 752O1', '105 Main St, Dallas, TX 75201'],
    ["318 Baraga Avenue, L'Anse, Michigan 49946", "318 Baraga Ave, L'Anse, MI 49946"],
    ["77 Sherman Ave, Coeur d'Alene, Idaho 83814", "77 Sherman Ave, Coeur d'Alene, ID 83814"],
  ];
  it.each(cases)('%s', (raw, expected) => {
    expect(normalizeAddress(raw)?.formatted).toBe(expected);
  });
  it('refuses text without a house number', () => {
    expect(normalizeAddress('the Town of Tonawanda, Erie County, New York')).toBeNull();
  });
});

describe('dates', () => {
  it('reads the legal and numeric styles', () => {
    expect(parseDate('the 3rd day of March, 2021')).toBe('2021-03-03');
    expect(parseDate('this the eighth day of July, A.D. 2009')).toBe('2009-07-08');
    expect(parseDate('June 30th, 2022')).toBe('2022-06-30');
    expect(parseDate('06/02/2022')).toBe('2022-06-02');
    expect(parseDate('30 April 2012')).toBe('2012-04-30');
    expect(parseDate('ON OR ABOUT THE 9TH DAY OF MAY, 2022')).toBe('2022-05-09');
    expect(parseDate('On the 12th day of August in the year 2022')).toBe('2022-08-12');
    expect(parseDate('the twenty-first day of June, 2O21')).toBe('2021-06-21');
    expect(parseDate('held at her death on the 17th of April, 2022')).toBe('2022-04-17');
    expect(parseDate('February 30, 2022')).toBeNull();
  });
  it('gives spans in order', () => {
    const text = 'signed March 1, 2023 and recorded 03/13/2023';
    const found = findDates(text);
    expect(found.map((f) => f.iso)).toEqual(['2023-03-01', '2023-03-13']);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('March 1, 2023');
  });
});

describe('relationships', () => {
  it('maps kinship words to the vocabulary', () => {
    expect(normalizeRelationship('his wife')).toBe('spouse');
    expect(normalizeRelationship('former husband')).toBe('former_spouse');
    expect(normalizeRelationship('my grandson')).toBe('grandchild');
    expect(normalizeRelationship('stepdaughter')).toBe('stepchild');
    expect(normalizeRelationship('half-brother')).toBe('sibling');
    expect(normalizeRelationship('daughter and only child')).toBe('daughter');
    expect(normalizeRelationship('mother')).toBe('parent');
    expect(normalizeRelationship('niece')).toBe('niece');
    expect(normalizeRelationship('neighbor')).toBeNull();
  });
});

describe('consideration', () => {
  it('normalises recitals with amounts', () => {
    expect(
      findConsideration(
        'for and in consideration of the sum of TEN DOLLARS ($10.00) cash and other good and valuable consideration in hand paid',
      )?.value,
    ).toBe('$10.00 and other good and valuable consideration');
    expect(
      findConsideration(
        'in consideration of ONE HUNDRED SEVENTY-NINE THOUSAND and 00/100 DOLLARS ($179,000.00), lawful money',
      )?.value,
    ).toBe('$179,000.00');
    expect(
      findConsideration(
        'in consideration of TEN DOLLARS AND OTHER VALUABLE CONSIDERATION paid by the grantee',
      )?.value,
    ).toBe('$10.00 and other valuable consideration');
    expect(findConsideration('for the sum of $412,500.00 paid by Grantee')?.value).toBe('$412,500.00');
  });
  it('gives null without a recited amount', () => {
    expect(findConsideration('for valuable consideration paid')).toBeNull();
    expect(findConsideration('and for no other consideration, conveys')).toBeNull();
    expect(findConsideration('Fee: $38.00  Pages: 2')).toBeNull();
    expect(findConsideration('does not exceed $184,500.')).toBeNull();
  });
});
