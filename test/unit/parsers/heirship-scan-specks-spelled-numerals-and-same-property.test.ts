import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { repairLetterNoise } from '@/parsers/text/letter-noise';
import { repairSpelledNumerals } from '@/parsers/text/spelled-numerals';
import { repairStateGlyphs } from '@/parsers/text/state-glyphs';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * Heirship affidavits typed from scans (Mississippi's "sole heirs at law ... are:" recital, Texas's "being the same
 * property known as" after the description) and the specks such copies carry: an l read as a capital I inside a
 * town's name, a spelled number a letter off the figures after it, a period or comma dropped inside a clause or a
 * name. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

describe('scan specks read back', () => {
  it('reads a capital I between small letters as the l of a word the document prints', () => {
    const [page] = repairLetterNoise(['resided at 12 Oak Street, NatcheI, Mississippi; born in Natchel.']);
    expect(page).toContain('Natchel, Mississippi');
    // A name the document never prints with an l keeps its capital.
    expect(repairLetterNoise(['Ellen McIver and DiIorio'])[0]).toBe('Ellen McIver and DiIorio');
  });

  it('reads a spelled number a letter off its figures as the number', () => {
    expect(repairSpelledNumerals('Lot Fovr (4), Block Twclve (12), thirfy (30) days')).toBe(
      'Lot Four (4), Block Twelve (12), thirty (30) days',
    );
    expect(repairSpelledNumerals('Lot Nine (8)')).toBe('Lot Nine (8)');
  });

  it('reads a short state name that lost a letter before its ZIP as the state', () => {
    // (The line's blanks give the letter room, so it keeps its length.)
    expect(repairStateGlyphs('Yoakum, Txas 77995   ')).toBe('Yoakum, Texas 77995  ');
    expect(repairStateGlyphs('Boise, Idho 83702   ')).toBe('Boise, Idaho 83702  ');
    expect(repairStateGlyphs('Portland, Main 04101')).toBe('Portland, Main 04101');
  });

  it('reads "beirs at law" as heirs', () => {
    expect(repairWordGlyphs('the only beirs at law of')).toBe('the only heirs at law of');
  });

  it('drops a period after a word no sentence ends on, and a comma inside a name printed whole', () => {
    const [page] = repairLetterNoise([
      'He was married only. once, to the. late MAE ROSE TILLERY.\nThey had one son, OTIS LEON TILLERY.\nOtis, Leon Tillery died in 2001.',
    ]);
    expect(page).toContain('married only once, to the late MAE');
    expect(page).toContain('Otis Leon Tillery died');
  });
});

const MISSISSIPPI = `STATE OF MISSISSIPPI
COUNTY OF LOWNDES

                     AFFIDAVIT OF HEIRSHIP

     PERSONALLY CAME AND APPEARED before me, the undersigned authority,
EDNA MAE TILLERY, who, being by me first duly sworn, states on oath as follows:

     1.  WENDELL OTIS TILLERY (the "Decedent") died intestate on June 3,
2022, in Columbus, Lowndes County, Mississippi. At his death the Decedent
resided at 88 Pine Street, Columbus, Mississippi 39701.

     2.  The Decedent was married only. once, to EDNA MAE TILLERY, who
survives him.

     3.  There were born to the marriage two (2) children, and no others:

     (a) CARL WAYNE TILLERY, a son, who resides at 14 Elm Road, Columbus,
         Mississippi 39702;

     (b) JUNE TILLERY BANKS, a daughter, who resides at 9 Bell Lane,
         Caledonia, Mississippi 39740.

     4.  Under Miss. Code Ann. Section 91-1-7, the sole beirs at law of the
Decedent, and the persons now vested with title to the above property,
are: Edna Mae Tillery, an undivided one-third (1/3) interest; Carl Wayne
Tillery, an undivided one-third (1/3) interest; and June Tillery Banks, an
undivided one-third (1/3) interest.

     WITNESS MY SIGNATURE, this the 2nd day of May, 2023.

                                   ____________________________________
                                   EDNA MAE TILLERY, Affiant
`;

describe("Mississippi's heirs at law recital", () => {
  it('makes every heir the recital names a grantee', () => {
    const out = parse(MISSISSIPPI);
    expect(out.parties.grantees.map((g) => g.name).sort()).toEqual([
      'Carl Wayne Tillery',
      'Edna Mae Tillery',
      'June Tillery Banks',
    ]);
    expect(person(out, 'June Tillery Banks')?.role).toBe('heir');
    expect(person(out, 'Edna Mae Tillery')?.relationship).toBe('spouse');
  });
});

const TEXAS = `         AFFIDAVIT OF FACTS CONCERNING THE IDENTITY OF HEIRS

     Before me, the undersigned authority, on this day personally appeared
OLA FAYE KUBENA ("Affiant"), who, being first duly sworn, upon her oath states:

1.   My name is Ola Faye Kubena. I am personally familiar with the family and
     marital history of ANTON JOSEPH KUBENA ("Decedent").

2.   Decedent died on May 1, 2022.

10.  Decedent owned an interest in the following real property:

     Lot Four (4), Block Nine (9), OAK HILLS ADDITION, to the City of Yoakum,
     Lavaca County, Texas, according to the map recorded in Volume 2, Page 8
     of the Plat Records of Lavaca County, Texas, being the same property known
     as 402 Oak Street, Yoakum, Texas 77995.
`;

describe('Texas heirship description', () => {
  it('ends the legal description before "being the same property known as"', () => {
    expect(parse(TEXAS).property.legalDescription).toBe(
      'Lot Four (4), Block Nine (9), OAK HILLS ADDITION, to the City of Yoakum, Lavaca County, Texas, according to the map recorded in Volume 2, Page 8 of the Plat Records of Lavaca County, Texas',
    );
  });
});

describe('a street run into a "St." town', () => {
  it('ends the street at its suffix', () => {
    expect(normalizeAddress('45 Cedar Avenue\nSt. Joseph, Missouri 64501')?.formatted).toBe(
      '45 Cedar Ave, St. Joseph, MO 64501',
    );
    expect(normalizeAddress('45 Cedar Avenue St. Joseph, Missouri 64501')?.formatted).toBe(
      '45 Cedar Ave, St. Joseph, MO 64501',
    );
  });
});
