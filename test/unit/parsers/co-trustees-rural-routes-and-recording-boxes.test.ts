import { describe, expect, it } from 'vitest';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { relationshipAround } from '@/parsers/extract/common/family';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { findRecordedDate } from '@/parsers/extract/common/recording';
import { inlineRoleMentions } from '@/parsers/extract/common/signatures';
import { isTableHeader } from '@/parsers/extract/common/tables';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { isEntity } from '@/parsers/normalize/names';
import { Doc } from '@/parsers/text/doc';
import { readName } from '@/parsers/text/read-name';

/**
 * Affidavits of death by co-trustees and remaindermen, small-estate affidavits with rural-route heirs, and the
 * recording boxes and stamps around them (blind round 10). Invented passages in the style of real forms, worded
 * differently from the documents the rules were written for.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('co-affiants and their list of mailing addresses', () => {
  const text = `              AFFIDAVIT OF DEATH OF TRUSTEE

STATE OF NEVADA      )
                     ) ss.
County of Washoe     )

     PETER J. ST. CLAIR and MONICA R. HALE, being first duly sworn, depose and say:

     1.  HAROLD WEBB ST. CLAIR (the "Decedent") died on January 9, 2022, at Reno, Washoe County, Nevada.
The Decedent was the sole trustee of THE ST. CLAIR LIVING TRUST dated June 1, 2001. Under the trust instrument
his son PETER J. ST. CLAIR and his daughter MONICA R. HALE are named successor co-trustees.

     2.  The mailing addresses of the successor co-trustees are:

          Peter J. St. Clair        77 Canyon Road
                                    Sparks, Nevada 89431

          Monica R. Hale            1200 Ridge Street, Apt. 4
                                    Reno, Nevada 89509

     DATED: March 2, 2022.

_______________________________          _______________________________
PETER J. ST. CLAIR,                      MONICA R. HALE,
Successor Trustee of The St. Clair       Successor Trustee of The St. Clair
Living Trust dated June 1, 2001          Living Trust dated June 1, 2001
`;
  it('takes both names before ", being first duly sworn" as affiants, initials and "St." included', () => {
    const affiants = inlineRoleMentions(doc(text)).filter((m) => m.role === 'affiant');
    expect(affiants.map((a) => a.name)).toEqual(
      expect.arrayContaining(['PETER J. ST. CLAIR', 'MONICA R. HALE']),
    );
  });
  it('makes both successor trustees, each with the address in the column beside the name', () => {
    const out = parse(text);
    expect(out.parties.grantees).toEqual([
      { name: 'Peter J. St. Clair', role: 'successor_trustee', address: '77 Canyon Rd, Sparks, NV 89431' },
      { name: 'Monica R. Hale', role: 'successor_trustee', address: '1200 Ridge St Apt 4, Reno, NV 89509' },
    ]);
  });
  it('reads signature blocks side by side as no table of people', () => {
    expect(isTableHeader('Successor Trustee of The St. Clair       Successor Trustee of The St. Clair')).toBe(
      false,
    );
    expect(isTableHeader('Name of Successor      Address')).toBe(true);
  });
  it('keeps an abbreviated "ST." particle in a capitalised name', () => {
    expect(readName('MONICA ST. GERMAIN, being sworn', 0)?.name).toBe('MONICA ST. GERMAIN');
  });
});

describe('dates of the instruments an affidavit recites', () => {
  it('does not read the date of a deed named after "the Trust" as the trust date', () => {
    const text = `THE HALE FAMILY TRUST (the "Trust"), grantee under a Quitclaim Deed dated June 3, 2011, recorded June 9, 2011.`;
    const labels = findOtherDates(doc(text), { category: 'AFFIDAVIT_OF_DEATH' });
    expect(labels.map((l) => [l.iso, l.label])).toEqual([
      ['2011-06-03', 'vesting_deed_dated'],
      ['2011-06-09', 'vesting_deed_recorded'],
    ]);
  });
  it('reads the vesting deed of "acquired title ... as joint tenants by Warranty Deed ... dated"', () => {
    const text = `The decedent and his wife acquired title to the premises as joint tenants with right of survivorship by
Warranty Deed from Carl Ober dated April 2, 1990, and recorded April 6, 1990, in Deed Book 12, page 4.`;
    const labels = findOtherDates(doc(text), { category: 'SMALL_ESTATE_AFFIDAVIT' });
    expect(labels.map((l) => l.label)).toEqual(['vesting_deed_dated', 'vesting_deed_recorded']);
  });
  it("reads Ohio's Transfer on Death Designation Affidavit as the instrument vesting the beneficiaries", () => {
    const text = `The owner executed a Transfer on Death
Designation Affidavit dated June 1, 2019, recorded June 4, 2019 as Instrument No. 2019060400012.`;
    const labels = findOtherDates(doc(text), { category: 'AFFIDAVIT_OF_DEATH' });
    expect(labels.map((l) => [l.iso, l.label])).toEqual([
      ['2019-06-01', 'vesting_deed_dated'],
      ['2019-06-04', 'vesting_deed_recorded'],
    ]);
  });
  it("reads a stamp's day-month-year with its time of day: 02-OCT-23 0941 AM", () => {
    const d = findRecordedDate(doc(`ENTRY 1234567 BK 88 PG 9\n02-OCT-23 0941 AM FEE $40.00\n\nAFFIDAVIT`));
    expect(d?.iso).toBe('2023-10-02');
  });
});

describe('the decedent and the people around the affidavit', () => {
  it('reads the place of death after a numeric date: "died on 3/7/2022 at <hospital> in <city>, <state>"', () => {
    // (The death date itself is read from the attached certificate.)
    const text = `SMALL ESTATE AFFIDAVIT\n\nThe decedent's name is ROSA LEE VANCE. The decedent died on 3/7/2022 at Mercy Hospital in
Joliet, Illinois. A copy of the death certificate is attached.

CERTIFICATE OF DEATH
  DECEDENT'S NAME:   ROSA LEE VANCE
  DATE OF DEATH:     MARCH 7, 2022
  CITY OF DEATH:     JOLIET`;
    expect(parse(text).decedent?.placeOfDeath).toBe('Joliet, IL');
  });
  it('reads kinship stated after the affiant\'s address: "X, of <address>, is of full age and is the widow of the decedent"', () => {
    const text = `ELLA MAE BOYD, of 9 Fir Court, Ames, Iowa 50010, is of full age and is the surviving wife of the decedent.`;
    expect(relationshipAround(text, 0, 'ELLA MAE BOYD'.length)).toBe('spouse');
  });
  it('takes the remaindermen named in apposition as the survivors', () => {
    const text = `AFFIDAVIT OF DEATH OF LIFE TENANT

     MARK O. BELL, being first duly sworn, deposes and says:

     That NORA BELL, the life tenant, died on May 1, 2023, and that the remaindermen, MARK O. BELL, whose address
is 4 Elm Street, Provo, Utah 84601, and JUNE BELL PRATT, whose address is 80 Oak Lane, Logan, Utah 84321,
both survived her and now hold the fee simple title.
`;
    const out = parse(text);
    expect(out.parties.grantees.map((g) => [g.name, g.role])).toEqual([
      ['Mark O. Bell', 'beneficiary'],
      ['June Bell Pratt', 'beneficiary'],
    ]);
  });
  it('takes a PLLC for a firm, and the attorney printed under the firm in a "drafted by" column', () => {
    expect(isEntity('Ruiz Baptiste PLLC')).toBe(true);
    const text = `THIS INSTRUMENT WAS DRAFTED BY:         SEND TAX STATEMENTS TO:
Ruiz Baptiste PLLC                      Anna Ruiz
Carla M. Baptiste (#0123456)            55 Birch Lane
400 Main Street, Suite 2                Edina, MN 55424
Edina, MN 55424`;
    const preparers = inlineRoleMentions(doc(text)).filter((m) => m.role === 'preparer');
    expect(preparers[0]).toMatchObject({
      name: 'Carla M. Baptiste',
      address: { value: { formatted: '400 Main St Ste 2, Edina, MN 55424' } },
    });
  });
  it('reads the attorney of a "Name and Return Address:" box, the title and the firm left out', () => {
    const text = `                                  | Name and Return Address:
                                  | Attorney Lena K. Ostrowski
                                  | Ostrowski Law Office, S.C.
                                  | 12 Main Street
                                  | Wausau, WI 54401
                                  |`;
    const preparers = inlineRoleMentions(doc(text)).filter((m) => m.role === 'preparer');
    expect(preparers[0]).toMatchObject({
      name: 'Lena K. Ostrowski',
      address: { value: { formatted: '12 Main St, Wausau, WI 54401' } },
    });
  });
  it('reads the address after an attorney number and a "Return after recording to:" label', () => {
    const text = `Prepared by Dana R. Quist, Attorney No. 40021-53, 8 S. 2nd Street, Terre Haute, Indiana 47807.
Return after recording to: Dana R. Quist, 8 S. 2nd Street, Terre Haute, IN 47807`;
    const preparers = inlineRoleMentions(doc(text)).filter((m) => m.role === 'preparer');
    expect(preparers.map((p) => p.address?.value.formatted)).toEqual([
      '8 S 2nd St, Terre Haute, IN 47807',
      '8 S 2nd St, Terre Haute, IN 47807',
    ]);
  });
});

describe('rural routes', () => {
  it('normalises "Rural Route 4, Box 12A" as USPS Publication 28 writes it', () => {
    expect(normalizeAddress('Rural Route 4, Box 12A, Eureka, Kansas 67045')?.formatted).toBe(
      'RR 4 Box 12A, Eureka, KS 67045',
    );
    expect(normalizeAddress('R. R. 1 Box 7, Dana, IN 47847')?.formatted).toBe('RR 1 Box 7, Dana, IN 47847');
  });
  it("reads an heir's rural route printed under the heir's line", () => {
    const text = `SMALL ESTATE AFFIDAVIT

The decedent, OSCAR LUND, died on June 2, 2023. The names and places of residence of the decedent's heirs are:

    (a) IDA LUND BECK, daughter
        RR 3, Box 40, Atwood, IL 61913 ........ one-half
    (b) PAUL LUND, son
        15 Main St., Tuscola, IL 61953 ........ one-half
`;
    const heirs = parse(text).parties.grantees;
    expect(heirs.find((h) => h.name === 'Ida Lund Beck')?.address).toBe('RR 3 Box 40, Atwood, IL 61913');
  });
});

describe('forms and descriptions', () => {
  it("classifies by the title printed beside a form box's label", () => {
    const text = `Document Number          STATEMENT OF TRANSFER BY AFFIDAVIT
                         Wis. Stat. s. 867.03

The undersigned, being an heir of the decedent, states: the decedent died on April 2, 2023.`;
    expect(parse(text).category).toBe('SMALL_ESTATE_AFFIDAVIT');
  });
  it('does not end a description at a line that finishes the sentence before it ("in the Village of\\nX: Being ...")', () => {
    const text = `The real property is described as follows:

     Situated in the County of Lake and in the Village of
     Mentor: Being Lot 14 of Hidden Valley Allotment, as recorded in Plat Volume 9, Page 3.

     Parcel No.: 16-B-001-0-00-014-0`;
    expect(findLegalDescription(doc(text))?.value).toBe(
      'Situated in the County of Lake and in the Village of Mentor: Being Lot 14 of Hidden Valley Allotment, as recorded in Plat Volume 9, Page 3.',
    );
  });
});
