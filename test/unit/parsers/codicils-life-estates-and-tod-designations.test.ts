import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';
import { findDates } from '@/parsers/normalize/dates';
import { isEntity } from '@/parsers/normalize/names';
import { readName } from '@/parsers/text/read-name';

/**
 * Wills whose codicil replaces the executor, whose land goes to a life tenant and a remainderman or is given in a
 * sentence interrupted by an indented description; ordinary deeds naming their grantors by a defined term, their
 * earlier owners in a "conveyed by ... unto ..." recital, and transfer-on-death designees in a table. Invented
 * passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);
const grantees = (out: ReturnType<typeof parse>) => out.parties.grantees.map((g) => `${g.name} (${g.role})`);

describe('the executor a will names', () => {
  it('takes the executor a codicil appoints in place of the one the will named', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF ORVILLE P. KEMPF

     I, ORVILLE P. KEMPF, of Jasper County, Iowa, make this my Last Will.

     THIRD: I appoint my brother, LUTHER JAMES KEMPF, as Executor of this Will.

                        FIRST CODICIL TO MY WILL

     1. I revoke Article THIRD of my Will and I appoint my niece, ROSALIE KEMPF ADAIR, as Executrix of my
Will. Should she be unable to serve, I appoint my friend, DESMOND T. WIRTH, as Executor.`);
    expect(person(out, 'Rosalie Kempf Adair')?.role).toBe('executor');
    expect(person(out, 'Luther James Kempf')?.role).not.toBe('executor');
    expect(person(out, 'Desmond T. Wirth')?.role).not.toBe('executor');
  });
  it('reads "I nominate and appoint" and leaves the alternate out', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF MAVIS L. DORN

     I, MAVIS L. DORN, of Pitt County, North Carolina, make this my Last Will.

     ARTICLE IV. I nominate and appoint my husband, ELROY DEAN DORN, as Executor of this Will. If he fails to
qualify, I appoint my son, CLYDE ELROY DORN, as Executor.`);
    expect(person(out, 'Elroy Dean Dorn')?.role).toBe('executor');
    expect(person(out, 'Clyde Elroy Dorn')?.role).not.toBe('executor');
  });
});

describe('a gift of land interrupted by its description', () => {
  it('resumes "to my son, X" in lower case under an indented description ending with a period', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF IDA MAE PRUE

     I, IDA MAE PRUE, of Barren County, Kentucky, make this my Last Will.

     SECOND: I give and devise my farm on Cave Mill Road, described as:

          A tract of land lying in Barren County, Kentucky, containing 40 acres, more or less, being the
     same land conveyed to Walter H. Prue and Ida M. Prue by deed of record in Deed Book 211, Page 5.

to my son, NOLAN WADE PRUE, and my daughter, VERA PRUE CASH, in equal shares.`);
    expect(grantees(out)).toEqual(['Nolan Wade Prue (beneficiary)', 'Vera Prue Cash (beneficiary)']);
    expect(grantees(out)).not.toContain('Walter H. Prue (beneficiary)');
  });
  it('reads a gift over to one who takes "if neither A nor B survives me" as contingent', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF AMOS R. TILL

     I, AMOS R. TILL, of Wilson County, Tennessee, make this my Last Will.

     1. I give my house and lot on Oak Street to my cousins, HAZEL TILL and GRADY TILL.
     2. If neither Hazel nor Grady survives me, my house and lot shall pass to my friend, OTIS BRANNOCK.`);
    expect(grantees(out)).toEqual(['Hazel Till (beneficiary)', 'Grady Till (beneficiary)']);
  });
});

describe('a life estate and its remainder under a will', () => {
  const will = `                    LAST WILL AND TESTAMENT OF NORRIS GAINES

     I, NORRIS GAINES, of Iredell County, North Carolina, make this my Last Will.

     ITEM II. I give and devise unto my wife, PEARL ANN GAINES, for and during the term of her natural life, a
life estate in my home place at 212 Shady Grove Road, Statesville, North Carolina 28625.  Upon the death of my
wife, or upon my death if she does not survive me, I give the remainder to my son, WESLEY GAINES.  If my son
does not survive me, I give said remainder to his daughter, JUNE GAINES LOWE.`;
  it('makes the life tenant and the remainderman both devisees of the land', () => {
    expect(grantees(parse(will))).toEqual(['Pearl Ann Gaines (beneficiary)', 'Wesley Gaines (beneficiary)']);
  });
  it('reads "to his daughter, X" after "my son" as a grandchild', () => {
    expect(person(parse(will), 'June Gaines Lowe')?.relationship).toBe('grandchild');
  });
  it('takes "my home place at" as the stated street address', () => {
    const out = parse(will);
    expect(out.property.address).toBe('212 Shady Grove Rd, Statesville, NC 28625');
    expect(out.property.addressSource).toBe('stated');
  });
});

describe('names, kin and signers', () => {
  it('keeps a lower-case particle inside a name printed in capitals', () => {
    const text = 'to my niece, ROSA IBARRA de la FUENTE, and';
    expect(readName(text, text.indexOf('ROSA'))?.name).toBe('ROSA IBARRA de la FUENTE');
  });
  it('reads "My only sister, X, died" as a relative', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF LEON FISK

     I, LEON FISK, of Sumner County, Tennessee, make this my Last Will. My only sister, OPAL FISK TURNER,
died in 2011.`);
    expect(person(out, 'Opal Fisk Turner')?.relationship).toBe('sibling');
  });
  it('reads a witness named beside the capacity on the signature rule line', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF LEON FISK

     I, LEON FISK, of Wake County, North Carolina, make this my Last Will.

___________________________  Testator    LEON FISK
___________________________  Witness     Hollis J. Brandt
___________________________  Witness     Minerva Sapp, Jr.`);
    expect(person(out, 'Hollis J. Brandt')?.role).toBe('witness');
    expect(person(out, 'Minerva Sapp, Jr.')?.role).toBe('witness');
  });
  it('keeps the place a description opens with ("Land in X County, being Lot ...")', () => {
    const out = parse(`                    LAST WILL AND TESTAMENT OF LEON FISK

     I give and devise my residence, described as follows:

          Land in Wilson County, Tennessee, being Lot No. 4 on the Plan of Cedar Glen, of record in Plat Book
     9, Page 12, Register's Office for Wilson County, Tennessee.`);
    expect(out.property.legalDescription).toMatch(/^Land in Wilson County, Tennessee, being Lot No\. 4/);
  });
});

describe('ordinary deeds and releases', () => {
  it('reads a professional limited liability company as an entity', () => {
    expect(isEntity('Marsh Tolliver PLLC')).toBe(true);
  });
  it('reads a stamp that pads a one-digit day with a dash ("2022 JUN -7")', () => {
    expect(findDates('FILED 2022 JUN -7  AM 9:05')[0]?.iso).toBe('2022-06-07');
  });
  it('takes the grantors named before "(hereinafter "Grantors")"', () => {
    const out = parse(`                    GENERAL WARRANTY DEED

     KNOW ALL MEN BY THESE PRESENTS, that we, DELLA MAE FORD and ARLEN FORD (hereinafter "Grantors"), in
consideration of the sum of Ninety-Two Thousand and 00/100 ($92,000.00) Dollars, to us in hand paid at and
before the sealing of these presents by ROY PIKE (hereinafter "Grantee"), the receipt whereof is hereby
acknowledged, have granted, bargained and sold, and do hereby grant and release unto the said ROY PIKE the
following lot: Lot 3, Block 9, ELM PARK.`);
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Della Mae Ford', 'Arlen Ford']);
  });
  it('names the grantees of the vesting deed a "conveyed by X unto Y" recital gives', () => {
    const out = parse(`                              DEED

     THIS DEED, made this 2nd day of May, 2022, by and between MABEL JONES, party of the first part, and
CARL JONES, party of the second part.

     BEING the same lot of ground which by Deed dated June 1, 1990, was granted and conveyed by Ivan Lusk
unto Otto Jones and Mabel Jones, his wife, as tenants by the entirety.`);
    expect(person(out, 'Otto Jones')).toBeDefined();
  });
  it('reads the owners, a TOD beneficiary table and a contingent taker of a transfer-on-death deed', () => {
    const out = parse(`                       TRANSFER ON DEATH DEED

OWNERS:  LYLE K. BRANDT and RUTH E. BRANDT, husband and wife

     The Owners hereby designate the TOD beneficiaries named below.

LEGAL DESCRIPTION: Lot 2, Block 5, PINE ACRES, Dunn County, Wisconsin.

TOD BENEFICIARIES:
  Name                       Address                             Share
  LENA M. BRANDT             410 Oak Street, Menomonie, WI 54751   1/2
  PAUL BRANDT-ORTIZ          22 Elm Court, Boyceville, WI 54725    1/2

If Lena M. Brandt does not survive the Owners, her share shall pass to her daughter, IRIS J. COLE.`);
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Lyle K. Brandt', 'Ruth E. Brandt']);
    expect(grantees(out)).toEqual(['Lena M. Brandt (beneficiary)', 'Paul Brandt-Ortiz (beneficiary)']);
    expect(person(out, 'Iris J. Cole')?.role).toBe('beneficiary');
  });
});
