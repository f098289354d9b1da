import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Addresses printed beside or under a signer's name in a column (witnesses side by side, "residing at" beside
 * the signature rule, "Print Name:" over "Post Office Address:"), a law office's block with the firm's line between
 * the attorney and the address, and a heir's answer "NAME, <street>, <city>". Invented passages in the style of real
 * forms, worded differently from the documents the rules were written for.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const addressOf = (out: ReturnType<typeof parse>, name: string) =>
  out.people.find((p) => p.name === name)?.address ?? null;

const WILL = `Prepared by and return to:               McCracken County Clerk
                                         Instrument No. 2019-004417
Lucinda M. Arkwright, KBA #90412         Fee: $26.00   Pages: 2
Arkwright & Dole, PLLC                   Electronically Recorded
410 Cedar Lane, Suite 5                  Conformed Copy
Paducah, KY 42001

                     LAST WILL AND TESTAMENT OF OSWALD P. KETTERING

     I, OSWALD P. KETTERING, of McCracken County, Kentucky, declare this to be my Last Will.

     ITEM I.  I give all of my property to my daughter, MARGARET KETTERING ROWE.

     ITEM II.  I appoint my daughter, MARGARET KETTERING ROWE, as Executor of this Will.

     IN WITNESS WHEREOF, I have signed this Will on March 3, 2015.

                                        ______________________________
                                        OSWALD P. KETTERING, Testator

     Signed by the Testator in our presence, and we sign as witnesses in his presence.

______________________________          ______________________________
Bartholomew Q. Ashe, Witness            Imogen L. Farraday, Witness
2204 Bridge Street                      96 Old Mill Road, Apt. 2
Paducah, Kentucky 42003                 Lone Oak, Kentucky 42001

______________________________          ______________________________
Cornelius T. Pym, Witness               Rosalind E. Vane, Witness
residing at 15 Harbor View Drive,       residing at 771 Jefferson Street,
Paducah, KY 42001                       Paducah, KY 42003
`;

describe('witnesses whose addresses stand in their own column', () => {
  const out = parse(WILL);
  it('reads the address under "Name, Witness" in each of two columns', () => {
    expect(addressOf(out, 'Bartholomew Q. Ashe')).toBe('2204 Bridge St, Paducah, KY 42003');
    expect(addressOf(out, 'Imogen L. Farraday')).toBe('96 Old Mill Rd Apt 2, Lone Oak, KY 42001');
  });
  it('reads a "residing at" line whose city line aligns with the label, not with the street', () => {
    expect(addressOf(out, 'Cornelius T. Pym')).toBe('15 Harbor View Dr, Paducah, KY 42001');
    expect(addressOf(out, 'Rosalind E. Vane')).toBe('771 Jefferson St, Paducah, KY 42003');
  });
  it("gives the attorney the office's address past the firm's line", () => {
    expect(addressOf(out, 'Lucinda M. Arkwright')).toBe('410 Cedar Ln Ste 5, Paducah, KY 42001');
  });
});

describe('a witness address beside the signature rule', () => {
  const text = WILL.replace(
    /______________________________ {10}______________________________\nCornelius[\s\S]*$/,
    `_________________________________     residing at 15 Harbor View Drive,
Cornelius T. Pym, Witness             Paducah, KY 42001
`,
  );
  it('reads "residing at" printed beside the rule and the city beside the printed name', () => {
    expect(addressOf(parse(text), 'Cornelius T. Pym')).toBe('15 Harbor View Dr, Paducah, KY 42001');
  });
});

describe('"Print Name:" over a "Post Office Address:" label', () => {
  const text = `                    PERSONAL REPRESENTATIVE'S DEED

     THIS DEED is made on May 2, 2022, by HENRIETTA S. MOLLOY, as Personal Representative of the Estate of
GILBERT A. MOLLOY, deceased, Grantor, to DESMOND R. QUAYLE, whose post office address is 80 Palm Court,
Ocala, Florida 34470, Grantee.

Signed, sealed and delivered in our presence:

______________________________            _____________________________________________
Witness #1 Signature                      HENRIETTA S. MOLLOY, as Personal Representative
Print Name: Thaddeus K. Brill             of the Estate of Gilbert A. Molloy, deceased
Post Office Address:
3300 SW College Road, Suite 12
Ocala, FL 34474
`;
  it("reads the address under the label alone on its line as the witness's", () => {
    expect(addressOf(parse(text), 'Thaddeus K. Brill')).toBe('3300 SW College Rd Ste 12, Ocala, FL 34474');
  });
});

describe('an heir named with a description before the address', () => {
  const text = `                         AFFIDAVIT OF HEIRSHIP

STATE OF GEORGIA     )
COUNTY OF WHITFIELD  )

     Personally appeared before me the undersigned, who being duly sworn, deposes and says:

Q.  What is the name of the decedent?
A.  ELIAS MORTON HOBART, who died intestate on August 2, 2021, a resident of Whitfield County.

Q.  Was he married?
A.  He was married once, to me, and we were never divorced.

Q.  What children did he have?
A.  Two children were born to him and me: Percival Dane Hobart, our son, who lives at
    51 Linden Street, Dalton, Georgia 30720, and Clementine Hobart Reyes, our daughter,
    who lives at 7 Quarry Road, Apt. 2C, Rome, Georgia 30161. Both are adults.

Q.  Who are his heirs?
A.  His heirs at law are:
    (a) Percival Dane Hobart (son, of full age), living,
        51 Linden Street, Dalton, GA 30720.
    (b) Clementine Hobart Reyes (daughter, of full age), living,
        7 Quarry Road, Apt. 2C, Rome, GA 30161.
`;
  const out = parse(text);
  it('reads "NAME, our son, who lives at <address>"', () => {
    expect(addressOf(out, 'Percival Dane Hobart')).toBe('51 Linden St, Dalton, GA 30720');
    expect(addressOf(out, 'Clementine Hobart Reyes')).toBe('7 Quarry Rd Apt 2C, Rome, GA 30161');
  });
});

describe("Louisiana appearers' majority and domicile before the address", () => {
  const text = `         AFFIDAVIT OF DEATH, DOMICILE AND HEIRSHIP

STATE OF LOUISIANA
PARISH OF OUACHITA

     BEFORE ME, the undersigned Notary Public, personally came and appeared:

     LUCIEN PAUL THERIOT, a person of the full age of majority, domiciled in Ouachita
     Parish, Louisiana, whose mailing address is 908 Bayou Drive, Monroe, Louisiana 71201; and

     MATHILDE THERIOT LANDRY, a resident of the full age of majority of Lincoln
     Parish, Louisiana, domiciled at 44 Pecan Lane, Ruston, Louisiana 71270,

who, after being duly sworn, did depose and say that:

     1. ODILE MARIE THERIOT died intestate on January 5, 2022, domiciled in Ouachita Parish.

     2. The decedent was survived by her two children, LUCIEN PAUL THERIOT and MATHILDE THERIOT
LANDRY, who are her sole heirs.
`;
  const out = parse(text);
  it('reads the address past the majority and domicile wording', () => {
    expect(addressOf(out, 'Lucien Paul Theriot')).toBe('908 Bayou Dr, Monroe, LA 71201');
    expect(addressOf(out, 'Mathilde Theriot Landry')).toBe('44 Pecan Ln, Ruston, LA 71270');
  });
});

describe("a party's address given later in its sentence", () => {
  const deed = `                              EXECUTOR'S DEED

     This Deed is made on October 4, 2022,

BETWEEN  CORDELIA ANN PRUETT, Executrix of the Last Will and Testament
         of AMBROSE LEE PRUETT, deceased,
         whose post office address is 19 Willow Bend Road, Freehold, New
         Jersey 07728,
         referred to as the Grantor,

AND      SILAS P. MONTGOMERY and HELENA R. MONTGOMERY, husband and wife, as
         tenants by the entirety, of 402 Brook Avenue, Red Bank, New Jersey 07701,
         referred to as the Grantees.

     The Grantor grants and conveys to the Grantees the property described below.
`;
  const out = parse(deed);
  it("reads the fiduciary's address past her capacity and the decedent's name", () => {
    expect(addressOf(out, 'Cordelia Ann Pruett')).toBe('19 Willow Bend Rd, Freehold, NJ 07728');
  });
  it('gives each co-grantee named with "and" the address their clause states', () => {
    expect(addressOf(out, 'Silas P. Montgomery')).toBe('402 Brook Ave, Red Bank, NJ 07701');
    expect(addressOf(out, 'Helena R. Montgomery')).toBe('402 Brook Ave, Red Bank, NJ 07701');
  });
  it("leaves the decedent without the fiduciary's address", () => {
    expect(addressOf(out, 'Ambrose Lee Pruett')).toBeNull();
  });
});

describe('a name that is the tail of a longer one', () => {
  const text = `                    AFFIDAVIT OF HEIRSHIP

     I, ROSAMUND TREVINO, being duly sworn, state that MATEO TREVINO died intestate on May 1, 2020, a resident of
Dona Ana County, New Mexico, leaving three children and no more, namely: ELENA TREVINO, a daughter, whose
address is 12 Alameda Street, Mesilla, New Mexico 88046; OCTAVIO TREVINO, a son, who died on the 3rd day of
March, 2019, before the decedent, leaving surviving him one child and no more, namely LUCIA OCTAVIO TREVINO,
whose address is 77 Mesa Verde Road, Las Cruces, New Mexico 88005; and myself.
`;
  it("does not give the longer name's address to the shorter one inside it", () => {
    const out = parse(text);
    expect(addressOf(out, 'Octavio Trevino')).toBeNull();
  });
});

describe('closing address labels for the grantee and the grantor', () => {
  const text = `                        SPECIAL WARRANTY DEED

Grantee's address and send tax statements to:
   409 Larkspur Lane, Carmel, IN 46032

     THIS INDENTURE WITNESSETH, that THEODORA M. KESSLING ("Grantor") CONVEYS AND SPECIALLY WARRANTS to
BARNABY J. FENWICK ("Grantee"), for the sum of Ten Dollars ($10.00) and other valuable consideration, the
following described real estate in Hamilton County, Indiana:

     Lot 41 in Larkspur Meadows, Section 2, as per plat thereof recorded in Plat Cabinet 3, Slide 118.

     IN WITNESS WHEREOF, Grantor has executed this deed on April 2, 2021.

                                        ______________________________
                                        THEODORA M. KESSLING

Grantor's Address:     88 Orchard Hill Drive, Noblesville, IN 46060
`;
  const out = parse(text);
  it('gives the grantee the address under "Grantee\'s address and send tax statements to:"', () => {
    expect(out.parties.grantees[0]?.address).toBe('409 Larkspur Ln, Carmel, IN 46032');
  });
  it('gives the grantor the address on the "Grantor\'s Address:" line', () => {
    expect(out.parties.grantors[0]?.address).toBe('88 Orchard Hill Dr, Noblesville, IN 46060');
  });
});
