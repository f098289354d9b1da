import { describe, expect, it } from 'vitest';
import { clauseAddressAfter } from '@/parsers/extract/common/address-near';
import { affiantsKinship } from '@/parsers/extract/common/affiants-kinship';
import { priorOwnerMentions } from '@/parsers/extract/common/chain-of-title';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { placeFromPhrase } from '@/parsers/extract/common/decedent';
import { guardianSigners } from '@/parsers/extract/common/guardian';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { courtOrderSections } from '@/parsers/extract/common/sections';
import { inlineRoleMentions, signatureBlockMentions } from '@/parsers/extract/common/signatures';
import { tableMentions } from '@/parsers/extract/common/tables';
import { parseDocumentText } from '@/parsers/index';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { Doc } from '@/parsers/text/doc';

/**
 * A parent signing for a minor as "natural guardian and next friend", table cells that run into the next column,
 * ticked exemption boxes beside an inventory's description, a hospital glued to its city, "U.S. Highway" addresses,
 * a disinterested witness's own affidavit under a Texas venue, a clerk's certificate dated at the end of its last
 * line, a probate order titled in the caption's right column, a court's finding of widowhood, a vesting deed's
 * grantor named after the grantees, the affiants' kinship stated together, New Jersey's attorney who takes the
 * acknowledgment, a buyer's address "about to be", a tax-map lot closing a metes-and-bounds description, and a statutory
 * satisfaction of a security instrument summarised in labels and signed by its secured creditor.
 */
const doc = (text: string) => new Doc([text]);

describe('a guardian signing as "natural guardian and next friend"', () => {
  it('names the ward as the one the guardian signs for', () => {
    const text = `_____________________________
Lorraine Beth Whitacre, as natural guardian and next friend
of Owen Thomas Whitacre, a minor, Distributee
`;
    const [g] = guardianSigners(text);
    expect(g?.guardian.name).toMatch(/Lorraine Beth Whitacre/i);
    expect(g?.ward.name).toMatch(/Owen Thomas Whitacre/i);
  });
});

describe('a table cell that runs into the next column with one blank', () => {
  it('is split where a word starts under the next column', () => {
    const text = `NAME                     RELATIONSHIP  ADDRESS                      SHARE
-----------------------  ------------  ---------------------------  -----
Carla Jean Whitfield     Daughter      88 Oak Ridge Rd.,             1/2
                                       Joplin, MO 64801
Dylan Scott Whitfield    Son (adopted) 402 W. 7th Street,            1/2
                                       Joplin, MO 64801
`;
    const rows = tableMentions(doc(text));
    const dylan = rows.find((r) => /Dylan/.test(r.name));
    expect(dylan?.relationship).toBe('son');
    expect(dylan?.address?.value.formatted).toBe('402 W 7th St, Joplin, MO 64801');
  });
  it('keeps a long name whole though it overruns its column', () => {
    const text = `NAME              RELATIONSHIP   ADDRESS                 SHARE
Anna Marie Kowalczyk Daughter    12 Pine St., Erie, PA   1/1
`;
    expect(tableMentions(doc(text))[0]?.name).toMatch(/Anna Marie Kowalczyk/i);
  });
});

describe("an inventory's ticked exemption box beside the description", () => {
  it('is no part of the description', () => {
    const text = `ASSETS OF THE ESTATE                           EXEMPT?        VALUE
    (a) Homestead: Lot 3, Block 8, MEADOWBROOK      [X] Yes  $151,200.00
        ESTATES, an addition to the City of Abilene, Taylor County, Texas,
        according to the plat recorded in Cabinet 2, Slide 114, Plat Records
        of Taylor County, Texas
    (b) 2011 Ford F-150                              [ ] No     $8,100.00
`;
    const legal = findLegalDescription(doc(text))?.value ?? '';
    expect(legal).toMatch(/^Lot 3, Block 8, MEADOWBROOK ESTATES, an addition/);
    expect(legal).not.toMatch(/\[X\]|\$151/);
  });
});

describe('a place of death', () => {
  it('reads the city a scan glued to "in"', () => {
    expect(placeFromPhrase('Mercy Regional Hospital inTulsa, Tulsa County, Oklahoma')).toBe('Tulsa, OK');
  });
});

describe('a U.S. highway address', () => {
  it('keeps the country initials in capitals', () => {
    expect(normalizeAddress('902 U.S. Highway 61 North, Hannibal, MO 63401')?.formatted).toBe(
      '902 US Hwy 61 N, Hannibal, MO 63401',
    );
  });
});

describe("a disinterested witness's own affidavit under a Texas venue", () => {
  it('makes the one who says "My name is" a witness, with the residence that follows', () => {
    const text = `                  AFFIDAVIT OF DISINTERESTED WITNESS

THE STATE OF TEXAS          §
COUNTY OF LUBBOCK           §

     BEFORE ME, the undersigned authority, on this day personally appeared
Delbert K. Ransome, who, being by me duly sworn, stated: "My name is
Delbert K. Ransome. I reside at 4410 Elgin Avenue, Lubbock, Texas 79413.
I knew the decedent for thirty years and am not related to him."
`;
    const found = inlineRoleMentions(doc(text)).filter((m) => /Ransome/i.test(m.name));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((m) => m.role === 'witness')).toBe(true);
    expect(found.some((m) => m.address?.value.formatted === '4410 Elgin Ave, Lubbock, TX 79413')).toBe(true);
  });
});

describe('a probate order and its clerk certificate', () => {
  const text = `STATE OF IOWA                                            DISTRICT COURT
COUNTY OF POLK                                           PROBATE

In the Matter of the Estate of          ORDER ADMITTING WILL TO PROBATE
HAROLD EUGENE BRANDT,                   AND APPOINTING EXECUTOR
               Decedent.

     IT IS ORDERED: The Will is admitted to probate. Nora Brandt Lind
is appointed Executor, and Letters Testamentary shall issue upon qualification.

Dated: June 3, 2021                      BY THE COURT:

                        CERTIFICATE OF CLERK
     I certify that the foregoing Order is a true and correct copy of the
original on file in this Court and remains in full force.    Dated: June 9, 2021.
`;
  it('opens a section at an order titled in the caption column without a rule', () => {
    expect(courtOrderSections(doc(text)).some((s) => /ORDER ADMITTING WILL/.test(s.heading.text))).toBe(true);
  });
  it('dates the probate by the order and the certificate by the date closing its last line', () => {
    const dates = findOtherDates(doc(text), { category: 'WILL' });
    expect(dates.map((d) => `${d.iso} ${d.label}`)).toEqual(
      expect.arrayContaining(['2021-06-03 probate_admitted', '2021-06-09 court_certification']),
    );
  });
});

describe('a court finding the decedent unmarried because the spouse died first', () => {
  it('reads widowed even when the will tells of an earlier divorce', () => {
    const d = parseDocumentText({
      pages: [
        `                         LAST WILL AND TESTAMENT
                                OF
                        MARTHA ELLEN QUIGLEY

The Court FINDS: Martha Ellen Quigley died on May 2, 2022. Decedent was not married at
her death, her husband having predeceased her.

     I, MARTHA ELLEN QUIGLEY, of Ames, Iowa, declare this to be my Will. My first marriage
to Dale Quigley ended in divorce. My husband, Arthur Penn, died in 2018.
`,
      ],
    });
    expect(d.decedent?.maritalStatus).toBe('widowed');
  });
});

describe("a vesting deed's grantor named after the grantees", () => {
  it('is a prior owner', () => {
    const text = `Title to the Property was conveyed to "Alma R. Fenwick, Trustee of the Fenwick Family
Trust" by Clarence D. Holloway, by Quitclaim Deed dated May 1, 2009 and recorded May 8, 2009.`;
    expect(priorOwnerMentions(doc(text)).map((m) => m.name)).toContain('Clarence D. Holloway');
  });
});

describe("the affiants' kinship stated together", () => {
  it('gives one kinship for each affiant, in order', () => {
    expect(
      affiantsKinship("the undersigned, being the decedent's widow, son and daughter, state")?.kin,
    ).toEqual(['spouse', 'son', 'daughter']);
    expect(
      affiantsKinship("the affiants, who are the Decedent's nephew and niece, become trustees")?.kin,
    ).toEqual(['nephew', 'niece']);
    expect(affiantsKinship('The affiants are residents of Ohio.')).toBeNull();
  });
});

describe("New Jersey's attorney who takes the acknowledgment", () => {
  it('signs as its officer', () => {
    const text = `     I CERTIFY that on May 2, 2022, JOAN PERELLI personally came before me and
stated to my satisfaction that this person was the maker of this Deed.

                                       _____________________________
                                       DAVID M. ORLOWSKI
                                       An Attorney at Law of the
                                       State of New Jersey
`;
    const officer = signatureBlockMentions(doc(text)).find((m) => /ORLOWSKI/i.test(m.name));
    expect(officer?.role).toBe('notary');
  });
});

describe("a buyer's address still to come", () => {
  it('is read after "about to be"', () => {
    const text = `AND KEVIN LOH, whose post office address is about to be 19 Birch Court, Closter, New Jersey 07624,
referred to as the Grantee.`;
    expect(clauseAddressAfter(text, text.indexOf(','), [])?.value.formatted).toBe(
      '19 Birch Ct, Closter, NJ 07624',
    );
  });
});

describe('a tax-map lot closing a metes-and-bounds description', () => {
  it('belongs to the description', () => {
    const text = `The legal description is:

     ALL that certain tract of land situate in the Borough of Fair Lawn, County of Bergen
and State of New Jersey, being more particularly described as follows:

     BEGINNING at a point in the westerly line of Maple Avenue; thence North 10 degrees
East, 50.00 feet to the point or place of BEGINNING.

     Being Lot 9 in Block 5101 on the Tax Map of the Borough of Fair Lawn.

     Premises commonly known as 12 Maple Avenue, Fair Lawn, NJ 07410.
`;
    expect(findLegalDescription(doc(text))?.value).toMatch(
      /BEGINNING\. Being Lot 9 in Block 5101 on the Tax Map/,
    );
  });
});

describe('a statutory satisfaction of a security instrument', () => {
  const d = parseDocumentText({
    pages: [
      `Prepared by and after recording return to:
   Blue Ridge Valley Bank
   Attention: Payoff Unit
   P.O. Box 4410
   Asheville, NC 28802

Copy to owners:
   Marcus L. Pruett and Denise K. Pruett
   77 Laurel Knob Road, Fletcher, NC 28732

                 SATISFACTION OF SECURITY INSTRUMENT

     The undersigned is the current secured creditor in the security instrument
identified as follows:

Original grantor(s):          MARCUS LEE PRUETT and wife,
                              DENISE KAY PRUETT
Original secured creditor(s): BLUE RIDGE VALLEY BANK
Original trustee(s):          HOLLIS B. CAMP, Trustee
Date of instrument:           June 2, 2016
Recording data:               The security instrument is recorded in Book
                              5521 at Page 118, on June 9, 2016, in the
                              Office of the Register of Deeds of Henderson County.
Property address (optional):  77 Laurel Knob Road, Fletcher, North
                              Carolina 28732

     The secured creditor identified below hereby satisfies the security
instrument described above.

Date: 08/15/2024

                                    BLUE RIDGE VALLEY BANK,
                                    Secured Creditor

                                    By: _________________________________
                                    Name:  Tamara J. Reese
                                    Title: Assistant Vice President
`,
    ],
  });
  it('releases from the company signing as secured creditor, at its mailing block address', () => {
    expect(d.parties.grantors.map((g) => `${g.name}|${g.role}|${g.address}`)).toEqual([
      'Blue Ridge Valley Bank|lienholder|PO Box 4410, Asheville, NC 28802',
    ]);
  });
  it('releases to the original grantors, at the address of the copy sent to the owners', () => {
    expect(d.parties.grantees.map((g) => `${g.name}|${g.role}|${g.address}`).sort()).toEqual([
      'Denise Kay Pruett|borrower|77 Laurel Knob Rd, Fletcher, NC 28732',
      'Marcus Lee Pruett|borrower|77 Laurel Knob Rd, Fletcher, NC 28732',
    ]);
  });
  it("names the instrument's trustee as a non-party", () => {
    expect(d.people.find((p) => p.name === 'Hollis B. Camp')?.role).toBe('other');
  });
  it('dates the satisfaction by its own date line and the lien by the summary', () => {
    expect(d.keyDates.instrument).toBe('2024-08-15');
    expect(d.typeSpecific.otherDates).toEqual([
      { date: '2016-06-02', label: 'lien_dated' },
      { date: '2016-06-09', label: 'lien_recorded' },
    ]);
  });
  it('reads the property address under a label with a note', () => {
    expect(d.property.address).toBe('77 Laurel Knob Rd, Fletcher, NC 28732');
    expect(d.property.addressSource).toBe('stated');
  });
});
