import { describe, expect, it } from 'vitest';
import { parseDocumentText } from '@/parsers/index';

/**
 * Ordinary conveyances signed by the heirs of a dead owner, releases of a dead borrower's lien and wills that
 * leave land to an organisation: no one died "in" a deed, so the heirs are its grantors, and a will's
 * charity is a devisee like a person. Invented passages in the style of real forms.
 */
const parse = (text: string) => parseDocumentText({ pages: [text] });

describe('a deed titled by its form, sub-titled by its grantors', () => {
  it('reads "GENERAL WARRANTY DEED (By the Heirs at Law ...)" as a deed, not an heirship affidavit', () => {
    const out = parse(`                 GENERAL WARRANTY DEED
            (Conveyance by the Heirs at Law of a Decedent)

Date: June 3, 2022

Grantor:   NADINE ROSE FAIRCLOTH, a widow, and HOMER LEE PACE, a single man, the only heirs
           at law of WINSTON T. PACE, deceased

Grantee:   ORLANDO QUISPE

Property: Lot 4, Block 2, MESQUITE BEND ADDITION, Tom Green County, Texas.`);
    expect(out.category).toBe('OTHER');
    expect(out.decedent).toBeNull();
  });
  it('still reads the sub-title when the heading alone names no kind of instrument', () => {
    const out = parse(`                      AFFIDAVIT
                (Small Estate - Collection of Assets)

I, Opal Whitcombe, being duly sworn, state that Clement Whitcombe died on March 2, 2021.`);
    expect(out.category).toBe('SMALL_ESTATE_AFFIDAVIT');
  });
});

describe('easements and right-of-way grants', () => {
  it('reads an easement granted by heirs as an ordinary conveyance', () => {
    const out = parse(`                      PIPELINE RIGHT-OF-WAY AGREEMENT

     This agreement is made May 9, 2022, by BEATRIX ANN LOWE, a widow, and CLAUDE OWEN
MERRITT, a single man, the sole heirs at law of AUGUSTINE MERRITT, deceased, Grantors, and
PRAIRIE GAS TRANSMISSION COMPANY, Grantee.`);
    expect(out.category).toBe('OTHER');
  });
  it('reads a heading that says EASEMENT as a conveyance', () => {
    const out = parse(`                      GRANT OF EASEMENT

     The heirs of the decedent, ROSALIND MAY OKONKWO, deceased, grant a strip ten feet wide to the
Town of Elm Falls.`);
    expect(out.category).toBe('OTHER');
  });
});

describe('a conveyance under a title no rule knows', () => {
  it('takes "do hereby grant and convey" by the heirs for a deed', () => {
    const out = parse(`                      INSTRUMENT OF TRANSFER

     We, LYDIA FERN OSGOOD and PIERCE ALLEN OSGOOD, the sole heirs at law of MAVIS OSGOOD,
deceased, do hereby grant and convey unto TOBIAS REINHOLT the following land: Lot 9, Block 1,
CEDAR GLEN, Marion County.`);
    expect(out.category).toBe('OTHER');
  });
  it('leaves an untitled heirship statement with the heirship forms', () => {
    const out =
      parse(`     The undersigned states that the heirs at law of the decedent, MAVIS OSGOOD, are her
children LYDIA FERN OSGOOD and PIERCE ALLEN OSGOOD, who hold title to the land she owned.`);
    expect(out.category).toBe('AFFIDAVIT_OF_HEIRSHIP');
  });
});
