import { describe, expect, it } from 'vitest';
import { classify } from '@/parsers/classify';
import { findDeathDate, findDecedentName } from '@/parsers/extract/common/decedent';
import { spouseMentions } from '@/parsers/extract/common/family';
import { inlineRoleMentions } from '@/parsers/extract/common/signatures';
import { parseDocumentText } from '@/parsers/index';
import { Doc } from '@/parsers/text/doc';

/**
 * Estate affidavits in forms the earlier rules missed: the succession affidavit titled in a court caption's
 * right-hand column; Ohio's transfer-on-death affidavit sworn by co-affiants "duly cautioned and sworn", who
 * say whose children they are with an article before each word, of a decedent defined as the "unremarried widow"
 * of her late husband; a marriage recital counting the marriages ("first to X ...; and secondly to Y"). Invented passages in the style of recorded forms.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('an affidavit of succession to real property', () => {
  it('classifies the title set beside a court caption as a small-estate affidavit', () => {
    const text = `In the Matter of the Estate of          )    Case No. PB-2020-0418
                                        )
ROSALIND MAE TREVINO,                   )    AFFIDAVIT OF SUCCESSION
                                        )    TO REAL PROPERTY
                        Deceased.       )
________________________________________)

     The undersigned, OWEN TREVINO, being first duly sworn, states that the decedent died
on May 2, 2019, and that a certified copy of the death certificate is attached.`;
    expect(classify(doc(text)).category).toBe('SMALL_ESTATE_AFFIDAVIT');
  });
});

describe("Ohio's affidavit of transfer-on-death beneficiaries", () => {
  const text = `            AFFIDAVIT OF TRANSFER ON DEATH BENEFICIARIES
                (Ohio Revised Code Section 5302.222)

     TOBIAS REED WENDLING and MARGARET WENDLING OSTROWSKI, being first duly
cautioned and sworn, state as follows:

     1.  HAZEL JUNE WENDLING (the "Decedent"), unremarried widow of Lyle P. Wendling,
who died March 3, 2009, was the owner of record of the real property described below.

     2.  The Decedent died on 02/14/2022 in Marion, Ohio. A certified copy of the
Decedent's death certificate is attached hereto.

     3.  Affiants are the son and the daughter of the Decedent, and are the transfer on
death beneficiaries named in the designation affidavit.
`;
  it('reads co-affiants "duly cautioned and sworn" as the beneficiaries', () => {
    const p = parse(text);
    expect(p.documentType).toBe('AFFIDAVIT_OF_DEATH');
    expect(p.parties.grantees.map((g) => `${g.name} (${g.role})`)).toEqual([
      'Tobias Reed Wendling (beneficiary)',
      'Margaret Wendling Ostrowski (beneficiary)',
    ]);
  });
  it('gives each affiant the kinship "the son and the daughter of the Decedent" says, in order', () => {
    const people = parse(text).people;
    expect(people.find((x) => x.name === 'Tobias Reed Wendling')?.relationship).toBe('son');
    expect(people.find((x) => x.name === 'Margaret Wendling Ostrowski')?.relationship).toBe('daughter');
  });
  it('reads the late husband of a decedent defined as the "unremarried widow" of him', () => {
    const husband = parse(text).people.find((x) => x.name === 'Lyle P. Wendling');
    expect(husband?.relationship).toBe('spouse');
  });
});

describe('a recital that counts the marriages', () => {
  it('reads each marriage after "first to" and "secondly to" with its own fate', () => {
    const text = `     THAT the decedent was married three times: first to HAROLD VINCENT QUILL, who
died on the 2nd day of May, 1979; secondly, to DESMOND PAUL ARCHER, from whom the
decedent was divorced in 1988; and thirdly to NOEL FINNEGAN RUSK, who died in 2015.`;
    const found = spouseMentions(doc(text)).map((s) => `${s.name}: ${s.relationship}`);
    expect(found).toEqual([
      'HAROLD VINCENT QUILL: spouse',
      'DESMOND PAUL ARCHER: former_spouse',
      'NOEL FINNEGAN RUSK: spouse',
    ]);
  });
});

describe('form fields lettered in brackets with dot leaders', () => {
  it('reads the decedent and the date of death beside "[A] DECEDENT ...." and "[B] DATE OF DEATH ...."', () => {
    const text = `INDEX AS:
  GRANTOR:  MCALLISTER BEULAH GRACE (DECEASED)

                         AFFIDAVIT OF HEIRSHIP

 [A] DECEDENT .......... BEULAH GRACE MCALLISTER
 [B] DATE OF DEATH ..... 11/23/2021
 [C] LAST RESIDENCE .... 88 Cedar Bend Road, Lufkin, Texas 75901

 Decedent's first husband died 04/02/1990; she did not remarry.`;
    const d = doc(text);
    const name = findDecedentName(d);
    expect(name?.name.value).toBe('BEULAH GRACE MCALLISTER');
    expect(findDeathDate(d, name)?.iso).toBe('2021-11-23');
  });
});

describe('numbered witnesses whose printed names are labelled', () => {
  it('reads the name after "Name:" beside "WITNESS 1:" and "WITNESS 2:"', () => {
    const text = ` WITNESS 1: ____________________________  Name: Odessa Marie Fairweather
            Address: 61 Larkspur Lane, Abilene, Texas 79605

 WITNESS 2: ____________________________  Name: Quentin Rhys Abernathy
            Address: 1200 Sayles Boulevard, Abilene, Texas 79605`;
    const names = inlineRoleMentions(doc(text))
      .filter((m) => m.role === 'witness')
      .map((m) => m.name);
    expect(names).toEqual(['Odessa Marie Fairweather', 'Quentin Rhys Abernathy']);
  });
});

describe('a ruled table of the marriages', () => {
  it("reads each spouse under the spouse column, divorced or died by the row's other cells", () => {
    const text = ` MARITAL HISTORY
 +----+--------------------------+------------+-------------------------------+
 | No.| Spouse                   | Married    | How / When Marriage Ended     |
 +----+--------------------------+------------+-------------------------------+
 | 1  | Thelma Rose Dunaway      | 06/02/1958 | Divorce decree, Ector County, |
 |    |                          |            | 10/11/1964                    |
 | 2  | Corinne Elise Vickery    | 03/15/1966 | Death of spouse, 01/08/2017   |
 +----+--------------------------+------------+-------------------------------+
 Decedent did not remarry.`;
    const found = spouseMentions(doc(text)).map((s) => `${s.name}: ${s.relationship}`);
    expect(found).toEqual(['Thelma Rose Dunaway: former_spouse', 'Corinne Elise Vickery: spouse']);
  });
});
