import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * A kinship stated after a person's residence clause, a signing date after the signer's capacity, deeds that open
 * with "FOR VALUE RECEIVED", court and amount wording that reads like a name, a return-to block in the right
 * column, a Louisiana domicile by city and parish, a will's witnesses under its attestation clause, and a
 * government-survey description continued by its section lines. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (r: Awaited<ReturnType<typeof parse>>, name: string) => r.people.find((p) => p.name === name);

const ADMINISTRATOR_DEED = `                            ADMINISTRATOR'S DEED

IN THE MATTER OF THE ESTATE OF WALTER GENE OSBORN, DECEASED      NO. 60PR-20-118

     1. That WALTER GENE OSBORN, whose last residence was 902 Quarry Road, Conway, Arkansas
72034, died intestate on the 4th day of January, 2020, unmarried and without descendants.

     2. That on March 2, 2020, DEAN ALLEN OSBORN, of 17 Birch Lane, Searcy, Arkansas 72143,
brother of the decedent, was duly appointed Administrator of said estate by the Circuit Court
of Faulkner County, Arkansas, Probate Division.

     NOW, THEREFORE, I, DEAN ALLEN OSBORN, as Administrator of the Estate of Walter Gene Osborn,
Deceased, for and in consideration of the sum of $61,000.00 cash in hand paid by NORA JEAN
PIKE, do hereby GRANT, BARGAIN, SELL and CONVEY unto the said NORA JEAN PIKE the following
lands lying in the County of Faulkner, State of Arkansas, to-wit:
     Lot Nine (9), Block Two (2), WILLOW CREEK ADDITION to the City of Conway, Faulkner County,
     Arkansas.

     WITNESS my hand and seal as such Administrator on this March 9th, 2021.

                               ___________________________________________
                               DEAN ALLEN OSBORN, Administrator
`;

describe('a kinship after the residence clause', () => {
  it('reads "X, of <address>, brother of the decedent" as the sibling', async () => {
    const r = await parse(ADMINISTRATOR_DEED);
    expect(person(r, 'Dean Allen Osborn')?.relationship).toBe('sibling');
  });

  it('reads "X, residing at <address>, the son of the decedent" as the son', async () => {
    const r = await parse(`                               EXECUTOR'S DEED

     THIS INDENTURE, made this 2nd day of May, 2022, between PETER JAMES LAUX, residing at
400 W. Elm Street, Normal, Illinois 61761, the son of the decedent, not individually but solely
as Independent Executor of the Estate of HELEN R. LAUX, Deceased, party of the first part
("Grantor"), and SARA M. QUINN, of 88 Lake Drive, Bloomington, Illinois 61704, party of the
second part ("Grantee").
`);
    expect(person(r, 'Peter James Laux')?.relationship).toBe('son');
  });
});

describe("a signing line with the signer's capacity before its date", () => {
  it('takes "WITNESS my hand and seal as such Administrator on this <date>" as the instrument date', async () => {
    const r = await parse(ADMINISTRATOR_DEED);
    expect(r.keyDates.instrument).toBe('2021-03-09');
  });
});

describe('a deed that opens with "FOR VALUE RECEIVED"', () => {
  it('reads the grantors named before "hereinafter called the Grantors"', async () => {
    const r = await parse(`                              WARRANTY DEED

     FOR VALUE RECEIVED, DALE P. OSGOOD and MARIE T. OSGOOD, husband and wife, hereinafter
called the Grantors, do hereby grant, bargain, sell and convey unto HENRY K. LIND, a single
man, hereinafter called the Grantee, whose current address is 15 Pine Street, Sandpoint,
Idaho 83864, the following described premises in Bonner County, Idaho, to-wit:

     Lot 3, Block 9, LAKEVIEW TERRACE, according to the plat recorded in Book 2 of Plats at
     Page 40, records of Bonner County, Idaho.

Dated: May 4, 2021
`);
    expect(r.parties.grantors.map((g) => g.name)).toEqual(['Dale P. Osgood', 'Marie T. Osgood']);
    expect(r.parties.grantees.map((g) => g.name)).toEqual(['Henry K. Lind']);
  });
});

describe('court, amount and conveyance words are no names', () => {
  it('keeps a judicial circuit, a spelled-out sum and "QUIT CLAIM" out of the parties', async () => {
    const r = await parse(`                               EXECUTOR'S DEED

     THIS INDENTURE, made this 5th day of June, 2022, between RUTH ANN BECKER, not
individually but solely as Independent Executor of the Estate of OTTO F. BECKER, Deceased,
party of the first part ("Grantor"), and LEON T. ADAMS, of 12 Oak Street, Pekin, Illinois
61554, party of the second part ("Grantee"),

     WITNESSETH, that WHEREAS, Otto F. Becker died testate on the 2nd day of March, 2022; and
WHEREAS his Will was admitted to probate by order of the Circuit Court of the Twelfth Judicial
Circuit, Will County, Illinois, and Letters of Office as Independent Executor were issued to
the Grantor on the same date;
     NOW, THEREFORE, the Grantor, for and in consideration of the sum of ONE HUNDRED TWENTY
THOUSAND AND NO/100 DOLLARS ($120,000.00), and by virtue of the power vested in her as
Independent Executor, does hereby CONVEY and QUIT
CLAIM unto the Grantee all interest in the following described real estate, to wit:

     Lot 4 in Block 1 in ELM GROVE ADDITION, according to the Plat thereof recorded in Plat
     Book "C", Page 9, in Will County, Illinois.
`);
    const names = [...r.people.map((p) => p.name), ...r.parties.grantors.map((g) => g.name)];
    expect(names.some((n) => /Judicial|Circuit|Hundred|Thousand|Quit/i.test(n))).toBe(false);
    expect(r.parties.grantors.map((g) => g.name)).toEqual(['Ruth Ann Becker']);
    expect(r.parties.grantees.map((g) => g.name)).toEqual(['Leon T. Adams']);
  });
});

describe('a return-to block in the right column', () => {
  it('reads the name under "AFTER RECORDING MAIL TO:" beside the preparer\'s column', async () => {
    const r = await parse(`THIS INSTRUMENT PREPARED BY:              AFTER RECORDING MAIL TO:
Gail S. Moreno                            Owen T. Brandt
Moreno Law Group, P.C.                    Brandt Title Services
12 Main Street, Suite 2                   900 W. Park Avenue
Springfield, Illinois 62701               Springfield, Illinois 62704

                                   WARRANTY DEED

     THE GRANTOR, CARL J. EDDY, a widower, of 5 Ash Court, Chatham, Illinois 62629, for and in
consideration of TEN DOLLARS, CONVEYS and WARRANTS to ANNA M. FOX, of 77 Vine Street,
Springfield, Illinois 62702, the following described real estate: Lot 12 in Block 3 of
MAPLE PARK SUBDIVISION, Sangamon County, Illinois.
`);
    expect(person(r, 'Owen T. Brandt')?.role).toBe('preparer');
    expect(person(r, 'Gail S. Moreno')?.role).toBe('preparer');
  });
});

describe('a Louisiana domicile by city and parish', () => {
  it('reads "the City of X, Parish of Y, State of Louisiana" as the city', async () => {
    const r = await parse(`                     LAST WILL AND TESTAMENT
                               OF
                     LUCIEN PAUL THERIOT

     BE IT KNOWN, that I, LUCIEN PAUL THERIOT, a resident of and domiciled in the City of
Ruston, Parish of Lincoln, State of Louisiana, being of sound mind, do hereby make, publish and
declare this to be my Last Will and Testament.

     I.  I give all of my property to my wife, CLAIRE ANNE THERIOT.

     THUS DONE AND SIGNED at Ruston, Louisiana, on this 3rd day of May, 2016.
`);
    expect(r.decedent?.residenceAddress).toBe('Ruston, LA');
  });
});

const RANCH_WILL = `                        LAST WILL AND TESTAMENT
                                  OF
                          EDGAR LEE HOLM

     I, EDGAR LEE HOLM, of 14 Cody Road, Buffalo, Johnson County, Wyoming 82834, declare this
to be my Last Will and Testament.

ARTICLE ONE. I give my ranch lands, described as:

     Township 50 North, Range 82 West of the 6th P.M., Johnson County, Wyoming
     Section 8: W1/2
     Section 17: NW1/4SW1/4
     containing 360 acres, more or less,

to my daughter, GRETA LYNN HOLM.

     IN WITNESS WHEREOF, I have hereunto set my hand this 2nd day of June, 2015.

                                   ______________________________________
                                   EDGAR LEE HOLM, Testator

     The foregoing instrument was signed, published and declared by EDGAR LEE HOLM to be his
Last Will and Testament in our presence, and we, at his request and in his presence, have
signed our names as witnesses.

______________________________           ______________________________
Wendell K. Ames                          Ione R. Pratt
210 N. Main Street                       RR 4 Box 61
Buffalo, WY 82834                        Kaycee, WY 82639
`;

describe('a government survey description under its township and range', () => {
  it('keeps the section lines and the acreage that follow the township line', async () => {
    const r = await parse(RANCH_WILL);
    expect(r.property.legalDescription).toBe(
      'Township 50 North, Range 82 West of the 6th P.M., Johnson County, Wyoming Section 8: W1/2 Section 17: NW1/4SW1/4 containing 360 acres, more or less',
    );
  });
});

describe("a will's witnesses under its attestation clause", () => {
  it('reads each name under the rules, with the street or rural-route address below it', async () => {
    const r = await parse(RANCH_WILL);
    expect(person(r, 'Wendell K. Ames')).toMatchObject({
      role: 'witness',
      address: '210 N Main St, Buffalo, WY 82834',
    });
    expect(person(r, 'Ione R. Pratt')).toMatchObject({
      role: 'witness',
      address: 'RR 4 Box 61, Kaycee, WY 82639',
    });
  });
});

const otherDates = (r: Awaited<ReturnType<typeof parse>>) =>
  ((r.typeSpecific as { otherDates?: { date: string; label: string }[] }).otherDates ?? []).map(
    (d) => `${d.label} ${d.date}`,
  );

describe("a court's order recorded with a will", () => {
  it('dates the order by its "DONE IN OPEN COURT" line, not by the clerk\'s certificate after it', async () => {
    const r = await parse(`IN THE DISTRICT COURT, NINTH JUDICIAL DISTRICT

             ORDER ADMITTING WILL TO PROBATE AND APPOINTING
                        PERSONAL REPRESENTATIVE

     1. That OSCAR DEAN VOLK died on the 2nd day of May, 2021, at Lander, Wyoming.

     IT IS THEREFORE ORDERED that the Last Will and Testament of OSCAR DEAN VOLK dated
June 1, 2012 be admitted to probate; that MAE VOLK is appointed Personal Representative;
and that Letters Testamentary issue to her upon filing her oath.

     DONE IN OPEN COURT this 14th day of June, 2021.

CLERK'S CERTIFICATE: I certify that the foregoing Order is a full, true and correct copy
of the original on file in my office. Dated 06/20/2021.

                        LAST WILL AND TESTAMENT
                                  OF
                            OSCAR DEAN VOLK
`);
    expect(otherDates(r)).toContain('probate_admitted 2021-06-14');
    expect(otherDates(r)).not.toContain('probate_admitted 2021-06-20');
    // The order itself appoints her ("MAE VOLK is appointed Personal Representative"): the appointment is the
    // order's, though the letters are still to issue on her oath.
    expect(otherDates(r)).toContain('letters_issued 2021-06-14');
  });

  it('dates a Louisiana order by its "<place>, <state>, this <day>" line', async () => {
    const r = await parse(`          ORDER FOR PROBATE AND EXECUTION OF NOTARIAL TESTAMENT

     IT IS ORDERED that the notarial testament of LUCIEN PAUL THERIOT dated
May 3, 2016 be filed, recorded and executed according to law.

     Ruston, Louisiana, this 9th day of February, 2022.

                     LAST WILL AND TESTAMENT
                               OF
                     LUCIEN PAUL THERIOT
`);
    expect(otherDates(r)).toContain('probate_admitted 2022-02-09');
    expect(otherDates(r)).not.toContain('probate_admitted 2016-05-03');
  });
});

describe('the orders of a sale recited in a fiduciary deed', () => {
  it('labels the order authorizing the sale and the order confirming it', async () => {
    const r = await parse(`                            ADMINISTRATOR'S DEED

     1. That on January 5, 2021, GLEN T. RASK was appointed Administrator of the Estate of IDA
RASK, Deceased.

     2. That on April 12, 2021, upon the petition of the Administrator, the Court entered its
Order authorizing the Administrator to sell the lands hereinafter described at private sale.

     3. That by Order entered July 1, 2021, the Court approved and confirmed said sale.
`);
    expect(otherDates(r)).toContain('order_of_sale 2021-04-12');
    expect(otherDates(r)).toContain('sale_confirmed 2021-07-01');
    expect(otherDates(r)).not.toContain('order_of_sale 2021-07-01');
  });
});

describe('the deed that vested title, and a probate recited by the Register of Wills', () => {
  it('reads "The premises being the same conveyed ... by Warranty Deed recorded <date>"', async () => {
    const r = await parse(`                              WARRANTY DEED

     FOR VALUE RECEIVED, DALE P. OSGOOD, a single man, hereinafter called the Grantor, does
hereby grant, bargain, sell and convey unto HENRY K. LIND, hereinafter called the Grantee, the
following described premises: Lot 3, Block 9, LAKEVIEW TERRACE, Bonner County, Idaho.

     The premises being the same conveyed to the Grantor by Warranty Deed recorded June 9,
2004 as Instrument No. 655321, records of Bonner County, Idaho.
`);
    expect(otherDates(r)).toContain('vesting_deed_recorded 2004-06-09');
  });

  it('reads "BEING the same lot of ground which by Deed dated <date>" and letters granted "on that same date"', async () => {
    const r = await parse(`                      PERSONAL REPRESENTATIVE'S DEED

     1.  The Decedent left a Last Will and Testament dated May 1, 2010, which was admitted to
administrative probate by the Register of Wills for Kent County on March 3, 2022, and on that
same date Letters of Administration were granted to Ella Ruth Baines, as Personal
Representative.

     BEING the same lot of ground which by Deed dated April 4, 1990, and recorded among the
Land Records of Kent County, Maryland, in Liber No. 300, folio 12, was granted and conveyed
unto the Decedent.
`);
    expect(otherDates(r)).toEqual(
      expect.arrayContaining([
        'vesting_deed_dated 1990-04-04',
        'probate_admitted 2022-03-03',
        'letters_issued 2022-03-03',
      ]),
    );
  });
});

describe('addresses stated apart from the names', () => {
  it('gives every grantee the address under a "GRANTEE\'S ADDRESS:" label', async () => {
    const r =
      await parse(`${ADMINISTRATOR_DEED.replace('NORA JEAN\nPIKE', 'NORA JEAN\nPIKE and LYLE D. PIKE, husband and wife,').replace('unto the said NORA JEAN PIKE', 'unto the said NORA JEAN PIKE and LYLE D. PIKE')}
GRANTEE'S ADDRESS:
41 Maple Court
Cabot, AR 72023
`);
    expect(r.parties.grantees).toEqual([
      { name: 'Nora Jean Pike', role: 'grantee', address: '41 Maple Ct, Cabot, AR 72023' },
      { name: 'Lyle D. Pike', role: 'grantee', address: '41 Maple Ct, Cabot, AR 72023' },
    ]);
  });

  it('reads a company grantee\'s address after "hereinafter called the Grantee,"', async () => {
    const r = await parse(`                              WARRANTY DEED

     FOR VALUE RECEIVED, DALE P. OSGOOD, a single man, hereinafter called the Grantor, does
hereby grant, bargain, sell and convey unto PINE RIDGE HOLDINGS, LLC, an Idaho limited liability
company, hereinafter called the Grantee, whose current address is 300 E. Lake Street, Suite 5,
Sandpoint, Idaho 83864, the following described premises: Lot 3, Block 9, LAKEVIEW TERRACE,
Bonner County, Idaho.
`);
    expect(r.parties.grantees).toEqual([
      {
        name: 'Pine Ridge Holdings, LLC',
        role: 'grantee',
        address: '300 E Lake St Ste 5, Sandpoint, ID 83864',
      },
    ]);
  });

  it("reads a fiduciary's address after the estate's number and court", async () => {
    const r = await parse(`                      PERSONAL REPRESENTATIVE'S DEED

     THIS DEED, made this 3rd day of May, 2022, by and between ELLA RUTH BAINES, Personal
Representative of the ESTATE OF OTIS BAINES, Estate No. 5120 in the Orphans' Court for Kent
County, Maryland, whose address is 9 Mill Street, Chestertown, Maryland 21620, party of the first
part, Grantor; and ROY T. BAINES, of 4 Elm Street, Dover, Delaware 19901, party of the second
part, Grantee.
`);
    expect(r.parties.grantors).toEqual([
      {
        name: 'Ella Ruth Baines',
        role: 'personal_representative',
        address: '9 Mill St, Chestertown, MD 21620',
      },
    ]);
  });

  it("reads a notary's address under the ID and commission lines", async () => {
    const r = await parse(`     THUS DONE AND SIGNED at Ruston, Louisiana, on this 3rd day of May, 2016.

                                   ______________________________________
                                   LUCIEN PAUL THERIOT, Testator

                                   ______________________________________
                                   NOTARY PUBLIC
                                   Mireille T. Cormier
                                   Notary ID / Bar Roll No. 40112
                                   My commission is for life.
                                   15 North Trenton Street, Ruston, LA 71270
`);
    expect(person(r, 'Mireille T. Cormier')).toMatchObject({
      role: 'notary',
      address: '15 N Trenton St, Ruston, LA 71270',
    });
  });
});
