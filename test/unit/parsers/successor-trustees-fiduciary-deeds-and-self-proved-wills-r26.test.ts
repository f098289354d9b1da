import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * Affidavits of a trustee's death that call the decedent the Settlor, co-executors' fiduciary deeds that give each
 * executor's marital status and address, wills closing "IN TESTIMONY WHEREOF ... to this my Last Will" that devise
 * measured land by its deed, personal representatives' deeds under a recording cover sheet with the letters
 * attached, and the scan misreads these carry (an ordinal's one as an l, a doubled suffix period, "fu11",
 * "divorcc"). Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const otherDates = (out: ReturnType<typeof parse>) =>
  ((out.typeSpecific.otherDates ?? []) as { date: string; label: string }[]).map(
    (d) => `${d.label} ${d.date}`,
  );

describe('scan misreads in running words', () => {
  it("reads an ordinal's one read as an l", () => {
    expect(repairWordGlyphs('resided at 88 East l2th Avenue, on the 2lst day')).toBe(
      'resided at 88 East 12th Avenue, on the 21st day',
    );
  });
  it("reads a word's closing double l read as ones, and divorce's e read as a c", () => {
    expect(repairWordGlyphs('remains in fu11 force; no bond sha11 be required; ended in divorcc.')).toBe(
      'remains in full force; no bond shall be required; ended in divorce.',
    );
  });
  it("reads a suffix's doubled period before a small word as its comma", () => {
    expect(repairWordGlyphs('MARTIN L. OSEI, JR.. single, whose address is')).toBe(
      'MARTIN L. OSEI, JR., single, whose address is',
    );
  });
});

const TRUSTEE_DEATH = `         AFFIDAVIT OF DEATH OF TRUSTEE AND ACCEPTANCE BY SUCCESSOR TRUSTEE

STATE OF MICHIGAN  )
                   )ss.
COUNTY OF KENT     )

     MARISOL T. BRANDVOLD, being first duly sworn, deposes and says:

     1.  That Gerald W. Hessler, Settlor and sole Trustee of the GERALD W. HESSLER
TRUST dated June 2, 2011, died on March 4, 2023, in Grand Rapids, Michigan.

     2.  That Article VI of the Trust names Walter B. Hessler, brother of the Settlor,
as first successor Trustee, and, if he fails or ceases to serve, names the Affiant,
niece of the Settlor, as second successor Trustee. Walter B. Hessler died on
May 9, 2019, before the Settlor.

     3.  That the Affiant has accepted the office of successor Trustee.

     Dated: April 2, 2023

                                      ______________________________
                                      Marisol T. Brandvold, Successor Trustee
`;

describe('an affidavit of death of trustee naming the successors by their kinship to the Settlor', () => {
  it("gives the affiant's and the first named successor's kinship to the settlor who died", () => {
    const out = parse(TRUSTEE_DEATH);
    expect(person(out, 'Marisol T. Brandvold')).toMatchObject({
      role: 'successor_trustee',
      relationship: 'niece',
    });
    expect(person(out, 'Walter B. Hessler')).toMatchObject({
      role: 'family_member',
      relationship: 'sibling',
    });
  });
});

const CO_EXECUTORS_DEED = `                     EXECUTORS' FIDUCIARY DEED
                     (Ohio Revised Code Sec. 5302.09)

     MARTIN L. OSEI, JR.. single, whose address is 77 Linden Street NE, Massillon,
Ohio 44646, and ABENA OSEI-BROOKS, married, whose address is 19 Harbor Road,
Erie, Pennsylvania 16505, as co-executors of the Estate of GRACE ADWOA OSEI,
deceased, Stark County Probate Court Case No. 2022 ES 00910, by the power conferred
by the Last Will and Testament of the decedent dated May 1, 2015, which was admitted
to probate, and under which Letters Testamentary were issued to the grantors, on
November 8, 2022, and every other power, for Ninety Thousand and 00/100 Dollars
($90,000.00) paid, grant, with fiduciary covenants, to PAUL D. VANCE, whose
tax-mailing address is 1400 Cherry Avenue NE, Canton, Ohio 44714, the following real
property:

     Situated in the Village of Hartville, County of Stark and State of Ohio:

     Known as and being Lot Number Two Hundred Ten (210) in the Village of
     Hartville, as recorded in Plat Book 31, Page 9, of the Stark County Plat Records.

     Property Address: 1400 Cherry Avenue NE, Canton, Ohio 44714

     The decedent, Grace Adwoa Osei, died testate on September 30, 2022, a resident of
Massillon, Ohio.

     IN WITNESS WHEREOF, the said co-executors have set their hands this 2nd day of
March, 2023.

                                By: _____________________________________
                                    Martin L. Osei, Jr., Co-Executor

                                By: _____________________________________
                                    Abena Osei-Brooks, Co-Executor

                  PROBATE COURT OF STARK COUNTY, OHIO
                      CERTIFICATE OF APPOINTMENT

The above fiduciaries' appointment is in full force and effect as of the
date of this certificate, February 20, 2023.
`;

describe("co-executors' fiduciary deed", () => {
  const out = parse(CO_EXECUTORS_DEED);
  it('reads both co-executors, each with marital status and address, as grantors', () => {
    expect(out.parties.grantors).toEqual([
      { name: 'Martin L. Osei, Jr.', role: 'executor', address: '77 Linden St NE, Massillon, OH 44646' },
      { name: 'Abena Osei-Brooks', role: 'executor', address: '19 Harbor Rd, Erie, PA 16505' },
    ]);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Paul D. Vance']);
  });
  it('reads the lot "known as and being" after the situs paragraph as part of the description', () => {
    expect(out.property.legalDescription).toBe(
      'Situated in the Village of Hartville, County of Stark and State of Ohio: Known as and being Lot Number Two Hundred Ten (210) in the Village of Hartville, as recorded in Plat Book 31, Page 9, of the Stark County Plat Records.',
    );
  });
  it('dates the probate by the date set off after both clauses, and the certificate by its closing words', () => {
    expect(otherDates(out)).toEqual(
      expect.arrayContaining([
        'probate_admitted 2022-11-08',
        'letters_issued 2022-11-08',
        'court_certification 2023-02-20',
      ]),
    );
  });
});

const KENTUCKY_WILL = `                      LAST WILL AND TESTAMENT
                                 OF
                        HOMER LEE WHITAKER

     I, HOMER LEE WHITAKER, a resident of 4410 Mill Creek Road, Glendale, Hardin County,
Kentucky 42740, do hereby make, publish and declare this to be my Last Will and Testament.

     I am married to NORA JEAN WHITAKER. I was formerly married to DELPHA MAE PRATT,
which marriage ended in divorcc. I have one child, my son, CLAYTON LEE WHITAKER.

     I give and devise my farm of about eighty (80) acres, located at 4410 Mill Creek Road,
Glendale, Kentucky 42740, being the same property conveyed to me by deed recorded in
Deed Book 455, Page 12, in the office of the Larue County Clerk, together with all
improvements thereon, to my wife, NORA JEAN WHITAKER.

     I appoint my wife, NORA JEAN WHITAKER, as Executor of this Will.

     IN TESTIMONY WHEREOF, I have hereunto subscribed my name to this my Last Will and
Testament, consisting of two (2) pages, this the 3rd day of October, 2019.

                                   _________________________________
                                   HOMER LEE WHITAKER, Testator

     Subscribed and sworn to before me by HOMER LEE WHITAKER, the Testator, and by
ADA B. FORD and LEON M. PRICE. witnesses, this 3rd day of October, 2019.
`;

describe('a will devising measured land by its deed, closing "IN TESTIMONY WHEREOF"', () => {
  const out = parse(KENTUCKY_WILL);
  it("dates the will by the testator's closing that names it", () => {
    expect(out.keyDates.instrument).toBe('2019-10-03');
  });
  it('describes the land from the gift that measures it to the clerk whose office holds the deed', () => {
    expect(out.property.legalDescription).toBe(
      'farm of about eighty (80) acres, located at 4410 Mill Creek Road, Glendale, Kentucky 42740, being the same property conveyed to me by deed recorded in Deed Book 455, Page 12, in the office of the Larue County Clerk',
    );
    expect(out.property.address).toBe('4410 Mill Creek Rd, Glendale, KY 42740');
    expect(out.property.addressSource).toBe('stated');
  });
  it('reads a marriage that ended in divorce as a former spouse', () => {
    expect(person(out, 'Delpha Mae Pratt')?.relationship).toBe('former_spouse');
  });
});

const PR_DEED = `RECORDING DISTRICT: Palmer
RETURN TO:          Odette R. Varga
                    P.O. Box 870
                    Wasilla, Alaska 99687
GRANTOR:            Felix J. Amundsen, Personal Representative of the
                    Estate of Ingrid Amundsen, Deceased
GRANTEE:            Odette R. Varga
LEGAL DESCRIPTION:  Lot 2, Block 9, SPRUCE HOLLOW ESTATES, Plat 99-41

                     PERSONAL REPRESENTATIVE'S DEED

     THE GRANTOR, FELIX J. AMUNDSEN, whose mailing address is 310 Ridge Lane, Palmer,
Alaska 99645, as the duly appointed Personal Representative of the Estate of INGRID
AMUNDSEN, Deceased, for TEN AND NO/100 DOLLARS ($10.00), conveys and quitclaims to
ODETTE R. VARGA, whose mailing address is P.O. Box 870, Wasilla, Alaska 99687, all
of the estate's right, title and interest in the following described real property:

     Lot Two (2), Block Nine (9), SPRUCE HOLLOW ESTATES, according to the plat filed
     under Plat No. 99-41, Records of the Palmer Recording District, Third Judicial
     District, State of Alaska.

     The decedent, Ingrid Amundsen, died testate on January 5, 2023. The will devises
the decedent's estate, including the above property, in equal shares to her son,
Felix J. Amundsen, and her daughter, Greta L. Amundsen-Holm.

     DATED at Palmer, Alaska, this 18th day of August, 2023.

                                  ______________________________
                                  FELIX J. AMUNDSEN, Personal Representative

          IN THE SUPERIOR COURT FOR THE STATE OF ALASKA

                 LETTERS TESTAMENTARY (CERTIFIED COPY)

     FELIX J. AMUNDSEN was appointed personal representative of the above estate on
March 1, 2023.

     DATE: March 1, 2023
`;

describe("a personal representative's deed under a cover sheet, with the letters attached", () => {
  const out = parse(PR_DEED);
  it("dates the deed by its own signing line, not the attached letters' date", () => {
    expect(out.keyDates.instrument).toBe('2023-08-18');
  });
  it("reads the deed's full description rather than the cover sheet's short form", () => {
    expect(out.property.legalDescription).toBe(
      'Lot Two (2), Block Nine (9), SPRUCE HOLLOW ESTATES, according to the plat filed under Plat No. 99-41, Records of the Palmer Recording District, Third Judicial District, State of Alaska.',
    );
  });
  it('reads the devisees the will names in its own voice as beneficiaries', () => {
    expect(person(out, 'Greta L. Amundsen-Holm')).toMatchObject({
      role: 'beneficiary',
      relationship: 'daughter',
    });
  });
});
