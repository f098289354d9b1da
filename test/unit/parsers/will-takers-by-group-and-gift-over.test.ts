import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Wills whose takers are named through a group ("to those of my children who survive me", "to my sons and
 * daughters, A and B") or a gift over to a child's child ("Should my son predecease me, ... to his daughter, my
 * granddaughter, X"): they take under the will (beneficiary), not merely family. Invented passages.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const roleOf = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name)?.role;

const will = (body: string) =>
  parse(`                         LAST WILL AND TESTAMENT
                                   OF
                           WINIFRED JOAN ALDERMAN

     I, WINIFRED JOAN ALDERMAN, of 220 Quarry Hill Road, Montpelier, Vermont 05602, declare this to be
my Last Will and Testament.

${body}

     IN WITNESS WHEREOF, I have signed this Will on the 3rd day of March, 2015.`);

describe('will takers named through a group', () => {
  it('makes the children of "to those of my children who survive me" beneficiaries, not a child who died', () => {
    const out = will(`     FIRST: I am married to OSWALD ALDERMAN. I have had three children, namely
GRETA ALDERMAN PIKE, LUCAS ROY ALDERMAN, and HENRY ALDERMAN. My son HENRY ALDERMAN died on
June 4, 2011.

     SECOND: I give all my household goods to my husband, if he survives me, or if he does not, to
those of my children who survive me, in equal shares.`);
    expect(roleOf(out, 'Greta Alderman Pike')).toBe('beneficiary');
    expect(roleOf(out, 'Lucas Roy Alderman')).toBe('beneficiary');
    expect(roleOf(out, 'Henry Alderman')).toBe('family_member');
  });
  it('reads the takers listed after "to my nephews and nieces,"', () => {
    const out =
      will(`     FIRST: My husband, OSWALD ALDERMAN, died in 2009. My nephews are PAUL T. RIGGS and ELI RIGGS,
and my niece is NORA RIGGS DUFF.

     SECOND: I give the rest of my estate to my nephews and nieces, PAUL T. RIGGS, ELI RIGGS and NORA
RIGGS DUFF, in equal shares.`);
    expect(roleOf(out, 'Paul T. Riggs')).toBe('beneficiary');
    expect(roleOf(out, 'Eli Riggs')).toBe('beneficiary');
    expect(roleOf(out, 'Nora Riggs Duff')).toBe('beneficiary');
  });
});

describe('a gift over to a child of a named child', () => {
  const out =
    will(`     FIRST: I give my home at 220 Quarry Hill Road, Montpelier, Vermont, to my son, FRANKLIN ALDERMAN.
Should my son predecease me, I give this property to his daughter, my granddaughter, IVY MAE ALDERMAN.`);
  it('makes the grandchild a beneficiary', () => {
    expect(roleOf(out, 'Ivy Mae Alderman')).toBe('beneficiary');
    expect(out.people.find((p) => p.name === 'Ivy Mae Alderman')?.relationship).toBe('grandchild');
  });
  it('keeps the contingent taker out of the grantees ("Should ... predecease me")', () => {
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Franklin Alderman']);
  });
});

describe('a group the will says shall take', () => {
  it('makes "my nephews, A and B, shall receive ..." beneficiaries', () => {
    const out = will(`     FIRST: My brother, CALVIN ALDERMAN, died in 2010, survived by his two sons.

     SECOND: I give the rest of my estate to the Trustee named below, IN TRUST. It is my wish that my
nephews, OTTO LEE ALDERMAN and JASPER ALDERMAN, shall receive in equal shares the share their father
would have received.`);
    expect(roleOf(out, 'Otto Lee Alderman')).toBe('beneficiary');
    expect(roleOf(out, 'Jasper Alderman')).toBe('beneficiary');
  });
});

describe('a codicil that revokes an article and appoints', () => {
  it('makes the one appointed "I revoke Article ... and appoint my niece, X, as Executrix" the executor', () => {
    const out =
      will(`     FIRST: I give the rest of my estate to my husband, OSWALD ALDERMAN, or if he does not survive me,
to my niece, CORA BETH NYGAARD.

     SECOND: I appoint my husband, OSWALD ALDERMAN, as Executor of this Will.

                              FIRST CODICIL

     1. My husband, OSWALD ALDERMAN, died on May 2, 2018.
     2. I revoke Article SECOND of my Will and appoint my niece, CORA BETH NYGAARD, as Executrix, to
serve without bond.`);
    expect(roleOf(out, 'Cora Beth Nygaard')).toBe('executor');
  });
});
