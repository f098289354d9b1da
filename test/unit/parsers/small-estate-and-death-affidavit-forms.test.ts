import { describe, expect, it } from 'vitest';
import { priorOwnerMentions } from '@/parsers/extract/common/chain-of-title';
import { findDecedentName, findResidence } from '@/parsers/extract/common/decedent';
import { childSexAfter } from '@/parsers/extract/common/family';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { inlineRoleMentions, signatureBlockMentions } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { fullerName } from '@/parsers/normalize/names';
import { Doc } from '@/parsers/text/doc';

/**
 * Small-estate affidavits and affidavits of death: statutory residence wording, recorder cover sheets, the
 * decedent's status told outright or by the spouse's death, header blocks beside the recorder's stamp, notary
 * seals boxed beside the signature, note makers, and inventory rows. Invented passages in the style of real forms.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('decedent residence in statutory wording', () => {
  it('reads "place of residence immediately before death was <street>"', () => {
    const text = `2. The decedent's name is WALTER GUS BRANDVOLD. The decedent's place of residence
immediately before death was 77 N. Linden Street, Decorah, Iowa 52101.`;
    const d = doc(text);
    const r = findResidence(d, findDecedentName(d));
    expect(r?.value).toMatchObject({ formatted: '77 N Linden St, Decorah, IA 52101' });
  });
  it('reads "residence prior to his death was" too', () => {
    const text = `The decedent, OTTO F. KRANZ, died on May 2, 2022. His residence prior to his death was
412 Elm Avenue, Sheboygan, Wisconsin 53081.`;
    const d = doc(text);
    const r = findResidence(d, findDecedentName(d));
    expect(r?.value).toMatchObject({ formatted: '412 Elm Ave, Sheboygan, WI 53081' });
  });
});

describe('decedent named on a cover sheet or in a labelled header', () => {
  it('reads a numbered index-order entry "1. SURNAME, GIVEN NAMES, Deceased"', () => {
    const d = findDecedentName(
      doc(`Grantor(s) (Last name, First name, Initials):
   1. LINDGREN, MARTHA JOY, Deceased

Grantee(s) (Last name, First name, Initials):
   1. OKAFOR, DANIEL`),
    );
    expect(d?.name.value).toBe('MARTHA JOY LINDGREN');
  });
  it('does not take the list number for a surname', () => {
    const d = findDecedentName(doc(`Grantor(s):\n   1. MARTHA JOY LINDGREN, Deceased\n`));
    expect(d?.name.value).toBe('MARTHA JOY LINDGREN');
  });
  it('reads the name under a "GRANTOR (..., deceased):" label, the fuller form over a recital initial', () => {
    const text = `GRANTOR (Owner, deceased):
   Rosalind Mae Thackeray
   19 Quarry Lane, Hood River, OR 97031

     2.  ROSALIND M. THACKERAY (the "Owner") died on March 3, 2022, at Hood River, Oregon.`;
    expect(findDecedentName(doc(text))?.name.value).toBe('Rosalind Mae Thackeray');
  });
});

describe('marital status at death', () => {
  it('takes "The decedent was a widow" over a statute\'s "the surviving spouse\'s" interest', () => {
    const p = parse(`AFFIDAVIT OF SUCCESSOR (SMALL ESTATE)

     1. My name is Carla J. Mott. I am a successor of EDITH ROSE MOTT, deceased (the "decedent").
     2. The value of the decedent's entire estate, not including the surviving spouse's community
property interest in any assets, does not exceed $100,000.00. The decedent was a widow; her
husband, Lyle Mott, died on June 2, 2009.
     3. The decedent died on April 4, 2023.`);
    expect(p.decedent?.maritalStatus).toBe('widowed');
  });
  it('takes a spouse who died (named with a description) and no remarriage over a deed recital\'s "husband and wife"', () => {
    const p = parse(`AFFIDAVIT - DEATH OF TRUSTEE

That HAZEL ANN PRUETT, the decedent mentioned in the attached certified copy of Certificate of
Death, is the same person as HAZEL A. PRUETT, named as one of the Trustees in that certain deed
executed by OSCAR T. PRUETT and HAZEL A. PRUETT, husband and wife as joint tenants, to the trust.

That OSCAR T. PRUETT, the husband of HAZEL ANN PRUETT and her co-trustee, died on May 1, 2015,
and HAZEL ANN PRUETT thereafter served as sole trustee. She did not remarry.

That HAZEL ANN PRUETT died on January 8, 2023, at Fresno, California.`);
    expect(p.decedent?.maritalStatus).toBe('widowed');
    expect(p.people.find((x) => x.name === 'Oscar T. Pruett')).toMatchObject({
      role: 'family_member',
      relationship: 'spouse',
    });
  });
  it('does not read "did not remarry" as widowed when its own sentence tells of a divorce', () => {
    const p = parse(`AFFIDAVIT OF HEIRSHIP

The decedent, NILS OSCAR BERG, died on March 9, 2022. The decedent married ASTRID BERG, who died
on June 1, 1990. Other marriages: the decedent did not remarry and was divorced and unmarried at
the time of his death.`);
    expect(p.decedent?.maritalStatus).not.toBe('widowed');
  });
});

describe('header blocks beside the recorder stamp', () => {
  it('reads the attorney under "WHEN RECORDED MAIL TO:" with the stamp\'s fee lines beside it', () => {
    const m = inlineRoleMentions(
      doc(`RECORDING REQUESTED BY:              DOC# 2022-0088812
   Brightwater Legal, APC                           11/02/2022 10:05 AM
AND WHEN RECORDED MAIL TO:           Fees    $28.00
   Loretta V. Quist, Esq.            Taxes    $0.00
   BRIGHTWATER LEGAL, APC            Total   $28.00
   220 Pine Avenue, Suite 4
   Long Beach, CA 90802`),
    );
    expect(m.filter((x) => x.role === 'preparer').map((x) => x.name)).toContain('Loretta V. Quist');
  });
});

describe('notary seal boxed beside the signature column', () => {
  const text = `Subscribed and sworn to before me on June 1, 2023, by Ida Fenwick.

  +------------------------------------+    _____________________________
  |           OFFICIAL SEAL            |    Notary Public - State of Idaho
  |         MORGAN T HALVERSON         |    Morgan T. Halverson
  |   COMMISSION NO. 20231188          |    My commission expires: 3/1/2027
  +------------------------------------+`;
  it('reads the printed name under the rule, the box side no cell of its own', () => {
    const names = signatureBlockMentions(doc(text)).map((m) => m.name);
    expect(names).toContain('Morgan T. Halverson');
  });
  it("keeps the signed form with its initial's period over the seal's", () => {
    const p = parse(`AFFIDAVIT OF DEATH\n\nThe decedent, PAUL K. FENWICK, died on May 1, 2023.\n\n${text}`);
    expect(p.people.filter((x) => x.role === 'notary').map((x) => x.name)).toEqual(['Morgan T. Halverson']);
  });
  it('prefers the rendering whose initials keep their periods', () => {
    expect(fullerName('Morgan T Halverson', 'Morgan T. Halverson')).toBe('Morgan T. Halverson');
    expect(fullerName('Morgan T. Halverson', 'Morgan T Halverson')).toBe('Morgan T. Halverson');
  });
});

describe('makers of a note the estate holds', () => {
  it('names the makers of a promissory note as non-parties', () => {
    const m = priorOwnerMentions(
      doc(`(b) The promissory note dated March 3, 2017, in the original principal amount of $42,500.00,
made by Travis L. Oakes and Renee M. Oakes payable to the order of the decedent, together with the
mortgage securing it.`),
    );
    expect(m.map((x) => [x.name, x.role])).toEqual([
      ['Travis L. Oakes', 'other'],
      ['Renee M. Oakes', 'other'],
    ]);
  });
  it('does not read a "Note:" label\'s preparer as a maker', () => {
    const m = priorOwnerMentions(
      doc(`Note: this instrument was prepared and signed by Gloria P. Nunn, attorney.`),
    );
    expect(m).toEqual([]);
  });
});

describe("a child's sex from what is said of the child", () => {
  it('reads "at his address" after the name and an apposition', () => {
    const text = 'I mailed notice to OWEN R. TILLY, the only other successor, at his last known address.';
    expect(childSexAfter(text, text.indexOf('TILLY') + 5)).toBe('son');
  });
  it('reads "at her address"', () => {
    const text = 'Notice was mailed to Ruth Ann Tilly at her mailing address stated above.';
    expect(childSexAfter(text, text.indexOf('Tilly') + 5)).toBe('daughter');
  });
  it('says nothing when no pronoun is said of the child', () => {
    const text = 'I mailed notice to OWEN R. TILLY at the address stated above.';
    expect(childSexAfter(text, text.indexOf('TILLY') + 5)).toBeNull();
  });
});

describe('a description in an inventory row', () => {
  it('drops the flag and value cells beside the description column', () => {
    const l = findLegalDescription(
      doc(`ITEM  DESCRIPTION                                         EXEMPT?   VALUE
 1.   Homestead: Lot Nine (9), Block Two (2), CAPROCK        YES      $98,750.00
      MEADOWS ADDITION to the City of Odessa, Ector County,
      Texas, according to the plat recorded in Volume 44,
      Page 18 of the Plat Records of Ector County, Texas, commonly known as
      1207 Mesa Drive, Odessa, Texas 79761`),
    );
    expect(l?.value).toBe(
      'Lot Nine (9), Block Two (2), CAPROCK MEADOWS ADDITION to the City of Odessa, Ector County, Texas, according to the plat recorded in Volume 44, Page 18 of the Plat Records of Ector County, Texas',
    );
  });
  it('keeps a page number that ends a line after a wide gap', () => {
    const l = findLegalDescription(
      doc(`Legal description: Lot 4, Block 7, PINE RIDGE, recorded in Volume 12, Page   412
of the Plat Records of Smith County, Texas.`),
    );
    expect(l?.value).toContain('Page 412 of the Plat Records');
  });
});
