import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Invented passages: a will's children "of my prior marriage to X, namely ..." (X a former spouse; the children take
 * only a gift over of chattels: beneficiaries, not devisees), witnesses' "Address:" blocks printed side by side, a
 * Virginia clerk's probate certificate whose date closes its "In the Clerk's Office ..." sentence, a predeceased
 * child's sex from "who take his share by representation", and a conservator who signs an affidavit under a bare
 * signature rule.
 */
const parse = (text: string) => parseDocumentText({ pages: text.split('\f') });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

const WILL = `                    LAST WILL AND TESTAMENT
                             OF
                     THEODORA KAY LINDQVIST

     I, THEODORA KAY LINDQVIST, of the County of Albemarle, Virginia, declare this to be my Last Will
and Testament.

     ARTICLE I. I am married to GUNNAR EMIL LINDQVIST. I have three children of my prior marriage to
MARCUS ODELL FENWICK, namely my son, PETER ODELL FENWICK, my daughter, ROSE FENWICK ARNAUD, and my
son, SIMON ODELL FENWICK.

     ARTICLE II. I give my silver and my paintings to my husband, if he survives me, and if not, to my
children who survive me, in equal shares.

     ARTICLE III. I give my farm at 4410 Blue Run Road, Earlysville, Virginia 22936, to my husband,
GUNNAR EMIL LINDQVIST, in fee simple.

     ARTICLE IV. I appoint my husband, GUNNAR EMIL LINDQVIST, as Executor of this Will.

     IN WITNESS WHEREOF, I have signed this Will this 9th day of April, 2016.

                                        ______________________________
                                        THEODORA KAY LINDQVIST

_______________________________        _______________________________
Witness: Harriet B. Quesnel             Witness: Tobias R. Whitcombe
Address: 88 Lambs Road                  Address: 1207 Rugby Avenue, Unit 3
         Charlottesville, VA 22901               Charlottesville, VA 22903
\fVIRGINIA:
     In the Clerk's Office of the Circuit Court of Albemarle County, Court Square Building, on the
11th day of August, 2022.

     The paper writing dated the 9th day of April, 2016, purporting to be the Last Will and Testament
of THEODORA KAY LINDQVIST, who died on the 2nd day of July, 2022, was this day produced in said Office
by Gunnar Emil Lindqvist, the Executor named therein, and it is ORDERED that the said writing be
admitted to probate.

     Thereupon Gunnar Emil Lindqvist made oath as Executor and was granted a certificate of
qualification as Executor of said decedent's estate.`;

describe("a will's family of a prior marriage, gifts over and a clerk's probate certificate", () => {
  const out = parse(WILL);
  it('makes the other parent of "children of my prior marriage to X" a former spouse', () => {
    expect(person(out, 'Marcus Odell Fenwick')).toMatchObject({
      role: 'family_member',
      relationship: 'former_spouse',
    });
    expect(out.decedent?.maritalStatus).toBe('married');
  });
  it('makes the children of a gift over of chattels beneficiaries, not devisees', () => {
    for (const [name, relationship] of [
      ['Peter Odell Fenwick', 'son'],
      ['Rose Fenwick Arnaud', 'daughter'],
      ['Simon Odell Fenwick', 'son'],
    ])
      expect(person(out, name!)).toMatchObject({ role: 'beneficiary', relationship });
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Gunnar Emil Lindqvist']);
  });
  it("reads each witness's address in its own column", () => {
    expect(person(out, 'Harriet B. Quesnel')?.address).toBe('88 Lambs Rd, Charlottesville, VA 22901');
    expect(person(out, 'Tobias R. Whitcombe')?.address).toBe(
      '1207 Rugby Ave Unit 3, Charlottesville, VA 22903',
    );
  });
  it('dates the probate and the qualification by the certificate\'s "In the Clerk\'s Office ..., on <date>."', () => {
    expect(out.typeSpecific.otherDates).toEqual(
      expect.arrayContaining([
        { date: '2022-08-11', label: 'probate_admitted' },
        { date: '2022-08-11', label: 'letters_issued' },
      ]),
    );
    expect(out.keyDates.other).toBe('2022-08-11');
  });
});

const AFFIDAVIT = `                    IN THE SUPERIOR COURT OF THE STATE OF ARIZONA
                           IN AND FOR THE COUNTY OF PIMA

In the Matter of the Estate of:              Case No. PB2024-000911
BEATRIZ ELENA SANDOVAL,                      AFFIDAVIT FOR TRANSFER OF
                       Deceased.             TITLE TO REAL PROPERTY

The undersigned, each being first duly sworn, state under oath:

1.  Decedent's name: BEATRIZ ELENA SANDOVAL
    Date of death: January 5, 2023      Place of death: Tucson, Arizona

2.  Statement of succession: The decedent died without a will. The decedent's husband, FELIPE
    SANDOVAL, died on May 1, 2015. The decedent had two children, MARISOL SANDOVAL VEGA and TOMAS
    SANDOVAL, and no others. Tomas Sandoval died on August 3, 2021, leaving two children, DIEGO ANDRES
    SANDOVAL and LUZ MARINA SANDOVAL, a minor, who take his share by representation.

3.  The persons entitled to the real property, and their interests:

    NAME / ADDRESS                          RELATIONSHIP     INTEREST
    Marisol Sandoval Vega                   daughter         50%
      615 W. Grant Road, Tucson, AZ 85705
    Diego Andres Sandoval                   grandson         25%
      3302 E. Pima Street, Tucson, AZ 85716
    Luz Marina Sandoval, a minor            granddaughter    25%
      940 S. Craycroft Road, Unit 4, Tucson, AZ 85711

______________________________________   ______________________________________
MARISOL SANDOVAL VEGA                    DIEGO ANDRES SANDOVAL
Successor / Affiant                      Successor / Affiant

______________________________________
ESTEBAN RUIZ, Conservator of the Estate
of LUZ MARINA SANDOVAL, a minor, Pima
County Superior Court No. PB2022-003140
940 S. Craycroft Road, Unit 4, Tucson, AZ 85711
`;

describe('a small-estate affidavit with a predeceased child and a conservator signer', () => {
  const out = parse(AFFIDAVIT);
  it('reads the predeceased child\'s sex from "who take his share by representation"', () => {
    expect(person(out, 'Tomas Sandoval')).toMatchObject({ role: 'family_member', relationship: 'son' });
  });
  it('makes the conservator under a bare signature rule an affiant at the printed address', () => {
    expect(person(out, 'Esteban Ruiz')).toMatchObject({
      role: 'affiant',
      relationship: null,
      address: '940 S Craycroft Rd Unit 4, Tucson, AZ 85711',
    });
    expect(person(out, 'Luz Marina Sandoval')?.role).toBe('heir');
  });
});
