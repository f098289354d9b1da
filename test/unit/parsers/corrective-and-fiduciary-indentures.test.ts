import { describe, expect, it } from 'vitest';
import { priorOwnerMentions } from '@/parsers/extract/common/chain-of-title';
import { findInstrumentDate } from '@/parsers/extract/common/dates';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { conveyanceParties } from '@/parsers/extract/conveyance';
import { fiduciaryMentions } from '@/parsers/extract/parties';
import { Doc } from '@/parsers/text/doc';

/**
 * Corrective deeds and indentures between "parties of the first part" and "-AND- parties of the second part",
 * fiduciary deeds and acknowledgments. Invented passages in the style of real recorded forms.
 */
const doc = (text: string) => new Doc([text]);

const CORRECTIVE = `                               CORRECTIVE DEED

     THIS CORRECTIVE DEED, made this 14th day of April, in the year of our Lord
two thousand nineteen,

     BETWEEN, BARNABY L. QUILLEN and ROSALIND F. QUILLEN, husband and wife, of
402 Orchard Road, Dover, Delaware 19901, parties of the first part,

                                     -AND-

     OTIS P. MARVEL and JUNE E. MARVEL, husband and wife, as tenants by the
entirety, of 17 Heron Court, Milford, Delaware 19963, parties of the second part.

     WITNESSETH, That the said parties of the first part, for and in
consideration of the sum of ONE DOLLAR ($1.00), hereby grant and convey unto the
said parties of the second part, their heirs and assigns,

     ALL that certain lot, piece and parcel of land situate, lying and being in
Milford Hundred, Kent County, Delaware, known and designated as Lot No. 9,
"HERON POINTE", as shown on a plot recorded in Plot Book 88, Page 14; said lot
being commonly known as 17 Heron Court, Milford, Delaware 19963.

     THIS DEED IS GIVEN TO CORRECT the legal description in the deed recorded in
Deed Book 4410, Page 96, wherein the premises were incorrectly described as Lot
No. 6. No new interest is conveyed hereby.

STATE OF DELAWARE     :
                      :  SS.
COUNTY OF KENT        :

     BE IT REMEMBERED, That on this 16th day of April, A.D. 2019, personally came
before me, the Subscriber, a Notary Public for the State and County aforesaid,
BARNABY L. QUILLEN and ROSALIND F. QUILLEN, parties to this Indenture.`;

describe('indentures with "-AND-" between the parties', () => {
  it('reads both sides after "BETWEEN," and a centred "-AND-"', () => {
    const parties = conveyanceParties(doc(CORRECTIVE));
    expect(parties.filter((p) => p.role === 'grantor').map((p) => p.name)).toEqual([
      'BARNABY L. QUILLEN',
      'ROSALIND F. QUILLEN',
    ]);
    expect(parties.filter((p) => p.role === 'grantee').map((p) => p.name)).toEqual([
      'OTIS P. MARVEL',
      'JUNE E. MARVEL',
    ]);
  });
});

describe('corrective deeds', () => {
  it('does not take the recital of the erroneous description for the description', () => {
    const legal = findLegalDescription(doc(CORRECTIVE));
    expect(legal?.value).toBe(
      'ALL that certain lot, piece and parcel of land situate, lying and being in Milford Hundred, Kent County, Delaware, known and designated as Lot No. 9, "HERON POINTE", as shown on a plot recorded in Plot Book 88, Page 14',
    );
  });
  it('dates a "THIS CORRECTIVE DEED, made ..." by its opening, the year spelled out', () => {
    expect(findInstrumentDate(doc(CORRECTIVE), { isWill: false })?.iso).toBe('2019-04-14');
  });
  it('dates an undated indenture by its "BE IT REMEMBERED" acknowledgment', () => {
    const undated = CORRECTIVE.replace(/THIS CORRECTIVE DEED, made [^,]+,[^,]+,/, 'THIS INDENTURE,');
    expect(findInstrumentDate(doc(undated), { isWill: false })?.iso).toBe('2019-04-16');
  });
});

const DE_BONIS_NON = `     PRISCILLA A. HORVATH, Administratrix de bonis non of the Estate of LEONARD T. BALOG,
deceased, Trumbull County Probate Court Case No. 2020 ES 00117, for SIXTY THOUSAND AND 00/100
DOLLARS ($60,000.00) paid, grants, with fiduciary covenants, to DEREK W. NAGY, the following
real property:

     Leonard T. Balog, a widower, died intestate on May 2, 2019. Letters of Authority were first
issued on June 10, 2019 to his brother, Walter J. Balog, as Administrator, who died on
January 4, 2021 before the estate was fully administered.`;

describe('administrators de bonis non', () => {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const found = fiduciaryMentions(doc(DE_BONIS_NON), 'LEONARD T. BALOG', same);
  it('reads the spelled-out "de bonis non" after the capacity', () => {
    expect(found.map((f) => [f.name, f.role])).toContainEqual(['PRISCILLA A. HORVATH', 'administrator']);
  });
  it('does not take the predecessor "who died" for a fiduciary conveying', () => {
    expect(found.map((f) => f.name)).not.toContain('Walter J. Balog');
    expect(found).toHaveLength(1);
  });
});

describe('metes and bounds broken off after "running thence"', () => {
  it('keeps the numbered courses and the acreage in the next paragraphs', () => {
    const legal = findLegalDescription(
      doc(`to the Grantees, their heirs and assigns, the following described premises:

ALL that certain tract of land situate in the Township of Walpack, County of Warren and
State of New Jersey, described as follows:

BEGINNING at an iron pin in the westerly line of Mill Brook Road, and running thence

(1) along said road, South 12 degrees 05 minutes West 140.00 feet to a stake; thence
(2) North 77 degrees 55 minutes West 210.50 feet to the point and place of BEGINNING.

CONTAINING 0.68 acres of land, more or less.

SUBJECT to easements and restrictions of record.`),
    );
    expect(legal?.value).toBe(
      'ALL that certain tract of land situate in the Township of Walpack, County of Warren and State of New Jersey, described as follows: BEGINNING at an iron pin in the westerly line of Mill Brook Road, and running thence (1) along said road, South 12 degrees 05 minutes West 140.00 feet to a stake; thence (2) North 77 degrees 55 minutes West 210.50 feet to the point and place of BEGINNING. CONTAINING 0.68 acres of land, more or less.',
    );
  });
});

describe("a probate register's certificate over an attested copy of a will", () => {
  it('dates the will by its signing, not by the certificate', () => {
    const will = `                 CERTIFICATE OF PROBATE - ATTESTED COPY OF WILL

   The attached is a true and attested copy of the Last Will and Testament of HOLLIS
DEANE PARSONS, late of Camden, who died on March 9, 2017, which Will was admitted to
probate on April 3, 2017.

   Dated at Rockland, Maine, 20 April 2017.

                                        Register of Probate

                     LAST WILL AND TESTAMENT OF HOLLIS DEANE PARSONS

     I, HOLLIS DEANE PARSONS, of Camden, Maine, make this my Last Will.

     IN WITNESS WHEREOF, I have hereunto set my hand this 14th day of October 2004.`;
    expect(findInstrumentDate(doc(will), { isWill: true })?.iso).toBe('2004-10-14');
  });
});

describe('vesting recitals of "the same lands and premises which X ... did grant"', () => {
  it('names the earlier grantor as a non-party', () => {
    const found = priorOwnerMentions(
      doc(`     BEING the same lands and premises which Lucinda M. Pepper, by deed dated
August 2nd, 2014 and recorded in Deed Book 4120, Page 77, did grant and convey unto
Otis P. Marvel, in fee.`),
    );
    expect(found.map((f) => [f.name, f.role])).toContainEqual(['Lucinda M. Pepper', 'other']);
  });
});
