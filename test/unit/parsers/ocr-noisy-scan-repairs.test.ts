import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { cleanOcrPage } from '@/parsers/text/ocr-clean';
import { repairLine } from '@/parsers/text/ocr-repair';
import { parseOcr as parseOcrAs, squeeze } from './helpers/ocr-text';

const clean = (page: string) => squeeze(cleanOcrPage(page));

const parseOcr = (pages: string[]) => parseOcrAs(pages, 0.85);

describe('punctuation specks of noisy scans', () => {
  it.each([
    ['Grantor, to DEVONTE I. HARRIS. residing at 118', 'Grantor, to DEVONTE I. HARRIS, residing at 118'],
    ['THIS DEED. dated August 12, 2022', 'THIS DEED, dated August 12, 2022'],
    ['(3) Patrick Allen Castillo. a son, born', '(3) Patrick Allen Castillo, a son, born'],
    ['DIED:        . ON OR ABOUT THE 9TH DAY', 'DIED: ON OR ABOUT THE 9TH DAY'],
    ['Witness:.Omar J. Haddad; witness:', 'Witness: Omar J. Haddad; witness:'],
    ['CRESTVIEW, TRAVIS ,COUNTY, TEXAS', 'CRESTVIEW, TRAVIS COUNTY, TEXAS'],
    ['recorded in Volume 2187,. Page 203', 'recorded in Volume 2187, Page 203'],
    ['PAGE 88, MAP- RECORDS OF', 'PAGE 88, MAP RECORDS OF'],
    ['recorded in Volume: 67, Page 7', 'recorded in Volume 67, Page 7'],
    ['Records of Maricopa County; Arizona', 'Records of Maricopa County, Arizona'],
    ['Lot 10. Block 10, WILLOW CREEK', 'Lot 10, Block 10, WILLOW CREEK'],
    ['Unit 341; Building 6, of CRESTVIEW', 'Unit 341, Building 6, of CRESTVIEW'],
    ['1.ot 26. Block 17. SOUTHGLENN FILING NO. 6', 'Lot 26, Block 17, SOUTHGLENN FILING NO. 6'],
    ['Gonzales Survey. Abstract No. 579', 'Gonzales Survey, Abstract No. 579'],
    ['recorded in Volume 67. Page 18 of', 'recorded in Volume 67, Page 18 of'],
    ['the City of Aurora. Arapahoe County. Colorado,', 'the City of Aurora, Arapahoe County, Colorado,'],
    ['of the Estate of Arthur James .Delgado, Deceased', 'of the Estate of Arthur James Delgado, Deceased'],
    ['before me by. Diego Ray MacPherson', 'before me by Diego Ray MacPherson'],
    ['Charles Hernandez. Jr., Gerald Ray Nguyen', 'Charles Hernandez, Jr., Gerald Ray Nguyen'],
  ])('repairs %j', (input, want) => {
    expect(squeeze(repairLine(input))).toBe(want);
  });

  it.each([
    'LOT ONE HUNDRED TWENTY- FIVE (125)',
    'Texas. for and in consideration',
    'Lot 5, Block 2. The Grantor covenants',
    'son-in-law of the decedent',
    'Nadia F. Ghoshal, Esq. whose',
  ])('leaves %j alone', (input) => {
    expect(repairLine(input)).toBe(input);
  });
});

describe('words of noisy scans read a letter wrong', () => {
  it.each([
    ['under an undivided interest jn the common', 'under an undivided interest in the common'],
    ['plat thereof recorded 1n Volume 44', 'plat thereof recorded in Volume 44'],
    [
      'recorded in Volume 82, Page 61 of Lhe Plat Records',
      'recorded in Volume 82, Page 61 of the Plat Records',
    ],
    ['Page 10153, ot the Public Records', 'Page 10153, of the Public Records'],
    ['before me on the 18th dav of March, 2023', 'before me on the 18th day of March, 2023'],
    ['WITNESS MY HAND this 22nd day of lune, 2019.', 'WITNESS MY HAND this 22nd day of June, 2019.'],
    ['Decedent was married 10 Decedent at the time', 'Decedent was married to Decedent at the time'],
    ['Patrick Allen Castillo (1 3), Marcus', 'Patrick Allen Castillo (1/3), Marcus'],
    ['DOLLARS (S885.000.00), lawful money', 'DOLLARS ($885,000.00), lawful money'],
    ['in consideration ef', 'in consideration of'],
    ["The Grantee dis the decedent's son", "The Grantee is the decedent's son"],
    ['died on 01/07/2020 in-El Paso, Texas', 'died on 01/07/2020 in El Paso, Texas'],
    ['1452 0LD TOWN DRIVE', '1452 OLD TOWN DRIVE'],
    ['who died on December 29,.2016, Grantor', 'who died on December 29, 2016, Grantor'],
    ['who died on May .13th, 2019, under', 'who died on May 13th, 2019, under'],
    ['Deceased, who died on February, 18, 2023, under', 'Deceased, who died on February 18, 2023, under'],
    ['Grantee, residing at-9388 Lake Austin Blvd.', 'Grantee, residing at 9388 Lake Austin Blvd.'],
    ['sworn before me by Lamar Garza, HI on January', 'sworn before me by Lamar Garza, III on January'],
    ['second marriage was (0 Stanley Lee Lundquist', 'second marriage was to Stanley Lee Lundquist'],
    ['TEN. DOLLARS ($10.00). cash and other, good and', 'TEN DOLLARS ($10.00) cash and other good and'],
    [
      'The Grantees are the decedent * s daughter and son',
      "The Grantees are the decedent's daughter and son",
    ],
    ['34.01 acres of land, mere or: less, out of', '34.01 acres of land, more or less, out of'],
    [
      'paid by KWAME JOSEPH STROUD BNd XIMENA ANN YBARRA, whose',
      'paid by KWAME JOSEPH STROUD and XIMENA ANN YBARRA, whose',
    ],
    ['Opal Mae? Kincaid', 'Opal Mae Kincaid'],
  ])('repairs %j', (input, want) => {
    expect(squeeze(repairLine(input))).toBe(want);
  });

  it.each([
    ['LOT ONE HUNDRED FOUR (104) IN BLACK TWO (2) OF GREEN VALLEY', 'IN BLOCK TWO (2)'],
    ['Lot 6, Blook 7, MISSION HILLS', 'Lot 6, Block 7,'],
    ['ALL THAT TRACT OR PARCEL OF LAND, sitvate in the Town', 'situate in the Town'],
    ['according to the plat thereof recorded in Volurn 42', 'recorded in Volume 42'],
    ['CRESTVIEW, TRAVIS COUNTY, YEXAS, ACCORDING', 'TRAVIS COUNTY, TEXAS, ACCORDING'],
    ['Unit 6B, OCEAN SHORES CONDOMINIUMS, a condominium', 'OCEAN SHORES CONDOMINIUMS, a'],
    ["Loretta B. 0'Neill, Esq.", "Loretta B. O'Neill, Esq."],
    ['A. Decedent, MONICA &YNN MACPHERSON, died on 97/22/2019. More', 'died on 07/22/2019.'],
    ['A. Decedent, BENITO CASTILLO, died on 04 24 2019 in Garland', 'died on 04/24/2019 in'],
    ['residing at £1 Paso County, Texas', 'residing at El Paso County, Texas'],
    ['died on 11/15/2019 1n Socorro, Teas. More   ', 'died on 11/15/2019 in Socorro, Texas. More'],
    ['LOT THIOTY (30), BLOCK THIRTEEN (13)', 'LOT THIRTY (30), BLOCK THIRTEEN (13)'],
  ])('cleans %j', (page, want) => {
    expect(clean(page)).toContain(want);
    expect(cleanOcrPage(page).length).toBe(page.length);
  });

  it('keeps a block that is a place and a place particle at either edge of a line', () => {
    expect(clean('Lot 5, BLACK OAK ESTATES')).toContain('BLACK OAK');
    expect(clean('an addition to the City of El Paso, El\nPaso County, Texas')).toContain(
      'El Paso, El Paso County',
    );
    expect(clean('El Paso County, Texas\n2021010033')).toContain('El Paso County');
  });
});

describe('signature blocks of noisy scans', () => {
  it('drops the rest of a notary stamp printed beside the name', () => {
    const page = 'NOTARY PUBLIC\nCENTS                       LAMAR AMOS PEMBERTON\nNotary Public       LT\n';
    expect(clean(page)).toContain('NOTARY PUBLIC LAMAR AMOS PEMBERTON Notary Public');
    const specks =
      'NOPARN PLE\n\nOren SE                         Benito J. Okafor\n\nhe    —   :               Notary Public, State of Florida\n';
    expect(clean(specks)).toContain('Benito J. Okafor Notary Public, State of Florida');
    // Two blocks side by side keep both names.
    const sideBySide = 'John Smith            Jane Doe\nWitness               Notary Public\n';
    expect(clean(sideBySide)).toContain('John Smith Jane Doe');
  });

  it('drops a letter alone on a line and a lone digit before a speck', () => {
    expect(
      clean('Executed on the 24th day of September, 2020.\n N \nMATEO ALVARADO, Personal Representative'),
    ).toContain('2020. MATEO ALVARADO');
    expect(clean('0 . Victor Mbeki\n Distributee')).toBe('Victor Mbeki Distributee');
  });

  it('reads the signers of a small estate affidavit as its heirs, past a garbled address line', () => {
    const page = [
      'SMALL ESTATE AFFIDAVIT',
      'A. Decedent, IGNACIO SALAS, died on 03/31/2018 in Austin, Texas.',
      'The distributees of the estate are: Mateo Salas (1/2)',
      'with their addresses as stated above. Wendell A. Mbeki is a son of the decedent.',
      '',
      'Mateo Salas',
      'Distributee',
      'Wendell A. Mbeki',
      'Distributee',
      'Charles Amos Pemberton',
      "4711 3rd Steet, Apartment 3B, Garland. I'X 75040",
      'Disinterested Witness',
    ].join('\n');
    const parsed = parseOcr([page]);
    expect(parsed.parties.grantees.map((g) => g.name).sort()).toEqual(['Mateo Salas', 'Wendell A. Mbeki']);
    expect(parsed.people.find((p) => p.name === 'Charles Amos Pemberton')?.role).toBe('witness');
  });
});

describe('decedent facts of noisy scans', () => {
  it('reads a residence whose "at" the scan lost', () => {
    const page = [
      'SMALL ESTATE AFFIDAVIT',
      'A. Decedent, JOAN ANN LUNDQUIST, died on 11/15/2019 in Socorro, Texas.',
      'B. Decedent was domiciled in El Paso County, Texas, residing 1300 Sandpiper, Socorro, Texas 79927.',
    ].join('\n');
    expect(parseOcr([page]).decedent?.residenceAddress).toBe('1300 Sandpiper, Socorro, TX 79927');
  });
});

describe('legal descriptions of noisy scans', () => {
  it('ends a description on its county and state when OCR lost the blank line after it', () => {
    const page = [
      'RELEASE OF LIEN',
      'KNOW ALL PERSONS BY THESE PRESENTS! That HERITAGE FEDERAL CREDIT UNION, the legal owner and holder of the',
      'note executed by JUAN HARRINGTON, covering the following described property:',
      '',
      'LOT EIGHTEEN (18), BLOCK NINE (9), SPRING BRANCH ESTATES, HARRIS COUNTY,',
      'TEXAS, ACCORDING TO THE MAP OR PLAT THEREOF RECORDED IN VOLUME 88, PAGE 25,',
      'MAP RECORDS OF HARRIS COUNTY, TEXAS.    .   :',
      'for and in consideration of the full and final payment of said note, does',
    ].join('\n');
    const parsed = parseOcr([page]);
    expect(parsed.property.legalDescription).toMatch(/MAP RECORDS OF HARRIS COUNTY, TEXAS\.$/);
    expect(parsed.parties.grantors.map((g) => g.name)).toEqual(['Heritage Federal Credit Union']);
  });

  it('restores the plat of "map or plat thereof"', () => {
    const page =
      'described as follows:\n\nLOT 12, BLOCK 11, CAPROCK ADDITION, ACCORDING TO THE MAP OR PAT THEREOF RECORDED IN VOLUME 85.\n\nThe Grantor';
    expect(parseOcr([page]).property.legalDescription).toContain('MAP OR PLAT THEREOF');
  });

  it('keeps a description that goes on after its county in small letters', () => {
    const page =
      'described as follows:\n\nUnit 5, Building 2, of HERON POINTE, of the Public Records of Harris County, Texas\ntogether with an undivided interest in the common elements.\n\nThe Grantor';
    expect(parseOcr([page]).property.legalDescription).toMatch(/together with an undivided interest/);
  });

  it('restores the capitals OCR read small in a mixed-case description', () => {
    const page =
      'described as follows:\n\nunit 204, Building 12, of HERON POINTE, a condominium, according to the declaration of Condominium, an addition to the city of Largo, pinellas County, Florida, recorded in volume 24, page 23 of the public Records of Pinellas County, Florida.\n\nThe Grantor';
    expect(parseOcr([page]).property.legalDescription).toBe(
      'Unit 204, Building 12, of HERON POINTE, a condominium, according to the Declaration of Condominium, an addition to the City of Largo, Pinellas County, Florida, recorded in Volume 24, Page 23 of the Public Records of Pinellas County, Florida.',
    );
    // "at page 14" printed small stays as printed.
    const printed =
      'described as follows:\n\nLot 62, as shown on that certain map of Tract No. 1187, filed for record in Book 58 of Maps, at page 14, Santa Clara County Records.\n\nThe Grantor';
    expect(parseOcr([printed]).property.legalDescription).toContain('at page 14');
  });
});

describe('parties of noisy scans', () => {
  it('takes the fiduciary named right before the capacity, not a caption OCR ran into the sentence', () => {
    const page = [
      'CLERK OF THE CIRCUIT COURT & COMPTROLLER',
      'PINELLAS COUNTY, FL',
      "PERSONAL REPRESENTATIVE'S DEED",
      'THIS DEED is made on the 15th day of June, 2021 by DIEGO E. MACPHERSON (a son',
      'of the decedent) as Personal Representative of the Estate of LORETTA GRACE',
      'DVORAK, deceased, who died on the 13th day of September, 2020, Grantor, to',
      'STANLEY CARL DVORAK, residing at 1657 Pecan Blvd., Largo, FL 33770, Grantee.',
    ].join('\n');
    expect(parseOcr([page]).parties.grantors.map((g) => [g.name, g.role])).toEqual([
      ['Diego E. MacPherson', 'personal_representative'],
    ]);
  });

  it('names both co-fiduciaries of one capacity', () => {
    const page = [
      "EXECUTORS' DEED",
      'THIS DEED is made by JOHN A. SMITH and MARY B. SMITH, as Independent Executors of the Estate of',
      'PAUL SMITH, deceased, Grantor, to JANE DOE, residing at 5 Oak St., Austin, TX 78701, Grantee.',
    ].join('\n');
    expect(parseDocumentText({ pages: [page] }).parties.grantors.map((g) => g.name)).toEqual([
      'John A. Smith',
      'Mary B. Smith',
    ]);
  });

  it('finds the lienholder of a release whose "KNOW ALL PERSONS" line OCR moved away', () => {
    const page = [
      'RELEASE OF LIEN',
      'S: That EVERGREEN HOME LOANS, INC., the legal.',
      'he original principal sum of $292,000.00 executed by HIROSHI JAMES DELEON, whose address is 3990',
      '2nd St, Lubbock, TX 79416, and secured by a Deed of Trust dated April 11th, 2002,',
      'KNOW ALL PERSONS BY THESE PRESENT',
    ].join('\n');
    expect(parseOcr([page]).parties.grantors.map((g) => [g.name, g.role])).toEqual([
      ['Evergreen Home Loans, Inc.', 'lienholder'],
    ]);
  });

  it('keeps an alternate beneficiary out of the grantees when OCR puts a blank line under its heading', () => {
    const page = [
      'TRANSFER ON DEATH DEED',
      'Owner Making This Deed:',
      'AUGUSTINE P. DELEON',
      'PRIMARY BENEFICIARY',
      'I designate the following beneficiary if the beneficiary survives me:',
      'Name: VERONICA DELEON ALANIZ (my daughter)',
      'Address: 7214 Everhart Rd., Corpus Christi, TX 78413',
      '',
      'ALTERNATE BENEFICIARY - Optional',
      '',
      'If my Primary Beneficiary does not survive me, I designate:',
      'Name: MATEO DELEON ALANIZ (my grandson)',
      'Address: same as above',
    ].join('\n');
    expect(parseOcr([page]).parties.grantees.map((g) => g.name)).toEqual(['Veronica DeLeon Alaniz']);
  });
});
