import { describe, expect, it } from 'vitest';
import { affiantKinship, childMentions } from '@/parsers/extract/common/family';
import { findLegalDescription } from '@/parsers/extract/common/property';
import { findRecordedDate } from '@/parsers/extract/common/recording';
import { tableMentions } from '@/parsers/extract/common/tables';
import { glyphVariant } from '@/parsers/extract/registry';
import { parseDocumentText } from '@/parsers/index';
import { repairAddressWords, repairFromOtherPrintings } from '@/parsers/normalize/address-words';
import { normalizeAddress } from '@/parsers/normalize/addresses';
import { Doc } from '@/parsers/text/doc';
import { repairWordGlyphs } from '@/parsers/text/word-glyphs';

/**
 * A scan's text layer misreading letters of names and addresses (a zero for an O, c for e, n for u, rn for m),
 * heirs' tables whose rows carry a guardian's note or refer to another heir's address, a filing stamp typed
 * beside the venue box, the decedent's sibling's children, the affiant's kinship set off after "I", a death
 * certificate's informant line, and a mineral interest opening its lands' description. Invented passages in the
 * style of real forms.
 */
const doc = (text: string) => new Doc([text]);
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('scan misreads in names and addresses', () => {
  it('reads a zero opening a word of small letters as an O, leaving numbers alone', () => {
    expect(repairWordGlyphs('Margaret 0sborne, 0akwood Terrace, Suite 0800')).toBe(
      'Margaret Osborne, Oakwood Terrace, Suite 0800',
    );
  });
  it("restores an address's unit name, street suffix and street named for a state", () => {
    expect(repairAddressWords('812 Tennessce Boulcvard, Apartrnent 3B')).toBe(
      '812 Tennessee Boulevard, Apartment 3B',
    );
    expect(normalizeAddress('77 Vermont Street, Apartrnent 9, Billings, Montana 59101')?.formatted).toBe(
      '77 Vermont St Apt 9, Billings, MT 59101',
    );
  });
  it('leaves street and city names it has no other printing of as printed', () => {
    expect(repairAddressWords('19 Hacienda Loop, Thornton')).toBe('19 Hacienda Loop, Thornton');
    expect(repairFromOtherPrintings('19 Hacienda Loop', 'at 19 Hacienda Loop, Thornton')).toBe(
      '19 Hacienda Loop',
    );
  });
  it('reads a street or city word as its fuller printing elsewhere in the document', () => {
    const text = `late of 40 Larnbert Road, Old Saybrook. The son lives at 12 Lambert Road, Old Saybrook,
and the daughter in Chcsterfield; the farm lies in Chesterfield.`;
    expect(repairFromOtherPrintings('40 Larnbert Rd', text)).toBe('40 Lambert Rd');
    expect(repairFromOtherPrintings('Chcsterfield', text)).toBe('Chesterfield');
    // (The correct printing is never turned into the misread one.)
    expect(repairFromOtherPrintings('12 Lambert Rd', text)).toBe('12 Lambert Rd');
  });
  it('takes two printings of a name that differ by a faint e read c for one person', () => {
    expect(glyphVariant('Doris Mae Fenstermacher', 'Doris Mae Fenstcrmacher')).toBe(true);
    expect(glyphVariant('Doris Mae Fenstermacher', 'Doris Mae Fenstermachar')).toBe(false);
  });
});

describe('rows of an heirs table', () => {
  const table = `     7.  The heirs at law of the Decedent are:

  NAME AND ADDRESS                      RELATIONSHIP          SHARE
  ------------------------------------  --------------------  -----
  MARVIN T. OKONKWO                     Son                    1/2
  88 Ridgeline Rd., Tulsa, OK 74105

  PRISCILLA A. OKONKWO                  Grandaughtcr (dau.     1/4
  17 Cedar Ct., Norman, OK 73069        of Felix Okonkwo)

  JOEL OKONKWO, a minor,                Grandson (son of       1/4
  by Marvin T. Okonkwo, his             Felix Okonkwo)
  guardian
  88 Ridgeline Rd., Tulsa, OK 74105
`;
  it('goes on past a row whose kinship a scan misread, by its share', () => {
    const names = tableMentions(doc(table)).map((t) => t.name);
    expect(names).toEqual(['MARVIN T. OKONKWO', 'PRISCILLA A. OKONKWO', 'JOEL OKONKWO']);
  });
  it("reads a minor's address under the guardian's note in the name column", () => {
    const joel = tableMentions(doc(table)).find((t) => t.name === 'JOEL OKONKWO');
    expect(joel?.address?.value.formatted).toBe('88 Ridgeline Rd, Tulsa, OK 74105');
  });
  it('gives a row whose address cell says "same address as" that person\'s address', () => {
    const text = `AFFIDAVIT OF HEIRSHIP

     RE: HOLLIS WAYNE DRUMMOND, Deceased

     1. HOLLIS WAYNE DRUMMOND (the "Decedent") died intestate on March 4, 2021.

     2. The heirs at law of the Decedent and their shares are:

NAME                    RELATIONSHIP      ADDRESS                        SHARE
----------------------  ----------------  -----------------------------  -----
Nadine Drummond-Pike    Daughter          402 Pecan St., Ada, OK 74820    1/2
Wyatt Cole Drummond,    Grandson          same address as Nadine          1/2
  a minor               (son of Roy)      Drummond-Pike, guardian
`;
    const wyatt = parse(text).people.find((p) => p.name === 'Wyatt Cole Drummond');
    expect(wyatt?.address).toBe('402 Pecan St, Ada, OK 74820');
    const sameAs = tableMentions(doc(text)).find((t) => /Wyatt/.test(t.name))?.sameAddressAs;
    expect(sameAs).toBe('Nadine Drummond-Pike');
  });
});

describe('family wording', () => {
  it("does not call the children of the decedent's sibling who died the decedent's children", () => {
    const text = `The decedent never married and had no children. The decedent's brother, OSCAR T. LUND, died
on 2/3/2019, survived by his two children, ERIK LUND and MAREN LUND-BAKKE.`;
    const kids = childMentions(doc(text)).filter((c) => /ERIK|MAREN/.test(c.name));
    expect(kids.length).toBe(2);
    for (const k of kids) expect(k.relationship).not.toBe('child');
    expect(kids.every((k) => k.descendantsOf === 'OSCAR T. LUND')).toBe(true);
  });
  it('reads the kinship set off after "I" ("the Decedent I, her son, became trustee")', () => {
    const text = `Upon the death of the Decedent I,
her son, became the sole successor trustee of the Trust.`;
    expect(affiantKinship(text, () => false)?.value).toBe('son');
  });
  it('turns "the Decedent ... was my mother" round to the affiant\'s own kinship', () => {
    const text = `ELSA MARIE DUVAL (the "Decedent") was my mother. She died on June 1, 2022.`;
    expect(affiantKinship(text, () => false)?.value).toBe('child');
  });
  it("refines the affiant's kinship by a copied death certificate's informant line", () => {
    const text = `AFFIDAVIT OF DEATH OF JOINT TENANT

     I, BRIDGET O. HALVERSON, being first duly sworn, state:

     1. ELSA MARIE DUVAL (the "Decedent") was my mother. She died on June 1, 2022, at Helena, Montana.

     2. I am the surviving joint tenant of the real property described below.

                                   _______________________________
                                   BRIDGET O. HALVERSON, Affiant

                         CERTIFICATE OF DEATH (COPY)
DECEDENT'S LEGAL NAME:  ELSA MARIE DUVAL
DATE OF DEATH:  06/01/2022
INFORMANT:  BRIDGET O HALVERSON - DAUGHTER
`;
    const bridget = parse(text).people.find((p) => p.name === 'Bridget O. Halverson');
    expect(bridget?.relationship).toBe('daughter');
  });
});

describe('recording stamps and mineral descriptions', () => {
  it('reads a filing stamp typed in a column beside the venue box', () => {
    const text = `STATE OF NORTH DAKOTA  )
                       ) ss.   Filed for record this 12th day of
COUNTY OF CASS         )       March, A.D. 2024, at 9:10 o'clock A.M.
                               Fee: $20.00

               AFFIDAVIT OF SUCCESSION`;
    expect(findRecordedDate(doc(text))?.iso).toBe('2024-03-12');
  });
  it('keeps a mineral interest clause that leads into its lands as part of the description', () => {
    const text = `                                EXHIBIT "A"

     An undivided one-half (1/2) interest in and to the oil, gas and other
minerals in and under the following described lands situated in Kay
County, Oklahoma: Township 27 North, Range 1 West, I.M., Section 9: NW/4,
containing 160.00 acres, more or less.
`;
    const legal = findLegalDescription(doc(text))?.value;
    expect(legal).toMatch(/^An undivided one-half \(1\/2\) interest in and to the oil, gas/);
    expect(legal).toMatch(/Section 9: NW\/4, containing 160\.00 acres, more or less\.$/);
  });
});
