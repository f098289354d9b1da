import { describe, expect, it } from 'vitest';
import { priorOwnerMentions } from '@/parsers/extract/common/chain-of-title';
import { findOtherDates } from '@/parsers/extract/common/dates';
import { findDecedentName, findResidence } from '@/parsers/extract/common/decedent';
import { findStatedPropertyAddress } from '@/parsers/extract/common/property';
import { inlineRoleMentions, signatureBlockMentions } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { repairFromOtherPrintings } from '@/parsers/normalize/address-words';
import { Doc } from '@/parsers/text/doc';
import { joinSplitIonEndings } from '@/parsers/text/split-word-endings';

/**
 * A probate judge's certificate recorded over a will, and the recitals of fiduciary deeds: Massachusetts's decree
 * allowing the will and appointing the executor, Ohio's land-sale entries and caption, Nebraska's defined grantees
 * and "General Notary", a sole attorney's "Law Office of". Invented passages in the style of real recorded forms.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });
const dates = (text: string, category = 'EXECUTOR_DEED') =>
  findOtherDates(doc(text), { category }).map((d) => `${d.label} ${d.iso}`);

const CERTIFIED_WILL = `STATE OF SOUTH CAROLINA          )      IN THE PROBATE COURT
COUNTY OF GREENVILLE             )      ESTATE NO. 2022ES2300114

IN THE MATTER OF:  WALTER HAYES PINCKNEY, JR., DECEASED

                 CERTIFICATE OF PROBATE AND OF TRUE COPY

     I hereby certify that WALTER HAYES PINCKNEY, JR., late of Greenville
County, South Carolina, died on January 9, 2022; that the annexed instrument,
consisting of four (4) pages, is a true and correct copy of the Last Will and
Testament of said decedent; and that said Will was admitted to probate in
informal proceedings on March 14, 2022.

     Given under my hand and the seal of the Probate Court this 21st day of
March, 2022.

                                        Judge of Probate

                       LAST WILL AND TESTAMENT
                                  OF
                     WALTER HAYES PINCKNEY, JR.

     I, WALTER HAYES PINCKNEY, JR., of 88 Laurel Creek Road, Taylors, South
Carolina 29687, being of sound mind, do make this my Last Will and Testament.

ITEM I. I give and devise my house and lot at 88 Laurel Creek Road, Taylors,
South Carolina, to my wife, MAE PINCKNEY.

     IN WITNESS WHEREOF, I have set my hand and seal this 2nd day of May, 2019.

                  DESCRIPTION OF REAL PROPERTY AFFECTED

Street Address: 88 Laurel Creek Road, Taylors, SC 29687
Derivation:     Deed of Odell F. Cureton to Walter H. Pinckney, Jr. dated
                June 30, 1988, recorded in Deed Book 1311, page 77.
`;

describe("a probate judge's certificate recorded over a will", () => {
  it("reads the testator's own street when the certificate names only the county", () => {
    const d = doc(CERTIFIED_WILL);
    const residence = findResidence(d, findDecedentName(d));
    expect(residence?.value).toMatchObject({
      line1: '88 Laurel Creek Rd',
      city: 'Taylors',
      state: 'SC',
      zip: '29687',
    });
  });

  it('still reads no street when the will states none', () => {
    const text = CERTIFIED_WILL.replace(
      'of 88 Laurel Creek Road, Taylors, South\nCarolina 29687, being',
      'being',
    );
    const d = doc(text);
    const residence = findResidence(d, findDecedentName(d));
    expect(residence?.value && 'line1' in residence.value ? residence.value.line1 : null).toBeNull();
  });

  it('dates the certificate over a copy whose length is told between', () => {
    expect(dates(CERTIFIED_WILL, 'WILL')).toEqual(
      expect.arrayContaining(['probate_admitted 2022-03-14', 'court_certification 2022-03-21']),
    );
  });

  it('reads the deed a derivation clause names: its grantor and its date', () => {
    expect(dates(CERTIFIED_WILL, 'WILL')).toContain('vesting_deed_dated 1988-06-30');
    expect(priorOwnerMentions(doc(CERTIFIED_WILL)).map((m) => m.name)).toContain('Odell F. Cureton');
    const other = 'Source of Title: Warranty Deed of Lena M. Oakes to the Grantor dated May 2, 2001.';
    expect(priorOwnerMentions(doc(other)).map((m) => m.name)).toContain('Lena M. Oakes');
    // A deed of trust is no deed of title.
    const trust = 'Derivation: Deed of Trust of Amos Reed to Carl Vance, Trustee, dated May 2, 2001.';
    expect(priorOwnerMentions(doc(trust)).map((m) => m.name)).not.toContain('Amos Reed');
  });

  it("keeps the devised home's fuller statement, with its ZIP, when the summary states the same street", () => {
    expect(findStatedPropertyAddress(doc(CERTIFIED_WILL))?.value.formatted).toBe(
      '88 Laurel Creek Rd, Taylors, SC 29687',
    );
    // Another street stated later is not taken for it.
    const other = CERTIFIED_WILL.replace(
      'Street Address: 88 Laurel Creek Road',
      'Street Address: 90 Laurel Creek Road',
    );
    expect(findStatedPropertyAddress(doc(other))?.value.formatted).toBe('88 Laurel Creek Rd, Taylors, SC');
  });
});

describe('fiduciary deed recitals', () => {
  it("dates one decree that allowed the will and appointed the executor, and not a license's date after it", () => {
    const text = `I, MAUREEN T. CALLAHAN, of 9 Bay Road, Ludlow, Massachusetts, as Executrix of
the Will of PATRICK J. CALLAHAN, said Will having been duly allowed and the undersigned having
been appointed Executrix by Decree of the Worcester Probate and Family Court dated
October 11, 2021, Docket No. WO21P2290EA,

by the power conferred by the said Will, and by a License to Sell granted by said Court on
April 4, 2022, grant to ...`;
    expect(dates(text)).toEqual([
      'probate_admitted 2021-10-11',
      'letters_issued 2021-10-11',
      'order_of_sale 2022-04-04',
    ]);
  });

  it("labels Ohio's entry confirming the sale and reads the caption's defendants as named non-parties", () => {
    const text = `GRANT W. ELLSWORTH, Executor of the Estate of MARION ELLSWORTH, deceased, by the power
conferred by the Judgment Entry Authorizing Sale entered May 2, 2022, and the Judgment Entry
Confirming Sale entered July 18, 2022, in the proceeding captioned Grant W. Ellsworth, Executor
vs. Lydia Ann Ferrante, et al., Case No. 2022-LS-0091, grants to ...`;
    expect(dates(text)).toEqual(['order_of_sale 2022-05-02', 'sale_confirmed 2022-07-18']);
    expect(priorOwnerMentions(doc(text)).map((m) => `${m.name}|${m.role}`)).toEqual([
      'Lydia Ann Ferrante|other',
    ]);
  });

  it("reads the grantees' address after the label their parenthesis defines", () => {
    const out = parse(`PERSONAL REPRESENTATIVE'S DEED

EDITH M. SORENSEN, of 55 Pine Street, Lincoln, Nebraska 68508, as Personal
Representative of the Estate of KARL SORENSEN, Deceased (herein called "GRANTOR"),
for the sum of ONE HUNDRED DOLLARS received from GRANTEES, does grant, sell and
convey unto OMAR K. HADDAD and LEILA HADDAD, husband and wife, as joint tenants and
not as tenants in common (herein called "GRANTEES"), whose mailing address is 1204
Cass Street, Unit 3, Omaha, Nebraska 68102, the following real estate:

     Lot 4, Block 2, ELMWOOD PLACE, an Addition to the City of Omaha.
`);
    expect(out.parties.grantees.map((g) => `${g.name}|${g.address}`)).toEqual([
      'Omar K. Haddad|1204 Cass St Unit 3, Omaha, NE 68102',
      'Leila Haddad|1204 Cass St Unit 3, Omaha, NE 68102',
    ]);
  });

  it('reads the printed name under a "General Notary" title as the notary', () => {
    const found = signatureBlockMentions(
      doc(`     The foregoing instrument was acknowledged before me on May 1, 2023.

                                   _____________________________
                                   General Notary
                                   Annika P. Lindgren
                                   My Commission Expires: 04/30/2027
`),
    );
    expect(found.map((m) => `${m.name}|${m.role}`)).toContain('Annika P. Lindgren|notary');
  });

  it('reads the attorney a "Law Office of" return block is named for as the preparer', () => {
    const found = inlineRoleMentions(
      doc(`After recording return to:
   Law Offices of Renee C. Abernathy
   77 State Street, Suite 12
   Worcester, MA 01608
`),
    );
    expect(found.map((m) => `${m.name}|${m.role}|${m.address?.value.formatted}`)).toContain(
      'Renee C. Abernathy|preparer|77 State St Ste 12, Worcester, MA 01608',
    );
    // A firm with its form after the name stays a firm.
    const firm = inlineRoleMentions(doc('Return to:\n   Law Office of Carter Diaz, P.C.\n   5 Elm St\n'));
    expect(firm.map((m) => m.name)).not.toContain('Carter Diaz');
  });
});

describe('words a scan broke with a blank', () => {
  it('joins a city the document prints whole elsewhere', () => {
    const text = 'situated in the City of Middletown, Ohio ... a resident of the City of Middle town, Ohio';
    expect(repairFromOtherPrintings('Middle Town', text)).toBe('Middletown');
    // Two words the document never prints as one stay two.
    expect(repairFromOtherPrintings('Mount Vernon', text)).toBe('Mount Vernon');
  });

  it('joins "-ion" words broken after the i, but not surnames', () => {
    expect(joinSplitIonEndings('part of Secti on 14 and the Descripti on')).toBe(
      'part of Section  14 and the Description ',
    );
    expect(joinSplitIonEndings('the locati on of the commissi on')).toBe('the location  of the commission ');
    expect(joinSplitIonEndings('signed by Paul Moretti on May 3 and Ana Rossi on May 4')).toBe(
      'signed by Paul Moretti on May 3 and Ana Rossi on May 4',
    );
  });
});
