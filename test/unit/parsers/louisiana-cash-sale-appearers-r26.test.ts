import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Round 26: the common layouts of a Louisiana act of sale before a notary and two witnesses. The appearers are set
 * out in paragraphs after "BE IT KNOWN ... personally came and appeared" (each with its parenthesised number and a
 * marital recital, "married but once and then to X, with whom he is living and residing", with or without "who
 * declared that"), perhaps under "VENDOR(S):" / "PURCHASER(S):" headings, the buyers after "unto:"; a side's shared
 * "both domiciled in the Parish of X, Louisiana, whose mailing address is ..." or each one's own; the side's defined
 * term in parentheses or not; the act dated in words ("this twenty-second (22nd) day of April, in the year two
 * thousand twenty-four"); the sellers' title "acquired by Vendor from X by Cash Sale dated ..., recorded ..."; the
 * witnesses and the parties signing side by side under "WITNESSES:" and "VENDOR:". Invented passages in the style of
 * the forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const party = (p: { name: string; address: string | null }) => `${p.name}|${p.address}`;

const COUPLES_CASH_SALE = `TERREBONNE PARISH CLERK OF COURT
ENTRY NO. 1611208        RECORDED: 04/25/2024 03:05:51 PM
-----------------------------------------------------------

                         ACT OF CASH SALE

STATE OF LOUISIANA
PARISH OF TERREBONNE

     BE IT KNOWN, that on this twenty-second (22nd) day of April, in the year
two thousand twenty-four,

     BEFORE ME, the undersigned Notary Public, duly commissioned and qualified
in and for the Parish of Terrebonne, and in the presence of the undersigned
competent witnesses, personally came and appeared:

     DOMINIQUE RENE FALGOUT (XXX-XX-5521), a person of the full age of
     majority, married but once and then to Yvette Naquin Falgout, with whom
     he is living and residing; and

     YVETTE NAQUIN FALGOUT (XXX-XX-8830), a person of the full age of
     majority, married but once and then to Dominique Rene Falgout, with
     whom she is living and residing;

     both domiciled in the Parish of Terrebonne, Louisiana, whose mailing
     address is 2207 Grand Caillou Road, Houma, Louisiana 70363 (hereinafter
     collectively "Vendor");

who declared that for the consideration hereinafter expressed, Vendor does
by these presents GRANT, BARGAIN, SELL, CONVEY and DELIVER, with full
warranty of title, unto:

     NGUYEN VAN HAI (XXX-XX-1190), a person of the full age of majority,
     married but once and then to Pham Thi Mai, with whom he is living and
     residing; and

     PHAM THI MAI (XXX-XX-4472), a person of the full age of majority,
     married but once and then to Nguyen Van Hai, with whom she is living
     and residing;

     both domiciled in the Parish of Terrebonne, Louisiana, whose mailing
     address is 106 Bayou Blue Road, Houma, Louisiana 70364 (hereinafter
     collectively "Purchaser"),
here present, accepting and purchasing for themselves, their heirs and
assigns, the following described property, to-wit:

     THAT CERTAIN LOT OF GROUND, situated in Terrebonne Parish, Louisiana,
     designated as LOT TWELVE (12) of BAYOU BLUE ESTATES.

     BEING the same property acquired by Vendor from Lucien P. Authement by
Cash Sale dated February 9, 2015, recorded February 11, 2015, under File
No. 1489201, records of Terrebonne Parish, Louisiana.

     This sale is made for the price of ONE HUNDRED SEVENTY THOUSAND AND
NO/100 ($170,000.00) DOLLARS, cash.

     THUS DONE AND PASSED in the Parish of Terrebonne, State of Louisiana, on
the day, month and year first above written, in the presence of the
undersigned competent witnesses, who hereunto sign their names with the
said appearers and me, Notary, after reading of the whole.
WITNESSES:                              VENDOR:

______________________________          ______________________________
Print: Monique T. Boudreaux             DOMINIQUE RENE FALGOUT

______________________________          ______________________________
Print: Rita A. Chauvin                  YVETTE NAQUIN FALGOUT

                                        PURCHASER:

                                        ______________________________
                                        NGUYEN VAN HAI

                                        ______________________________
                                        PHAM THI MAI

                      ______________________________________
                      PIERRE L. LANDRY, NOTARY PUBLIC
                      Notary ID No. 61234
`;

describe('a cash sale between two couples set out as appearer paragraphs', () => {
  const out = parse(COUPLES_CASH_SALE);
  it('reads both sellers, each with the mailing address they share after their parish', () => {
    expect(out.parties.grantors.map(party)).toEqual([
      'Dominique Rene Falgout|2207 Grand Caillou Rd, Houma, LA 70363',
      'Yvette Naquin Falgout|2207 Grand Caillou Rd, Houma, LA 70363',
    ]);
  });
  it('reads both buyers after "unto:", names printed family name first, with their shared address', () => {
    expect(out.parties.grantees.map(party)).toEqual([
      'Nguyen Van Hai|106 Bayou Blue Rd, Houma, LA 70364',
      'Pham Thi Mai|106 Bayou Blue Rd, Houma, LA 70364',
    ]);
  });
  it('keeps the parties signing under "VENDOR:" beside the witnesses\' column out of the witnesses', () => {
    expect(person(out, 'Dominique Rene Falgout')?.role).toBe('grantor');
    expect(person(out, 'Yvette Naquin Falgout')?.role).toBe('grantor');
    expect(out.people.filter((p) => p.role === 'witness').map((p) => p.name)).toEqual([
      'Monique T. Boudreaux',
      'Rita A. Chauvin',
    ]);
  });
  it('dates the act by its opening, the day in words with its figures and the year in words', () => {
    expect(out.keyDates.instrument).toBe('2024-04-22');
  });
  it("dates the sellers' own acquisition by cash sale", () => {
    const other = (out.typeSpecific as { otherDates?: { date: string; label: string }[] }).otherDates;
    expect(other).toEqual([
      { date: '2015-02-09', label: 'vesting_deed_dated' },
      { date: '2015-02-11', label: 'vesting_deed_recorded' },
    ]);
    expect(person(out, 'Lucien P. Authement')?.role).toBe('other');
  });
});

const HEADED_CASH_SALE = `ST. MARY PARISH CLERK OF COURT
INSTRUMENT NO. 355120      FILED: 03/06/2024 02:41:07 PM
-----------------------------------------------------------

                              CASH SALE

STATE OF LOUISIANA
PARISH OF ST. MARY

     BE IT KNOWN, that on the 4th day of March, 2024, before me, the
undersigned Notary Public, and in the presence of the undersigned witnesses,
personally came and appeared:

VENDOR(S):

     ROBERT LOUIS GUIDRY, a person of the full age of majority, domiciled in
the Parish of St. Mary, State of Louisiana, whose mailing address is 55 Canal
Boulevard, Morgan City, Louisiana 70380, who declared that he has never been
married,

(hereinafter called "VENDOR(S)"), who declared that for the price hereinafter
set forth, Vendor does by these presents sell, transfer and deliver, with full
warranty of title, unto:

PURCHASER(S):

     CAMILLE ANN ROBICHAUX, a person of the full age of majority, domiciled
in the Parish of St. Mary, State of Louisiana, whose mailing address is 812
Front Street, Morgan City, Louisiana 70380, who declared that she is single
and has never been married,

(hereinafter called "PURCHASER(S)"), here present, accepting and purchasing for
herself, her heirs and assigns, the following described property:

     LOT FOUR (4) of BLOCK SIX (6) of BROOKS ADDITION, Morgan City, Louisiana.

     BEING the same property acquired by Vendor by Act of Cash Sale dated
June 1, 2009, recorded June 3, 2009 as Entry No. 291004.

     THUS DONE AND PASSED before me, Notary, on the day, month and year first
above written, in the presence of the undersigned competent witnesses.

WITNESSES:                              VENDOR(S):

______________________________          ______________________________
Leah M. Verret                          ROBERT LOUIS GUIDRY

______________________________          PURCHASER(S):
Paul J. Hebert
                                        ______________________________
                                        CAMILLE ANN ROBICHAUX

                      ______________________________________
                      GRACE T. DARDAR, NOTARY PUBLIC
`;

describe('a cash sale with "VENDOR(S):" and "PURCHASER(S):" headings over appearers with their own addresses', () => {
  const out = parse(HEADED_CASH_SALE);
  it('reads the seller under the heading, the address after the domicile, the declaration to the paragraph end', () => {
    expect(out.parties.grantors.map(party)).toEqual([
      'Robert Louis Guidry|55 Canal Blvd, Morgan City, LA 70380',
    ]);
  });
  it('reads the buyer under "PURCHASER(S):" after "unto:"', () => {
    expect(out.parties.grantees.map(party)).toEqual([
      'Camille Ann Robichaux|812 Front St, Morgan City, LA 70380',
    ]);
  });
  it("dates the act and the vendor's act of cash sale", () => {
    expect(out.keyDates.instrument).toBe('2024-03-04');
    expect(out.keyDates.other).toBe('2009-06-01');
  });
});

const UNPARENTHESISED_TERMS = `CALCASIEU PARISH CLERK OF COURT
FILE NO. 3410877        RECORDED 05/14/2024 09:12:44 AM
-----------------------------------------------------------

                         ACT OF SALE WITH FULL WARRANTY

STATE OF LOUISIANA
PARISH OF CALCASIEU

     BE IT KNOWN, that on the ninth day of May, two thousand twenty-four,
before me, the undersigned Notary Public, and in the presence of the
witnesses hereinafter named and undersigned, personally came and appeared:

     MARIE CLAIRE VINCENT, a person of the full age of majority, married but
once and then to Joseph Anthony Vincent, with whom she is living, domiciled
in the Parish of Calcasieu, State of Louisiana, whose mailing address is 100
Ryan Street, Lake Charles, Louisiana 70601, who declared that she has been
married but once and then to Paul Andrew Vincent, from whom she is divorced,

hereinafter called "VENDOR", who declared that for the price of ONE HUNDRED
TWENTY THOUSAND AND NO/100 ($120,000.00) DOLLARS, cash, Vendor does by these
presents sell, transfer and deliver, with full warranty of title, unto:

     THOMAS EDWARD MANUEL, a person of the full age of majority, domiciled in
the Parish of Calcasieu, State of Louisiana, whose mailing address is 45
Prien Lake Road, Lake Charles, Louisiana 70605, who declared that he is single
and has never been married,

hereinafter called "PURCHASER", here present, accepting and purchasing for
himself, his heirs and assigns, the following described property:

     LOT SEVEN (7) of BLOCK TWO (2) of OAK PARK ADDITION, Lake Charles,
Louisiana.

     BEING the same property acquired by Vendor by Act of Cash Sale dated
June 1, 2009, recorded June 3, 2009 as File No. 2891004.

     THUS DONE AND PASSED before me, Notary, on the day, month and year first
above written, in the presence of the undersigned competent witnesses.

WITNESSES:                              VENDOR:

______________________________          ______________________________
Print: Leah M. Verret                   MARIE CLAIRE VINCENT

______________________________          PURCHASER:
Print: Paul J. Hebert
                                        ______________________________
                                        THOMAS EDWARD MANUEL

                      ______________________________________
                      GRACE T. DARDAR, NOTARY PUBLIC
`;

describe('an act of sale whose sides are defined without parentheses: hereinafter called "VENDOR"', () => {
  const out = parse(UNPARENTHESISED_TERMS);
  it('reads the seller and the buyer, each with the address of their own', () => {
    expect(out.parties.grantors.map(party)).toEqual([
      'Marie Claire Vincent|100 Ryan St, Lake Charles, LA 70601',
    ]);
    expect(out.parties.grantees.map(party)).toEqual([
      'Thomas Edward Manuel|45 Prien Lake Rd, Lake Charles, LA 70605',
    ]);
  });
  it('names the spouses of the marital recitals, with or without "who declared that", as non-parties', () => {
    expect(person(out, 'Joseph Anthony Vincent')?.role).toBe('other');
    expect(person(out, 'Paul Andrew Vincent')?.role).toBe('other');
  });
  it('dates the act by its opening, the day in words and the year in words', () => {
    expect(out.keyDates.instrument).toBe('2024-05-09');
  });
});
