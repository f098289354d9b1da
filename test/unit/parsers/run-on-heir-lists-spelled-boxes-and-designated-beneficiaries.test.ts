import { describe, expect, it } from 'vitest';
import { respectiveKinship } from '@/parsers/extract/common/respective-kinship';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { readName } from '@/parsers/text/read-name';

/**
 * Fiduciary deeds whose heirs' recital runs over a page break and names each heir after its own kinship word,
 * preparers' and takers' post-office boxes spelled out ("Post Office Box"), affidavits of death reciting the
 * transfer-on-death deed's designation of beneficiaries with one kinship word for each, a taker's address given
 * in a sentence of its own, a general notary's seal printed without a border, and releases whose opening gives
 * the holder's address. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

const ADMINISTRATOR_DEED = `PREPARED BY AND RETURN TO:
Harlan P. Mayfield, ASB #7731
Mayfield & Drum, LLC
Post Office Box 4410
Huntsville, Alabama 35815

                         ADMINISTRATOR'S DEED

STATE OF ALABAMA
COUNTY OF MADISON

     KNOW ALL MEN BY THESE PRESENTS, that for and in consideration of the sum of
NINETY-ONE THOUSAND AND NO/100 DOLLARS ($91,000.00), the undersigned, GERALD WAYNE
PICKENS, Administrator of the Estate of HAZEL DEAN PICKENS, Deceased, does hereby grant,
bargain, sell and convey unto RIVER BEND HOLDINGS, LLC, the following described real
estate situated in Madison County, Alabama, to-wit:

     Lot 9, Block 4, CEDAR GAP ADDITION, as recorded in Plat Book 12, Page 88.

     The Grantor recites that HAZEL DEAN PICKENS, a widow, died intestate on March 3,
2021, and left surviving as her sole heirs at law her son, Gerald Wayne Pickens, and
her daughter, CHARLOTTE ANNE
\fWHITLEY, who consents to this conveyance.

     IN WITNESS WHEREOF, the Grantor has set his hand this 14th day of June, 2023.

                                        ______________________________
                                        GERALD WAYNE PICKENS, Administrator
`;

const AFFIDAVIT_OF_DEATH = `          AFFIDAVIT OF DEATH OF TRANSFEROR AND OF SURVIVING BENEFICIARIES

STATE OF IOWA        )
                     ) ss.
COUNTY OF POLK       )

     MARGARET ELLEN TOOMEY, being first duly sworn, deposes and states:

1.   Affiant resides at 2210 Grand Avenue, Des Moines, Iowa 50312.

2.   ARTHUR JAMES LINDQUIST, the Decedent, died on April 2, 2023, at Des Moines, Iowa.

3.   By Transfer on Death Deed dated March 1, 2018, the Decedent, as transferor, named as
     beneficiaries, share and share alike, MARGARET ELLEN TOOMEY, ROBERT ALAN LINDQUIST and
     DANIEL LINDQUIST HOYT, his daughter, son and nephew, respectively, of the following
     described real estate:

          Lot 3, Block 7, SOUTHRIDGE PLACE, an Official Plat, Polk County, Iowa.

4.   The mailing address of DANIEL LINDQUIST HOYT is Post Office Box 618, Ames, Iowa 50010.

     Dated this 9th day of May, 2023.

                                        __________________________________
                                        MARGARET ELLEN TOOMEY, Affiant

     Subscribed and sworn to before me on May 9, 2023, by Margaret Ellen Toomey.

                                        __________________________________
                                        Notary Public
     GENERAL NOTARY - State of Iowa
           LUCINDA M. BRAMWELL
      My Comm. Exp. June 1, 2026
`;

describe('names and heirs running over a page break', () => {
  it('reads a name on through a page break whose blank lines were joined into the sentence', () => {
    expect(readName('her daughter, CHARLOTTE ANNE \fWHITLEY, who consents', 14)?.name).toBe(
      'CHARLOTTE ANNE WHITLEY',
    );
  });

  it('takes every relative of a "sole heirs at law her son, A, and her daughter, B" recital as an heir', () => {
    const out = parse(ADMINISTRATOR_DEED);
    expect(person(out, 'Charlotte Anne Whitley')).toMatchObject({ role: 'heir', relationship: 'daughter' });
    expect(person(out, 'Gerald Wayne Pickens')).toMatchObject({ role: 'administrator', relationship: 'son' });
  });
});

describe('post-office boxes spelled out', () => {
  it('normalises "Post Office Box" to PO Box', () => {
    expect(normalizeAddress('Post Office Box 4410, Huntsville, Alabama 35815')?.formatted).toBe(
      'PO Box 4410, Huntsville, AL 35815',
    );
  });

  it("reads the preparer's box under the firm's line", () => {
    expect(person(parse(ADMINISTRATOR_DEED), 'Harlan P. Mayfield')).toMatchObject({
      role: 'preparer',
      address: 'PO Box 4410, Huntsville, AL 35815',
    });
  });
});

describe("an affidavit of death reciting the transfer-on-death deed's designation", () => {
  it('pairs a list with its kinship words said once, in order', () => {
    const text = 'to A B, C D and E F, her son, daughter and niece, respectively';
    expect(respectiveKinship(text, text.indexOf(', her'), 3)).toEqual(['son', 'daughter', 'niece']);
    expect(respectiveKinship(text, text.indexOf(', her'), 2)).toBeNull();
    expect(respectiveKinship('A B and C D, her children and grandchildren', 11, 2)).toBeNull();
  });

  it('takes every designated beneficiary as a grantee, not the land described after them', () => {
    const out = parse(AFFIDAVIT_OF_DEATH);
    expect(out.parties.grantees.map((g) => `${g.name} (${g.role})`).sort()).toEqual([
      'Daniel Lindquist Hoyt (beneficiary)',
      'Margaret Ellen Toomey (beneficiary)',
      'Robert Alan Lindquist (beneficiary)',
    ]);
    expect(person(out, 'Robert Alan Lindquist')?.relationship).toBe('son');
    expect(person(out, 'Daniel Lindquist Hoyt')?.relationship).toBe('nephew');
    expect(out.people.some((p) => /Southridge/i.test(p.name))).toBe(false);
  });

  it('gives a taker the address a sentence of its own states', () => {
    expect(person(parse(AFFIDAVIT_OF_DEATH), 'Daniel Lindquist Hoyt')?.address).toBe(
      'PO Box 618, Ames, IA 50010',
    );
  });

  it("reads the notary's name off a general notary's seal printed without a border", () => {
    expect(person(parse(AFFIDAVIT_OF_DEATH), 'Lucinda M. Bramwell')?.role).toBe('notary');
  });
});

const RELEASE = `                        RELEASE OF MORTGAGE

     KNOW ALL PERSONS BY THESE PRESENTS, that PRAIRIE LAKES NATIONAL BANK,
N.A., a national banking association, whose address is 410 Commerce Drive,
Mankato, Minnesota 56001 (the "Mortgagee"), the owner and holder of that
certain mortgage given by HOLLIS R. VANCE and JUNE A. VANCE, husband and wife,
dated May 2, 2015, does hereby release and discharge said mortgage in full.

                                  PRAIRIE LAKES NATIONAL BANK, N.A.
`;

describe("a release's holder", () => {
  it('takes the address its opening clause gives it', () => {
    const out = parse(RELEASE);
    expect(out.parties.grantors).toEqual([
      {
        name: 'Prairie Lakes National Bank, N.A.',
        role: 'lienholder',
        address: '410 Commerce Dr, Mankato, MN 56001',
      },
    ]);
  });

  it("leaves the borrowers' address, named after them, to the borrowers", () => {
    const text = RELEASE.replace(
      /, whose address is 410 Commerce Drive,\nMankato, Minnesota 56001 \(the "Mortgagee"\), the owner and holder of that\ncertain mortgage given by HOLLIS R. VANCE and JUNE A. VANCE, husband and wife,/,
      ' (the "Mortgagee"), the owner and holder of that certain mortgage given by\nHOLLIS R. VANCE and JUNE A. VANCE, husband and wife, whose address is 88 Elm\nStreet, Mankato, Minnesota 56001,',
    );
    expect(text).toContain('88 Elm');
    expect(parse(text).parties.grantors[0]?.address ?? null).toBeNull();
  });
});
