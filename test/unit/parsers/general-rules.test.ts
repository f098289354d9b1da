import { describe, expect, it } from 'vitest';
import { readPartyList } from '@/parsers/extract/common/party-list';
import { tableMentions } from '@/parsers/extract/common/tables';
import { nearName } from '@/parsers/extract/registry';
import { findDates } from '@/parsers/normalize/dates';
import { documentCasing, toMixedCase } from '@/parsers/normalize/names';
import { Doc } from '@/parsers/text/doc';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';
import { readName } from '@/parsers/text/read-name';

describe('names', () => {
  it('reads names with diacritics, initials and suffixes', () => {
    expect(readName('to LUIS ÁNGEL CÁRDENAS, a son', 3)?.name).toBe('LUIS ÁNGEL CÁRDENAS');
    expect(readName('that DEBORAH A. KOWALCZYK-REED, the duly', 5)?.name).toBe('DEBORAH A. KOWALCZYK-REED');
    expect(readName('CLARENCE EARL WASHINGTON, SR., the decedent', 0)?.name).toBe(
      'CLARENCE EARL WASHINGTON, SR.',
    );
  });
  it('stops at a column gap and at the next line label', () => {
    expect(readName('Colleen O’Sullivan        Patrick J. Price', 0)?.name).toBe('Colleen O’Sullivan');
    expect(readName('Grantee: Nathaniel Oduya\nAbbreviated Legal: Lot 5', 9)?.name).toBe('Nathaniel Oduya');
  });
  it('converts capitals with surname prefixes', () => {
    expect(toMixedCase('DeSHAWN T. McKINNEY')).toBe('DeShawn T. McKinney');
  });
  it('prefers the casing the document prints itself', () => {
    const text = 'by LUCÍA FERNÁNDEZ DE LA TORRE, grantor ... signed Lucía Fernández de la Torre';
    expect(documentCasing('LUCÍA FERNÁNDEZ DE LA TORRE', text)).toBe('Lucía Fernández de la Torre');
  });
  it('treats near OCR readings of one name as the same person', () => {
    expect(nearName('Noserta Anne Kessinger', 'Roberta Anne Kessinger')).toBe(true);
    expect(nearName('David M. Kessinger', 'Roberta Anne Kessinger')).toBe(false);
  });
});

describe('party lists', () => {
  it('shares one address across a couple', () => {
    const text =
      'to YELENA KOGAN and DMITRI KOGAN, wife and husband, both residing at 1960 Ocean Ave., Apt. 5F, Brooklyn, New York 11230, parties';
    const { names } = readPartyList(text, 3);
    expect(names.map((n) => [n.name, n.address?.value.formatted])).toEqual([
      ['YELENA KOGAN', '1960 Ocean Ave Apt 5F, Brooklyn, NY 11230'],
      ['DMITRI KOGAN', '1960 Ocean Ave Apt 5F, Brooklyn, NY 11230'],
    ]);
  });
  it('reads kinship and separate addresses', () => {
    const text =
      'MIYUKI TANAKA-REYES, my daughter, whose address is 3390 S. Virginia St., Apt. 1207, Reno, Nevada 89502, as to an undivided one-half (1/2) interest; and\nKENJI TANAKA, my son, whose address is 9 Eagle Nest Rd., Carson City, Nevada 89703.';
    const { names } = readPartyList(text, 0);
    expect(names.map((n) => [n.name, n.relationship, n.address?.value.formatted])).toEqual([
      ['MIYUKI TANAKA-REYES', 'daughter', '3390 S Virginia St Apt 1207, Reno, NV 89502'],
      ['KENJI TANAKA', 'son', '9 Eagle Nest Rd, Carson City, NV 89703'],
    ]);
  });
});

describe('tables of distributees', () => {
  it('reads rows by the header columns', () => {
    const doc = new Doc([
      'NAME                RELATIONSHIP  ADDRESS                                SHARE\nAna Ruiz            Daughter      3308 Hemphill St., Fort Worth, TX 76110  1/2\nJosé Ruiz           Son           P.O. Box 1402, Burleson, TX 76097        1/2\n',
    ]);
    expect(
      tableMentions(doc).map((m) => [m.name, m.relationship, m.address?.value.formatted, m.share]),
    ).toEqual([
      ['Ana Ruiz', 'daughter', '3308 Hemphill St, Fort Worth, TX 76110', '1/2'],
      ['José Ruiz', 'son', 'PO Box 1402, Burleson, TX 76097', '1/2'],
    ]);
  });
});

describe('dates', () => {
  it('reads written-out years, day-first and stamp styles', () => {
    expect(findDates('made as of the 17th day of October, two thousand\ntwenty-three')[0]?.iso).toBe(
      '2023-10-17',
    );
    expect(findDates('made the 3rd day of May, in the year nineteen hundred and ninety-eight')[0]?.iso).toBe(
      '1998-05-03',
    );
    expect(findDates('died on 5 August 2023 in Mesa')[0]?.iso).toBe('2023-08-05');
    expect(findDates('Filed and Recorded Aug-14-2023 11:02am')[0]?.iso).toBe('2023-08-14');
  });
});

describe('OCR clean-up', () => {
  const page = [
    ': ’ ’ » | 0912912022 10:02 AM “ . .',
    "CHILDREN: ~~ (1) JUAN CARLOS'VILLARREAL, A SON, WHO DIED ON THE 14TH ~",
    'TL DAY OF JUNE, 2015, SURVIVED BY HIS TWO GHILDREN, DIEGO So',
    'SUBSCRIBED AND SWORN: TO BEFORE ME ON THIS THE 20TH DAY OF.SEPTEMBER, 2022. Co',
  ].join('\n');
  const clean = cleanOcrPage(page);
  it('keeps the page length so provenance offsets stay valid', () => {
    expect(clean.length).toBe(page.length);
  });
  it('restores dates, glued words and misread anchor words, and drops edge speckle', () => {
    expect(clean).toContain('09/29/2022');
    expect(clean).toContain('JUAN CARLOS VILLARREAL');
    expect(clean).toContain('TWO CHILDREN, DIEGO');
    expect(clean).toContain('DAY OF SEPTEMBER, 2022.');
    expect(clean).not.toMatch(/\bSo\b|\bCo\b|\bTL\b|~/);
  });
  it('leaves clean text readable', () => {
    const text = 'Lot 7, Block 3, WEDGWOOD ADDITION\nN. Elm Pl., Broken Arrow, OK 74012';
    expect(cleanOcrPage(text)).toBe(text);
  });
});
