import { describe, expect, it } from 'vitest';
import { findInstrumentDate, findOtherDates } from '@/parsers/extract/common/dates';
import { findDeathDate, findDecedentName, findPlaceOfDeath } from '@/parsers/extract/common/decedent';
import { inlineRoleMentions } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

/**
 * Affidavits of death and their forms: a death recital with a defined term and the owner's street between the
 * name and the verb, a relative's death told by an appositive, an affiant's home town before the oath, a
 * certification of trust's own execution date, bar numbers under a state bar's initials, and a form's
 * label/value table whose value column carries a name over its address. Invented passages.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('death recitals with a defined term and a street before the verb', () => {
  const text = `AFFIDAVIT OF DEATH OF TRANSFEROR

     Maurice Lee Quarles, being first duly sworn upon his oath, says that:

     1.  WINIFRED ANN QUARLES, also known as Winnie A. Quarles (the
"Transferor"), of 418 Sycamore Lane, Kokomo, Indiana 46901, died on
March 3, 2023, at Kokomo, Howard County, Indiana.`;
  it('reads the decedent named before the defined term', () => {
    expect(findDecedentName(doc(text))?.name.value).toBe('WINIFRED ANN QUARLES');
  });
  it('takes the street after the defined term as the residence, and the death date', () => {
    const out = parse(text);
    expect(out.decedent?.name).toBe('Winifred Ann Quarles');
    expect(out.decedent?.residenceAddress).toBe('418 Sycamore Ln, Kokomo, IN 46901');
    expect(out.decedent?.dateOfDeath).toBe('2023-03-03');
  });
  it("reads a scan's one or zero inside the city's name as its letter", () => {
    const d = doc(`     ARTHUR P. LINDGREN (the "Owner") died on May 9, 2022, at Fairvi1le, Marion
County, Ohio.`);
    const death = findDeathDate(d, findDecedentName(d));
    expect(findPlaceOfDeath(d, death)?.value).toBe('Fairville, OH');
  });
});

describe("a relative's death told through an appositive", () => {
  it('does not take the death of "the husband of the decedent" for the decedent\'s', () => {
    const d = doc(`     That CLARA JUNE EKSTROM, late of Hazen, Mercer County, North Dakota, who is the
same person named in the deed recited below, passed away at Minot, North Dakota,
on the 4th day of February, 2024;

     That Otto Ekstrom, the husband of the decedent and a joint life tenant with
her, died on July 19, 2017, and she did not remarry;`);
    expect(findDeathDate(d, findDecedentName(d))?.iso).toBe('2024-02-04');
  });
});

describe("an affiant's home town before the oath", () => {
  it('reads the affiant, not the last words of the place', () => {
    const m = inlineRoleMentions(
      doc(`     Harlan Dean Voss, of Jamestown, Stutsman County, North Dakota, being first duly
sworn, deposes and states:`),
    );
    expect(m.filter((x) => x.role === 'affiant').map((x) => x.name)).toEqual(['Harlan Dean Voss']);
  });
});

describe('a certification of trust inside the affidavit', () => {
  it("does not take the trust's execution date for the affidavit's", () => {
    const d = doc(`     (a) Existence of trust / date of     The Trust exists and was
         trust instrument:                 executed on June 1, 2009.

     Given under my hand this 14th day of August, 2024.

     Subscribed and sworn to before me this 14th day of August, 2024.`);
    expect(findInstrumentDate(d, { isWill: false })?.iso).toBe('2024-08-14');
  });
});

describe("attorneys' bar numbers and the blocks around them", () => {
  it("reads the preparer's firm address past a bar number under a state bar's initials", () => {
    const out = parse(`PREPARED BY AND RETURN TO:
Lorena K. Pettibone, Esquire (VSB No. 55120)
Pettibone & Shah, PLC
77 Cary Street, Suite 4
Lynchburg, Virginia 24504

                     AFFIDAVIT OF DEATH OF TRUSTEE

     GLENN ROY FARRIS (the "Decedent") died on April 2, 2023.`);
    expect(out.people.find((p) => p.name === 'Lorena K. Pettibone')?.address).toBe(
      '77 Cary St Ste 4, Lynchburg, VA 24504',
    );
  });
  it('does not read a labelled return block under the preparer as the firm', () => {
    const out = parse(`Prepared by: Curtis M. Oyelowo, Esquire (VSB No. 40211)
Return to:   Blue Ridge Closing Services, Inc.
             12 Court Square, Suite 2, Culpeper, VA 22701

     THIS DEED OF DISTRIBUTION, made this 3rd day of May, 2024.`);
    expect(out.people.find((p) => p.name === 'Curtis M. Oyelowo')?.address ?? null).toBeNull();
  });
});

describe("a form's label/value table", () => {
  it('reads the address printed under a name in the value column', () => {
    const out = parse(`AFFIDAVIT OF DEATH OF TRUSTEE

     This day personally appeared before me DORA LYNN HALVERSON, who, being first
duly sworn, made oath and stated as follows:

     1.  PETER JAMES HALVERSON (the "Decedent") died on October 30, 2022.

     2.  Under the Trust, upon the death of the Decedent, Affiant, the daughter of
the Decedent, became the sole successor trustee.

     (c) Currently acting trustee and      Dora Lynn Halverson,
         address:                          2215 West Grace Street,
                                           Norfolk, Virginia 23507.
     (d) Powers of trustee:                Full power to sell and convey.`);
    expect(out.people.find((p) => p.name === 'Dora Lynn Halverson')?.address).toBe(
      '2215 W Grace St, Norfolk, VA 23507',
    );
  });
});

describe('wills recorded with a register of wills certificate', () => {
  const text = `               SUPERIOR COURT OF THE DISTRICT OF COLUMBIA
                          PROBATE DIVISION

     I, the Register of Wills for the District of Columbia, Clerk of the
Probate Division, do hereby certify:

     That the paper writing hereto annexed is a true copy of the Last Will
and Testament of AUGUSTA MAE PRIDGEN, late of the District of Columbia,
who departed this life on January 8, 2024, at Washington, D.C.;

     That the said Will was admitted to probate by this Court on April 2, 2024;

     IN TESTIMONY WHEREOF, I have hereunto subscribed my name and affixed
the seal of the Probate Division this 19th day of July, 2024.

                      LAST WILL AND TESTAMENT
                     OF AUGUSTA MAE PRIDGEN

     I, AUGUSTA MAE PRIDGEN, residing at 610 Quincy Street, N.W., Washington,
D.C. 20011, declare this to be my Last Will and Testament.

     ITEM ONE.  I give and devise my home, premises 610 Quincy Street, N.W.,
Washington, D.C. 20011, to my nephew, OSWALD PRIDGEN KEYS.

     IN WITNESS WHEREOF, I have hereunto set my hand this 2nd day of May, 2019.

     Signed, sealed, published and declared by the above-named Testatrix in our
presence, who at her request have hereunto subscribed our names as attesting
witnesses.

  _____________________________    residing at 48 Upshur Street, N.W.,
  Rosalind T. Ambrose              Apt. 3, Washington, D.C. 20011

  _____________________________    residing at 915 Decatur Place, N.E.,
  Winston J. Obi                   Washington, D.C. 20017`;
  const out = parse(text);
  it('reads "Washington, D.C." as the city and its dotted code', () => {
    expect(out.decedent?.placeOfDeath).toBe('Washington, DC');
  });
  it('takes "my home, premises <street>" as the stated property address', () => {
    expect(out.property.addressSource).toBe('stated');
    expect(out.property.address).toBe('610 Quincy St NW, Washington, DC 20011');
  });
  it("dates the register's certificate", () => {
    expect(findOtherDates(doc(text), { category: 'WILL' })).toContainEqual(
      expect.objectContaining({ iso: '2024-07-19', label: 'court_certification' }),
    );
  });
  it('reads the attesting witnesses with the residence beside their rules', () => {
    const witnesses = out.people.filter((p) => p.role === 'witness');
    expect(witnesses.map((w) => [w.name, w.address])).toEqual([
      ['Rosalind T. Ambrose', '48 Upshur St NW Apt 3, Washington, DC 20011'],
      ['Winston J. Obi', '915 Decatur Pl NE, Washington, DC 20017'],
    ]);
  });
});

describe('witnesses side by side and an attorney block', () => {
  it('reads "residing at" under each witness name without a colon', () => {
    const out = parse(`LAST WILL AND TESTAMENT OF HOMER J. BRISCOE

     I, HOMER J. BRISCOE, of Nampa, Idaho, declare this to be my Will.

     The foregoing instrument was signed by the Testator in our presence, and we
sign as witnesses in his presence and in the presence of each other.

  ___________________________          ___________________________
  Leona F. Tibbets                     Marcus R. Quill
  residing at 22 E. Elm Ave.,          residing at 7 N. Birch Ct.,
  Nampa, ID 83651                      Caldwell, ID 83605`);
    expect(out.people.find((p) => p.name === 'Leona F. Tibbets')?.address).toBe(
      '22 E Elm Ave, Nampa, ID 83651',
    );
    expect(out.people.find((p) => p.name === 'Marcus R. Quill')?.address).toBe(
      '7 N Birch Ct, Caldwell, ID 83605',
    );
  });
  it('reads the attorney named over a firm, a street and a city line', () => {
    const out = parse(`Nadia V. Ellsworth, ISB No. 8817
ELLSWORTH ESTATE LAW PLLC
250 S. Fifth Street, Suite 8
Pocatello, Idaho 83201
Attorney for Personal Representative

     LAST WILL AND TESTAMENT OF IRMA DELL HOOPER

     I, IRMA DELL HOOPER, of Pocatello, Idaho, declare this to be my Will.`);
    const p = out.people.find((x) => x.name === 'Nadia V. Ellsworth');
    expect(p?.role).toBe('preparer');
    expect(p?.address).toBe('250 S 5th St Ste 8, Pocatello, ID 83201');
  });
});

describe("an order titled in the caption's right-hand column", () => {
  it('dates the probate and the appointment from the order', () => {
    const text = `In the Matter of the Estate of        )   Case No. CV14-24-00981
                                      )
OPAL RAE McKINNEY,                    )   ORDER OF INFORMAL PROBATE OF
                                      )   WILL AND INFORMAL APPOINTMENT
                  Deceased.           )   OF PERSONAL REPRESENTATIVE

     IT IS ORDERED that the Will of the decedent dated May 5, 2012, is
informally probated, and DEAN McKINNEY is informally appointed Personal
Representative of the Estate of the decedent.

     DATED February 9, 2024.

                    LAST WILL AND TESTAMENT
                              OF
                    OPAL RAE McKINNEY`;
    const dates = findOtherDates(doc(text), { category: 'WILL' }).map((d) => `${d.iso} ${d.label}`);
    expect(dates).toContain('2024-02-09 probate_admitted');
    expect(dates).toContain('2024-02-09 letters_issued');
  });
});

describe("the applicant's address in a court's order", () => {
  it('gives the address stated for "the Applicant" to the person who applied', () => {
    const out = parse(`In the Matter of the Estate of        )   Case No. CV14-24-00981
OPAL RAE McKINNEY,                    )   ORDER OF INFORMAL PROBATE OF
                  Deceased.           )   WILL

     Upon the Application of DEAN ARLO McKINNEY for informal probate of the Will
of the above-named decedent, the Registrar finds:

     1.  The Applicant, whose address is 77 North Cedar Avenue, Twin Falls, Idaho
83301, is the person nominated in the Will.

     DATED February 9, 2024.

                    LAST WILL AND TESTAMENT OF OPAL RAE McKINNEY

     I, OPAL RAE McKINNEY, of Twin Falls, Idaho, give my home to my son, DEAN ARLO
McKINNEY.`);
    expect(out.people.find((p) => p.name === 'Dean Arlo McKinney')?.address).toBe(
      '77 N Cedar Ave, Twin Falls, ID 83301',
    );
  });
});
