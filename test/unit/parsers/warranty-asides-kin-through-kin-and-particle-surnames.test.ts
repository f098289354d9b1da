import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Fiduciary deeds whose warranty stands between the granting verb and "unto", heirs described as a relative's
 * relative ("the only child of the decedent's daughter"), and decedents whose surname opens with lower-case
 * particles, in running text and surname first on a recorder's cover sheet. Invented passages in the style of
 * real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });
const person = (out: ReturnType<typeof parse>, name: string) => out.people.find((p) => p.name === name);

describe('a warranty aside between the granting verb and "unto"', () => {
  it('reads the buyer company after "convey, without covenants of warranty, unto"', () => {
    const out = parse(`                    EXECUTOR'S DEED

     For the sum of $95,000.00, I, HOWARD PAUL LINDQUIST, Executor of the Estate of AGNES MARIE LINDQUIST,
deceased, do hereby grant and convey, without covenants of warranty, unto BLUE LANTERN PROPERTIES, INC., a
Kentucky corporation, its successors and assigns, the following described real estate in Fayette County,
Kentucky:

     Lot 14, Block C, Meadowthorpe Subdivision, Plat Cabinet 2, Slide 118.

     WITNESS my hand this 2nd day of March, 2022.`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Blue Lantern Properties, Inc.']);
  });
  it('reads the buyer after "sell and convey, with special warranty covenants, unto"', () => {
    const out = parse(`                    ADMINISTRATRIX'S DEED

     Know all men that I, CAROLINE DUVALL, Administratrix of the Estate of PERCY DUVALL, deceased, for $40,000.00
cash in hand paid, do sell and convey, with special warranty covenants, unto RIVERBEND LAND COMPANY, LLC, its
successors and assigns, Lot 3 of Holloway Acres, Plat Book 9, Page 41, Knox County, Tennessee.`);
    expect(out.parties.grantees.map((g) => g.name)).toEqual(['Riverbend Land Company, LLC']);
  });
});

describe('an heir described through another relative', () => {
  it("makes the only child of the decedent's daughter a grandchild", () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     ROLAND FRANCIS OKAFOR died intestate on June 3, 2020, a widower, leaving as his sole heirs at law his
son, CHIDI OKAFOR, and ADAEZE NWOSU, the only child of the decedent's daughter, NGOZI NWOSU, who predeceased
the decedent.`);
    expect(person(out, 'Adaeze Nwosu')?.relationship).toBe('grandchild');
    expect(person(out, 'Chidi Okafor')?.relationship).toBe('son');
  });
  it("makes a son of the decedent's late brother a nephew", () => {
    const out = parse(`                    AFFIDAVIT OF HEIRSHIP

     BEATRICE LOWELL died intestate on April 9, 2019, never having married, leaving as her sole heir at law
GRANT LOWELL, a son of her late brother, OWEN LOWELL.`);
    expect(person(out, 'Grant Lowell')?.relationship).toBe('nephew');
  });
});

describe('a decedent whose surname opens with lower-case particles', () => {
  const out = parse(`Grantor(s):            DE LA CRUZ, TERESA INES (deceased)
Grantee(s):            DE LA CRUZ, ANDRES MIGUEL

                AFFIDAVIT OF DEATH OF JOINT TENANT

     Andres Miguel de la Cruz, being first duly sworn, says that he is the surviving spouse of Teresa Ines
de la Cruz, the decedent mentioned in the attached certified copy of Certificate of Death, and that
the said Teresa Ines de la Cruz died on the 5th day of May, 2022, at Yakima, Washington.

     DATED this 1st day of June, 2022.`);
  it('keeps the whole surname from the recital and the cover sheet', () => {
    expect(out.decedent?.name).toBe('Teresa Ines de la Cruz');
    expect(out.parties.grantors.map((g) => g.name)).toEqual(['Teresa Ines de la Cruz']);
    expect(out.people.some((p) => p.name === 'Teresa Ines')).toBe(false);
  });
  it('gives the survivor his kinship to her', () => {
    expect(person(out, 'Andres Miguel de la Cruz')?.relationship).toBe('spouse');
  });
});
